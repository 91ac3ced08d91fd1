/**
 * Which method calls each operationId of this package, for tools that call an operation by its SDK name (the CLI's api command) and tests that drive every one (no client module imports it, so a bundle that does not use it drops it).
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export const methodIndex = {
  "Utility_login": {"method":"auth.login","path":[],"body":true,"query":false},
  "Utility_refreshToken": {"method":"auth.refresh","path":[],"body":true,"query":false},
  "Utility_logout": {"method":"auth.logout","path":[],"body":false,"query":false},
  "Utility_revokeToken": {"method":"auth.revoke","path":[],"body":true,"query":false},
  "Utility_passwordReset": {"method":"auth.requestPasswordReset","path":[],"body":true,"query":false},
  "Client area_signUp": {"method":"profile.signUp","path":[],"body":true,"query":false},
  "Client area_userDetails": {"method":"profile.get","path":[],"body":false,"query":false},
  "Client area_updateUserDetails": {"method":"profile.update","path":[],"body":true,"query":false},
  "Client area_userLogs": {"method":"profile.listLogs","path":[],"body":false,"query":false},
  "Client area_listNotifications": {"method":"notifications.list","path":[],"body":false,"query":true},
  "Client area_listNewNotifications": {"method":"notifications.listNew","path":[],"body":false,"query":true},
  "Client area_acknowledgeNotification": {"method":"notifications.acknowledge","path":["notificationId"],"body":false,"query":false},
  "Contact_listContacts": {"method":"contacts.list","path":[],"body":false,"query":false,"list":{"items":"contacts","item":"Contact"}},
  "Contact_addContact": {"method":"contacts.create","path":[],"body":true,"query":false},
  "Contact_contactPrivileges": {"method":"contacts.listPrivileges","path":[],"body":false,"query":false},
  "Contact_getContact": {"method":"contacts.get","path":["contactId"],"body":false,"query":false},
  "Contact_editContact": {"method":"contacts.update","path":["contactId"],"body":true,"query":false},
  "Affiliate_summary": {"method":"affiliate.getSummary","path":[],"body":false,"query":false},
  "Affiliate_campaigns": {"method":"affiliate.listCampaigns","path":[],"body":false,"query":false},
  "Affiliate_commissions": {"method":"affiliate.listCommissions","path":[],"body":false,"query":false},
  "Affiliate_payouts": {"method":"affiliate.listPayouts","path":[],"body":false,"query":false},
  "Affiliate_vouchers": {"method":"affiliate.listVouchers","path":[],"body":false,"query":false},
  "Affiliate_commissionPlans": {"method":"affiliate.listCommissionPlans","path":[],"body":false,"query":false},
} as const;

/**
 * Runtime tables of this package's operations, by operationId (drive auth and retries).
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export const operations = {
  "Utility_login": {"method":"POST","path":"/login","security":[],"idempotent":true},
  "Utility_refreshToken": {"method":"POST","path":"/token","security":[],"idempotent":false},
  "Utility_logout": {"method":"POST","path":"/logout","security":["bearerAuth","basicAuth"],"idempotent":true},
  "Utility_revokeToken": {"method":"POST","path":"/revoke","security":["bearerAuth","basicAuth"],"idempotent":true},
  "Utility_passwordReset": {"method":"POST","path":"/passwordreset","security":[],"idempotent":false},
  "Client area_signUp": {"method":"POST","path":"/signup","security":[],"idempotent":false},
  "Client area_userDetails": {"method":"GET","path":"/details","security":["bearerAuth","basicAuth"],"idempotent":true},
  "Client area_updateUserDetails": {"method":"PUT","path":"/details","security":["bearerAuth","basicAuth"],"idempotent":true},
  "Client area_userLogs": {"method":"GET","path":"/logs","security":["bearerAuth","basicAuth"],"idempotent":true},
  "Client area_listNotifications": {"method":"GET","path":"/notifications","security":["bearerAuth","basicAuth"],"idempotent":true},
  "Client area_listNewNotifications": {"method":"GET","path":"/notifications/new","security":["bearerAuth","basicAuth"],"idempotent":true},
  "Client area_acknowledgeNotification": {"method":"PUT","path":"/notifications/{id}/ack","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"notificationId"}},
  "Contact_listContacts": {"method":"GET","path":"/contact","security":["bearerAuth","basicAuth"],"idempotent":true},
  "Contact_addContact": {"method":"POST","path":"/contact","security":["bearerAuth","basicAuth"],"idempotent":false},
  "Contact_contactPrivileges": {"method":"GET","path":"/contact/privileges","security":["bearerAuth","basicAuth"],"idempotent":true},
  "Contact_getContact": {"method":"GET","path":"/contact/{id}","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"contactId"}},
  "Contact_editContact": {"method":"PUT","path":"/contact/{id}","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"contactId"}},
  "Affiliate_summary": {"method":"GET","path":"/affiliates/summary","security":["bearerAuth","basicAuth"],"idempotent":true},
  "Affiliate_campaigns": {"method":"GET","path":"/affiliates/campaigns","security":["bearerAuth","basicAuth"],"idempotent":true},
  "Affiliate_commissions": {"method":"GET","path":"/affiliates/commissions","security":["bearerAuth","basicAuth"],"idempotent":true},
  "Affiliate_payouts": {"method":"GET","path":"/affiliates/payouts","security":["bearerAuth","basicAuth"],"idempotent":true},
  "Affiliate_vouchers": {"method":"GET","path":"/affiliates/vouchers","security":["bearerAuth","basicAuth"],"idempotent":true},
  "Affiliate_commissionPlans": {"method":"GET","path":"/affiliates/commissionplans","security":["bearerAuth","basicAuth"],"idempotent":true},
} as const;

export const authOperations = {
  "Utility_login": {"method":"POST","path":"/login","security":[],"idempotent":true},
  "Utility_refreshToken": {"method":"POST","path":"/token","security":[],"idempotent":false},
  "Utility_logout": {"method":"POST","path":"/logout","security":["bearerAuth","basicAuth"],"idempotent":true},
  "Utility_revokeToken": {"method":"POST","path":"/revoke","security":["bearerAuth","basicAuth"],"idempotent":true},
  "Utility_passwordReset": {"method":"POST","path":"/passwordreset","security":[],"idempotent":false},
} as const;

export type OperationId = keyof typeof operations;

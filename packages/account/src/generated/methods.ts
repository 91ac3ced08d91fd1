/**
 * Named methods of this package, one per operation of openapi/openapi.yaml (x-sdk-method, x-sdk-alias).
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

import type { ApiPromise, RequestOptions, Transport } from "@cdrapi/core";
import { pagedList } from "@cdrapi/core";
import type { ListPromise } from "@cdrapi/core";
import type { components, operations, paths } from "./openapi.js";

/** An id in a path: a non-empty string or a non-negative integer (percent-encoded when sent). */
export type PathId = string | number;
/** The document's schemas of this package, by name: `Schemas["Vm"]`. */
export type Schemas = components["schemas"];
type Ops = operations;

/**
 * Every operation of this package as a method, grouped as the document's `x-sdk-method`
 * names them. Arguments: the path ids in path order, then `body` (when the operation has
 * one), then `query` (when it has query parameters), then `opts` (`{ signal }`).
 */
export interface AccountMethods {
  /**
   * Utility: Login, token refresh, logout and revoke (HostBill User API).
   */
  readonly auth: {
    /**
     * Login
     *
     * Exchanges a username and password for an access token and a refresh token.
     * Sources: DS, DC, HTC, TD, TR, TF, TB, WL (DS and DC are HostBill's own swagger exports: high
     * trust). The swagger example is just `Success`; TB, TR and TF read `{token, refresh}`, the
     * Tino SPA also `client`, `currency`, `verify`. WL treats HTTP 401 or 403 as bad credentials.
     *
     * `POST /login` · operationId `Utility_login` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param body The JSON body: `{ username, password, remember? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    login(body: NonNullable<Ops["Utility_login"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Utility_login"]["responses"][200]["content"]["application/json"]>;
    /**
     * Refresh Token
     *
     * Exchanges a refresh token for a new access token (and possibly a new refresh token).
     * Not idempotent: a provider may rotate the refresh token on use.
     * Sources: DS, DC, HTC, TD, TR, TB, WL (high). No official example; WL requires both `token`
     * and `refresh` in the answer (the refresh token rotates there).
     *
     * `POST /token` · operationId `Utility_refreshToken` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param body The JSON body: `{ refresh_token }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    refresh(body: NonNullable<Ops["Utility_refreshToken"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Utility_refreshToken"]["responses"][200]["content"]["application/json"]>;
    /**
     * Logout
     *
     * Invalidates the authorization token. Sources: DS, DC, HTC, TF (high); no source shows an
     * example answer.
     *
     * `POST /logout` · operationId `Utility_logout` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    logout(opts?: RequestOptions): ApiPromise<Ops["Utility_logout"]["responses"][200]["content"]["application/json"]>;
    /**
     * Revoke Token
     *
     * Invalidates the authorization and the refresh token.
     * Pass the refresh token, or call with a valid access token. Sources: DS, DC, HTC (high); no
     * example answer.
     *
     * `POST /revoke` · operationId `Utility_revokeToken` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param body The JSON body: `{ refresh_token? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    revoke(body?: NonNullable<Ops["Utility_revokeToken"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Utility_revokeToken"]["responses"][200]["content"]["application/json"]>;
    /**
     * Password reset
     *
     * Requests a password reset e-mail for the account (not in the seed's list; HTC only). Not
     * idempotent: every call sends an e-mail.
     * No source shows an example answer: the schema is open. Sources: HTC (high for paths).
     *
     * `POST /passwordreset` · operationId `Utility_passwordReset` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param body The JSON body: `{ email? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    requestPasswordReset(body: NonNullable<Ops["Utility_passwordReset"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Utility_passwordReset"]["responses"][200]["content"]["application/json"]>;
  };
  /**
   * Client area: The client's profile, logs and portal notifications (HostBill User API).
   */
  readonly profile: {
    /**
     * Sign up
     *
     * Creates a client account with a `password`, a `currency` (DC: USD|TRY) and the profile
     * fields. Profile fields follow each portal's registration form: DC lists `type`
     * (Private|Company), names, `email`, company, address, `phonenumber`, `currency` and custom
     * fields (`tckno`, `taxno`, ...); HTC adds `taxid`, `gender`, `nationalid`, `birthday`
     * (dd/mm/yyyy). Other fields the portal defines are accepted.
     * Sources: DC (high), HTC (high for paths), TF (medium).
     *
     * `POST /signup` · operationId `Client area_signUp` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param body The JSON body: `{ type?, firstname?, lastname?, email?, companyname?, address1?, address2?, postcode?, state?, city?, country?, phonenumber?, password?, currency?, taxid?, gender?, nationalid?, birthday? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    signUp(body: NonNullable<Ops["Client area_signUp"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Client area_signUp"]["responses"][200]["content"]["application/json"]>;
    /**
     * User Details
     *
     * Sources: DS (high), DC (high), HTC (high for paths), TD (high), TB (medium-high), TF
     * (medium); the example is DS/DC's.
     *
     * `GET /details` · operationId `Client area_userDetails` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    get(opts?: RequestOptions): ApiPromise<Ops["Client area_userDetails"]["responses"][200]["content"]["application/json"]>;
    /**
     * Update User Details
     *
     * Updates the client's profile. Profile fields follow each portal's registration form: DC
     * lists `type` (Private|Company), names, `email`, company, address, `phonenumber`, `currency`
     * and custom fields (`tckno`, `taxno`, ...); HTC adds `taxid`, `gender`, `nationalid`,
     * `birthday` (dd/mm/yyyy). Other fields the portal defines are accepted. HTC also has
     * `bankname`, `bankaccount`, `bankaccountname`. Answer: `Success`.
     * No source shows an example answer: the schema is open. Sources: DC (high), HTC (high for
     * paths), TF (medium).
     *
     * `PUT /details` · operationId `Client area_updateUserDetails` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param body The JSON body: `{ type?, firstname?, lastname?, email?, companyname?, address1?, address2?, postcode?, state?, city?, country?, phonenumber?, tckno?, tcknyear?, taxno?, taxoffice?, passport?, taxid?, gender?, nationalid?, birthday?, bankname?, bankaccount?, bankaccountname? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    update(body: NonNullable<Ops["Client area_updateUserDetails"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Client area_updateUserDetails"]["responses"][200]["content"]["application/json"]>;
    /**
     * User Logs
     *
     * Logs from the client's history.
     * No source shows the answer's shape: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths), TB (medium-high).
     *
     * `GET /logs` · operationId `Client area_userLogs` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listLogs(opts?: RequestOptions): ApiPromise<Ops["Client area_userLogs"]["responses"][200]["content"]["application/json"]>;
  };
  /**
   * Client area: The client's profile, logs and portal notifications (HostBill User API).
   */
  readonly notifications: {
    /**
     * List all portal notifications
     *
     * No source shows the answer's shape: the schema is open. Sources: DC (high), HTC (high for
     * paths), TB (medium-high).
     *
     * `GET /notifications` · operationId `Client area_listNotifications` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param query Query parameters: `rel_type`, `rel_id`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    list(query?: NonNullable<Ops["Client area_listNotifications"]["parameters"]["query"]>, opts?: RequestOptions): ApiPromise<Ops["Client area_listNotifications"]["responses"][200]["content"]["application/json"]>;
    /**
     * List new portal notifications
     *
     * Only the notifications not acknowledged yet.
     * No source shows the answer's shape: the schema is open. Sources: DC (high), HTC (high for
     * paths), TB (medium-high).
     *
     * `GET /notifications/new` · operationId `Client area_listNewNotifications` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param query Query parameters: `rel_type`, `rel_id`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listNew(query?: NonNullable<Ops["Client area_listNewNotifications"]["parameters"]["query"]>, opts?: RequestOptions): ApiPromise<Ops["Client area_listNewNotifications"]["responses"][200]["content"]["application/json"]>;
    /**
     * Acknowledge notification
     *
     * Marks the notification as read.
     * No source shows an example answer: the schema is open. Sources: DC (high), HTC (high for
     * paths), TB (medium-high).
     *
     * `PUT /notifications/{id}/ack` · operationId `Client area_acknowledgeNotification` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param notificationId Identifier of the notification.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    acknowledge(notificationId: PathId, opts?: RequestOptions): ApiPromise<Ops["Client area_acknowledgeNotification"]["responses"][200]["content"]["application/json"]>;
  };
  /**
   * Contact: Contacts (sub-accounts) of the client and their privileges (HostBill User API).
   */
  readonly contacts: {
    /**
     * List contacts
     *
     * Sources: DS (high), DC (high), HTC (high for paths), TB (medium-high); the example is
     * DS/DC's.
     *
     * `GET /contact` · operationId `Contact_listContacts` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    list(opts?: RequestOptions): ListPromise<Ops["Contact_listContacts"]["responses"][200]["content"]["application/json"], NonNullable<Ops["Contact_listContacts"]["responses"][200]["content"]["application/json"]["contacts"]>[number]>;
    /**
     * Add contact
     *
     * Adds a contact. `password` is optional and lets the contact log in; `privileges` is
     * formatted as GET /contact/privileges returns it; the profile fields are those of PUT
     * /details. Answer: `Success`.
     * No source shows an example answer: the schema is open. Sources: DC (high), HTC (high for
     * paths).
     *
     * `POST /contact` · operationId `Contact_addContact` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param body The JSON body: `{ type?, firstname?, lastname?, email?, companyname?, address1?, address2?, postcode?, state?, city?, country?, phonenumber?, password?, privileges? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    create(body: NonNullable<Ops["Contact_addContact"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Contact_addContact"]["responses"][200]["content"]["application/json"]>;
    /**
     * Contact privileges
     *
     * Sources: DS (high), DC (high), HTC (high for paths), TB (medium-high); the example is
     * DS/DC's.
     *
     * `GET /contact/privileges` · operationId `Contact_contactPrivileges` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listPrivileges(opts?: RequestOptions): ApiPromise<Ops["Contact_contactPrivileges"]["responses"][200]["content"]["application/json"]>;
    /**
     * Get contacts details
     *
     * Sources: DS (high), DC (high), HTC (high for paths), TB (medium-high); the example is
     * DS/DC's.
     *
     * `GET /contact/{id}` · operationId `Contact_getContact` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param contactId Identifier of the contact.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    get(contactId: PathId, opts?: RequestOptions): ApiPromise<Ops["Contact_getContact"]["responses"][200]["content"]["application/json"]>;
    /**
     * Edit contact
     *
     * Changes a contact's profile fields and privileges. Answer: `Success`.
     * No source shows an example answer: the schema is open. Sources: DC (high), HTC (high for
     * paths).
     *
     * `PUT /contact/{id}` · operationId `Contact_editContact` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param contactId Identifier of the contact.
     * @param body The JSON body: `{ type?, firstname?, lastname?, email?, companyname?, address1?, address2?, postcode?, state?, city?, country?, phonenumber?, privileges? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    update(contactId: PathId, body: NonNullable<Ops["Contact_editContact"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Contact_editContact"]["responses"][200]["content"]["application/json"]>;
  };
  /**
   * Affiliate: The client's affiliate account (HostBill User API).
   */
  readonly affiliate: {
    /**
     * Affiliate summary
     *
     * No source documents parameters; the swagger answer is just `Success`.
     * No source shows the answer's shape: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths).
     *
     * `GET /affiliates/summary` · operationId `Affiliate_summary` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getSummary(opts?: RequestOptions): ApiPromise<Ops["Affiliate_summary"]["responses"][200]["content"]["application/json"]>;
    /**
     * Affiliate campaigns
     *
     * No source documents parameters; the swagger answer is just `Success`.
     * No source shows the answer's shape: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths).
     *
     * `GET /affiliates/campaigns` · operationId `Affiliate_campaigns` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listCampaigns(opts?: RequestOptions): ApiPromise<Ops["Affiliate_campaigns"]["responses"][200]["content"]["application/json"]>;
    /**
     * Affiliate commissions
     *
     * No source documents parameters; the swagger answer is just `Success`.
     * No source shows the answer's shape: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths).
     *
     * `GET /affiliates/commissions` · operationId `Affiliate_commissions` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listCommissions(opts?: RequestOptions): ApiPromise<Ops["Affiliate_commissions"]["responses"][200]["content"]["application/json"]>;
    /**
     * Affiliate payouts
     *
     * No source documents parameters; the swagger answer is just `Success`.
     * No source shows the answer's shape: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths).
     *
     * `GET /affiliates/payouts` · operationId `Affiliate_payouts` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listPayouts(opts?: RequestOptions): ApiPromise<Ops["Affiliate_payouts"]["responses"][200]["content"]["application/json"]>;
    /**
     * Affiliate vouchers
     *
     * No source documents parameters; the swagger answer is just `Success`.
     * No source shows the answer's shape: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths).
     *
     * `GET /affiliates/vouchers` · operationId `Affiliate_vouchers` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listVouchers(opts?: RequestOptions): ApiPromise<Ops["Affiliate_vouchers"]["responses"][200]["content"]["application/json"]>;
    /**
     * Affiliate commission plans
     *
     * No source documents parameters; the swagger answer is just `Success`.
     * No source shows the answer's shape: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths).
     *
     * `GET /affiliates/commissionplans` · operationId `Affiliate_commissionPlans` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listCommissionPlans(opts?: RequestOptions): ApiPromise<Ops["Affiliate_commissionPlans"]["responses"][200]["content"]["application/json"]>;
  };
}

/** The `auth` methods over one transport. */
export function authMethods(t: Transport<paths>): AccountMethods["auth"] {
  return {
    login: (body, opts) =>
      t.request("Utility_login", { body }, opts),
    refresh: (body, opts) =>
      t.request("Utility_refreshToken", { body }, opts),
    logout: (opts) =>
      t.request("Utility_logout", {}, opts),
    revoke: (body, opts) =>
      t.request("Utility_revokeToken", { body }, opts),
    requestPasswordReset: (body, opts) =>
      t.request("Utility_passwordReset", { body }, opts),
  };
}

/** The `profile` methods over one transport. */
export function profileMethods(t: Transport<paths>): AccountMethods["profile"] {
  return {
    signUp: (body, opts) =>
      t.request("Client area_signUp", { body }, opts),
    get: (opts) =>
      t.request("Client area_userDetails", {}, opts),
    update: (body, opts) =>
      t.request("Client area_updateUserDetails", { body }, opts),
    listLogs: (opts) =>
      t.request("Client area_userLogs", {}, opts),
  };
}

/** The `notifications` methods over one transport. */
export function notificationsMethods(t: Transport<paths>): AccountMethods["notifications"] {
  return {
    list: (query, opts) =>
      t.request("Client area_listNotifications", { query }, opts),
    listNew: (query, opts) =>
      t.request("Client area_listNewNotifications", { query }, opts),
    acknowledge: (notificationId, opts) =>
      t.request("Client area_acknowledgeNotification", { path: { "id": notificationId } }, opts),
  };
}

/** The `contacts` methods over one transport. */
export function contactsMethods(t: Transport<paths>): AccountMethods["contacts"] {
  return {
    list: (opts) =>
      pagedList(t, "Contact_listContacts", {}, opts, "contacts"),
    create: (body, opts) =>
      t.request("Contact_addContact", { body }, opts),
    listPrivileges: (opts) =>
      t.request("Contact_contactPrivileges", {}, opts),
    get: (contactId, opts) =>
      t.request("Contact_getContact", { path: { "id": contactId } }, opts),
    update: (contactId, body, opts) =>
      t.request("Contact_editContact", { path: { "id": contactId }, body }, opts),
  };
}

/** The `affiliate` methods over one transport. */
export function affiliateMethods(t: Transport<paths>): AccountMethods["affiliate"] {
  return {
    getSummary: (opts) =>
      t.request("Affiliate_summary", {}, opts),
    listCampaigns: (opts) =>
      t.request("Affiliate_campaigns", {}, opts),
    listCommissions: (opts) =>
      t.request("Affiliate_commissions", {}, opts),
    listPayouts: (opts) =>
      t.request("Affiliate_payouts", {}, opts),
    listVouchers: (opts) =>
      t.request("Affiliate_vouchers", {}, opts),
    listCommissionPlans: (opts) =>
      t.request("Affiliate_commissionPlans", {}, opts),
  };
}

/** The named methods over one transport (auth, retries and errors are the transport's). */
export function createMethods(t: Transport<paths>): AccountMethods {
  const auth = authMethods(t);
  const profile = profileMethods(t);
  const notifications = notificationsMethods(t);
  const contacts = contactsMethods(t);
  const affiliate = affiliateMethods(t);
  return { auth, profile, notifications, contacts, affiliate };
}

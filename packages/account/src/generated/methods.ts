/**
 * Named methods of this package, one per operation of openapi/openapi.yaml (x-sdk-method).
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

import type { ApiPromise, RequestOptions, Transport } from "@cdrapi/core";
import { pagedList } from "@cdrapi/core";
import type { ListPromise } from "@cdrapi/core";
import type { components, paths } from "./openapi.js";
import type {
  AuthLoginBody,
  AuthRefreshBody,
  AuthRequestPasswordResetBody,
  AuthRevokeBody,
  ClientDetails,
  Contact,
  ContactDetails,
  ContactList,
  ContactPrivileges,
  ContactsCreateBody,
  ContactsUpdateBody,
  HostBillChange,
  HostBillInfo,
  HostBillObject,
  NotificationsListNewQuery,
  NotificationsListQuery,
  ProfileSignUpBody,
  ProfileUpdateBody,
  SignUpResult,
  TokenPair,
} from "./types.js";

/** An id in a path: a non-empty string or a non-negative integer (percent-encoded when sent). */
export type PathId = string | number;
/** The document's schemas of this package, by name: `Schemas["Vm"]`. */
export type Schemas = components["schemas"];

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
     *
     * `POST /login` (operationId `Utility_login`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param body The JSON body: `{ username, password, remember? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    login(body: AuthLoginBody, opts?: RequestOptions): ApiPromise<TokenPair>;
    /**
     * Refresh Token
     *
     * Exchanges a refresh token for a new access token (and possibly a new refresh token). Not
     * idempotent: a provider may rotate the refresh token on use.
     *
     * `POST /token` (operationId `Utility_refreshToken`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param body The JSON body: `{ refresh_token }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    refresh(body: AuthRefreshBody, opts?: RequestOptions): ApiPromise<TokenPair>;
    /**
     * Logout
     *
     * Invalidates the authorization token.
     *
     * `POST /logout` (operationId `Utility_logout`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    logout(opts?: RequestOptions): ApiPromise<HostBillInfo>;
    /**
     * Revoke Token
     *
     * Invalidates the authorization and the refresh token. Pass the refresh token, or call with
     * a valid access token.
     *
     * `POST /revoke` (operationId `Utility_revokeToken`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param body The JSON body: `{ refresh_token? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    revoke(body?: AuthRevokeBody, opts?: RequestOptions): ApiPromise<HostBillInfo>;
    /**
     * Password reset
     *
     * Not idempotent: every call sends an e-mail.
     *
     * `POST /passwordreset` (operationId `Utility_passwordReset`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param body The JSON body: `{ email? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    requestPasswordReset(body: AuthRequestPasswordResetBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
  };
  /**
   * Client area: The client's profile, logs and portal notifications (HostBill User API).
   */
  readonly profile: {
    /**
     * Sign up
     *
     * Creates a client account with a `password`, a `currency` and the profile fields of the
     * portal's registration form. Other fields the portal defines are accepted.
     *
     * `POST /signup` (operationId `Client area_signUp`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param body The JSON body: `{ type?, firstname?, lastname?, email?, companyname?, address1?, address2?, postcode?, state?, city?, country?, phonenumber?, password?, currency?, taxid?, gender?, nationalid?, birthday? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    signUp(body: ProfileSignUpBody, opts?: RequestOptions): ApiPromise<SignUpResult>;
    /**
     * User Details
     *
     * `GET /details` (operationId `Client area_userDetails`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    get(opts?: RequestOptions): ApiPromise<ClientDetails>;
    /**
     * Update User Details
     *
     * Updates the client's profile. Other fields the portal defines are accepted. Answer:
     * `Success`.
     *
     * `PUT /details` (operationId `Client area_updateUserDetails`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param body The JSON body: `{ type?, firstname?, lastname?, email?, companyname?, address1?, address2?, postcode?, state?, city?, country?, phonenumber?, tckno?, tcknyear?, taxno?, taxoffice?, passport?, taxid?, gender?, nationalid?, birthday?, bankname?, bankaccount?, bankaccountname? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    update(body: ProfileUpdateBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * User Logs
     *
     * Logs from the client's history.
     *
     * `GET /logs` (operationId `Client area_userLogs`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listLogs(opts?: RequestOptions): ApiPromise<HostBillObject>;
  };
  /**
   * Client area: The client's profile, logs and portal notifications (HostBill User API).
   */
  readonly notifications: {
    /**
     * List all portal notifications
     *
     * `GET /notifications` (operationId `Client area_listNotifications`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param query Query parameters: `rel_type`, `rel_id`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    list(query?: NotificationsListQuery, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * List new portal notifications
     *
     * Only the notifications not acknowledged yet.
     *
     * `GET /notifications/new` (operationId `Client area_listNewNotifications`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param query Query parameters: `rel_type`, `rel_id`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listNew(query?: NotificationsListNewQuery, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Acknowledge notification
     *
     * Marks the notification as read.
     *
     * `PUT /notifications/{id}/ack` (operationId `Client area_acknowledgeNotification`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param notificationId Identifier of the notification.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    acknowledge(notificationId: PathId, opts?: RequestOptions): ApiPromise<HostBillChange>;
  };
  /**
   * Contact: Contacts (sub-accounts) of the client and their privileges (HostBill User API).
   */
  readonly contacts: {
    /**
     * List contacts
     *
     * `GET /contact` (operationId `Contact_listContacts`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    list(opts?: RequestOptions): ListPromise<ContactList, Contact>;
    /**
     * Add contact
     *
     * Adds a contact. `password` is optional and lets the contact log in; `privileges` is
     * formatted as GET /contact/privileges returns it; the profile fields are those of PUT
     * /details. Answer: `Success`.
     *
     * `POST /contact` (operationId `Contact_addContact`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param body The JSON body: `{ type?, firstname?, lastname?, email?, companyname?, address1?, address2?, postcode?, state?, city?, country?, phonenumber?, password?, privileges? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    create(body: ContactsCreateBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Contact privileges
     *
     * `GET /contact/privileges` (operationId `Contact_contactPrivileges`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listPrivileges(opts?: RequestOptions): ApiPromise<ContactPrivileges>;
    /**
     * Get contacts details
     *
     * `GET /contact/{id}` (operationId `Contact_getContact`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param contactId Identifier of the contact.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    get(contactId: PathId, opts?: RequestOptions): ApiPromise<ContactDetails>;
    /**
     * Edit contact
     *
     * Changes a contact's profile fields and privileges. Answer: `Success`.
     *
     * `PUT /contact/{id}` (operationId `Contact_editContact`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param contactId Identifier of the contact.
     * @param body The JSON body: `{ type?, firstname?, lastname?, email?, companyname?, address1?, address2?, postcode?, state?, city?, country?, phonenumber?, privileges? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    update(contactId: PathId, body: ContactsUpdateBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
  };
  /**
   * Affiliate: The client's affiliate account (HostBill User API).
   */
  readonly affiliate: {
    /**
     * Affiliate summary
     *
     * `GET /affiliates/summary` (operationId `Affiliate_summary`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getSummary(opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Affiliate campaigns
     *
     * `GET /affiliates/campaigns` (operationId `Affiliate_campaigns`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listCampaigns(opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Affiliate commissions
     *
     * `GET /affiliates/commissions` (operationId `Affiliate_commissions`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listCommissions(opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Affiliate payouts
     *
     * `GET /affiliates/payouts` (operationId `Affiliate_payouts`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listPayouts(opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Affiliate vouchers
     *
     * `GET /affiliates/vouchers` (operationId `Affiliate_vouchers`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listVouchers(opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Affiliate commission plans
     *
     * `GET /affiliates/commissionplans` (operationId `Affiliate_commissionPlans`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listCommissionPlans(opts?: RequestOptions): ApiPromise<HostBillObject>;
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

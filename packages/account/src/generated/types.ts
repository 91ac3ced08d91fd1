/**
 * Names for the types of this package's schemas and of each method's body, query and result.
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

import type { RequestOptions } from "@cdrapi/core";
import type { components, operations } from "./openapi.js";

type Schemas = components["schemas"];
type Ops = operations;
/** No key of RequestOptions: per-call options can never be taken for a body or query. */
type NoRequestOptions = { [K in keyof RequestOptions]?: never };

/** The exports mark neither field required; the SDK requires both, non-empty, as its own rule: a login without them cannot succeed, and failing before the request keeps the rate limit for real attempts. */
export type LoginRequest = Schemas["LoginRequest"];
/** The exports do not mark `refresh_token` required; the SDK does (its own rule), since a refresh without it cannot succeed. */
export type RefreshRequest = Schemas["RefreshRequest"];
/** Some HostBill installs name the refresh token `refresh`, others `refresh_token`. */
export type TokenPair = Schemas["TokenPair"];
/** HostBill's error answer; `error` lists message codes or sentences. */
export type HostBillError = Schemas["HostBillError"];
/** HostBill's answer to a change; a 200 with a non-empty `error` array is a failure. */
export type HostBillInfo = Schemas["HostBillInfo"];
/** A HostBill answer whose fields vary by provider and module. */
export type HostBillObject = Schemas["HostBillObject"];
/** HostBill's answer to a change: usually `info` messages (e.g. `{"info": ["cancell_sent"]}`), sometimes `success: true`; other fields vary by portal and module. A non-empty `error` array is a failure, whatever the HTTP status. */
export type HostBillChange = Schemas["HostBillChange"];
/** The client's profile (GET /details). */
export type ClientDetails = Schemas["ClientDetails"];
/** The answer to a sign-up. HostBill's swagger shows only `Success`; the Tino SPA reads `client`, `token`, `refresh`, `currency` and `verify`, so those are typed and anything else is allowed. */
export type SignUpResult = Schemas["SignUpResult"];
/** The client's contacts. */
export type ContactList = Schemas["ContactList"];
/** One contact of the client's account (`contacts.list`). */
export type Contact = Schemas["Contact"];
/** Every privilege a contact can be given, by area. `services` and `domains` map `full` or an item id to the privileges on it. POST /contact and PUT /contact/{id} take `privileges` in this format. */
export type ContactPrivileges = Schemas["ContactPrivileges"];
/** One contact with its privileges. */
export type ContactDetails = Schemas["ContactDetails"];
/** The body of `auth.login` (`POST /login`). */
export type AuthLoginBody = LoginRequest & NoRequestOptions;
/** The body of `auth.refresh` (`POST /token`). */
export type AuthRefreshBody = RefreshRequest & NoRequestOptions;
/** The body of `auth.revoke` (`POST /revoke`). */
export type AuthRevokeBody = NonNullable<Ops["Utility_revokeToken"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `auth.requestPasswordReset` (`POST /passwordreset`). */
export type AuthRequestPasswordResetBody = NonNullable<Ops["Utility_passwordReset"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `profile.signUp` (`POST /signup`). */
export type ProfileSignUpBody = NonNullable<Ops["Client area_signUp"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `profile.update` (`PUT /details`). */
export type ProfileUpdateBody = NonNullable<Ops["Client area_updateUserDetails"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The query parameters of `notifications.list` (`GET /notifications`). */
export type NotificationsListQuery = NonNullable<Ops["Client area_listNotifications"]["parameters"]["query"]> & NoRequestOptions;
/** The query parameters of `notifications.listNew` (`GET /notifications/new`). */
export type NotificationsListNewQuery = NonNullable<Ops["Client area_listNewNotifications"]["parameters"]["query"]> & NoRequestOptions;
/** The body of `contacts.create` (`POST /contact`). */
export type ContactsCreateBody = NonNullable<Ops["Contact_addContact"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `contacts.update` (`PUT /contact/{id}`). */
export type ContactsUpdateBody = NonNullable<Ops["Contact_editContact"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;

// createComputeClient: the shared HostBill wiring from @cdrapi/account (options, transports,
// a private or shared session, logout and revoke) plus the generated methods of the
// compute group. Nothing here is specific to one operation.
import {
  connectHostBill,
  type HostBillClientOptions,
  type HostBillSession,
  type PasswordAuth,
  type SessionAuth,
  type TokenAuth,
} from "@cdrapi/account";
import type { Client, RequestOptions } from "@cdrapi/core";
import { type ComputeMethods, createMethods } from "./generated/methods.js";
import type { paths } from "./generated/openapi.js";
import { operations } from "./generated/operations.js";
import { PACKAGE_NAME, PACKAGE_VERSION } from "./version.js";

export type { PasswordAuth, SessionAuth, TokenAuth };
export type ComputeAuth = TokenAuth | PasswordAuth | SessionAuth;

/**
 * `baseUrl` is the provider's HostBill client API root, including any `/api` prefix, e.g.
 * "https://api.provider.example/api"; with `auth: { session }` it defaults to the session's.
 */
export type ComputeClientOptions = HostBillClientOptions;

export interface ComputeClient extends ComputeMethods {
  /** The typed openapi-fetch client, with the same auth and transport policies. */
  readonly api: Client<paths>;
  /** The session this client uses (shared, or its own from a username and password); undefined with a token. */
  readonly session: HostBillSession | undefined;
  /**
   * End the session (POST /logout). The tokens are forgotten first, whatever the server
   * answers; a 401 (the token was already invalid) resolves, other failures are thrown.
   * With `{ username, password }` the next call logs in again. Never logged in: no request.
   * With a shared session, this ends it for every client that shares it.
   */
  logout(opts?: RequestOptions): Promise<void>;
  /** Invalidate the access and refresh tokens (POST /revoke); otherwise like `logout()`. */
  revoke(opts?: RequestOptions): Promise<void>;
}

/** A client of a provider's HostBill client API. Throws `ValidationError` for unusable options, before any request. */
export function createComputeClient(options: ComputeClientOptions): ComputeClient {
  const { transport, session, logout, revoke } = connectHostBill<paths>(options, {
    packageName: PACKAGE_NAME,
    packageVersion: PACKAGE_VERSION,
    operations,
  });
  return { ...createMethods(transport), api: transport.api, session, logout, revoke };
}

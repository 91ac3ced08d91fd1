// createAccountClient: the shared HostBill wiring (connectHostBill) plus the generated methods
// of the account group (Utility, client area, contacts, affiliates).
import type { Client, RequestOptions } from "@cdrapi/core";
import type { AccountMethods } from "./generated/methods.js";
import { createMethods } from "./generated/methods.js";
import type { paths } from "./generated/openapi.js";
import { operations } from "./generated/operations.js";
import { connectHostBill, type HostBillClientOptions } from "./hostbill.js";
import type { HostBillSession } from "./session/session.js";
import { PACKAGE_NAME, PACKAGE_VERSION } from "./version.js";

export type AccountClientOptions = HostBillClientOptions;

export interface AccountClient extends AccountMethods {
  /** The typed openapi-fetch client, with the same auth and transport policies. */
  readonly api: Client<paths>;
  /** The session this client uses (shared or its own); undefined with `auth: { token }`. */
  readonly session: HostBillSession | undefined;
  /** End the session (POST /logout): tokens forgotten first, a 401 resolves. */
  logout(opts?: RequestOptions): Promise<void>;
  /** Invalidate the access and refresh tokens (POST /revoke); otherwise like `logout()`. */
  revoke(opts?: RequestOptions): Promise<void>;
}

/** A client of the account group of a provider's HostBill client API. Throws `ValidationError` for unusable options. */
export function createAccountClient(options: AccountClientOptions): AccountClient {
  const { transport, session, logout, revoke } = connectHostBill<paths>(options, {
    packageName: PACKAGE_NAME,
    packageVersion: PACKAGE_VERSION,
    operations,
  });
  return { ...createMethods(transport), api: transport.api, session, logout, revoke };
}

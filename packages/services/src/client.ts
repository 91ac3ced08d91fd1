// createServicesClient: the shared HostBill wiring from @cdrapi/account (options, transports,
// a private or shared session, logout and revoke) plus the generated methods of the
// services group (generic services).
import { connectHostBill, type HostBillClientOptions, type HostBillSession } from "@cdrapi/account";
import type { Client, RequestOptions } from "@cdrapi/core";
import { createMethods, type ServicesMethods } from "./generated/methods.js";
import type { paths } from "./generated/openapi.js";
import { operations } from "./generated/operations.js";
import { PACKAGE_NAME, PACKAGE_VERSION } from "./version.js";

/**
 * `baseUrl` is the provider's HostBill client API root, including any `/api` prefix; with
 * `auth: { session }` it defaults to the session's. `auth`: `{ token }`, `{ username, password }`
 * or `{ session }` (one login shared by every HostBill client).
 */
export type ServicesClientOptions = HostBillClientOptions;

export interface ServicesClient extends ServicesMethods {
  /** The typed openapi-fetch client, with the same auth and transport policies. */
  readonly api: Client<paths>;
  /** The session this client uses (shared, or its own); undefined with `auth: { token }`. */
  readonly session: HostBillSession | undefined;
  /** End the session (POST /logout): tokens forgotten first, a 401 resolves. Ends a shared session for every client. */
  logout(opts?: RequestOptions): Promise<void>;
  /** Invalidate the access and refresh tokens (POST /revoke); otherwise like `logout()`. */
  revoke(opts?: RequestOptions): Promise<void>;
}

/** A client of the services group of a provider's HostBill client API. Throws `ValidationError` for unusable options. */
export function createServicesClient(options: ServicesClientOptions): ServicesClient {
  const { transport, session, logout, revoke } = connectHostBill<paths>(options, {
    packageName: PACKAGE_NAME,
    packageVersion: PACKAGE_VERSION,
    operations,
  });
  return { ...createMethods(transport), api: transport.api, session, logout, revoke };
}

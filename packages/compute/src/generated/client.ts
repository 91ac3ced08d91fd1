/**
 * The compute client: the shared HostBill wiring (createHostBillClient) over this package's operations and methods.
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

import { createHostBillClient, type HostBillClient, type HostBillClientOptions } from "@cdrapi/account";
import { PACKAGE_NAME, PACKAGE_VERSION } from "../version.js";
import { type ComputeMethods, createMethods } from "./methods.js";
import type { paths } from "./openapi.js";
import { operations } from "./operations.js";
import { type ComputeWaiters, withWaiters } from "./waiters.js";

/**
 * `baseUrl` is the provider's HostBill client API root, including any `/api` prefix; with
 * `auth: { session }` it defaults to the session's. `auth`: `{ token }`, `{ basic: { username, password } }`
 * (HTTP Basic), `{ username, password }` or `{ session }` (one login shared by every HostBill client).
 */
export type ComputeClientOptions = HostBillClientOptions;

/** The compute group's named methods, plus `api`, `session`, `logout()` and `revoke()` (HostBillClient). */
export interface ComputeClient extends ComputeMethods, HostBillClient<paths> {
  readonly vms: ComputeMethods["vms"] & ComputeWaiters["vms"];
}

/**
 * A client of the compute group (Cloud Virtual Machine, Cloud Instance, Cloud GPU, Virtualizor Services, Dedicated Servers, Hosting Services, Colocation, public cloud VM, Status, LocationV2) of a provider's HostBill client API.
 * Throws `ValidationError` for unusable options, before any request.
 */
export function createComputeClient(options: ComputeClientOptions): ComputeClient {
  const group = { packageName: PACKAGE_NAME, packageVersion: PACKAGE_VERSION, operations };
  return createHostBillClient(options, group, (t) => withWaiters(createMethods(t)));
}

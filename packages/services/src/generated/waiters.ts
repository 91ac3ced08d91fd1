/**
 * Waiters of this package (x-sdk-waiter): poll a read until its answer is in the state you want.
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

import { type WaitOptions, waitFor } from "@cdrapi/core";
import type { ServicesMethods, PathId } from "./methods.js";

/** The `status` values the document lists for `services.waitFor`; any other string is allowed (modules add their own). */
export type ServicesWaitForState = "Active" | "Pending" | "Suspended" | "Terminated" | "Cancelled" | "Fraud" | (string & {});
/** What `services.waitFor` hands its condition: the `service` of `services.get`'s answer. */
export type ServicesWaitForValue = NonNullable<NonNullable<Awaited<ReturnType<ServicesMethods["services"]["get"]>>>["service"]> & { status?: ServicesWaitForState } & { /** Not a field of the service: the condition is given the service itself. */ service?: null };
/** The condition `services.waitFor` waits for, e.g. `(service) => service.status === "Active"`. */
export type ServicesWaitForCondition = (service: ServicesWaitForValue) => boolean;

/** The waiters of this package, by namespace (each client's namespaces have them too). */
export interface ServicesWaiters {
  readonly services: {
    /**
     * Reads `services.get(serviceId)` until `until(service)` is true, and resolves to that `service`. Known states: `Active`, `Pending`, `Suspended`, `Terminated`, `Cancelled`, `Fraud`.
     * Reads every `intervalMs` (default 2000; longer when the server's Retry-After asks); a 429 or 503 is
     * waited out, any other error ends the wait (a 404: it is gone). `WaitTimeoutError` after
     * `timeoutMs` (default 300000, with the last service read); `AbortError` when `signal` aborts.
     * @param serviceId Identifier of the service.
     * @param until The condition, e.g. `(service) => service.status === "Active"`.
     * @param opts `{ timeoutMs, intervalMs, signal }`.
     */
    waitFor(serviceId: PathId, until: ServicesWaitForCondition, opts?: WaitOptions): Promise<ServicesWaitForValue>;
  };
}

/** `m` with its namespaces given their waiters. */
export function withWaiters<M extends ServicesMethods>(m: M): M & ServicesWaiters {
  const services: ServicesWaiters["services"] & ServicesMethods["services"] = {
    ...m.services,
    waitFor: (serviceId, until, opts) =>
      waitFor("services.waitFor", (o) => m.services.get(serviceId, o), (d) => d?.service, until, opts),
  };
  return { ...m, services };
}

/**
 * Waiters of this package (x-sdk-waiter): poll a read until its answer is in the state you want.
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

import { type WaitOptions, waitFor } from "@cdrapi/core";
import type { ComputeMethods, PathId } from "./methods.js";

/** The `status` values the document lists for `vms.waitFor`; any other string is allowed (modules add their own). */
export type VmsWaitForState = "running" | "stopped" | "starting" | "stopping" | "rebooting" | "creating" | (string & {});
/** What `vms.waitFor` hands its condition: the `vm` of `vms.get`'s answer. */
export type VmsWaitForValue = NonNullable<NonNullable<Awaited<ReturnType<ComputeMethods["vms"]["get"]>>>["vm"]> & { status?: VmsWaitForState } & { /** Not a field of the vm: the condition is given the vm itself. */ vm?: null };
/** The condition `vms.waitFor` waits for, e.g. `(vm) => vm.status === "running"`. */
export type VmsWaitForCondition = (vm: VmsWaitForValue) => boolean;

/** The waiters of this package, by namespace (each client's namespaces have them too). */
export interface ComputeWaiters {
  readonly vms: {
    /**
     * Reads `vms.get(serviceId, vmId)` until `until(vm)` is true, and resolves to that `vm`. Known states: `running`, `stopped`, `starting`, `stopping`, `rebooting`, `creating`.
     * Reads every `intervalMs` (default 2000; longer when the server's Retry-After asks); a 429 or 503 is
     * waited out, any other error ends the wait (a 404: it is gone). `WaitTimeoutError` after
     * `timeoutMs` (default 300000, with the last vm read); `AbortError` when `signal` aborts.
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param until The condition, e.g. `(vm) => vm.status === "running"`.
     * @param opts `{ timeoutMs, intervalMs, signal }`.
     */
    waitFor(serviceId: PathId, vmId: PathId, until: VmsWaitForCondition, opts?: WaitOptions): Promise<VmsWaitForValue>;
  };
}

/** `m` with its namespaces given their waiters. */
export function withWaiters<M extends ComputeMethods>(m: M): M & ComputeWaiters {
  const vms: ComputeWaiters["vms"] & ComputeMethods["vms"] = {
    ...m.vms,
    waitFor: (serviceId, vmId, until, opts) =>
      waitFor("vms.waitFor", (o) => m.vms.get(serviceId, vmId, o), (d) => d?.vm, until, opts),
  };
  return { ...m, vms };
}

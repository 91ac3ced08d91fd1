// Type test (checked by `tsc --noEmit`, the typecheck task; never run by Jest): per-call options
// can never be taken for a body or query (#24). Every `@ts-expect-error` fails the typecheck
// if the call it marks ever compiles again.
import type { OptionsTakenForInput } from "@cdrapi/test-helpers";
import type { ComputeClient, ComputeMethods, RequestOptions } from "../../src/index.js";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const assert = <T extends true>(_proof?: T) => {};

declare const compute: ComputeClient;
declare const headers: Record<string, string>;
declare const signal: AbortSignal;

export async function optionsAreNeverInputs() {
  // No generated method takes any options object for a path id, a body or a query.
  assert<Equal<OptionsTakenForInput<ComputeMethods, RequestOptions>, never>>();
  // @ts-expect-error the headers would be sent as the reboot's body
  await compute.vms.reboot("1201", "vm-10", { headers });
  // @ts-expect-error an open body still has no `signal`
  await compute.vms.create("1201", { signal });
  // @ts-expect-error the query has no `timeoutMs`
  await compute.vms.listTemplates("1201", { timeoutMs: 5000 });
  // @ts-expect-error a flat alias takes no extra argument
  await compute.vms.list("1201", "x", { headers });
  // Options go last, after an explicit `undefined` for an optional body or query.
  await compute.vms.reboot("1201", "vm-10", undefined, { headers, signal });
  await compute.vms.reboot("1201", "vm-10", { iso: "rescue.iso" }, { maxRetries: 0 });
  await compute.vms.listTemplates("1201", undefined, { timeoutMs: 5000 });
}

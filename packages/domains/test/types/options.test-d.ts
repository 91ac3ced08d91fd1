// Type test (checked by `tsc --noEmit`, the typecheck task; never run by Jest): per-call options
// can never be taken for a body or query (#24). Every `@ts-expect-error` fails the typecheck
// if the call it marks ever compiles again.
import type { OptionsTakenForInput } from "@cdrapi/test-helpers";
import type { DomainsClient, DomainsMethods, RequestOptions } from "../../src/index.js";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const assert = <T extends true>(_proof?: T) => {};

declare const domains: DomainsClient;
declare const headers: Record<string, string>;
declare const signal: AbortSignal;

export async function optionsAreNeverInputs() {
  // No generated method takes any options object for a path id, a body or a query.
  assert<Equal<OptionsTakenForInput<DomainsMethods, RequestOptions>, never>>();
  // @ts-expect-error the query has no `headers`
  await domains.domains.lookupWhois("example.vn", { headers });
  // @ts-expect-error the body has no `signal`
  await domains.domains.setNameservers("12", { signal });
  // Options go last, after an explicit `undefined` for an optional body or query.
  await domains.domains.lookupWhois("example.vn", undefined, { headers });
}

// Type test (checked by `tsc --noEmit`, the typecheck task; never run by Jest): per-call options
// can never be taken for a body or query (#24). Every `@ts-expect-error` fails the typecheck
// if the call it marks ever compiles again.
import type { OptionsTakenForInput } from "@cdrapi/test-helpers";
import type { ReportingClient, ReportingOperations, RequestOptions } from "../../src/index.js";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const assert = <T extends true>(_proof?: T) => {};

declare const reporting: ReportingClient;
declare const headers: Record<string, string>;
declare const signal: AbortSignal;

export async function optionsAreNeverInputs() {
  // No named method (`api` is openapi-fetch's own) takes any options object for a path id, a body or a query.
  assert<Equal<OptionsTakenForInput<Omit<ReportingOperations, "api">, RequestOptions>, never>>();
  // @ts-expect-error the body is an array of MaintainDomain
  await reporting.reports.uploadMaintainDomains({ signal });
  // @ts-expect-error the hand-written upload takes the domains first
  await reporting.reports.uploadMaintainDomains({ headers });
  // Options go last, after an explicit `undefined` for an optional body or query.
  await reporting.reports.uploadMaintainDomains([], { signal });
}

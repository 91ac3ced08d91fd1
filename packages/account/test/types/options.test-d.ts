// Type test (checked by `tsc --noEmit`, the typecheck task; never run by Jest): per-call options
// can never be taken for a body or query (#24). Every `@ts-expect-error` fails the typecheck
// if the call it marks ever compiles again.
import type { OptionsTakenForInput } from "@cdrapi/test-helpers";
import type { AccountClient, AccountMethods, RequestOptions } from "../../src/index.js";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const assert = <T extends true>(_proof?: T) => {};

declare const account: AccountClient;
declare const headers: Record<string, string>;
declare const signal: AbortSignal;

export async function optionsAreNeverInputs() {
  // No generated method takes any options object for a path id, a body or a query.
  assert<Equal<OptionsTakenForInput<AccountMethods, RequestOptions>, never>>();
  // @ts-expect-error revoke's first argument is its body (the bug of the session's revoke)
  await account.auth.revoke({ signal });
  // @ts-expect-error the query has no `headers`
  await account.notifications.list({ headers });
  // @ts-expect-error options never ride in a body
  await account.auth.login({ username: "u", password: "p", maxRetries: 0 });
  // Options go last, after an explicit `undefined` for an optional body or query.
  await account.auth.revoke(undefined, { signal });
  await account.notifications.list(undefined, { headers });
}

// Type tests: checked by `tsc --noEmit` (the typecheck task), never run by Jest.
import type {
  ApiError,
  ApiPromise,
  BadRequestError,
  ConflictError,
  InternalServerError,
  NotFoundError,
  RateLimitError,
  RequestOptions,
  Transport,
  WithResponse,
} from "../../src/index.js";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const assert = <T extends true>(_proof?: T) => {};

// Each class has its literal status.
assert<Equal<NotFoundError["status"], 404>>();
assert<Equal<RateLimitError["status"], 429>>();
assert<Equal<BadRequestError["status"], 400>>();
assert<Equal<ApiError["status"], number>>();
assert<Equal<InternalServerError["status"], number>>();

// In a union of the classes, `e.status === 404` narrows to NotFoundError.
export function narrowing(e: BadRequestError | NotFoundError | ConflictError | RateLimitError) {
  if (e.status === 404) {
    assert<Equal<typeof e, NotFoundError>>();
    // @ts-expect-error a NotFoundError is not a 409
    const never: 409 = e.status;
    return never;
  }
  if (e.status === 429) {
    assert<Equal<typeof e, RateLimitError>>();
    const wait: number | undefined = e.retryAfterMs;
    return wait;
  }
  assert<Equal<typeof e, BadRequestError | ConflictError>>();
  return e.headers["x-request-id"];
}

// request(): awaited for the data, or withResponse() for the response and request id.
declare const t: Transport<Record<string, never>>;
export async function promises() {
  const pending = t.request<{ id: number }>("op", { path: { id: 1 } }, { timeoutMs: 5, maxRetries: 0 });
  assert<Equal<typeof pending, ApiPromise<{ id: number }>>>();
  assert<Equal<Awaited<typeof pending>, { id: number }>>();
  const full = await pending.withResponse();
  assert<Equal<typeof full, WithResponse<{ id: number }>>>();
  assert<Equal<typeof full.requestId, string | undefined>>();
  const opts: RequestOptions = { signal: AbortSignal.timeout(1), headers: { "x-a": "1" } };
  // @ts-expect-error timeoutMs is a number
  const bad: RequestOptions = { timeoutMs: "5" };
  return [opts, bad];
}

// The loop of every waiter (wait.ts' waitFor), loaded on the first wait. It imports nothing at
// run time: what it needs is lent by wait.ts.
import type { ApiPromise, RequestOptions } from "./client.js";
import type { WaitDeps, WaitOptions } from "./wait.js";

/**
 * `waitFor`'s loop: read with `read` until `until(select(data))` is true, and return that
 * value. A read whose answer lacks the selected part counts as "not yet". An error of a read ends the wait (a 404:
 * the resource is gone), except a 429 or 503, which is waited out like any other "not yet".
 */
export async function waitLoop<T, S>(
  what: string,
  read: (opts: RequestOptions) => ApiPromise<T>,
  select: (data: T) => S | null | undefined,
  until: (value: S) => boolean,
  options: WaitOptions = {},
  deps: WaitDeps,
): Promise<S> {
  const { WaitTimeoutError, AbortError, ApiError, ValidationError, retryAfterMs, pauseMs, sleep } = deps;
  const { timeoutMs = deps.timeoutMs, intervalMs = deps.intervalMs, signal } = options;
  const issues = [];
  if (typeof until !== "function")
    issues.push({ index: null, field: "until", message: "must be a function" });
  if (!(timeoutMs > 0))
    issues.push({ index: null, field: "timeoutMs", message: "must be a positive number of ms" });
  if (!(intervalMs >= 0))
    issues.push({ index: null, field: "intervalMs", message: "must be a number of ms >= 0" });
  if (issues.length > 0) throw new ValidationError(issues);
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (let reads = 1; ; reads++) {
    /** What the server asked for, if anything. */
    let asked: number | undefined;
    try {
      const { data, response } = await read({ signal }).withResponse();
      const value = select(data);
      last = value ?? data;
      if (value !== undefined && value !== null && until(value)) return value;
      asked = retryAfterMs(response.headers);
    } catch (error) {
      if (!(error instanceof ApiError && (error.status === 429 || error.status === 503))) throw error;
      asked = error.retryAfterMs;
    }
    const delay = pauseMs(asked, intervalMs);
    const aborted = new AbortError({ operationId: what });
    if (signal?.aborted) throw aborted;
    // A read that would come after the deadline is not waited for.
    if (Date.now() + delay >= deadline) throw new WaitTimeoutError(what, timeoutMs, reads, last);
    await sleep(delay, signal).catch(() => {
      throw aborted;
    });
  }
}

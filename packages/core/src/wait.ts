// Waiters: read an operation again and again until its answer is in the state the caller wants
// (a VM `running` after a reboot, a service `Active` after an order). Generated per package from
// the document's `x-sdk-waiter` (src/generated/waiters.ts); this is the one loop they share.
// Between reads it sleeps `intervalMs`, or longer when the server asks (Retry-After on the answer,
// or on a 429/503 that outlived the read's own retries: retry.ts' `pauseMs`, never shorter, so a
// server's `Retry-After: 0` is no busy loop); the caller's signal ends it at once.

import type { ApiPromise, RequestOptions } from "./client.js";
import { AbortError, ApiError, CdrapiError, ValidationError } from "./errors.js";
import { redactValue } from "./redact.js";
import { pauseMs, retryAfterMs, sleep } from "./retry.js";

/** The last argument of every `waitFor`. */
export interface WaitOptions {
  /** Give up after this long, in ms: a WaitTimeoutError. Default 300000 (5 minutes). */
  timeoutMs?: number | undefined;
  /** Between reads, in ms; longer when the server asks (Retry-After), never shorter. Default 2000. */
  intervalMs?: number | undefined;
  /** Ends the wait (and the read in flight) with an AbortError. */
  signal?: AbortSignal | undefined;
}

export const DEFAULT_WAIT_TIMEOUT_MS = 300_000;
export const DEFAULT_WAIT_INTERVAL_MS = 2_000;

/** The state never came within `timeoutMs`. `last`: what the condition last saw (redacted). */
export class WaitTimeoutError extends CdrapiError {
  declare readonly timeoutMs: number;
  declare readonly reads: number;
  declare readonly last: unknown;

  constructor(what: string, timeoutMs: number, reads: number, last: unknown) {
    super(`${what}: the awaited state did not come within ${timeoutMs} ms (${reads} reads)`);
    Object.assign(this, { timeoutMs, reads, last: redactValue(last) });
  }

  // A getter, not an assignment after the class: no side effect, so a bundle without waiters drops it.
  override get name(): string {
    return "WaitTimeoutError";
  }
}

/**
 * Read with `read` until `until(select(data))` is true, and return that value. A read whose
 * answer lacks the selected part counts as "not yet". An error of a read ends the wait (a 404:
 * the resource is gone), except a 429 or 503, which is waited out like any other "not yet".
 */
export async function waitFor<T, S>(
  what: string,
  read: (opts: RequestOptions) => ApiPromise<T>,
  select: (data: T) => S | null | undefined,
  until: (value: S) => boolean,
  options: WaitOptions = {},
): Promise<S> {
  const { timeoutMs = DEFAULT_WAIT_TIMEOUT_MS, intervalMs = DEFAULT_WAIT_INTERVAL_MS, signal } = options;
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

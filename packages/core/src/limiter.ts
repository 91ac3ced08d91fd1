// The rate limiter of a client, or of a HostBill session and every group client given it: one
// gate that every attempt of every call passes just before it is sent (retries, refreshes and
// logins alike). THE INVARIANT, kept here and only here (docs/transport.md, "Rate limits"):
//
//   no attempt is sent while the gate is paused by a 429's Retry-After (until the time the
//   server named, for every call), nor sooner than 60000 / maxRequestsPerMinute ms after the
//   attempt sent before it; waiting attempts go in the order they came.
//
// As Octokit's throttling plugin: a 429 stops the whole queue, not only the call that got it,
// and the pace is a fixed spacing (Bottleneck's minTime), not a bucket: a server's "120 a minute"
// is never met with a burst. The next start is set when an attempt is released, never booked ahead, so a
// stalled event loop releases the queue at the same pace, not in a burst.
import { ValidationError } from "./errors.js";

export interface RateLimiter {
  /** The pace, when one is set: at most this many attempts a minute. */
  readonly maxRequestsPerMinute: number | undefined;
  /**
   * Undefined when an attempt may be sent now (it is counted as sent); otherwise a wait, in
   * order, that resolves to why it waited, or rejects with the signal's reason when it aborts.
   */
  take(signal: AbortSignal | undefined): Promise<string> | undefined;
  /** A 429 asked to wait `ms` (its Retry-After): no attempt of any call is sent before then. */
  pause(ms: number): void;
}

interface Waiter {
  /** Why it waits: the pace, or a 429's pause (which wins once one comes). */
  reason: string;
  resolve(reason: string): void;
  reject(reason: unknown): void;
  signal: AbortSignal | undefined;
  onAbort(): void;
}

/** A limiter; `maxRequestsPerMinute` undefined: no pace, only the pause after a 429. */
export function createRateLimiter(maxRequestsPerMinute?: number): RateLimiter {
  if (
    maxRequestsPerMinute !== undefined &&
    (typeof maxRequestsPerMinute !== "number" || !(maxRequestsPerMinute > 0))
  ) {
    throw new ValidationError([
      { index: null, field: "maxRequestsPerMinute", message: "must be a positive number" },
    ]);
  }
  const spacingMs = maxRequestsPerMinute === undefined ? 0 : 60_000 / maxRequestsPerMinute;
  let pausedUntil = 0;
  let nextAt = 0;
  const queue: Waiter[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const PAUSED = "a 429 paused every call for its Retry-After";
  const why = () =>
    Date.now() < pausedUntil ? PAUSED : `paced to ${maxRequestsPerMinute} requests a minute`;
  /** Count an attempt as sent now. */
  const start = (now: number) => {
    nextAt = now + spacingMs;
  };
  const openAt = () => Math.max(pausedUntil, nextAt);

  function schedule(): void {
    clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return;
    // Timers may fire a little early: the gate is checked again when it fires.
    timer = setTimeout(release, Math.max(0, openAt() - Date.now()));
  }

  function release(): void {
    const now = Date.now();
    if (queue.length > 0 && now >= openAt()) {
      const waiter = queue.shift() as Waiter;
      waiter.signal?.removeEventListener("abort", waiter.onAbort);
      start(now);
      waiter.resolve(waiter.reason);
    }
    schedule();
  }

  return {
    maxRequestsPerMinute,
    take(signal) {
      const now = Date.now();
      if (queue.length === 0 && now >= openAt()) {
        start(now);
        return undefined;
      }
      return new Promise<string>((resolve, reject) => {
        const waiter: Waiter = {
          reason: why(),
          resolve,
          reject,
          signal,
          onAbort() {
            queue.splice(queue.indexOf(waiter), 1);
            reject(signal?.reason);
            schedule();
          },
        };
        if (signal?.aborted) return reject(signal.reason);
        signal?.addEventListener("abort", waiter.onAbort, { once: true });
        queue.push(waiter);
        if (queue.length === 1) schedule();
      });
    },
    pause(ms) {
      const until = Date.now() + ms;
      if (until <= pausedUntil) return;
      pausedUntil = until;
      for (const waiter of queue) waiter.reason = PAUSED;
      schedule();
    },
  };
}

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
// is never met with a burst. The waiters are a chain of promises, each released in turn; the next
// start is set when an attempt is released, never booked ahead, so a stalled event loop releases
// the queue at the same pace, not in a burst.
import { ValidationError } from "./errors.js";
import { abortable, sleep } from "./retry.js";

export interface RateLimiter {
  /** The pace, when one is set: at most this many attempts a minute. */
  readonly maxRequestsPerMinute: number | undefined;
  /**
   * Undefined when an attempt may be sent now (it is counted as sent); otherwise its turn, which
   * resolves to why it waited, or rejects with the signal's reason as soon as it aborts.
   */
  take(signal: AbortSignal | undefined): Promise<string> | undefined;
  /** A 429 asked to wait `ms` (its Retry-After): no attempt of any call is sent before then. */
  pause(ms: number): void;
}

/** A limiter; `maxRequestsPerMinute` undefined: no pace, only the pause after a 429. */
export function createRateLimiter(maxRequestsPerMinute?: number): RateLimiter {
  if (
    maxRequestsPerMinute !== undefined &&
    !(typeof maxRequestsPerMinute === "number" && maxRequestsPerMinute > 0)
  )
    throw new ValidationError([
      { index: null, field: "maxRequestsPerMinute", message: "must be a positive number" },
    ]);
  const spacingMs = maxRequestsPerMinute ? 60_000 / maxRequestsPerMinute : 0;
  let pausedUntil = 0;
  let nextAt = 0;
  let waiting = 0;
  let last: Promise<unknown> = Promise.resolve();
  const openAt = () => Math.max(pausedUntil, nextAt);

  return {
    maxRequestsPerMinute,
    take(signal) {
      if (waiting === 0 && Date.now() >= openAt()) {
        nextAt = Date.now() + spacingMs;
        return undefined;
      }
      const reason =
        Date.now() < pausedUntil
          ? "a 429 paused every call for its Retry-After"
          : `paced to ${maxRequestsPerMinute} requests a minute`;
      waiting++;
      const turn = last.then(async () => {
        try {
          // An attempt aborted meanwhile takes no slot; a pause may come (or grow) while one waits.
          signal?.throwIfAborted();
          while (Date.now() < openAt()) await sleep(openAt() - Date.now(), signal);
          nextAt = Date.now() + spacingMs;
        } finally {
          waiting--;
        }
      });
      // The next in line waits for this one's turn, whatever became of it.
      last = turn.catch(() => {});
      return abortable(turn, signal).then(() => reason);
    },
    pause(ms) {
      pausedUntil = Math.max(pausedUntil, Date.now() + ms);
    },
  };
}

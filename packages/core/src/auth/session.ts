// Session auth: a token that can be refreshed. @cdrapi/account implements the strategy (login,
// refresh token, JWT expiry); this adapts it to the transport: Bearer on every attempt, and on
// a 401 one refresh shared by every request the same token failed (the pipeline re-sends each
// request once).
import { bearerHeader } from "./bearer.js";
import type { AuthContext, AuthStrategy } from "./strategy.js";

export interface SessionStrategy {
  /** The current access token (log in on first use, refresh ahead of expiry as needed). */
  getToken(): Promise<string>;
  /**
   * The server answered 401 to `rejectedToken` (a token `getToken` returned). Replace it
   * (refresh token, else log in again), unless the current token is already another one
   * (renewed meanwhile, e.g. ahead of expiry): then return without a request.
   */
  refresh(rejectedToken: string): Promise<void>;
}

export interface SingleFlight<T> {
  (): Promise<T>;
  /** The run in progress, if any. */
  readonly inFlight: Promise<T> | undefined;
}

/**
 * Concurrent callers of the returned function share one run of `fn` until it settles.
 * `fn` starts within the call that starts a run (so what it reads, it reads at that
 * moment); a synchronous throw becomes the run's rejection.
 */
export function singleFlight<T>(fn: () => Promise<T>): SingleFlight<T> {
  let current: Promise<T> | undefined;
  const run = () => {
    if (!current) {
      const started: Promise<T> = startNow(fn).finally(() => {
        if (current === started) current = undefined;
      });
      current = started;
    }
    return current;
  };
  Object.defineProperty(run, "inFlight", { get: () => current });
  return run as SingleFlight<T>;
}

export function sessionAuth(strategy: SessionStrategy): AuthStrategy {
  /** The token each attempt was sent with. */
  const sentWith = new WeakMap<AuthContext, string>();
  /** Refreshes in flight, by the token they replace: the 401s of one token share one refresh. */
  const refreshing = new Map<string, Promise<void>>();

  function refresh(rejected: string): Promise<void> {
    let run = refreshing.get(rejected);
    if (run === undefined) {
      run = startNow(() => strategy.refresh(rejected)).finally(() => refreshing.delete(rejected));
      refreshing.set(rejected, run);
    }
    return run;
  }

  return {
    async authorize(context) {
      // A refresh in progress means a token is known to be dead: wait for its replacement.
      if (refreshing.size > 0) await Promise.allSettled(refreshing.values());
      const token = await strategy.getToken();
      context.headers.set("authorization", bearerHeader(token));
      sentWith.set(context, token);
    },
    async onUnauthorized(context) {
      const rejected = sentWith.get(context);
      if (rejected === undefined) return false;
      await refresh(rejected);
      return true;
    },
  };
}

/** `fn()` as a promise, started now; a synchronous throw becomes a rejection. */
function startNow<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return Promise.resolve(fn());
  } catch (error) {
    return Promise.reject(error);
  }
}

// Session auth: a token that can be refreshed. The group package (compute) implements the
// strategy (login, refresh token, JWT expiry); this adapts it to the transport: Bearer on
// every attempt, and on a 401 one shared refresh, then the request is re-sent once.
import { bearerHeader } from "./bearer.js";
import type { AuthContext, AuthStrategy } from "./strategy.js";

export interface SessionStrategy {
  /** The current access token (log in on first use, refresh ahead of expiry as needed). */
  getToken(): Promise<string>;
  /** Replace the token after the server rejected it (refresh token, else log in again). */
  refresh(): Promise<void>;
}

export interface SingleFlight<T> {
  (): Promise<T>;
  /** The run in progress, if any. */
  readonly inFlight: Promise<T> | undefined;
}

/** Concurrent callers of the returned function share one run of `fn` until it settles. */
export function singleFlight<T>(fn: () => Promise<T>): SingleFlight<T> {
  let current: Promise<T> | undefined;
  const run = () => {
    if (!current) {
      const started: Promise<T> = Promise.resolve()
        .then(fn)
        .finally(() => {
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
  /** Incremented by every completed refresh. */
  let generation = 0;
  /** Which generation each attempt was authorized with. */
  const authorizedAt = new WeakMap<AuthContext, number>();
  const refresh = singleFlight(async () => {
    await strategy.refresh();
    generation++;
  });

  return {
    async authorize(context) {
      await refresh.inFlight?.catch(() => {});
      const seen = generation;
      context.headers.set("authorization", bearerHeader(await strategy.getToken()));
      authorizedAt.set(context, seen);
    },
    async onUnauthorized(context) {
      // Someone refreshed after this attempt was authorized: just re-send with the new token.
      if ((authorizedAt.get(context) ?? generation) < generation) return true;
      await refresh();
      return true;
    },
  };
}

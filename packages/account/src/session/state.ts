// The token state of a HostBill login session, as core's SessionStrategy: log in on first use, refresh with
// the refresh token ahead of the JWT's `exp` (or when core reports a 401), one renewal
// shared by every concurrent caller, and a login when the refresh is refused.
import { ApiError, type Logger, type SessionStrategy, singleFlight } from "@cdrapi/core";
import { readJwtExp } from "./jwt.js";
import type { Grant } from "./requests.js";

/** Refresh when the access token expires within this many ms. */
export const REFRESH_MARGIN_MS = 60_000;

export interface SessionDeps {
  login(): Promise<Grant>;
  refresh(refreshToken: string): Promise<Grant>;
  logger: Logger;
  /** Clock in ms; tests may replace it. */
  now?: () => number;
  /** Tokens to start with (a restored session); without them the first call logs in. */
  initial?: Grant;
  /**
   * Runs each renewal (`renew`: a refresh, else a login), given the tokens it replaces; may
   * answer other tokens instead (renewed by another process sharing them). See SessionOptions.
   */
  renewal?: ((held: Grant | undefined, renew: () => Promise<Grant>) => Promise<Grant>) | undefined;
}

export interface SessionState extends SessionStrategy {
  /** Renew now; given the token a server rejected, only while that token is still the current one. */
  refresh(rejectedToken?: string): Promise<void>;
  /** The current tokens, without logging in or refreshing; undefined when logged out. */
  current(): { token: string; refreshToken: string | undefined } | undefined;
  /** Forget the tokens now. A renewal still in flight is not kept; the next call logs in. */
  clear(): void;
}

interface State {
  token: string;
  refreshToken: string | undefined;
  /** When to renew ahead of expiry (ms since the epoch); undefined when the token has no usable `exp`. */
  renewAt: number | undefined;
}

export function createSessionState(deps: SessionDeps): SessionState {
  const now = deps.now ?? Date.now;
  const log = deps.logger;
  let state: State | undefined = deps.initial && {
    token: deps.initial.token,
    refreshToken: deps.initial.refreshToken,
    renewAt: restoredRenewAt(deps.initial.token, now()),
  };
  /** Bumped by `clear()`, so a renewal that started before it is not stored. */
  let epoch = 0;

  /** One renewal shared by every caller until it settles; it reads `epoch` when it starts. */
  const singleRenewal = () => singleFlight(() => obtainAndKeep(epoch));
  let renew = singleRenewal();

  async function obtainAndKeep(started: number): Promise<string> {
    const previous = state;
    let grant: Grant;
    try {
      const held = previous && { token: previous.token, refreshToken: previous.refreshToken };
      grant = deps.renewal ? await deps.renewal(held, () => obtain(previous)) : await obtain(previous);
    } catch (error) {
      // The server refused both the refresh token and the password: the session is over.
      if (error instanceof ApiError && started === epoch) state = undefined;
      throw error;
    }
    const next: State = {
      token: grant.token,
      refreshToken: grant.refreshToken ?? previous?.refreshToken,
      renewAt: renewAt(grant.token, now()),
    };
    if (started === epoch) state = next;
    return next.token;
  }

  async function obtain(previous: State | undefined): Promise<Grant> {
    if (previous?.refreshToken !== undefined) {
      log.debug("hostbill session: refreshing the access token");
      try {
        return await deps.refresh(previous.refreshToken);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error; // no answer: logging in would not help
        log.debug(`hostbill session: refresh refused (${error.status}); logging in again`);
      }
    }
    log.debug("hostbill session: logging in");
    return deps.login();
  }

  return {
    async getToken() {
      const s = state;
      if (s !== undefined && (s.renewAt === undefined || now() < s.renewAt)) return s.token;
      return renew();
    },
    async refresh(rejectedToken?: string) {
      // Renewed since that token was sent (ahead of exp, or for another 401): nothing to do.
      if (rejectedToken !== undefined && state !== undefined && state.token !== rejectedToken) return;
      await renew();
    },
    current: () => (state ? { token: state.token, refreshToken: state.refreshToken } : undefined),
    clear() {
      state = undefined;
      renew = singleRenewal(); // later callers log in afresh instead of joining a discarded renewal
      epoch++;
    },
  };
}

/**
 * When to renew a token received at `receivedAt`: REFRESH_MARGIN_MS before its `exp`, or
 * half-way through a lifetime shorter than twice that margin (so short-lived tokens are not
 * refreshed on every call). A token without `exp`, or already expired by our clock (clock
 * skew), is used until the server answers 401.
 */
export function renewAt(token: string, receivedAt: number): number | undefined {
  const exp = readJwtExp(token);
  if (exp === undefined) return undefined;
  const expiresAt = exp * 1000;
  const lifetime = expiresAt - receivedAt;
  if (!(lifetime > 0)) return undefined;
  return expiresAt - Math.min(REFRESH_MARGIN_MS, lifetime / 2);
}

/**
 * When to renew a restored token: like `renewAt`, except that one already expired by our
 * clock is renewed at once (it was saved a while ago, so it is most likely dead: no 401 first).
 */
export function restoredRenewAt(token: string, now: number): number | undefined {
  const exp = readJwtExp(token);
  if (exp === undefined) return undefined;
  return exp * 1000 <= now ? now : renewAt(token, now);
}

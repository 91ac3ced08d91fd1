// The shared HostBill login session: created once, handed to every HostBill group client
// (`auth: { session }`), so a script that uses compute, domains and billing logs in once.
// It logs in on first use, refreshes ahead of the JWT's expiry or after a 401 (one renewal
// for all concurrent callers of every client), and ends with logout() or revoke().
import {
  ApiError,
  AuthenticationError,
  createTransport,
  credentialIssues,
  type Logger,
  type RateLimiter,
  type RequestOptions,
  type Transport,
  type TransportOptions,
  tokenIssues,
  ValidationError,
  type ValidationIssue,
} from "@cdrapi/core";
import type { paths } from "../generated/openapi.js";
import { authOperations } from "../generated/operations.js";
import { PACKAGE_NAME, PACKAGE_VERSION } from "../version.js";
import { type Credentials, type Grant, sessionCalls } from "./requests.js";
import { createSessionState, type SessionState } from "./state.js";

/**
 * A session's tokens as `session.export()` gives them, to be handed to `createSession({ tokens })`
 * in a later process (a cron job, a serverless function). A SECRET, like a password: whoever
 * holds it acts as you until the refresh token expires or is revoked. Keep it where only you
 * can read it (a secret store, a file with mode 0600); never log it.
 */
export interface SessionTokens {
  /** The API root the tokens belong to; they are never sent anywhere else. */
  baseUrl: string;
  token: string;
  refreshToken?: string | undefined;
}

interface SessionCommon extends Omit<TransportOptions, "baseUrl"> {
  /** The provider's HostBill client API root, including any `/api` prefix. */
  baseUrl: string;
  /**
   * For tokens that several processes share (a file every cron job reads and updates): each
   * renewal of the tokens (a refresh, or the login after a refused refresh) runs inside
   * `renewal(held, renew)`, so it can be serialised across them. Take a lock and read the shared
   * tokens; when another process has renewed `held` meanwhile, return its tokens (no request);
   * otherwise `await renew()`, store what it returns, and unlock. (A refresh token works once:
   * of two processes refreshing with it at once, one is refused.) What it throws, the call that
   * needed a token throws; the tokens it returns must be of the session's baseUrl.
   */
  renewal?: RenewalHook | undefined;
}

/** See `SessionCommon.renewal`. */
export type RenewalHook = (
  held: SessionTokens | undefined,
  renew: () => Promise<SessionTokens>,
) => Promise<SessionTokens>;

/**
 * `{ baseUrl, username, password }` logs in on first use. `{ tokens }` (from `session.export()`,
 * baseUrl optional) starts from saved tokens: refreshed when expired; when the server refuses
 * them, a login if a username and password are given too, else an `AuthenticationError`.
 */
export type SessionOptions =
  | (SessionCommon & { username: string; password: string; tokens?: SessionTokens | undefined })
  | (Omit<SessionCommon, "baseUrl"> & {
      baseUrl?: string | undefined;
      tokens: SessionTokens;
      username?: undefined;
      password?: undefined;
    });

/** One HostBill login, shared by every client given `auth: { session }`. Holds no secret you can read back. */
export interface HostBillSession {
  /** The API root the session logs in to; clients given this session talk to the same root. */
  readonly baseUrl: string;
  /** Whether tokens are held now (a login happened and no logout since). */
  readonly loggedIn: boolean;
  /** Log in now, rather than on the first call (no request when a fresh token is held). */
  login(): Promise<void>;
  /**
   * End the session (POST /logout). The tokens are forgotten first, whatever the server
   * answers; a 401 (the server no longer accepts the tokens) resolves, other failures are
   * thrown. Resolves to whether the server ended a session: false after a 401, or when never
   * logged in (no request). The next call of any client logs in again.
   */
  logout(opts?: RequestOptions): Promise<boolean>;
  /** Invalidate the access and refresh tokens (POST /revoke); otherwise like `logout()`. */
  revoke(opts?: RequestOptions): Promise<boolean>;
  /**
   * The tokens held now (undefined when logged out), for `createSession({ tokens })` in a later
   * run. A SECRET: see `SessionTokens`. No request is made; export after your calls, since a
   * refresh replaces the tokens (and a used refresh token stops working).
   */
  export(): SessionTokens | undefined;
}

/** What HostBill clients need from a session, kept off its public shape. */
interface Internals {
  state: SessionState;
  logger: Logger;
  /** The session's rate limiter: its own requests and every client given it pass it. */
  limiter: RateLimiter;
}
/** The internals of each session `createSession` made: off the session object, so never rendered. */
const internals = new WeakMap<object, Internals>();

/** The token state behind a session made by `createSession`, or undefined for anything else. */
export function sessionInternals(session: unknown): Internals | undefined {
  if (typeof session !== "object" || session === null) return undefined;
  return internals.get(session);
}

/** A HostBill login session. Throws `ValidationError` for unusable options, before any request. */
export function createSession(options: SessionOptions): HostBillSession {
  const { username, password, tokens, renewal, ...transport } = options ?? ({} as SessionOptions);
  const restoring = tokens !== undefined;
  const issues: ValidationIssue[] = restoring ? tokensIssues(tokens) : [];
  // Restored tokens need no credentials; given any, both are checked (a login may follow).
  if (!restoring || username !== undefined || password !== undefined) {
    issues.push(...credentialIssues(username, "username"), ...credentialIssues(password, "password"));
  }
  const baseUrl =
    transport.baseUrl ?? (restoring && typeof tokens === "object" ? tokens?.baseUrl : undefined);
  const plain = sessionTransport({ ...transport, baseUrl: baseUrl as string }, issues);
  if (restoring && sameRoot(tokens.baseUrl) !== sameRoot(plain.baseUrl)) {
    // Tokens of one provider must never be sent to another.
    throw new ValidationError([
      {
        index: null,
        field: "tokens.baseUrl",
        message: "differs from baseUrl: these tokens belong to another API root",
      },
    ]);
  }
  // Validated above: both strings whenever a username is given.
  const credentials = username === undefined ? undefined : { username, password: password as string };
  if (!restoring) return sessionOver(plain, credentials as Credentials, undefined, renewal);
  plain.rememberSecret(tokens.token);
  if (tokens.refreshToken !== undefined) plain.rememberSecret(tokens.refreshToken);
  return sessionOver(
    plain,
    credentials ?? cannotLogIn(plain.baseUrl),
    { token: tokens.token, refreshToken: tokens.refreshToken },
    renewal,
  );
}

/** The renewal hook over grants: tokens of the session's root only, remembered for redaction. */
function grantRenewal(plain: Transport<paths>, renewal: RenewalHook) {
  const baseUrl = plain.baseUrl;
  return async (held: Grant | undefined, renew: () => Promise<Grant>): Promise<Grant> => {
    const tokens = await renewal(held && { baseUrl, ...held }, async () => ({ baseUrl, ...(await renew()) }));
    const issues = tokensIssues(tokens);
    if (issues.length === 0 && sameRoot(tokens.baseUrl) !== sameRoot(baseUrl)) {
      issues.push({ index: null, field: "tokens.baseUrl", message: "differs from the session's baseUrl" });
    }
    if (issues.length > 0) throw new ValidationError(issues);
    plain.rememberSecret(tokens.token);
    if (tokens.refreshToken !== undefined) plain.rememberSecret(tokens.refreshToken);
    return { token: tokens.token, refreshToken: tokens.refreshToken };
  };
}

/** Problems with restored tokens, by field name; never the values. */
function tokensIssues(tokens: unknown): ValidationIssue[] {
  const issue = (field: string, message: string): ValidationIssue => ({ index: null, field, message });
  if (tokens === null || typeof tokens !== "object") {
    return [issue("tokens", "must be what session.export() returned: { baseUrl, token, refreshToken }")];
  }
  const t = tokens as Partial<SessionTokens>;
  return [
    ...(typeof t.baseUrl === "string" && t.baseUrl !== "" ? [] : [issue("tokens.baseUrl", "must be a URL")]),
    ...tokenIssues(t.token, "tokens.token"),
    ...(t.refreshToken === undefined ? [] : tokenIssues(t.refreshToken, "tokens.refreshToken")),
  ];
}

/** An API root compared without trailing slashes. */
const sameRoot = (url: string) => url.replace(/\/+$/, "");

/**
 * The transport of a session's own requests: no auth (login and refresh need none; logout
 * and revoke carry the token being ended). Validation issues of `extra` are reported with
 * the transport's own.
 */
export function sessionTransport(transport: SessionCommon, extra: ValidationIssue[] = []): Transport<paths> {
  const issues = [...extra];
  if (typeof transport.baseUrl !== "string" || transport.baseUrl === "") {
    issues.unshift({
      index: null,
      field: "baseUrl",
      message: "is required: your provider's HostBill client API root, including any /api prefix",
    });
  }
  let plain: Transport<paths>;
  try {
    plain = createTransport<paths>({
      ...transport,
      packageName: PACKAGE_NAME,
      packageVersion: PACKAGE_VERSION,
      operations: authOperations,
      auth: undefined,
    });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const more = error.issues.filter(
      (i) => !(i.field === "baseUrl" && issues.some((j) => j.field === "baseUrl")),
    );
    throw new ValidationError([...issues, ...more]);
  }
  if (issues.length > 0) throw new ValidationError(issues);
  return plain;
}

/**
 * A session over `plain`, logging in with already validated credentials, or, when given an
 * error instead (restored tokens without credentials), failing with it; `initial`: restored tokens.
 */
export function sessionOver(
  plain: Transport<paths>,
  credentials: Credentials | Error,
  initial?: Grant,
  renewal?: RenewalHook,
): HostBillSession {
  const calls = sessionCalls(plain);
  const state = createSessionState({
    login: () => (credentials instanceof Error ? Promise.reject(credentials) : calls.login(credentials)),
    refresh: (refreshToken) => calls.refresh(refreshToken),
    logger: plain.logger,
    initial,
    renewal: renewal && grantRenewal(plain, renewal),
  });
  const end = (which: "logout" | "revoke") => async (opts?: RequestOptions) => {
    const tokens = state.current();
    state.clear();
    if (tokens === undefined) return false;
    plain.logger.debug(`hostbill session: ${which === "logout" ? "logging out" : "revoking the tokens"}`);
    try {
      await calls.end(which, tokens.token, tokens.refreshToken, opts);
      return true;
    } catch (error) {
      if (!(error instanceof AuthenticationError) || tokens.refreshToken === undefined) {
        rethrowUnlessUnauthorized(error);
        return false;
      }
      // The access token was dead, but the refresh token may not be: use it once more so the
      // server can end the session, rather than leave a live refresh token behind.
      let fresh: Grant;
      try {
        fresh = await calls.refresh(tokens.refreshToken);
      } catch (refused) {
        if (!(refused instanceof ApiError)) throw refused;
        // Refused: expired, revoked, or already used by whoever renewed these tokens (whose
        // session, if any, lives on): the server ended nothing here.
        return false;
      }
      return endsSession(calls.end(which, fresh.token, fresh.refreshToken, opts));
    }
  };
  const session: HostBillSession = {
    baseUrl: plain.baseUrl,
    get loggedIn() {
      return state.current() !== undefined;
    },
    login: async () => {
      await state.getToken();
    },
    logout: end("logout"),
    revoke: end("revoke"),
    export() {
      const tokens = state.current();
      return tokens && { baseUrl: plain.baseUrl, ...tokens };
    },
  };
  // The tokens live in closures only: JSON.stringify and util.inspect show baseUrl and loggedIn.
  internals.set(session, { state, logger: plain.logger, limiter: plain.limiter });
  return session;
}

/** A 401 on logout or revoke means the token was already invalid: nothing is left to end. */
export async function ignoreUnauthorized(pending: Promise<unknown>): Promise<void> {
  await endsSession(pending);
}

/** Whether a logout or revoke ended a session: false on a 401 (other failures are thrown). */
async function endsSession(pending: Promise<unknown>): Promise<boolean> {
  try {
    await pending;
    return true;
  } catch (error) {
    rethrowUnlessUnauthorized(error);
    return false;
  }
}

function rethrowUnlessUnauthorized(error: unknown): void {
  if (!(error instanceof AuthenticationError)) throw error;
}

/** The tokens were refused (or are gone) and there is nothing to log in with. */
function cannotLogIn(baseUrl: string): AuthenticationError {
  return new AuthenticationError({
    status: 401,
    url: baseUrl,
    messages: ["saved tokens refused, and no username and password to log in again"],
  });
}

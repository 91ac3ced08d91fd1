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
  type RequestOptions,
  type Transport,
  type TransportOptions,
  ValidationError,
  type ValidationIssue,
} from "@cdrapi/core";
import type { paths } from "../generated/openapi.js";
import { operations } from "../generated/operations.js";
import { PACKAGE_NAME, PACKAGE_VERSION } from "../version.js";
import { type Credentials, type Grant, sessionCalls } from "./requests.js";
import { createSessionState, type SessionState } from "./state.js";

export interface SessionOptions extends Omit<TransportOptions, "baseUrl"> {
  /** The provider's HostBill client API root, including any `/api` prefix. */
  baseUrl: string;
  username: string;
  password: string;
}

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
   * answers; a 401 (the token was already invalid) resolves, other failures are thrown.
   * The next call of any client logs in again. Never logged in: no request.
   */
  logout(opts?: RequestOptions): Promise<void>;
  /** Invalidate the access and refresh tokens (POST /revoke); otherwise like `logout()`. */
  revoke(opts?: RequestOptions): Promise<void>;
}

/** What HostBill clients need from a session, kept off its public shape. */
interface Internals {
  state: SessionState;
  logger: Logger;
}
/**
 * A registered symbol, not a module-local WeakMap: a session made by one copy of this package
 * (say its ESM build) still works with clients that loaded another (its CJS build).
 */
const INTERNALS = Symbol.for("@cdrapi/account/session");

/** The token state behind a session made by `createSession`, or undefined for anything else. */
export function sessionInternals(session: unknown): Internals | undefined {
  if (typeof session !== "object" || session === null) return undefined;
  const found = (session as { [INTERNALS]?: Internals })[INTERNALS];
  return found !== undefined && typeof found.state?.getToken === "function" ? found : undefined;
}

/** A HostBill login session. Throws `ValidationError` for unusable options, before any request. */
export function createSession(options: SessionOptions): HostBillSession {
  const { username, password, ...transport } = options ?? ({} as SessionOptions);
  const issues: ValidationIssue[] = [
    ...credentialIssues(username, "username"),
    ...credentialIssues(password, "password"),
  ];
  const plain = sessionTransport(transport, issues);
  return sessionOver(plain, { username, password });
}

/**
 * The transport of a session's own requests: no auth (login and refresh need none; logout
 * and revoke carry the token being ended). Validation issues of `extra` are reported with
 * the transport's own.
 */
export function sessionTransport(
  transport: Omit<SessionOptions, "username" | "password">,
  extra: ValidationIssue[] = [],
): Transport<paths> {
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
      operations,
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

/** A session logging in through `plain` with already validated credentials. */
export function sessionOver(plain: Transport<paths>, credentials: Credentials): HostBillSession {
  const { username, password } = credentials;
  const calls = sessionCalls(plain);
  const state = createSessionState({
    login: () => calls.login({ username, password }),
    refresh: (refreshToken) => calls.refresh(refreshToken),
    logger: plain.logger,
  });
  const end = (which: "logout" | "revoke") => async (opts?: RequestOptions) => {
    const tokens = state.current();
    state.clear();
    if (tokens === undefined) return;
    plain.logger.debug(`hostbill session: ${which === "logout" ? "logging out" : "revoking the tokens"}`);
    try {
      await calls.end(which, tokens.token, tokens.refreshToken, opts);
    } catch (error) {
      if (!(error instanceof AuthenticationError) || tokens.refreshToken === undefined) {
        return rethrowUnlessUnauthorized(error);
      }
      // The access token was dead, but the refresh token may not be: use it once more so the
      // server can end the session, rather than leave a live refresh token behind.
      let fresh: Grant;
      try {
        fresh = await calls.refresh(tokens.refreshToken);
      } catch (refused) {
        if (!(refused instanceof ApiError)) throw refused;
        return; // refused: nothing is left alive to end
      }
      await ignoreUnauthorized(calls.end(which, fresh.token, fresh.refreshToken, opts));
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
  };
  Object.defineProperty(session, INTERNALS, { value: { state, logger: plain.logger } });
  return session;
}

/** A 401 on logout or revoke means the token was already invalid: nothing is left to end. */
export async function ignoreUnauthorized(pending: Promise<unknown>): Promise<void> {
  try {
    await pending;
  } catch (error) {
    rethrowUnlessUnauthorized(error);
  }
}

function rethrowUnlessUnauthorized(error: unknown): void {
  if (!(error instanceof AuthenticationError)) throw error;
}

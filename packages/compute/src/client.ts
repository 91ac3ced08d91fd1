// createComputeClient: the user's options -> core transports with the generated path map
// and operation table -> the named methods. Two transports share the same options: the
// main one authorizes every `bearerAuth` operation (a static token, a token provider, or a
// login session); the session's own requests (login, refresh, logout, revoke) go through
// one without auth, so they never recurse into the session.
import {
  ApiError,
  AuthenticationError,
  bearerAuth,
  type Client,
  createTransport,
  credentialIssues,
  type RequestOptions,
  sessionAuth,
  type TokenProvider,
  type Transport,
  type TransportOptions,
  tokenIssues,
  ValidationError,
  type ValidationIssue,
} from "@cdrapi/core";
import type { paths } from "./generated/openapi.js";
import { operations } from "./generated/operations.js";
import { type ComputeOperations, createOperations } from "./operations.js";
import * as requests from "./session/login.js";
import { createSession, type Session } from "./session/session.js";
import { PACKAGE_NAME, PACKAGE_VERSION } from "./version.js";

/** A bearer token you already hold: a string, or a function called for every attempt. */
export interface TokenAuth {
  token: string | TokenProvider;
}

/** A HostBill client-area login: the client logs in on first use and keeps the token fresh. */
export interface PasswordAuth {
  username: string;
  password: string;
}

export type ComputeAuth = TokenAuth | PasswordAuth;

export interface ComputeClientOptions extends Omit<TransportOptions, "baseUrl"> {
  /** The provider's HostBill client API root, including any `/api` prefix, e.g. "https://api.provider.example/api". */
  baseUrl: string;
  auth: ComputeAuth;
}

export interface ComputeClient extends ComputeOperations {
  /** The typed openapi-fetch client, with the same auth and transport policies. */
  readonly api: Client<paths>;
  /**
   * End the session (POST /logout). The tokens are forgotten first, whatever the server
   * answers; a 401 (the token was already invalid) resolves, other failures are thrown.
   * With `{ username, password }` the next call logs in again. Never logged in: no request.
   */
  logout(opts?: RequestOptions): Promise<void>;
  /** Invalidate the access and refresh tokens (POST /revoke); otherwise like `logout()`. */
  revoke(opts?: RequestOptions): Promise<void>;
}

/** A client of a provider's HostBill client API. Throws `ValidationError` for unusable options, before any request. */
export function createComputeClient(options: ComputeClientOptions): ComputeClient {
  const { auth, ...transport } = options ?? ({} as ComputeClientOptions);
  const issues = authIssues(auth);
  if (typeof transport.baseUrl !== "string" || transport.baseUrl === "") {
    issues.unshift({
      index: null,
      field: "baseUrl",
      message: "is required: your provider's HostBill client API root, including any /api prefix",
    });
  }
  const config = { ...transport, packageName: PACKAGE_NAME, packageVersion: PACKAGE_VERSION, operations };
  let plain: Transport<paths>;
  try {
    plain = createTransport<paths>({ ...config, auth: undefined });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const more = error.issues.filter(
      (i) => !(i.field === "baseUrl" && issues.some((j) => j.field === "baseUrl")),
    );
    throw new ValidationError([...issues, ...more]);
  }
  if (issues.length > 0) throw new ValidationError(issues);

  if ("token" in auth) {
    const t = createTransport<paths>({ ...config, auth: bearerAuth(auth.token) });
    const end = (path: "/logout" | "/revoke") => (opts?: RequestOptions) =>
      ignoreUnauthorized(t.call(t.api.POST(path, { signal: opts?.signal })));
    return { ...createOperations(t), api: t.api, logout: end("/logout"), revoke: end("/revoke") };
  }

  const { username, password } = auth;
  const session: Session = createSession({
    login: () => requests.login(plain, { username, password }),
    refresh: (refreshToken) => requests.refresh(plain, refreshToken),
    logger: plain.logger,
  });
  const t = createTransport<paths>({ ...config, auth: sessionAuth(session) });
  const end = (path: "/logout" | "/revoke") => async (opts?: RequestOptions) => {
    const tokens = session.current();
    session.clear();
    if (tokens === undefined) return;
    plain.logger.debug(`compute session: ${path === "/logout" ? "logging out" : "revoking the tokens"}`);
    try {
      await requests.end(plain, path, tokens.token, opts);
    } catch (error) {
      if (!(error instanceof AuthenticationError) || tokens.refreshToken === undefined) {
        return rethrowUnlessUnauthorized(error);
      }
      // The access token was dead, but the refresh token may not be: use it once more so the
      // server can end the session, rather than leave a live refresh token behind.
      let fresh: requests.Grant;
      try {
        fresh = await requests.refresh(plain, tokens.refreshToken);
      } catch (refused) {
        return rethrowUnlessApiError(refused); // refused: nothing is left alive to end
      }
      await ignoreUnauthorized(requests.end(plain, path, fresh.token, opts));
    }
  };
  return { ...createOperations(t), api: t.api, logout: end("/logout"), revoke: end("/revoke") };
}

/** A 401 on logout or revoke means the token was already invalid: nothing is left to end. */
async function ignoreUnauthorized(pending: Promise<unknown>): Promise<void> {
  try {
    await pending;
  } catch (error) {
    rethrowUnlessUnauthorized(error);
  }
}

function rethrowUnlessUnauthorized(error: unknown): void {
  if (!(error instanceof AuthenticationError)) throw error;
}

function rethrowUnlessApiError(error: unknown): void {
  if (!(error instanceof ApiError)) throw error;
}

/** Problems with `auth`, by field name; never the values. */
function authIssues(auth: unknown): ValidationIssue[] {
  const issue = (field: string, message: string): ValidationIssue => ({ index: null, field, message });
  if (auth === null || typeof auth !== "object") {
    return [issue("auth", "is required: { token } or { username, password }")];
  }
  const a = auth as Partial<TokenAuth & PasswordAuth>;
  const hasToken = "token" in a;
  const hasLogin = "username" in a || "password" in a;
  if (hasToken && hasLogin) return [issue("auth", "give either token or username and password, not both")];
  // A token provider's tokens are checked on each use.
  if (hasToken) return typeof a.token === "function" ? [] : tokenIssues(a.token, "auth.token");
  if (!hasLogin) return [issue("auth", "is required: { token } or { username, password }")];
  return [...credentialIssues(a.username, "auth.username"), ...credentialIssues(a.password, "auth.password")];
}

// The one place a HostBill group client is wired: options checked (before any request),
// the group's transport with the right auth (a static token or provider, a private
// session from a username and password, or a shared session), and logout/revoke. Every
// HostBill package's createXClient is this plus its generated methods.
import {
  type ApiPromise,
  basicAuth,
  bearerAuth,
  type Client,
  type CustomRequest,
  createTransport,
  credentialIssues,
  encodeBasic,
  type OperationTable,
  type RequestOptions,
  sessionAuth,
  type TokenProvider,
  type Transport,
  type TransportOptions,
  tokenIssues,
  ValidationError,
  type ValidationIssue,
} from "@cdrapi/core";
import { authMethods } from "./generated/methods.js";
import type { paths as AccountPaths } from "./generated/openapi.js";
import { authOperations } from "./generated/operations.js";
import {
  type HostBillSession,
  ignoreUnauthorized,
  sessionInternals,
  sessionOver,
  sessionTransport,
} from "./session/session.js";

/** A bearer token you already hold: a string, or a function called for every attempt. */
export interface TokenAuth {
  token: string | TokenProvider;
}

/** A HostBill client-area login: the client logs in on first use and keeps the token fresh. */
export interface PasswordAuth {
  username: string;
  password: string;
}

/**
 * HTTP Basic with the client-area login (the User API offers it beside tokens): sent with
 * every call, so no login, refresh or session; `logout()` and `revoke()` send nothing.
 */
export interface BasicAuth {
  basic: { username: string; password: string };
}

/** A session from `createSession`, shared with other clients: one login for all of them. */
export interface SessionAuth {
  session: HostBillSession;
}

export type HostBillAuth = TokenAuth | BasicAuth | PasswordAuth | SessionAuth;

type Common = Omit<TransportOptions, "baseUrl">;

/**
 * Options of every HostBill group client. `baseUrl` is the provider's HostBill client API
 * root, including any `/api` prefix; with a shared session it defaults to the session's.
 */
export type HostBillClientOptions =
  | (Common & { baseUrl: string; auth: TokenAuth | BasicAuth | PasswordAuth })
  | (Common & { baseUrl?: string; auth: SessionAuth });

/** Who the client is (User-Agent) and the operations its transport serves. */
export interface HostBillGroup {
  packageName: string;
  packageVersion: string;
  operations: OperationTable;
}

export interface HostBillConnection<Paths extends {}> {
  /** The group's transport: every `bearerAuth` operation is authorized. */
  transport: Transport<Paths>;
  /** The session this client uses (shared, or private to it); undefined with a token or Basic. */
  session: HostBillSession | undefined;
  /** End the session (or, with a token, POST /logout with it); a 401 resolves. */
  logout(opts?: RequestOptions): Promise<void>;
  /** Invalidate the tokens (POST /revoke); a 401 resolves. */
  revoke(opts?: RequestOptions): Promise<void>;
}

/** What every HostBill group client has besides its named methods. */
export interface HostBillClient<Paths extends {}> {
  /** The typed openapi-fetch client, with the same auth and transport policies. */
  readonly api: Client<Paths>;
  /** The session this client uses (shared, or its own from a username and password); undefined with a token or Basic. */
  readonly session: HostBillSession | undefined;
  /**
   * End the session (POST /logout). The tokens are forgotten first, whatever the server
   * answers; a 401 (the token was already invalid) resolves, other failures are thrown.
   * With `{ username, password }` the next call logs in again. Never logged in: no request.
   * With a shared session, this ends it for every client that shares it. With Basic: no request.
   */
  logout(opts?: RequestOptions): Promise<void>;
  /** Invalidate the access and refresh tokens (POST /revoke); otherwise like `logout()`. */
  revoke(opts?: RequestOptions): Promise<void>;
  /**
   * Call an endpoint the document lacks (a provider's own), with this client's auth, retries,
   * errors, redaction and hooks: `request({ method: "GET", path: "/service/1201/stats" })`. The
   * path stays under `baseUrl`; a write is retried only if you say `idempotent: true`.
   */
  request<T = unknown>(init: CustomRequest): ApiPromise<T>;
}

/**
 * The client of one HostBill group: its generated methods over the wired transport, plus
 * `api`, `session`, `logout()` and `revoke()`. Every generated `createXClient` is this.
 */
export function createHostBillClient<Paths extends {}, Methods extends object>(
  options: HostBillClientOptions,
  group: HostBillGroup,
  createMethods: (transport: Transport<Paths>) => Methods,
): Methods & HostBillClient<Paths> {
  const { transport, session, logout, revoke } = connectHostBill<Paths>(options, group);
  return {
    ...createMethods(transport),
    api: transport.api,
    session,
    logout,
    revoke,
    request: transport.custom,
  };
}

/** Wires a HostBill group client. Throws `ValidationError` for unusable options, before any request. */
export function connectHostBill<Paths extends {}>(
  options: HostBillClientOptions,
  group: HostBillGroup,
): HostBillConnection<Paths> {
  const { auth, ...rest } = options ?? ({} as HostBillClientOptions);
  const issues = authIssues(auth);
  const shared = auth !== null && typeof auth === "object" && "session" in auth ? auth.session : undefined;
  const baseUrl = rest.baseUrl ?? shared?.baseUrl;
  const transport = { ...rest, baseUrl: baseUrl as string };
  // The session's transport checks baseUrl and the transport options for every kind of auth.
  const plain = sessionTransport(transport, issues);
  if (shared !== undefined && plain.baseUrl !== shared.baseUrl) {
    // Tokens of one provider must never be sent to another.
    throw new ValidationError([
      { index: null, field: "baseUrl", message: "differs from the baseUrl of the session in auth.session" },
    ]);
  }
  // One rate limiter per client, or per session for every client given it (with its own requests).
  const limiter = shared === undefined ? plain.limiter : sessionInternals(shared)?.limiter;
  if (
    shared !== undefined &&
    rest.maxRequestsPerMinute !== undefined &&
    rest.maxRequestsPerMinute !== limiter?.maxRequestsPerMinute
  ) {
    throw new ValidationError([
      {
        index: null,
        field: "maxRequestsPerMinute",
        message:
          "differs from the session's: clients given a session share its limit (set it in createSession)",
      },
    ]);
  }
  const config = { ...transport, ...group, limiter };

  if ("basic" in auth) {
    // Basic has no session to end: logout and revoke resolve without a request.
    const t = createTransport<Paths>({ ...config, auth: basicAuth(auth.basic) });
    const none = async (_opts?: RequestOptions) => {};
    return { transport: t, session: undefined, logout: none, revoke: none };
  }

  if ("token" in auth) {
    const t = createTransport<Paths>({ ...config, auth: bearerAuth(auth.token) });
    // Logout and revoke are Utility operations: sent through the account transport with the token.
    const ender = createTransport<AccountPaths>({
      ...config,
      operations: authOperations,
      auth: bearerAuth(auth.token),
    });
    const utility = authMethods(ender);
    // Revoke takes an optional body first: the options go last, never in its place.
    const only = (opts?: RequestOptions) => ({ signal: opts?.signal });
    return {
      transport: t,
      session: undefined,
      logout: (opts) => ignoreUnauthorized(utility.logout(only(opts))),
      revoke: (opts) => ignoreUnauthorized(utility.revoke(undefined, only(opts))),
    };
  }

  const session = shared ?? sessionOver(plain, auth as PasswordAuth);
  const state = sessionInternals(session)?.state;
  if (state === undefined) throw new Error("unreachable: checked by authIssues");
  const t = createTransport<Paths>({ ...config, auth: sessionAuth(state) });
  return {
    transport: t,
    session,
    logout: async (o) => void (await session.logout(o)),
    revoke: async (o) => void (await session.revoke(o)),
  };
}

/** Problems with `auth`, by field name; never the values. */
function authIssues(auth: unknown): ValidationIssue[] {
  const issue = (field: string, message: string): ValidationIssue => ({ index: null, field, message });
  const required =
    "is required: { token }, { basic: { username, password } }, { username, password } or { session }";
  if (auth === null || typeof auth !== "object") return [issue("auth", required)];
  const a = auth as Partial<TokenAuth & BasicAuth & PasswordAuth & SessionAuth>;
  const kinds = ["token" in a, "basic" in a, "username" in a || "password" in a, "session" in a].filter(
    Boolean,
  ).length;
  if (kinds > 1) return [issue("auth", "give one of token, basic, username and password, or session")];
  if ("basic" in a) {
    try {
      encodeBasic(a.basic?.username as string, a.basic?.password as string);
      return [];
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return error.issues.map((i) => ({ ...i, field: `auth.basic.${i.field}` }));
    }
  }
  if ("session" in a) {
    return sessionInternals(a.session)
      ? []
      : [issue("auth.session", "must be a session from createSession()")];
  }
  // A token provider's tokens are checked on each use.
  if ("token" in a) return typeof a.token === "function" ? [] : tokenIssues(a.token, "auth.token");
  if (kinds === 0) return [issue("auth", required)];
  return [...credentialIssues(a.username, "auth.username"), ...credentialIssues(a.password, "auth.password")];
}

// Auth strategies: the one shape every strategy has (so the transport never asks which kind it
// holds), then HTTP Basic, Bearer and a refreshable session.
import { ValidationError, type ValidationIssue } from "./errors.js";
import type { OperationInfo } from "./retry.js";

/** One attempt of one request, as an auth strategy sees it. */
export interface AuthContext {
  /** The operation, when the request matched one in the table. */
  readonly operation: OperationInfo | undefined;
  readonly method: string;
  readonly url: string;
  /** This attempt's headers: `authorize` sets Authorization here. */
  readonly headers: Headers;
}

export interface AuthStrategy {
  /** Add credentials to one attempt. Throw `ValidationError` for unusable credentials. */
  authorize(context: AuthContext): void | Promise<void>;
  /**
   * Called once per request when an authorized attempt got 401, with the same context
   * `authorize` saw. Return true to re-send the request once (after a refresh).
   */
  onUnauthorized?(context: AuthContext): boolean | Promise<boolean>;
}

/** Matches C0 and C1 control characters and DEL (Unicode category Cc). */
export const CONTROL_CHARACTER = /\p{Cc}/u;
/** Matches an unpaired UTF-16 surrogate, which has no UTF-8 encoding. */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// ---------------------------------------------------------------------------------------
// HTTP Basic (RFC 7617): `Basic base64(utf8(username + ":" + password))`, validated before
// any request. The header is computed once; the strategy keeps no other copy of the secret.

export interface BasicCredentials {
  username: string;
  password: string;
}

/**
 * The Authorization header value for Basic credentials. Throws `ValidationError` when the
 * username is empty or contains ":", or either contains a control character or an
 * unpaired surrogate. Messages name the field, never the value. No Unicode normalization
 * is applied: the bytes are the UTF-8 of the strings as given.
 */
export function encodeBasic(username: string, password: string): string {
  const issues = [...credentialIssues(username, "username"), ...credentialIssues(password, "password")];
  if (typeof username === "string" && username.includes(":")) {
    issues.push({ index: null, field: "username", message: 'must not contain ":" (RFC 7617)' });
  }
  if (issues.length > 0) throw new ValidationError(issues);
  return `Basic ${base64(new TextEncoder().encode(`${username}:${password}`))}`;
}

/** HTTP Basic auth for every operation that requires credentials. Validates eagerly. */
export function basicAuth(credentials: BasicCredentials): AuthStrategy {
  const header = encodeBasic(credentials?.username, credentials?.password);
  return {
    authorize({ headers }) {
      headers.set("authorization", header);
    },
  };
}

/**
 * What makes `value` unusable as a credential (a username or a password): not a string,
 * empty, a control character (Unicode Cc) or an unpaired surrogate. Empty when usable.
 * Messages name `field`, never the value.
 */
export function credentialIssues(value: unknown, field: string): ValidationIssue[] {
  if (typeof value !== "string") return [{ index: null, field, message: "must be a string" }];
  if (value === "") return [{ index: null, field, message: "must not be empty" }];
  const issues: ValidationIssue[] = [];
  if (CONTROL_CHARACTER.test(value))
    issues.push({ index: null, field, message: "must not contain control characters" });
  if (LONE_SURROGATE.test(value)) issues.push({ index: null, field, message: "must be valid Unicode text" });
  return issues;
}

/** Base64 of bytes with `btoa`, available in every runtime with fetch. */
export function base64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

// ---------------------------------------------------------------------------------------
// Bearer tokens (RFC 6750), static or from an async provider called for every attempt.

export type TokenProvider = () => string | Promise<string>;

/** Printable ASCII without spaces: what an Authorization header can carry unambiguously. */
const TOKEN = /^[\x21-\x7E]+$/;

/** What makes `token` unusable as a bearer token; empty when usable. Messages name `field`, never the value. */
export function tokenIssues(token: unknown, field = "token"): ValidationIssue[] {
  if (typeof token !== "string" || token === "") {
    return [{ index: null, field, message: "must be a non-empty string" }];
  }
  if (!TOKEN.test(token)) {
    return [{ index: null, field, message: "must be printable ASCII without spaces or control characters" }];
  }
  return [];
}

/** The Authorization header value for a token; `ValidationError` for an empty or malformed one. */
export function bearerHeader(token: string, field = "token"): string {
  const issues = tokenIssues(token, field);
  if (issues.length > 0) throw new ValidationError(issues);
  return `Bearer ${token}`;
}

/** Bearer auth from a static token (validated now) or a provider (validated per use). */
export function bearerAuth(token: string | TokenProvider): AuthStrategy {
  if (typeof token === "function") {
    return {
      async authorize({ headers }) {
        headers.set("authorization", bearerHeader(await token()));
      },
    };
  }
  const header = bearerHeader(token);
  return {
    authorize({ headers }) {
      headers.set("authorization", header);
    },
  };
}

// ---------------------------------------------------------------------------------------
// Session auth: a token that can be refreshed. @cdrapi/account implements the strategy (login,
// refresh token, JWT expiry); this adapts it to the transport: Bearer on every attempt, and on
// a 401 one refresh shared by every request the same token failed (the pipeline re-sends each
// request once).

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

// Every error the SDK throws, the one factory that maps an HTTP status to its class, and the
// code of a failed connection. Errors carry what helps debugging (status, operationId, method,
// redacted url, parsed body, request id, the response's non-secret headers, the server's retry
// delay) and never a credential: no request object, no request headers, no auth strategy.
import { isSensitiveKey, redactText, redactUrl, redactValue, type Secrets } from "./redact.js";
import { serverDelayMs } from "./retry.js";

/** Where a failure happened. All fields are optional: a failure can precede the request. */
export interface ErrorContext {
  operationId?: string | undefined;
  method?: string | undefined;
  /** The request URL; stored redacted (no userinfo, no sensitive query values). */
  url?: string | undefined;
  /** The exact secrets the client holds, redacted wherever they appear. Never stored. */
  secrets?: Secrets | undefined;
}

/** Base class of every error thrown by cdrapi clients. */
export class CdrapiError extends Error {
  /** A plain, redacted object for logs and `JSON.stringify(err)`: name, message and the error's fields. */
  toJSON(): Record<string, unknown> {
    // The fields are own properties (`cause` and `stack` are not enumerable).
    return { name: this.name, message: this.message, ...(this as object) };
  }
}

// ---------------------------------------------------------------------------------------
// HTTP errors

export interface ApiErrorInit extends ErrorContext {
  status: number;
  statusText?: string | undefined;
  /** The parsed response body (JSON when possible, otherwise text). Stored redacted. */
  body?: unknown;
  headers?: Headers | undefined;
  /** Server-side messages, when the caller already extracted them. */
  messages?: readonly string[] | undefined;
}

/** Header names servers use to identify a request, in order of preference. */
const REQUEST_ID_HEADERS = [
  "x-request-id",
  "request-id",
  "x-correlation-id",
  "x-amzn-requestid",
  "x-amz-request-id",
];

/** The server's id for a request, from the first of the usual headers it sent. */
export function requestIdOf(headers: Headers): string | undefined {
  for (const name of REQUEST_ID_HEADERS) {
    const value = headers.get(name);
    if (value) return value;
  }
  return undefined;
}

/**
 * The server answered, with a status the operation treats as an error. Each subclass has a
 * literal `status` type (`NotFoundError["status"]` is `404`), so in a union of them
 * `e.status === 404` narrows to `NotFoundError`.
 */
export class ApiError<S extends number = number> extends CdrapiError {
  // `declare`: the fields are created by the constructor, in this order (toJSON's order).
  declare readonly status: S;
  declare readonly operationId: string | undefined;
  declare readonly method: string | undefined;
  declare readonly url: string | undefined;
  declare readonly requestId: string | undefined;
  /** Human-readable messages the server sent (HostBill `error` array, `message`, `detail`...). */
  declare readonly messages: readonly string[];
  declare readonly body: unknown;
  /** The response's headers, lower-case names, without secret ones (cookies, auth), values redacted. */
  declare readonly headers: Readonly<Record<string, string>>;
  /**
   * How long the server asked the caller to wait (`retry-after-ms` / `Retry-After`, 429 and
   * 503 mostly), in ms; set also when it was beyond what the retry policy sleeps on.
   */
  declare readonly retryAfterMs: number | undefined;

  constructor(init: ApiErrorInit) {
    const { secrets } = init;
    const [url, what] = locate(init);
    const messages = (init.messages ?? serverMessages(init.body)).map((m) => redactText(m, secrets));
    const status = `${init.status}${init.statusText ? ` ${init.statusText}` : ""}`;
    const detail = messages.length ? `: ${messages.slice(0, 5).join("; ")}` : "";
    super(redactText(`${status}${what && ` from ${what}`}${detail}`, secrets));
    const id = init.headers && requestIdOf(init.headers);
    const requestId = id && redactText(id, secrets);
    const { operationId, method } = init;
    const body = redactValue(init.body, secrets);
    const headers: Record<string, string> = {};
    init.headers?.forEach((value, name) => {
      if (!isSensitiveKey(name)) headers[name] = redactText(value, secrets);
    });
    const retryAfterMs = init.headers ? serverDelayMs(init.headers) : undefined;
    Object.assign(this, {
      status: init.status,
      operationId,
      method,
      url,
      requestId,
      messages,
      body,
      headers,
      retryAfterMs,
    });
  }
}

// One class per status the caller may want to catch; `createApiError` picks it.
export class BadRequestError extends ApiError<400> {}
export class AuthenticationError extends ApiError<401> {}
export class PermissionDeniedError extends ApiError<403> {}
export class NotFoundError extends ApiError<404> {}
export class ConflictError extends ApiError<409> {}
export class UnprocessableEntityError extends ApiError<422> {}
export class RateLimitError extends ApiError<429> {}
/** Any status >= 500. */
export class InternalServerError extends ApiError<number> {}

const STATUS_CLASSES: Readonly<Record<number, new (init: ApiErrorInit) => ApiError<number>>> = {
  400: BadRequestError,
  401: AuthenticationError,
  403: PermissionDeniedError,
  404: NotFoundError,
  409: ConflictError,
  422: UnprocessableEntityError,
  429: RateLimitError,
};

/** The one status -> class factory: the right `ApiError` subclass for a response. */
export function createApiError(init: ApiErrorInit): ApiError {
  const Class = STATUS_CLASSES[init.status] ?? (init.status >= 500 ? InternalServerError : ApiError);
  return new Class(init);
}

// ---------------------------------------------------------------------------------------
// Transport errors (no HTTP response)

export interface ConnectionErrorInit extends ErrorContext {
  message?: string | undefined;
  /** The low-level error code, when the runtime exposes one (e.g. "ECONNREFUSED"). */
  code?: string | undefined;
  cause?: unknown;
  /** False only when no attempt can have reached the server (see the field). Default true. */
  requestMayHaveBeenProcessed?: boolean | undefined;
}

/** The request did not get a response: refused, reset, DNS failure, TLS failure... */
export class ConnectionError extends CdrapiError {
  declare readonly code: string | undefined;
  declare readonly operationId: string | undefined;
  declare readonly method: string | undefined;
  declare readonly url: string | undefined;
  /**
   * Whether the server may have received and acted on the request. False only when it provably
   * did not: every attempt was refused before anything was sent (ECONNREFUSED, DNS failure) or
   * answered 401/429. True after a reset or a timeout once the request was sent: for a write
   * that is not idempotent (a VM created, an order placed), read back before trying again.
   */
  declare readonly requestMayHaveBeenProcessed: boolean;

  constructor(init: ConnectionErrorInit = {}) {
    const [url, what] = locate(init);
    const base = init.message ?? `connection failed${init.code ? ` (${init.code})` : ""}`;
    super(redactText(what ? `${base}: ${what}` : base, init.secrets), {
      cause: sanitizeCause(init.cause, init.secrets),
    });
    const { code, operationId, method } = init;
    const requestMayHaveBeenProcessed = init.requestMayHaveBeenProcessed !== false;
    Object.assign(this, { code, operationId, method, url, requestMayHaveBeenProcessed });
  }
}

/** One attempt took longer than `timeoutMs`. A kind of `ConnectionError`. */
export class TimeoutError extends ConnectionError {
  declare readonly timeoutMs: number | undefined;

  constructor(init: ErrorContext & { timeoutMs?: number | undefined } = {}) {
    super({ ...init, message: `request timed out after ${init.timeoutMs ?? "?"} ms` });
    Object.assign(this, { timeoutMs: init.timeoutMs });
  }
}

/** The caller aborted the request through its `signal`. Never retried. */
export class AbortError extends CdrapiError {
  declare readonly operationId: string | undefined;
  declare readonly method: string | undefined;
  declare readonly url: string | undefined;

  constructor(init: ErrorContext = {}) {
    const [url, what] = locate(init);
    super(what ? `request aborted: ${what}` : "request aborted");
    Object.assign(this, { operationId: init.operationId, method: init.method, url });
  }
}

// ---------------------------------------------------------------------------------------
// Client-side input errors

export interface ValidationIssue {
  /** Row index in a list input, or null when the issue is not about a row. */
  index: number | null;
  field: string;
  message: string;
}

/** Client-side input is invalid; nothing was sent. Messages never contain the offending secret. */
export class ValidationError extends CdrapiError {
  declare readonly issues: readonly ValidationIssue[];

  constructor(issues: readonly ValidationIssue[], message?: string) {
    const shown = issues
      .slice(0, 5)
      .map((i) => `${i.index === null ? "" : `[${i.index}] `}${i.field}: ${i.message}`);
    const more = issues.length > 5 ? ` (and ${issues.length - 5} more)` : "";
    super(message ?? `invalid input: ${shown.join("; ")}${more}`);
    Object.assign(this, { issues });
  }
}

// Class names are mangled by minifiers: each class's `name` is set here, from its export name.
for (const [name, Class] of Object.entries({
  CdrapiError,
  ApiError,
  BadRequestError,
  AuthenticationError,
  PermissionDeniedError,
  NotFoundError,
  ConflictError,
  UnprocessableEntityError,
  RateLimitError,
  InternalServerError,
  ConnectionError,
  TimeoutError,
  AbortError,
  ValidationError,
})) {
  Class.prototype.name = name;
}

// ---------------------------------------------------------------------------------------
// helpers

/** Messages a server put in an error body: HostBill `error: [...]`, `message`, `title`, `detail`... */
export function serverMessages(body: unknown): string[] {
  if (typeof body === "string") return body.trim() ? [truncate(body.trim())] : [];
  if (body === null || typeof body !== "object" || Array.isArray(body)) return [];
  const out: string[] = [];
  for (const key of ["error", "errors", "message", "title", "detail", "error_description"]) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === "string" && value) out.push(truncate(value));
    else if (Array.isArray(value)) {
      for (const item of value) {
        const text = typeof item === "string" ? item : item?.message;
        if (typeof text === "string") out.push(truncate(text));
      }
    }
  }
  return out;
}

/** The context's url, redacted, and "operationId (METHOD url)" for messages ("" when nothing is known). */
function locate(init: ErrorContext): [url: string | undefined, what: string] {
  const url = init.url === undefined ? undefined : redactUrl(init.url, init.secrets);
  const target = [init.method, url].filter(Boolean).join(" ");
  const id = init.operationId;
  return [url, id && target ? `${id} (${target})` : (id ?? target)];
}

function truncate(text: string, max = 500): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Keep a lower-level cause for debugging, reduced to redacted name, code and message. */
function sanitizeCause(cause: unknown, secrets: Secrets | undefined, depth = 0): Error | undefined {
  if (cause === undefined || cause === null || depth > 4) return undefined;
  const error = cause as { name?: unknown; message?: unknown; code?: unknown; cause?: unknown };
  const message = typeof error.message === "string" ? error.message : String(cause);
  const safe = new Error(redactText(message, secrets), {
    cause: sanitizeCause(error.cause, secrets, depth + 1),
  });
  safe.name = typeof error.name === "string" ? error.name : "Error";
  if (typeof error.code === "string") (safe as Error & { code?: string }).code = error.code;
  safe.stack = `${safe.name}: ${safe.message}`;
  return safe;
}

// ---------------------------------------------------------------------------------------
// Connection codes
// The code of a failed connection, the same on every runtime. Node's fetch (undici) puts
// an errno `code` on the error's cause; Bun puts it on the error (older Bun: "ConnectionRefused");
// Deno gives none, only a message ("tcp connect error: Connection refused (os error 111)");
// a browser says only "Failed to fetch", which may as well be a CORS refusal or a dropped
// connection, so its code ("ERR_NETWORK") never claims the request was not sent.

/** Codes other runtimes use for the same failure as a Node errno code. */
const ALIASES: Record<string, string> = {
  ConnectionRefused: "ECONNREFUSED",
  ConnectionReset: "ECONNRESET",
  ConnectionClosed: "ECONNRESET",
  Timeout: "ETIMEDOUT",
};

/** Messages of runtimes that give no code (Deno's Rust errors among them), by what they mean. */
const MESSAGES: ReadonlyArray<readonly [RegExp, string]> = [
  [/connection refused|os error 111\b/i, "ECONNREFUSED"],
  [/dns error|failed to lookup address|name or service not known|nodename nor servname/i, "ENOTFOUND"],
  [/temporary failure in name resolution/i, "EAI_AGAIN"],
  [/connection reset|os error 104\b/i, "ECONNRESET"],
  [/connection timed out|os error 110\b/i, "ETIMEDOUT"],
];

/** What browsers say of any failed fetch (Chromium, Firefox, Safari). */
const BROWSER_MESSAGES = /^(failed to fetch|networkerror when attempting to fetch resource\.?|load failed)$/i;

/**
 * The code of a connection failure: the first `code` on the error, its causes or the errors
 * of an AggregateError (aliases mapped to Node's), else one read from their messages, else
 * "ERR_NETWORK" for a browser's bare fetch failure; `undefined` when nothing tells.
 */
export function connectionCode(error: unknown): string | undefined {
  const chain = errorChain(error);
  for (const e of chain) {
    if (typeof e.code === "string" && e.code !== "") return ALIASES[e.code] ?? e.code;
  }
  for (const e of chain) {
    const message = typeof e.message === "string" ? e.message : "";
    for (const [pattern, code] of MESSAGES) if (pattern.test(message)) return code;
  }
  const first = chain[0];
  if (first && typeof first.message === "string" && BROWSER_MESSAGES.test(first.message.trim()))
    return "ERR_NETWORK";
  return undefined;
}

interface ErrorLike {
  code?: unknown;
  message?: unknown;
}

/** The error, its causes and an AggregateError's errors, depth first, at most 5 levels deep. */
function errorChain(error: unknown, depth = 0, out: ErrorLike[] = []): ErrorLike[] {
  if (error === null || typeof error !== "object" || depth > 5) return out;
  out.push(error as ErrorLike);
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  errorChain(cause, depth + 1, out);
  if (Array.isArray(errors)) for (const inner of errors) errorChain(inner, depth + 1, out);
  return out;
}

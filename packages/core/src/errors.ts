// Every error the SDK throws, and the one factory that maps an HTTP status to its class.
// Errors carry what helps debugging (status, operationId, method, redacted url, parsed body,
// request id) and never a credential: no request object, no headers, no auth strategy.
import { redactText, redactUrl, redactValue } from "./redact.js";

/** Where a failure happened. All fields are optional: a failure can precede the request. */
export interface ErrorContext {
  operationId?: string | undefined;
  method?: string | undefined;
  /** The request URL; stored redacted (no userinfo, no sensitive query values). */
  url?: string | undefined;
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

/** The server answered, with a status the operation treats as an error. */
export class ApiError extends CdrapiError {
  // `declare`: the fields are created by the constructor, in this order (toJSON's order).
  declare readonly status: number;
  declare readonly operationId: string | undefined;
  declare readonly method: string | undefined;
  declare readonly url: string | undefined;
  declare readonly requestId: string | undefined;
  /** Human-readable messages the server sent (HostBill `error` array, `message`, `detail`...). */
  declare readonly messages: readonly string[];
  declare readonly body: unknown;

  constructor(init: ApiErrorInit) {
    const [url, what] = locate(init);
    const messages = (init.messages ?? serverMessages(init.body)).map(redactText);
    const status = `${init.status}${init.statusText ? ` ${init.statusText}` : ""}`;
    const detail = messages.length ? `: ${messages.slice(0, 5).join("; ")}` : "";
    super(redactText(`${status}${what && ` from ${what}`}${detail}`));
    const requestId = REQUEST_ID_HEADERS.map((name) => init.headers?.get(name)).find(Boolean) ?? undefined;
    const { operationId, method } = init;
    const body = redactValue(init.body);
    Object.assign(this, { status: init.status, operationId, method, url, requestId, messages, body });
  }
}

// One class per status the caller may want to catch; `createApiError` picks it.
export class BadRequestError extends ApiError {}
export class AuthenticationError extends ApiError {}
export class PermissionDeniedError extends ApiError {}
export class NotFoundError extends ApiError {}
export class ConflictError extends ApiError {}
export class UnprocessableEntityError extends ApiError {}
export class RateLimitError extends ApiError {}
export class InternalServerError extends ApiError {}

const STATUS_CLASSES: Readonly<Record<number, new (init: ApiErrorInit) => ApiError>> = {
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
}

/** The request did not get a response: refused, reset, DNS failure, TLS failure... */
export class ConnectionError extends CdrapiError {
  declare readonly code: string | undefined;
  declare readonly operationId: string | undefined;
  declare readonly method: string | undefined;
  declare readonly url: string | undefined;

  constructor(init: ConnectionErrorInit = {}) {
    const [url, what] = locate(init);
    const base = init.message ?? `connection failed${init.code ? ` (${init.code})` : ""}`;
    super(redactText(what ? `${base}: ${what}` : base), { cause: sanitizeCause(init.cause) });
    const { code, operationId, method } = init;
    Object.assign(this, { code, operationId, method, url });
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
  const url = init.url === undefined ? undefined : redactUrl(init.url);
  const target = [init.method, url].filter(Boolean).join(" ");
  const id = init.operationId;
  return [url, id && target ? `${id} (${target})` : (id ?? target)];
}

function truncate(text: string, max = 500): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Keep a lower-level cause for debugging, reduced to redacted name, code and message. */
function sanitizeCause(cause: unknown, depth = 0): Error | undefined {
  if (cause === undefined || cause === null || depth > 4) return undefined;
  const error = cause as { name?: unknown; message?: unknown; code?: unknown; cause?: unknown };
  const message = typeof error.message === "string" ? error.message : String(cause);
  const safe = new Error(redactText(message), { cause: sanitizeCause(error.cause, depth + 1) });
  safe.name = typeof error.name === "string" ? error.name : "Error";
  if (typeof error.code === "string") (safe as Error & { code?: string }).code = error.code;
  safe.stack = `${safe.name}: ${safe.message}`;
  return safe;
}

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
  override get name(): string {
    return "CdrapiError";
  }

  /** A plain, redacted object for logs and `JSON.stringify(err)`. */
  toJSON(): Record<string, unknown> {
    return { name: this.name, message: this.message };
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
  override get name(): string {
    return "ApiError";
  }
  readonly status: number;
  readonly operationId: string | undefined;
  readonly method: string | undefined;
  readonly url: string | undefined;
  readonly body: unknown;
  readonly requestId: string | undefined;
  /** Human-readable messages the server sent (HostBill `error` array, `message`, `detail`...). */
  readonly messages: readonly string[];

  constructor(init: ApiErrorInit) {
    const url = init.url === undefined ? undefined : redactUrl(init.url);
    const messages = (init.messages ?? serverMessages(init.body)).map(redactText);
    super(apiErrorMessage(init.status, init.statusText, init.operationId, init.method, url, messages));
    this.status = init.status;
    this.operationId = init.operationId;
    this.method = init.method;
    this.url = url;
    this.body = redactValue(init.body);
    this.requestId = requestIdOf(init.headers);
    this.messages = messages;
  }

  override toJSON(): Record<string, unknown> {
    return {
      name: this.name,
      message: this.message,
      status: this.status,
      operationId: this.operationId,
      method: this.method,
      url: this.url,
      requestId: this.requestId,
      messages: this.messages,
      body: this.body,
    };
  }
}

export class BadRequestError extends ApiError {
  override get name(): string {
    return "BadRequestError";
  }
}
export class AuthenticationError extends ApiError {
  override get name(): string {
    return "AuthenticationError";
  }
}
export class PermissionDeniedError extends ApiError {
  override get name(): string {
    return "PermissionDeniedError";
  }
}
export class NotFoundError extends ApiError {
  override get name(): string {
    return "NotFoundError";
  }
}
export class ConflictError extends ApiError {
  override get name(): string {
    return "ConflictError";
  }
}
export class UnprocessableEntityError extends ApiError {
  override get name(): string {
    return "UnprocessableEntityError";
  }
}
export class RateLimitError extends ApiError {
  override get name(): string {
    return "RateLimitError";
  }
}
export class InternalServerError extends ApiError {
  override get name(): string {
    return "InternalServerError";
  }
}

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
  override get name(): string {
    return "ConnectionError";
  }
  readonly operationId: string | undefined;
  readonly method: string | undefined;
  readonly url: string | undefined;
  readonly code: string | undefined;

  constructor(init: ConnectionErrorInit = {}) {
    const url = init.url === undefined ? undefined : redactUrl(init.url);
    const what = describe(init.operationId, init.method, url);
    const base = init.message ?? `connection failed${init.code ? ` (${init.code})` : ""}`;
    super(redactText(what ? `${base}: ${what}` : base), { cause: sanitizeCause(init.cause) });
    this.operationId = init.operationId;
    this.method = init.method;
    this.url = url;
    this.code = init.code;
  }

  override toJSON(): Record<string, unknown> {
    return {
      name: this.name,
      message: this.message,
      code: this.code,
      operationId: this.operationId,
      method: this.method,
      url: this.url,
    };
  }
}

/** One attempt took longer than `timeoutMs`. A kind of `ConnectionError`. */
export class TimeoutError extends ConnectionError {
  override get name(): string {
    return "TimeoutError";
  }
  readonly timeoutMs: number | undefined;

  constructor(init: ErrorContext & { timeoutMs?: number | undefined } = {}) {
    super({ ...init, message: `request timed out after ${init.timeoutMs ?? "?"} ms` });
    this.timeoutMs = init.timeoutMs;
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), timeoutMs: this.timeoutMs };
  }
}

/** The caller aborted the request through its `signal`. Never retried. */
export class AbortError extends CdrapiError {
  override get name(): string {
    return "AbortError";
  }
  readonly operationId: string | undefined;
  readonly method: string | undefined;
  readonly url: string | undefined;

  constructor(init: ErrorContext = {}) {
    const url = init.url === undefined ? undefined : redactUrl(init.url);
    const what = describe(init.operationId, init.method, url);
    super(what ? `request aborted: ${what}` : "request aborted");
    this.operationId = init.operationId;
    this.method = init.method;
    this.url = url;
  }

  override toJSON(): Record<string, unknown> {
    return {
      name: this.name,
      message: this.message,
      operationId: this.operationId,
      method: this.method,
      url: this.url,
    };
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
  override get name(): string {
    return "ValidationError";
  }
  readonly issues: readonly ValidationIssue[];

  constructor(issues: readonly ValidationIssue[], message?: string) {
    super(message ?? validationMessage(issues));
    this.issues = issues;
  }

  override toJSON(): Record<string, unknown> {
    return { name: this.name, message: this.message, issues: this.issues };
  }
}

// ---------------------------------------------------------------------------------------
// helpers

/** Messages a server put in an error body: HostBill `error: [...]`, `message`, `title`, `detail`... */
export function serverMessages(body: unknown): string[] {
  if (typeof body === "string") return body.trim() ? [truncate(body.trim(), 500)] : [];
  if (body === null || typeof body !== "object" || Array.isArray(body)) return [];
  const out: string[] = [];
  for (const key of ["error", "errors", "message", "title", "detail", "error_description"]) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === "string" && value) out.push(truncate(value, 500));
    else if (Array.isArray(value)) {
      for (const item of value) {
        if (typeof item === "string") out.push(truncate(item, 500));
        else if (
          item &&
          typeof item === "object" &&
          typeof (item as { message?: unknown }).message === "string"
        ) {
          out.push(truncate((item as { message: string }).message, 500));
        }
      }
    }
  }
  return out;
}

function requestIdOf(headers: Headers | undefined): string | undefined {
  if (!headers) return undefined;
  for (const name of REQUEST_ID_HEADERS) {
    const value = headers.get(name);
    if (value) return value;
  }
  return undefined;
}

function apiErrorMessage(
  status: number,
  statusText: string | undefined,
  operationId: string | undefined,
  method: string | undefined,
  url: string | undefined,
  messages: readonly string[],
): string {
  const head = `${status}${statusText ? ` ${statusText}` : ""}`;
  const what = describe(operationId, method, url);
  const detail = messages.length ? `: ${messages.slice(0, 5).join("; ")}` : "";
  return redactText(`${head}${what ? ` from ${what}` : ""}${detail}`);
}

function describe(operationId?: string, method?: string, url?: string): string {
  const target = [method, url].filter(Boolean).join(" ");
  if (operationId && target) return `${operationId} (${target})`;
  return operationId ?? target;
}

function validationMessage(issues: readonly ValidationIssue[]): string {
  const shown = issues
    .slice(0, 5)
    .map((i) => `${i.index === null ? "" : `[${i.index}] `}${i.field}: ${i.message}`)
    .join("; ");
  const more = issues.length > 5 ? ` (and ${issues.length - 5} more)` : "";
  return `invalid input: ${shown}${more}`;
}

function truncate(text: string, max: number): string {
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

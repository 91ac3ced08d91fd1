// The factory group packages call. Every call goes to one request path (pipeline.ts `send`):
//
//   request(operationId, {path, query, body, parseAs}, opts)   named methods, lists, waiters
//     -> the operation by id -> URL from its path template (ids percent-encoded) + query
//     -> headers (client's, call's) -> JSON body (bytes as they are) -> send(call)
//     -> ApiPromise: the data (JSON, text, bytes or a watched stream), or the typed error
//   custom({method, path, operationId?, ...})                  a literal path under baseUrl
//     -> checked (custom-request.ts) -> the same call, of the operation named or of none
//   api.GET(path, init)                                        openapi-fetch's client (api.ts),
//     whose fetch hands its Request to send(call)
import type { Client } from "openapi-fetch";
import { createApiAdapter } from "./api.js";
import type { AuthStrategy } from "./auth/strategy.js";
import { type CustomRequest, customCall } from "./custom-request.js";
import { createApiError, requestIdOf, ValidationError, type ValidationIssue } from "./errors.js";
import type { Hooks } from "./hooks.js";
import type { Logger } from "./logger.js";
import type { OperationInfo, OperationTable } from "./operation-table.js";
import { type Answer, type Call, createPipeline } from "./pipeline.js";
import { isSensitiveKey } from "./redact.js";
import type { FetchLike } from "./redirect.js";
import { buildUrl, compileTemplate, type PathTemplate } from "./request-url.js";
import { hostBillErrors, type ParseAs } from "./response.js";
import { checkHeaders, type HeadersInput, limitIssues, resolveSettings } from "./settings.js";

export { DEFAULT_TIMEOUT_MS } from "./settings.js";

/** Options every cdrapi client accepts (DESIGN.md "Transport options"). */
export interface TransportOptions {
  /** Server root, e.g. "https://gtld-api.vnnic.vn" (no query, no fragment). */
  baseUrl?: string;
  /** A WHATWG fetch; called as `fetch(url: string, init)`. Defaults to `globalThis.fetch`. */
  fetch?: FetchLike;
  /** Deadline of each attempt (including reading the body), in ms. Default 60000. */
  timeoutMs?: number;
  /** Attempts after the first. Default 2; 0 disables retries. */
  maxRetries?: number;
  /**
   * Receives debug lines (requests, retries), redacted. Silent by default; a missing method is
   * silent. Without it, `CDRAPI_LOG=debug` (or info, warn, error) logs to the console.
   */
  logger?: Partial<Logger>;
  /** Prepended to the User-Agent. */
  userAgent?: string;
  /** Sent with every request (a request's own headers win). A value with CR or LF is refused. */
  headers?: HeadersInput;
  /** Allow plain http:// to a non-loopback host. Default false. */
  allowInsecureHttp?: boolean;
  /** Backoff bounds when the server sets no Retry-After. Default 500 ms doubling up to 8000 ms. */
  retryDelay?: { initialMs?: number; maxMs?: number };
  /**
   * The largest response body read (JSON, text, bytes; not streams), in bytes. A larger one
   * ends the call with an ApiError, without reading it all, and is not retried. Default 8 MiB.
   */
  maxResponseBytes?: number;
  /**
   * Called for every attempt of every call (named methods, `client.api`, `client.request`):
   * `onRequest` before it is sent, then `onResponse` or `onError`. They see the operation id,
   * method, redacted URL and headers, attempt number, status, duration and request id, never a
   * secret. Not awaited; one that throws changes nothing (the error goes to `logger.warn`).
   */
  hooks?: Hooks;
}

/** What a group package passes: its identity, its operation table and auth, plus the user's options. */
export interface TransportConfig extends TransportOptions {
  /** "reporting" or "@cdrapi/reporting": goes into the User-Agent. */
  packageName: string;
  packageVersion: string;
  /** The generated operation table (operationId -> method, path, security, idempotent). */
  operations: OperationTable;
  /** Applied to every operation whose `security` is non-empty (and to unknown ones). */
  auth?: AuthStrategy | undefined;
}

/** The last argument of every named method: this call's own settings. */
export interface RequestOptions {
  signal?: AbortSignal | undefined;
  /** This call's deadline per attempt, in ms (the client's `timeoutMs` otherwise). */
  timeoutMs?: number | undefined;
  /** This call's retry budget (the client's `maxRetries` otherwise). */
  maxRetries?: number | undefined;
  /** Headers for this call; they win over the client's. A value with CR or LF is refused. */
  headers?: HeadersInput | undefined;
}

/** The parameters of one operation call: path ids, query, body (as the document types them). */
export interface RequestInput {
  path?: Record<string, string | number> | undefined;
  query?: Record<string, unknown> | undefined;
  /** Sent as JSON; a Uint8Array or ArrayBuffer is sent as is (already serialized JSON). */
  body?: unknown;
  /**
   * How a 2xx body comes back: parsed JSON (the default), text, bytes (a Uint8Array), or the
   * body's stream, unread: watched as it is read (it must keep coming, and the caller's signal
   * ends it).
   */
  parseAs?: ParseAs | undefined;
}

/** What `withResponse()` resolves to: the data and the response it came from. */
export interface WithResponse<T> {
  data: T;
  /** Status, headers and url of the answer (its body is already read). */
  response: Response;
  /** The server's request id header (x-request-id and the like), when it sent one. */
  requestId: string | undefined;
}

/** The promise every named method returns: await it for the data, or call `withResponse()`. */
export interface ApiPromise<T> extends Promise<T> {
  withResponse(): Promise<WithResponse<T>>;
}

/** The shape of an openapi-fetch result. */
export interface ApiResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** The success data type of an openapi-fetch result. */
export type ResultData<R> = R extends { data: infer D; error?: never } ? D : never;

export interface Transport<Paths extends {}> {
  /**
   * The typed openapi-fetch client, through the same request path (auth, retries, limits).
   * It resolves to `{ data, error, response }` for every readable answer and rejects with a
   * CdrapiError when there is none (see the rule at the top of api.ts and the README).
   */
  readonly api: Client<Paths>;
  /**
   * Await an openapi-fetch call and return its data, or throw the `ApiError` subclass for
   * its status (with operationId, method, redacted url, parsed body, request id); a
   * HostBill `200 {"error": [...]}` also throws.
   */
  call<R extends ApiResult>(pending: Promise<R>): Promise<ResultData<R>>;
  /**
   * Call one operation of the table by its operationId: the path ids are percent-encoded into
   * its path, the query and JSON body are sent, and the parsed data is returned, or the typed
   * error thrown. Every generated named method goes through this.
   */
  request<T = unknown>(operationId: string, input?: RequestInput, opts?: RequestOptions): ApiPromise<T>;
  /**
   * Call a path the document lacks (a provider's own endpoint) with this client's auth,
   * retries, deadlines, redaction, errors and hooks: the path stays under `baseUrl`, and bad
   * input is a ValidationError before any request. Group clients expose it as `client.request`.
   */
  custom<T = unknown>(init: CustomRequest): ApiPromise<T>;
  /**
   * Remember a secret this client received (a session's access and refresh tokens), so that
   * it is redacted wherever a server echoes it, as the credentials it sends are.
   */
  rememberSecret(value: string): void;
  readonly baseUrl: string;
  readonly logger: Logger;
}

/** An operation ready to call: its table row and its compiled path template. */
export interface Compiled {
  info: OperationInfo;
  template: PathTemplate;
}

export function createTransport<Paths extends {}>(config: TransportConfig): Transport<Paths> {
  const settings = resolveSettings(config);
  const { secrets } = settings;
  const send = createPipeline(settings);
  const compiled = new Map<string, Compiled>();

  function operation(operationId: string): Compiled {
    let op = compiled.get(operationId);
    if (op) return op;
    const row = Object.hasOwn(config.operations, operationId) ? config.operations[operationId] : undefined;
    if (!row) throw invalid("operationId", `unknown operation ${operationId}`);
    op = {
      info: { ...row, operationId, method: row.method.toUpperCase() },
      template: compileTemplate(row.path),
    };
    compiled.set(operationId, op);
    return op;
  }

  function request<T>(operationId: string, input: RequestInput = {}, opts?: RequestOptions): ApiPromise<T> {
    let answer: Promise<Answer>;
    try {
      answer = send(prepare(operation(operationId), input, opts));
    } catch (error) {
      answer = Promise.reject(error);
    }
    return promised(answer);
  }

  /** A literal path under baseUrl: of the operation named (a followed link), or of none. */
  function custom<T>(init: CustomRequest): ApiPromise<T> {
    let answer: Promise<Answer>;
    try {
      answer = send(customCall(init, prepare, operation));
    } catch (error) {
      answer = Promise.reject(error);
    }
    return promised(answer);
  }

  /** The promise a call returns: the data, or the typed error; withResponse() for the response. */
  function promised<T>(answer: Promise<Answer>): ApiPromise<T> {
    const data = answer.then(unwrap) as ApiPromise<T>;
    data.catch(ignore); // a caller who only uses withResponse() leaves this one unawaited
    data.withResponse = () =>
      answer.then((a) => ({
        data: unwrap(a) as T,
        response: a.response,
        requestId: requestIdOf(a.response.headers),
      }));
    return data;
  }

  /** The call of `request`: everything checked and built before anything is sent. */
  function prepare(op: Compiled, input: RequestInput, opts: RequestOptions | undefined): Call {
    const url = buildUrl(settings.baseUrl, op.template, input.path, input.query, op.info.names);
    const headers = new Headers(settings.headers);
    let { timeoutMs, retry } = settings;
    if (opts) {
      const issues = limitIssues(opts);
      const own =
        opts.headers === undefined ? undefined : checkHeaders(opts.headers, "headers", issues, secrets);
      if (issues.length > 0) throw new ValidationError(issues);
      own?.forEach((value, name) => {
        headers.set(name, value);
      });
      timeoutMs = opts.timeoutMs ?? timeoutMs;
      if (opts.maxRetries !== undefined) retry = { ...retry, maxRetries: opts.maxRetries };
    }
    let body: Call["body"];
    if (input.body !== undefined) {
      const raw = input.body instanceof Uint8Array || input.body instanceof ArrayBuffer;
      body = raw ? (input.body as Uint8Array<ArrayBuffer>) : JSON.stringify(input.body);
      if (!headers.has("content-type")) headers.set("content-type", "application/json");
      if (!raw) rememberCredentials(input.body);
    }
    const { info } = op;
    return {
      operation: info,
      method: info.method,
      url,
      headers,
      body,
      signal: opts?.signal,
      timeoutMs,
      retry,
      parseAs: input.parseAs ?? "json",
    };
  }

  /** String values of sensitive keys at the top of a JSON body (a login's password, a refresh token). */
  function rememberCredentials(body: unknown): void {
    if (body === null || typeof body !== "object" || Array.isArray(body)) return;
    for (const [key, value] of Object.entries(body))
      if (typeof value === "string" && isSensitiveKey(key)) secrets.add(value);
  }

  const api = createApiAdapter(settings, config.operations, send, rememberCredentials);

  async function call<R extends ApiResult>(pending: Promise<R>): Promise<ResultData<R>> {
    const { data, error, response } = await pending;
    if (response.ok && !hostBillErrors(data)) return data as ResultData<R>;
    const where = api.whereOf(response);
    const init = {
      operationId: where?.operationId,
      method: where?.method,
      url: response.url || undefined,
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
      secrets,
    };
    if (!response.ok) throw createApiError({ ...init, body: error });
    throw createApiError({ ...init, body: data, messages: hostBillErrors(data) });
  }

  return {
    api: api.client as unknown as Client<Paths>,
    call,
    request,
    custom,
    rememberSecret: (value) => secrets.add(value),
    baseUrl: settings.baseUrl,
    logger: settings.logger,
  };
}

function unwrap(answer: Answer): unknown {
  if (answer.error) throw answer.error;
  return answer.data;
}

function invalid(field: string, message: string): ValidationError {
  const issue: ValidationIssue = { index: null, field, message };
  return new ValidationError([issue]);
}

function ignore(): void {}

// The factory group packages call. Every call goes to one request path (send.ts):
//
//   request(operationId, {path, query, body, parseAs}, opts)   named methods, lists, waiters
//     -> the operation by id -> URL from its path template (ids percent-encoded) + query
//     -> headers (client's, call's) -> JSON body (bytes as they are) -> send(call)
//     -> ApiPromise: the data (JSON, text, bytes or a watched stream), or the typed error
//   custom({method, path, operationId?, ...})                  a literal path under baseUrl
//     -> checked (customIssues below) -> the same call, of the operation named or of none
//   api.GET(path, init)                                        openapi-fetch's client (api.ts),
//     whose fetch hands its Request to send(call)
import type { Client } from "openapi-fetch";
import { createApiAdapter } from "./api.js";
import { hostBillErrors, type ParseAs } from "./body.js";
import { createApiError, requestIdOf, ValidationError, type ValidationIssue } from "./errors.js";
import type { RateLimiter } from "./limiter.js";
import {
  checkHeaders,
  type HeadersInput,
  type Logger,
  limitIssues,
  resolveSettings,
  type TransportConfig,
} from "./options.js";
import { isSensitiveKey } from "./redact.js";
import { responseCheckOf } from "./response-check.js";
import type { OperationInfo } from "./retry.js";
import { type Answer, type Call, send as sendCall } from "./send.js";

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
  /** Status, headers and url of the response (its body is already read). */
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
  /** The gate every attempt passes (limiter.ts), to share with other transports (a HostBill session's). */
  readonly limiter: RateLimiter;
}

/** An operation ready to call: its table row and its compiled path template. */
export interface Compiled {
  info: OperationInfo;
  template: PathTemplate;
}

export function createTransport<Paths extends {}>(config: TransportConfig): Transport<Paths> {
  const settings = resolveSettings(config);
  const { secrets } = settings;
  const check = responseCheckOf(config, settings.logger);
  const send = check
    ? (call: Call) => sendCall(settings, call).then((answer) => check(call, answer))
    : (call: Call) => sendCall(settings, call);
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
    return apiPromise(
      answer.then((a) => ({
        data: unwrap(a) as T,
        response: a.response,
        requestId: requestIdOf(a.response.headers),
      })),
    );
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
    limiter: settings.limiter,
  };
}

/** The promise every call returns, from its answer with the response: the data, or `withResponse()`. */
export function apiPromise<T>(answered: Promise<WithResponse<T>>): ApiPromise<T> {
  const data = answered.then((a) => a.data) as ApiPromise<T>;
  data.catch(ignore); // a caller who only uses withResponse() leaves this one unawaited
  data.withResponse = () => answered;
  return data;
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

// ---------------------------------------------------------------------------------------
// The URL of one operation call, built from the operation's path template, the path ids
// (each percent-encoded, so an id can never add a path segment) and the query. Query values
// are serialized as openapi-fetch does by default, so `request` and `client.api` send the
// same bytes: arrays as repeated keys (`a=1&a=2`), objects as `key[prop]=value`.

/** A compiled path template: literal parts and parameter names, alternating ("/service/", "id", "/resources"). */
export type PathTemplate = readonly string[];

export function compileTemplate(path: string): PathTemplate {
  return path.split(/\{([^{}]+)\}/);
}

/**
 * `baseUrl` (no trailing slash) + the filled template + `?query`. Each id must be a non-empty
 * string or a safe integer >= 0, and not "." or ".." (which URL parsing would resolve, even
 * percent-encoded, into another path): otherwise a ValidationError naming the argument as the
 * user knows it (`names`, from `x-sdk-name`), before anything is sent.
 */
export function buildUrl(
  baseUrl: string,
  template: PathTemplate,
  path: Readonly<Record<string, unknown>> | undefined,
  query: Readonly<Record<string, unknown>> | undefined,
  names?: Readonly<Record<string, string>>,
): string {
  let url = baseUrl + template[0];
  for (let i = 1; i < template.length; i += 2) {
    const name = template[i]!;
    const value = path?.[name];
    const problem = pathIdProblem(value);
    if (problem) throw new ValidationError([{ index: null, field: names?.[name] ?? name, message: problem }]);
    url += encodeURIComponent(value as string | number) + template[i + 1];
  }
  if (query) {
    const search = serializeQuery(query);
    if (search) url += `?${search}`;
  }
  return url;
}

/**
 * Why a value cannot be a path id, or undefined when it can: the one rule for every id a client
 * puts in a path (the named methods here; `cdrapi api` checks its ids with it too).
 */
export function pathIdProblem(value: unknown): string | undefined {
  if (typeof value === "number") {
    return Number.isSafeInteger(value) && value >= 0
      ? undefined
      : "must be a non-negative integer or a non-empty string";
  }
  if (typeof value !== "string" || value === "") return "is required (a non-empty string or a number)";
  if (value === "." || value === "..") return 'must not be "." or ".."';
  return undefined;
}

export function serializeQuery(query: Readonly<Record<string, unknown>>): string {
  const parts: string[] = [];
  const add = (name: string, value: unknown) => {
    if (value !== undefined && value !== null) parts.push(`${name}=${encodeURIComponent(String(value))}`);
  };
  for (const [name, value] of Object.entries(query)) {
    const key = encodeURIComponent(name);
    if (Array.isArray(value)) for (const item of value) add(key, item);
    else if (value !== null && typeof value === "object") {
      for (const [prop, item] of Object.entries(value)) add(`${key}[${encodeURIComponent(prop)}]`, item);
    } else add(key, value);
  }
  return parts.join("&");
}

// ---------------------------------------------------------------------------------------
// `client.request({ method, path, ... })`: a literal path under the client's baseUrl, of an
// operation the document lacks (a provider's own endpoint) or of one it has (`operationId`: a
// followed link, a path `cdrapi api` filled in). Checked before anything is sent: the path
// stays under baseUrl (never another origin, never `..` out of the base path: credentials
// must not go anywhere else), the method is a known one.

/** What `client.request` takes. */
export interface CustomRequest {
  /** GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS (any case). */
  method: string;
  /**
   * The path under the client's `baseUrl`, starting with "/", already percent-encoded where
   * needed: "/service/1201/provider-stats". No query (use `query`), no "." or ".." segment.
   */
  path: string;
  /** Serialized as the named methods do: arrays as repeated keys. */
  query?: Record<string, unknown> | undefined;
  /** Sent as JSON; a Uint8Array or ArrayBuffer is sent as is. */
  body?: unknown;
  headers?: HeadersInput | undefined;
  signal?: AbortSignal | undefined;
  timeoutMs?: number | undefined;
  maxRetries?: number | undefined;
  /**
   * Whether repeating the call is harmless, so that it may be retried after a reset, a timeout
   * or a 5xx. Default: true for GET, HEAD and OPTIONS, false otherwise (a POST is retried only
   * when the server provably did not get it, as the document's non-idempotent operations are).
   */
  idempotent?: boolean | undefined;
  /**
   * The document's operation this path is one of (a followed `link`): its auth, retry policy
   * and name in errors and hooks apply. `method` must be the operation's.
   */
  operationId?: string | undefined;
  /** How a 2xx body comes back (JSON by default): see RequestInput.parseAs. */
  parseAs?: ParseAs | undefined;
}

const METHOD = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)$/i;
/** A path of RFC 3986 pchars and "/" (percent-escapes whole): no query, fragment, space, brace or backslash. */
const PATH = /^(?:\/(?:[\w\-.~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})*)+$/;
/** A "." or ".." segment, plain or percent-encoded, which URL parsing would resolve away. */
const DOT_SEGMENT = /\/(?:\.|%2e){1,2}(?=\/|$)/i;

/** The call of `init`, built by the transport's `prepare` as a named method's is. */
export function customCall(
  init: CustomRequest,
  prepare: (op: Compiled, input: RequestInput, opts: RequestOptions) => Call,
  operation: (operationId: string) => Compiled,
): Call {
  const issues = customIssues(init);
  const { query, body, idempotent, operationId, parseAs, ...opts } = init;
  const op = operationId === undefined ? undefined : operation(operationId).info;
  if (op && issues.length === 0 && init.method.toUpperCase() !== op.method)
    issues.push({
      index: null,
      field: "method",
      message: `must be ${op.method}, the method of ${operationId}`,
    });
  if (issues.length > 0) throw new ValidationError(issues);
  const method = init.method.toUpperCase();
  const info = op ?? { operationId: "", method, path: init.path, security: [], idempotent: false };
  const call = prepare({ info, template: [init.path] }, { query, body, parseAs }, opts);
  // Of no operation: the pipeline takes a method that is safe (GET, HEAD, OPTIONS) as idempotent.
  return { ...call, operation: op, idempotent };
}

/** What is wrong with `init`'s method, path and query (nothing: []). */
export function customIssues(init: CustomRequest): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const { method, path, query } = init ?? ({} as CustomRequest);
  if (typeof method !== "string" || !METHOD.test(method))
    issues.push({
      index: null,
      field: "method",
      message: "must be GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS",
    });
  if (typeof path !== "string" || !PATH.test(path) || path.startsWith("//") || DOT_SEGMENT.test(path))
    issues.push({
      index: null,
      field: "path",
      message:
        'must be a path under the client\'s baseUrl: "/" then path segments (no "//" at the start, no "." or "..", no query, no URL)',
    });
  if (query !== undefined && (query === null || typeof query !== "object" || Array.isArray(query)))
    issues.push({ index: null, field: "query", message: "must be an object of names and values" });
  return issues;
}

// The factory group packages call. It creates the openapi-fetch client (which builds URLs,
// serializes bodies and parses responses) and gives it one custom `fetch` that applies the
// transport policies. The path of one request, top to bottom:
//
//   openapi-fetch builds a Request -> tag middleware records its schemaPath
//   -> send(): URL policy -> find the operation -> buffer the body
//      -> per attempt: headers + User-Agent -> auth -> deadline + caller signal
//         -> fetch, following redirects by hand -> read the body
//      -> 401: refresh once and re-send | retry policy: sleep and re-send | done
//   -> openapi-fetch parses the body -> call(): data, or the right ApiError

import type { Client } from "openapi-fetch";
import * as openapiFetch from "openapi-fetch";
import type { AuthContext, AuthStrategy } from "./auth/strategy.js";
import {
  AbortError,
  ApiError,
  CdrapiError,
  ConnectionError,
  createApiError,
  type ErrorContext,
  TimeoutError,
  ValidationError,
  type ValidationIssue,
} from "./errors.js";
import { type Logger, normalizeLogger } from "./logger.js";
import { indexOperations, isIdempotent, type OperationInfo, type OperationTable } from "./operations.js";
import { redactUrl } from "./redact.js";
import type { FetchLike } from "./redirect.js";
import { hostBillErrors, parseBody, rebuildResponse } from "./response.js";
import {
  type AttemptOutcome,
  DEFAULT_MAX_RETRIES,
  decideRetry,
  INITIAL_RETRY_DELAY_MS,
  MAX_RETRY_DELAY_MS,
  type RetryPolicy,
} from "./retry.js";
import { abortable, attemptSignal, sleep } from "./timeout.js";
import { checkUrl } from "./url-policy.js";
import { isBrowser, userAgent } from "./user-agent.js";

export const DEFAULT_TIMEOUT_MS = 60_000;

// openapi-fetch has only a default export. Bundled to CJS with Node's interop, the default
// import becomes the whole exports object, so take `.default` once more when needed.
const createClient: typeof openapiFetch.default =
  typeof openapiFetch.default === "function"
    ? openapiFetch.default
    : (openapiFetch.default as unknown as { default: typeof openapiFetch.default }).default;

/** Options every cdrapi client accepts (DESIGN.md "Transport options"). */
export interface TransportOptions {
  /** Server root, e.g. "https://gtld-api.vnnic.vn". */
  baseUrl?: string;
  /** A WHATWG fetch; called as `fetch(url: string, init)`. Defaults to `globalThis.fetch`. */
  fetch?: FetchLike;
  /** Deadline of each attempt (including reading the body), in ms. Default 60000. */
  timeoutMs?: number;
  /** Attempts after the first. Default 2; 0 disables retries. */
  maxRetries?: number;
  /** Receives debug lines (requests, retries). Silent by default; a missing method is silent. */
  logger?: Partial<Logger>;
  /** Prepended to the User-Agent. */
  userAgent?: string;
  /** Sent with every request (a request's own headers win). */
  headers?: Record<string, string> | [string, string][] | Headers;
  /** Allow plain http:// to a non-loopback host. Default false. */
  allowInsecureHttp?: boolean;
  /** Backoff bounds when the server sets no Retry-After. Default 500 ms doubling up to 8000 ms. */
  retryDelay?: { initialMs?: number; maxMs?: number };
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

/** The last argument of every named method. */
export interface RequestOptions {
  signal?: AbortSignal | undefined;
}

/** The parameters of one operation call: path ids, query, body (as the document types them). */
export interface RequestInput {
  path?: Record<string, string | number> | undefined;
  query?: Record<string, unknown> | undefined;
  body?: unknown;
}

/** What `withResponse()` resolves to: the data and the response it came from. */
export interface WithResponse<T> {
  data: T;
  response: Response;
  /** The server's request id header (x-request-id), when it sent one. */
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
  /** The typed openapi-fetch client, with every transport policy applied. */
  readonly api: Client<Paths>;
  /**
   * Await an openapi-fetch call and return its data, or throw the `ApiError` subclass for
   * its status (with operationId, method, redacted url, parsed body, request id); a
   * HostBill `200 {"error": [...]}` also throws.
   */
  call<R extends ApiResult>(pending: Promise<R>): Promise<ResultData<R>>;
  /**
   * Call one operation of the table by its operationId: the path ids are percent-encoded into
   * its path, the query and JSON body are sent, and the parsed data is returned (errors as
   * `call`). Every generated named method goes through this.
   */
  request<T = unknown>(operationId: string, input?: RequestInput, opts?: RequestOptions): ApiPromise<T>;
  readonly baseUrl: string;
  readonly logger: Logger;
}

interface Settings {
  baseUrl: string;
  fetch: FetchLike;
  timeoutMs: number;
  retry: RetryPolicy;
  logger: Logger;
  userAgent: string | undefined;
  allowInsecureHttp: boolean;
  manualRedirects: boolean;
  auth: AuthStrategy | undefined;
}

/** Error codes meaning the request provably never reached the server. */
const NOT_SENT_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "UND_ERR_CONNECT_TIMEOUT",
  "ConnectionRefused",
]);

export function createTransport<Paths extends {}>(config: TransportConfig): Transport<Paths> {
  const settings = resolveSettings(config);
  const operations = indexOperations(config.operations);
  /** schemaPath and parseAs of each Request openapi-fetch built, recorded by the middleware. */
  const tags = new WeakMap<Request, { schemaPath: string; parseAs: string }>();
  /** Where each returned Response came from, for `call` to build errors. */
  const origins = new WeakMap<Response, ErrorContext>();
  const log = settings.logger;

  const api = createClient<Paths>({
    baseUrl: settings.baseUrl,
    headers: config.headers,
    fetch: (request: Request) => send(request),
  });
  api.use({
    onRequest({ request, schemaPath, options }) {
      tags.set(request, { schemaPath, parseAs: options.parseAs });
    },
  });

  async function send(request: Request): Promise<Response> {
    const method = request.method.toUpperCase();
    const url = checkUrl(request.url, settings.allowInsecureHttp, "url");
    const tag = tags.get(request);
    const operation = findOperation(method, url, tag?.schemaPath);
    const where: ErrorContext = { operationId: operation?.operationId, method, url: url.href };
    const caller = request.signal;
    if (caller?.aborted) throw new AbortError(where);

    const body = request.body ? await request.arrayBuffer() : undefined;
    const idempotent = isIdempotent(operation, method);
    const auth =
      settings.auth && (operation === undefined || operation.security.length > 0) ? settings.auth : undefined;
    const parseAs = tag?.parseAs ?? "json";
    const label = `${operation?.operationId ?? "request"} ${method} ${redactUrl(url)}`;
    let retries = 0;
    let reauthorized = false;

    for (let attemptNo = 1; ; attemptNo++) {
      const headers = new Headers(request.headers);
      if (settings.userAgent && !headers.has("user-agent")) headers.set("user-agent", settings.userAgent);
      const context: AuthContext = { operation, method, url: url.href, headers };
      if (auth) await untilAborted(auth.authorize(context));

      log.debug(`${label}: attempt ${attemptNo}`);
      const result = await attempt({ url, method, headers, body, caller }, parseAs, where);
      if ("abort" in result) throw result.abort;

      if (result.kind === "response" && result.status === 401 && auth?.onUnauthorized && !reauthorized) {
        reauthorized = true;
        if (await untilAborted(auth.onUnauthorized(context))) {
          log.debug(`${label}: 401, re-sending once with refreshed credentials`);
          await discard(result.response);
          continue;
        }
      }

      const decision = decideRetry(result, retries, idempotent, settings.retry);
      if (!decision.retry) {
        if ("error" in result) throw result.error;
        log.debug(`${label}: ${result.status}`);
        origins.set(result.response, where);
        return result.response;
      }
      retries++;
      log.debug(
        `${label}: retry ${retries}/${settings.retry.maxRetries} in ${decision.delayMs} ms (${decision.reason})`,
        {
          operationId: where.operationId,
          method,
          url: redactUrl(url),
          retry: retries,
          reason: decision.reason,
          delayMs: decision.delayMs,
        },
      );
      if ("response" in result) await discard(result.response);
      try {
        await sleep(decision.delayMs, caller);
      } catch {
        throw new AbortError(where);
      }
    }

    /**
     * An auth step (a session may be logging in or refreshing, for every caller at once):
     * the caller's abort ends the wait at once, and an abort is AbortError whatever the step did.
     */
    async function untilAborted<T>(step: T | Promise<T>): Promise<Awaited<T>> {
      if (!(step instanceof Promise)) return step as Awaited<T>;
      try {
        return await abortable(step, caller);
      } catch (error) {
        throw caller?.aborted ? new AbortError(where) : error;
      }
    }
  }

  /** A response that will not be returned: cancel its body (a stream's holds its connection). */
  async function discard(response: Response): Promise<void> {
    await response.body?.cancel().catch(() => {});
  }

  type AttemptResult =
    | (AttemptOutcome & { kind: "response"; response: Response })
    | (AttemptOutcome & { kind: "connection" | "timeout"; error: CdrapiError })
    | { abort: CdrapiError };

  /** One attempt: fetch (following redirects) and read the body, under one deadline. */
  async function attempt(
    hop: {
      url: URL;
      method: string;
      headers: Headers;
      body: ArrayBuffer | undefined;
      caller: AbortSignal | undefined;
    },
    parseAs: string,
    where: ErrorContext,
  ): Promise<AttemptResult> {
    const deadline = attemptSignal(hop.caller, settings.timeoutMs);
    let keepCallerLink = false;
    /** The first hop answered with a redirect: from then on the server has the request. */
    let redirected = false;
    try {
      const request = { ...hop, signal: deadline.signal };
      const { url, method, headers, body, signal } = request;
      const redirect = settings.manualRedirects ? "manual" : "follow";
      let response = await settings.fetch(url.href, { method, headers, body, signal, redirect });
      if (redirect === "manual" && response.status >= 300 && response.status < 400) {
        // Rare, and never in browsers: the redirect policy is loaded on the first redirect.
        redirected = true;
        const { followRedirects } = await import("./redirect.js");
        response = await followRedirects(settings.fetch, request, response, settings.allowInsecureHttp);
      }
      if (parseAs === "stream") {
        keepCallerLink = true; // a streamed body stays abortable by the caller
        return { kind: "response", status: response.status, headers: response.headers, redirected, response };
      }
      const bytes = await response.arrayBuffer();
      return {
        kind: "response",
        status: response.status,
        headers: response.headers,
        redirected,
        response: finish(response, bytes, parseAs, where),
      };
    } catch (error) {
      if (error instanceof ApiError || error instanceof ValidationError) return { abort: error };
      if (hop.caller?.aborted) return { abort: new AbortError(where) };
      if (deadline.timedOut) {
        return { kind: "timeout", error: new TimeoutError({ ...where, timeoutMs: settings.timeoutMs }) };
      }
      if (error instanceof CdrapiError) return { abort: error };
      const code = errorCode(error);
      return {
        kind: "connection",
        notSent: !redirected && code !== undefined && NOT_SENT_CODES.has(code),
        error: new ConnectionError({ ...where, code, cause: error }),
      };
    } finally {
      if (keepCallerLink) deadline.clearTimer();
      else deadline.dispose();
    }
  }

  /** A fully read response, rebuilt for openapi-fetch; a 2xx body that is not JSON is an ApiError. */
  function finish(response: Response, bytes: ArrayBuffer, parseAs: string, where: ErrorContext): Response {
    if (parseAs !== "json") return rebuildResponse(response, bytes);
    const text = new TextDecoder().decode(bytes);
    if (response.ok) {
      const parsed = parseBody(text);
      if (!parsed.ok) {
        throw createApiError({
          ...where,
          status: response.status,
          statusText: response.statusText,
          headers: response.headers,
          body: parsed.text.slice(0, 2000),
          messages: ["response body is not valid JSON"],
        });
      }
    }
    return rebuildResponse(response, text);
  }

  function findOperation(
    method: string,
    url: URL,
    schemaPath: string | undefined,
  ): OperationInfo | undefined {
    const found = schemaPath === undefined ? undefined : operations.bySchemaPath(method, schemaPath);
    if (found) return found;
    const basePath = new URL(settings.baseUrl).pathname.replace(/\/$/, "");
    const pathname = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : url.pathname;
    return operations.byPathname(method, pathname || "/");
  }

  async function call<R extends ApiResult>(pending: Promise<R>): Promise<ResultData<R>> {
    const { data, error, response } = await pending;
    const where = origins.get(response) ?? { url: response.url || undefined };
    const init = {
      ...where,
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    };
    if (!response.ok) throw createApiError({ ...init, body: error });
    const messages = hostBillErrors(data);
    if (messages) throw createApiError({ ...init, body: data, messages });
    return data as ResultData<R>;
  }

  function request<T>(operationId: string, input: RequestInput = {}, opts?: RequestOptions): ApiPromise<T> {
    const pending = perform<T>(operationId, input, opts);
    const data = pending.then((r) => r.data) as ApiPromise<T>;
    data.withResponse = () =>
      pending.then((r) => ({ ...r, requestId: r.response.headers.get("x-request-id") ?? undefined }));
    return data;
  }

  async function perform<T>(
    operationId: string,
    input: RequestInput,
    opts: RequestOptions | undefined,
  ): Promise<{ data: T; response: Response }> {
    const operation = config.operations[operationId];
    if (!operation)
      throw new ValidationError([
        { index: null, field: "operationId", message: `unknown operation ${operationId}` },
      ]);
    const init: Record<string, unknown> = {
      params: { path: input.path, query: input.query },
      signal: opts?.signal,
    };
    if (input.body !== undefined) init.body = input.body;
    const method = operation.method.toUpperCase() as "GET";
    const invoke = (api as unknown as Record<string, (path: string, init: unknown) => Promise<ApiResult>>)[
      method
    ];
    if (!invoke)
      throw new ValidationError([
        { index: null, field: "operationId", message: `unsupported method ${method}` },
      ]);
    const result = invoke(operation.path, init);
    return { data: (await call(result)) as T, response: (await result).response };
  }

  return { api, call, request, baseUrl: settings.baseUrl, logger: log };
}

function resolveSettings(config: TransportConfig): Settings {
  const issues: ValidationIssue[] = [];
  const issue = (field: string, message: string) => issues.push({ index: null, field, message });

  let baseUrl = "";
  if (typeof config.baseUrl !== "string" || config.baseUrl === "") issue("baseUrl", "is required");
  else {
    try {
      baseUrl = checkUrl(config.baseUrl, config.allowInsecureHttp === true).href.replace(/\/$/, "");
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      issues.push(...error.issues);
    }
  }
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (typeof timeoutMs !== "number" || !(timeoutMs > 0))
    issue("timeoutMs", "must be a positive number of ms");
  const maxRetries = config.maxRetries ?? DEFAULT_MAX_RETRIES;
  if (!Number.isInteger(maxRetries) || maxRetries < 0) issue("maxRetries", "must be an integer >= 0");
  const initialDelayMs = config.retryDelay?.initialMs ?? INITIAL_RETRY_DELAY_MS;
  const maxDelayMs = config.retryDelay?.maxMs ?? MAX_RETRY_DELAY_MS;
  if (!(initialDelayMs >= 0) || !(maxDelayMs >= 0)) issue("retryDelay", "delays must be numbers >= 0");
  if (config.headers !== undefined) {
    try {
      new Headers(config.headers);
    } catch {
      issue("headers", "contains an invalid header name or value"); // never echo the value
    }
  }
  if (config.fetch !== undefined && typeof config.fetch !== "function") issue("fetch", "must be a function");
  if (issues.length > 0) throw new ValidationError(issues);

  const runtimeFetch = globalThis.fetch;
  return {
    baseUrl,
    fetch: config.fetch ?? ((input, init) => runtimeFetch(input, init)),
    timeoutMs,
    retry: { maxRetries, initialDelayMs, maxDelayMs },
    logger: normalizeLogger(config.logger),
    userAgent: userAgent(config.packageName, config.packageVersion, config.userAgent),
    allowInsecureHttp: config.allowInsecureHttp === true,
    manualRedirects: !isBrowser(),
    auth: config.auth,
  };
}

/** The first `code` found on an error, its causes, or the errors of an AggregateError. */
function errorCode(error: unknown, depth = 0): string | undefined {
  if (error === null || typeof error !== "object" || depth > 5) return undefined;
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === "string") return code;
  const fromCause = errorCode(cause, depth + 1);
  if (fromCause) return fromCause;
  if (Array.isArray(errors)) {
    for (const inner of errors) {
      const found = errorCode(inner, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

// The options of a client, checked once at construction (a bad option is a ValidationError
// before any request), and the per-call options, checked before each call is sent; the
// logger, the User-Agent and the URL policy they resolve to.
import type { AuthStrategy } from "./auth.js";
import { DEFAULT_MAX_RESPONSE_BYTES } from "./body.js";
import { type CdrapiError, ValidationError, type ValidationIssue } from "./errors.js";
import { createRateLimiter, type RateLimiter } from "./limiter.js";
import { isSensitiveKey, Secrets } from "./redact.js";
import {
  DEFAULT_MAX_RETRIES,
  INITIAL_RETRY_DELAY_MS,
  MAX_RETRY_DELAY_MS,
  type OperationTable,
  type RetryPolicy,
} from "./retry.js";

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

// `hooks`: the caller's view of every attempt of every call (named methods, `client.api` and
// `client.request` alike: they all go through send.ts), for audit logs, metrics and
// tracing. Per attempt, as OpenTelemetry's HTTP client spans are (a retry is another request on
// the wire): `onRequest` just before an attempt is sent, then exactly one of `onResponse` (the
// server answered, whatever the status) or `onError` (no usable answer: connection, timeout,
// abort, an unreadable body). What a hook sees is redacted like errors are. Hooks are called
// synchronously and never awaited; one that throws (or rejects) changes nothing in the call:
// its error goes to the client's logger as a warning. A client without hooks never calls this.
/** One attempt of one call, as hooks see it: nothing secret in it. */
export interface RequestEvent {
  /** The document's operationId; undefined for a path the document lacks (`client.request`). */
  operationId: string | undefined;
  /** Upper case. */
  method: string;
  /** Without userinfo and with sensitive query values replaced. */
  url: string;
  /** The attempt's request headers, lower-case names; Authorization, cookies, keys and tokens read "[REDACTED]". */
  headers: Record<string, string>;
  /** 1 for the first attempt, 2 for the first retry (or the re-send after a session refresh)... */
  attempt: number;
  /**
   * Set when this attempt waited for the client's rate limiter before it was sent: how long, and
   * why (the `maxRequestsPerMinute` pace, or a 429's Retry-After pausing every call).
   */
  rateLimited?: { waitedMs: number; reason: string } | undefined;
}

/**
 * The server answered this attempt (any status: a 404, a 503 that is retried, a 200). `url` is
 * the URL that answered: after a redirect, the last hop's (redacted the same way).
 */
export interface ResponseEvent extends RequestEvent {
  status: number;
  /** From just before sending to the body read (for a streamed body: to the headers), in ms to 0.1 ms. */
  durationMs: number;
  /** The server's request id header (x-request-id and the like), when it sent one. */
  requestId: string | undefined;
}

/** This attempt got no usable answer. */
export interface RequestErrorEvent extends RequestEvent {
  /** ConnectionError, TimeoutError, AbortError, or an ApiError for an unusable answer (too large). */
  error: CdrapiError;
  /** From just before sending to the failure, in ms to 0.1 ms. */
  durationMs: number;
}

/** Functions called for every attempt of every call of a client (see the README's "Hooks"). */
export interface Hooks {
  onRequest?(event: RequestEvent): unknown;
  onResponse?(event: ResponseEvent): unknown;
  onError?(event: RequestErrorEvent): unknown;
}

/** What a client does with an answer that differs from the document. */
export type ValidateResponses = "warn" | "throw";

/**
 * Checks one answer of an operation against the document: when it differs, in "throw" mode it
 * throws (ResponseValidationError), in "warn" mode it calls `warn` with one line; no value of
 * the answer is ever in either. Made by `responseValidator` of "@cdrapi/core/validate".
 */
export type ResponseValidator = (
  operationId: string,
  data: unknown,
  mode: ValidateResponses,
  warn: (message: string) => void,
) => void;

/** Options every cdrapi client accepts. */
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
  /**
   * At most this many requests a minute, spaced evenly (120: one every 500 ms), counting every
   * attempt of every call of the client (of the session and every client given it, for
   * HostBill). Without it, calls are not paced; a 429 with Retry-After still pauses them all.
   */
  maxRequestsPerMinute?: number;
  /**
   * Check each answer of a named operation against the document's schema of it (off by
   * default): "warn" writes each difference to `logger.warn` (console.warn without a logger),
   * "throw" ends the call with a ResponseValidationError. Needs `responseValidator`.
   */
  validateResponses?: ValidateResponses | undefined;
  /** The checker `validateResponses` uses: `responseValidator(responseSchemas)` of "@cdrapi/core/validate". */
  responseValidator?: ResponseValidator | undefined;
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
  /** A limiter shared with other transports (a HostBill session's); else one of its own. */
  limiter?: RateLimiter | undefined;
}

export const DEFAULT_TIMEOUT_MS = 60_000;

export type HeadersInput = Record<string, string> | [string, string][] | Headers;

/** Everything the request path needs, resolved once per client. */
export interface Settings {
  /** Checked by the URL policy, without a trailing slash. */
  baseUrl: string;
  fetch: FetchLike;
  timeoutMs: number;
  retry: RetryPolicy;
  logger: Logger;
  /** Whether debug lines are written (they are only built then). */
  debug: boolean;
  /** Sent with every call unless the call sets them: the client's `headers` and the User-Agent. */
  headers: Headers;
  allowInsecureHttp: boolean;
  /** Follow redirects by hand (not in browsers, where a manual redirect is opaque). */
  manualRedirects: boolean;
  maxResponseBytes: number;
  auth: AuthStrategy | undefined;
  /** The exact secrets this client holds or sent, redacted wherever a server echoes them. */
  secrets: Secrets;
  /** The caller's hooks; undefined when none is set (then the request path does not look for them). */
  hooks: Hooks | undefined;
  /** The gate every attempt passes (limiter.ts): shared by a session's clients. */
  limiter: RateLimiter;
}

export function resolveSettings(config: TransportConfig): Settings {
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
  issues.push(...limitIssues({ timeoutMs, maxRetries: config.maxRetries ?? DEFAULT_MAX_RETRIES }));
  const maxRetries = config.maxRetries ?? DEFAULT_MAX_RETRIES;
  const initialDelayMs = config.retryDelay?.initialMs ?? INITIAL_RETRY_DELAY_MS;
  const maxDelayMs = config.retryDelay?.maxMs ?? MAX_RETRY_DELAY_MS;
  if (!(initialDelayMs >= 0) || !(maxDelayMs >= 0)) issue("retryDelay", "delays must be numbers >= 0");
  const maxResponseBytes = config.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  if (typeof maxResponseBytes !== "number" || !(maxResponseBytes > 0))
    issue("maxResponseBytes", "must be a positive number of bytes");
  const secrets = new Secrets();
  const headers = checkHeaders(config.headers, "headers", issues, secrets);
  const agent = userAgent(config.packageName, config.packageVersion, config.userAgent);
  if (agent !== undefined && /[\r\n\0]/.test(agent)) issue("userAgent", "must not contain CR, LF or NUL");
  else if (agent && !headers.has("user-agent")) headers.set("user-agent", agent);
  if (config.fetch !== undefined && typeof config.fetch !== "function") issue("fetch", "must be a function");
  const set = Object.values(Object(config.hooks)).filter((h) => h !== undefined);
  if (set.some((h) => typeof h !== "function"))
    issue("hooks", "must be { onRequest?, onResponse?, onError? } functions");
  let limiter = config.limiter;
  try {
    limiter ??= createRateLimiter(config.maxRequestsPerMinute);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    issues.push(...error.issues);
  }
  if (issues.length > 0) throw new ValidationError(issues);

  const runtimeFetch = globalThis.fetch;
  const { logger, debug } = resolveLogger(config.logger);
  return {
    baseUrl,
    fetch: config.fetch ?? ((input, init) => runtimeFetch(input, init)),
    timeoutMs,
    retry: { maxRetries, initialDelayMs, maxDelayMs },
    logger,
    debug,
    headers,
    allowInsecureHttp: config.allowInsecureHttp === true,
    manualRedirects: !isBrowser(),
    maxResponseBytes,
    auth: config.auth,
    secrets,
    hooks: set.length > 0 ? config.hooks : undefined,
    limiter: limiter as RateLimiter,
  };
}

/** Problems with a timeout and a retry count, client-wide or per call. */
export function limitIssues(limits: { timeoutMs?: unknown; maxRetries?: unknown }): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const { timeoutMs, maxRetries } = limits;
  if (timeoutMs !== undefined && (typeof timeoutMs !== "number" || !(timeoutMs > 0)))
    issues.push({ index: null, field: "timeoutMs", message: "must be a positive number of ms" });
  if (maxRetries !== undefined && (!Number.isInteger(maxRetries) || (maxRetries as number) < 0))
    issues.push({ index: null, field: "maxRetries", message: "must be an integer >= 0" });
  return issues;
}

/**
 * Headers as a `Headers`, refusing a value with CR, LF or NUL (Headers would silently trim
 * them at the ends) or an invalid name; issues go to `issues`, never the value. Values of
 * sensitive headers (api keys, tokens) are remembered in `secrets`.
 */
export function checkHeaders(
  input: HeadersInput | undefined,
  field: string,
  issues: ValidationIssue[],
  secrets: Secrets,
): Headers {
  if (input === undefined) return new Headers();
  let headers: Headers;
  try {
    const entries =
      input instanceof Headers ? [...input] : Array.isArray(input) ? input : Object.entries(input);
    for (const [name, value] of entries) {
      if (/[\r\n\0]/.test(String(value))) throw new TypeError("CR, LF or NUL");
      if (isSensitiveKey(String(name))) secrets.add(String(value));
    }
    headers = new Headers(entries);
  } catch {
    issues.push({ index: null, field, message: "contains an invalid header name or value (CR, LF, NUL?)" });
    return new Headers();
  }
  return headers;
}

// ---------------------------------------------------------------------------------------
// The logger shape clients accept (console fits), the silent default, and the switch by
// environment: `CDRAPI_LOG=debug` (or info, warn, error) logs to the console at that level
// and above when no `logger` option is given. Every line is redacted by the transport.

export interface Logger {
  debug(message: string, ...args: unknown[]): void;
  info(message: string, ...args: unknown[]): void;
  warn(message: string, ...args: unknown[]): void;
  error(message: string, ...args: unknown[]): void;
}

const noop = () => {};
const LEVELS = ["debug", "info", "warn", "error"] as const;

export const silentLogger: Logger = { debug: noop, info: noop, warn: noop, error: noop };

/** The logger a client uses, and whether it writes debug lines (so the transport builds them only then). */
export interface ResolvedLogger {
  logger: Logger;
  debug: boolean;
}

/**
 * The user's logger made whole, once: each of the four methods it has is bound to it (so a
 * class instance keeps its `this`); a missing or non-function method is a no-op. With no
 * logger, `CDRAPI_LOG` (read from `env`) may turn on the console.
 */
export function resolveLogger(logger: Partial<Logger> | null | undefined, env = readEnv()): ResolvedLogger {
  let source: Partial<Logger> | undefined = logger ?? undefined;
  let from = 0;
  if (!source) {
    from = LEVELS.indexOf(env?.toLowerCase() as (typeof LEVELS)[number]);
    if (from < 0) return { logger: silentLogger, debug: false };
    source = console;
  }
  const method = (level: (typeof LEVELS)[number]): Logger[keyof Logger] => {
    const fn = source?.[level];
    return typeof fn === "function" && LEVELS.indexOf(level) >= from ? fn.bind(source) : noop;
  };
  const resolved = {
    debug: method("debug"),
    info: method("info"),
    warn: method("warn"),
    error: method("error"),
  };
  return { logger: resolved, debug: resolved.debug !== noop };
}

/** `CDRAPI_LOG` where the runtime has an environment and lets us read it (Deno may not). */
function readEnv(): string | undefined {
  try {
    return (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env
      ?.CDRAPI_LOG;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------
// `User-Agent: [prefix ]cdrapi-<package>/<version> <runtime>/<version>`, where the runtime
// lets a script set it. Browsers do not (and may preflight for it), so none is sent there.

interface RuntimeGlobals {
  process?: { versions?: { node?: string; bun?: string } };
  Deno?: { version?: { deno?: string } };
  Bun?: { version?: string };
  document?: unknown;
  WorkerGlobalScope?: unknown;
}

/** "node/20.19.0", "deno/2.1.0", "bun/1.1.0"; "" for an unknown server runtime; undefined in a browser. */
export function runtimeToken(g: RuntimeGlobals = globalThis as RuntimeGlobals): string | undefined {
  if (g.Deno?.version?.deno) return `deno/${g.Deno.version.deno}`;
  if (g.Bun?.version) return `bun/${g.Bun.version}`;
  if (g.process?.versions?.bun) return `bun/${g.process.versions.bun}`;
  if (g.process?.versions?.node) return `node/${g.process.versions.node}`;
  if (g.document !== undefined || g.WorkerGlobalScope !== undefined) return undefined;
  return "";
}

/** True in browsers and browser workers: no User-Agent, fetch follows redirects itself. */
export function isBrowser(g: RuntimeGlobals = globalThis as RuntimeGlobals): boolean {
  return runtimeToken(g) === undefined;
}

/**
 * The User-Agent value, or undefined where the runtime does not allow setting it.
 * `packageName` may be "reporting" or "@cdrapi/reporting".
 */
export function userAgent(
  packageName: string,
  packageVersion: string,
  prefix?: string,
  g: RuntimeGlobals = globalThis as RuntimeGlobals,
): string | undefined {
  const runtime = runtimeToken(g);
  if (runtime === undefined) return undefined;
  const name = packageName.replace(/^@cdrapi\//, "");
  return [prefix?.trim(), `cdrapi-${name}/${packageVersion}`, runtime].filter(Boolean).join(" ");
}

// ---------------------------------------------------------------------------------------
// Which URLs a client may talk to: http(s) only, no credentials in the URL, a base URL
// without query or fragment, and plain http only to loopback unless `allowInsecureHttp`.

/** localhost (and *.localhost), 127.0.0.0/8, [::1] and IPv4-mapped loopback. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)) return true;
  if (host === "[::1]" || host === "[0:0:0:0:0:0:0:1]") return true;
  return /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(host);
}

/**
 * Parse and check a request URL; throws `ValidationError` (field `field`) before any
 * request when it is not allowed.
 */
export function checkUrl(url: string | URL, allowInsecureHttp: boolean, field = "baseUrl"): URL {
  const fail = (message: string) => new ValidationError([{ index: null, field, message }]);
  let parsed: URL;
  try {
    parsed = new URL(String(url));
  } catch {
    throw fail("must be an absolute http:// or https:// URL");
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    throw fail(`unsupported protocol ${parsed.protocol} (use https://)`);
  }
  if (field === "baseUrl" && /[?#]/.test(parsed.href)) {
    throw fail(
      "must not contain a query (?...) or a fragment (#...): paths and queries are added per request",
    );
  }
  if (parsed.username || parsed.password) {
    throw fail("must not contain credentials; pass them through the client's auth options");
  }
  if (parsed.protocol === "http:" && !allowInsecureHttp && !isLoopbackHost(parsed.hostname)) {
    throw fail(
      `refusing plain http:// to ${parsed.host}: use https://, or set allowInsecureHttp: true (loopback is always allowed)`,
    );
  }
  return parsed;
}

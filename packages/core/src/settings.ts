// The transport's options, checked once at construction (a bad option is a ValidationError
// before any request), and the per-call options, checked before each call is sent.
import type { AuthStrategy } from "./auth/strategy.js";
import { ValidationError, type ValidationIssue } from "./errors.js";
import type { Hooks } from "./hooks.js";
import { type Logger, resolveLogger } from "./logger.js";
import { isSensitiveKey, Secrets } from "./redact.js";
import type { FetchLike } from "./redirect.js";
import { DEFAULT_MAX_RESPONSE_BYTES } from "./response.js";
import {
  DEFAULT_MAX_RETRIES,
  INITIAL_RETRY_DELAY_MS,
  MAX_RETRY_DELAY_MS,
  type RetryPolicy,
} from "./retry.js";
import { checkUrl } from "./url-policy.js";
import { isBrowser, userAgent } from "./user-agent.js";

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
}

export interface SettingsInput {
  baseUrl?: string | undefined;
  fetch?: FetchLike | undefined;
  timeoutMs?: number | undefined;
  maxRetries?: number | undefined;
  logger?: Partial<Logger> | undefined;
  userAgent?: string | undefined;
  headers?: HeadersInput | undefined;
  allowInsecureHttp?: boolean | undefined;
  retryDelay?: { initialMs?: number; maxMs?: number } | undefined;
  maxResponseBytes?: number | undefined;
  packageName: string;
  packageVersion: string;
  auth?: AuthStrategy | undefined;
  hooks?: Hooks | undefined;
}

export function resolveSettings(config: SettingsInput): Settings {
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

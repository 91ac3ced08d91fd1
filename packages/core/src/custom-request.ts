// `client.request({ method, path, ... })`: a call of a literal path under the client's baseUrl,
// through the same request path as every named method: the client's auth, deadlines,
// redaction, typed errors and hooks. Either of an operation the document lacks (a provider's
// own endpoint), or of one it has at a path given whole (`operationId`: a followed link, a
// path `cdrapi api` filled in). Checked before anything is sent: the path is a path under the
// client's baseUrl (never another origin, never `..` out of the base path: credentials must
// not go anywhere else), the method a known one.
import type { Compiled, RequestInput, RequestOptions } from "./client.js";
import { ValidationError, type ValidationIssue } from "./errors.js";
import type { Call } from "./pipeline.js";
import type { ParseAs } from "./response.js";
import type { HeadersInput } from "./settings.js";

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

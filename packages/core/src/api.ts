// `client.api`: openapi-fetch's typed path-map client, created once, whose fetch hands each
// Request to the request path (send.ts): auth, deadline, redirects, retries, bounded read.
// Nothing inside the SDK calls it; it is for users who want openapi-fetch's interface.
//
// Its rule: it resolves to openapi-fetch's `{ data, error, response }` for every answer the
// server gave that could be read (2xx -> data; any other status -> error, the parsed body), and
// rejects with a CdrapiError when there is none: ConnectionError, TimeoutError, AbortError,
// ValidationError (bad input, a refused URL), or ApiError for an answer that cannot be used (a
// body over maxResponseBytes, a 2xx body that is not JSON, too many redirects).
// `call(client.api.X(...))` turns the first kind into data or the typed ApiError, as `request` does.
import * as openapiFetch from "openapi-fetch";
import type { ParseAs, ReadBody } from "./body.js";
import type { ErrorContext } from "./errors.js";
import { checkUrl, type Settings } from "./options.js";
import type { OperationInfo, OperationTable } from "./retry.js";
import { type Answer, type Call, parseJson } from "./send.js";

type AnyClient = Record<string, (...args: unknown[]) => unknown>;

/** openapi-fetch copies unknown init keys onto its Request: how the fetch learns the call's parseAs. */
const PARSE_AS = "cdrapiParseAs";

/** openapi-fetch's parseAs, as the request path reads a body. */
const READ_AS: Record<string, ParseAs> = { json: "text", text: "text", blob: "bytes", arrayBuffer: "bytes" };

export interface ApiAdapter {
  client: AnyClient;
  /** Where a response of `client` came from (its operation, method, URL), for `call()`'s error. */
  whereOf(response: Response): ErrorContext | undefined;
}

export function createApiAdapter(
  settings: Settings,
  operations: OperationTable,
  send: (call: Call) => Promise<Answer>,
  rememberCredentials: (body: unknown) => void,
): ApiAdapter {
  // openapi-fetch has only a default export. Bundled to CJS with Node's interop, the default
  // import becomes the whole exports object, so take `.default` once more when needed.
  const create: typeof openapiFetch.default =
    typeof openapiFetch.default === "function"
      ? openapiFetch.default
      : (openapiFetch.default as unknown as { default: typeof openapiFetch.default }).default;
  // Typed with one argument; it also takes the headers (a form body is encoded by its content type).
  const serialize = openapiFetch.defaultBodySerializer as (body: unknown, headers?: unknown) => unknown;
  let operationOf: ((method: string, path: string) => OperationInfo | undefined) | undefined;
  const basePath = new URL(settings.baseUrl).pathname.replace(/\/$/, "");
  const answered = new WeakMap<Response, ErrorContext>();

  async function fetch(request: Request): Promise<Response> {
    const method = request.method.toUpperCase();
    // Under the checked baseUrl (the usual case) the URL needs no second check.
    const base = settings.baseUrl;
    const under = request.url.startsWith(base) && "/?".includes(request.url[base.length] ?? "?");
    const url = under ? undefined : checkUrl(request.url, settings.allowInsecureHttp, "url");
    const href = url?.href ?? request.url;
    // The path under baseUrl's, by which the operation is found.
    const path = url
      ? url.pathname.slice(url.pathname.startsWith(basePath) ? basePath.length : 0)
      : request.url.slice(base.length).split(/[?#]/)[0];
    const headers = new Headers(request.headers);
    settings.headers.forEach((value, name) => {
      if (!headers.has(name)) headers.set(name, value);
    });
    operationOf ??= indexOperations(operations);
    const parseAs = (request as { [PARSE_AS]?: string })[PARSE_AS] ?? "json";
    const call: Call = {
      operation: operationOf(method, path || "/"),
      method,
      url: href,
      headers,
      body: request.body ? await request.arrayBuffer() : undefined,
      signal: request.signal,
      timeoutMs: settings.timeoutMs,
      retry: settings.retry,
      // JSON is parsed where openapi-fetch asks for it (ReadAnswer's json), once.
      parseAs: READ_AS[parseAs] ?? "stream",
      owner: request,
    };
    const { response, body, data } = await send(call);
    const where = {
      operationId: call.operation?.operationId,
      method,
      url: href,
      secrets: settings.secrets,
    };
    const out =
      call.parseAs === "stream" && response.ok
        ? relabel(new Response(data as ReadableStream<Uint8Array> | null, response), response)
        : new ReadAnswer(response, body, method === "HEAD", href, (text) => parseJson(where, response, text));
    answered.set(out, where);
    return out;
  }

  const raw = create({
    baseUrl: settings.baseUrl,
    fetch,
    bodySerializer: (body: unknown, headers?: unknown) => {
      rememberCredentials(body);
      return serialize(body, headers);
    },
  }) as unknown as AnyClient;

  /** The init as given, with its parseAs where the fetch can see it (openapi-fetch keeps parseAs to itself). */
  const marked = (init: unknown) => {
    const parseAs = (init as { parseAs?: string } | undefined)?.parseAs;
    return parseAs === undefined || parseAs === "json" ? init : { ...(init as object), [PARSE_AS]: parseAs };
  };
  const client: AnyClient = {
    request: (method, path, init) => raw.request!(method, path, marked(init)),
    use: (...middlewares) => raw.use!(...middlewares),
    eject: (...middlewares) => raw.eject!(...middlewares),
  };
  for (const method of ["GET", "PUT", "POST", "DELETE", "OPTIONS", "HEAD", "PATCH", "TRACE"]) {
    client[method] = (path, init) => raw[method]!(path, marked(init));
  }
  return { client, whereOf: (response) => answered.get(response) };
}

/**
 * The operation a request is, by method and its path under baseUrl's: templates with fewer
 * parameters first, so literal segments beat parameters (`/v1/reports/pending` before
 * `/v1/reports/{id}`).
 */
function indexOperations(table: OperationTable) {
  const byMethod = new Map<string, Array<{ pattern: RegExp; params: number; operation: OperationInfo }>>();
  for (const [operationId, row] of Object.entries(table)) {
    const method = row.method.toUpperCase();
    const operation: OperationInfo = { ...row, operationId, method };
    const source = row.path
      .split(/(\{[^{}]+\})/)
      .map((part) => (part.startsWith("{") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("");
    const list = byMethod.get(method) ?? [];
    list.push({ pattern: new RegExp(`^${source}/?$`), params: row.path.split("{").length - 1, operation });
    byMethod.set(method, list);
  }
  for (const list of byMethod.values()) list.sort((a, b) => a.params - b.params);
  return (method: string, path: string): OperationInfo | undefined =>
    byMethod.get(method)?.find((p) => p.pattern.test(path))?.operation;
}

/** `out` with the url and redirected flag of the response it copies (a Response made here has neither). */
function relabel(out: Response, response: Response): Response {
  const { url } = response;
  return Object.defineProperties(out, { url: { value: url }, redirected: { value: response.redirected } });
}

/**
 * The final answer as openapi-fetch receives it: status, headers and url of the response, and
 * the body as the request path read it (at most maxResponseBytes, within the deadline). Its body
 * methods answer from that content as often as asked, so `result.response` stays readable
 * after openapi-fetch has parsed it. `json()` parses as the named methods do: a blank body is
 * `undefined`, and one that is not JSON is an ApiError, not a SyntaxError. No stream is made
 * unless `body` is asked for: the content is at hand.
 */
class ReadAnswer extends Response {
  readonly #content: string | Uint8Array | undefined;
  readonly #headers: Headers;
  readonly #url: string;
  readonly #redirected: boolean;
  readonly #json: (text: string) => unknown;

  constructor(
    response: Response,
    body: ReadBody | undefined,
    head: boolean,
    requested: string,
    json: (text: string) => unknown,
  ) {
    const { status, statusText } = response;
    super(null, { status, statusText });
    const bodyless = head || status === 204 || status === 205 || status === 304 || body === undefined;
    this.#content = bodyless ? undefined : body.content;
    // The length is known now: said, so that openapi-fetch reads a JSON body with json().
    let { headers } = response;
    if (!bodyless && !headers.has("content-length")) {
      headers = new Headers(headers);
      headers.set("content-length", String(body.size));
    }
    this.#headers = headers;
    this.#url = response.url || requested;
    this.#redirected = response.redirected;
    this.#json = json;
  }

  override get headers(): Headers {
    return this.#headers;
  }
  override get url(): string {
    return this.#url;
  }
  override get redirected(): boolean {
    return this.#redirected;
  }
  override get body(): ReadableStream<Uint8Array<ArrayBuffer>> | null {
    const content = this.#content;
    return content === undefined ? null : (new Response(content as BodyInit).body as never);
  }
  override async text(): Promise<string> {
    const content = this.#content;
    if (content === undefined) return "";
    return typeof content === "string" ? content : new TextDecoder().decode(content);
  }
  override async json(): Promise<unknown> {
    return this.#json(await this.text());
  }
  override async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    const content = this.#content;
    if (content === undefined) return new Uint8Array(0);
    return typeof content === "string" ? new TextEncoder().encode(content) : (content.slice() as never);
  }
  override async arrayBuffer(): Promise<ArrayBuffer> {
    return (await this.bytes()).buffer;
  }
  override async blob(): Promise<Blob> {
    return new Blob([await this.bytes()], { type: this.#headers.get("content-type") ?? "" });
  }
}

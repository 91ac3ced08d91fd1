// `client.api`: openapi-fetch, loaded on its first call, with the request path (pipeline.ts)
// as its fetch. Each call hands openapi-fetch a fetch of its own that knows the operation
// (method + schemaPath, a literal path such as a followed `link` matched against the
// templates) and how openapi-fetch will read the answer (parseAs); openapi-fetch builds the
// Request, the pipeline sends it (auth, deadline, redirects, retries, bounded read) and
// returns the final answer as a Response, which openapi-fetch parses as it always does.
// Credentials in a JSON body (a login's password) are learned where the body is serialized.
import * as openapiFetch from "openapi-fetch";
import type { AnyClient } from "./api-client.js";
import { indexOperations } from "./operation-index.js";
import type { OperationInfo, OperationTable } from "./operation-table.js";
import type { Answer, Call, parseJson } from "./pipeline.js";
import type { ParseAs, ReadBody } from "./response.js";
import type { Settings } from "./settings.js";
import { type WatchDeps, watched } from "./stream-body.js";
import type { checkUrl } from "./url-policy.js";

/**
 * What client.api takes from the first download, passed in: this chunk imports nothing the
 * first download has (a splitting bundler would otherwise cut that into chunks of their own).
 */
export interface ApiDeps extends WatchDeps {
  settings: Settings;
  operations: OperationTable;
  send: (call: Call) => Promise<Answer>;
  /** Remember the credentials of a JSON request body, for redaction. */
  rememberCredentials: (body: unknown) => void;
  parseJson: typeof parseJson;
  checkUrl: typeof checkUrl;
}

/** What openapi-fetch's methods take, as far as this adapter reads it. */
type Init = { parseAs?: ParseAs; fetch?: unknown; bodySerializer?: unknown } | undefined;

/** The methods of `client.api` (HTTP methods and `request`) over the pipeline, and the lookup `call` uses. */
export interface ApiClient {
  client: AnyClient;
  /** The operation a call of `method` on `path` (a template or a literal path) is. */
  operationOf(method: string, path: string): OperationInfo | undefined;
}

export function createApiClient(deps: ApiDeps): ApiClient {
  const { settings, operations, send, rememberCredentials, parseJson, checkUrl } = deps;
  // openapi-fetch has only a default export. Bundled to CJS with Node's interop, the default
  // import becomes the whole exports object, so take `.default` once more when needed.
  const create: typeof openapiFetch.default =
    typeof openapiFetch.default === "function"
      ? openapiFetch.default
      : (openapiFetch.default as unknown as { default: typeof openapiFetch.default }).default;
  // Typed with one argument; it also takes the headers (a form body is encoded by its content type).
  const serialize = openapiFetch.defaultBodySerializer as (body: unknown, headers?: unknown) => unknown;
  const index = indexOperations(operations);
  const basePath = new URL(settings.baseUrl).pathname.replace(/\/$/, "");

  const operationOf = (method: string, path: string): OperationInfo | undefined => {
    const relative = path.startsWith(basePath) ? path.slice(basePath.length) : path;
    return index.bySchemaPath(method, path) ?? index.byPathname(method, relative || "/");
  };

  /** The pipeline as a fetch: one call of `operation`, its final answer as a Response. */
  async function viaPipeline(
    request: Request,
    operation: OperationInfo | undefined,
    parseAs: ParseAs,
  ): Promise<Response> {
    const method = request.method.toUpperCase();
    const url = checkUrl(request.url, settings.allowInsecureHttp, "url");
    const headers = new Headers(request.headers);
    settings.headers.forEach((value, name) => {
      if (!headers.has(name)) headers.set(name, value);
    });
    const call: Call = {
      operation: operation ?? operationOf(method, url.pathname),
      method,
      url: url.href,
      headers,
      body: request.body ? await request.arrayBuffer() : undefined,
      signal: request.signal,
      timeoutMs: settings.timeoutMs,
      retry: settings.retry,
      // JSON is parsed where openapi-fetch asks for it (ReadAnswer.json), once.
      parseAs: parseAs === "json" ? "text" : parseAs,
    };
    const { response, body, streaming } = await send(call);
    const where = {
      operationId: call.operation?.operationId,
      method,
      url: url.href,
      secrets: settings.secrets,
    };
    if (streaming) {
      return watched(
        response,
        streaming,
        {
          timeoutMs: call.timeoutMs,
          caller: request.signal,
          owner: request,
          where,
        },
        deps,
      );
    }
    return readAnswer(response, body, method === "HEAD", url.href, (text) =>
      parseJson(where, response, text),
    );
  }

  const client = create({
    baseUrl: settings.baseUrl,
    bodySerializer: (body: unknown, headers?: unknown) => {
      rememberCredentials(body);
      return serialize(body, headers);
    },
  }) as unknown as AnyClient;

  /** openapi-fetch's call of `method` on `path`, with a fetch that knows its operation. */
  const through = (method: string, path: string, init: Init) => {
    const operation = operationOf(method, String(path));
    const parseAs = init?.parseAs ?? "json";
    const fetch = (request: Request) => viaPipeline(request, operation, parseAs);
    return client.request!(method, path, { ...init, fetch });
  };

  const api: AnyClient = {
    request: (method, path, init) => through(String(method).toUpperCase(), path as string, init as Init),
    use: (...middlewares) => client.use!(...middlewares),
    eject: (...middlewares) => client.eject!(...middlewares),
  };
  for (const method of ["GET", "PUT", "POST", "DELETE", "OPTIONS", "HEAD", "PATCH", "TRACE"]) {
    api[method] = (path, init) => through(method, path as string, init as Init);
  }
  return { client: api, operationOf };
}

/**
 * The final answer as openapi-fetch receives it: status, headers and url of the response, and
 * the body as the pipeline read it (at most maxResponseBytes, within the deadline). Its body
 * methods answer from that content as often as asked, so `result.response` stays readable
 * after openapi-fetch has parsed it. `json()` parses as the named methods do: a blank body is
 * `undefined`, and one that is not JSON is an ApiError, not a SyntaxError.
 */
function readAnswer(
  response: Response,
  body: ReadBody | undefined,
  head: boolean,
  requested: string,
  json: (text: string) => unknown,
): Response {
  const { status, statusText } = response;
  const content = body?.content as BodyInit | undefined;
  const bodyless = head || status === 204 || status === 205 || status === 304 || body === undefined;
  // The length is known now: said, so that openapi-fetch reads a JSON body with json().
  const headers = new Headers(response.headers);
  if (!bodyless && !headers.has("content-length")) headers.set("content-length", String(body.size));
  const out = new Response(bodyless ? null : content, { status, statusText, headers });
  /** A fresh reading of the same content. */
  const again = () => new Response(bodyless ? null : content, { headers });
  const text = () => again().text();
  const arrayBuffer = () => again().arrayBuffer();
  Object.defineProperties(out, {
    url: { value: response.url || requested },
    redirected: { value: response.redirected },
    text: { value: text },
    arrayBuffer: { value: arrayBuffer },
    bytes: { value: async () => new Uint8Array(await arrayBuffer()) },
    blob: { value: () => again().blob() },
    json: { value: async () => json(await text()) },
  });
  return out;
}

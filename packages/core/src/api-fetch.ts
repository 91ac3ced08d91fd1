// The openapi-fetch client of `client.api`, loaded on its first call, and its custom fetch:
// the adapter from openapi-fetch's Request to the request path (pipeline.ts) and from the
// answer back to a Response. A middleware tags each Request with its schemaPath, which names
// the operation (a literal path, such as a followed `link`, is matched against the templates).
import * as openapiFetch from "openapi-fetch";
import type { AnyClient } from "./api-client.js";
import type { ApiError } from "./errors.js";
import { indexOperations, type OperationTable } from "./operations.js";
import type { Answer, Call } from "./pipeline.js";
import type { ParseAs, ReadBody } from "./response.js";
import type { Settings } from "./settings.js";
import { watched } from "./stream-body.js";
import { checkUrl } from "./url-policy.js";

/** What the custom fetch writes on the Response it returns: the typed error of that answer (see `call`). */
export const ANSWER = Symbol.for("cdrapi.answer");
export type Answered = Response & { [ANSWER]?: { error: ApiError | undefined } };

/** What the middleware writes on a Request for the custom fetch: the call's identity. */
const TAG = Symbol("cdrapi.call");
type Tagged = Request & { [TAG]?: { schemaPath: string; parseAs: ParseAs } };

/** Request bodies at most this large are looked at for credentials to redact (login, refresh). */
const SCANNED_BODY_BYTES = 4096;

export interface ApiDeps {
  settings: Settings;
  operations: OperationTable;
  send: (call: Call) => Promise<Answer>;
  /** Remember the credentials of a JSON request body, for redaction. */
  rememberCredentials: (body: unknown) => void;
}

export function createApiClient({ settings, operations, send, rememberCredentials }: ApiDeps): AnyClient {
  // openapi-fetch has only a default export. Bundled to CJS with Node's interop, the default
  // import becomes the whole exports object, so take `.default` once more when needed.
  const create: typeof openapiFetch.default =
    typeof openapiFetch.default === "function"
      ? openapiFetch.default
      : (openapiFetch.default as unknown as { default: typeof openapiFetch.default }).default;
  const index = indexOperations(operations);
  const basePath = new URL(settings.baseUrl).pathname.replace(/\/$/, "");

  async function viaApi(request: Tagged): Promise<Response> {
    const method = request.method.toUpperCase();
    const url = checkUrl(request.url, settings.allowInsecureHttp, "url");
    const tag = request[TAG];
    const found = tag === undefined ? undefined : index.bySchemaPath(method, tag.schemaPath);
    const relative = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : url.pathname;
    const headers = new Headers(request.headers);
    settings.headers.forEach((value, name) => {
      if (!headers.has(name)) headers.set(name, value);
    });
    const body = request.body ? await request.arrayBuffer() : undefined;
    if (body && body.byteLength <= SCANNED_BODY_BYTES) {
      try {
        rememberCredentials(JSON.parse(new TextDecoder().decode(body)));
      } catch {
        // not JSON: nothing to remember
      }
    }
    const parseAs = tag?.parseAs ?? "json";
    const call: Call = {
      operation: found ?? index.byPathname(method, relative || "/"),
      method,
      url: url.href,
      headers,
      body,
      signal: request.signal,
      timeoutMs: settings.timeoutMs,
      retry: settings.retry,
      parseAs,
    };
    const answer = await send(call);
    const { response, body: read, error, streaming } = answer;
    if (streaming) {
      const where = {
        operationId: call.operation?.operationId,
        method,
        url: url.href,
        secrets: settings.secrets,
      };
      const out: Answered = watched(response, streaming, {
        timeoutMs: call.timeoutMs,
        caller: request.signal,
        owner: request,
        where,
      });
      out[ANSWER] = { error };
      return out;
    }
    const ok = response.status >= 200 && response.status < 300;
    const parsed = ok && parseAs === "json" ? { value: answer.data } : undefined;
    const out: Answered = read ? readResponse(response, read, parsed) : response;
    out[ANSWER] = { error };
    return out;
  }

  const client = create({ baseUrl: settings.baseUrl, fetch: (input: Request) => viaApi(input) });
  client.use({
    onRequest({ request, schemaPath, options }) {
      (request as Tagged)[TAG] = { schemaPath, parseAs: options.parseAs as ParseAs };
    },
  });
  return client as unknown as AnyClient;
}

/**
 * The already read answer handed back to openapi-fetch: the response itself (status, headers,
 * url), its body methods answering from what was read. `json()` returns the value parsed once
 * (for a JSON answer) and a blank body reads as "", which openapi-fetch turns into `undefined`.
 */
export function readResponse(
  response: Response,
  body: ReadBody,
  parsed: { value: unknown } | undefined,
): Response {
  const { content } = body;
  let text = typeof content === "string" ? content : undefined;
  if (parsed && parsed.value === undefined) text = "";
  const asText = () => text ?? new TextDecoder().decode(content as Uint8Array);
  const asBytes = () => (typeof content === "string" ? new TextEncoder().encode(content) : content);
  const methods: Record<string, () => Promise<unknown>> = {
    json: async () => (parsed ? parsed.value : JSON.parse(asText())),
    text: async () => asText(),
    arrayBuffer: async () => asBytes().slice().buffer,
    bytes: async () => asBytes().slice(),
    blob: async () => new Blob([asBytes().slice()], { type: response.headers.get("content-type") ?? "" }),
  };
  for (const [name, value] of Object.entries(methods)) Object.defineProperty(response, name, { value });
  return response;
}

// One operation of the document through a package client's `request` (a path under its
// baseUrl, of that operation: its auth, retries, timeouts and name in errors), its answer read
// as a stream: what the streamed lists and `cdrapi api` share. An error status is the SDK's
// own ApiError, built and redacted by the client that sent the request.
import { STATUS_CODES } from "node:http";
import {
  AbortError,
  ApiError,
  type ApiPromise,
  type CustomRequest,
  createApiError,
  redactUrl,
} from "@cdrapi/core";
import { jsonArrayItems, NotAnArrayError } from "../output/json-array.js";
import { compactJson } from "../output/terminal.js";

/** A group client's `request`: one call of a path under its baseUrl. */
export type Requester = (init: CustomRequest) => ApiPromise<unknown>;

export interface Operation {
  /** Undefined for a path the document lacks (`cdrapi api GET /provider/own/path`). */
  operationId: string | undefined;
  method: string;
  path: string;
}

export interface CallInput {
  path?: Record<string, string> | undefined;
  query?: Record<string, string | string[]> | undefined;
  body?: unknown;
  /** Extra request headers (`cdrapi api -H`). */
  headers?: Record<string, string> | undefined;
  signal?: AbortSignal | undefined;
  /** Sees the answer's status and headers before anything else, an error status too (`--include`). */
  onResponse?: ((response: Response) => void) | undefined;
  /**
   * Read the answer whole, as the SDK parses it (`callStreamed`): what its check against the
   * document (--validate-responses) needs; a list is then not streamed.
   */
  whole?: boolean | undefined;
}

function errorOf(operation: Operation, response: Response, body: unknown, messages?: string[]): ApiError {
  return createApiError({
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
    body,
    messages,
    operationId: operation.operationId,
    method: operation.method.toUpperCase(),
    url: response.url ? redactUrl(response.url) : undefined,
  });
}

/** The operation's path with its ids filled in, each percent-encoded (the ids were checked before). */
function pathOf(operation: Operation, ids: Record<string, string>): string {
  return operation.path.replace(/\{([^{}]+)\}/g, (_, name: string) => encodeURIComponent(ids[name] ?? ""));
}

/** Sends the operation, its answer read as `parseAs` says; an error status throws its ApiError. */
async function answerOf(
  request: Requester,
  operation: Operation,
  input: CallInput,
  parseAs: "stream" | "json",
): Promise<{ data: unknown; response: Response }> {
  const init: CustomRequest = {
    operationId: operation.operationId,
    method: operation.method,
    path: pathOf(operation, input.path ?? {}),
    query: input.query,
    body: input.body,
    headers: input.headers,
    signal: input.signal,
    parseAs,
  };
  try {
    const { data, response } = await request(init).withResponse();
    input.onResponse?.(response);
    return { data, response };
  } catch (error) {
    // The status line and the headers of an error answer, as the error keeps them.
    if (error instanceof ApiError && input.onResponse) {
      const statusText = STATUS_CODES[error.status] ?? "";
      input.onResponse(new Response(null, { status: error.status, statusText, headers: error.headers }));
    }
    throw error;
  }
}

/** Sends the operation and returns its answer's body, unread; an error status throws its ApiError. */
async function invoke(
  request: Requester,
  operation: Operation,
  input: CallInput,
): Promise<{ body: AsyncIterable<Uint8Array>; response: Response }> {
  const { data, response } = await answerOf(request, operation, input, "stream");
  // Node's web streams are async iterables (the DOM typings do not say so).
  return { body: (data as AsyncIterable<Uint8Array> | null) ?? emptyBody(), response };
}

/**
 * Calls an operation that answers a JSON array and yields its elements as they arrive. An
 * answer that is not an array (an empty body, an object, text) is the server's error.
 */
export async function* streamOperation(
  request: Requester,
  operation: Operation,
  input: CallInput = {},
): AsyncGenerator<unknown> {
  const { body, response } = await invoke(request, operation, input);
  yield* itemsOf(operation, response, input, body);
}

/**
 * The elements of a streamed JSON array; an answer that is not one is the server's error. A body
 * that stops coming or breaks off mid-answer fails with the transport's own verdict
 * (TimeoutError, or ConnectionError "the answer was cut short": core's stream-body.ts).
 */
async function* itemsOf(
  operation: Operation,
  response: Response,
  input: CallInput,
  body: AsyncIterable<Uint8Array>,
): AsyncGenerator<unknown> {
  try {
    yield* jsonArrayItems(body);
  } catch (failure) {
    if (failure instanceof NotAnArrayError) throw errorOf(operation, response, undefined, [failure.message]);
    if (input.signal?.aborted) throw new AbortError();
    throw failure;
  }
}

async function* emptyBody(): AsyncGenerator<Uint8Array> {}

async function* arrayItems(items: readonly unknown[]): AsyncGenerator<unknown> {
  yield* items;
}

/** HostBill answers some failures with 200 {"error": ["..."]}. */
function hostBillErrors(data: unknown): string[] | undefined {
  const error = (data as { error?: unknown } | null | undefined)?.error;
  if (Array.isArray(error) && error.length > 0) {
    // An item that is not a string is shown as compact JSON, its deep levels cut (never a stack overflow).
    return error.map((item) =>
      item !== null && typeof item === "object" ? compactJson(item) : String(item),
    );
  }
  return undefined;
}

/** One row of a package's operation table, with its id. */
export function operationOf(
  table: Readonly<Record<string, { method: string; path: string }>>,
  operationId: string,
): Operation {
  const row = table[operationId];
  if (!row) throw new TypeError(`no operation ${operationId} in the table`);
  return { operationId, method: row.method, path: row.path };
}

/** The largest answer that is not a list `callStreamed` reads whole (a list streams at any size). */
export const MAX_WHOLE_ANSWER_BYTES = 16 * 1024 * 1024;

const BLANK = new Set([0x20, 0x0a, 0x0d, 0x09, 0xef, 0xbb, 0xbf]); // white space, a UTF-8 byte order mark

/**
 * Calls any operation and streams its answer when it is a JSON array (`cdrapi api` on a list
 * of 150,000 domains); any other answer, or any with `whole`, is read whole and parsed
 * (undefined when empty).
 */
export async function callStreamed(
  request: Requester,
  operation: Operation,
  input: CallInput = {},
): Promise<{ list: AsyncIterable<unknown> } | { data: unknown }> {
  if (input.whole) {
    const { data } = await answerOf(request, operation, input, "json");
    return Array.isArray(data) ? { list: arrayItems(data) } : { data };
  }
  const { body, response } = await invoke(request, operation, input);
  const iterator = body[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let size = 0;
  let first: number | undefined;
  // Read up to the first byte that is not white space: "[" starts a list.
  while (first === undefined) {
    const next = await iterator.next();
    if (next.done) break;
    head.push(next.value);
    size += next.value.length;
    first = next.value.find((byte) => !BLANK.has(byte));
  }
  if (first === 0x5b) {
    const whole: AsyncIterable<Uint8Array> = {
      async *[Symbol.asyncIterator]() {
        yield* head;
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
      },
    };
    return { list: itemsOf(operation, response, input, whole) };
  }
  const parts = [...head];
  for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
    size += next.value.length;
    if (size > MAX_WHOLE_ANSWER_BYTES) {
      throw errorOf(operation, response, undefined, [
        `the answer is larger than ${MAX_WHOLE_ANSWER_BYTES} bytes and is not a list`,
      ]);
    }
    parts.push(next.value);
  }
  const text = Buffer.concat(parts)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
  if (text.trim() === "") return { data: undefined };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (failure) {
    // Nested too deeply for the parser (a hostile answer): the server's error, said plainly.
    if (failure instanceof RangeError) {
      throw errorOf(operation, response, undefined, ["the answer is nested too deeply to read"]);
    }
    parsed = text; // not JSON: shown as the server sent it
  }
  const hostbill = hostBillErrors(parsed);
  if (hostbill) throw errorOf(operation, response, parsed, hostbill);
  return { data: parsed };
}

// One operation of the document through a package client's typed openapi-fetch instance (so
// its auth, retries and timeouts apply), by method and path: what the streamed lists and
// `cdrapi api` share. Errors are the SDK's own (createApiError: the class for the status),
// redacted as every error is (core's redaction knows the exact secrets of every client of
// the process, so a server that echoes the credentials in its answer is redacted here too).
import { AbortError, type ApiError, createApiError, redactUrl } from "@cdrapi/core";
import { jsonArrayItems, NotAnArrayError } from "../output/json-array.js";
import { compactJson } from "../output/terminal.js";

/** The part of openapi-fetch's client used here: a method by name, any path. */
export type AnyApi = object;

export interface Operation {
  operationId: string;
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
}

interface Result {
  data?: unknown;
  error?: unknown;
  response: Response;
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

async function invoke(api: AnyApi, operation: Operation, input: CallInput, parseAs: string): Promise<Result> {
  const method = operation.method.toUpperCase();
  const fn = (api as Record<string, (path: string, init: unknown) => Promise<Result>>)[method];
  if (typeof fn !== "function") throw new TypeError(`the client cannot send ${method}`);
  const init: Record<string, unknown> = {
    params: { path: input.path ?? {}, query: input.query ?? {} },
    parseAs,
    signal: input.signal,
  };
  if (input.body !== undefined) init.body = input.body;
  if (input.headers !== undefined) init.headers = input.headers;
  const result = await fn.call(api, operation.path, init);
  input.onResponse?.(result.response);
  return result;
}

/**
 * Calls an operation that answers a JSON array and yields its elements as they arrive. An
 * answer that is not an array (an empty body, an object, text) is the server's error.
 */
export async function* streamOperation(
  api: AnyApi,
  operation: Operation,
  input: CallInput = {},
): AsyncGenerator<unknown> {
  const { data, error, response } = await invoke(api, operation, input, "stream");
  if (!response.ok) throw errorOf(operation, response, error);
  // Node's web streams are async iterables (the DOM typings do not say so).
  const body = data as AsyncIterable<Uint8Array> | undefined | null;
  yield* itemsOf(operation, response, input, body ?? emptyBody());
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
 * of 150,000 domains); any other answer is read whole and parsed (undefined when empty).
 */
export async function callStreamed(
  api: AnyApi,
  operation: Operation,
  input: CallInput = {},
): Promise<{ list: AsyncIterable<unknown> } | { data: unknown }> {
  const { data, error, response } = await invoke(api, operation, input, "stream");
  if (!response.ok) throw errorOf(operation, response, error);
  const iterator = ((data as AsyncIterable<Uint8Array> | null | undefined) ?? emptyBody())[
    Symbol.asyncIterator
  ]();
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

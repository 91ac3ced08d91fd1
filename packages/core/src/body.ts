// Response bodies: read once, at most maxResponseBytes (a larger one ends the attempt without
// being buffered), parsed once (JSON whatever the content type: the spec says `*/*`; an empty
// body is `undefined`; HostBill's `200 {"error": [...]}` is an error); or, for a streamed
// answer, watched as the caller reads it.
import { AbortError, ConnectionError, type ErrorContext, TimeoutError } from "./errors.js";
import type { AttemptSignal } from "./retry.js";

/** The default `maxResponseBytes`: JSON answers of this API are far smaller. */
export const DEFAULT_MAX_RESPONSE_BYTES = 8 * 1024 * 1024;

/** How a 2xx body comes back: parsed JSON, text, bytes, or its stream (not read: watched as it is). */
export type ParseAs = "json" | "text" | "bytes" | "stream";

/** A body larger than the limit: the reading stopped and the connection was released. */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`response body larger than ${limit} bytes (maxResponseBytes)`);
  }
}

export interface ReadBody {
  /** The body as text (for json and text) or bytes. */
  content: string | Uint8Array;
  /** Its size in bytes as received (after content decoding). */
  size: number;
}

/**
 * Read a body, at most `limit` bytes. A declared length (without content coding) over the
 * limit fails at once; otherwise the stream is counted as it comes and cancelled past it.
 */
export async function readBody(response: Response, limit: number, as: "text" | "bytes"): Promise<ReadBody> {
  const declared = response.headers.get("content-length");
  if (declared !== null && !response.headers.has("content-encoding")) {
    const size = Number(declared);
    if (size > limit) {
      await response.body?.cancel().catch(() => {});
      throw new BodyTooLarge(limit);
    }
    if (as === "text") return { content: await response.text(), size };
    return { content: new Uint8Array(await response.arrayBuffer()), size };
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = chunks.length === 1 ? chunks[0]! : concat(chunks, size);
  return { content: as === "text" ? new TextDecoder().decode(bytes) : bytes, size };
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

export type ParsedBody = { ok: true; value: unknown } | { ok: false; text: string };

/** Parse a body as JSON; blank text is `undefined`. */
export function parseBody(text: string): ParsedBody {
  if (text === "") return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    // Only now look for a blank body: the common answer is parsed without a scan before.
    return text.trim() === "" ? { ok: true, value: undefined } : { ok: false, text };
  }
}

/** The messages of a HostBill-style error answer (`{"error": ["..."]}`, non-empty), else undefined. */
export function hostBillErrors(data: unknown): string[] | undefined {
  if (data === null || typeof data !== "object" || Array.isArray(data)) return undefined;
  const error = (data as { error?: unknown }).error;
  if (!Array.isArray(error) || error.length === 0) return undefined;
  return error.map((item) => (typeof item === "string" ? item : JSON.stringify(item)));
}

// ---------------------------------------------------------------------------------------
// A streamed answer's body (`parseAs: "stream"`), watched while the caller reads
// it: the per-attempt deadline covers it too. A list of 150,000 domains may take minutes, so
// there is no total limit, but the body must keep coming: at least MIN_PROGRESS_BYTES in each
// `timeoutMs` spent waiting for it (curl's low-speed limit, with timeoutMs as the time), or it
// fails with TimeoutError and the connection is aborted; the caller's abort fails it at once
// with AbortError, even while a read is pending; a connection that breaks mid-answer fails it
// with ConnectionError ("the answer was cut short"): every streamed read says it the same way.

/**
 * The least a streamed body must bring in each `timeoutMs` spent waiting for it. A pure idle
 * timer (no byte for `timeoutMs`) never fires on a server that sends one byte a second; this
 * is curl's low-speed limit (`--speed-limit`, `--speed-time`) with the attempt's `timeoutMs` as
 * the time: 1 KiB a minute at the default, far below any real answer (a JSON list arrives in
 * kilobytes at a time), so only a stalled or dribbling server is cut.
 */
export const MIN_PROGRESS_BYTES = 1024;

/**
 * A streamed 2xx body with its watch: TimeoutError when less than MIN_PROGRESS_BYTES came in
 * `timeoutMs` (and the connection is aborted), AbortError as soon as the caller aborts.
 * `owner` is kept alive as long as the body is read: client.api's `Request`, whose signal is
 * `caller` (undici links a Request's signal to the one it was made with only while the
 * Request lives: without it an abort would not reach a list still arriving minutes later).
 */
export function watchedBody(
  response: Response,
  deadline: AttemptSignal,
  call: {
    timeoutMs: number;
    caller: AbortSignal | undefined;
    owner?: object | undefined;
    where: ErrorContext;
  },
): ReadableStream<Uint8Array> | null {
  const { status, body } = response;
  deadline.clearTimer(); // the watch takes over; the link to the caller's signal stays
  if (!body || status === 204 || status === 205) {
    deadline.dispose();
    return body;
  }
  const { timeoutMs, caller, owner, where } = call;
  return watchBody(body, {
    timeoutMs,
    caller,
    owner,
    minProgressBytes: MIN_PROGRESS_BYTES,
    timedOut: () => stalled(where, timeoutMs),
    aborted: () => new AbortError(where),
    broken: (failure) => cutShort(where, failure),
    done: () => deadline.dispose(),
  });
}

/** The TimeoutError of a streamed body that stopped coming: the same class, said as it happened. */
function stalled(where: ErrorContext, timeoutMs: number): TimeoutError {
  const error = new TimeoutError({ ...where, timeoutMs });
  const said = error.message;
  error.message = said.replace(
    /^request timed out after \S+ ms/,
    `the server stopped sending mid-answer, less than ${MIN_PROGRESS_BYTES} bytes in ${timeoutMs} ms`,
  );
  error.stack = error.stack?.replace(said, error.message);
  return error;
}

/**
 * The ConnectionError of a streamed body whose connection broke mid-answer (a reset, or fewer
 * bytes than its content-length): a network failure, not a crash.
 */
function cutShort(where: ErrorContext, failure: unknown): ConnectionError {
  const why = failure instanceof Error ? failure.message : String(failure);
  return new ConnectionError({ ...where, message: `the answer was cut short (${why})`, cause: failure });
}

export interface BodyWatch {
  /** The attempt's `timeoutMs` (not finite: no watchdog, only the caller's signal). */
  timeoutMs: number;
  /** The caller's signal: its abort ends the body at once. */
  caller: AbortSignal | undefined;
  /** The bytes that must come in each `timeoutMs` of waiting (MIN_PROGRESS_BYTES). */
  minProgressBytes: number;
  /** The error a body that stopped coming ends with (cancelling it aborts the connection). */
  timedOut(): Error;
  /** The error a caller's abort ends the body with. */
  aborted(): Error;
  /** The error a body whose own read failed (the connection broke) ends with. */
  broken(failure: unknown): Error;
  /** The body ended, failed or was cancelled: called once. */
  done(): void;
  /** Kept alive as long as the body is (the `Request` whose signal is `caller`: see Call.owner). */
  owner?: object | undefined;
}

/**
 * A streamed body under a watchdog: it must bring at least MIN_PROGRESS_BYTES in each
 * `timeoutMs` of waiting (time counts only while the reader waits for a chunk, so a slow
 * consumer never times the server out), or it fails with `timedOut()`; the caller's abort
 * fails it at once with `aborted()`, even while a read is pending.
 */
export function watchBody(body: ReadableStream<Uint8Array>, watch: BodyWatch): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  // `watch` (and so its owner) stays reachable from the stream's own functions as long as the
  // stream is read; the stream lets them go once it is closed, errored or cancelled.
  const { timeoutMs, caller } = watch;
  let out: ReadableStreamDefaultController<Uint8Array> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waited = 0; // ms spent waiting since the last MIN_PROGRESS_BYTES
  let bytes = 0; // bytes since then
  let finished = false;

  const finish = (error?: unknown): void => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    caller?.removeEventListener("abort", onAbort);
    if (error !== undefined) {
      out?.error(error);
      reader.cancel(error).catch(() => {});
    }
    watch.done();
  };
  const onAbort = () => finish(watch.aborted());

  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        out = controller;
        if (caller?.aborted) onAbort();
        else caller?.addEventListener("abort", onAbort, { once: true });
      },
      async pull(controller) {
        if (finished) return;
        const started = Date.now();
        if (Number.isFinite(timeoutMs)) {
          timer = setTimeout(() => finish(watch.timedOut()), Math.max(0, timeoutMs - waited));
        }
        let next: ReadableStreamReadResult<Uint8Array>;
        try {
          next = await reader.read();
        } catch (error) {
          finish(caller?.aborted ? watch.aborted() : watch.broken(error));
          return;
        } finally {
          clearTimeout(timer);
        }
        if (finished) return;
        if (next.done) {
          finish();
          controller.close();
          return;
        }
        waited += Date.now() - started;
        bytes += next.value.byteLength;
        if (bytes >= watch.minProgressBytes) waited = bytes = 0;
        controller.enqueue(next.value);
      },
      cancel(reason) {
        finish();
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}

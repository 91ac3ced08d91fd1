// A streamed answer's body (`parseAs: "stream"`), watched while the caller reads
// it: the per-attempt deadline covers it too. A list of 150,000 domains may take minutes, so
// there is no total limit, but the body must keep coming: at least MIN_PROGRESS_BYTES in each
// `timeoutMs` spent waiting for it (curl's low-speed limit, with timeoutMs as the time), or it
// fails with TimeoutError and the connection is aborted; the caller's abort fails it at once
// with AbortError, even while a read is pending; a connection that breaks mid-answer fails it
// with ConnectionError ("the answer was cut short"): every streamed read says it the same way.

import { AbortError, ConnectionError, type ErrorContext, TimeoutError } from "./errors.js";
import { type AttemptSignal, MIN_PROGRESS_BYTES } from "./timeout.js";

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
  /** The bytes that must come in each `timeoutMs` of waiting (timeout.ts' MIN_PROGRESS_BYTES). */
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

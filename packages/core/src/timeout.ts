// Per-attempt deadline and the caller's signal, combined into one signal for fetch (a
// streamed body's watchdog is stream-body.ts'), plus an abortable sleep for the backoff
// between attempts and an abortable wait.

export interface AttemptSignal {
  /** Aborts when the caller aborts or the attempt's deadline passes. */
  readonly signal: AbortSignal;
  /** True once the deadline passed (and the caller had not aborted first). */
  readonly timedOut: boolean;
  /** Stop the timer only; the caller's signal still aborts (for streamed bodies). */
  clearTimer(): void;
  /** Stop the timer and detach from the caller's signal. Call it (or clearTimer) always. */
  dispose(): void;
}

export function attemptSignal(caller: AbortSignal | undefined, timeoutMs: number): AttemptSignal {
  const controller = new AbortController();
  let timedOut = false;
  const onCallerAbort = () => controller.abort(caller?.reason);
  if (caller?.aborted) controller.abort(caller.reason);
  else caller?.addEventListener("abort", onCallerAbort, { once: true });
  const timer = Number.isFinite(timeoutMs)
    ? setTimeout(() => {
        timedOut = !caller?.aborted;
        controller.abort(new Error("attempt timed out"));
      }, timeoutMs)
    : undefined;
  return {
    signal: controller.signal,
    get timedOut() {
      return timedOut;
    },
    clearTimer() {
      clearTimeout(timer);
    },
    dispose() {
      clearTimeout(timer);
      caller?.removeEventListener("abort", onCallerAbort);
    },
  };
}

/**
 * The least a streamed body must bring in each `timeoutMs` spent waiting for it. A pure idle
 * timer (no byte for `timeoutMs`) never fires on a server that sends one byte a second; this
 * is curl's low-speed limit (`--speed-limit`, `--speed-time`) with the attempt's `timeoutMs` as
 * the time: 1 KiB a minute at the default, far below any real answer (a JSON list arrives in
 * kilobytes at a time), so only a stalled or dribbling server is cut.
 */
export const MIN_PROGRESS_BYTES = 1024;

/**
 * Wait at least `ms` (measured with Date.now: timers may fire a little early), or reject
 * with the signal's reason as soon as it aborts.
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const end = Date.now() + ms;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const tick = () => {
      const left = end - Date.now();
      if (left <= 0) {
        signal?.removeEventListener("abort", onAbort);
        resolve();
      } else timer = setTimeout(tick, left);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
    tick();
  });
}

/**
 * `work`, or a rejection with the signal's reason as soon as the signal aborts. The work
 * itself goes on (it may be shared, e.g. a session's login); its outcome is then ignored.
 */
export function abortable<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    // Settle handlers first, so a later rejection of `work` is never unhandled.
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
    if (signal.aborted) onAbort();
    else signal.addEventListener("abort", onAbort, { once: true });
  });
}

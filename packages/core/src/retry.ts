// The retry policy: the numbers, and the one function that decides whether and how long to
// wait before another attempt (reading `decideRetry` tells the whole policy); then the
// per-attempt deadline and the abortable sleep between attempts.

/** An operation of the table a group package passes (generated from the OpenAPI document). */
export interface OperationInfo {
  readonly operationId: string;
  /** Upper-case HTTP method. */
  readonly method: string;
  /** OpenAPI path template, e.g. "/service/{id}/resources". */
  readonly path: string;
  /** Security scheme names; an empty list means the operation sends no credentials. */
  readonly security: readonly string[];
  /** `x-idempotent`: repeating the call is harmless, so it may be retried. */
  readonly idempotent: boolean;
  /** The argument name users see for a path parameter (`x-sdk-name`), when it is not the parameter's own: `{ id: "serviceId" }`. */
  readonly names?: Readonly<Record<string, string>>;
}

/**
 * The generated table: operationId -> method, path, security, idempotent. A row's own
 * `operationId`, if it has one, is ignored: the key is the operationId.
 */
export type OperationTable = Readonly<
  Record<string, Omit<OperationInfo, "operationId"> & { readonly operationId?: string }>
>;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether a request may be repeated: the operation says so; an unknown one only if safe. */
export function isIdempotent(operation: OperationInfo | undefined, method: string): boolean {
  return operation ? operation.idempotent : SAFE_METHODS.has(method.toUpperCase());
}

export const DEFAULT_MAX_RETRIES = 2;
/** Backoff before retry n (0-based) is min(INITIAL * 2^n, MAX), minus up to MAX_JITTER of it. */
export const INITIAL_RETRY_DELAY_MS = 500;
export const MAX_RETRY_DELAY_MS = 8_000;
export const MAX_JITTER = 0.25;
/**
 * A server-requested delay (`retry-after-ms`, `Retry-After`) is honoured when within 0..60 s
 * (when longer than the backoff: see `pauseMs`); a longer one ends the call with the status's
 * error carrying `retryAfterMs`.
 */
export const MAX_SERVER_RETRY_DELAY_MS = 60_000;
/** Statuses worth another attempt: the request may succeed later. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504]);

/** What one attempt produced, as far as the retry policy cares. */
export type AttemptOutcome =
  /** `redirected`: the answer came from a later hop; the first one received the request. */
  | { kind: "response"; status: number; headers: Headers; redirected?: boolean }
  /** No response. `notSent`: provably never reached the server (refused, DNS failure). */
  | { kind: "connection"; notSent: boolean }
  | { kind: "timeout" };

export interface RetryPolicy {
  maxRetries: number;
  initialDelayMs: number;
  maxDelayMs: number;
}

export type RetryDecision = { retry: false } | { retry: true; delayMs: number; reason: string };

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxRetries: DEFAULT_MAX_RETRIES,
  initialDelayMs: INITIAL_RETRY_DELAY_MS,
  maxDelayMs: MAX_RETRY_DELAY_MS,
};

/**
 * Whether to try again after `outcome`, having already retried `retriesSoFar` times.
 * An idempotent operation is retried on 408/429/5xx, connection errors and timeouts.
 * A non-idempotent one only when the server provably did not process it: the connection
 * was refused before anything was sent, or the answer was 429 (to the request itself, not
 * after a redirect: a 303 says the first hop processed it).
 */
export function decideRetry(
  outcome: AttemptOutcome,
  retriesSoFar: number,
  idempotent: boolean,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
  random: () => number = Math.random,
  now: number = Date.now(),
): RetryDecision {
  if (retriesSoFar >= policy.maxRetries) return { retry: false };
  const reason = retryReason(outcome, idempotent);
  if (reason === undefined) return { retry: false };
  const serverDelay = outcome.kind === "response" ? serverDelayMs(outcome.headers, now) : undefined;
  // A wait longer than the cap is neither slept on nor ignored: the call fails, and its error
  // carries `retryAfterMs` for the caller to schedule the retry.
  if (serverDelay !== undefined && serverDelay > MAX_SERVER_RETRY_DELAY_MS) return { retry: false };
  return { retry: true, reason, delayMs: pauseMs(serverDelay, backoffMs(retriesSoFar, policy, random)) };
}

function retryReason(outcome: AttemptOutcome, idempotent: boolean): string | undefined {
  switch (outcome.kind) {
    case "response":
      if (!RETRYABLE_STATUSES.has(outcome.status)) return undefined;
      if (idempotent || (outcome.status === 429 && !outcome.redirected)) return `status ${outcome.status}`;
      return undefined;
    case "connection":
      if (outcome.notSent) return "connection refused before sending";
      return idempotent ? "connection error" : undefined;
    case "timeout":
      return idempotent ? "timeout" : undefined;
  }
}

/** Exponential backoff with jitter: min(initial * 2^n, max) * (1 - up to 25 %). */
export function backoffMs(
  retriesSoFar: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  const base = Math.min(policy.initialDelayMs * 2 ** retriesSoFar, policy.maxDelayMs);
  return Math.round(base * (1 - random() * MAX_JITTER));
}

/**
 * The pause before the next request: the delay the server asked for (`serverMs`), but never
 * shorter than the client's own (`ownMs`: the retry's backoff, a waiter's interval). A server
 * may slow a client down, never hurry it: `Retry-After: 0` is no busy loop. The retry policy
 * and the waiters both pause by it.
 */
export function pauseMs(serverMs: number | undefined, ownMs: number): number {
  return Math.max(serverMs ?? 0, ownMs);
}

/**
 * The delay a server asked for, in ms, when it lies within 0..60 s (the wait the retry
 * policy will sleep on): `retry-after-ms` first, then `Retry-After` (seconds or an HTTP date).
 */
export function retryAfterMs(headers: Headers, now: number = Date.now()): number | undefined {
  const delay = serverDelayMs(headers, now);
  return delay !== undefined && delay <= MAX_SERVER_RETRY_DELAY_MS ? delay : undefined;
}

/**
 * The delay a server asked for, in ms, however long: `retry-after-ms` first, then
 * `Retry-After` (delta-seconds or an HTTP date in the future). Undefined when absent or unreadable.
 */
export function serverDelayMs(headers: Headers, now: number = Date.now()): number | undefined {
  const ms = parseNumber(headers.get("retry-after-ms"));
  if (ms !== undefined) return ms;
  const value = headers.get("retry-after")?.trim();
  if (!value) return undefined;
  const seconds = parseNumber(value);
  const delay = seconds !== undefined ? seconds * 1000 : Date.parse(value) - now;
  return Number.isFinite(delay) && delay >= 0 ? Math.ceil(delay) : undefined;
}

function parseNumber(value: string | null): number | undefined {
  if (value === null || !/^\s*\d+(\.\d+)?\s*$/.test(value)) return undefined;
  return Number(value);
}

// ---------------------------------------------------------------------------------------
// Per-attempt deadline and the caller's signal, combined into one signal for fetch (a
// streamed body's watchdog is in body.ts), plus an abortable sleep for the backoff
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

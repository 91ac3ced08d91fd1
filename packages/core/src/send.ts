// The request path. Every call, from a named method (`request`), `custom` or `client.api`, is
// one `Call` handed to `send`, which goes down to fetch once per attempt and comes back with the
// final answer, its body read once and parsed once, its typed error built here:
//
//   send(call)
//     1. the caller's signal: already aborted -> AbortError, nothing sent
//     per attempt:
//     2. auth: the strategy sets Authorization (the values are remembered for redaction)
//     3. rate limiter (limiter.ts): wait while the client's gate is paced or paused by a 429
//     4. deadline: timeoutMs per attempt, linked to the caller's signal
//     5. fetch, redirects followed by hand (only harmless headers cross origins; loop -> error);
//        a 429 with Retry-After pauses the gate for every call, before hooks see it
//     6. read the body once, at most maxResponseBytes (more -> ApiError, not retried), within
//        the same deadline; a stream's body is not read here: its deadline runs on, and it is
//        cancelled if the response is not the final one (a retry, a refresh), read whole at 9 if
//        it is an error, or returned watched as the caller reads it (body.ts: at least
//        MIN_PROGRESS_BYTES per timeoutMs)
//     7. 401 with a refreshable session -> refresh once and go to 2
//     8. retry policy (decideRetry): sleep and go to 2; a Retry-After over the cap ends here
//     9. parse once: data, or the ApiError subclass for the status (HostBill errors too)
import type { AuthContext } from "./auth.js";
import {
  BodyTooLarge,
  hostBillErrors,
  type ParseAs,
  parseBody,
  type ReadBody,
  readBody,
  watchedBody,
} from "./body.js";
import { CertificateError, isCertificateCode } from "./certificate.js";
import {
  AbortError,
  type ApiError,
  CdrapiError,
  ConnectionError,
  connectionCode,
  createApiError,
  type ErrorContext,
  requestIdOf,
  TimeoutError,
} from "./errors.js";
import type { Hooks, RequestEvent, Settings } from "./options.js";
import { isSensitiveKey, redactText, redactUrl } from "./redact.js";
import { followRedirects } from "./redirect.js";
import {
  type AttemptOutcome,
  type AttemptSignal,
  abortable,
  attemptSignal,
  decideRetry,
  isIdempotent,
  type OperationInfo,
  type RetryPolicy,
  retryAfterMs,
  sleep,
} from "./retry.js";

/** One call, as every entry point hands it down. */
export interface Call {
  /** The operation of the table, when known: its id, security and idempotency. */
  operation: OperationInfo | undefined;
  /** Upper case. */
  method: string;
  /** Absolute, already allowed by the URL policy. */
  url: string;
  /** This call's headers (defaults, the caller's, content type); auth adds its own per attempt. */
  headers: Headers;
  body: RequestBody | undefined;
  signal: AbortSignal | undefined;
  timeoutMs: number;
  retry: RetryPolicy;
  /** How a 2xx body comes back: parsed JSON, text, bytes, or its stream, watched as it is read. */
  parseAs: ParseAs;
  /** Kept alive while a streamed body is read (client.api's Request: see body.ts). */
  owner?: object | undefined;
  /** Overrides the operation's idempotency (`client.request` of a path the document lacks). */
  idempotent?: boolean | undefined;
}

export type RequestBody = string | ArrayBuffer | Uint8Array<ArrayBuffer>;

/** The server's final answer to a call. */
export interface Answer {
  response: Response;
  /** The body as read (undefined for a stream). */
  body: ReadBody | undefined;
  /** The parsed JSON (parseAs json), the text, the bytes, or the body's stream, watched as it is read. */
  data: unknown;
  /** Set when this answer is an error: a status that is not 2xx, or HostBill's `200 {"error": [...]}`. */
  error: ApiError | undefined;
}

type Outcome =
  | (AttemptOutcome & {
      kind: "response";
      /** The URL that answered (the last hop's, after redirects). */
      url: string;
      response: Response;
      body: ReadBody | undefined;
      /** A stream's body, not read yet: its deadline still runs until it is read, handed over or discarded. */
      unread?: AttemptSignal;
    })
  | (AttemptOutcome & { kind: "connection" | "timeout"; error: CdrapiError });

/** Error codes meaning the request provably never reached the server. */
const NOT_SENT_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "UND_ERR_CONNECT_TIMEOUT",
  "ConnectionRefused",
]);

/** Send `call` with the client's settings `s`: its final answer, or the error that ended it. */
export async function send(s: Settings, call: Call): Promise<Answer> {
  const { secrets } = s;
  const where: ErrorContext = {
    operationId: call.operation?.operationId,
    method: call.method,
    url: call.url,
    secrets,
  };
  const caller = call.signal;
  if (caller?.aborted) throw new AbortError(where); // 1
  const idempotent = call.idempotent ?? isIdempotent(call.operation, call.method);
  const auth =
    s.auth && (call.operation === undefined || call.operation.security.length > 0) ? s.auth : undefined;
  const label = s.debug ? `${where.operationId ?? "request"} ${call.method} ${redactUrl(call.url)}` : "";
  let retries = 0;
  let reauthorized = false;
  /** Whether an attempt so far may have been processed (ConnectionError.requestMayHaveBeenProcessed). */
  let reached = false;

  for (let attemptNo = 1; ; attemptNo++) {
    const context: AuthContext = {
      operation: call.operation,
      method: call.method,
      url: call.url,
      headers: call.headers,
    };
    if (auth) {
      const authorized = auth.authorize(context); // 2
      // A static credential is set synchronously: no await (and no microtask) for it.
      if (authorized !== undefined) await untilAborted(authorized, caller, where);
    }
    secrets.addAuthorization(call.headers.get("authorization"));
    const gate = s.limiter.take(caller); // 3 (no await, and no microtask, when the gate is open)
    const rateLimited = gate && (await waitAtGate(s, gate, where, label));
    if (s.debug) log(s, `${label}: attempt ${attemptNo}`);
    const outcome = await (s.hooks
      ? withHooks(s, call, attemptNo, rateLimited, () => attempt(s, call, where))
      : attempt(s, call, where)); // 4, 5, 6
    // A 401 or 429 to the request itself says it was not acted on; a refusal, that it never arrived.
    reached ||=
      outcome.kind === "response"
        ? (outcome.status !== 401 && outcome.status !== 429) || outcome.redirected === true
        : outcome.kind === "timeout" || !outcome.notSent;

    if (outcome.kind === "response" && outcome.status === 401 && auth?.onUnauthorized && !reauthorized) {
      reauthorized = true; // 7
      let refreshed: boolean;
      try {
        refreshed = await untilAborted(auth.onUnauthorized(context), caller, where);
      } catch (error) {
        await discard(outcome);
        throw error;
      }
      if (refreshed) {
        if (s.debug) log(s, `${label}: 401, re-sending once with refreshed credentials`);
        await discard(outcome);
        continue;
      }
    }

    const ok = outcome.kind === "response" && outcome.status < 300 && outcome.status >= 200;
    // A certificate check fails the same way every time: never retried.
    const final = ok || (outcome.kind === "connection" && outcome.error instanceof CertificateError);
    const decision = final ? undefined : decideRetry(outcome, retries, idempotent, call.retry); // 8
    if (!decision?.retry) {
      if (outcome.kind !== "response")
        throw Object.assign(outcome.error, { requestMayHaveBeenProcessed: reached });
      if (s.debug) log(s, `${label}: ${outcome.status}`);
      const { unread, response } = outcome;
      if (unread && ok) {
        const stream = watchedBody(response, unread, {
          timeoutMs: call.timeoutMs,
          caller,
          owner: call.owner,
          where,
        });
        return { response, body: undefined, data: stream, error: undefined };
      }
      const body = unread ? await readUnread(s, call, outcome, unread, where) : outcome.body;
      return answer(call, response, body, where); // 9
    }
    retries++;
    if (s.debug) {
      log(
        s,
        `${label}: retry ${retries}/${call.retry.maxRetries} in ${decision.delayMs} ms (${decision.reason})`,
        {
          operationId: where.operationId,
          method: call.method,
          url: redactUrl(call.url, secrets),
          retry: retries,
          reason: decision.reason,
          delayMs: decision.delayMs,
        },
      );
    }
    await discard(outcome);
    try {
      await sleep(decision.delayMs, caller);
    } catch {
      throw new AbortError(where);
    }
  }
}

/**
 * An auth step (a session may be logging in or refreshing, for every caller at once): the
 * caller's abort ends the wait at once, and an abort is AbortError whatever the step did.
 */
async function untilAborted<T>(
  step: T | Promise<T>,
  caller: AbortSignal | undefined,
  where: ErrorContext,
): Promise<Awaited<T>> {
  if (!(step instanceof Promise)) return step as Awaited<T>;
  try {
    return await abortable(step, caller);
  } catch (error) {
    throw caller?.aborted ? new AbortError(where) : error;
  }
}

/** An unread body that will not be returned (a stream's): cancel it, which frees its connection. */
async function discard(outcome: Outcome): Promise<void> {
  if (outcome.kind !== "response" || outcome.body) return;
  outcome.unread?.dispose();
  await outcome.response.body?.cancel().catch(() => {});
}

/** The final error answer to a stream: read whole like any other, within its attempt's deadline. */
async function readUnread(
  s: Settings,
  call: Call,
  outcome: Outcome & { kind: "response" },
  deadline: AttemptSignal,
  where: ErrorContext,
): Promise<ReadBody> {
  try {
    return await readBody(outcome.response, s.maxResponseBytes, "text");
  } catch (error) {
    const lost = failure(error, call, where, deadline, outcome.redirected === true, outcome.response);
    throw lost.kind === "response" ? error : lost.error;
  } finally {
    deadline.dispose();
  }
}

/** Wait at the rate limiter's closed gate (the invariant is in limiter.ts); what hooks are told of it. */
async function waitAtGate(
  s: Settings,
  gate: Promise<string>,
  where: ErrorContext,
  label: string,
): Promise<NonNullable<RequestEvent["rateLimited"]>> {
  const started = Date.now();
  let reason: string;
  try {
    reason = await gate;
  } catch {
    throw new AbortError(where);
  }
  const waitedMs = Date.now() - started;
  if (s.debug) log(s, `${label}: waited ${waitedMs} ms for the rate limit (${reason})`);
  return { waitedMs, reason };
}

/** A 429 that says how long to wait pauses every call of the client (or session) as long. */
function pauseLimiter(s: Settings, headers: Headers, where: ErrorContext): void {
  const ms = retryAfterMs(headers);
  if (ms === undefined || ms <= 0) return;
  s.limiter.pause(ms);
  if (s.debug) {
    const label = `${where.operationId ?? "request"} ${where.method} ${redactUrl(where.url as string)}`;
    log(s, `${label}: 429, every call of this client waits ${ms} ms (Retry-After)`);
  }
}

function log(s: Settings, message: string, ...args: unknown[]): void {
  s.logger.debug(s.secrets.redact(message), ...args);
}

/** One attempt: fetch (following redirects) and read the body, under one deadline. */
async function attempt(s: Settings, call: Call, where: ErrorContext): Promise<Outcome> {
  const deadline = attemptSignal(call.signal, call.timeoutMs);
  let keepDeadline = false;
  /** The first hop answered with a redirect: from then on the server has the request. */
  let redirected = false;
  let response: Response | undefined;
  try {
    const { method, headers, body } = call;
    const redirect = s.manualRedirects ? "manual" : "follow";
    response = await s.fetch(call.url, { method, headers, body, signal: deadline.signal, redirect });
    // The URL that answered: after a redirect a browser's fetch says it; ours is followed below.
    let url = response.url || call.url;
    if (redirect === "manual" && isRedirect(response)) {
      redirected = true;
      const hop = { url: new URL(call.url), method, headers, body, signal: deadline.signal };
      const last = await followRedirects(s.fetch, hop, response, s.allowInsecureHttp);
      ({ response } = last);
      url = last.url.href;
      if (last.bodyRefusedBy) {
        await response.body?.cancel().catch(() => {});
        throw answerError(where, response, [
          `a redirect to another origin (${last.bodyRefusedBy}) that would re-send the request's body: not followed`,
        ]);
      }
      if (isRedirect(response)) {
        await response.body?.cancel().catch(() => {});
        throw answerError(where, response, ["too many redirects"]);
      }
    }
    // Before anything else sees the 429 (a hook may start another call): every call waits.
    if (response.status === 429) pauseLimiter(s, response.headers, where);
    const answered = { kind: "response", status: response.status, headers: response.headers } as const;
    if (call.parseAs === "stream") {
      keepDeadline = true; // see `unread`
      return { ...answered, redirected, url, response, body: undefined, unread: deadline };
    }
    const as = call.parseAs === "bytes" ? "bytes" : "text";
    const read = await readBody(response, s.maxResponseBytes, as);
    return { ...answered, redirected, url, response, body: read };
  } catch (error) {
    return failure(error, call, where, deadline, redirected, response);
  } finally {
    if (!keepDeadline) deadline.dispose();
  }
}

/** What a thrown error means: final (thrown again) or an outcome for the retry policy. */
function failure(
  error: unknown,
  call: Call,
  where: ErrorContext,
  deadline: AttemptSignal,
  redirected: boolean,
  response: Response | undefined,
): Outcome {
  if (error instanceof CdrapiError) throw error; // a refused redirect, a redirect loop
  if (call.signal?.aborted) throw new AbortError(where);
  if (error instanceof BodyTooLarge && response) throw answerError(where, response, [error.message]);
  if (deadline.timedOut) {
    return { kind: "timeout", error: new TimeoutError({ ...where, timeoutMs: call.timeoutMs }) };
  }
  const code = connectionCode(error);
  if (isCertificateCode(code)) {
    // The handshake failed: nothing was sent (on this hop), and it is not retried (see send).
    return {
      kind: "connection",
      notSent: !redirected,
      error: new CertificateError({ ...where, code, cause: error }),
    };
  }
  return {
    kind: "connection",
    notSent: !redirected && code !== undefined && NOT_SENT_CODES.has(code),
    error: new ConnectionError({ ...where, code, cause: error }),
  };
}

/** The final answer: parsed once, with its typed error when it is one. */
function answer(call: Call, response: Response, body: ReadBody | undefined, where: ErrorContext): Answer {
  const text = typeof body?.content === "string" ? body.content : undefined;
  if (response.status >= 200 && response.status < 300) {
    if (call.parseAs !== "json")
      return { response, body, data: body ? body.content : response.body, error: undefined };
    const value = parseJson(where, response, text ?? "");
    const messages = hostBillErrors(value);
    const error = messages ? answerError(where, response, messages, value) : undefined;
    return { response, body, data: value, error };
  }
  let errorBody: unknown = text;
  if (text !== undefined) {
    const parsed = parseBody(text);
    errorBody = parsed.ok ? parsed.value : text;
  }
  return { response, body, data: undefined, error: answerError(where, response, undefined, errorBody) };
}

function answerError(
  where: ErrorContext,
  response: Response,
  messages: string[] | undefined,
  body?: unknown,
): ApiError {
  const { status, statusText, headers } = response;
  return createApiError({ ...where, status, statusText, headers, body, messages });
}

/**
 * The JSON of a 2xx answer to a JSON call (blank is `undefined`); a body that is not JSON is
 * an ApiError, never a SyntaxError.
 */
export function parseJson(where: ErrorContext, response: Response, text: string): unknown {
  const parsed = parseBody(text);
  if (!parsed.ok)
    throw answerError(where, response, ["response body is not valid JSON"], parsed.text.slice(0, 2000));
  return parsed.value;
}

/** A redirect fetch left to us: a 3xx with somewhere to go. */
function isRedirect(response: Response): boolean {
  return (
    response.status >= 300 &&
    response.status < 400 &&
    response.status !== 304 &&
    response.headers.has("location")
  );
}

// ---------------------------------------------------------------------------------------
// Hooks: run one attempt between them (options.ts says what they see).

/** An attempt's outcome; `url`, of an answer: the URL that gave it (the last hop's, after redirects). */
type Watched = AttemptOutcome & { error?: CdrapiError; url?: string };

/** Run one attempt (`send`) between its hooks; the attempt's outcome is returned untouched. */
async function withHooks<O extends Watched>(
  s: Settings,
  call: Call,
  attempt: number,
  rateLimited: RequestEvent["rateLimited"],
  send: () => Promise<O>,
): Promise<O> {
  const hooks = s.hooks as Hooks;
  const headers: Record<string, string> = {};
  call.headers.forEach((value, name) => {
    headers[name] = isSensitiveKey(name) ? "[REDACTED]" : redactText(value, s.secrets);
  });
  const event: RequestEvent = {
    operationId: call.operation?.operationId,
    method: call.method,
    url: redactUrl(call.url, s.secrets),
    headers,
    attempt,
    ...(rateLimited && { rateLimited }),
  };
  run(s, "onRequest", { ...event });
  const start = performance.now();
  // To 0.1 ms: the clock's digits past that are noise in a log line, not information.
  const durationMs = () => Math.round((performance.now() - start) * 10) / 10;
  let outcome: O;
  try {
    outcome = await send();
  } catch (error) {
    run(s, "onError", { ...event, error: error as CdrapiError, durationMs: durationMs() });
    throw error;
  }
  if (outcome.kind === "response") {
    const requestId = requestIdOf(outcome.headers);
    const url = outcome.url === undefined ? event.url : redactUrl(outcome.url, s.secrets);
    run(s, "onResponse", { ...event, url, status: outcome.status, durationMs: durationMs(), requestId });
  } else run(s, "onError", { ...event, error: outcome.error as CdrapiError, durationMs: durationMs() });
  return outcome;

  function run(settings: Settings, name: keyof Hooks, payload: object): void {
    const report = (error: unknown) =>
      settings.logger.warn(
        redactText(`cdrapi: hooks.${name} threw, the call goes on: ${String(error)}`, settings.secrets),
      );
    try {
      const result = (hooks[name] as ((e: object) => unknown) | undefined)?.(payload);
      if (result instanceof Promise) result.catch(report);
    } catch (error) {
      report(error);
    }
  }
}

// `hooks`: the caller's view of every attempt of every call (named methods, `client.api` and
// `client.request` alike: they all go through send.ts), for audit logs, metrics and
// tracing. Per attempt, as OpenTelemetry's HTTP client spans are (a retry is another request on
// the wire): `onRequest` just before an attempt is sent, then exactly one of `onResponse` (the
// server answered, whatever the status) or `onError` (no usable answer: connection, timeout,
// abort, an unreadable body). What a hook sees is redacted like errors are. Hooks are called
// synchronously and never awaited; one that throws (or rejects) changes nothing in the call:
// its error goes to the client's logger as a warning. A client without hooks never calls this.
import { type CdrapiError, requestIdOf } from "./errors.js";
import type { Settings } from "./options.js";
import { isSensitiveKey, redactText, redactUrl } from "./redact.js";
import type { AttemptOutcome } from "./retry.js";
import type { Call } from "./send.js";

/** One attempt of one call, as hooks see it: nothing secret in it. */
export interface RequestEvent {
  /** The document's operationId; undefined for a path the document lacks (`client.request`). */
  operationId: string | undefined;
  /** Upper case. */
  method: string;
  /** Without userinfo and with sensitive query values replaced. */
  url: string;
  /** The attempt's request headers, lower-case names; Authorization, cookies, keys and tokens read "[REDACTED]". */
  headers: Record<string, string>;
  /** 1 for the first attempt, 2 for the first retry (or the re-send after a session refresh)... */
  attempt: number;
}

/**
 * The server answered this attempt (any status: a 404, a 503 that is retried, a 200). `url` is
 * the URL that answered: after a redirect, the last hop's (redacted the same way).
 */
export interface ResponseEvent extends RequestEvent {
  status: number;
  /** From just before sending to the body read (for a streamed body: to the headers). */
  durationMs: number;
  /** The server's request id header (x-request-id and the like), when it sent one. */
  requestId: string | undefined;
}

/** This attempt got no usable answer. */
export interface RequestErrorEvent extends RequestEvent {
  /** ConnectionError, TimeoutError, AbortError, or an ApiError for an unusable answer (too large). */
  error: CdrapiError;
  durationMs: number;
}

/** Functions called for every attempt of every call of a client (see the README's "Hooks"). */
export interface Hooks {
  onRequest?(event: RequestEvent): unknown;
  onResponse?(event: ResponseEvent): unknown;
  onError?(event: RequestErrorEvent): unknown;
}

/** An attempt's outcome; `url`, of an answer: the URL that gave it (the last hop's, after redirects). */
type Watched = AttemptOutcome & { error?: CdrapiError; url?: string };

/** Run one attempt (`send`) between its hooks; the attempt's outcome is returned untouched. */
export async function withHooks<O extends Watched>(
  s: Settings,
  call: Call,
  attempt: number,
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
  };
  run(s, "onRequest", { ...event });
  const start = performance.now();
  const durationMs = () => performance.now() - start;
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

/**
 * The reference server. Every operation of the document is routed (method + path template);
 * at start each gets its handler: a stateful one (routes/index.ts) or an answer from the
 * document's examples (routes/examples.ts). One catch-all Fastify route runs every request
 * through the same steps, in this order:
 *
 *   onRequest: request id, route match, request log, `x-mock-fault`, reset-before-body faults
 *   body:      Fastify's JSON parser (malformed -> 400, over bodyLimit -> 413 while streaming)
 *   handler:   404/405 -> injected faults -> auth (401) -> request validation (400)
 *              -> operation handler -> response validation (500 when it fails, in tests)
 *              -> send (or reset / truncate)
 *
 * Errors are problems (RFC 9457) on registrar reporting operations and HostBill's
 * `{"error": ["..."]}` (application/json) on every HostBill operation.
 */

import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import cors from "@fastify/cors";
import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";
import { type Fault, FaultController, parseFaultHeader } from "./faults.js";
import { ACCOUNT_SEED } from "./fixtures/hostbill.js";
import { loadDocument, type Operation } from "./openapi.js";
import { type MockServerOptions, resolveOptions } from "./options.js";
import { HttpProblem, type Issues, moreIssues, PROBLEM_TYPE, problemBody } from "./problem.js";
import { resolveHandlers } from "./routes/index.js";
import type { HandlerResult, Principal } from "./routes/types.js";
import { HostBillState } from "./state/hostbill.js";
import type { MaintainDomain } from "./state/records.js";
import { type PendingSubLists, ReportingState, type StoredReport } from "./state/reporting.js";
import { SessionStore } from "./state/sessions.js";
import { keepIn } from "./state/state-file.js";

/** One line of the request log: no headers, no bodies, so no credentials or tokens. */
export interface RequestLogEntry {
  requestId: string;
  method: string;
  /** The OpenAPI path template when the route is known, else the request path. */
  path: string;
  /** The request path (no query string). */
  url: string;
  /** ISO 8601 time the request arrived. */
  time: string;
  /** Status answered; undefined while in flight or when the connection was reset. */
  status?: number;
}

/** What tests can read of the server's state. */
export interface MockState {
  /** The registrar's maintained list, in upload order. */
  maintainedList(username: string): MaintainDomain[];
  /** Records of sub-lists waiting for a merge. */
  pendingList(username: string): MaintainDomain[];
  /** The registrar's pending sub-lists, as GET /v1/reports/maintain-domains/sub-lists answers them. */
  pendingSubLists(username: string): PendingSubLists;
  /** Every report answered so far, by id (sub-list statuses as of now). */
  readonly reports: ReadonlyMap<number, StoredReport>;
}

export interface MockServer {
  /** Base URL without a trailing slash, e.g. "http://127.0.0.1:43123". */
  readonly url: string;
  readonly faults: FaultController;
  readonly state: MockState;
  /** The most recent requests, oldest first: at most `requestLogLimit` (default 10,000). */
  readonly requestLog: readonly RequestLogEntry[];
  /** How many requests arrived for a method and a path (template or literal), since start or reset. */
  requestCount(method: string, path: string): number;
  /** Make every access token issued so far expired (refresh tokens keep working). */
  expireAccessTokens(): void;
  /** Back to the seed: state (and the state file), sessions, faults and request log. Report ids are never reused. */
  reset(): void;
  close(): Promise<void>;
}

const REALM = 'realm="cdrapi-mock"';
const JSON_TYPE = "application/json; charset=utf-8";

interface RequestState {
  operation: Operation | undefined;
  path: string;
  entry: RequestLogEntry;
  started: number;
  headerFault?: Fault;
  headerFaultError?: string;
}

/** Start the reference server; resolves once it listens. */
export async function startMockServer(input: MockServerOptions = {}): Promise<MockServer> {
  const options = resolveOptions(input);
  const pristineUsers = structuredClone(options.users);
  const model = await loadDocument();
  const handlers = resolveHandlers(model.operations);
  if (options.strictHandlers && handlers.unresolved.length > 0) {
    throw new Error(`Handlers for operations the document does not have: ${handlers.unresolved.join(", ")}`);
  }
  const reporting = new ReportingState(options.seed.maintained, options.pendingSubListTtlMs, options.now);
  const sessions = new SessionStore(options.tokenTtlSeconds, options.refreshTtlSeconds, options.now);
  const hostbill = new HostBillState(() => options.users, ACCOUNT_SEED, options.now, options.vmTransitionMs);
  const faults = new FaultController();
  const requestLog: RequestLogEntry[] = [];
  /** Exact counts by "METHOD path" (template and literal path), however long the log is kept. */
  const requestCounts = new Map<string, number>();
  const countKey = (method: string, path: string) => `${method} ${path}`;
  const count = (key: string) => requestCounts.set(key, (requestCounts.get(key) ?? 0) + 1);
  const requests = new WeakMap<FastifyRequest, RequestState>();
  /** Aborted by close(): a request still here when the server closes is not applied. */
  const closing = new AbortController();

  const app = Fastify({
    logger: false,
    bodyLimit: options.bodyLimit,
    genReqId: () => randomUUID(),
    forceCloseConnections: true,
  });

  await app.register(cors, {
    origin: true,
    methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
    allowedHeaders: ["Authorization", "Content-Type", "Accept", "X-Request-Id", "X-Mock-Fault", "User-Agent"],
    exposedHeaders: ["X-Request-Id", "Retry-After", "Retry-After-Ms", "WWW-Authenticate", "Content-Length"],
    maxAge: 600,
  });

  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
    const path = request.url.split("?")[0] ?? "/";
    const operation = model.match(request.method, path);
    const entry: RequestLogEntry = {
      requestId: request.id,
      method: request.method,
      path: operation?.path ?? path,
      url: path,
      time: new Date(options.now()).toISOString(),
    };
    requestLog.push(entry);
    if (requestLog.length > options.requestLogLimit) requestLog.shift();
    count(countKey(entry.method, entry.path));
    if (entry.url !== entry.path) count(countKey(entry.method, entry.url));
    const state: RequestState = { operation, path, entry, started: performance.now() };
    requests.set(request, state);

    const header = request.headers["x-mock-fault"];
    if (options.testMode && typeof header === "string") {
      try {
        state.headerFault = parseFaultHeader(header);
      } catch (error) {
        state.headerFaultError = (error as Error).message;
      }
    }
    const early = state.headerFault
      ? [state.headerFault].filter((f) => f.kind === "reset" && f.beforeBody)
      : state.headerFaultError
        ? []
        : faults.take({ method: request.method, template: operation?.path, path }, "before-body");
    if (early.length > 0) {
      reply.hijack();
      request.raw.socket.destroy();
    }
  });

  app.addHook("onResponse", async (request, reply) => {
    const state = requests.get(request);
    if (!state) return;
    state.entry.status = reply.statusCode;
    options.logger.info("request", {
      requestId: request.id,
      method: request.method,
      path: state.path,
      status: reply.statusCode,
      ms: Math.round(performance.now() - state.started),
    });
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    let detail = status >= 500 ? "Internal error." : error.message;
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      detail = `The request body is larger than the limit of ${options.bodyLimit} bytes.`;
    } else if (error instanceof SyntaxError || error.code === "FST_ERR_CTP_INVALID_JSON_BODY") {
      detail = `The request body is not valid JSON: ${error.message}`;
    }
    if (status >= 500)
      options.logger.error("unexpected error", { requestId: request.id, error: error.message });
    const operation = requests.get(request)?.operation;
    if (operation) sendError(reply, operation, status, detail);
    else sendProblem(reply, status, detail);
  });

  app.setNotFoundHandler((request, reply) => {
    sendProblem(reply, 404, `No route ${request.method} ${request.url.split("?")[0]}.`);
  });

  app.route({
    method: ["GET", "POST", "PUT", "PATCH", "DELETE"],
    url: "/*",
    handler: async (request, reply) => {
      const state = requests.get(request)!;
      const { operation, path } = state;
      if (state.headerFaultError) return sendProblem(reply, 400, state.headerFaultError);
      if (!operation) {
        const allowed = model.allowedMethods(path);
        if (allowed.length === 0) return sendProblem(reply, 404, `No route ${request.method} ${path}.`);
        reply.header("allow", allowed.join(", "));
        return sendProblem(reply, 405, `${request.method} is not allowed on ${path}.`);
      }

      const taken = state.headerFault
        ? [state.headerFault]
        : faults.take({ method: request.method, template: operation.path, path }, "request");
      const latency = taken.find((f) => f.kind === "latency");
      // (cut short when the server closes: it applies nothing more, and leaves no timer behind)
      if (latency) await sleep(latency.ms, undefined, { signal: closing.signal }).catch(() => {});
      const outcome = taken.find((f) => f.kind !== "latency");

      if (outcome?.kind === "status") {
        if (outcome.retryAfter !== undefined) reply.header("retry-after", String(outcome.retryAfter));
        if (outcome.retryAfterMs !== undefined) reply.header("retry-after-ms", String(outcome.retryAfterMs));
        return sendError(reply, operation, outcome.status, `Injected fault: ${outcome.status}.`);
      }
      if (outcome?.kind === "hostbill-error") {
        return sendJson(reply, 200, { error: [outcome.message ?? "Injected HostBill error"] });
      }
      if (outcome?.kind === "reset" && !outcome.afterProcessing) return resetConnection(request, reply);
      // Closed while this request waited (an injected latency, its body): a stopped server
      // applies nothing more. Its connection is gone; with a state file, the next server may
      // already be running on it.
      if (closing.signal.aborted) return resetConnection(request, reply);

      let result = processRequest(request, operation, path);
      if (options.validateResponses && result.body !== undefined && !result.unchecked) {
        const issues = model.validateResponse(result.body, operation, result.status);
        if (issues.total > 0) {
          options.logger.error("response does not match the document", {
            requestId: request.id,
            operationId: operation.operationId,
            issues: issues.listed,
            issueCount: issues.total,
          });
          result = errorResult(
            operation,
            new HttpProblem(
              500,
              `The server's response to ${operation.operationId} does not match the document.`,
              issues,
            ),
          );
        }
      }

      if (outcome?.kind === "reset") return resetConnection(request, reply);
      for (const [name, value] of Object.entries(result.headers ?? {})) reply.header(name, value);
      const contentType = result.status >= 400 && !isHostBill(operation) ? PROBLEM_TYPE : JSON_TYPE;
      if (outcome?.kind === "truncate") return truncate(reply, result.status, contentType, result.body);
      if (result.body === undefined) return reply.code(result.status).send();
      return reply.code(result.status).type(contentType).send(JSON.stringify(result.body));
    },
  });

  function processRequest(request: FastifyRequest, operation: Operation, path: string): HandlerResult {
    try {
      const principal = authenticate(operation, request.headers.authorization);
      const issues = model.validateRequest(
        {
          method: request.method,
          path,
          headers: definedHeaders(request.headers),
          query: request.query as Record<string, string>,
          // openapi-backend JSON-parses a string body: a JSON string ("[]") would be validated
          // as the array it spells while the handler got the string. Encode it once more.
          body: typeof request.body === "string" ? JSON.stringify(request.body) : request.body,
        },
        operation,
      );
      if (issues.total > 0) throw new HttpProblem(400, "The request does not match the document.", issues);
      const handler = handlers.byOperationId.get(operation.operationId ?? "");
      if (!handler) throw new HttpProblem(501, `${operation.operationId} is not implemented by the mock.`);
      return handler({
        params: model.pathParams(path, operation),
        ids: model.pathIds(path, operation),
        query: (request.query ?? {}) as Record<string, unknown>,
        body: request.body,
        principal,
        reporting,
        sessions,
        hostbill,
        options,
      });
    } catch (error) {
      if (!(error instanceof HttpProblem)) throw error;
      if (isHostBill(operation) && options.hostbillErrors && error.status !== 500) {
        return { status: 200, body: { error: [error.message] }, unchecked: true };
      }
      return errorResult(operation, error);
    }
  }

  function authenticate(operation: Operation, authorization: string | undefined): Principal {
    const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
    const basic = basicCredentials(authorization);
    // HostBill offers Basic (the client's login and password) alongside the bearer token.
    if (isHostBill(operation)) {
      if (basic && schemes.includes("basicAuth")) {
        const user = options.users.find((u) => u.username === basic.username);
        if (user && user.password === basic.password) return { user };
        throw new HttpProblem(401, "Invalid login or password.", undefined, {
          "www-authenticate": `Basic ${REALM}, charset="UTF-8"`,
        });
      }
      if (schemes.includes("bearerAuth")) {
        const [scheme, token = ""] = (authorization ?? "").split(" ", 2);
        const session = scheme?.toLowerCase() === "bearer" ? sessions.authenticate(token) : undefined;
        const user = session && options.users.find((u) => u.username === session.username);
        if (session && user) return { user, sessionId: session.sessionId };
        throw new HttpProblem(401, "A valid, unexpired bearer token is required.", undefined, {
          "www-authenticate": `Bearer ${REALM}`,
        });
      }
      return {};
    }
    if (schemes.includes("basicAuth")) {
      const registrar = basic && options.registrars.find((r) => r.username === basic.username);
      if (registrar && registrar.password === basic?.password) return { registrar };
      throw new HttpProblem(401, "Valid registrar credentials (HTTP Basic) are required.", undefined, {
        "www-authenticate": `Basic ${REALM}, charset="UTF-8"`,
      });
    }
    return {};
  }

  // Taken last, so that nothing but the listen can fail while the file's lock is held.
  const stateFile = options.stateFile === undefined ? undefined : keepIn(options.stateFile, reporting);
  try {
    await app.listen({ port: options.port, host: options.host });
  } catch (error) {
    reporting.journalTo(undefined);
    stateFile?.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  const host = options.host.includes(":") ? `[${options.host}]` : options.host;

  return {
    url: `http://${host}:${port}`,
    faults,
    state: reporting,
    requestLog,
    requestCount(method, path) {
      return requestCounts.get(countKey(method.toUpperCase(), path)) ?? 0;
    },
    expireAccessTokens: () => sessions.expireAccessTokens(),
    reset() {
      reporting.reset();
      stateFile?.write(reporting.snapshot());
      sessions.reset();
      hostbill.reset();
      faults.clear();
      requestLog.length = 0;
      requestCounts.clear();
      options.users = structuredClone(pristineUsers);
    },
    close: async () => {
      closing.abort();
      reporting.journalTo(undefined);
      try {
        await app.close();
      } finally {
        stateFile?.close();
      }
    },
  };
}

/** HostBill operations (every group but registrar reporting) answer HostBill's error shape. */
/** Username and password of an `Authorization: Basic ...` header, if it is one. */
function basicCredentials(
  authorization: string | undefined,
): { username: string; password: string } | undefined {
  const [scheme, encoded = ""] = (authorization ?? "").split(" ", 2);
  if (scheme?.toLowerCase() !== "basic") return undefined;
  const decoded = Buffer.from(encoded, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon <= 0) return undefined;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

function isHostBill(operation: Operation): boolean {
  return (operation as { "x-package"?: string })["x-package"] !== "reporting";
}

/**
 * An error answer: a problem (RFC 9457) for reporting operations; HostBill's
 * `{"error": ["..."]}` for the others, the detail first, then each validation issue.
 */
function errorResult(operation: Operation, problem: HttpProblem): HandlerResult {
  return {
    status: problem.status,
    body: isHostBill(operation)
      ? hostbillError(problem.message, problem.errors)
      : problemBody(problem.status, problem.message, problem.errors),
    headers: problem.headers,
  };
}

function hostbillError(detail: string, issues?: Issues): { error: string[] } {
  const lines = (issues?.listed ?? []).map((issue) => `${issue.path}: ${issue.message}`);
  return { error: [`${detail}${moreIssues(issues)}`, ...lines] };
}

function sendError(reply: FastifyReply, operation: Operation, status: number, detail: string): FastifyReply {
  if (!isHostBill(operation)) return sendProblem(reply, status, detail);
  return sendJson(reply, status, hostbillError(detail));
}

function sendProblem(reply: FastifyReply, status: number, detail: string): FastifyReply {
  return reply
    .code(status)
    .type(PROBLEM_TYPE)
    .send(JSON.stringify(problemBody(status, detail)));
}

function sendJson(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply.code(status).type(JSON_TYPE).send(JSON.stringify(body));
}

function resetConnection(request: FastifyRequest, reply: FastifyReply): void {
  reply.hijack();
  request.raw.socket.destroy();
}

/** Send the headers with a content-length larger than the body, write half of it, and close. */
function truncate(reply: FastifyReply, status: number, contentType: string, body: unknown): void {
  const payload = Buffer.from(body === undefined ? "" : JSON.stringify(body));
  reply.hijack();
  const raw = reply.raw;
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = value as string | number | string[];
  }
  headers["content-type"] = contentType;
  headers["content-length"] = payload.length + 1024;
  raw.writeHead(status, headers);
  raw.write(payload.subarray(0, Math.floor(payload.length / 2)), () => raw.destroy());
}

function definedHeaders(headers: FastifyRequest["headers"]): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) result[name] = value;
  return result;
}

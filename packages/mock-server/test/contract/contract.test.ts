/**
 * The contract: every operation of the document, driven over real HTTP with valid arguments,
 * answers a status the operation declares, with a body that validates against the document;
 * and so do its error paths: no token and an expired token (401), an unknown id (404), an
 * invalid body (400). The server validates its own answers too (validateResponses), and no
 * stateful handler may be left without an operation of the document (drift).
 */

import { afterAll, beforeAll, beforeEach, describe, expect, test } from "@jest/globals";
import {
  DEMO_USER,
  type MockServer,
  SAMPLE_MAINTAINED_DOMAIN,
  sampleArguments,
  startMockServer,
} from "../../src/index.js";
import { type DocumentModel, loadDocument, type Operation } from "../../src/openapi.js";
import { resolveHandlers } from "../../src/routes/index.js";
import { basic, record } from "../helpers.js";
import { invalidBody, unknownIdPath } from "./arguments.js";

const model: DocumentModel = await loadDocument();
const operations = model.operations.map((operation) => [operation.operationId ?? "", operation] as const);
const schemes = (operation: Operation) => (operation.security ?? []).flatMap((s) => Object.keys(s));
const bearer = operations.filter(([, op]) => schemes(op).includes("bearerAuth"));
const withIds = operations.filter(([, op]) => op.path.includes("{"));
const withBodies = operations.filter(([, op]) => invalidBody(op) !== undefined);

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer({ validateResponses: true });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

/** A fresh session's token pair. */
async function tokens(): Promise<{ token: string; refresh: string }> {
  const response = await fetch(`${server.url}/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: DEMO_USER.username, password: DEMO_USER.password }),
  });
  return (await response.json()) as { token: string; refresh: string };
}

async function authorization(
  operation: Operation,
  credentials: "valid" | "none" | "expired",
): Promise<Record<string, string>> {
  if (credentials === "none") return {};
  const kinds = schemes(operation);
  // HostBill operations offer Basic alongside the bearer token; the token is the SDK's way.
  if (!kinds.includes("bearerAuth")) return kinds.includes("basicAuth") ? { authorization: basic() } : {};
  const { token } = await tokens();
  if (credentials === "expired") server.expireAccessTokens();
  return { authorization: `Bearer ${token}` };
}

interface Sent {
  status: number;
  body: unknown;
  contentType: string | null;
}

async function send(
  operation: Operation,
  path: string,
  query: Record<string, string>,
  body: unknown,
  headers: Record<string, string>,
): Promise<Sent> {
  const search = new URLSearchParams(query).toString();
  const response = await fetch(`${server.url}${path}${search ? `?${search}` : ""}`, {
    method: operation.method.toUpperCase(),
    headers: { ...(body !== undefined ? { "content-type": "application/json" } : {}), ...headers },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? JSON.parse(text) : undefined,
    contentType: response.headers.get("content-type"),
  };
}

/** The status is one the operation declares, and the body validates against that response. */
function expectConforms(operation: Operation, answer: Sent) {
  const declared = Object.keys(operation.responses ?? {});
  const status = String(answer.status);
  const match =
    declared.includes(status) || declared.includes(`${status[0]}XX`) || declared.includes("default");
  expect({ status: answer.status, declared: match }).toEqual({ status: answer.status, declared: true });
  if (answer.body !== undefined) {
    expect(model.validateResponse(answer.body, operation, answer.status).listed).toEqual([]);
  }
}

/** A registrar upload (as setup): answers the report's id. */
async function upload(path: string): Promise<number> {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { authorization: basic(), "content-type": "application/json" },
    body: JSON.stringify([record(SAMPLE_MAINTAINED_DOMAIN)]),
  });
  return ((await response.json()) as { id: number }).id;
}

/** Setup some success paths need first: a body or a path that depends on state. */
async function prepare(operation: Operation): Promise<{ body?: unknown; path?: string }> {
  switch (operation.path) {
    case "/v1/reports/maintain-domains/sub-lists/merge":
      await upload("/v1/reports/maintain-domains/sub-lists");
      return {};
    case "/v1/reports/{id}":
      return { path: `/v1/reports/${await upload("/v1/reports/maintain-domains")}` };
    case "/v1/registrars/domains/{domainName}":
      await upload("/v1/reports/maintain-domains");
      return {};
    case "/token":
      return { body: { refresh_token: (await tokens()).refresh } };
    default:
      return {};
  }
}

test("every stateful handler answers an operation of the document (no drift)", () => {
  expect(resolveHandlers(model.operations).unresolved).toEqual([]);
});

describe("success: a declared 2xx with a body that validates", () => {
  test.each(operations)("%s", async (_id, operation) => {
    const args = { ...(await sampleArguments(operation)), ...(await prepare(operation)) };
    const headers = await authorization(operation, "valid");
    const request = { method: operation.method, path: args.path, query: args.query, body: args.body };
    const json = { ...headers, "content-type": "application/json" };
    expect(model.validateRequest({ ...request, headers: json }, operation).listed).toEqual([]);
    const answer = await send(operation, args.path, args.query, args.body, headers);
    if (answer.status >= 300) throw new Error(`${answer.status}: ${JSON.stringify(answer.body)}`);
    expectConforms(operation, answer);
  });
});

describe("no token: 401 with HostBill's error body", () => {
  test.each(bearer)("%s", async (_id, operation) => {
    const args = await sampleArguments(operation);
    const answer = await send(operation, args.path, args.query, args.body, {});
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: [expect.any(String)] });
    expectConforms(operation, answer);
  });
});

describe("expired token: 401", () => {
  test.each(bearer)("%s", async (_id, operation) => {
    const args = await sampleArguments(operation);
    const answer = await send(
      operation,
      args.path,
      args.query,
      args.body,
      await authorization(operation, "expired"),
    );
    expect(answer.status).toBe(401);
    expectConforms(operation, answer);
  });
});

describe("unknown id: 404", () => {
  test.each(withIds)("%s", async (_id, operation) => {
    const args = await sampleArguments(operation);
    const path = unknownIdPath(operation, args.path)!;
    const answer = await send(
      operation,
      path,
      args.query,
      args.body,
      await authorization(operation, "valid"),
    );
    expect(answer.status).toBe(404);
    expectConforms(operation, answer);
  });
});

describe("invalid body: 400", () => {
  test.each(withBodies)("%s", async (_id, operation) => {
    const args = await sampleArguments(operation);
    const answer = await send(
      operation,
      args.path,
      args.query,
      invalidBody(operation),
      await authorization(operation, "valid"),
    );
    expect(answer.status).toBe(400);
    expectConforms(operation, answer);
  });
});

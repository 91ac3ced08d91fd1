// Transport.custom (client.request): a path the document lacks, with the client's auth,
// retries, errors and hooks; the path stays under baseUrl, bad input never leaves the client.
import { json, rejection, reset, useServers } from "@cdrapi/test-helpers";
import { describe, expect, test } from "@jest/globals";
import fc from "fast-check";
import { customIssues } from "../src/client.js";
import {
  basicAuth,
  ConnectionError,
  type CustomRequest,
  NotFoundError,
  type RequestEvent,
  ValidationError,
} from "../src/index.js";
import { testTransport } from "./helpers/fixtures.js";

const PASSWORD = "hunter2-very-secret";
const serve = useServers();
const client = (baseUrl: string, extra = {}) =>
  testTransport(baseUrl, { auth: basicAuth({ username: "registrar", password: PASSWORD }), ...extra });

test("a provider's own endpoint under a baseUrl with a path: auth, query, JSON body, data", async () => {
  const server = await serve(json(200, { done: true }));
  const seen: RequestEvent[] = [];
  const t = client(`${server.url}/api`, { hooks: { onRequest: (e: RequestEvent) => seen.push(e) } });
  const data = await t.custom({
    method: "post",
    path: "/service/1201/provider-stats",
    query: { period: "day", ids: [1, 2] },
    body: { label: "x" },
  });
  expect(data).toEqual({ done: true });
  const [sent] = server.requests;
  expect(sent).toMatchObject({
    method: "POST",
    url: "/api/service/1201/provider-stats?period=day&ids=1&ids=2",
  });
  expect(sent!.headers.authorization).toMatch(/^Basic /);
  expect(sent!.headers["content-type"]).toBe("application/json");
  expect(JSON.parse(sent!.body)).toEqual({ label: "x" });
  expect(seen).toMatchObject([{ operationId: undefined, method: "POST", attempt: 1 }]);
});

describe("bad input: ValidationError, nothing sent", () => {
  const bad: Array<[string, Partial<CustomRequest>, string]> = [
    ["an absolute URL elsewhere", { path: "https://evil.example/steal" }, "path"],
    ["a scheme-relative URL", { path: "//evil.example/steal" }, "path"],
    ["no leading slash", { path: "service/1" }, "path"],
    ["an empty path", { path: "" }, "path"],
    ["a parent segment", { path: "/service/../admin" }, "path"],
    ["a trailing parent segment", { path: "/service/.." }, "path"],
    ["an encoded parent segment", { path: "/service/%2e%2E/admin" }, "path"],
    ["a dot segment", { path: "/./admin" }, "path"],
    ["a query in the path", { path: "/service?id=1" }, "path"],
    ["a fragment", { path: "/service#x" }, "path"],
    ["a backslash", { path: "/\\evil.example/x" }, "path"],
    ["a space", { path: "/service 1" }, "path"],
    ["a CR LF", { path: "/service\r\nHost: evil" }, "path"],
    ["a broken escape", { path: "/service/%zz" }, "path"],
    ["an unknown method", { method: "CONNECT" }, "method"],
    ["TRACE", { method: "TRACE" }, "method"],
    ["no method", { method: undefined }, "method"],
    ["a query that is not an object", { query: "a=1" as never }, "query"],
    ["a header with CR LF", { headers: { "x-a": "1\r\nx-b: 2" } }, "headers"],
    ["a negative timeout", { timeoutMs: -1 }, "timeoutMs"],
  ];
  test.each(bad)("%s", async (_name, change, field) => {
    const server = await serve(json(200, {}));
    const init = { method: "GET", path: "/service/1", ...change } as CustomRequest;
    const error = (await rejection(client(server.url).custom(init))) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.issues.map((i) => i.field)).toContain(field);
    expect(server.requests).toHaveLength(0);
  });

  test("paths that are fine", async () => {
    const server = await serve(json(200, {}));
    const t = client(server.url);
    for (const path of ["/", "/a/b.json", "/a/..b/c.", "/a/%2F/b", "/v1/x:y@z~!$&'()*+,;="])
      await t.custom({ method: "GET", path });
    expect(server.requests.map((r) => r.url)).toEqual([
      "/",
      "/a/b.json",
      "/a/..b/c.",
      "/a/%2F/b",
      "/v1/x:y@z~!$&'()*+,;=",
    ]);
  });
});

describe("retries: a path the document lacks is a write unless said otherwise", () => {
  const cases: Array<[string, Partial<CustomRequest>, number]> = [
    ["POST: never re-sent after a reset", { method: "POST" }, 1],
    ["POST said idempotent: retried", { method: "POST", idempotent: true }, 3],
    ["GET: retried", { method: "GET" }, 3],
    ["GET said not idempotent: not retried", { method: "GET", idempotent: false }, 1],
  ];
  test.each(cases)("%s", async (_name, change, attempts) => {
    const server = await serve(reset);
    const error = (await rejection(
      client(server.url).custom({ method: "GET", path: "/x", ...change }),
    )) as ConnectionError;
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error.requestMayHaveBeenProcessed).toBe(true);
    expect(server.requests).toHaveLength(attempts);
  });
});

test("an error answer is the typed ApiError, redacted", async () => {
  const server = await serve(json(404, { error: [`no such thing ${PASSWORD}`] }));
  const error = (await rejection(
    client(server.url).custom({ method: "GET", path: "/x", query: { token: "tok-secret-9" } }),
  )) as NotFoundError;
  expect(error).toBeInstanceOf(NotFoundError);
  expect(error.operationId).toBeUndefined();
  expect(error.url).toBe(`${server.url}/x?token=%5BREDACTED%5D`);
  expect(JSON.stringify(error)).not.toContain(PASSWORD);
});

test("property: any path accepted stays under baseUrl once parsed", () => {
  const base = "https://api.provider.example/api";
  const pieces = fc.constantFrom(
    "/",
    ".",
    "..",
    "%2e",
    "%2E",
    "a",
    "%2F",
    "\\",
    "?",
    "#",
    ":",
    "@",
    "//",
    "%",
    "é",
  );
  fc.assert(
    fc.property(
      fc.array(pieces, { maxLength: 8 }).map((p) => p.join("")),
      (path) => {
        if (customIssues({ method: "GET", path }).length > 0) return;
        const url = new URL(base + path);
        expect(url.origin).toBe("https://api.provider.example");
        expect(`${url.pathname}/`.startsWith("/api/")).toBe(true);
        expect(url.pathname).toBe(`/api${path}`);
      },
    ),
    { numRuns: 2000 },
  );
});

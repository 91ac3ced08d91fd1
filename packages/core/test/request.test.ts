// Transport.request: the entry generated named methods call, by operationId.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { hang, json, rejection, startServer, type TestServer } from "@cdrapi/test-helpers";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "@jest/globals";
import fc from "fast-check";
import {
  ApiError,
  createTransport,
  InternalServerError,
  NotFoundError,
  type RequestOptions,
  TimeoutError,
  type TransportConfig,
  ValidationError,
} from "../src/index.js";

const seen: string[] = [];
const server = createServer((req, res) => {
  seen.push(`${req.method} ${req.url}`);
  res.setHeader("content-type", "application/json");
  res.setHeader("x-request-id", "req-1");
  if (req.url?.includes("missing")) {
    res.statusCode = 404;
    res.end(JSON.stringify({ error: ["not found"] }));
    return;
  }
  res.end(JSON.stringify({ ok: true, url: req.url }));
});
let baseUrl = "";
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const operations = {
  getThing: { method: "GET", path: "/things/{id}", security: [], idempotent: true },
  addThing: { method: "POST", path: "/things", security: [], idempotent: false },
  getPart: {
    method: "GET",
    path: "/things/{id}/parts/{pid}",
    security: [],
    idempotent: true,
    names: { id: "thingId", pid: "partId" },
  },
} as const;
const transport = () =>
  createTransport({ baseUrl, packageName: "t", packageVersion: "0", operations, maxRetries: 0 });

test("request fills and encodes the path, sends the query and returns the data", async () => {
  const data = await transport().request("getThing", { path: { id: "a b/c" }, query: { page: 2 } });
  expect(data).toEqual({ ok: true, url: "/things/a%20b%2Fc?page=2" });
});

test.each<[string, unknown, string]>([
  ["an empty id", "", "is required (a non-empty string or a number)"],
  ["a missing id", undefined, "is required (a non-empty string or a number)"],
  ["a dot segment", ".", 'must not be "." or ".."'],
  ["a parent segment", "..", 'must not be "." or ".."'],
  ["a negative number", -1, "must be a non-negative integer or a non-empty string"],
  ["a fraction", 1.5, "must be a non-negative integer or a non-empty string"],
  ["an unsafe integer", 2 ** 53, "must be a non-negative integer or a non-empty string"],
  ["an object", { id: 1 }, "is required (a non-empty string or a number)"],
])("%s as a path id is a ValidationError naming the argument users see, nothing sent", async (_n, id, message) => {
  const before = seen.length;
  const error = await rejection(transport().request("getPart", { path: { id: "t1", pid: id as string } }));
  expect(error).toBeInstanceOf(ValidationError);
  expect((error as ValidationError).issues).toEqual([{ index: null, field: "partId", message }]);
  expect(seen.length).toBe(before);
});

test("any non-empty string id but . and .. stays one encoded path segment", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.string({ minLength: 1 }).filter((id) => id !== "." && id !== ".."),
      async (id) => {
        const data = (await transport().request("getThing", { path: { id } })) as { url: string };
        expect(data.url).toBe(`/things/${encodeURIComponent(id)}`);
      },
    ),
    { numRuns: 60 },
  );
});

test("withResponse gives the status and request id with the data", async () => {
  const { data, response, requestId } = await transport()
    .request("getThing", { path: { id: 1 } })
    .withResponse();
  expect(data).toEqual({ ok: true, url: "/things/1" });
  expect(response.status).toBe(200);
  expect(requestId).toBe("req-1");
});

test("a 404 is an ApiError; an unknown operationId is a ValidationError before any request", async () => {
  await expect(transport().request("getThing", { path: { id: "missing" } })).rejects.toBeInstanceOf(ApiError);
  const before = seen.length;
  await expect(transport().request("nope")).rejects.toBeInstanceOf(ValidationError);
  expect(seen.length).toBe(before);
});

// Per-call options on the request path, against scripted loopback servers.
describe("per-call options", () => {
  let scripted: TestServer | undefined;
  afterEach(async () => {
    await scripted?.close();
    scripted = undefined;
  });
  const client = (url: string, options: Partial<TransportConfig> = {}) =>
    createTransport({
      baseUrl: url,
      packageName: "t",
      packageVersion: "0",
      operations,
      retryDelay: { initialMs: 1, maxMs: 1 },
      ...options,
    });

  test("timeoutMs per call overrides the client's", async () => {
    scripted = await startServer(hang);
    const error = await rejection(
      client(scripted.url).request("getThing", { path: { id: 1 } }, { timeoutMs: 50, maxRetries: 0 }),
    );
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).timeoutMs).toBe(50);
  });

  test.each([
    [0, 1],
    [1, 2],
    [4, 5],
  ])("maxRetries %i per call: %i requests", async (maxRetries, sent) => {
    scripted = await startServer(json(503, {}));
    const error = await rejection(
      client(scripted.url, { maxRetries: 2 }).request("getThing", { path: { id: 1 } }, { maxRetries }),
    );
    expect(error).toBeInstanceOf(InternalServerError);
    expect(scripted.requests).toHaveLength(sent);
  });

  test("headers per call win over the client's; the client's are still sent", async () => {
    scripted = await startServer(json(200, {}));
    const c = client(scripted.url, { headers: { "x-tenant": "a", "x-other": "b" } });
    await c.request("getThing", { path: { id: 1 } }, { headers: { "x-tenant": "call" } });
    expect(scripted.requests[0]?.headers["x-tenant"]).toBe("call");
    expect(scripted.requests[0]?.headers["x-other"]).toBe("b");
  });

  test.each([
    ["a CR/LF header value", { headers: { "x-a": "v\r\nx-injected: 1" } }, "headers"],
    ["a trailing LF", { headers: { "x-a": "v\n" } }, "headers"],
    ["a zero timeout", { timeoutMs: 0 }, "timeoutMs"],
    ["negative retries", { maxRetries: -1 }, "maxRetries"],
  ])("%s is a ValidationError before any request", async (_name, opts, field) => {
    scripted = await startServer(json(200, {}));
    const error = await rejection(
      client(scripted.url).request("getThing", { path: { id: 1 } }, opts as RequestOptions),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues.map((i) => i.field)).toEqual([field]);
    expect(scripted.requests).toHaveLength(0);
  });

  test("a missing or empty path id is a ValidationError before any request", async () => {
    scripted = await startServer(json(200, {}));
    for (const path of [{}, { id: "" }] as Record<string, string>[]) {
      const error = await rejection(client(scripted.url).request("getThing", { path }));
      expect((error as ValidationError).issues.map((i) => i.field)).toEqual(["id"]);
    }
    expect(scripted.requests).toHaveLength(0);
  });

  test("query values: arrays repeat the key, null and undefined are left out", async () => {
    scripted = await startServer(json(200, {}));
    await client(scripted.url).request("getThing", {
      path: { id: "x" },
      query: { tag: ["a", "b c"], page: 0, skip: undefined, none: null, filter: { name: "n" } },
    });
    expect(scripted.requests[0]?.url).toBe("/things/x?tag=a&tag=b%20c&page=0&filter[name]=n");
  });

  test("withResponse on an error answer rejects with the typed error; the data promise does too", async () => {
    scripted = await startServer(json(404, { message: "gone" }, { "x-request-id": "r-404" }));
    const pending = client(scripted.url).request("getThing", { path: { id: 1 } });
    const viaResponse = await rejection(pending.withResponse());
    expect(viaResponse).toBeInstanceOf(NotFoundError);
    expect((viaResponse as NotFoundError).requestId).toBe("r-404");
    expect(await rejection(pending)).toBe(viaResponse);
  });

  test("withResponse gives the headers of the answer and the data parsed once", async () => {
    scripted = await startServer(json(201, { id: 7 }, { "x-request-id": "r-201", "x-rate": "9" }));
    const { data, response, requestId } = await client(scripted.url)
      .request<{ id: number }>("getThing", { path: { id: 1 } })
      .withResponse();
    expect(data.id).toBe(7);
    expect([response.status, response.headers.get("x-rate"), requestId]).toEqual([201, "9", "r-201"]);
  });

  test("a JSON body is sent with its content type; bytes are sent as they are", async () => {
    scripted = await startServer(json(200, {}));
    const c = client(scripted.url);
    await c.request("addThing", { body: { a: 1 } });
    await c.request("addThing", { body: new TextEncoder().encode('{"b":2}') });
    expect(scripted.requests.map((r) => [r.method, r.body, r.headers["content-type"]])).toEqual([
      ["POST", '{"a":1}', "application/json"],
      ["POST", '{"b":2}', "application/json"],
    ]);
  });
});

// Limits of the request path: body size, redirect loops, server delays beyond the cap, and
// options refused at construction. Each on a loopback server that misbehaves on purpose.
import {
  ApiError,
  ConnectionError,
  createTransport,
  InternalServerError,
  RateLimitError,
  type TransportConfig,
  ValidationError,
} from "@cdrapi/core";
import { json, type Reply, rejection, startServer, type TestServer } from "@cdrapi/test-helpers";
import { afterEach, describe, expect, test } from "@jest/globals";
import { testClient } from "./helpers/fixtures.js";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const MB = 1024 * 1024;

/** 50 MB of JSON-looking bytes, with or without a declared length, written as the socket drains. */
const huge =
  (declared: boolean): Reply =>
  (res) => {
    const total = 50 * MB;
    const chunk = Buffer.alloc(MB, 0x20);
    res.writeHead(200, {
      "content-type": "application/json",
      ...(declared ? { "content-length": String(total) } : {}),
    });
    let sent = 0;
    const pump = () => {
      while (sent < total) {
        sent += chunk.length;
        if (!res.write(chunk)) return void res.once("drain", pump);
      }
      res.end();
    };
    res.on("error", () => {});
    pump();
  };

describe("response body limit", () => {
  test.each([
    ["declared in Content-Length", true],
    ["chunked, counted as it streams", false],
  ])("a 50 MB body %s is an ApiError after one request, not a ConnectionError", async (_name, declared) => {
    server = await startServer(huge(declared));
    const c = testClient(server.url, { maxRetries: 2 });
    const error = await rejection(c.getThing("1"));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(ConnectionError);
    expect((error as ApiError).message).toContain("larger than 8388608 bytes (maxResponseBytes)");
    expect((error as ApiError).operationId).toBe("getThing");
    expect(server.requests).toHaveLength(1);
  });

  test("the limit is configurable, and an answer within it is read", async () => {
    server = await startServer(json(200, { pad: "x".repeat(2000) }));
    await expect(testClient(server.url, { maxResponseBytes: 4096 }).getThing("1")).resolves.toHaveProperty(
      "pad",
    );
    const error = await rejection(testClient(server.url, { maxResponseBytes: 1000 }).getThing("1"));
    expect((error as ApiError).message).toContain("larger than 1000 bytes");
  });

  test("an error status over the limit is not retried either", async () => {
    server = await startServer(json(503, { pad: "x".repeat(2000) }));
    const error = await rejection(testClient(server.url, { maxResponseBytes: 100 }).getThing("1"));
    expect(error).toBeInstanceOf(InternalServerError);
    expect(server.requests).toHaveLength(1);
  });

  test("client.api rejects too, rather than return half a body", async () => {
    server = await startServer(huge(false));
    const { t } = testClient(server.url, { maxResponseBytes: MB });
    const error = await rejection(t.api.GET("/things/{id}", { params: { path: { id: "1" } } }));
    expect(error).toBeInstanceOf(ApiError);
  });
});

describe("redirects and server delays", () => {
  test("a redirect loop says too many redirects and is not retried", async () => {
    server = await startServer((res) => {
      res.writeHead(302, { location: "/things/1" });
      res.end();
    });
    const error = await rejection(testClient(server.url).getThing("1"));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toContain("too many redirects");
    expect((error as ApiError).status).toBe(302);
    expect(server.requests).toHaveLength(11); // the request and 10 hops
  });

  test.each([
    ["429 Retry-After: 3600", 429, { "retry-after": "3600" }, RateLimitError, 3_600_000],
    ["503 Retry-After: 3600", 503, { "retry-after": "3600" }, InternalServerError, 3_600_000],
    ["429 retry-after-ms: 61000", 429, { "retry-after-ms": "61000" }, RateLimitError, 61_000],
  ])("%s is neither slept on nor ignored: one request, the error carries retryAfterMs", async (_n, status, headers, Class, ms) => {
    server = await startServer(json(status, { error: "later" }, headers));
    const error = await rejection(testClient(server.url).getThing("1"));
    expect(error).toBeInstanceOf(Class);
    expect((error as RateLimitError).retryAfterMs).toBe(ms);
    expect(server.requests).toHaveLength(1);
  });

  test("a Retry-After within the cap is slept on, and the last error still carries it", async () => {
    server = await startServer(json(429, {}, { "retry-after-ms": "5" }));
    const error = await rejection(testClient(server.url, { maxRetries: 1 }).getThing("1"));
    expect((error as RateLimitError).retryAfterMs).toBe(5);
    expect(server.requests).toHaveLength(2);
  });

  test("errors carry the response headers that are not secret", async () => {
    server = await startServer(
      json(
        404,
        {},
        { "x-request-id": "r-1", "x-ratelimit-remaining": "3", "set-cookie": "sid=cookie-secret-zq~" },
      ),
    );
    const error = (await rejection(testClient(server.url).getThing("1"))) as ApiError;
    expect(error.headers["x-ratelimit-remaining"]).toBe("3");
    expect(error.headers["x-request-id"]).toBe("r-1");
    expect(error.headers).not.toHaveProperty("set-cookie");
    expect(JSON.stringify(error)).not.toContain("cookie-secret-zq~");
  });
});

describe("options refused at construction", () => {
  const options = (extra: Partial<TransportConfig>): TransportConfig => ({
    packageName: "t",
    packageVersion: "0",
    operations: {},
    baseUrl: "https://api.example",
    ...extra,
  });
  test.each([
    ["a baseUrl with a query", { baseUrl: "https://api.example/v1?key=1" }, "baseUrl"],
    ["a baseUrl with a fragment", { baseUrl: "https://api.example/v1#top" }, "baseUrl"],
    ["a baseUrl with an empty query", { baseUrl: "https://api.example/?" }, "baseUrl"],
    ["a header value ending in CR LF", { headers: { "x-a": "v\r\n" } }, "headers"],
    ["a header value with LF inside", { headers: [["x-a", "v\nx-b: 1"]] as [string, string][] }, "headers"],
    ["a zero maxResponseBytes", { maxResponseBytes: 0 }, "maxResponseBytes"],
  ])("%s is a ValidationError", (_name, extra, field) => {
    let caught: unknown;
    try {
      createTransport(options(extra));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ValidationError);
    expect((caught as ValidationError).issues.map((i) => i.field)).toEqual([field]);
  });
});

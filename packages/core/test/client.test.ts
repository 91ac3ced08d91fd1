import { createTransport, InternalServerError, type Logger, ValidationError } from "@cdrapi/core";
import { json, rejection, startServer, type TestServer } from "@cdrapi/test-helpers";
import { afterEach, describe, expect, test } from "@jest/globals";
import { operations, type paths, testClient } from "./helpers/fixtures.js";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("createTransport", () => {
  test("named methods return data; path parameters are encoded by openapi-fetch", async () => {
    server = await startServer(json(200, { name: "x" }));
    await expect(testClient(server.url).getThing("a b/c")).resolves.toEqual({ name: "x" });
    expect(server.requests[0]?.url).toBe("/things/a%20b%2Fc");
  });

  test("the operation is found under a base path", async () => {
    server = await startServer([json(503, {}), json(200, {})]);
    const c = testClient(`${server.url}/api/`);
    await c.replaceList([]);
    expect(server.requests.map((r) => r.url)).toEqual(["/api/v1/lists", "/api/v1/lists"]);
  });

  test("an unknown POST is not idempotent; an unknown GET is", async () => {
    server = await startServer(json(503, {}));
    const t = createTransport<paths>({
      packageName: "test",
      packageVersion: "0",
      operations: {},
      baseUrl: server.url,
      retryDelay: { initialMs: 1, maxMs: 1 },
    });
    expect(await rejection(t.call(t.api.POST("/v1/lists", { body: [] })))).toBeInstanceOf(
      InternalServerError,
    );
    expect(server.requests).toHaveLength(1);
    const error = (await rejection(
      t.call(t.api.GET("/things/{id}", { params: { path: { id: "1" } } })),
    )) as InternalServerError;
    expect(server.requests).toHaveLength(4);
    expect(error.operationId).toBeUndefined();
  });

  test("the raw api keeps openapi-fetch's {data, error, response} contract", async () => {
    server = await startServer(json(404, { message: "gone" }));
    const { t } = testClient(server.url);
    const result = await t.api.GET("/things/{id}", { params: { path: { id: "1" } } });
    expect(result.error).toEqual({ message: "gone" });
    expect(result.response.status).toBe(404);
    expect(result.response.url).toBe(`${server.url}/things/1`);
  });

  test("transport headers are sent; a request's own headers win", async () => {
    server = await startServer(json(200, {}));
    const { t } = testClient(server.url, { headers: { "x-tenant": "a", "x-other": "b" } });
    await t.call(
      t.api.GET("/things/{id}", { params: { path: { id: "1" } }, headers: { "x-tenant": "override" } }),
    );
    expect(server.requests[0]?.headers["x-tenant"]).toBe("override");
    expect(server.requests[0]?.headers["x-other"]).toBe("b");
  });

  /** A logger whose methods live on its prototype and need their `this`. */
  class ClassLogger {
    readonly lines: string[] = [];
    debug(message: string) {
      this.lines.push(`debug ${message}`);
    }
    error(message: string) {
      this.lines.push(`error ${message}`);
    }
  }
  const sink: string[] = [];
  const line = (level: string) => (message: string) => sink.push(`${level} ${message}`);
  test.each([
    ["debug: undefined", { debug: undefined, info: line("info"), warn: line("warn"), error: line("error") }],
    ["error only", { error: line("error") }],
    ["a non-function debug", { debug: "yes", error: line("error") } as unknown as Partial<Logger>],
    ["a class instance", new ClassLogger()],
  ])("a logger with %s: calls succeed and its own methods receive their lines", async (_name, logger) => {
    sink.length = 0;
    server = await startServer(json(200, { name: "x" }));
    const c = testClient(server.url, { logger });
    await expect(c.getThing("1")).resolves.toEqual({ name: "x" });
    c.t.logger.info("from info");
    c.t.logger.warn("from warn");
    c.t.logger.error("from error");
    const lines = logger instanceof ClassLogger ? logger.lines : sink;
    const provided = (level: keyof Logger) => typeof (logger as Partial<Logger>)[level] === "function";
    for (const level of ["info", "warn", "error"] as const) {
      expect(lines.includes(`${level} from ${level}`)).toBe(provided(level));
    }
    expect(lines.some((l) => l.startsWith("debug getThing GET"))).toBe(provided("debug"));
  });

  test.each([
    ["missing baseUrl", { baseUrl: undefined }, "baseUrl"],
    ["zero timeout", { timeoutMs: 0 }, "timeoutMs"],
    ["negative retries", { maxRetries: -1 }, "maxRetries"],
    ["fractional retries", { maxRetries: 1.5 }, "maxRetries"],
    ["bad header value", { headers: { "x-key": "secret\nvalue" } }, "headers"],
  ])("%s is a ValidationError", (_name, options, field) => {
    let caught: unknown;
    try {
      createTransport({
        packageName: "t",
        packageVersion: "0",
        operations,
        baseUrl: "https://x.example",
        ...options,
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ValidationError);
    expect((caught as ValidationError).issues.map((i) => i.field)).toEqual([field]);
    expect(String(caught)).not.toContain("secret");
  });
});

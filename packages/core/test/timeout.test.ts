import { AbortError, TimeoutError } from "@cdrapi/core";
import { hang, json, rejection, startServer, type TestServer } from "@cdrapi/test-helpers";
import { afterEach, describe, expect, test } from "@jest/globals";
import { testClient } from "./helpers/fixtures.js";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("timeouts and aborts", () => {
  test("a request that hangs past timeoutMs raises TimeoutError", async () => {
    server = await startServer(hang);
    const c = testClient(server.url, { timeoutMs: 100, maxRetries: 0 });
    const error = await rejection(c.getThing("1"));
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).timeoutMs).toBe(100);
    expect(server.requests).toHaveLength(1);
  });

  test("the timeout is per attempt: an idempotent call is tried again", async () => {
    server = await startServer([hang, json(200, { ok: true })]);
    const c = testClient(server.url, { timeoutMs: 100 });
    await expect(c.getThing("1")).resolves.toEqual({ ok: true });
    expect(server.requests).toHaveLength(2);
  });

  test("a non-idempotent call that times out is not re-sent", async () => {
    server = await startServer([hang, json(200, {})]);
    const c = testClient(server.url, { timeoutMs: 100 });
    expect(await rejection(c.addToList([1]))).toBeInstanceOf(TimeoutError);
    expect(server.requests).toHaveLength(1);
  });

  test("a body that stalls after the headers also times out", async () => {
    server = await startServer((res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"partial":');
    });
    const c = testClient(server.url, { timeoutMs: 100, maxRetries: 0 });
    expect(await rejection(c.getThing("1"))).toBeInstanceOf(TimeoutError);
  });

  test("the caller's abort during a request is AbortError and is never retried", async () => {
    server = await startServer(hang);
    const c = testClient(server.url);
    const controller = new AbortController();
    const pending = rejection(c.getThing("1", { signal: controller.signal }));
    while (server.requests.length === 0) await new Promise((r) => setTimeout(r, 5));
    controller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(AbortError);
    expect(error).not.toBeInstanceOf(TimeoutError);
    expect(server.requests).toHaveLength(1);
  });

  test("an abort during the backoff is AbortError", async () => {
    server = await startServer(json(503, {}, { "retry-after": "30" }));
    const c = testClient(server.url);
    const controller = new AbortController();
    const pending = rejection(c.getThing("1", { signal: controller.signal }));
    while (server.requests.length === 0) await new Promise((r) => setTimeout(r, 5));
    controller.abort();
    expect(await pending).toBeInstanceOf(AbortError);
    expect(server.requests).toHaveLength(1);
  });

  test("an already-aborted signal sends nothing", async () => {
    server = await startServer(json(200, {}));
    const c = testClient(server.url);
    expect(await rejection(c.getThing("1", { signal: AbortSignal.abort() }))).toBeInstanceOf(AbortError);
    expect(server.requests).toHaveLength(0);
  });
});

import { AbortError, type AuthStrategy, ConnectionError, TimeoutError } from "@cdrapi/core";
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
    // Long enough for the request to reach the server on a busy machine.
    const c = testClient(server.url, { timeoutMs: 1000, maxRetries: 0 });
    const error = await rejection(c.getThing("1"));
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).timeoutMs).toBe(1000);
    expect(server.requests).toHaveLength(1);
  });

  test("the timeout is per attempt: an idempotent call is tried again", async () => {
    server = await startServer([hang, json(200, { ok: true })]);
    // Long enough for the second attempt's answer on a busy machine.
    const c = testClient(server.url, { timeoutMs: 1000 });
    await expect(c.getThing("1")).resolves.toEqual({ ok: true });
    expect(server.requests).toHaveLength(2);
  });

  test("a non-idempotent call that times out is not re-sent", async () => {
    server = await startServer([hang, json(200, {})]);
    const c = testClient(server.url, { timeoutMs: 1000 });
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

  // A session login or refresh is shared by every caller and has no signal of its own: the
  // caller that aborts gives up on it at once, and gets AbortError whatever the login does.
  test("an abort while the auth strategy is still authorizing is AbortError at once; nothing is sent", async () => {
    server = await startServer(json(200, {}));
    let fail: (error: Error) => void = () => {};
    const login = new Promise<void>((_, reject) => {
      fail = reject;
    });
    const c = testClient(server.url, { auth: { authorize: () => login } });
    const controller = new AbortController();
    const pending = rejection(c.getThing("1", { signal: controller.signal }));
    await new Promise((r) => setTimeout(r, 20));
    controller.abort();
    expect(await pending).toBeInstanceOf(AbortError);
    fail(new ConnectionError({ code: "ECONNRESET" })); // the login fails later: nobody is told
    await new Promise((r) => setTimeout(r, 20));
    expect(server.requests).toHaveLength(0);
  });

  test("an authorize that fails after the caller aborted is AbortError, not its own error", async () => {
    server = await startServer(json(200, {}));
    const controller = new AbortController();
    const auth: AuthStrategy = {
      authorize: () => {
        controller.abort();
        return Promise.reject(new ConnectionError({ code: "ECONNRESET" }));
      },
    };
    const c = testClient(server.url, { auth });
    expect(await rejection(c.getThing("1", { signal: controller.signal }))).toBeInstanceOf(AbortError);
    expect(server.requests).toHaveLength(0);
  });

  test("an abort during the refresh after a 401 is AbortError; the request is not re-sent", async () => {
    server = await startServer(json(401, {}));
    const controller = new AbortController();
    const auth: AuthStrategy = {
      authorize: ({ headers }) => headers.set("authorization", "Bearer t"),
      onUnauthorized: () => new Promise<boolean>(() => controller.abort()), // never settles
    };
    const c = testClient(server.url, { auth });
    expect(await rejection(c.getThing("1", { signal: controller.signal }))).toBeInstanceOf(AbortError);
    expect(server.requests).toHaveLength(1);
  });
});

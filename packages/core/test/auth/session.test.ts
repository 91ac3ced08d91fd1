import {
  AuthenticationError,
  type FetchLike,
  type SessionStrategy,
  sessionAuth,
  singleFlight,
} from "@cdrapi/core";
import { json, type Reply, rejection, startServer, type TestServer } from "@cdrapi/test-helpers";
import { afterEach, describe, expect, test } from "@jest/globals";
import { testClient } from "../helpers/fixtures.js";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** 200 for "Bearer <valid>", 401 otherwise. */
const acceptOnly =
  (valid: () => string): Reply =>
  (res, req) =>
    (req.headers.authorization === `Bearer ${valid()}`
      ? json(200, { ok: true })
      : json(401, { error: "expired" }))(res, req, undefined as never);

function countingSession(initial: string, next: string) {
  const state = { token: initial, refreshes: 0 };
  const strategy: SessionStrategy = {
    getToken: async () => state.token,
    refresh: async (rejected) => {
      if (rejected !== state.token) return; // already replaced
      state.refreshes++;
      await new Promise((r) => setTimeout(r, 20));
      state.token = next;
    },
  };
  return { state, strategy };
}

describe("sessionAuth", () => {
  test("ten concurrent calls that all get 401 cause exactly one refresh", async () => {
    server = await startServer(acceptOnly(() => "fresh"));
    const { state, strategy } = countingSession("stale", "fresh");
    const c = testClient(server.url, { auth: sessionAuth(strategy) });
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => c.getThing(String(i))));
    expect(results).toEqual(Array(10).fill({ ok: true }));
    expect(state.refreshes).toBe(1);
    const sent = server.requests.map((r) => r.headers.authorization);
    expect(sent.filter((h) => h === "Bearer stale")).toHaveLength(10);
    expect(sent.filter((h) => h === "Bearer fresh")).toHaveLength(10);
  });

  test("a non-idempotent call rejected with 401 is re-sent once after the refresh", async () => {
    server = await startServer(acceptOnly(() => "fresh"));
    const { state, strategy } = countingSession("stale", "fresh");
    const c = testClient(server.url, { auth: sessionAuth(strategy) });
    await expect(c.addToList([1])).resolves.toEqual({ ok: true });
    expect(server.requests).toHaveLength(2);
    expect(state.refreshes).toBe(1);
  });

  test("a streamed 401 body is cancelled before the request is re-sent", async () => {
    let firstClosed: Promise<void> | undefined;
    const unauthorized: Reply = (res, _req, raw) => {
      firstClosed = new Promise((resolve) => raw.socket.once("close", () => resolve()));
      res.writeHead(401, { "content-type": "application/json" });
      res.write('{"error":'); // never ended: only a cancel frees this connection
    };
    server = await startServer([unauthorized, json(200, { ok: true })]);
    const responses: Response[] = [];
    const fetch: FetchLike = async (url, init) => {
      const response = await globalThis.fetch(url, init);
      responses.push(response);
      return response;
    };
    const { strategy } = countingSession("stale", "fresh");
    const { t } = testClient(server.url, { auth: sessionAuth(strategy), fetch });
    const result = await t.api.GET("/things/{id}", { params: { path: { id: "1" } }, parseAs: "stream" });
    expect(result.response.status).toBe(200);
    await result.response.body?.cancel();
    expect(responses.map((r) => r.status)).toEqual([401, 200]);
    expect(responses[0]?.bodyUsed).toBe(true);
    await firstClosed; // and the server sees that connection closed
  });

  test("a 401 after the refresh is an AuthenticationError, with no second refresh", async () => {
    server = await startServer(json(401, { error: "no" }));
    const { state, strategy } = countingSession("a", "b");
    const c = testClient(server.url, { auth: sessionAuth(strategy) });
    const error = await rejection(c.getThing("1"));
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(server.requests).toHaveLength(2);
    expect(state.refreshes).toBe(1);
  });

  test("a proactive refresh racing an in-flight 401 causes exactly one refresh", async () => {
    // The strategy renews ahead of expiry on its own (as compute does) while a request sent
    // with the old token is in flight; the server then rejects the old token.
    const state = { token: "old", refreshes: 0 };
    const strategy: SessionStrategy = {
      getToken: async () => state.token,
      refresh: async (rejected) => {
        if (rejected !== undefined && rejected !== state.token) return; // already replaced
        state.token = `refreshed-${++state.refreshes}`;
      },
    };
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const current = acceptOnly(() => state.token);
    server = await startServer([(res, req, raw) => void held.then(() => current(res, req, raw)), current]);
    const c = testClient(server.url, { auth: sessionAuth(strategy) });
    const pending = c.getThing("1");
    while (server.requests.length === 0) await new Promise((r) => setTimeout(r, 5));
    state.token = `proactive-${++state.refreshes}`; // renewed ahead of exp; "old" is now dead
    release();
    await expect(pending).resolves.toEqual({ ok: true });
    expect(state.refreshes).toBe(1);
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(["Bearer old", "Bearer proactive-1"]);
  });

  test("a failing refresh propagates its error", async () => {
    server = await startServer(json(401, {}));
    const failure = new Error("refresh failed");
    const c = testClient(server.url, {
      auth: sessionAuth({ getToken: async () => "t", refresh: async () => Promise.reject(failure) }),
    });
    await expect(c.getThing("1")).rejects.toBe(failure);
  });
});

describe("singleFlight", () => {
  test("concurrent callers share one run; a later call starts a new one", async () => {
    let runs = 0;
    const run = singleFlight(async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 5));
      return runs;
    });
    const first = await Promise.all([run(), run(), run()]);
    expect(first).toEqual([1, 1, 1]);
    expect(run.inFlight).toBeUndefined();
    await expect(run()).resolves.toBe(2);
  });

  test("fn starts within the call, so what it reads is read at call time", async () => {
    let value = "at call";
    const run = singleFlight(async () => value);
    const pending = run();
    value = "later";
    await expect(pending).resolves.toBe("at call");
  });

  test("a synchronous throw becomes a rejection of the shared run", async () => {
    const run = singleFlight((): Promise<never> => {
      throw new Error("sync");
    });
    const pending = run();
    expect(run.inFlight).toBe(pending);
    await expect(pending).rejects.toThrow("sync");
    expect(run.inFlight).toBeUndefined();
  });

  test("a rejected run is shared and then forgotten", async () => {
    let runs = 0;
    const run = singleFlight(async () => {
      runs++;
      throw new Error(`fail ${runs}`);
    });
    const results = await Promise.allSettled([run(), run()]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(runs).toBe(1);
    await expect(run()).rejects.toThrow("fail 2");
  });
});

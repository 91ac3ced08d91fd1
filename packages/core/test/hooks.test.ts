// hooks: every attempt of every call, named methods and client.api alike, with nothing secret,
// and a hook that throws changes nothing.
import { closedPort, json, recordingLogger, rejection, reset, useServers } from "@cdrapi/test-helpers";
import { describe, expect, test } from "@jest/globals";
import {
  basicAuth,
  ConnectionError,
  type Hooks,
  NotFoundError,
  type TransportConfig,
  ValidationError,
} from "../src/index.js";
import { SECRET_HEADERS as ALL_SECRET_HEADERS, testTransport } from "./helpers/fixtures.js";

const PASSWORD = "hunter2-very-secret";
const API_KEY = "key-0123456789abcdef";

const serve = useServers();

/** Hooks that record every event as "name" + the event. */
function recorder() {
  const events: Array<{ hook: string } & Record<string, unknown>> = [];
  const hooks: Hooks = {
    onRequest: (e) => events.push({ hook: "onRequest", ...e }),
    onResponse: (e) => events.push({ hook: "onResponse", ...e }),
    onError: (e) => events.push({ hook: "onError", ...e }),
  };
  return { events, hooks };
}

function client(url: string, hooks: Hooks, extra: Partial<TransportConfig> = {}) {
  return testTransport(url, {
    auth: basicAuth({ username: "registrar", password: PASSWORD }),
    headers: { "x-api-key": API_KEY, "x-trace": "t-1" },
    hooks,
    ...extra,
  });
}

const ok = json(200, { id: "1" }, { "x-request-id": "req-42" });

describe("what hooks see, per attempt", () => {
  const calls: Array<[string, (t: ReturnType<typeof client>) => Promise<unknown>]> = [
    [
      "a named method (request)",
      (t) => t.request("getThing", { path: { id: "7" }, query: { token: "tok-secret-1" } }),
    ],
    [
      "client.api",
      (t) =>
        t.api.GET("/things/{id}", {
          params: { path: { id: "7" }, query: { token: "tok-secret-1" } } as never,
        }),
    ],
  ];
  test.each(calls)("%s: onRequest then onResponse, redacted", async (_name, run) => {
    const server = await serve(ok);
    const { events, hooks } = recorder();
    await run(client(server.url, hooks));
    expect(events.map((e) => e.hook)).toEqual(["onRequest", "onResponse"]);
    const [request, response] = events;
    expect(request).toMatchObject({
      operationId: "getThing",
      method: "GET",
      url: `${server.url}/things/7?token=%5BREDACTED%5D`,
      attempt: 1,
    });
    expect(request!.headers).toMatchObject({
      authorization: "[REDACTED]",
      "x-api-key": "[REDACTED]",
      "x-trace": "t-1",
    });
    expect(response).toMatchObject({ operationId: "getThing", status: 200, requestId: "req-42", attempt: 1 });
    expect(typeof response!.durationMs).toBe("number");
    expect(response!.durationMs as number).toBeGreaterThanOrEqual(0);
    // In ms to 0.1 ms, as a log line shows it: never the clock's twelve decimals.
    expect(String(response!.durationMs)).toMatch(/^\d+(\.\d)?$/);
    // What the server got was the real thing: the hooks saw a copy.
    expect(server.requests[0]!.headers.authorization).toMatch(/^Basic /);
    const seen = JSON.stringify(events);
    for (const secret of [PASSWORD, API_KEY, "tok-secret-1", server.requests[0]!.headers.authorization!])
      expect(seen).not.toContain(secret);
  });

  test("a retried call: one onRequest and one onResponse or onError per attempt, numbered", async () => {
    const server = await serve([json(503, { error: ["busy"] }), reset, ok]);
    const { events, hooks } = recorder();
    await client(server.url, hooks).request("getThing", { path: { id: "1" } });
    expect(events.map((e) => `${e.hook} ${e.attempt} ${e.status ?? (e.error as Error)?.name ?? ""}`)).toEqual(
      [
        "onRequest 1 ",
        "onResponse 1 503",
        "onRequest 2 ",
        "onError 2 ConnectionError",
        "onRequest 3 ",
        "onResponse 3 200",
      ],
    );
  });

  test("an error status is a response; the call still throws its ApiError", async () => {
    const server = await serve(json(404, { error: ["no such thing"] }));
    const { events, hooks } = recorder();
    const error = await rejection(client(server.url, hooks).request("getThing", { path: { id: "1" } }));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(events.map((e) => `${e.hook} ${e.status ?? ""}`)).toEqual(["onRequest ", "onResponse 404"]);
  });

  test("a refused connection: onError with the ConnectionError the caller gets", async () => {
    const port = await closedPort();
    const { events, hooks } = recorder();
    const error = await rejection(
      client(`http://127.0.0.1:${port}`, hooks, { maxRetries: 0 }).request("addToList", { body: [] }),
    );
    expect(error).toBeInstanceOf(ConnectionError);
    expect(events.map((e) => e.hook)).toEqual(["onRequest", "onError"]);
    expect(events[1]!.error).toBe(error);
  });

  test("a call refused before sending (bad input) runs no hook", async () => {
    const { events, hooks } = recorder();
    const error = await rejection(
      client("http://127.0.0.1:9", hooks).request("getThing", { path: { id: "" } }),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect(events).toEqual([]);
  });
});

describe("what hooks never see", () => {
  // By name, each reads "[REDACTED]" in every event (authorization has cases of its own).
  const SECRET_HEADERS = ALL_SECRET_HEADERS.filter((name) => name !== "authorization");
  test.each(SECRET_HEADERS)("the %s header", async (name) => {
    const server = await serve(ok);
    const { events, hooks } = recorder();
    const value = `secret-value-of-${name.toLowerCase()}`;
    await client(server.url, hooks, { headers: { [name]: value } }).request("getThing", {
      path: { id: "1" },
    });
    expect(events.map((e) => (e.headers as Record<string, string>)[name.toLowerCase()])).toEqual([
      "[REDACTED]",
      "[REDACTED]",
    ]);
    expect(JSON.stringify(events)).not.toContain(value);
  });

  // `key` (Google's API keys), `code` (an OAuth authorization code, an Azure Functions key).
  test.each(["key", "code", "token", "api_key", "access_token"])("a ?%s= query parameter", async (name) => {
    const server = await serve(ok);
    const { events, hooks } = recorder();
    const query = { [name]: "secret-in-the-query", page: "2" };
    await client(server.url, hooks).request("getThing", { path: { id: "1" }, query });
    const redacted = `${server.url}/things/1?${name}=%5BREDACTED%5D&page=2`;
    expect(events.map((e) => e.url)).toEqual([redacted, redacted]);
  });

  test("after a redirect to another origin, onResponse names the URL that answered, redacted", async () => {
    const other = await serve(ok);
    const server = await serve((res) => {
      res.writeHead(302, { location: `${other.url}/elsewhere?code=oauth-code-123` });
      res.end();
    });
    const { events, hooks } = recorder();
    await client(server.url, hooks).request("getThing", { path: { id: "1" } });
    expect(events.map((e) => `${e.hook} ${e.url}`)).toEqual([
      `onRequest ${server.url}/things/1`,
      `onResponse ${other.url}/elsewhere?code=%5BREDACTED%5D`,
    ]);
  });
});

describe("a hook that fails changes nothing", () => {
  const failing: Array<[string, () => unknown]> = [
    [
      "throws",
      () => {
        throw new Error(`boom ${PASSWORD}`);
      },
    ],
    ["rejects", () => Promise.reject(new Error(`boom ${PASSWORD}`))],
  ];
  test.each(
    failing,
  )("a hook that %s: same data, the error to logger.warn (redacted)", async (_name, hook) => {
    const server = await serve(ok);
    const { lines, logger } = recordingLogger();
    const t = client(server.url, { onRequest: hook, onResponse: hook, onError: hook }, { logger });
    await expect(t.request("getThing", { path: { id: "1" } })).resolves.toEqual({ id: "1" });
    await new Promise((r) => setTimeout(r, 0)); // a rejection is reported when it settles
    const warnings = lines.filter((l) => l.startsWith("warn"));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain("hooks.onRequest threw");
    expect(lines.join("\n")).not.toContain(PASSWORD);
    expect(server.requests).toHaveLength(1);
  });
});

test.each<[string, unknown]>([
  ["a string", "onRequest"],
  ["a hook that is not a function", { onRequest: "log" }],
])("hooks that are %s: ValidationError before any request", (_name, hooks) => {
  expect(() => testTransport("http://127.0.0.1:9", { hooks: hooks as Hooks })).toThrow(ValidationError);
});

import { ConnectionError, InternalServerError, RateLimitError, retryAfterMs } from "@cdrapi/core";
import {
  closedPort,
  json,
  recordingLogger,
  rejection,
  reset,
  type TestServer,
  useServers,
} from "@cdrapi/test-helpers";
import { describe, expect, test } from "@jest/globals";
import fc from "fast-check";
import { type AttemptOutcome, backoffMs, DEFAULT_RETRY_POLICY, decideRetry } from "../src/retry.js";
import { testClient } from "./helpers/fixtures.js";

const serve = useServers();

const headers = (init: Record<string, string> = {}) => new Headers(init);
const response = (status: number, init?: Record<string, string>): AttemptOutcome => ({
  kind: "response",
  status,
  headers: headers(init),
});

describe("decideRetry (the policy)", () => {
  const cases: Array<[string, AttemptOutcome, boolean, boolean]> = [
    // name, outcome, idempotent, retried?
    ["408 idempotent", response(408), true, true],
    ["429 idempotent", response(429), true, true],
    ["500 idempotent", response(500), true, true],
    ["502 idempotent", response(502), true, true],
    ["503 idempotent", response(503), true, true],
    ["504 idempotent", response(504), true, true],
    ["501 idempotent", response(501), true, false],
    ["400 idempotent", response(400), true, false],
    ["401 idempotent", response(401), true, false],
    ["404 idempotent", response(404), true, false],
    ["200 idempotent", response(200), true, false],
    ["429 non-idempotent", response(429), false, true],
    ["500 non-idempotent", response(500), false, false],
    ["503 non-idempotent", response(503), false, false],
    ["408 non-idempotent", response(408), false, false],
    ["reset idempotent", { kind: "connection", notSent: false }, true, true],
    ["reset non-idempotent", { kind: "connection", notSent: false }, false, false],
    ["refused non-idempotent", { kind: "connection", notSent: true }, false, true],
    ["timeout idempotent", { kind: "timeout" }, true, true],
    ["timeout non-idempotent", { kind: "timeout" }, false, false],
  ];
  test.each(cases)("%s", (_name, outcome, idempotent, retried) => {
    expect(decideRetry(outcome, 0, idempotent).retry).toBe(retried);
  });

  test("stops after maxRetries; maxRetries 0 disables", () => {
    expect(decideRetry(response(503), 2, true).retry).toBe(false);
    expect(decideRetry(response(503), 0, true, { ...DEFAULT_RETRY_POLICY, maxRetries: 0 }).retry).toBe(false);
  });

  test("backoff is min(0.5 * 2^n, 8) s minus up to 25 % jitter", () => {
    const expected = [500, 1000, 2000, 4000, 8000, 8000];
    expected.forEach((ms, n) => {
      expect(backoffMs(n, DEFAULT_RETRY_POLICY, () => 0)).toBe(ms);
      expect(backoffMs(n, DEFAULT_RETRY_POLICY, () => 0.999999)).toBe(Math.round(ms * (1 - 0.999999 * 0.25)));
    });
    fc.assert(
      fc.property(fc.nat(40), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (n, r) => {
        const ms = backoffMs(n, DEFAULT_RETRY_POLICY, () => r);
        const base = Math.min(500 * 2 ** n, MAX);
        return ms <= base && ms >= Math.floor(base * 0.75);
      }),
    );
  });
  const MAX = 8000;

  test("a server delay within 0..60 s replaces the backoff", () => {
    const decision = decideRetry(response(503, { "retry-after": "7" }), 0, true);
    expect(decision).toEqual({ retry: true, delayMs: 7000, reason: "status 503" });
  });

  // A server may slow the client down, never hurry it (the waiters pause by the same rule).
  test.each([
    ["Retry-After: 0", { "retry-after": "0" }, 0, 500],
    ["retry-after-ms: 0", { "retry-after-ms": "0" }, 0, 500],
    ["retry-after-ms: 100", { "retry-after-ms": "100" }, 1, 1000],
    ["Retry-After: 1 on the first retry", { "retry-after": "1" }, 0, 1000],
  ])("%s: the longer of it and the backoff", (_name, init, retriesSoFar, delayMs) => {
    const decision = decideRetry(response(429, init), retriesSoFar, true, DEFAULT_RETRY_POLICY, () => 0);
    expect(decision).toEqual({ retry: true, delayMs, reason: "status 429" });
  });
});

describe("retryAfterMs", () => {
  const now = Date.parse("2025-01-01T00:00:00Z");
  test.each([
    ["retry-after-ms wins", { "retry-after-ms": "250", "retry-after": "5" }, 250],
    ["retry-after-ms fractional", { "retry-after-ms": "12.5" }, 12.5],
    ["seconds", { "retry-after": "2" }, 2000],
    ["zero seconds", { "retry-after": "0" }, 0],
    ["60 seconds is the limit", { "retry-after": "60" }, 60000],
    ["61 seconds is ignored", { "retry-after": "61" }, undefined],
    ["HTTP date 30 s ahead", { "retry-after": "Wed, 01 Jan 2025 00:00:30 GMT" }, 30000],
    ["HTTP date in the past", { "retry-after": "Tue, 31 Dec 2024 23:59:00 GMT" }, undefined],
    ["HTTP date too far", { "retry-after": "Wed, 01 Jan 2025 01:00:00 GMT" }, undefined],
    ["garbage", { "retry-after": "soon" }, undefined],
    ["negative", { "retry-after": "-1" }, undefined],
    ["bad retry-after-ms falls back", { "retry-after-ms": "x", "retry-after": "1" }, 1000],
    ["none", {}, undefined],
  ])("%s", (_name, init, expected) => {
    expect(retryAfterMs(headers(init as Record<string, string>), now)).toBe(expected);
  });

  test("property: any header value yields undefined or a delay within 0..60 s", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (ms, ra) => {
        let h: Headers;
        try {
          h = headers({ "retry-after-ms": ms, "retry-after": ra });
        } catch {
          return true; // not a legal header value at all
        }
        const delay = retryAfterMs(h, now);
        return delay === undefined || (delay >= 0 && delay <= 60000);
      }),
    );
  });
});

describe("retries on the wire", () => {
  test("GET answered 503 Retry-After: 1 twice, then 200: three requests, at least two seconds", async () => {
    const busy = json(503, { error: "busy" }, { "retry-after": "1" });
    const server = await serve([busy, busy, json(200, { name: "ok" })]);
    const c = testClient(server.url, { retryDelay: undefined });
    const started = Date.now();
    await expect(c.getThing("1")).resolves.toEqual({ name: "ok" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    expect(server.requests).toHaveLength(3);
  });

  test("maxRetries: 0 gives InternalServerError after one request", async () => {
    const server = await serve(json(503, {}, { "retry-after": "1" }));
    const c = testClient(server.url, { maxRetries: 0 });
    expect(await rejection(c.getThing("1"))).toBeInstanceOf(InternalServerError);
    expect(server.requests).toHaveLength(1);
  });

  test("retries stop after maxRetries", async () => {
    const server = await serve(json(502, {}));
    const c = testClient(server.url, { maxRetries: 3 });
    expect(await rejection(c.getThing("1"))).toBeInstanceOf(InternalServerError);
    expect(server.requests).toHaveLength(4);
  });

  test("a non-idempotent POST answered 500 is sent once", async () => {
    const server = await serve([json(500, { error: "boom" }), json(200, {})]);
    const c = testClient(server.url);
    expect(await rejection(c.addToList([1]))).toBeInstanceOf(InternalServerError);
    expect(server.requests).toHaveLength(1);
  });

  test("an idempotent POST answered 503 then 200 is sent twice, with the same body", async () => {
    const server = await serve([json(503, {}), json(200, { id: 7 })]);
    const c = testClient(server.url);
    await expect(c.replaceList([{ a: 1 }])).resolves.toEqual({ id: 7 });
    expect(server.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ["POST", "/v1/lists", '[{"a":1}]'],
      ["POST", "/v1/lists", '[{"a":1}]'],
    ]);
  });

  test("a non-idempotent POST answered 429 is re-sent", async () => {
    const server = await serve([json(429, {}, { "retry-after-ms": "10" }), json(200, { id: 1 })]);
    const c = testClient(server.url);
    await expect(c.addToList([1])).resolves.toEqual({ id: 1 });
    expect(server.requests).toHaveLength(2);
  });

  test("429 until the budget is spent is a RateLimitError", async () => {
    const server = await serve(json(429, { error: "slow down" }, { "retry-after-ms": "1" }));
    const c = testClient(server.url);
    expect(await rejection(c.getThing("1"))).toBeInstanceOf(RateLimitError);
    expect(server.requests).toHaveLength(3);
  });

  test("a connection reset is retried for an idempotent call", async () => {
    const server = await serve([reset, json(200, { ok: 1 })]);
    const c = testClient(server.url);
    await expect(c.getThing("1")).resolves.toEqual({ ok: 1 });
    expect(server.requests).toHaveLength(2);
  });

  test("a connection reset after sending is not retried for a non-idempotent call", async () => {
    const server = await serve([reset, json(200, {})]);
    const c = testClient(server.url);
    expect(await rejection(c.addToList([1]))).toBeInstanceOf(ConnectionError);
    expect(server.requests).toHaveLength(1);
  });

  test("a refused connection is retried even for a non-idempotent call", async () => {
    const port = await closedPort();
    const { lines, logger } = recordingLogger();
    let late: Promise<TestServer> | undefined;
    const c = testClient(`http://127.0.0.1:${port}`, {
      retryDelay: { initialMs: 300, maxMs: 300 },
      logger: {
        ...logger,
        debug(message, ...args) {
          logger.debug(message, ...args);
          // The first attempt was refused: bring the server up during the backoff.
          if (message.includes("retry 1/")) late ??= serve(json(200, { id: 3 }), port);
        },
      },
    });
    await expect(c.addToList([1])).resolves.toEqual({ id: 3 });
    expect((await late!).requests).toHaveLength(1);
    expect(lines.some((l) => l.includes("connection refused before sending"))).toBe(true);
  });

  test("a refused connection, retries spent, is a ConnectionError with its code", async () => {
    const port = await closedPort();
    const c = testClient(`http://127.0.0.1:${port}`);
    const error = await rejection(c.getThing("1"));
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as ConnectionError).code).toBe("ECONNREFUSED");
    expect((error as ConnectionError).operationId).toBe("getThing");
  });

  test("each retry is logged at debug with its reason and delay", async () => {
    const server = await serve([json(503, {}, { "retry-after-ms": "5" }), json(200, {})]);
    const { lines, logger } = recordingLogger();
    const c = testClient(server.url, { logger });
    await c.getThing("1");
    const retries = lines.filter((l) => l.includes("retry 1/2"));
    expect(retries).toHaveLength(1);
    expect(retries[0]).toMatch(/^debug .*in 5 ms \(status 503\)/);
    expect(retries[0]).toContain("delayMs: 5");
    expect(retries[0]).toContain("reason: 'status 503'");
  });
});

describe("a server delay beyond the cap", () => {
  test.each([
    ["Retry-After: 3600", { "retry-after": "3600" }],
    ["retry-after-ms: 60001", { "retry-after-ms": "60001" }],
  ])("%s ends the retries (the error carries it)", (_name, init) => {
    expect(decideRetry(response(429, init), 0, true)).toEqual({ retry: false });
    expect(decideRetry(response(503, init), 0, true)).toEqual({ retry: false });
  });
});

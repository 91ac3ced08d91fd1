// One rate limiter per client (limiter.ts): a 429's Retry-After pauses every call of the client,
// not only the one refused, and `maxRequestsPerMinute` paces attempts before a server refuses
// them. Against a loopback server that allows N requests a second by its own clock.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type RequestEvent, ValidationError } from "@cdrapi/core";
import { json, recordingLogger, startServer, type TestServer } from "@cdrapi/test-helpers";
import { afterEach, describe, expect, test } from "@jest/globals";
import { testClient } from "./helpers/fixtures.js";

/**
 * A server that allows `perSecond` requests in any second by its own clock: one more within
 * the second is answered 429, with `retry-after-ms` saying when the oldest leaves the window.
 */
async function windowServer(perSecond: number) {
  const arrivals: number[] = [];
  const counts = { ok: 0, refused: 0 };
  const server: Server = createServer((req, res) => {
    req.resume();
    const now = Date.now();
    while (arrivals.length > 0 && (arrivals[0] as number) <= now - 1000) arrivals.shift();
    if (arrivals.length >= perSecond) {
      counts.refused++;
      const wait = (arrivals[0] as number) + 1000 - now;
      res.writeHead(429, { "content-type": "application/json", "retry-after-ms": String(wait) }).end("{}");
      return;
    }
    arrivals.push(now);
    counts.ok++;
    res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let closeServer: (() => Promise<void>) | undefined;
let server: TestServer | undefined;
afterEach(async () => {
  await closeServer?.();
  await server?.close();
  closeServer = undefined;
  server = undefined;
});

describe("a server that allows 40 requests a second, and 100 calls at once", () => {
  // Pacing at three quarters of what the server allows: a 429 can come only if the process
  // stalled long enough to crowd a second's worth of attempts together, which the margin covers.
  const PER_SECOND = 40;

  test.each([
    ["paced at 1800 a minute (30 a second)", 1800],
    ["not paced (the 429s of the burst pause every call)", undefined],
  ])("%s: every call succeeds", async (name, maxRequestsPerMinute) => {
    const s = await windowServer(PER_SECOND);
    closeServer = s.close;
    const c = testClient(s.url, { maxRetries: 10, maxRequestsPerMinute });
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => c.getThing(String(i))));
    expect(results).toHaveLength(100);
    expect(s.counts.ok).toBe(100);
    // The figures of the report: 429s with and without the pace.
    process.stderr.write(`rate limit, ${name}: ${s.counts.refused} answers 429 for 100 calls\n`);
    if (maxRequestsPerMinute !== undefined) expect(s.counts.refused).toBeLessThanOrEqual(3);
  });
});

describe("a 429 with Retry-After pauses every call of the client", () => {
  test("a call started after a 429 is not sent before the delay the server asked for", async () => {
    let refusedAt = 0;
    const arrivals: number[] = [];
    server = await startServer([
      (res, req, raw) => {
        refusedAt = Date.now();
        json(429, {}, { "retry-after-ms": "300" })(res, req, raw);
      },
      (res, req, raw) => {
        arrivals.push(Date.now());
        json(200, { ok: true })(res, req, raw);
      },
    ]);
    const events: RequestEvent[] = [];
    const { lines, logger } = recordingLogger();
    let second: Promise<unknown> | undefined;
    const c = testClient(server.url, {
      maxRetries: 1,
      logger,
      hooks: {
        onRequest: (e) => events.push(e),
        // The other call starts as soon as the client has the 429.
        onResponse: (e) => {
          if (e.status === 429) second = c.getThing("other");
        },
      },
    });
    await c.getThing("refused");
    await second;
    expect(arrivals).toHaveLength(2);
    for (const at of arrivals) expect(at - refusedAt).toBeGreaterThanOrEqual(300);
    const other = events.find((e) => e.url.endsWith("/things/other"));
    expect(other?.rateLimited?.reason).toMatch(/429/);
    expect(other?.rateLimited?.waitedMs).toBeGreaterThan(0);
    expect(lines.some((l) => /429, every call of this client waits 300 ms/.test(l))).toBe(true);
    expect(lines.some((l) => /things\/other: waited \d+ ms for the rate limit \(a 429 paused/.test(l))).toBe(
      true,
    );
  });

  test("a call aborted while it waits leaves the queue at once, with AbortError", async () => {
    server = await startServer([json(429, {}, { "retry-after-ms": "60000" }), json(200, {})]);
    const c = testClient(server.url, { maxRetries: 0 });
    await expect(c.getThing("refused")).rejects.toMatchObject({ name: "RateLimitError" });
    const controller = new AbortController();
    const waiting = c.getThing("waits", { signal: controller.signal });
    // Long enough for a call that is not held to be answered (the server answers it 200).
    setTimeout(() => controller.abort(), 200);
    await expect(waiting).rejects.toMatchObject({ name: "AbortError" });
    expect(server.requests).toHaveLength(1);
  });
});

test.each([0, -1, Number.NaN, "120"])("maxRequestsPerMinute %p is refused at construction", (value) => {
  expect(() => testClient("http://127.0.0.1:1", { maxRequestsPerMinute: value as number })).toThrow(
    ValidationError,
  );
});

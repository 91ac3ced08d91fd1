import { afterAll, beforeAll, beforeEach, describe, expect, test } from "@jest/globals";
import {
  DEMO_REGISTRAR,
  type Fault,
  type MockServer,
  parseFaultHeader,
  startMockServer,
} from "../src/index.js";
import { asRegistrar, basic, record } from "./helpers.js";

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const MAINTAIN = "/v1/reports/maintain-domains";
const SUB = "/v1/reports/maintain-domains/sub-lists";
const upload = (headers: Record<string, string> = {}) =>
  asRegistrar(`${server.url}${MAINTAIN}`, "POST", [record("a.com")], headers);
const maintained = () => server.state.maintainedList(DEMO_REGISTRAR.username);

describe("faults from code", () => {
  test("status 503 with Retry-After: not processed, then the next request passes", async () => {
    const fault = server.faults.inject({ path: MAINTAIN, kind: "status", status: 503, retryAfter: 2 });
    const first = await upload();
    expect(first.status).toBe(503);
    expect(first.headers.get("retry-after")).toBe("2");
    expect(first.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(maintained()).toEqual([]);
    expect(fault).toMatchObject({ hits: 1, remaining: 0 });
    expect((await upload()).status).toBe(200);
  });

  test("429 with retry-after-ms", async () => {
    server.faults.inject({ method: "POST", path: MAINTAIN, kind: "status", status: 429, retryAfterMs: 150 });
    const response = await upload();
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after-ms")).toBe("150");
  });

  test("skip and times: pass 1, fail 2, then pass", async () => {
    server.faults.inject({ path: MAINTAIN, skip: 1, times: 2, kind: "status", status: 503 });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await upload()).status);
    expect(statuses).toEqual([200, 503, 503, 200]);
  });

  test("a fault for another route or method does not fire", async () => {
    server.faults.inject({ path: SUB, kind: "status", status: 503 });
    server.faults.inject({ method: "GET", path: MAINTAIN, kind: "status", status: 503 });
    expect((await upload()).status).toBe(200);
    expect(server.faults.active()).toHaveLength(2);
    server.faults.clear();
    expect(server.faults.active()).toHaveLength(0);
  });

  test("templated paths match any id; '*' matches everything", async () => {
    server.faults.inject({ path: "/v1/reports/{id}", kind: "status", status: 500 });
    expect((await asRegistrar(`${server.url}/v1/reports/42`, "GET")).status).toBe(500);
    server.faults.inject({ path: "*", kind: "status", status: 502 });
    expect((await asRegistrar(`${server.url}/v1/places/countries`, "GET")).status).toBe(502);
  });

  test("latency delays, then the request is processed", async () => {
    server.faults.inject({ path: MAINTAIN, kind: "latency", ms: 300 });
    const started = Date.now();
    expect((await upload()).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  });

  test("reset after reading the body: connection error, not processed", async () => {
    server.faults.inject({ path: MAINTAIN, kind: "reset" });
    await expect(upload()).rejects.toThrow();
    expect(maintained()).toEqual([]);
    expect(server.requestCount("POST", MAINTAIN)).toBe(1);
    expect((await upload()).status).toBe(200);
  });

  test("reset before the body", async () => {
    server.faults.inject({ path: MAINTAIN, kind: "reset", beforeBody: true });
    await expect(upload()).rejects.toThrow();
    expect(maintained()).toEqual([]);
  });

  test("reset after processing: the server did it, the answer was lost", async () => {
    server.faults.inject({ path: SUB, kind: "reset", afterProcessing: true });
    await expect(asRegistrar(`${server.url}${SUB}`, "POST", [record("a.com")])).rejects.toThrow();
    expect(server.state.pendingList(DEMO_REGISTRAR.username)).toHaveLength(1);
  });

  test("truncate: headers promise more than the body holds", async () => {
    server.faults.inject({ path: MAINTAIN, kind: "truncate" });
    const response = await fetch(`${server.url}${MAINTAIN}`, {
      method: "POST",
      headers: { authorization: basic(), "content-type": "application/json" },
      body: JSON.stringify([record("a.com")]),
    });
    expect(response.status).toBe(200);
    expect(Number(response.headers.get("content-length"))).toBeGreaterThan(1024);
    await expect(response.text()).rejects.toThrow();
    // The server still answers.
    expect((await asRegistrar(`${server.url}/v1/places/countries`, "GET")).status).toBe(200);
  });

  test("hostbill-error: 200 with an error array", async () => {
    server.faults.inject({ path: "/login", kind: "hostbill-error", message: "Too many logins" });
    const response = await fetch(`${server.url}/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "demo-user", password: "demo-password" }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ error: ["Too many logins"] });
  });

  test("invalid specs are refused", () => {
    expect(() => server.faults.inject({ kind: "status", status: 200 })).toThrow(RangeError);
    expect(() => server.faults.inject({ kind: "latency", ms: 1, times: 0 })).toThrow(RangeError);
  });
});

describe("the x-mock-fault header", () => {
  test.each<[string, Fault | string]>([
    ["status=503; retry-after=1", { kind: "status", status: 503, retryAfter: 1 }],
    ["status=429;retry-after-ms=250", { kind: "status", status: 429, retryAfterMs: 250 }],
    ["latency=20", { kind: "latency", ms: 20 }],
    ["reset", { kind: "reset", beforeBody: false, afterProcessing: false }],
    ["reset; before-body", { kind: "reset", beforeBody: true, afterProcessing: false }],
    ["RESET; after-processing", { kind: "reset", beforeBody: false, afterProcessing: true }],
    ["truncate", { kind: "truncate" }],
    ["hostbill-error=Service suspended", { kind: "hostbill-error", message: "Service suspended" }],
    ["status=abc", "non-negative integer"],
    ["status=200", "400..599"],
    ["explode", "unknown fault"],
    ["latency=5; retry-after=1", "unknown parameter"],
  ])("parse %j", (header, want) => {
    if (typeof want === "string") expect(() => parseFaultHeader(header)).toThrow(want);
    else expect(parseFaultHeader(header)).toEqual(want);
  });

  test("status from the header: not processed", async () => {
    const response = await upload({ "x-mock-fault": "status=503; retry-after=1" });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("1");
    expect(maintained()).toEqual([]);
  });

  test("reset from the header", async () => {
    await expect(upload({ "x-mock-fault": "reset" })).rejects.toThrow();
  });

  test("a header outside the grammar: 400 problem", async () => {
    const response = await upload({ "x-mock-fault": "melt" });
    expect(response.status).toBe(400);
    expect(response.body.detail).toContain("melt");
  });

  test("ignored unless testMode", async () => {
    const prod = await startMockServer({ testMode: false });
    try {
      const response = await asRegistrar(`${prod.url}${MAINTAIN}`, "POST", [record("a.com")], {
        "x-mock-fault": "status=503",
      });
      expect(response.status).toBe(200);
    } finally {
      await prod.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { DEFAULT_REQUEST_LOG_LIMIT, type MockServer, startMockServer } from "../src/index.js";
import { resolveOptions } from "../src/options.js";
import { call } from "./helpers.js";

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer({ requestLogLimit: 3 });
});
afterAll(() => server.close());

describe("request log and counts", () => {
  test("the log keeps the last requestLogLimit entries; counts stay exact past it", async () => {
    server.reset();
    for (const id of [1, 2, 3, 4, 5]) await call(`${server.url}/v1/reports/${id}`, "GET");
    expect(server.requestLog.map((e) => e.url)).toEqual(["/v1/reports/3", "/v1/reports/4", "/v1/reports/5"]);
    expect(server.requestCount("GET", "/v1/reports/{id}")).toBe(5);
    expect(server.requestCount("get", "/v1/reports/1")).toBe(1);
    expect(server.requestCount("GET", "/v1/reports/5")).toBe(1);
    expect(server.requestCount("POST", "/v1/reports/{id}")).toBe(0);
  });

  test("reset clears the log and the counts", async () => {
    await call(`${server.url}/v1/reports/1`, "GET");
    server.reset();
    expect(server.requestLog).toHaveLength(0);
    expect(server.requestCount("GET", "/v1/reports/{id}")).toBe(0);
  });

  test.each([
    ["the default", undefined, DEFAULT_REQUEST_LOG_LIMIT],
    ["zero", 0, 0],
    ["unbounded", Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY],
  ])("requestLogLimit %s", (_name, given, want) => {
    expect(resolveOptions({ requestLogLimit: given }).requestLogLimit).toBe(want);
  });

  test.each([[-1], [1.5], [Number.NaN]])("requestLogLimit %p is a RangeError", (given) => {
    expect(() => resolveOptions({ requestLogLimit: given })).toThrow(RangeError);
  });
});

// Every named method against the reference server, which validates requests (and, under
// test, its own answers) against the same OpenAPI document.
import { DEMO_USER, type MockServer, startMockServer } from "@cdrapi/mock-server";
import { afterAll, beforeAll, describe, expect, jest, test } from "@jest/globals";
import { type ComputeClient, createComputeClient } from "../../src/index.js";

let server: MockServer;
let compute: ComputeClient;
beforeAll(async () => {
  server = await startMockServer();
  compute = createComputeClient({ baseUrl: server.url, auth: DEMO_USER });
});
afterAll(() => server.close());

const calls: Array<[string, (c: ComputeClient) => Promise<unknown>]> = [
  ["vms.getResources", (c) => c.vms.getResources(1201)],
  ["vms.list", (c) => c.vms.list("1201")],
  ["vms.getUpgradeOptions", (c) => c.vms.getUpgradeOptions("1201")],
  ["vms.requestUpgrade", (c) => c.vms.requestUpgrade("1201", { send: true, package: "vps-4", cycle: "m" })],
  ["vms.listRebuildTemplates", (c) => c.vms.listRebuildTemplates("1201", "vm-10")],
  ["vms.getMemoryUsage", (c) => c.vms.getMemoryUsage("1201", "vm-10")],
  ["vms.listIsoImages", (c) => c.vms.listIsoImages("1201", "vm-10")],
  ["vms.mountIsoImage", (c) => c.vms.mountIsoImage("1201", "vm-10", { image: "iso-2" })],
  ["vms.setBootOrder", (c) => c.vms.setBootOrder("1201", "vm-10", { order: "cd" })],
  ["vms.enablePxe", (c) => c.vms.enablePxe("1201", "vm-10")],
];

describe("named methods against the reference server", () => {
  test.each(calls)("%s answers a JSON object", async (_name, call) => {
    const data = await call(compute);
    expect(data).toEqual(expect.any(Object));
    expect(data).not.toHaveProperty("error");
  });

  test("one login served every call", () => {
    expect(server.requestCount("POST", "/login")).toBe(1);
  });
});

describe("short-lived tokens", () => {
  test("a token near its exp is refreshed before use, once, with no 401", async () => {
    // Only the clock is faked, and stands still but when moved: the server's and the client's
    // alike, so no step's speed can let a token expire.
    jest.useFakeTimers({
      doNotFake: [
        "setTimeout",
        "clearTimeout",
        "setInterval",
        "clearInterval",
        "setImmediate",
        "clearImmediate",
        "nextTick",
        "queueMicrotask",
        "hrtime",
        "performance",
      ],
    });
    const shortLived = await startMockServer({ tokenTtlSeconds: 2 });
    try {
      const c = createComputeClient({ baseUrl: shortLived.url, auth: DEMO_USER });
      await c.vms.list("1201");
      jest.setSystemTime(Date.now() + 1100); // past half of the 2 s lifetime
      await Promise.all(Array.from({ length: 20 }, () => c.vms.list("1201")));
      expect(shortLived.requestCount("POST", "/token")).toBe(1);
      expect(shortLived.requestCount("GET", "/service/{id}/vms")).toBe(21);
      expect(shortLived.requestLog.filter((e) => e.status === 401)).toHaveLength(0);
    } finally {
      jest.useRealTimers();
      await shortLived.close();
    }
  });
});

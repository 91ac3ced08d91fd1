import { afterAll, beforeAll, beforeEach, describe, expect, test } from "@jest/globals";
import { fixtures, type MockServer, startMockServer } from "../../src/index.js";
import { type Api, signIn } from "./client.js";

const { cloud } = fixtures.services;
const { running, stopped } = fixtures.vms;
let server: MockServer;
let api: Api;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  server.reset();
  api = await signIn(server);
});

const status = async (vm: string) => (await api("GET", `/service/${cloud}/vms/${vm}`)).body.vm.status;

describe("power actions change what details read", () => {
  test.each([
    ["start", stopped, "running"],
    ["stop", running, "stopped"],
    ["shutdown", running, "stopped"],
    ["reboot", running, "running"],
    ["reset", stopped, "running"],
  ])("%s %s -> %s", async (action, vm, want) => {
    const answer = await api("POST", `/service/${cloud}/vms/${vm}/${action}`);
    expect(answer).toMatchObject({ status: 200, body: { status: true } });
    expect(await status(vm)).toBe(want);
  });

  test.each([
    ["start", running],
    ["stop", stopped],
    ["shutdown", stopped],
    ["reboot", stopped],
  ])("%s on a VM in the wrong state (%s): 400 with HostBill's error body", async (action, vm) => {
    const answer = await api("POST", `/service/${cloud}/vms/${vm}/${action}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: [expect.stringContaining(vm)] });
  });

  test("with vmTransitionMs, reboot passes through rebooting and ends running", async () => {
    let now = Date.parse("2026-11-23T10:00:00Z");
    const slow = await startMockServer({ vmTransitionMs: 30_000, now: () => now });
    try {
      const slowApi = await signIn(slow);
      await slowApi("POST", `/service/${cloud}/vms/${running}/reboot`);
      const during = await slowApi("GET", `/service/${cloud}/vms/${running}`);
      expect(during.body.vm).toMatchObject({ status: "rebooting", locked: true });
      now += 30_000;
      const after = await slowApi("GET", `/service/${cloud}/vms/${running}`);
      expect(after.body.vm).toMatchObject({ status: "running", locked: false });
    } finally {
      await slow.close();
    }
  });
});

describe("create and destroy", () => {
  test("a created VM is listed, has details, and is gone after destroy (then 404)", async () => {
    const created = await api("POST", `/service/${cloud}/vms`, { label: "web-02", memory: "2048" });
    expect(created.status).toBe(200);
    const id = created.body.vm_id as string;
    expect((await api("GET", `/service/${cloud}/vms`)).body.vms.map((v: { id: string }) => v.id)).toEqual([
      running,
      stopped,
      id,
    ]);
    expect((await api("GET", `/service/${cloud}/vms/${id}`)).body.vm).toMatchObject({
      label: "web-02",
      status: "running",
    });
    expect((await api("DELETE", `/service/${cloud}/vms/${id}`)).status).toBe(200);
    expect((await api("GET", `/service/${cloud}/vms/${id}`)).status).toBe(404);
    expect((await api("DELETE", `/service/${cloud}/vms/${id}`)).status).toBe(404);
  });

  test("reset() brings the seeded VMs back", async () => {
    await api("DELETE", `/service/${cloud}/vms/${running}`);
    server.reset();
    api = await signIn(server);
    expect(await status(running)).toBe("running");
  });
});

describe("resize and hostname show in details", () => {
  test("resize", async () => {
    expect((await api("PUT", `/service/${cloud}/vms/${running}`, { memory: "4096", cpu: "4" })).status).toBe(
      200,
    );
    expect((await api("GET", `/service/${cloud}/vms/${running}`)).body.vm).toMatchObject({
      memory: "4096",
      cpu: "4",
    });
  });

  test.each([
    ["Web-03.Example.vn", 200, "web-03.example.vn"],
    ["bad_host!", 400, "web-01.example.vn"],
  ])("hostname %s: %i, details read %s", async (hostname, want, read) => {
    expect((await api("POST", `/service/${cloud}/vms/${running}/hostname`, { hostname })).status).toBe(want);
    expect((await api("GET", `/service/${cloud}/vms/${running}`)).body.vm.hostname).toBe(read);
  });
});

describe("unknown ids", () => {
  test.each([
    ["GET", `/service/${fixtures.unknownId}/vms`],
    ["GET", `/service/${cloud}/vms/${fixtures.unknownId}`],
    ["POST", `/service/${cloud}/vms/${fixtures.unknownId}/start`],
  ])("%s %s: 404", async (method, path) => {
    const answer = await api(method, path);
    expect(answer.status).toBe(404);
    expect(answer.body.error).toEqual([expect.any(String)]);
  });
});

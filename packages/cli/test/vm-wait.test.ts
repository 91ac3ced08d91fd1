// `cdrapi vm start|stop|reboot --wait` through the real executable: the action, then the SDK's
// waiter reads the VM until it reaches the state, and the VM is printed. The reference server's
// power actions take a minute of its clock, and its clock moves on only once the VM was read
// more than once: the first read always sees the transitional state, a later one the final state.
import { fixtures, type MockServer, startMockServer } from "@cdrapi/mock-server";
import { afterAll, afterEach, beforeAll, expect, test } from "@jest/globals";
import { EXIT } from "../src/exit-codes.js";
import { serverEnv, spawnCdrapi } from "./helpers/cli.js";

const { services, vms } = fixtures;
const started = Date.now();
let server: MockServer;
let watched = "";
/** The server's clock: two minutes later once the watched VM was read more than once. */
const now = () => started + (watched && server.requestCount("GET", watched) > 1 ? 120_000 : 0);

beforeAll(async () => {
  server = await startMockServer({ port: 0, vmTransitionMs: 60_000, now });
});
afterAll(() => server.close());
afterEach(() => {
  watched = "";
  server.reset();
});

test.each([
  ["reboot", vms.running, "running"],
  ["stop", vms.running, "stopped"],
  ["start", vms.stopped, "running"],
])("vm %s %s --wait: returns once the VM reads %s, and prints it", async (action, vm, state) => {
  watched = `/service/${services.cloud}/vms/${vm}`;
  const run = await spawnCdrapi(["vm", action, services.cloud, vm, "--wait", "--json"], {
    env: serverEnv(server),
  });
  expect(run.code).toBe(EXIT.OK);
  expect(JSON.parse(run.stdout)).toMatchObject({ vm: { status: state } });
  expect(run.stderr).toContain(`waiting until ${vm} reads ${state}`);
  // At least one read saw the transition (the clock had not moved), and a later one the state.
  expect(server.requestCount("GET", watched)).toBeGreaterThanOrEqual(2);
});

test("vm start --wait --wait-timeout 1, and the state never comes: exit 4, kind wait_timeout", async () => {
  // The clock never moves (no VM watched): the VM reads starting for ever.
  const run = await spawnCdrapi(
    ["vm", "start", services.cloud, vms.stopped, "--wait", "--wait-timeout", "1", "--json"],
    { env: serverEnv(server) },
  );
  expect(run.code).toBe(EXIT.SERVER);
  const error = JSON.parse(run.stderr.trim().split("\n").pop()!).error;
  expect(error).toMatchObject({ kind: "wait_timeout", exitCode: EXIT.SERVER });
});

test("vm reboot without --wait: the action's answer, and no read of the VM", async () => {
  watched = `/service/${services.cloud}/vms/${vms.running}`;
  const run = await spawnCdrapi(["vm", "reboot", services.cloud, vms.running, "--json"], {
    env: serverEnv(server),
  });
  expect(run.code).toBe(EXIT.OK);
  expect(server.requestCount("GET", watched)).toBe(0);
});

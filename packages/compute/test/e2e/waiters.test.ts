// vms.waitFor against the reference server, whose VMs pass through transitional states
// (rebooting, starting, locked) for `vmTransitionMs` of its clock. The clock is the test's:
// it moves only when the test says, so no step's speed changes what the waiter reads.
import { DEMO_USER, type MockServer, startMockServer } from "@cdrapi/mock-server";
import { rejection } from "@cdrapi/test-helpers";
import { afterAll, beforeAll, expect, test } from "@jest/globals";
import {
  AbortError,
  type ComputeClient,
  createComputeClient,
  NotFoundError,
  ValidationError,
  WaitTimeoutError,
} from "../../src/index.js";

const TRANSITION_MS = 60_000;
let clock = Date.now();
let server: MockServer;
let compute: ComputeClient;
beforeAll(async () => {
  server = await startMockServer({ now: () => clock, vmTransitionMs: TRANSITION_MS });
  compute = createComputeClient({ baseUrl: server.url, auth: DEMO_USER });
});
afterAll(() => server.close());

test("after a reboot, waitFor reads until the VM is running and resolves to it", async () => {
  await compute.vms.reboot("1201", "vm-10");
  const seen: string[] = [];
  const vm = await compute.vms.waitFor(
    "1201",
    "vm-10",
    (v) => {
      seen.push(`${v.status} locked=${v.locked}`);
      if (seen.length === 2) clock += TRANSITION_MS; // the reboot ends on the server's clock
      return v.status === "running";
    },
    { intervalMs: 1 },
  );
  expect(seen).toEqual(["rebooting locked=true", "rebooting locked=true", "running locked=false"]);
  expect(vm).toMatchObject({ status: "running", locked: false });
});

test("a state that never comes: WaitTimeoutError with what the condition last saw", async () => {
  await compute.vms.start("1201", "vm-11"); // starting, and the clock stands still
  const error = (await rejection(
    compute.vms.waitFor("1201", "vm-11", (v) => v.status === "running", { intervalMs: 1, timeoutMs: 30 }),
  )) as WaitTimeoutError;
  expect(error).toBeInstanceOf(WaitTimeoutError);
  expect(error.name).toBe("WaitTimeoutError");
  expect(error.reads).toBeGreaterThan(0);
  expect(error.last).toMatchObject({ status: "starting", locked: true });
  clock += TRANSITION_MS;
});

test("the caller's signal ends the wait at once, even in a long interval", async () => {
  const controller = new AbortController();
  const error = await rejection(
    compute.vms.waitFor(
      "1201",
      "vm-10",
      () => {
        setTimeout(() => controller.abort(), 0); // during the interval's sleep
        return false;
      },
      { intervalMs: 3_600_000, timeoutMs: 7_200_000, signal: controller.signal },
    ),
  );
  expect(error).toBeInstanceOf(AbortError);
});

test("a VM that is gone ends the wait with its NotFoundError", async () => {
  const error = await rejection(compute.vms.waitFor("1201", "vm-404", () => true, { intervalMs: 1 }));
  expect(error).toBeInstanceOf(NotFoundError);
});

test.each<[string, object]>([
  ["a zero timeout", { timeoutMs: 0 }],
  ["a negative interval", { intervalMs: -1 }],
])("%s: ValidationError before any read", async (_name, opts) => {
  const before = server.requestCount("GET", "/service/1201/vms/vm-10");
  const error = await rejection(compute.vms.waitFor("1201", "vm-10", () => true, opts));
  expect(error).toBeInstanceOf(ValidationError);
  expect(server.requestCount("GET", "/service/1201/vms/vm-10")).toBe(before);
});

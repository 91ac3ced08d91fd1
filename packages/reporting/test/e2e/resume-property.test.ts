// Property: whatever a registrar does with interrupted uploads, re-runs and old checkpoints,
// the maintained list on the reference server is always one of the lists that were reported
// in full (the old list, or exactly one input), never a part of one. Runs against the
// reference server over loopback, with its clock moved on to expire abandoned sub-lists and
// connections reset after the server applied a request (lost answers).
import { DEMO_REGISTRAR, type MockServer, startMockServer } from "@cdrapi/mock-server";
import {
  checkpointOf,
  createReportingClient,
  type ReportCheckpoint,
  type ReportingClient,
} from "@cdrapi/reporting";
import { reportMaintainDomains } from "@cdrapi/reporting/bulk";
import { makeRecords } from "@cdrapi/test-helpers";
import { afterAll, beforeAll, expect, test } from "@jest/globals";
import fc from "fast-check";

const SUB_LISTS = "/v1/reports/maintain-domains/sub-lists";
const MERGE = "/v1/reports/maintain-domains/sub-lists/merge";
const TTL = 60_000;

let clock = Date.parse("2026-11-23T00:00:00.000Z");
let server: MockServer;
let client: ReportingClient;

beforeAll(async () => {
  server = await startMockServer({ port: 0, now: () => clock, pendingSubListTtlMs: TTL });
  client = createReportingClient({ baseUrl: server.url, credentials: DEMO_REGISTRAR, maxRetries: 0 });
});
afterAll(async () => {
  await server.close();
});

/** The lists: what VNNIC held before, this month's export, and an older export with a domain since removed. */
const OLD = makeRecords(8).map((r) => ({ ...r, note: "old" }));
const NEW = makeRecords(14);
const STALE_EXPORT = [...makeRecords(15)].reverse().map((r) => ({ ...r, note: "older export" }));
const INPUTS = { NEW, STALE_EXPORT } as const;

/** A list as a comparable value: each record's JSON with sorted keys, sorted. */
const fingerprint = (records: readonly object[]) =>
  records.map((r) => JSON.stringify(r, Object.keys(r).sort())).sort();
const WHOLE = new Map(
  Object.entries({ OLD, NEW, STALE_EXPORT }).map(([name, list]) => [JSON.stringify(fingerprint(list)), name]),
);

type Action =
  | { kind: "run"; input: keyof typeof INPUTS; resume: number | null; stopAfter: number | null }
  | { kind: "lose-next-answer"; of: "sub-list" | "merge" }
  | { kind: "expire" };

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant("run" as const),
      input: fc.constantFrom("NEW" as const, "NEW" as const, "STALE_EXPORT" as const),
      // a checkpoint from any earlier run (maybe stale, done or of another input), or none
      resume: fc.option(fc.nat(20), { nil: null }),
      // stop (as Ctrl-C would) once this many sub-lists are accepted, or run to the end
      stopAfter: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("lose-next-answer" as const),
      of: fc.constantFrom("sub-list" as const, "merge" as const),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: "expire" as const }) },
);

async function perform(step: Action, saved: ReportCheckpoint[]): Promise<void> {
  if (step.kind === "expire") {
    clock += TTL + 1;
    return;
  }
  if (step.kind === "lose-next-answer") {
    server.faults.inject({
      method: step.of === "merge" ? "PUT" : "POST",
      path: step.of === "merge" ? MERGE : SUB_LISTS,
      kind: "reset",
      afterProcessing: true,
    });
    return;
  }
  clock += 1_000;
  const controller = new AbortController();
  const checkpoint =
    step.resume === null || saved.length === 0 ? undefined : saved[step.resume % saved.length];
  try {
    await reportMaintainDomains(client, INPUTS[step.input], {
      subListSize: 3,
      checkpoint,
      signal: controller.signal,
      onCheckpoint: (cp) => {
        if (step.stopAfter !== null && cp.accepted.length >= step.stopAfter) controller.abort();
      },
    });
  } catch (error) {
    // refusals and failures are allowed; what they leave behind must not be a part of a list
    const left = checkpointOf(error);
    if (left) saved.push(left);
  }
}

test("property: the maintained list is always a whole reported list, never a part of one", async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 10 }), async (steps) => {
      server.reset();
      clock += 10 * TTL;
      await client.reports.uploadMaintainDomains(OLD);
      const saved: ReportCheckpoint[] = [];
      for (const step of steps) {
        await perform(step, saved);
        server.faults.clear();
        const now = fingerprint(server.state.maintainedList(DEMO_REGISTRAR.username));
        expect(WHOLE.get(JSON.stringify(now))).toBeDefined();
      }
    }),
    { numRuns: 60 },
  );
});

test("the same sequence with the list committed: a fresh run after every interruption lands exactly the input", async () => {
  // the property above could pass by refusing everything: check that completion is reachable
  server.reset();
  clock += 10 * TTL;
  await client.reports.uploadMaintainDomains(OLD);
  const controller = new AbortController();
  const error = await reportMaintainDomains(client, NEW, {
    subListSize: 3,
    signal: controller.signal,
    onCheckpoint: (cp) => {
      if (cp.accepted.length === 2) controller.abort();
    },
  }).catch((e: unknown) => e);
  const result = await reportMaintainDomains(client, NEW, { checkpoint: checkpointOf(error)! });
  expect(result.totalDomain).toBe(NEW.length);
  expect(fingerprint(server.state.maintainedList(DEMO_REGISTRAR.username))).toEqual(fingerprint(NEW));
});

// The bulk engine with its validation off the main thread (Node: src/bulk/off-thread.ts, the
// worker built here from src/bulk/worker.ts, as tsup builds dist/bulk-worker.js) against the same
// engine on one thread: every run below must give the same bodies, checkpoints, issues, results
// and errors both ways, and the worker must really have taken part.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_REGISTRAR, startMockServer } from "@cdrapi/mock-server";
import {
  checkpointOf,
  createReportingClient,
  loadPlaceChecker,
  type MaintainDomain,
  type RecordSource,
  type ReportCheckpoint,
  type ReportProgress,
} from "@cdrapi/reporting";
import { readMaintainDomains } from "@cdrapi/reporting/node";
import { makeRecord, makeRecords } from "@cdrapi/test-helpers";
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import fc from "fast-check";
import { offThreadCounts, useWorkerScript } from "../../src/bulk/off-thread.js";
import { type ReportMaintainDomainsOptions, reportMaintainDomains } from "../../src/bulk/report.js";
import { parseBody } from "../../src/bulk/send.js";
import { fakeServer } from "../helpers/fake-uploader.js";

let dir: string;
let script: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "cdrapi-off-thread-"));
  script = join(dir, "bulk-worker.mjs");
  // esbuild, as tsup (a dev dependency of the repository) has it
  const require = createRequire(createRequire(import.meta.url).resolve("tsup"));
  const esbuild = require("esbuild") as { build(options: Record<string, unknown>): Promise<unknown> };
  const root = join(import.meta.dirname, "../../..");
  await esbuild.build({
    entryPoints: [join(import.meta.dirname, "../../src/bulk/worker.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    outfile: script,
    alias: { "@cdrapi/core": join(root, "core/src/index.ts") },
    logLevel: "error",
  });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const SIZE = 10;

/** Everything a run shows: bodies sent, checkpoints saved, progress, and its result or error. */
async function observe(
  source: () => RecordSource,
  options: ReportMaintainDomainsOptions = {},
  prepare?: (server: ReturnType<typeof fakeServer>) => void,
) {
  const server = fakeServer();
  prepare?.(server);
  const bodies: string[] = [];
  const uploader = {
    ...server,
    uploadMaintainDomainSubList: server.uploadMaintainDomainSubList,
    uploadMaintainDomainSubListJson: (body: Uint8Array, o?: { signal?: AbortSignal | undefined }) => {
      bodies.push(new TextDecoder().decode(body));
      return server.uploadMaintainDomainSubList(parseBody(body), o);
    },
  };
  const checkpoints: ReportCheckpoint[] = [];
  const progress: ReportProgress[] = [];
  let outcome: unknown;
  try {
    outcome = await reportMaintainDomains(uploader, source() as RecordSource<MaintainDomain>, {
      subListSize: SIZE,
      ...options,
      onCheckpoint: (cp) => void checkpoints.push(cp),
      onProgress: (p) => void progress.push(p),
    });
  } catch (error) {
    const e = error as Error & { issues?: unknown };
    outcome = { error: e.name, message: e.message, issues: e.issues, checkpoint: checkpointOf(e) };
  }
  const phases = progress.map((p) => p.phase).filter((phase) => phase !== "validate");
  const view = { outcome, bodies, checkpoints, phases, list: [...server.list.values()] };
  return JSON.parse(
    JSON.stringify(view, (key, value) =>
      key === "requestTime" || key === "mergeStartedAt" ? undefined : value,
    ),
  ) as typeof view;
}

/** The run on one thread, then with the worker: equal; returns the worker's view and counts. */
async function bothWays(...args: Parameters<typeof observe>) {
  useWorkerScript(join(dir, "missing.mjs"), SIZE); // no worker file: all on this thread
  const here = await observe(...args);
  useWorkerScript(script, SIZE);
  const started = offThreadCounts.started;
  const bodies = offThreadCounts.bodies;
  const there = await observe(...args);
  expect(there).toEqual(here);
  return {
    view: there,
    started: offThreadCounts.started - started,
    bodies: offThreadCounts.bodies - bodies,
  };
}

async function* once<T>(items: readonly T[]): AsyncGenerator<T> {
  yield* items;
}

class Row {
  constructor(fields: MaintainDomain) {
    Object.assign(this, fields);
  }
}

describe("reportMaintainDomains with the validation off the main thread", () => {
  test("a valid one-shot stream: the same bodies and checkpoints; the bodies written ahead used", async () => {
    const records = makeRecords(95);
    const { view, started, bodies } = await bothWays(() => once(records));
    expect(started).toBe(1);
    // it takes over after sub-list 0: the bodies of the others are written as their rows go there
    expect(bodies).toBe(9);
    expect(view.bodies).toHaveLength(10);
    expect(view.list).toHaveLength(95);
  });

  test("a synchronous iterable and an exact multiple of the sub-list size", async () => {
    const records = makeRecords(80);
    const { view, bodies } = await bothWays(() => new Set(records).values());
    expect(bodies).toBe(7);
    expect(view.bodies).toHaveLength(8);
  });

  test("sub-lists of several messages of rows (512 each): bodies joined from them", async () => {
    const records = makeRecords(7000);
    const { view, bodies } = await bothWays(() => records.values(), { subListSize: 2100 });
    expect(bodies).toBeGreaterThanOrEqual(1);
    expect(view.bodies).toHaveLength(4);
  });

  test("invalid rows (skipInvalid): the same issues, rows left out, hashes and bodies", async () => {
    const records: unknown[] = makeRecords(120);
    records[45] = { ...makeRecord(45), email: "not an e-mail" };
    records[61] = { ...makeRecord(61), domainName: "DOMAIN-3.com" }; // a duplicate of row 3
    records[62] = { ...makeRecord(62), registeredDate: "2030-01-01" };
    records[99] = { ...makeRecord(99), ianaNumber: -1 };
    const { view, bodies } = await bothWays(() => once(records), { skipInvalid: true });
    const outcome = view.outcome as { skipped: Array<{ index: number }> };
    expect(outcome.skipped.map((issue) => issue.index)).toEqual([45, 61, 62, 99]);
    expect(view.list).toHaveLength(116);
    expect(bodies).toBeGreaterThan(0);
  });

  test("an invalid row stops the uploads and fails the run with every issue", async () => {
    const records: unknown[] = makeRecords(70);
    records[33] = { ...makeRecord(33), countryCode: "XX" };
    records[64] = { ...makeRecord(64), domainName: "domain-40.com" };
    const { view } = await bothWays(() => once(records));
    const outcome = view.outcome as { error: string; issues: Array<{ index: number; field: string }> };
    expect(outcome.error).toBe("ValidationError");
    expect(outcome.issues.map((issue) => [issue.index, issue.field])).toEqual([
      [33, "countryCode"],
      [64, "domainName"],
    ]);
  });

  test("invalid rows anywhere, any sub-list size, with and without a row the worker may not take: the same", async () => {
    // rows left out shift every sub-list after them: bodies are cut from the rows' JSON where the
    // batches handed to the worker (cut for no row left out) no longer end on a sub-list's edge
    const bad = (i: number) => [
      { ...makeRecord(i), email: "not an e-mail" },
      { ...makeRecord(i), domainName: `DOMAIN-${i >> 1}.com` }, // a duplicate of an earlier row
      { ...makeRecord(i), ianaNumber: 0 },
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 0, max: 299 }), { maxLength: 25 }),
        fc.constantFrom(10, 17, 64, 101),
        fc.option(fc.integer({ min: 0, max: 299 }), { nil: undefined }),
        fc.boolean(),
        async (invalid, subListSize, notPlainAt, async) => {
          const records: unknown[] = makeRecords(300);
          for (const i of invalid) records[i] = bad(i)[i % 3];
          if (notPlainAt !== undefined) records[notPlainAt] = new Row(makeRecord(notPlainAt));
          await bothWays(() => (async ? once(records) : records.values()), {
            skipInvalid: true,
            subListSize,
          });
        },
      ),
      { numRuns: 25 },
    );
  });

  // Rows whose JSON would not validate as they do: each is validated here, and so is the rest.
  const notPlain: Array<[string, unknown]> = [
    ["a date object", { ...makeRecord(55), registeredDate: new Date("2021-03-15") }],
    ["an unknown field set to undefined", { ...makeRecord(55), extra: undefined }],
    ["a field that is not a finite number", { ...makeRecord(55), ianaNumber: Number.NaN }],
    ["an object with toJSON", { ...makeRecord(55), toJSON: () => makeRecord(55) }],
    ["an array", [makeRecord(55)]],
    ["a class instance", new Row(makeRecord(55))],
    [
      "a field only its prototype has",
      Object.assign(Object.create({ phone: 1 }), makeRecord(55), { phone: undefined }),
    ],
  ];
  for (const [name, row] of notPlain) {
    test(`${name} hands the rest of the read back: the same issues, duplicates still found`, async () => {
      const records: unknown[] = makeRecords(90);
      records[55] = row;
      records[80] = { ...makeRecord(80), domainName: "domain-30.com" }; // seen by the worker
      const { view, started } = await bothWays(() => once(records), { skipInvalid: true });
      expect(started).toBe(1);
      const outcome = view.outcome as { skipped: Array<{ index: number; message: string }> };
      expect(outcome.skipped.at(-1)).toEqual({
        index: 80,
        field: "domainName",
        message: "duplicate of row 30 (domain-30.com)",
      });
    });
  }

  test("a file (re-readable): issues with their lines; pass 1 in the worker, pass 2 here", async () => {
    const path = join(dir, "list.ndjson");
    const lines = makeRecords(64).map((record) => JSON.stringify(record));
    lines[20] = JSON.stringify({ ...makeRecord(20), phone: 12 });
    lines[50] = "{not json";
    await writeFile(path, `${lines.join("\n")}\n`);
    const { view, started } = await bothWays(() => readMaintainDomains(path), { skipInvalid: true });
    expect(started).toBe(1);
    const outcome = view.outcome as { skipped: Array<{ index: number; line: number }> };
    expect(outcome.skipped.map((issue) => [issue.index, issue.line])).toEqual([
      [20, 21],
      [50, 51],
    ]);
  });

  test("place checks: a row with a place issue is validated here", async () => {
    const server = await startMockServer({ port: 0 });
    try {
      const client = createReportingClient({ baseUrl: server.url, credentials: DEMO_REGISTRAR });
      const places = await loadPlaceChecker(client);
      const records = makeRecords(60);
      records[44] = { ...makeRecord(44), districtName: "Q.1" };
      const { view } = await bothWays(() => records, { skipInvalid: true, places });
      const outcome = view.outcome as { skipped: Array<{ index: number; field: string }> };
      expect(outcome.skipped.map((issue) => [issue.index, issue.field])).toEqual([[44, "districtName"]]);
    } finally {
      await server.close();
    }
  });

  test("resuming a checkpoint made on one thread, with the worker: nothing accepted is sent again", async () => {
    const records = makeRecords(75);
    useWorkerScript(join(dir, "missing.mjs"), SIZE);
    const server = fakeServer();
    server.fail = (call, n) => (call === "subList" && n === 5 ? { error: new Error("lost") } : undefined);
    const error = await reportMaintainDomains(server, once(records), { subListSize: SIZE }).catch((e) => e);
    const checkpoint = checkpointOf(error)!;
    expect(checkpoint.accepted).toHaveLength(4);
    server.fail = undefined;
    useWorkerScript(script, SIZE);
    const result = await reportMaintainDomains(server, once(records), { subListSize: SIZE, checkpoint });
    expect(result.totalDomain).toBe(75);
    expect(server.count("subList")).toBe(5 + 4); // the failed one, then the four left
  });

  test("an abort while the worker validates: AbortError with the checkpoint", async () => {
    useWorkerScript(script, SIZE);
    const controller = new AbortController();
    const server = fakeServer();
    const upload = server.uploadMaintainDomainSubList.bind(server);
    server.uploadMaintainDomainSubList = async (domains, o) => {
      if (server.count("subList") === 3) controller.abort();
      return upload(domains, o);
    };
    async function* slow() {
      for (const record of makeRecords(200)) {
        await new Promise((resolve) => setImmediate(resolve));
        yield record;
      }
    }
    const error = await reportMaintainDomains(server, slow(), {
      subListSize: SIZE,
      signal: controller.signal,
    }).catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe("AbortError");
    expect(checkpointOf(error)!.accepted.length).toBeGreaterThanOrEqual(3);
  });
});

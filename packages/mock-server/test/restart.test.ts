/**
 * Issue #22: a restarted reference server behaves as a real one. With a state file, the
 * registrar reporting state survives the restart whole (lists, pending sub-lists, reports, the
 * id counter), so an interrupted upload resumes. Without one, nothing survives, and no id of
 * the last server is given again, so a checkpoint of the last server is never mistaken for
 * sub-lists of this one. Before, ids restarted at 1 on every start.
 */

import { appendFile, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "@jest/globals";
import fc from "fast-check";
import { main } from "../src/bin.js";
import {
  DEFAULT_PENDING_SUB_LIST_TTL_MS,
  DEMO_REGISTRAR,
  type MaintainDomain,
  type MockServer,
  type MockServerOptions,
  startMockServer,
} from "../src/index.js";
import type { FluctuationDomain } from "../src/state/records.js";
import { ReportingState } from "../src/state/reporting.js";
import { keepIn } from "../src/state/state-file.js";
import { asRegistrar, basic, type Loose, record } from "./helpers.js";

const SUB = "/v1/reports/maintain-domains/sub-lists";
const MERGE = "/v1/reports/maintain-domains/sub-lists/merge";
const FULL = "/v1/reports/maintain-domains";
const TTL = DEFAULT_PENDING_SUB_LIST_TTL_MS;
const START = Date.parse("2026-11-21T08:00:00.000Z");
const names = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => record(`${prefix}${i}.vn`));

let dir: string;
let clock = START;
const open: MockServer[] = [];
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "cdrapi-mock-restart-"));
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((server) => server.close()));
  clock = START;
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A server on `port` (0: any) with the test's clock. */
async function start(options: MockServerOptions = {}): Promise<MockServer> {
  const server = await startMockServer({ now: () => clock, ...options });
  open.push(server);
  return server;
}

/** Stops `server` and starts another on its port with the same options: a restart. */
async function restart(server: MockServer, options: MockServerOptions = {}): Promise<MockServer> {
  await server.close();
  open.splice(open.indexOf(server), 1);
  // Let this process's fetch see its kept-alive sockets closed, or it would send the next
  // request on one of them ("other side closed"), as no separate client process would.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return start({ ...options, port: Number(new URL(server.url).port) });
}

async function ok(server: MockServer, method: string, path: string, body?: unknown): Promise<Loose> {
  const answer = await asRegistrar(`${server.url}${path}`, method, body);
  expect(answer.status).toBe(200);
  return answer.body;
}

const status = (server: MockServer, id: number) => asRegistrar(`${server.url}/v1/reports/${id}`, "GET");

describe("without a state file: nothing survives, and no id is given twice", () => {
  test("a restarted server knows none of the last one's reports, and gives none of their ids", async () => {
    let server = await start();
    const before: number[] = [];
    for (let n = 0; n < 3; n++) before.push((await ok(server, "POST", SUB, names(`a${n}-`, 2))).id);
    server = await restart(server);
    expect(server.state.pendingSubLists(DEMO_REGISTRAR.username)).toEqual({ totalDomain: 0, subLists: [] });
    for (const id of before) expect((await status(server, id)).status).toBe(404);
    const after: number[] = [];
    for (let n = 0; n < 3; n++) after.push((await ok(server, "POST", SUB, names(`b${n}-`, 2))).id);
    expect(Math.min(...after)).toBeGreaterThan(Math.max(...before));
  });

  test("reset() brings the seed back, not the ids", async () => {
    const server = await start();
    const first = await ok(server, "POST", FULL, names("a", 2));
    server.reset();
    const second = await ok(server, "POST", FULL, names("a", 2));
    expect(second.id).toBeGreaterThan(first.id);
    expect(second.addedDomain).toBe(2); // the list was the seed's (empty) again
  });
});

describe("with a state file: the state survives a restart whole", () => {
  let file: string;
  beforeAll(() => {
    file = join(dir, "state.ndjson");
  });
  afterEach(() => rm(file, { force: true }));
  const options = () => ({ stateFile: file });

  test("lists, pending sub-lists, reports and the id counter; the interrupted upload merges after it", async () => {
    const seed = { maintained: { [DEMO_REGISTRAR.username]: names("old", 3) } };
    let server = await start({ stateFile: file, seed });
    const replaced = await ok(server, "POST", FULL, names("list", 4));
    clock += 1000;
    const first = await ok(server, "POST", SUB, names("new", 3));
    clock += 1000;
    const second = await ok(server, "POST", SUB, [record("new2.vn"), record("new3.vn")]);
    const before = {
      list: server.state.maintainedList(DEMO_REGISTRAR.username),
      pending: server.state.pendingSubLists(DEMO_REGISTRAR.username),
      reports: [...server.state.reports],
    };

    server = await restart(server, { stateFile: file, seed });
    expect(server.state.maintainedList(DEMO_REGISTRAR.username)).toEqual(before.list);
    expect(server.state.pendingSubLists(DEMO_REGISTRAR.username)).toEqual(before.pending);
    expect([...server.state.reports]).toEqual(before.reports);
    expect((await status(server, replaced.id)).body).toEqual(replaced);
    expect((await status(server, first.id)).body).toMatchObject({ requestResult: "PENDING" });

    // the upload goes on where it stopped: the next id, then a merge of all three sub-lists
    const third = await ok(server, "POST", SUB, names("later", 1));
    expect(third.id).toBe(second.id + 1);
    const merged = await ok(server, "PUT", MERGE);
    expect(merged).toMatchObject({ id: third.id + 1, totalDomain: 5, subListDomain: 5 });
    expect((await status(server, first.id)).body).toMatchObject({
      requestResult: "SUCCESS",
      note: `merged in report ${merged.id}`,
    });
    expect(server.state.maintainedList(DEMO_REGISTRAR.username).map((r) => r.domainName)).toEqual([
      "new0.vn",
      "new1.vn",
      "new2.vn",
      "new3.vn",
      "later0.vn",
    ]);
  });

  test("expiry counts on across a restart: the pending sub-lists expire as if it had run on", async () => {
    let server = await start({ stateFile: file });
    const sub = await ok(server, "POST", SUB, names("a", 2));
    server = await restart(server, { stateFile: file });
    expect(server.state.pendingSubLists(DEMO_REGISTRAR.username).expiresAt).toBe(
      new Date(START + TTL).toISOString(),
    );
    clock += TTL;
    server = await restart(server, { stateFile: file });
    expect((await status(server, sub.id)).body).toMatchObject({ requestResult: "EXPIRED" });
    expect(server.state.pendingSubLists(DEMO_REGISTRAR.username)).toEqual({ totalDomain: 0, subLists: [] });
  });

  test("the file: one snapshot after start, one line per change, compacted at the next start", async () => {
    let server = await start(options());
    const lines = async () => (await readFile(file, "utf8")).split("\n").filter(Boolean).length;
    expect(await lines()).toBe(1);
    await ok(server, "POST", SUB, names("a", 2));
    await ok(server, "PUT", MERGE);
    await ok(server, "GET", SUB); // reads change nothing
    expect(await lines()).toBe(3);
    server = await restart(server, options());
    expect(await lines()).toBe(1);
    expect(server.state.maintainedList(DEMO_REGISTRAR.username)).toHaveLength(2);
  });

  test("a last line cut short (the server died writing it, unanswered) is dropped", async () => {
    let server = await start(options());
    const kept = await ok(server, "POST", SUB, names("a", 2));
    await server.close();
    await appendFile(file, '{"op":"subList","at":1,"user":"demo-registrar","records":[{"domai');
    server = await restart(server, options());
    expect(server.state.pendingSubLists(DEMO_REGISTRAR.username).subLists).toEqual([kept]);
    expect((await ok(server, "POST", SUB, names("b", 1))).id).toBe(kept.id + 1);
  });

  test("a file that is not a state file is refused, untouched", async () => {
    await writeFile(file, '{"hello":"world"}\n');
    await expect(start({ stateFile: file })).rejects.toThrow(/is not a cdrapi-mock state file/);
    expect(await readFile(file, "utf8")).toBe('{"hello":"world"}\n');
  });

  test("reset() writes the seed back to the file; ids still go on", async () => {
    let server = await start({ stateFile: file });
    const first = await ok(server, "POST", FULL, names("a", 2));
    server.reset();
    server = await restart(server, { stateFile: file });
    expect(server.state.maintainedList(DEMO_REGISTRAR.username)).toEqual([]);
    expect((await ok(server, "POST", FULL, names("a", 1))).id).toBe(first.id + 1);
  });

  test("a request still waiting when the server stops is not applied (nor written)", async () => {
    let server = await start({ stateFile: file });
    server.faults.inject({ kind: "latency", ms: 300, path: SUB, times: 1 });
    const late = fetch(`${server.url}${SUB}`, {
      method: "POST",
      headers: { authorization: basic(), "content-type": "application/json" },
      body: JSON.stringify(names("late", 1)),
    }).then(
      (response) => response.status,
      () => "reset",
    );
    while (server.requestCount("POST", SUB) === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    server = await restart(server, { stateFile: file });
    expect(await late).toBe("reset");
    await new Promise((resolve) => setTimeout(resolve, 400)); // past the latency
    expect(server.state.pendingSubLists(DEMO_REGISTRAR.username).subLists).toEqual([]);
    server = await restart(server, { stateFile: file });
    expect(server.state.pendingSubLists(DEMO_REGISTRAR.username).subLists).toEqual([]);
  });

  test("cdrapi-mock --state-file", async () => {
    const lines: string[] = [];
    const server = await main(["--port", "0", "--state-file", file], { log: (line) => lines.push(line) });
    try {
      expect(lines.join("\n")).toContain(`reporting state kept in ${file}`);
      const sub = await ok(server!, "POST", SUB, names("a", 1));
      const again = await restart(server!, { stateFile: file });
      expect((await status(again, sub.id)).body).toEqual(sub);
    } finally {
      await server?.close();
    }
    const usage: string[] = [];
    await main(["--help"], { log: (line) => usage.push(line) });
    expect(usage.join("\n")).toContain("--state-file <path>");
  });
});

describe("property: a state restored from its file is the state that lived on", () => {
  const USER = DEMO_REGISTRAR.username;
  const name = fc.integer({ min: 0, max: 7 }).map((n) => `d${n}.vn`);
  const fluctuation = (domainName: string, action: FluctuationDomain["action"]): FluctuationDomain => ({
    ...record(domainName),
    action,
    actionReason: "O",
    actionDate: "2026-11-01",
  });
  const step = fc.oneof(
    fc.array(name, { minLength: 1, maxLength: 3 }).map((list) => ({ op: "subList" as const, list })),
    fc.array(name, { minLength: 1, maxLength: 3 }).map((list) => ({ op: "replace" as const, list })),
    fc.constant({ op: "merge" as const }),
    fc
      .tuple(name, fc.constantFrom<FluctuationDomain["action"]>("ADD", "REM", "CHANGE"))
      .map(([one, action]) => ({ op: "update" as const, one, action })),
    fc.integer({ min: 0, max: 2 * TTL }).map((ms) => ({ op: "wait" as const, ms })),
    fc.constant({ op: "restart" as const }),
  );

  // Floor 0: a new snapshot as soon as the changes outgrow the last one, so runs write both.
  test("any changes, waits and restarts: the same lists, pending sub-lists, reports and next id", () => {
    let run = 0;
    fc.assert(
      fc.property(fc.array(step, { maxLength: 14 }), (steps) => {
        const path = join(dir, `property-${run++}.ndjson`);
        let now = START;
        const clockNow = () => now;
        const lived = new ReportingState({}, TTL, clockNow);
        let kept = new ReportingState({}, TTL, clockNow);
        let file = keepIn(path, kept, 0);
        lived.restore(kept.snapshot()); // the same first id
        const unique = (list: string[]): MaintainDomain[] => [...new Set(list)].map((one) => record(one));
        for (const s of steps) {
          for (const state of s.op === "restart" || s.op === "wait" ? [] : [lived, kept]) {
            if (s.op === "subList") state.addSubList(USER, unique(s.list));
            else if (s.op === "replace") state.replace(USER, unique(s.list));
            else if (s.op === "merge") state.merge(USER);
            else if (s.op === "update") state.update(USER, [fluctuation(s.one, s.action)]);
          }
          if (s.op === "wait") now += s.ms;
          if (s.op === "restart") {
            kept.journalTo(undefined);
            file.close();
            kept = new ReportingState({}, TTL, clockNow);
            file = keepIn(path, kept, 0);
          }
          expect(kept.snapshot()).toEqual(lived.snapshot());
        }
        // and once more from the file, with every change of the last run replayed
        kept.journalTo(undefined);
        file.close();
        const last = new ReportingState({}, TTL, clockNow);
        keepIn(path, last, 0).close();
        expect(last.snapshot()).toEqual(lived.snapshot());
      }),
      { numRuns: 40 },
    );
  });
});

// `cdrapi reports fluctuation FILE` (VNNIC-07) against the reference server: a period's ADD,
// REM and CHANGE filed as one UPDATE report, counted by action, the maintained list left as the
// last REPLACE made it; the same reading, validation, progress and exit codes as `reports upload`.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { DEMO_REGISTRAR, type MockServer, startMockServer } from "@cdrapi/mock-server";
import type { MaintainDomain } from "@cdrapi/reporting";
import { COLUMNS, generateExport } from "@cdrapi/test-helpers/sample-export";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "@jest/globals";
import { EXIT } from "../src/exit-codes.js";
import { cdrapi, serverEnv, spawnCdrapi, tempDir, writeCsv } from "./helpers/cli.js";

const FLUCTUATION = "/v1/reports/fluctuation-domains";
let server: MockServer;
let env: Record<string, string>;
let dir: string;
let cleanup: () => Promise<void>;
const listed = generateExport(20, 5);
const fresh = generateExport(23, 6).slice(20);

beforeAll(async () => {
  server = await startMockServer({ port: 0 });
  env = serverEnv(server);
  ({ dir, cleanup } = await tempDir());
});
afterAll(async () => {
  await server.close();
  await cleanup();
});
afterEach(() => server.reset());

async function seed(): Promise<void> {
  const csv = await writeCsv(dir, "listed.csv", listed);
  expect((await cdrapi(["reports", "upload", csv, "--no-progress"], { env })).code).toBe(EXIT.OK);
}

/** Each domain's name and owner, in name order. */
const namesAndOwners = (records: readonly MaintainDomain[]) =>
  records.map((r) => `${r.domainName} ${r.ownerName}`).sort();
const storedList = () => namesAndOwners(server.state.maintainedList(DEMO_REGISTRAR.username));

type Change = MaintainDomain & {
  action: string;
  actionReason: string;
  actionDate: string;
  actionSource?: string;
};

const CHANGES: Change[] = [
  { ...fresh[0]!, action: "ADD", actionReason: "C", actionDate: "2026-11-20" },
  {
    ...fresh[1]!,
    action: "ADD",
    actionReason: "G",
    actionDate: "2026-11-20",
    actionSource: "Other Registrar JSC",
  },
  { ...listed[0]!, action: "REM", actionReason: "D", actionDate: "2026-11-21" },
  {
    ...listed[1]!,
    ownerName: "Công ty TNHH Mới",
    action: "CHANGE",
    actionReason: "O",
    actionDate: "2026-11-22",
  },
];

const ACTION_COLUMNS = ["action", "actionReason", "actionSource", "actionDate"];

function csvOf(rows: readonly Record<string, unknown>[], delimiter = ","): string {
  const columns = [...COLUMNS, ...ACTION_COLUMNS];
  const cell = (v: unknown) => {
    const text = v === undefined ? "" : String(v);
    return text.includes(delimiter) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return `${[columns.join(delimiter), ...rows.map((r) => columns.map((c) => cell(r[c])).join(delimiter))].join("\r\n")}\r\n`;
}

describe("reports fluctuation", () => {
  test.each([
    ["CSV with semicolons", "changes.csv", () => csvOf(CHANGES, ";")],
    ["NDJSON", "changes.ndjson", () => CHANGES.map((c) => JSON.stringify(c)).join("\n")],
    ["JSON", "changes.json", () => JSON.stringify(CHANGES)],
  ])("%s: the changes are filed and counted; the report is printed", async (_name, name, text) => {
    await seed();
    const file = join(dir, name);
    await writeFile(file, text());
    const run = await cdrapi(["reports", "fluctuation", file, "--json", "--no-progress"], { env });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(EXIT.OK);
    expect(JSON.parse(run.stdout)).toMatchObject({
      requestType: "UPDATE",
      requestResult: "SUCCESS",
      totalDomain: 4,
      addedDomain: 2,
      removedDomain: 1,
      changedDomain: 1,
    });
    // The list is what the last REPLACE made it: a fluctuation report changes no list.
    expect(storedList()).toEqual(namesAndOwners(listed));
  });

  test("progress lines in a pipe, as for an upload", async () => {
    await seed();
    const file = join(dir, "progress.csv");
    await writeFile(file, csvOf(CHANGES));
    const run = await cdrapi(["reports", "fluctuation", file], { env });
    expect(run.code).toBe(EXIT.OK);
    expect(run.stderr).toMatch(/^validated 4 records$/m);
    expect(run.stderr).toMatch(/^uploaded in one request: 4\/4 records/m);
    expect(run.stderr).toMatch(/^done: 4 records/m);
    expect(run.stdout).toMatch(/│ requestType +│ UPDATE +│/);
  });

  test("under --json in a pipe, progress lines are JSON too", async () => {
    await seed();
    const file = join(dir, "json-progress.ndjson");
    await writeFile(file, CHANGES.map((c) => JSON.stringify(c)).join("\n"));
    const run = await cdrapi(["reports", "fluctuation", file, "--json"], { env });
    expect(run.code).toBe(EXIT.OK);
    const lines = run.stderr
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.progress)).toEqual([
      "validated 4 records",
      expect.stringMatching(/^uploaded in one request/),
      expect.stringMatching(/^done: 4 records/),
    ]);
  });

  test("invalid records: exit 1, every issue with its line, nothing sent", async () => {
    const bad = [
      { ...CHANGES[0]!, action: "MOVE" },
      { ...CHANGES[1]!, actionReason: "D" },
      { ...CHANGES[2]!, actionDate: "2026-02-30", email: "not-an-email" },
      CHANGES[3]!,
    ];
    const file = join(dir, "bad.csv");
    await writeFile(file, csvOf(bad));
    const run = await cdrapi(["reports", "fluctuation", file, "--no-progress"], { env });
    expect(run.code).toBe(EXIT.INVALID_INPUT);
    expect(run.stderr).toMatch(
      /^error: 3 invalid records, nothing sent \(first: line 2, action: must be ADD, REM or CHANGE/m,
    );
    expect(run.stderr).toMatch(/line 3: actionReason must be C, G for ADD/);
    expect(run.stderr).toMatch(/line 4: email/);
    expect(run.stderr).toMatch(/line 4: actionDate must be a real calendar date/);
    expect(server.requestCount("POST", FLUCTUATION)).toBe(0);
  });

  test("--skip-invalid sends the valid ones and lists the rest", async () => {
    await seed();
    const file = join(dir, "skip.ndjson");
    await writeFile(
      file,
      [{ ...CHANGES[0]!, action: "MOVE" }, CHANGES[1]!].map((c) => JSON.stringify(c)).join("\n"),
    );
    const run = await cdrapi(["reports", "fluctuation", file, "--skip-invalid", "--no-progress"], { env });
    expect(run.code).toBe(EXIT.OK);
    expect(run.stderr).toMatch(/left out 1 invalid record \(--skip-invalid\)/);
    expect(run.stdout).toMatch(/│ totalDomain +│ 1 +│/);
  });

  test("an unknown column is a file issue (never skipped)", async () => {
    const file = join(dir, "unknown.csv");
    await writeFile(file, csvOf(CHANGES).replace("actionSource", "actionSauce"));
    const run = await cdrapi(["reports", "fluctuation", file, "--skip-invalid", "--no-progress"], { env });
    expect(run.code).toBe(EXIT.INVALID_INPUT);
    expect(run.stderr).toMatch(/unknown column "actionSauce"/);
  });
});

describe("both forms from one registrar: nightly REPLACEs, then the quarter's changes", () => {
  test("the changes the nights already filed: exit 0, the list as the last night left it, and the next night files as usual", async () => {
    // The quarter's nights filed the list as it changed; the report of the changes comes after.
    const after = [
      ...listed.slice(1).map((r) => (r === listed[1] ? { ...r, ownerName: "Công ty TNHH Mới" } : r)),
      fresh[0]!,
      fresh[1]!,
    ];
    const nights = [await writeCsv(dir, "night-1.csv", listed), await writeCsv(dir, "night-2.csv", after)];
    const changes = join(dir, "quarter.ndjson");
    await writeFile(changes, CHANGES.map((c) => JSON.stringify(c)).join("\n"));
    const run = (args: string[]) => spawnCdrapi(args, { cwd: dir, env });
    for (const night of nights)
      expect((await run(["reports", "upload", night, "--no-progress"])).code).toBe(EXIT.OK);

    const report = await run(["reports", "fluctuation", changes, "--json", "--no-progress"]);
    expect(report.stderr).toBe("");
    expect(report.code).toBe(EXIT.OK);
    expect(JSON.parse(report.stdout)).toMatchObject({
      requestType: "UPDATE",
      requestResult: "SUCCESS",
      totalDomain: 4,
      addedDomain: 2,
      removedDomain: 1,
      changedDomain: 1,
    });
    expect(storedList()).toEqual(namesAndOwners(after));

    // The report left the list's count as it was: the next night's list read is trusted.
    const next = await run(["reports", "upload", nights[1]!, "--json", "--no-progress"]);
    expect(next.code).toBe(EXIT.OK);
    expect(JSON.parse(next.stdout)).toMatchObject({ addedDomain: 0, removedDomain: 0, changedDomain: 0 });
  });
});

describe("reports fluctuation --check-places (the real executable)", () => {
  // A current-form change whose ward is misspelled: the schema takes it, the server's lists do not.
  const misspelled: Change = {
    ...CHANGES[0]!,
    is5LevelPlace: false,
    cityName: "Thành phố Hồ Chí Minh",
    districtName: undefined,
    wardName: "phuong sai gon",
  };

  test("a place the server's lists do not name: exit 1, its line and the listed spelling, nothing sent", async () => {
    const file = join(dir, "places.csv");
    await writeFile(file, csvOf([CHANGES[1]!, misspelled]));
    const placesEnv = { ...env, XDG_CACHE_HOME: join(dir, "cache") };
    const run = await spawnCdrapi(["reports", "fluctuation", file, "--check-places", "--no-progress"], {
      env: placesEnv,
    });
    expect(run.code).toBe(EXIT.INVALID_INPUT);
    expect(run.stderr).toMatch(/line 3\b.*wardName.*"Phường Sài Gòn"/);
    expect(server.requestCount("POST", FLUCTUATION)).toBe(0);
    // Without the flag, the same file goes up: the check is what refused it.
    await seed();
    const unchecked = await spawnCdrapi(["reports", "fluctuation", file, "--no-progress"], {
      env: placesEnv,
    });
    expect(unchecked.code).toBe(EXIT.OK);
  });
});

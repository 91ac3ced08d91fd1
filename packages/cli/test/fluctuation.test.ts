// `cdrapi reports fluctuation FILE` (VNNIC-07) against the reference server: the day's ADD,
// REM and CHANGE applied as an UPDATE; the same reading, validation, progress and exit codes
// as `reports upload`.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { DEMO_REGISTRAR, type MockServer, startMockServer } from "@cdrapi/mock-server";
import type { MaintainDomain } from "@cdrapi/reporting";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "@jest/globals";
import { COLUMNS, generateExport } from "../src/demo/data.js";
import { EXIT } from "../src/exit-codes.js";
import { cdrapi, serverEnv, tempDir, writeCsv } from "./helpers/cli.js";

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
  ])("%s: the changes are applied; the report is printed", async (_name, name, text) => {
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
    const stored = server.state.maintainedList(DEMO_REGISTRAR.username);
    expect(stored.map((r) => r.domainName).sort()).toEqual(
      [...listed.slice(1), fresh[0]!, fresh[1]!].map((r) => r.domainName).sort(),
    );
    expect(stored.find((r) => r.domainName === listed[1]!.domainName)?.ownerName).toBe("Công ty TNHH Mới");
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

  test("the server's FAILURE (an ADD of a listed domain) exits 6", async () => {
    await seed();
    const file = join(dir, "failure.ndjson");
    await writeFile(
      file,
      JSON.stringify({ ...listed[2]!, action: "ADD", actionReason: "C", actionDate: "2026-11-20" }),
    );
    const run = await cdrapi(["reports", "fluctuation", file, "--no-progress"], { env });
    expect(run.code).toBe(EXIT.REPORT_MISMATCH);
    expect(run.stderr).toMatch(/^error: the server answered FAILURE/m);
  });
});

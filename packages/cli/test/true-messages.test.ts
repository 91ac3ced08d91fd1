// Every message true (issue #36), each case through the real `cdrapi` executable against the
// reference server (or a gateway in front of it): what a run says matches what happened.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { DEMO_REGISTRAR } from "@cdrapi/mock-server";
import type { MaintainDomain } from "@cdrapi/reporting";
import { generateExport } from "@cdrapi/test-helpers/sample-export";
import { describe, expect, test } from "@jest/globals";
import { EXIT } from "../src/exit-codes.js";
import { spawnCdrapi, useCliFixture, writeCsv } from "./helpers/cli.js";
import { startProxy } from "./helpers/proxy.js";

const DOMAINS = "/v1/registrars/domains";
const SUB_LISTS = "/v1/reports/maintain-domains/sub-lists";
const FULL = "/v1/reports/maintain-domains";

const RECORDS = generateExport(40, 36);
const cli = useCliFixture({ records: RECORDS });

/** Requests that would change the registrar's list. */
const writes = () => cli.server.requestCount("POST", SUB_LISTS) + cli.server.requestCount("POST", FULL);

describe("1. a list answer cut mid-body is the network's failure, whichever command reads it", () => {
  const COMMANDS: ReadonlyArray<readonly [string, () => string[]]> = [
    ["domains list", () => ["domains", "list"]],
    [
      "reports upload (the list read before anything is sent)",
      () => ["reports", "upload", cli.csv, "--no-progress"],
    ],
  ];

  test.each(COMMANDS)("%s: exit 4, the answer was cut short", async (_, args) => {
    // The reference server's truncate fault: a content-length larger than the half body it writes, then the connection closed.
    cli.server.faults.inject({ kind: "truncate", method: "GET", path: DOMAINS, times: 10 });
    const run = await spawnCdrapi(args(), { env: cli.env });
    expect(run.stderr).toMatch(/^error: the answer was cut short/m);
    expect(run.stderr).not.toMatch(/unexpected/);
    expect(run.code).toBe(EXIT.SERVER);
    expect(writes()).toBe(0);
  });
});

describe("2. a date read back as a date-time is the day it denotes in Vietnam (UTC+7)", () => {
  const HOUR = 3_600_000;
  const iso = (ms: number) => new Date(ms).toISOString();
  /** How the gateway writes back a `format: date` value `day` (YYYY-MM-DD), and the exit code that is right. */
  const FORMS: ReadonlyArray<readonly [string, (day: string) => string, number]> = [
    ["a date, as sent", (day) => day, EXIT.OK],
    // issue #36's report: 2021-03-15 came back as 2021-03-14T17:00:00.000Z
    [
      "UTC midnight in Vietnam, the evening before (17:00Z)",
      (day) => iso(Date.parse(day) - 7 * HOUR),
      EXIT.OK,
    ],
    ["midnight UTC (07:00 in Vietnam)", (day) => `${day}T00:00:00.000Z`, EXIT.OK],
    ["midnight with the +07:00 offset", (day) => `${day}T00:00:00+07:00`, EXIT.OK],
    ["17:00 UTC, the next day in Vietnam", (day) => `${day}T17:00:00.000Z`, EXIT.REPORT_MISMATCH],
    ["a date-time without an offset", (day) => `${day}T00:00:00`, EXIT.REPORT_MISMATCH],
  ];

  test.each(FORMS)("%s", async (_, form, code) => {
    const asWritten = (domain: Record<string, unknown>) => {
      const out = { ...domain };
      for (const field of ["registeredDate", "expiredDate"]) {
        const day = out[field];
        if (typeof day === "string" && /^\d{4}-\d{2}-\d{2}$/.test(day)) out[field] = form(day);
      }
      return out;
    };
    // A gateway in front of the reference server that writes the dates of its domain reads its own way.
    const proxy = await startProxy(cli.server.url, {
      rewrite: (method, path, body) => {
        if (method !== "GET" || !path.startsWith(DOMAINS)) return undefined;
        return Array.isArray(body) ? body.map(asWritten) : asWritten(body as Record<string, unknown>);
      },
    });
    try {
      const run = await spawnCdrapi(["reports", "upload", cli.csv, "--no-progress"], {
        env: { ...cli.env, CDRAPI_REPORTING_URL: proxy.url },
      });
      if (code === EXIT.OK) expect(run.stderr).not.toMatch(/error|differ|not compared|only its names/);
      else
        expect(run.stderr).toMatch(
          /^error: the maintained list read back after report \d+ is not the list this upload sent/m,
        );
      expect(run.code).toBe(code);
    } finally {
      await proxy.close();
    }
  });
});

describe("3. a duplicate names its first copy as the issue names its own row", () => {
  /** `records` with the rows at `first` and `again` holding one domain name. */
  const duplicated = (records: MaintainDomain[], first: number, again: number) =>
    records.map((r, i) => (i === first || i === again ? { ...r, domainName: "trung-lap.vn" } : r));
  const CASES: ReadonlyArray<readonly [string, () => Promise<string>, string]> = [
    // issue #36's report: "duplicate of row 8499" (the first copy's 0-based index) on line 8601
    [
      "CSV: the first copy on line (row) 8501",
      () => writeCsv(cli.dir, "long.csv", duplicated(generateExport(8600, 37), 8499, 8599)),
      "(first: line 8601, domainName: duplicate of line 8501 (trung-lap.vn))",
    ],
    [
      "CSV after a quoted cell with a line break: lines and rows differ",
      () => {
        const records = duplicated(generateExport(40, 38), 10, 20);
        records[3] = { ...records[3]!, note: "tầng 3\ntoà nhà B" };
        return writeCsv(cli.dir, "broken-cell.csv", records);
      },
      "  line 23 (row 22): domainName duplicate of line 13, row 12 (trung-lap.vn)\n",
    ],
    [
      "NDJSON: a record a line",
      async () => {
        const path = join(cli.dir, "dup.ndjson");
        const records = duplicated(generateExport(40, 39), 10, 20);
        await writeFile(path, `${records.map((r) => JSON.stringify(r)).join("\n")}\n`);
        return path;
      },
      "(first: line 21, domainName: duplicate of line 11 (trung-lap.vn))",
    ],
  ];

  // What the user reads: the headline of a lone issue, or the issue's own line among several.
  test.each(CASES)("%s", async (_, write, said) => {
    const run = await spawnCdrapi(["reports", "upload", await write(), "--no-progress"], { env: cli.env });
    expect(run.stderr).toContain(said);
    expect(run.code).toBe(EXIT.INVALID_INPUT);
    expect(writes()).toBe(0);
  });
});

describe("4. text written in decomposed Unicode (NFD, a Mac export) is sent composed (NFC), and said so", () => {
  const NAME = "việtnam-thử.vn";
  const PLACES = ["cityName", "districtName", "wardName"] as const;
  /** The export with row 3 (line 5) in NFD: its IDN, its owner, its address and places. */
  const decomposed = () =>
    generateExport(40, 40).map((r, i) => {
      if (i !== 3) return r;
      const nfd = (text: string) => text.normalize("NFD");
      const out = { ...r, domainName: nfd(NAME), ownerName: nfd(r.ownerName), address: nfd(r.address) };
      for (const field of PLACES) {
        const place = r[field];
        if (place !== undefined) out[field] = nfd(place);
      }
      return out;
    });
  /** The place lists cached in the test's folder, never the user's. */
  const env = () => ({ ...cli.env, XDG_CACHE_HOME: join(cli.dir, "cache") });

  test.each([
    [["--check-places"]],
    [[]],
  ])("reports upload %p: exit 0, the list holds the names composed", async (flags) => {
    const file = await writeCsv(cli.dir, "mac.csv", decomposed());
    const run = await spawnCdrapi(["reports", "upload", file, "--no-progress", ...flags], { env: env() });
    expect(run.stderr).not.toMatch(/listed spelling|error/);
    expect(run.code).toBe(EXIT.OK);
    const held = cli.server.state.maintainedList(DEMO_REGISTRAR.username).find((r) => r.domainName === NAME);
    expect(held).toBeDefined();
    for (const [field, value] of Object.entries(held!)) {
      if (typeof value === "string") expect([field, value]).toEqual([field, value.normalize("NFC")]);
    }
  });

  test("reports validate --fix-places: a place fixed only from NFD to NFC says so, not two names that look alike", async () => {
    const records = decomposed();
    const file = await writeCsv(cli.dir, "mac-fix.csv", records);
    const run = await spawnCdrapi(
      ["reports", "validate", file, "--fix-places", join(cli.dir, "mac-fix.fixed.csv")],
      {
        env: env(),
      },
    );
    expect(run.code).toBe(EXIT.OK); // read composed, the places are as listed
    for (const field of PLACES) {
      const listed = records[3]![field]?.normalize("NFC");
      if (listed === undefined) continue;
      expect(run.stdout).toContain(
        `  line 5, ${field}: "${listed}", written in decomposed Unicode (NFD), now composed (NFC) as listed\n`,
      );
    }
    expect(run.stdout).not.toMatch(/" -> "/);
  });
});

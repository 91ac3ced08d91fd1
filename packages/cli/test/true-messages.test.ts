// Every message true (issue #36), each case through the real `cdrapi` executable against the
// reference server (or a gateway in front of it): what a run says matches what happened.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { MaintainDomain } from "@cdrapi/reporting";
import { describe, expect, test } from "@jest/globals";
import { generateExport } from "../src/demo/data.js";
import { EXIT } from "../src/exit-codes.js";
import { spawnCdrapi, useCliFixture, writeCsv } from "./helpers/cli.js";

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

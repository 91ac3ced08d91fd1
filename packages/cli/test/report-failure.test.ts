// A report the server answers FAILURE committed nothing: `reports upload` and `reports
// fluctuation` exit 9 (not 6, "committed, but...") with one short line wherever the status is
// seen (a one-request upload, a sub-list, the merge, a fluctuation report). The server's note on
// the records (570 names here, 6.5 KB in one line) is only in --verbose and --json. The real
// executable, behind a gateway on loopback that answers FAILURE for the reference server.
import { readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { generateExport } from "@cdrapi/test-helpers/sample-export";
import { afterEach, describe, expect, test } from "@jest/globals";
import { EXIT } from "../src/exit-codes.js";
import { spawnCdrapi, useCliFixture } from "./helpers/cli.js";
import { type Proxy as Gateway, startProxy } from "./helpers/proxy.js";

const records = generateExport(30, 31);
const cli = useCliFixture({ records });

/** The server's note on a refused report: every domain it refused, in one line. */
const NAMES = Array.from({ length: 570 }, (_, i) => `bi-tu-choi-${i}.vn`);
const NOTE = `ADD of a domain already listed: ${NAMES.join(", ")}`;

function failure(requestType: string) {
  return {
    id: 4242,
    link: "/v1/reports/4242",
    requestTime: "2026-11-28T02:30:00.000Z",
    requestResult: "FAILURE",
    requestType,
    totalDomain: 570,
    addedDomain: 0,
    changedDomain: 0,
    removedDomain: 0,
    subListDomain: 0,
    note: NOTE,
  };
}

const SUB_LISTS = "/v1/reports/maintain-domains/sub-lists";
/** Which answer is FAILURE (method, path, its requestType), and the command that meets it. */
const CASES: Array<[string, string, string, string, "upload" | "fluctuation", string[]]> = [
  ["upload in one request", "POST", "/v1/reports/maintain-domains", "REPLACE", "upload", []],
  [
    "upload in sub-lists: the merge",
    "PUT",
    `${SUB_LISTS}/merge`,
    "REPLACE",
    "upload",
    ["--sub-list-size", "10"],
  ],
  ["upload in sub-lists: a sub-list", "POST", SUB_LISTS, "SUB_LIST", "upload", ["--sub-list-size", "10"]],
  ["fluctuation report", "POST", "/v1/reports/fluctuation-domains", "UPDATE", "fluctuation", []],
];

/** The command line: the list for an upload, three ADDs for a fluctuation report. */
async function commandOf(command: "upload" | "fluctuation", flags: string[]): Promise<string[]> {
  if (command === "upload") return ["reports", "upload", cli.csv, ...flags];
  const file = join(cli.dir, "changes.ndjson");
  const changes = records
    .slice(0, 3)
    .map((r) => ({ ...r, action: "ADD", actionReason: "C", actionDate: "2026-11-20" }));
  await writeFile(file, changes.map((c) => JSON.stringify(c)).join("\n"));
  return ["reports", "fluctuation", file, ...flags];
}

let gateway: Gateway | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
  // A refused merge leaves its checkpoint for the next run; each test starts afresh.
  for (const name of await readdir(cli.dir))
    if (name.startsWith(".cdrapi-checkpoint")) await rm(join(cli.dir, name));
});

/** `cdrapi ...args --no-progress` through a gateway that answers FAILURE to `method path`. */
async function run(method: string, path: string, requestType: string, args: string[]) {
  gateway = await startProxy(cli.server.url, {
    answer: (m, p) => (m === method && p === path ? { status: 200, body: failure(requestType) } : undefined),
  });
  return spawnCdrapi([...args, "--no-progress"], {
    cwd: cli.dir,
    env: { ...cli.env, CDRAPI_REPORTING_URL: gateway.url },
  });
}

describe.each(CASES)("the server answers FAILURE: %s", (_name, method, path, requestType, command, flags) => {
  test("exit 9, one short error line; not the note", async () => {
    const result = await run(method, path, requestType, await commandOf(command, flags));
    expect(result.code).toBe(EXIT.REPORT_FAILED);
    expect(result.stderr).toMatch(
      /^error: the server answered FAILURE to .* \(report 4242\): nothing was committed/m,
    );
    expect(result.stderr).toMatch(/^hint: --verbose or --json shows the server's note/m);
    expect(result.stderr).not.toContain(NAMES[0]);
    for (const line of result.stderr.split("\n")) expect(line.length).toBeLessThan(300);
  });

  test("--verbose: the report with its note", async () => {
    const result = await run(method, path, requestType, [...(await commandOf(command, flags)), "--verbose"]);
    expect(result.code).toBe(EXIT.REPORT_FAILED);
    expect(result.stderr).toContain(NAMES[569]);
  });

  test("--json: kind report_failed, the report with its note", async () => {
    const result = await run(method, path, requestType, [...(await commandOf(command, flags)), "--json"]);
    expect(result.code).toBe(EXIT.REPORT_FAILED);
    const error = JSON.parse(result.stderr.trim().split("\n").at(-1)!).error;
    expect(error).toMatchObject({
      exitCode: EXIT.REPORT_FAILED,
      kind: "report_failed",
      report: { id: 4242, requestResult: "FAILURE", note: NOTE },
    });
    expect(error.message).not.toContain(NAMES[0]);
  });
});

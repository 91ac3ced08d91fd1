// An upload stopped by a signal, through the real executable: it names the signal it got
// (SIGTERM from cron or systemd, SIGINT from Ctrl-C, SIGHUP), exits with its code, and counts the
// run's real sub-lists ("3 of 24"), whether the records fill the last sub-list or not, and with
// rows left out (--skip-invalid), which are never sent. The signal is sent when a gateway in
// front of the server receives the third sub-list, and that sub-list is held there until the run
// says it is stopping: it is answered, and the run stops with exactly three accepted.
import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { DEMO_REGISTRAR } from "@cdrapi/mock-server";
import type { MaintainDomain, ReportCheckpoint } from "@cdrapi/reporting";
import { generateExport } from "@cdrapi/test-helpers/sample-export";
import { expect, test } from "@jest/globals";
import { spawnCdrapi, useCliFixture, writeCsv } from "./helpers/cli.js";
import { startProxy } from "./helpers/proxy.js";

const cli = useCliFixture({ seed: { maintained: { [DEMO_REGISTRAR.username]: [] } } });
const SUB_LISTS = "/v1/reports/maintain-domains/sub-lists";
const SUB_LIST_SIZE = 5;
const STOP_AT = 3;

/** `kept` valid records and `leftOut` invalid ones (new domains: --skip-invalid leaves them out). */
function exportOf(kept: number, leftOut: number): MaintainDomain[] {
  const records = generateExport(kept + leftOut, 36);
  // Spread over the file, so that rows left out sit inside sub-lists, not only after them.
  const step = Math.floor(records.length / (leftOut + 1));
  return records.map((record, i) =>
    leftOut > 0 && i % step === step - 1 && i < step * leftOut
      ? { ...record, email: "not-an-address" }
      : record,
  );
}

const CASES: [
  signal: NodeJS.Signals,
  what: string,
  input: { kept: number; leftOut: number; flags: string[] },
  subLists: number,
  exitCode: number,
  shown: string,
][] = [
  ["SIGTERM", "120 records, a multiple of 5", { kept: 120, leftOut: 0, flags: [] }, 24, 143, "SIGTERM"],
  [
    "SIGINT",
    "118 records, not a multiple of 5",
    { kept: 118, leftOut: 0, flags: [] },
    24,
    130,
    "SIGINT (Ctrl-C)",
  ],
  [
    "SIGHUP",
    "120 records and 3 rows left out",
    { kept: 120, leftOut: 3, flags: ["--skip-invalid"] },
    24,
    129,
    "SIGHUP",
  ],
  [
    "SIGTERM",
    "118 records and 7 rows left out, no progress lines",
    { kept: 118, leftOut: 7, flags: ["--skip-invalid", "--no-progress"] },
    24,
    143,
    "SIGTERM",
  ],
  ["SIGINT", "121 records", { kept: 121, leftOut: 0, flags: ["--no-progress"] }, 25, 130, "SIGINT (Ctrl-C)"],
];

test.each(
  CASES,
)("%s, %s: names the signal and counts the run's sub-lists", async (signal, _what, input, subLists, exitCode, shown) => {
  await writeCsv(cli.dir, "export.csv", exportOf(input.kept, input.leftOut));
  await rm(join(cli.dir, "cp.json"), { force: true });
  let kill: ((signal: NodeJS.Signals) => void) | undefined;
  let stopping = () => {};
  const heard = new Promise<void>((resolve) => {
    stopping = resolve;
  });
  let posts = 0;
  const gateway = await startProxy(cli.server.url, {
    before: async (method, path) => {
      if (method !== "POST" || path !== SUB_LISTS || ++posts !== STOP_AT) return;
      kill!(signal);
      await heard; // the sub-list on the wire is answered once the run said it is stopping
    },
  });
  try {
    const run = await spawnCdrapi(
      [
        "reports",
        "upload",
        "export.csv",
        "--sub-list-size",
        String(SUB_LIST_SIZE),
        "--checkpoint",
        "cp.json",
        ...input.flags,
      ],
      {
        cwd: cli.dir,
        env: { ...cli.env, CDRAPI_REPORTING_URL: gateway.url },
        // Its first line ("reading export.csv: ...") comes before any request.
        onStderr: (text, signalChild) => {
          kill = signalChild;
          if (/\bstopping\b/.test(text)) stopping(); // its notice that it is stopping
        },
      },
    );
    stopping(); // a run that died of the signal says nothing
    expect(run.code).toBe(exitCode);
    expect(run.stderr).toContain(`\ngot ${shown}: stopping; a sub-list on the wire is answered first`);
    expect(run.stderr).toContain(
      `\n${STOP_AT} of ${subLists} sub-lists accepted, nothing merged yet; checkpoint: cp.json\n`,
    );
    expect(run.stderr).toMatch(/^resume with: cdrapi reports upload export\.csv .*--checkpoint cp\.json$/m);
    expect(run.stderr.endsWith(`\nstopped by ${shown}\n`)).toBe(true);
    const saved = JSON.parse(await readFile(join(cli.dir, "cp.json"), "utf8")) as ReportCheckpoint;
    expect(saved.accepted).toHaveLength(STOP_AT);
  } finally {
    stopping();
    await gateway.close();
  }
});

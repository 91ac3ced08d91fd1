// The paths by which a registrar, following the CLI's own advice, could shrink the maintained
// list with exit 0; each now ends with the list whole. Through the CLI, against two reference
// servers playing VNNIC's test system (OT&E) and production. Every refused run leaves the
// server's list as it was, sends no sub-list, and exits non-zero with what to do.
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:net";
import { join } from "node:path";
import { DEMO_REGISTRAR, type MockServer, startMockServer } from "@cdrapi/mock-server";
import { createReportingClient, type ReportCheckpoint } from "@cdrapi/reporting";
import { reportMaintainDomains } from "@cdrapi/reporting/bulk";
import { generateExport } from "@cdrapi/test-helpers/sample-export";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "@jest/globals";
import { EXIT } from "../src/exit-codes.js";
import { BIN, cdrapi, type Run, serverEnv, tempDir, writeCsv } from "./helpers/cli.js";

const SUB_LISTS = "/v1/reports/maintain-domains/sub-lists";
const MERGE = "/v1/reports/maintain-domains/sub-lists/merge";
const TTL = 3_600_000;

let clock = Date.parse("2026-11-23T01:00:00.000Z");
let production: MockServer;
let ote: MockServer;
let dir: string;
let cleanup: () => Promise<void>;

/** Last month's list, already reported; this month's export, with 100 of them removed. */
const OLD = generateExport(1000, 3);
const NEW = OLD.slice(100);

beforeAll(async () => {
  const options = {
    port: 0,
    now: () => clock,
    pendingSubListTtlMs: TTL,
    seed: { maintained: { [DEMO_REGISTRAR.username]: OLD } },
  };
  production = await startMockServer(options);
  ote = await startMockServer(options);
  ({ dir, cleanup } = await tempDir());
});
afterAll(async () => {
  await production.close();
  await ote.close();
  await cleanup();
});
afterEach(async () => {
  production.reset();
  ote.reset();
  for (const name of [
    "domains.csv",
    "old.csv",
    ".cdrapi-checkpoint-domains.csv.json",
    "cp.json",
    "copy.json",
  ]) {
    await rm(join(dir, name), { force: true });
  }
});

const stored = (server: MockServer) =>
  server.state
    .maintainedList(DEMO_REGISTRAR.username)
    .map((r) => r.domainName)
    .sort();
const names = (records: typeof OLD) => records.map((r) => r.domainName).sort();

/**
 * `cdrapi reports upload ...` in `dir` (not a terminal: progress comes as plain lines), stopped
 * as Ctrl-C would once `stopAt` sub-lists are accepted.
 */
async function upload(server: MockServer, args: string[], stopAt?: number): Promise<Run> {
  const controller = new AbortController();
  // This month's export removes 100 domains: allowed by count (the removal guard).
  return cdrapi(["reports", "upload", ...args, "--allow-removals", "100"], {
    env: serverEnv(server),
    cwd: dir,
    signal: controller.signal,
    onStderr: (text) => {
      const accepted = /sub-list (\d+)\/\d+ accepted/.exec(text)?.[1];
      if (stopAt !== undefined && Number(accepted) >= stopAt) controller.abort();
    },
  });
}

/** The words of the printed `resume with:` line, as a POSIX shell splits them. */
function resumeLine(run: Run): string[] {
  const printed = /^resume with: (.*)$/m.exec(run.stderr)?.[1];
  expect(printed).toBeDefined();
  return execFileSync("sh", ["-c", `for a in ${printed}; do printf '%s\\0' "$a"; done`], { encoding: "utf8" })
    .split("\0")
    .slice(0, -1);
}

/** Runs a pasted command line (`cdrapi reports upload ...`) in `dir`, with only the password in the environment. */
function paste(words: string[]): Promise<Run> {
  expect(words.slice(0, 3)).toEqual(["cdrapi", "reports", "upload"]);
  return cdrapi([...words.slice(1), "--no-progress"], {
    env: { CDRAPI_REPORTING_PASSWORD: DEMO_REGISTRAR.password },
    cwd: dir,
  });
}

describe("an interrupted upload, the original command re-run, the resume line pasted", () => {
  test("the re-run is refused while the interrupted sub-lists are pending and points to the resume; the list ends whole", async () => {
    await writeCsv(dir, "domains.csv", NEW);
    // 1. interrupted after 2 sub-lists: the CLI saves a checkpoint and prints how to resume
    const first = await upload(production, ["domains.csv", "--sub-list-size", "200"], 2);
    expect(first.code).toBe(EXIT.INTERRUPTED);
    const words = resumeLine(first);
    expect(words).toEqual(
      expect.arrayContaining(["--url", production.url, "--username", DEMO_REGISTRAR.username]),
    );
    const sentBefore = production.requestCount("POST", SUB_LISTS);

    // 2. the original command again: it would merge the interrupted run's sub-lists with its
    // own; refused before sending anything, with the line that resumes instead
    const again = await upload(production, ["domains.csv", "--sub-list-size", "200"]);
    expect(again.code).toBe(EXIT.PENDING_CONFLICT);
    expect(again.stderr).toMatch(
      /^error: the server holds pending 2 sub-lists that this upload did not send/m,
    );
    expect(again.stderr).toMatch(/Nothing was sent: this run left the maintained list unchanged/);
    expect(resumeLine(again)).toEqual(words);
    expect(production.requestCount("POST", SUB_LISTS)).toBe(sentBefore);
    expect(stored(production)).toEqual(names(OLD));

    // 3. the pasted resume line completes the list: exactly the export
    const resumed = await paste(words);
    expect(resumed.code).toBe(EXIT.OK);
    expect(resumed.stderr).toMatch(/resuming from .*: 2 sub-list\(s\), 400 records already accepted/);
    expect(stored(production)).toEqual(names(NEW));
    expect(existsSync(join(dir, ".cdrapi-checkpoint-domains.csv.json"))).toBe(false);

    // 4. pasted once more, later: the checkpoint is gone, so it is a new upload of the whole file
    const later = await paste(words);
    expect(later.code).toBe(EXIT.OK);
    expect(stored(production)).toEqual(names(NEW));
  });

  test("a copy of a checkpoint whose sub-lists were merged meanwhile: not resumed (said why), the export filed whole: the list is exactly it", async () => {
    await writeCsv(dir, "domains.csv", NEW);
    const first = await upload(
      production,
      ["domains.csv", "--sub-list-size", "200", "--checkpoint", "cp.json"],
      2,
    );
    expect(first.code).toBe(EXIT.INTERRUPTED);
    await copyFile(join(dir, "cp.json"), join(dir, "copy.json")); // e.g. a backup of the job's folder
    expect((await paste(resumeLine(first))).code).toBe(EXIT.OK);
    const sent = production.requestCount("POST", SUB_LISTS);
    const merges = production.requestCount("PUT", MERGE);

    const stale = await upload(production, [
      "domains.csv",
      "--sub-list-size",
      "200",
      "--checkpoint",
      "copy.json",
    ]);
    // What a run files is the export given to it: the copy's sub-lists are merged, so nothing of
    // it is resumed (said, with why); the export goes up whole, checked as any new upload.
    expect(stale.stderr).toMatch(
      /^the upload interrupted in copy\.json cannot be resumed \(sub-list 1 of the checkpoint \(report \d+\) was already merged by another upload.*\); filing domains\.csv whole$/m,
    );
    expect(stale.stderr).not.toMatch(/^resuming from/m);
    expect(stale.code).toBe(EXIT.OK);
    expect(production.requestCount("POST", SUB_LISTS)).toBe(sent + 5);
    expect(production.requestCount("PUT", MERGE)).toBe(merges + 1);
    expect(stored(production)).toEqual(names(NEW));
  });

  test("a checkpoint whose upload completed (a crash before the file was removed): nothing to resume, the export filed anew", async () => {
    await writeCsv(dir, "domains.csv", NEW);
    const client = createReportingClient({ baseUrl: production.url, credentials: DEMO_REGISTRAR });
    const saved: ReportCheckpoint[] = [];
    await reportMaintainDomains(client, NEW, {
      subListSize: 200,
      allowRemovals: 100,
      onCheckpoint: (cp) => void saved.push(cp),
    });
    await writeFile(join(dir, "cp.json"), JSON.stringify(saved.at(-1)));
    const run = await upload(production, [
      "domains.csv",
      "--sub-list-size",
      "200",
      "--checkpoint",
      "cp.json",
    ]);
    // Every later night would be refused for it otherwise; a done checkpoint pends nothing.
    expect(run.code).toBe(EXIT.OK);
    expect(run.stderr).not.toMatch(/resuming from|cannot be resumed/);
    expect(production.requestCount("POST", SUB_LISTS)).toBe(10);
    expect(stored(production)).toEqual(names(NEW));
  });
});

describe("a checkpoint made on OT&E, resumed with production settings", () => {
  test("refused before anything is sent, naming both servers; its resume line keeps OT&E", async () => {
    await writeCsv(dir, "domains.csv", NEW);
    const first = await upload(ote, ["domains.csv", "--sub-list-size", "200", "--checkpoint", "cp.json"], 2);
    expect(first.code).toBe(EXIT.INTERRUPTED);
    expect(resumeLine(first)).toEqual(expect.arrayContaining(["--url", ote.url]));

    // the same command, with the production server's settings (as from a production shell)
    const run = await upload(production, [
      "domains.csv",
      "--sub-list-size",
      "200",
      "--checkpoint",
      "cp.json",
    ]);
    expect(run.code).toBe(EXIT.INVALID_INPUT);
    expect(run.stderr).toContain(`the checkpoint was made on ${ote.url} (account sha256-`);
    expect(run.stderr).toContain(`not on ${production.url} (account sha256-`);
    expect(run.stderr).not.toContain(DEMO_REGISTRAR.password);
    expect(run.stderr).not.toMatch(/^resume with:/m);
    expect(production.requestLog.filter((entry) => entry.path.startsWith("/v1/"))).toEqual([]);
    expect(stored(production)).toEqual(names(OLD));

    // pasted as printed, it resumes on OT&E
    const resumed = await paste(resumeLine(first));
    expect(resumed.code).toBe(EXIT.OK);
    expect(stored(ote)).toEqual(names(NEW));
    expect(stored(production)).toEqual(names(OLD));
  });
});

describe("the checkpoint removed to start over", () => {
  test("sub-lists of the abandoned run block the new list until they expire; then it goes up exactly", async () => {
    // an older export (with the 100 domains since removed) interrupted after 2 sub-lists
    await writeCsv(dir, "old.csv", OLD);
    const abandoned = await upload(
      production,
      ["old.csv", "--sub-list-size", "200", "--checkpoint", "cp.json"],
      2,
    );
    expect(abandoned.code).toBe(EXIT.INTERRUPTED);
    await rm(join(dir, "cp.json")); // "remove the checkpoint to start over"

    await writeCsv(dir, "domains.csv", NEW);
    const sent = production.requestCount("POST", SUB_LISTS);
    const run = await upload(production, ["domains.csv", "--sub-list-size", "200"]);
    expect(run.code).toBe(EXIT.PENDING_CONFLICT);
    expect(run.stderr).toMatch(/wait until they expire \(.*\), then run the upload again/);
    expect(production.requestCount("POST", SUB_LISTS)).toBe(sent); // their expiry is not pushed back
    expect(stored(production)).toEqual(names(OLD));

    clock += TTL + 1;
    const after = await upload(production, ["domains.csv", "--sub-list-size", "200"]);
    expect(after.code).toBe(EXIT.OK);
    expect(stored(production)).toEqual(names(NEW));
  });
});

describe("the checkpoint file", () => {
  /** Listening while the tests run: closing it removes its file. */
  const sockets: Server[] = [];
  afterAll(() => Promise.all(sockets.map((socket) => new Promise((resolve) => socket.close(resolve)))));
  const unwritable: Array<[string, () => Promise<string>]> = [
    ["a folder that does not exist", async () => join(dir, "no-such-folder", "cp.json")],
    [
      "a path that is a folder",
      async () => {
        await mkdir(join(dir, "a-folder"), { recursive: true });
        return join(dir, "a-folder");
      },
    ],
    [
      // A file would be renamed over it at the first save: as root, over /dev/null.
      "a path where a socket is (not a file)",
      async () => {
        const socket = createServer().listen(join(dir, "a-socket"));
        sockets.push(socket);
        await once(socket, "listening");
        return join(dir, "a-socket");
      },
    ],
  ];
  for (const [name, path] of unwritable) {
    test(`${name}: refused before anything is sent (exit 1)`, async () => {
      await writeCsv(dir, "domains.csv", NEW);
      const run = await upload(production, [
        "domains.csv",
        "--sub-list-size",
        "200",
        "--checkpoint",
        await path(),
      ]);
      expect(run.code).toBe(EXIT.INVALID_INPUT);
      expect(run.stderr).toMatch(
        /^error: cannot write the checkpoint .*: choose a writable --checkpoint path$/m,
      );
      expect(production.requestLog.filter((entry) => entry.path.startsWith("/v1/"))).toEqual([]);
    });
  }
});

describe("SIGTERM (cron, systemd, timeout)", () => {
  test("saves the checkpoint and prints the resume line like Ctrl-C, exit 143; the resume completes", async () => {
    await writeCsv(dir, "domains.csv", NEW);
    production.faults.inject({ kind: "latency", ms: 150, path: SUB_LISTS, method: "POST", times: 1000 });
    const child = spawn(
      process.execPath,
      [
        BIN,
        "reports",
        "upload",
        "domains.csv",
        "--sub-list-size",
        "100",
        "--checkpoint",
        "cp.json",
        "--allow-removals",
        "100",
      ],
      { cwd: dir, env: { ...process.env, ...serverEnv(production) }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let stderr = "";
    let killed = false;
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
      // One SIGTERM, as cron's `timeout` sends (a second one stops at once, by design).
      if (!killed && /sub-list 2\/9 accepted/.test(stderr)) {
        killed = true;
        child.kill("SIGTERM");
      }
    });
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    production.faults.clear();
    expect(code).toBe(EXIT.TERMINATED);
    expect(stderr).toMatch(/sub-lists accepted, nothing merged yet; checkpoint: cp\.json/);
    const words = resumeLine({ code: 0, stdout: "", stderr });
    const saved = JSON.parse(await readFile(join(dir, "cp.json"), "utf8")) as ReportCheckpoint;
    expect(saved.accepted.length).toBeGreaterThanOrEqual(2);
    expect(stored(production)).toEqual(names(OLD));

    const resumed = await paste(words);
    expect(resumed.code).toBe(EXIT.OK);
    expect(stored(production)).toEqual(names(NEW));
  });
});

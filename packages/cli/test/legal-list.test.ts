// The paths by which the registrar's legal list could end mixed, shrunk or overwritten, each
// through the real `cdrapi` executable against the reference server (the list must end as one
// whole export, or unchanged, and the run must say which): a resume adopting another upload's
// sub-list, two uploads racing at the merge, records left out by --skip-invalid or a cut export,
// a planted link at the checkpoint's name, two runs on one checkpoint, a full disk.
import { execFileSync, spawn } from "node:child_process";
import { closeSync, existsSync, openSync } from "node:fs";
import { mkdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { hostname } from "node:os";
import { join } from "node:path";
import { DEMO_REGISTRAR, type MockServer, startMockServer } from "@cdrapi/mock-server";
import type { MaintainDomain, ReportCheckpoint } from "@cdrapi/reporting";
import { generateExport, toCsv } from "@cdrapi/test-helpers/sample-export";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "@jest/globals";
import { EXIT } from "../src/exit-codes.js";
import { BIN, type ProcessRun as Run, STATE_HOME, serverEnv, spawnCdrapi, tempDir } from "./helpers/cli.js";

const SUB_LISTS = "/v1/reports/maintain-domains/sub-lists";
const MERGE = "/v1/reports/maintain-domains/sub-lists/merge";

let server: MockServer;
let dir: string;
let cleanup: () => Promise<void>;
let state: string;

/** What VNNIC holds before: last month's 3,000 domains. */
const OLD = generateExport(3000, 7);

beforeAll(async () => {
  server = await startMockServer({ port: 0, seed: { maintained: { [DEMO_REGISTRAR.username]: OLD } } });
  ({ dir, cleanup } = await tempDir());
  state = STATE_HOME; // the account locks' (TMPDIR) and last filings' (XDG_STATE_HOME) folder
});
afterAll(async () => {
  await server.close();
  await cleanup();
});
afterEach(() => {
  server.faults.clear();
  server.reset();
});

/** `cdrapi ...args` as a process, in `dir`, against the server, with its own lock folder. */
function cdrapi(
  args: string[],
  options: {
    env?: Record<string, string>;
    onStderr?: (text: string, kill: (signal: NodeJS.Signals) => void) => void;
  } = {},
): Promise<Run> {
  return spawnCdrapi(args, {
    cwd: dir,
    env: { ...serverEnv(server), XDG_STATE_HOME: state, ...options.env },
    onStderr: options.onStderr,
  });
}

const listed = () =>
  server.state
    .maintainedList(DEMO_REGISTRAR.username)
    .map((r) => `${r.domainName} ${r.expiredDate}`)
    .sort();
const asListed = (records: readonly MaintainDomain[]) =>
  records.map((r) => `${r.domainName} ${r.expiredDate}`).sort();

async function csv(name: string, records: readonly MaintainDomain[]): Promise<string> {
  await writeFile(join(dir, name), toCsv(records));
  return name;
}

/** The words of the printed `resume with:` line, as a POSIX shell splits them. */
function resumeWords(run: Run): string[] {
  const printed = /^resume with: (.*)$/m.exec(run.stderr)?.[1];
  expect(printed).toBeDefined();
  return execFileSync("sh", ["-c", `for a in ${printed}; do printf '%s\\0' "$a"; done`], { encoding: "utf8" })
    .split("\0")
    .slice(1, -1); // without "cdrapi"
}

describe("1. a resume never adopts a pending sub-list it cannot prove is its own", () => {
  test("X's first sub-list reset before the server read it; Y's of the same names leaves one pending; X's resume: not adopted, superseded: exactly X's list", async () => {
    const x = OLD.slice(0, 2000).map((r) => ({ ...r, note: "X" }));
    const y = x.map((r) => ({ ...r, expiredDate: "2099-12-31", note: "Y" }));
    await csv("x.csv", x);
    await csv("y.csv", y);
    // X: its first sub-list's connection is reset before the server reads it; X stops (exit 4).
    server.faults.inject({ method: "POST", path: SUB_LISTS, kind: "reset", beforeBody: true });
    const first = await cdrapi([
      "reports",
      "upload",
      "x.csv",
      "--sub-list-size",
      "1000",
      "--checkpoint",
      "x.json",
      "--allow-removals",
      "1000",
      "--no-progress",
    ]);
    expect(first.code).toBe(EXIT.SERVER);
    const checkpoint = JSON.parse(await readFile(join(dir, "x.json"), "utf8")) as ReportCheckpoint;
    expect(checkpoint.inFlight).toMatchObject({ index: 0, count: 1000 });
    // Y: one sub-list of 1,000 accepted, then its second is reset: one sub-list of Y pending.
    server.faults.inject({ method: "POST", path: SUB_LISTS, kind: "reset", beforeBody: true, skip: 1 });
    const other = await cdrapi([
      "reports",
      "upload",
      "y.csv",
      "--sub-list-size",
      "1000",
      "--checkpoint",
      "y.json",
      "--allow-removals",
      "1000",
      "--no-progress",
    ]);
    expect(other.code).toBe(EXIT.SERVER);
    expect(server.state.pendingSubLists(DEMO_REGISTRAR.username).subLists).toHaveLength(1);
    // X resumes with its printed line. Y's pending sub-list is never adopted as X's lost one:
    // X's export is sent again whole, superseding it, and merged only because the records
    // pending are then exactly X's: the list is X, never a mix.
    const resumed = await cdrapi([...resumeWords(first), "--no-progress"]);
    expect(resumed.stderr).toMatch(/Sub-list 1 of this upload was being sent .* none is adopted on a guess/);
    expect(resumed.stderr).toMatch(/cannot be resumed .*; filing x\.csv whole$/m);
    expect(resumed.code).toBe(EXIT.OK);
    expect(listed()).toEqual(asListed(x));
  });

  test("Y's pending sub-list holds a name X does not have: X's export sent again whole is still refused at the merge (exit 5), the list unchanged", async () => {
    const x = OLD.slice(0, 2000).map((r) => ({ ...r, note: "X" }));
    const y = [{ ...x[0]!, domainName: `y-only-${x[0]!.domainName}` }, ...x.slice(1)]; // in Y's pending sub-list
    await csv("x2.csv", x);
    await csv("y2.csv", y);
    server.faults.inject({ method: "POST", path: SUB_LISTS, kind: "reset", beforeBody: true });
    const args = ["--sub-list-size", "1000", "--allow-removals", "1001", "--no-progress"];
    const first = await cdrapi(["reports", "upload", "x2.csv", "--checkpoint", "x2.json", ...args]);
    expect(first.code).toBe(EXIT.SERVER);
    server.faults.inject({ method: "POST", path: SUB_LISTS, kind: "reset", beforeBody: true, skip: 1 });
    const other = await cdrapi(["reports", "upload", "y2.csv", "--checkpoint", "y2.json", ...args]);
    expect(other.code).toBe(EXIT.SERVER);
    const resumed = await cdrapi([...resumeWords(first), "--no-progress"]);
    expect(resumed.code).toBe(EXIT.PENDING_CONFLICT);
    expect(server.requestCount("PUT", MERGE)).toBe(0);
    expect(listed()).toEqual(asListed(OLD));
  });
});

describe("2. two uploads at once", () => {
  test("another upload's sub-list merged with this one's (it landed between the pending check and the merge): exit 6, said loudly", async () => {
    const mine = OLD.slice(0, 2990);
    await csv("mine.csv", mine);
    // A proxy in front of the server: on this run's merge, another upload's sub-list (same
    // names, other dates) lands first, as it would from another machine.
    const proxy = await racingProxy(server, async () => {
      await fetch(new URL(SUB_LISTS, server.url), {
        method: "POST",
        headers: {
          authorization: `Basic ${Buffer.from(`${DEMO_REGISTRAR.username}:${DEMO_REGISTRAR.password}`).toString("base64")}`,
          "content-type": "application/json",
        },
        body: JSON.stringify(mine.slice(0, 100).map((r) => ({ ...r, expiredDate: "2099-12-31" }))),
      });
    });
    try {
      const run = await cdrapi(
        ["reports", "upload", "mine.csv", "--sub-list-size", "1000", "--no-progress"],
        {
          env: { CDRAPI_REPORTING_URL: proxy.url },
        },
      );
      expect(run.stderr).toMatch(
        /^error: the maintained list read back after report \d+ is not the list this upload sent/m,
      );
      expect(run.code).toBe(EXIT.REPORT_MISMATCH);
    } finally {
      await proxy.close();
    }
  });

  /**
   * Runs `first` through a proxy that holds its merge until `second` (started then, through the
   * same proxy: the same server URL) has ended: the first run holds its locks all along, however
   * slow the machine. Returns both runs.
   */
  async function whileUploading(
    first: string[],
    second: string[],
    secondEnv: Record<string, string> = {},
  ): Promise<{ one: Run; two: Run | undefined }> {
    let two: Run | undefined;
    const proxy = await racingProxy(server, async () => {
      two ??= await cdrapi(second, { env: { CDRAPI_REPORTING_URL: proxy.url, ...secondEnv } });
    });
    try {
      const one = await cdrapi(first, { env: { CDRAPI_REPORTING_URL: proxy.url } });
      return { one, two };
    } finally {
      await proxy.close();
    }
  }

  test("a second run of this machine for the same account while one uploads: exit 5 before sending anything; the first completes", async () => {
    const next = OLD.slice(5);
    await csv("next.csv", next);
    const upload = ["reports", "upload", "next.csv", "--sub-list-size", "500", "--no-progress"];
    const { one, two } = await whileUploading(upload, [...upload, "--checkpoint", "other.json"]);
    expect(two?.stderr).toMatch(
      /^error: another cdrapi run \(process \d+ on .*\) is uploading to .* with this account/m,
    );
    expect(two?.code).toBe(EXIT.PENDING_CONFLICT);
    expect(one.code).toBe(EXIT.OK);
    expect(server.requestCount("POST", SUB_LISTS)).toBe(Math.ceil(next.length / 500)); // the first run's only
    expect(listed()).toEqual(asListed(next));
  });

  test("two runs on one checkpoint (different accounts' folders): the second is refused with a clear error, not ENOENT", async () => {
    await csv("next.csv", OLD.slice(5));
    const upload = [
      "reports",
      "upload",
      "next.csv",
      "--sub-list-size",
      "500",
      "--checkpoint",
      "one.json",
      "--no-progress",
    ];
    const elsewhere = join(state, "elsewhere");
    await mkdir(elsewhere, { recursive: true });
    const { one, two } = await whileUploading(upload, upload, {
      XDG_STATE_HOME: elsewhere,
      TMPDIR: elsewhere,
    });
    expect(two?.stderr).toMatch(
      /^error: another cdrapi run \(process \d+ .*\) is uploading with the checkpoint one\.json/m,
    );
    expect(two?.stderr).not.toMatch(/ENOENT/);
    expect(two?.code).toBe(EXIT.PENDING_CONFLICT);
    expect(one.code).toBe(EXIT.OK);
  });

  test("a lock left by a run that died (kill -9) is taken over", async () => {
    await csv("next.csv", OLD.slice(5));
    // The lock as a killed run leaves it: its process, of this host, is gone.
    const dead = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => dead.on("close", resolve));
    const holder = { pid: dead.pid, host: hostname(), since: "2026-11-25T01:00:00.000Z" };
    await writeFile(join(dir, "k.json.lock"), `${JSON.stringify(holder)}\n`);
    const run = await cdrapi(["reports", "upload", "next.csv", "--checkpoint", "k.json", "--no-progress"]);
    expect(run.code).toBe(EXIT.OK);
    expect(existsSync(join(dir, "k.json.lock"))).toBe(false);
    expect(listed()).toEqual(asListed(OLD.slice(5)));
  });

  test("a lock held by a live process is respected", async () => {
    await csv("next.csv", OLD.slice(5));
    const holder = { pid: process.pid, host: hostname(), since: "2026-11-25T01:00:00.000Z" };
    await writeFile(join(dir, "live.json.lock"), `${JSON.stringify(holder)}\n`);
    const run = await cdrapi(["reports", "upload", "next.csv", "--checkpoint", "live.json", "--no-progress"]);
    expect(run.code).toBe(EXIT.PENDING_CONFLICT);
    expect(run.stderr).toContain(
      `another cdrapi run (process ${process.pid} on ${hostname()}, since 2026-11-25T01:00:00.000Z)`,
    );
    expect(server.requestLog.filter((entry) => entry.path.startsWith("/v1/reports"))).toEqual([]);
    await rm(join(dir, "live.json.lock"));
  });
});

describe("4. records silently dropped from the list", () => {
  const broken = (records: MaintainDomain[], at: ReadonlySet<number>) =>
    records.map((r, i) => (at.has(i) ? { ...r, email: "not-an-address" } : r));

  test("--skip-invalid leaving out records of domains on the list: exit 1 naming each, the list unchanged", async () => {
    await csv("bad.csv", broken(OLD, new Set([10, 2000])));
    const run = await cdrapi(["reports", "upload", "bad.csv", "--skip-invalid", "--no-progress"]);
    expect(run.code).toBe(EXIT.INVALID_INPUT);
    expect(run.stderr).toContain(`${OLD[10]!.domainName} (line 12, email:`);
    expect(run.stderr).toContain(OLD[2000]!.domainName);
    expect(run.stderr).toMatch(/--remove-skipped 2/);
    expect(server.requestCount("POST", SUB_LISTS)).toBe(0);
    expect(listed()).toEqual(asListed(OLD));
    // Their own consent, by name of what it does: filed without them, each removal named.
    const allowed = await cdrapi([
      "reports",
      "upload",
      "bad.csv",
      "--skip-invalid",
      "--remove-skipped",
      "2",
      "--no-progress",
    ]);
    expect(allowed.code).toBe(EXIT.OK);
    expect(allowed.stderr).toMatch(
      new RegExp(
        `^removed from the maintained list: ${OLD[10]!.domainName.replaceAll(".", "\\.")} \\(record left out: line 12: email must be an e-mail address\\)$`,
        "m",
      ),
    );
    expect(server.state.maintainedList(DEMO_REGISTRAR.username)).toHaveLength(OLD.length - 2);
  });

  test("an export of 1,121 of the 3,000 domains: exit 1 naming the count and the first names; --allow-removals files it", async () => {
    const cut = OLD.slice(0, 1121);
    await csv("cut.csv", cut);
    const run = await cdrapi(["reports", "upload", "cut.csv", "--no-progress"]);
    expect(run.code).toBe(EXIT.INVALID_INPUT);
    expect(run.stderr).toMatch(/would remove 1879 of the 3000 domains on the maintained list, more than 30/);
    expect(run.stderr).toContain(OLD[1121]!.domainName);
    expect(listed()).toEqual(asListed(OLD));
    const allowed = await cdrapi([
      "reports",
      "upload",
      "cut.csv",
      "--allow-removals",
      "1879",
      "--no-progress",
    ]);
    expect(allowed.code).toBe(EXIT.OK);
    expect(listed()).toEqual(asListed(cut));
  });
});

describe("5. the checkpoint file", () => {
  test("a planted link at the old temporary name is never written through", async () => {
    await csv("next.csv", OLD.slice(5));
    const victim = join(dir, "victim.txt");
    await writeFile(victim, "precious\n");
    await rm(join(dir, "cp.json.tmp"), { force: true });
    await symlink(victim, join(dir, "cp.json.tmp"));
    server.faults.inject({ method: "POST", path: SUB_LISTS, kind: "status", status: 503, skip: 2, times: 5 });
    const run = await cdrapi([
      "reports",
      "upload",
      "next.csv",
      "--sub-list-size",
      "500",
      "--checkpoint",
      "cp.json",
      "--no-progress",
    ]);
    expect(run.code).toBe(EXIT.SERVER);
    expect(await readFile(victim, "utf8")).toBe("precious\n");
    const saved = JSON.parse(await readFile(join(dir, "cp.json"), "utf8")) as ReportCheckpoint;
    expect(saved.accepted).toHaveLength(2);
    await rm(join(dir, "cp.json.tmp"));
  });
});

describe("8. a full disk", () => {
  /** Whether this machine lets the test mount a small tmpfs in a mount namespace of its own (root). */
  const canMount = (() => {
    try {
      execFileSync("unshare", ["-m", "sh", "-c", "mount -t tmpfs -o size=4k tmpfs /mnt"], {
        stdio: "ignore",
      });
      return true;
    } catch {
      return false;
    }
  })();

  (canMount ? test : test.skip)(
    "the checkpoint cannot be saved (ENOSPC): exit 7, not invalid input; the checkpoint is printed, nothing lost",
    async () => {
      await csv("next.csv", OLD.slice(5));
      await mkdir(join(dir, "full"), { recursive: true });
      // The checkpoint's folder is a tmpfs of 12 KiB (three pages): the lock and the first saves
      // of a checkpoint of sub-lists of 100 (their names) fit, a later one does not.
      const child = spawn(
        "unshare",
        [
          "-m",
          "sh",
          "-c",
          'mount -t tmpfs -o size=12k tmpfs full && exec "$0" "$@"',
          process.execPath,
          BIN,
          "reports",
          "upload",
          "next.csv",
          "--sub-list-size",
          "100",
          "--checkpoint",
          "full/cp.json",
          "--no-progress",
        ],
        {
          cwd: dir,
          env: { ...process.env, ...serverEnv(server), XDG_STATE_HOME: state },
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      let stderr = "";
      child.stderr.on("data", (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
      expect(stderr).toMatch(/ENOSPC/);
      expect(code).toBe(EXIT.LOCAL_IO);
      // The checkpoint that could not be saved is printed whole: every sub-list the server
      // accepted is in it.
      const printed = /^-----BEGIN CHECKPOINT-----\n([\s\S]*?)\n-----END CHECKPOINT-----$/m.exec(stderr)?.[1];
      expect(printed).toBeDefined();
      const accepted = server.state.pendingSubLists(DEMO_REGISTRAR.username).subLists.length;
      expect(accepted).toBeGreaterThan(0);
      expect((JSON.parse(printed!) as ReportCheckpoint).accepted).toHaveLength(accepted);
      expect(listed()).toEqual(asListed(OLD));
    },
  );
});

describe("8. output to a full disk", () => {
  test("`places provinces > /dev/full`: exit 7 and one line on stderr, no stack trace", async () => {
    const full = openSync("/dev/full", "w");
    try {
      const child = spawn(process.execPath, [BIN, "places", "provinces"], {
        cwd: dir,
        env: { ...process.env, ...serverEnv(server), XDG_STATE_HOME: state },
        stdio: ["ignore", full, "pipe"],
      });
      let stderr = "";
      child.stderr!.on("data", (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
      expect(stderr).toBe("error: cannot write the output (ENOSPC)\n");
      expect(code).toBe(EXIT.LOCAL_IO);
    } finally {
      closeSync(full);
    }
  });
});

/** A proxy to `target` that runs `beforeMerge` before forwarding the merge request. */
async function racingProxy(
  target: MockServer,
  beforeMerge: () => Promise<void>,
): Promise<{ url: string; close: () => Promise<void> }> {
  const upstream = new URL(target.url);
  const proxy: Server = createServer(async (req, res) => {
    if (req.method === "PUT" && req.url?.startsWith(MERGE)) await beforeMerge();
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => proxy.close(() => resolve())),
  };
}

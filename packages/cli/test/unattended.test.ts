// The nightly job on real machines: what a run that died, a restarted container or a service
// user's environment leaves never stops the next night until a person steps in, and two live
// runs of one account never upload at once. Through the real executable against the reference
// server; each case a registrar met (issue #36).
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import {
  chmod,
  chown,
  copyFile,
  cp,
  mkdir,
  mkdtemp,
  readdir,
  rm,
  symlink,
  writeFile,
} from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { DEMO_REGISTRAR } from "@cdrapi/mock-server";
import { generateExport } from "@cdrapi/test-helpers/sample-export";
import { beforeAll, describe, expect, test } from "@jest/globals";
import { EXIT } from "../src/exit-codes.js";
import { BIN, type ProcessRun, STATE_HOME, spawnCdrapi, useCliFixture, writeCsv } from "./helpers/cli.js";
import { startProxy } from "./helpers/proxy.js";

const SUB_LISTS = "/v1/reports/maintain-domains/sub-lists";
const MERGE = "/v1/reports/maintain-domains/sub-lists/merge";
const FULL = "/v1/reports/maintain-domains";
const DOMAINS = "/v1/registrars/domains";

const cli = useCliFixture({ seed: { maintained: { [DEMO_REGISTRAR.username]: [] } } });
const EXPORT = generateExport(300, 36);
const root = process.getuid?.() === 0;
const NOBODY = 65534;
beforeAll(async () => {
  await writeFile(join(cli.dir, "vnnic.password"), `${DEMO_REGISTRAR.password}\n`, { mode: 0o600 });
  await writeCsv(cli.dir, "export.csv", EXPORT);
});

/** The README's cron command; `env` on top of the test's server, state and temporary folders. */
function night(
  flags: string[],
  options: { cwd?: string; env?: Record<string, string>; url?: string } = {},
): Promise<ProcessRun> {
  return spawnCdrapi(
    [
      "reports",
      "upload",
      join(cli.dir, "export.csv"),
      "--password-file",
      join(cli.dir, "vnnic.password"),
      "--no-progress",
      ...flags,
    ],
    {
      cwd: options.cwd ?? cli.dir,
      env: {
        CDRAPI_REPORTING_URL: options.url ?? cli.server.url,
        CDRAPI_REPORTING_USERNAME: DEMO_REGISTRAR.username,
        XDG_STATE_HOME: STATE_HOME,
        TMPDIR: STATE_HOME,
        ...options.env,
      },
    },
  );
}

const writes = () =>
  cli.server.requestCount("POST", SUB_LISTS) +
  cli.server.requestCount("PUT", MERGE) +
  cli.server.requestCount("POST", FULL);
const listed = () =>
  cli.server.state
    .maintainedList(DEMO_REGISTRAR.username)
    .map((r) => r.domainName)
    .sort();
const names = EXPORT.map((r) => r.domainName).sort();

// What Linux says of a process (/proc/<pid>/stat: state, field 3; start time, field 22).
const linux = existsSync("/proc/self/stat");
function procStat(pid: number | "self"): { state: string; start: string } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return { state: fields[0]!, start: fields[19]! };
  } catch {
    return undefined;
  }
}
const BOOT = linux ? readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim() : "";
/** An id no process has: the kernel gives ids below pid_max. */
const NO_PID = linux ? Number(readFileSync("/proc/sys/kernel/pid_max", "utf8")) : 0;

/** The account lock of the test server's demo account (folders.ts: TMPDIR/cdrapi-<uid>). */
async function accountLock(): Promise<string> {
  const folder = join(STATE_HOME, `cdrapi-${process.getuid!()}`);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const id = createHash("sha256").update(`${cli.server.url}\n${DEMO_REGISTRAR.username}`).digest("hex");
  return join(folder, `upload-${id.slice(0, 24)}.lock`);
}

/**
 * A zombie: a child of a Node process whose event loop is blocked for good, so that it never
 * reaps the child that exited. Resolves once Linux shows it as one; `end` kills its parent.
 */
async function zombie(): Promise<{ pid: number; start: string; end: () => void }> {
  const parent = spawn(
    process.execPath,
    [
      "-e",
      'const c = require("node:child_process").spawn("true"); process.stdout.write(c.pid + "\\n"); Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);',
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const pid = await new Promise<number>((resolve) =>
    parent.stdout!.once("data", (chunk) => resolve(Number(`${chunk}`))),
  );
  while (procStat(pid)?.state !== "Z") await new Promise((resolve) => setTimeout(resolve, 10));
  return { pid, start: procStat(pid)!.start, end: () => parent.kill("SIGKILL") };
}

describe("1. a lock whose process no longer runs is taken over by the next run, by itself", () => {
  const since = "2026-11-24T19:30:00.000Z";
  const self = () => ({
    pid: process.pid,
    start: procStat("self")!.start,
    boot: BOOT,
    host: hostname(),
    since,
  });

  (linux ? test.each : test.skip.each)([
    [
      "its process id now names another process (reused: another start time)",
      () => ({ ...self(), start: "1" }),
    ],
    [
      "it was taken in another boot (a reboot)",
      () => ({ ...self(), boot: "00000000-0000-4000-8000-000000000000" }),
    ],
    [
      "it names another host (a container started anew with a new name), its process gone",
      () => ({ ...self(), pid: NO_PID, host: "registrar-7f9c2" }),
    ],
  ])("%s: the upload goes ahead, exit 0", async (_what, holder) => {
    const lock = await accountLock();
    await writeFile(lock, `${JSON.stringify(holder())}\n`, { mode: 0o600 });
    const run = await night([]);
    expect(run.stderr).not.toMatch(/another cdrapi run/);
    expect(run.code).toBe(EXIT.OK);
    expect(listed()).toEqual(names);
    expect(existsSync(lock)).toBe(false);
  });

  (linux ? test : test.skip)(
    "its process is a zombie (exited, not reaped): the upload goes ahead, exit 0",
    async () => {
      const dead = await zombie();
      try {
        const lock = await accountLock();
        await writeFile(lock, `${JSON.stringify({ ...self(), pid: dead.pid, start: dead.start })}\n`, {
          mode: 0o600,
        });
        const run = await night([]);
        expect(run.stderr).not.toMatch(/another cdrapi run/);
        expect(run.code).toBe(EXIT.OK);
        expect(existsSync(lock)).toBe(false);
      } finally {
        dead.end();
      }
    },
  );

  (linux ? test.each : test.skip.each)([
    ["the lock's process runs", (lock: string) => writeFile(lock, `${JSON.stringify(self())}\n`)],
    [
      "the lock is stale but a running process is taking it over",
      async (lock: string) => {
        await writeFile(lock, `${JSON.stringify({ ...self(), pid: NO_PID })}\n`);
        await writeFile(`${lock}.takeover`, `${JSON.stringify(self())}\n`);
      },
    ],
  ])("%s: nothing sent, exit 5 naming it", async (_what, plant) => {
    const lock = await accountLock();
    await plant(lock);
    const before = writes();
    const run = await night([]);
    expect(run.stderr).toMatch(
      new RegExp(
        `^error: another cdrapi run \\(process ${process.pid} on .*, since ${since}\\) is uploading`,
        "m",
      ),
    );
    expect(run.code).toBe(EXIT.PENDING_CONFLICT);
    expect(writes()).toBe(before);
    await rm(lock, { force: true });
    await rm(`${lock}.takeover`, { force: true });
  });

  (linux ? test : test.skip)(
    "a takeover left by a run that died mid-way: taken over too, nothing left",
    async () => {
      const lock = await accountLock();
      await writeFile(lock, `${JSON.stringify({ ...self(), pid: NO_PID })}\n`);
      await writeFile(`${lock}.takeover`, `${JSON.stringify({ ...self(), start: "1" })}\n`);
      const run = await night([]);
      expect(run.code).toBe(EXIT.OK);
      expect(await readdir(join(STATE_HOME, `cdrapi-${process.getuid!()}`))).toEqual([]);
    },
  );
});

describe("2. the lock is the OS user's, wherever its runs start; the state folder is said when unusable", () => {
  test("a second run with another HOME (empty), state folder and working folder while one uploads: exit 5, nothing sent", async () => {
    const here = await mkdtemp(join(cli.dir, "a-"));
    const there = await mkdtemp(join(cli.dir, "b-"));
    let second: ProcessRun | undefined;
    let sentBefore = 0;
    const proxy = await startProxy(cli.server.url, {
      // The first run's merge waits until the second has ended: the first holds its lock all along.
      before: async (method, path) => {
        if (method !== "PUT" || path !== MERGE || second) return;
        sentBefore = writes();
        second = await night(["--sub-list-size", "100"], {
          cwd: there,
          url: proxy.url,
          env: { HOME: "", XDG_STATE_HOME: there },
        });
      },
    });
    let first: ProcessRun;
    try {
      first = await night(["--sub-list-size", "100"], {
        cwd: here,
        url: proxy.url,
        env: { HOME: "", XDG_STATE_HOME: here },
      });
    } finally {
      await proxy.close();
    }
    expect(second?.stderr).toMatch(/^error: another cdrapi run \(process \d+ on .*\) is uploading to /m);
    expect(second?.code).toBe(EXIT.PENDING_CONFLICT);
    expect(writes()).toBe(sentBefore + 1); // the first run's merge only
    expect(first.code).toBe(EXIT.OK);
    expect(listed()).toEqual(names);
  });

  test("a home that cannot hold the state folder (HOME under a file), no XDG_STATE_HOME: exit 2 saying what to set, nothing sent", async () => {
    const before = writes();
    const run = await night([], { env: { HOME: join(cli.dir, "export.csv", "home"), XDG_STATE_HOME: "" } });
    expect(run.stderr).toMatch(
      /^error: cannot make the folder of the last filing of each account, .*export\.csv\/home\/\.local\/state\/cdrapi\/filings \(ENOTDIR\): set XDG_STATE_HOME to a folder this user can write$/m,
    );
    expect(run.code).toBe(EXIT.USAGE);
    expect(writes()).toBe(before);
  });

  (root ? test : test.skip)(
    "Debian's nobody (HOME=/nonexistent): exit 2 saying to set XDG_STATE_HOME; set, the upload goes ahead",
    async () => {
      // What nobody can reach: the executable, the export, its password, a folder of its own.
      const place = await mkdtemp(join(tmpdir(), "cdrapi-nobody-"));
      try {
        await chmod(place, 0o755);
        const bin = join(place, "bin", basename(BIN));
        await cp(dirname(BIN), dirname(bin), { recursive: true });
        await chmod(dirname(bin), 0o755);
        const files = join(place, "files");
        await mkdir(files, { mode: 0o700 });
        await copyFile(join(cli.dir, "export.csv"), join(files, "export.csv"));
        await copyFile(join(cli.dir, "vnnic.password"), join(files, "vnnic.password"));
        for (const name of ["", "export.csv", "vnnic.password"])
          await chown(join(files, name), NOBODY, NOBODY);
        const asNobody = (env: Record<string, string>) =>
          new Promise<ProcessRun>((resolve) => {
            const child = spawn(
              process.execPath,
              [bin, "reports", "upload", "export.csv", "--password-file", "vnnic.password", "--no-progress"],
              {
                cwd: files,
                uid: NOBODY,
                gid: NOBODY,
                env: {
                  PATH: process.env.PATH,
                  HOME: "/nonexistent",
                  TMPDIR: files,
                  CDRAPI_REPORTING_URL: cli.server.url,
                  CDRAPI_REPORTING_USERNAME: DEMO_REGISTRAR.username,
                  ...env,
                },
                stdio: ["ignore", "pipe", "pipe"],
              },
            );
            let stdout = "";
            let stderr = "";
            child.stdout.on("data", (chunk: Buffer) => {
              stdout += chunk.toString();
            });
            child.stderr.on("data", (chunk: Buffer) => {
              stderr += chunk.toString();
            });
            child.on("close", (code) => resolve({ code, stdout, stderr }));
          });
        const before = writes();
        const refused = await asNobody({});
        expect(refused.stderr).toMatch(
          /^error: cannot make the folder of the last filing of each account, \/nonexistent\/\.local\/state\/cdrapi\/filings \(EACCES\): set XDG_STATE_HOME to a folder this user can write$/m,
        );
        expect(refused.code).toBe(EXIT.USAGE);
        expect(writes()).toBe(before);

        const filed = await asNobody({ XDG_STATE_HOME: join(files, "state") });
        expect(filed.code).toBe(EXIT.OK);
        expect(listed()).toEqual(names);
      } finally {
        await rm(place, { recursive: true, force: true });
      }
    },
  );
});

describe("3. a night that committed its report leaves no checkpoint to trip the next", () => {
  test("exit 6 (the list read back is not the one sent): the checkpoint goes; the next night files its export, exit 0", async () => {
    let short = true;
    const proxy = await startProxy(cli.server.url, {
      // The read after the commit is one domain short; the read before it (empty) is as it is.
      rewrite: (method, path, body) =>
        short && method === "GET" && path === DOMAINS && (body as unknown[]).length > 0
          ? (body as unknown[]).slice(1)
          : undefined,
    });
    try {
      const flags = ["--checkpoint", "state.json", "--sub-list-size", "100"];
      const mismatch = await night(flags, { url: proxy.url });
      expect(mismatch.stderr).toMatch(
        /^error: the maintained list read back after report \d+ is not the list/m,
      );
      expect(mismatch.code).toBe(EXIT.REPORT_MISMATCH);
      expect(existsSync(join(cli.dir, "state.json"))).toBe(false);

      short = false;
      const next = await night(flags, { url: proxy.url });
      expect(next.stderr).not.toMatch(/^error:/m);
      expect(next.code).toBe(EXIT.OK);
      expect(existsSync(join(cli.dir, "state.json"))).toBe(false);
    } finally {
      await proxy.close();
    }
  });
});

describe("4. drafts a killed run left are removed by the next run: only its own, never through a link", () => {
  test("the checkpoint's folder after a night: dead writers' drafts gone, anything else kept as it was", async () => {
    const folder = await mkdtemp(join(cli.dir, "night-"));
    const draft = (pid: number, tail = "0123456789ab") => join(folder, `state.json.${pid}.${tail}.tmp`);
    const kept: string[] = [];
    // A draft of a run killed mid-write (its process gone): removed.
    await writeFile(draft(NO_PID), "{", { mode: 0o600 });
    // A draft of a process that runs (this test's): kept.
    await writeFile(draft(process.pid), "{", { mode: 0o600 });
    kept.push(draft(process.pid));
    // A link planted at a draft's name: kept, and what it points at too.
    await writeFile(join(folder, "target.txt"), "mine");
    await symlink(join(folder, "target.txt"), draft(NO_PID, "ba9876543210"));
    kept.push(draft(NO_PID, "ba9876543210"), join(folder, "target.txt"));
    // Readable by others: no draft of a run (drafts are owner-only): kept.
    await writeFile(draft(NO_PID, "cccccccccccc"), "{", { mode: 0o644 });
    kept.push(draft(NO_PID, "cccccccccccc"));
    // Not a draft's name: kept.
    await writeFile(join(folder, "state.json.1.tmp"), "{", { mode: 0o600 });
    kept.push(join(folder, "state.json.1.tmp"));
    if (root) {
      // Another user's: kept.
      await writeFile(draft(NO_PID, "dddddddddddd"), "{", { mode: 0o600 });
      await chown(draft(NO_PID, "dddddddddddd"), NOBODY, NOBODY);
      kept.push(draft(NO_PID, "dddddddddddd"));
    }
    const run = await night(["--checkpoint", "state.json"], { cwd: folder });
    expect(run.code).toBe(EXIT.OK);
    expect((await readdir(folder)).sort()).toEqual(kept.map((path) => basename(path)).sort());
    expect(readFileSync(join(folder, "target.txt"), "utf8")).toBe("mine");
  });
});

// An export given as a pipe, through the real executable: `-` or /dev/stdin from a pipe, a FIFO,
// and bash's `<(gunzip -c export.csv.gz)` are read as a file is (validated in full before
// anything is sent). The pipe's bytes are copied once into a file only this user can read, in a
// folder only this user can open (seen while the upload runs), and nothing of it is left once
// the command ends, an upload stopped by a signal too; that one's resume line reads `-`, to be
// given the same export on standard input. What cannot work is refused before any request.
import { execFileSync, spawn } from "node:child_process";
import { createWriteStream, readdirSync, readFileSync, statSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { DEMO_REGISTRAR } from "@cdrapi/mock-server";
import type { MaintainDomain } from "@cdrapi/reporting";
import { generateExport, toCsv, withLooseAddresses } from "@cdrapi/test-helpers/sample-export";
import { beforeEach, describe, expect, test } from "@jest/globals";
import { EXIT } from "../src/exit-codes.js";
import { type ProcessRun, spawnCdrapi, useCliFixture, writeCdrapiCommand } from "./helpers/cli.js";
import { startProxy } from "./helpers/proxy.js";

const cli = useCliFixture({ seed: { maintained: { [DEMO_REGISTRAR.username]: [] } } });
const SUB_LISTS = "/v1/reports/maintain-domains/sub-lists";
const RECORDS = generateExport(100, 37);
const CSV = toCsv(RECORDS);
/** The CLI's temporary folder: where the copy of a pipe goes. */
const tmp = () => join(cli.dir, "tmp");

beforeEach(async () => {
  await rm(tmp(), { recursive: true, force: true });
  await mkdir(tmp(), { mode: 0o700 });
  for (const name of readdirSync(cli.dir))
    if (/^(\.cdrapi-checkpoint-|export)/.test(name)) await rm(join(cli.dir, name));
});

/** The export's temporary copies in TMPDIR (the upload locks' folder, `cdrapi-<uid>`, stays there). */
const copies = () => readdirSync(tmp()).filter((name) => name.startsWith("cdrapi-export-"));
const env = (url = cli.server.url) => ({ ...cli.env, CDRAPI_REPORTING_URL: url, TMPDIR: tmp() });
const listed = () =>
  cli.server.state
    .maintainedList(DEMO_REGISTRAR.username)
    .map((record) => record.domainName)
    .sort();
const names = (records: readonly MaintainDomain[]) => records.map((record) => record.domainName).sort();

/** A command line run by bash in the test folder, `cdrapi` on its PATH, the export in export.csv(.gz). */
async function bash(line: string, url: string): Promise<ProcessRun> {
  writeCdrapiCommand(cli.dir);
  await writeFile(join(cli.dir, "export.csv"), CSV);
  await writeFile(join(cli.dir, "export.csv.gz"), gzipSync(CSV));
  const child = spawn("bash", ["-c", line], {
    cwd: cli.dir,
    env: { ...env(url), PATH: `${cli.dir}:${process.env.PATH}` },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
}

/** Each way to give the export as a pipe: `args` are the command's, the export's name goes last. */
const PIPES: [string, (args: string[], url: string) => Promise<ProcessRun>][] = [
  ["- from a pipe", (args, url) => spawnCdrapi([...args, "-"], { cwd: cli.dir, env: env(url), stdin: CSV })],
  [
    "/dev/stdin from a pipe",
    (args, url) => bash(`cat export.csv | cdrapi ${args.join(" ")} /dev/stdin`, url),
  ],
  [
    "a FIFO",
    (args, url) => {
      const fifo = join(cli.dir, "export.csv");
      execFileSync("mkfifo", [fifo]);
      const writer = createWriteStream(fifo); // opens once the command opens the FIFO to read it
      writer.on("error", () => {});
      writer.end(CSV);
      return spawnCdrapi([...args, "export.csv"], { cwd: cli.dir, env: env(url) });
    },
  ],
  [
    "<(gunzip -c export.csv.gz) in bash",
    (args, url) => bash(`cdrapi ${args.join(" ")} <(gunzip -c export.csv.gz)`, url),
  ],
];

describe.each(PIPES)("reports upload, the export as %s", (_how, run) => {
  test("is filed whole; its copy is owner-only while the upload runs, and gone after it", async () => {
    // What the temporary folder holds when the first sub-list arrives.
    let seen:
      | { folders: string[]; folderMode: number; files: string[]; fileMode: number; bytes: string }
      | undefined;
    const gateway = await startProxy(cli.server.url, {
      before: (method, path) => {
        if (method !== "POST" || path !== SUB_LISTS || seen) return;
        const folders = copies();
        const folder = join(tmp(), folders[0]!);
        const files = readdirSync(folder);
        seen = {
          folders,
          folderMode: statSync(folder).mode & 0o777,
          files,
          fileMode: statSync(join(folder, files[0]!)).mode & 0o777,
          bytes: readFileSync(join(folder, files[0]!), "utf8"),
        };
      },
    });
    try {
      const done = await run(
        ["reports", "upload", "--format", "csv", "--sub-list-size", "25", "--no-progress"],
        gateway.url,
      );
      expect(done.stderr).not.toMatch(/error/);
      expect(done.code).toBe(EXIT.OK);
      expect(listed()).toEqual(names(RECORDS));
      expect(seen).toEqual({
        folders: [expect.any(String)],
        folderMode: 0o700,
        files: [expect.any(String)],
        fileMode: 0o600,
        bytes: CSV,
      });
      expect(copies()).toEqual([]);
    } finally {
      await gateway.close();
    }
  });
});

describe("the other commands that read an export take a pipe too", () => {
  test("reports validate -", async () => {
    const run = await spawnCdrapi(["reports", "validate", "-", "--format", "csv"], {
      cwd: cli.dir,
      env: env(),
      stdin: CSV,
    });
    expect(run).toMatchObject({ code: EXIT.OK, stdout: "standard input: 100 records, all valid\n" });
    expect(run.stderr).toBe('reading standard input: CSV, comma (",") detected, UTF-8\n');
    expect(copies()).toEqual([]);
  });

  test("reports fluctuation - (NDJSON)", async () => {
    const added = RECORDS.slice(0, 2).map((record) => ({
      ...record,
      action: "ADD",
      actionReason: "C",
      actionDate: "2026-11-20",
    }));
    const run = await spawnCdrapi(["reports", "fluctuation", "-", "--format", "ndjson", "--no-progress"], {
      cwd: cli.dir,
      env: env(),
      stdin: added.map((record) => JSON.stringify(record)).join("\n"),
    });
    expect(run.stderr).not.toMatch(/error/);
    expect(run.code).toBe(EXIT.OK);
    // The report files the changes (it changes no list): the last report is an UPDATE of two ADDs.
    const last = [...cli.server.state.reports.values()].at(-1)?.info;
    expect(last).toMatchObject({ requestType: "UPDATE", addedDomain: 2, requestResult: "SUCCESS" });
    expect(copies()).toEqual([]);
  });

  test("reports upload - --fix-places COPY: the places fixed in the copy, which goes up", async () => {
    const loose = withLooseAddresses(RECORDS);
    const run = await spawnCdrapi(
      ["reports", "upload", "-", "--format", "csv", "--fix-places", "fixed.csv", "--no-progress"],
      { cwd: cli.dir, env: env(), stdin: toCsv(loose.records) },
    );
    expect(run.stderr).not.toMatch(/error/);
    expect(run.code).toBe(EXIT.OK);
    expect(run.stderr).toMatch(/^wrote fixed\.csv: \d+ places? fixed in 3 of 100 records/m);
    expect(readFileSync(join(cli.dir, "fixed.csv"), "utf8")).toBe(CSV);
    expect(copies()).toEqual([]);
  });
});

test("an upload from a pipe stopped by SIGTERM: its copy gone, the resume line reads `-`, and given the export again it completes", async () => {
  let kill: ((signal: NodeJS.Signals) => void) | undefined;
  let stopping = () => {};
  const heard = new Promise<void>((resolve) => {
    stopping = resolve;
  });
  let posts = 0;
  // The signal when the second sub-list arrives, held until the run says it is stopping.
  const gateway = await startProxy(cli.server.url, {
    before: async (method, path) => {
      if (method !== "POST" || path !== SUB_LISTS || ++posts !== 2) return;
      kill!("SIGTERM");
      await heard;
    },
  });
  try {
    const stopped = await spawnCdrapi(
      ["reports", "upload", "-", "--format", "csv", "--sub-list-size", "25"],
      {
        cwd: cli.dir,
        env: env(gateway.url),
        stdin: CSV,
        // Its first line ("reading standard input: ...") comes before any request.
        onStderr: (text, signal) => {
          kill = signal;
          if (/\bstopping\b/.test(text)) stopping();
        },
      },
    );
    stopping();
    expect(stopped.code).toBe(EXIT.TERMINATED);
    expect(copies()).toEqual([]);
    expect(stopped.stderr).toMatch(
      /^hint: the export was read from a pipe: give the same export to this command on its standard input/m,
    );
    const resume =
      /^resume with: cdrapi (reports upload - .* --checkpoint \.cdrapi-checkpoint-stdin\.json)$/m.exec(
        stopped.stderr,
      )?.[1];
    expect(resume).toBeDefined();
    // The line as printed (no word of it needs quoting), the export again on standard input.
    const resumed = await spawnCdrapi([...resume!.split(" "), "--no-progress"], {
      cwd: cli.dir,
      env: env(),
      stdin: CSV,
    });
    expect(resumed.stderr).toMatch(
      /^resuming from \.cdrapi-checkpoint-stdin\.json: 2 sub-list\(s\), 50 records/m,
    );
    expect(resumed.code).toBe(EXIT.OK);
    expect(listed()).toEqual(names(RECORDS));
    expect(readdirSync(cli.dir).filter((name) => name.startsWith(".cdrapi-checkpoint-"))).toEqual([]);
    expect(copies()).toEqual([]);
  } finally {
    stopping();
    await gateway.close();
  }
});

test("an upload from a pipe stopped at once by a second SIGTERM (no end of the command): its copy gone all the same", async () => {
  let child: ((signal: NodeJS.Signals) => void) | undefined;
  let stopping = () => {};
  const heard = new Promise<void>((resolve) => {
    stopping = resolve;
  });
  let exited = () => {};
  const gone = new Promise<void>((resolve) => {
    exited = resolve;
  });
  let posts = 0;
  // The sub-list on the wire is held until the run has exited: only the second signal ends it.
  const gateway = await startProxy(cli.server.url, {
    before: async (method, path) => {
      if (method !== "POST" || path !== SUB_LISTS || ++posts !== 2) return;
      child!("SIGTERM");
      await heard;
      child!("SIGTERM");
      await gone;
    },
  });
  try {
    const stopped = spawnCdrapi(["reports", "upload", "-", "--format", "csv", "--sub-list-size", "25"], {
      cwd: cli.dir,
      env: env(gateway.url),
      stdin: CSV,
      // Its first line ("reading standard input: ...") comes before any request.
      onStderr: (text, signal) => {
        child = signal;
        if (/\bstopping\b/.test(text)) stopping();
      },
    });
    const run = await stopped.finally(() => {
      stopping();
      exited();
    });
    expect(run.code).toBe(EXIT.TERMINATED);
    expect(run.stderr).not.toMatch(/^resume with:/m); // it stopped at once
    expect(copies()).toEqual([]);
  } finally {
    await gateway.close();
  }
});

describe("refused before any request, the pipe's reader told why", () => {
  test.each([
    [
      "the export (-) and --password-stdin both on standard input",
      EXIT.USAGE,
      ["reports", "upload", "-", "--format", "csv", "--password-stdin"],
      /^error: the export \(-\) and --password-stdin both read standard input: give the password with --password-file or CDRAPI_REPORTING_PASSWORD$/m,
    ],
    [
      "no --format: a pipe has no extension",
      EXIT.USAGE,
      ["reports", "upload", "-"],
      /^error: cannot tell the format of standard input: a pipe has no extension, so pass --format csv, ndjson or json$/m,
    ],
    [
      "/dev/stdin of a socket (what a program may give its child), which cannot be opened by name",
      EXIT.INVALID_INPUT,
      ["reports", "upload", "/dev/stdin", "--format", "csv"],
      /^error: cannot open \/dev\/stdin \(a socket\): give the export as - to read standard input$/m,
    ],
  ])("%s: exit %i", async (_what, code, args, message) => {
    const run = await spawnCdrapi(args, { cwd: cli.dir, env: env(), stdin: CSV });
    expect(run.code).toBe(code);
    expect(run.stderr).toMatch(message);
    expect(cli.server.requestLog).toEqual([]);
    expect(copies()).toEqual([]);
  });

  test("--fix-places without the copy's path: exit 2, nothing uploaded", async () => {
    const run = await spawnCdrapi(["reports", "upload", "-", "--format", "csv", "--fix-places"], {
      cwd: cli.dir,
      env: env(),
      stdin: CSV,
    });
    expect(run.code).toBe(EXIT.USAGE);
    expect(run.stderr).toMatch(
      /^error: --fix-places needs the copy's path when the export comes from a pipe \(--fix-places export\.fixed\.csv\)$/m,
    );
    expect(cli.server.requestLog.filter((entry) => entry.method !== "GET")).toEqual([]);
    expect(copies()).toEqual([]);
  });
});

// Runs the CLI in-process with captured streams, or as the real executable in its own process,
// against a reference server.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import {
  DEMO_REGISTRAR,
  DEMO_USER,
  type MockServer,
  type MockServerOptions,
  startMockServer,
} from "@cdrapi/mock-server";
import type { MaintainDomain } from "@cdrapi/reporting";
import { toCsv } from "@cdrapi/test-helpers/sample-export";
import { afterAll, afterEach, beforeAll } from "@jest/globals";
import type { CliIo } from "../../src/io.js";
import { main } from "../../src/main.js";

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  env?: Record<string, string | undefined>;
  stdin?: string;
  cwd?: string;
  signal?: AbortSignal;
  /** Called with every chunk written to stderr (e.g. to abort after a progress line). */
  onStderr?: (text: string) => void;
  tty?: boolean;
}

/**
 * Runs `cdrapi ...args` in-process, with no retries (a failure shows at once). The deadline is
 * the default 60 s: no test here waits for one, and a busy machine may take seconds to answer.
 */
export async function cdrapi(args: string[], options: RunOptions = {}): Promise<Run> {
  let stdout = "";
  let stderr = "";
  const io: CliIo = {
    stdout: {
      write: (text: string) => {
        stdout += text;
      },
      isTTY: options.tty,
    },
    stderr: {
      write: (text: string) => {
        stderr += text;
        options.onStderr?.(text);
      },
      isTTY: options.tty,
    },
    env: options.env ?? {},
    stdin: options.stdin === undefined ? undefined : Readable.from([options.stdin]),
    signal: options.signal,
    cwd: options.cwd,
    transport: { maxRetries: 0 },
  };
  const code = await main(args, io);
  return { code, stdout, stderr };
}

/**
 * This test file's state folder (the last filing of each account: XDG_STATE_HOME) and temporary
 * folder (the upload locks: TMPDIR), never the user's own. The filings are cleared after each
 * test, as the tests reset their servers then.
 */
export const STATE_HOME = mkdtempSync(join(tmpdir(), "cdrapi-cli-state-"));
afterEach(() => rmSync(join(STATE_HOME, "cdrapi", "filings"), { recursive: true, force: true }));
afterAll(() => rmSync(STATE_HOME, { recursive: true, force: true }));

/** The environment that points the CLI at a reference server with the demo accounts. */
export function serverEnv(server: MockServer): Record<string, string> {
  return {
    XDG_STATE_HOME: STATE_HOME,
    TMPDIR: STATE_HOME,
    CDRAPI_REPORTING_URL: server.url,
    CDRAPI_REPORTING_USERNAME: DEMO_REGISTRAR.username,
    CDRAPI_REPORTING_PASSWORD: DEMO_REGISTRAR.password,
    CDRAPI_COMPUTE_URL: server.url,
    CDRAPI_COMPUTE_USERNAME: DEMO_USER.username,
    CDRAPI_COMPUTE_PASSWORD: DEMO_USER.password,
  };
}

/** A temporary directory, removed by the returned function. */
export async function tempDir(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), "cdrapi-cli-test-"));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** What a test file's tests share: a reference server, the CLI's environment for it, a folder. */
export interface CliFixture {
  readonly server: MockServer;
  /** serverEnv(server): the CLI pointed at the server with the demo accounts. */
  readonly env: Record<string, string>;
  /** A temporary folder, removed after the file's tests. */
  readonly dir: string;
  /** The path of `domains.csv` in `dir`, holding the records given (when any were). */
  readonly csv: string;
}

/**
 * The setup a test file of the CLI needs, in one place: before its tests, a reference server
 * (started with `options`), its environment, a temporary folder and `domains.csv` (`records`);
 * after each test, the server back to its seed (state, faults, counts); after all, both gone.
 * Read the fields inside tests and hooks (they are set in beforeAll).
 */
export function useCliFixture(
  options: Omit<MockServerOptions, "port"> & { records?: readonly MaintainDomain[] } = {},
): CliFixture {
  const { records, ...serverOptions } = options;
  const fixture = {} as { -readonly [K in keyof CliFixture]: CliFixture[K] };
  let cleanup: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    fixture.server = await startMockServer({ ...serverOptions, port: 0 });
    fixture.env = serverEnv(fixture.server);
    ({ dir: fixture.dir, cleanup } = await tempDir());
    if (records) fixture.csv = await writeCsv(fixture.dir, "domains.csv", records);
  });
  afterEach(() => fixture.server.reset());
  afterAll(async () => {
    await fixture.server?.close();
    await cleanup?.();
  });
  return fixture;
}

/** Writes records as CSV in `dir` and returns the path. */
export async function writeCsv(
  dir: string,
  name: string,
  records: readonly MaintainDomain[],
): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, toCsv(records));
  return path;
}

/**
 * The `cdrapi` executable: src/bin.ts with everything it imports, bundled once per Jest run by
 * bundle-bin.mjs (the config's globalSetup); `node BIN ...args` runs it, no build needed.
 */
export const BIN =
  process.env.CDRAPI_TEST_BIN ?? "(no CDRAPI_TEST_BIN: run by Jest with packages/cli's config)";

/**
 * Writes `cdrapi` into `dir` (a shell script that starts BIN), for tests that run command lines
 * through a shell as a user types them; put `dir` first on PATH.
 */
export function writeCdrapiCommand(dir: string): void {
  writeFileSync(join(dir, "cdrapi"), `#!/bin/sh\nexec '${process.execPath}' '${BIN}' "$@"\n`, {
    mode: 0o755,
  });
}

/** What a process run of `cdrapi` gave: `code` is null when a signal ended it. */
export interface ProcessRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `cdrapi ...args` as a user runs it: the real executable in its own process, with only `env`
 * (and PATH) as its environment; `onStderr` sees the text so far and may signal the process.
 */
export function spawnCdrapi(
  args: readonly string[],
  options: {
    cwd?: string;
    env?: Record<string, string | undefined>;
    onStderr?: (text: string, kill: (signal: NodeJS.Signals) => void) => void;
    /** Written to standard input (else there is none). */
    stdin?: string;
    /**
     * Shell commands that set up the process before it starts, as a user's script would
     * (`umask 000`, `ulimit -f 1`): Node sets neither for a child.
     */
    shell?: string;
  } = {},
): Promise<ProcessRun> {
  const [command, argv] =
    options.shell === undefined
      ? [process.execPath, [BIN, ...args]]
      : ["/bin/sh", ["-c", `${options.shell} && exec "$0" "$@"`, process.execPath, BIN, ...args]];
  const child = spawn(command, argv, {
    cwd: options.cwd,
    env: { PATH: process.env.PATH, ...options.env },
    stdio: [options.stdin === undefined ? "ignore" : "pipe", "pipe", "pipe"],
  });
  if (child.stdin) {
    child.stdin.on("error", () => {}); // a process that exits before reading it: EPIPE is fine
    child.stdin.end(options.stdin);
  }
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr!.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
    options.onStderr?.(stderr, (signal) => child.kill(signal));
  });
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
}

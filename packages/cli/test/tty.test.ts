// The real executable in a terminal (tmux) and in a pipe. The CLI runs from its TypeScript
// sources, bundled once per Jest run (helpers/cli.ts's BIN), so no build is needed
// and the test works on a fresh clone; the reference server runs in this Jest process.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DEMO_REGISTRAR, type MockServer, startMockServer } from "@cdrapi/mock-server";
import { generateExport } from "@cdrapi/test-helpers/sample-export";
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { BIN, serverEnv, tempDir, writeCsv } from "./helpers/cli.js";

const SUB_LISTS = "/v1/reports/maintain-domains/sub-lists";
const hasTmux = (() => {
  try {
    execFileSync("tmux", ["-V"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

let server: MockServer;
let dir: string;
let cleanup: () => Promise<void>;
let csv: string;
const records = generateExport(3000, 5);

beforeAll(async () => {
  server = await startMockServer({ port: 0 });
  ({ dir, cleanup } = await tempDir());
  csv = await writeCsv(dir, "domains.csv", records);
});
afterAll(async () => {
  await server.close();
  await cleanup();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quote = (value: string) => `'${value.replaceAll("'", "'\\''")}'`;

function shellCommand(args: string[]): string {
  const env = Object.entries(serverEnv(server)).map(([k, v]) => `${k}=${quote(v)}`);
  return [...env, quote(process.execPath), quote(BIN), ...args.map(quote)].join(" ");
}

/** Slow sub-lists, so the bar has time to move on screen. */
function slowSubLists(ms: number) {
  return server.faults.inject({ kind: "latency", ms, path: SUB_LISTS, method: "POST", times: 1000 });
}

class Tmux {
  readonly name = `cdrapi-test-${process.pid}-${Math.floor(Math.random() * 1e6)}`;
  start(command: string): void {
    // `; echo EXIT=$?; sleep 60`: keeps the pane (and the exit code) on screen for capture.
    execFileSync("tmux", [
      "new-session",
      "-d",
      "-s",
      this.name,
      "-x",
      "150",
      "-y",
      "45",
      `${command}; echo EXIT=$?; sleep 60`,
    ]);
  }
  capture(): string {
    return execFileSync("tmux", ["capture-pane", "-p", "-t", this.name], { encoding: "utf8" });
  }
  keys(...keys: string[]): void {
    execFileSync("tmux", ["send-keys", "-t", this.name, ...keys]);
  }
  /** Captures the pane until `done` matches (or the time is up); returns every distinct screen. */
  async watch(done: RegExp, ms = 40_000, every = 80): Promise<string[]> {
    const screens: string[] = [];
    const end = Date.now() + ms;
    while (Date.now() < end) {
      const screen = this.capture();
      if (screens.at(-1) !== screen) screens.push(screen);
      if (done.test(screen)) break;
      await sleep(every);
    }
    return screens;
  }
  kill(): void {
    try {
      execFileSync("tmux", ["kill-session", "-t", this.name], { stdio: "ignore" });
    } catch {
      // already gone
    }
  }
}

const percentages = (screens: string[]) =>
  new Set(
    screens.flatMap((screen) => [...screen.matchAll(/^Uploading .* (\d+)% \|/gm)].map((m) => Number(m[1]))),
  );

(hasTmux ? describe : describe.skip)("in a terminal (tmux)", () => {
  test("the progress bar moves (records, sub-lists, rate, ETA), then the final table", async () => {
    const fault = slowSubLists(150);
    const tmux = new Tmux();
    try {
      tmux.start(shellCommand(["reports", "upload", csv, "--sub-list-size", "300"]));
      const screens = await tmux.watch(/EXIT=\d+/);
      const last = screens.at(-1)!;
      expect(last).toContain("EXIT=0");
      const seen = percentages(screens);
      // The bar was drawn at several points between the start and the end.
      expect([...seen].filter((p) => p > 0 && p < 100).length).toBeGreaterThanOrEqual(2);
      expect(screens.join("\n")).toMatch(
        /Uploading .*\| [\d,]+\/3,000 records \| \d+\/10 sub-lists \| [\d,]+ rec\/s \| ETA \S+/,
      );
      expect(last).toMatch(/Done .* 100% \| 3,000\/3,000 records \| 10\/10 sub-lists/);
      expect(last).toMatch(/│ totalDomain +│ 3000 +│/);
      expect(last).toMatch(/│ requestResult +│ SUCCESS +│/);
    } finally {
      tmux.kill();
      fault.cancel();
      server.reset();
    }
  });

  test("Ctrl-C mid-upload leaves a usable checkpoint (exit 130); the same command resumes without duplicates", async () => {
    const fault = slowSubLists(200);
    const checkpoint = join(dir, "tty.checkpoint.json");
    const args = ["reports", "upload", csv, "--sub-list-size", "300", "--checkpoint", checkpoint];
    const tmux = new Tmux();
    try {
      tmux.start(shellCommand(args));
      await tmux.watch(/\| [3-9]\/10 sub-lists/);
      tmux.keys("C-c");
      const screens = await tmux.watch(/EXIT=\d+/);
      const last = screens.at(-1)!;
      expect(last).toContain("EXIT=130");
      expect(last).toMatch(/resume with: cdrapi reports upload .*--checkpoint/);
      const saved = JSON.parse(readFileSync(checkpoint, "utf8"));
      expect(saved.accepted.length).toBeGreaterThanOrEqual(3);
      expect(saved.merged).toBeUndefined();
      expect(server.state.maintainedList(DEMO_REGISTRAR.username)).toHaveLength(0);
    } finally {
      tmux.kill();
      fault.cancel();
    }
    const resumed = await runPiped(args);
    expect(resumed.code).toBe(0);
    expect(resumed.stderr).toMatch(/resuming from .*sub-list\(s\)/);
    const stored = server.state.maintainedList(DEMO_REGISTRAR.username).map((r) => r.domainName);
    expect(stored).toHaveLength(records.length);
    expect(new Set(stored).size).toBe(records.length);
    expect(existsSync(checkpoint)).toBe(false);
    server.reset();
  });
});

function runPiped(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { PATH: process.env.PATH, ...serverEnv(server) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("in a pipe", () => {
  test("plain progress lines, no terminal control codes", async () => {
    const run = await runPiped(["reports", "upload", csv, "--sub-list-size", "1000"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/^validated 3,000 records$/m);
    expect(run.stderr).toMatch(/^sub-list 1\/3 accepted: 1,000\/3,000 records, [\d,]+ records\/s, ETA \S+$/m);
    expect(run.stderr).toMatch(/^merging 3 sub-lists$/m);
    expect(run.stderr).not.toContain("\r");
    expect(run.stderr).not.toContain("\u001b[");
    expect(run.stdout).toMatch(/│ totalDomain +│ 3000 +│/);
    server.reset();
  });
});

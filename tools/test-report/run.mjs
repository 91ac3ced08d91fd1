#!/usr/bin/env node
// The repo's test command: runs every check task through turbo (continuing past failures),
// then prints one plain `N passed, N failed` line (`, N skipped` added when Jest skipped any,
// with where). Jest tasks count their tests; every other
// task (generate --check, spec lint, the source check, typecheck, lint, import circles, packaging,
// changeset:check, size) counts as one check, or as one skipped when it leaves
// reports/skipped.json with its reason (the source check without the primary sources).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");
const TASKS = [
  "generate:check",
  "spec:lint",
  "sources:check",
  "typecheck",
  "typecheck:packages",
  "lint",
  "imports:check",
  "test",
  "packaging",
  "changeset:check",
  "size",
];

for (const area of ["packages", "tools"]) {
  for (const name of readdirSync(join(root, area)))
    rmSync(join(root, area, name, "reports"), { recursive: true, force: true });
}
const runsDir = join(root, ".turbo", "runs");
const before = new Set(existsSync(runsDir) ? readdirSync(runsDir) : []);

const turbo = spawnSync(
  process.execPath,
  [
    join(root, "node_modules", "turbo", "bin", "turbo"),
    "run",
    ...TASKS,
    "--continue",
    "--summarize",
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: "inherit", env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "0" } },
);

const summaryFile = (existsSync(runsDir) ? readdirSync(runsDir) : [])
  .filter((f) => f.endsWith(".json") && !before.has(f))
  .map((f) => join(runsDir, f))
  .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs)
  .pop();

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const skips = [];
const runtimes = [];
if (!summaryFile) {
  failed += 1;
  failures.push(`turbo exited ${turbo.status} without a run summary`);
} else {
  const summary = JSON.parse(readFileSync(summaryFile, "utf8"));
  for (const task of summary.tasks) {
    if (task.command === "<NONEXISTENT>") continue;
    const ok = task.execution?.exitCode === 0;
    const dir = join(root, task.directory ?? "");
    const name = task.package.replace(/^@cdrapi\//, "");
    // Jest's summary, or a test runner's own in the same shape (the ecosystem test's).
    const report =
      [`jest-${name}.json`, `summary-${name}.json`]
        .map((f) => join(dir, "reports", f))
        .find((f) => existsSync(f)) ?? join(dir, "reports", `jest-${name}.json`);
    if (task.task === "test" && existsSync(report)) {
      const r = JSON.parse(readFileSync(report, "utf8"));
      passed += r.passed;
      failed += r.failed;
      // The ecosystem test names each runtime and its result (a skipped one with the reason).
      for (const rt of r.runtimes ?? []) {
        runtimes.push(
          `  ${rt.status.padEnd(7)} ${rt.title}${rt.status === "skipped" ? `: ${rt.reason}` : ""}`,
        );
      }
      // A skipped test (e.g. the tmux terminal test on a machine without tmux) is shown, never silent.
      if (r.skipped > 0) {
        skipped += r.skipped;
        skips.push(`${task.taskId}: ${r.skipped} skipped`);
      }
      if (r.failed > 0 || !ok) failures.push(`${task.taskId}: ${r.failed} failed`);
      if (!ok && r.failed === 0) {
        failed += 1;
      }
    } else if (ok && existsSync(join(dir, "reports", "skipped.json"))) {
      // A check that could not run here (the source check without the primary sources) says why, by name.
      const { reason } = JSON.parse(readFileSync(join(dir, "reports", "skipped.json"), "utf8"));
      skipped += 1;
      skips.push(`${task.taskId}: skipped: ${reason}`);
    } else if (ok) {
      passed += 1;
    } else {
      failed += 1;
      failures.push(`${task.taskId} (exit ${task.execution?.exitCode})`);
    }
  }
}
if (runtimes.length > 0) console.log(`\nRuntimes (ecosystem test):\n${runtimes.join("\n")}`);
if (skips.length > 0) console.log(`\nSkipped: ${skips.join("; ")}`);
if (failures.length > 0) console.log(`\nFailed: ${failures.join("; ")}`);
console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);

#!/usr/bin/env node
// The ecosystem test: the packed tarballs installed with npm into a scratch project, as a user
// would, and run against the reference server on every runtime users run: this machine's
// Node (ESM and CJS), the lowest Node in `engines`, Bun, Deno (both from npm), headless
// Chromium (Debian's, cross-origin), the lowest supported TypeScript under every module
// resolution, and the examples. A runtime that cannot be installed is reported as skipped,
// by name. Writes reports/summary-ecosystem.json for tools/test-report/run.mjs.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { packAll } from "../../release/src/pack.mjs";
import { browserChecks } from "./browser.mjs";
import { exampleChecks } from "./examples.mjs";
import { run, startServer } from "./proc.mjs";
import { CHROMIUM, LOWEST_NODE, RUNTIMES, TOOLING, TYPESCRIPT } from "./runtimes.mjs";
import { typeChecks } from "./types.mjs";

const here = resolve(import.meta.dirname, "..");
const root = resolve(here, "../..");
const work = mkdtempSync(join(tmpdir(), "cdrapi-ecosystem-"));
const app = join(work, "app");
/** npm without the settings pnpm passes to the scripts it runs. */
const npmEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k)));
const npm = (args, cwd, timeoutMs = 300_000) =>
  run("npm", [...args, "--no-audit", "--no-fund", "--ignore-scripts", "--loglevel=warn"], {
    cwd,
    env: { ...npmEnv, npm_config_update_notifier: "false" },
    timeoutMs,
  });

/** @typedef {{ name: string, ok: boolean, error?: string }} Check */
/** @type {{ id: string, title: string, status: "passed" | "failed" | "skipped", checks: Check[], reason?: string, ms: number }[]} */
const results = [];

function record(id, title, checks, started, reason) {
  const status = reason !== undefined ? "skipped" : checks.every((c) => c.ok) ? "passed" : "failed";
  results.push({ id, title, status, checks, reason, ms: Math.round(performance.now() - started) });
}

/** The JSON array of checks a script printed as its last line, or one failed check saying why not. */
function parseChecks(r, what) {
  const line = r.out.trim().split("\n").pop() ?? "";
  try {
    const checks = JSON.parse(line);
    if (Array.isArray(checks) && r.code === 0) return checks;
  } catch {}
  return [{ name: what, ok: false, error: `exit ${r.code}:\n${r.out.slice(-3000)}` }];
}

let server;
try {
  // 1. Pack, and install as a user would.
  const packed = packAll(root, join(work, "tarballs"));
  mkdirSync(app);
  for (const f of readdirSync(join(here, "scenarios"))) cpSync(join(here, "scenarios", f), join(app, f));
  cpSync(join(here, "types"), join(app, "types"), { recursive: true });
  cpSync(join(root, "examples"), join(app, "examples"), { recursive: true });
  const deps = Object.fromEntries(packed.map((p) => [p.name, `file:${p.tarball}`]));
  writeFileSync(
    join(app, "package.json"),
    JSON.stringify(
      {
        name: "cdrapi-ecosystem-scratch",
        private: true,
        type: "module",
        dependencies: { ...deps, ...TOOLING, typescript: TYPESCRIPT.lowest, "@types/node": "20.19.25" },
        // The packages' ranges on each other (^0.1.0) resolve to these tarballs too.
        overrides: deps,
      },
      null,
      2,
    ),
  );
  const install = await npm(["install"], app);
  if (install.code !== 0) throw new Error(`npm install of the tarballs failed:\n${install.out}`);

  // 2. The other runtimes, each on its own so one that cannot be installed skips only itself.
  const installs = new Map(
    RUNTIMES.filter((rt) => rt.install).map((rt) => {
      const dir = join(work, "runtimes", rt.id);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, "package.json"), '{ "private": true }\n');
      const specs = Object.entries(rt.install).map(([name, version]) => `${name}@${version}`);
      return [rt.id, npm(["install", ...specs], dir).then((r) => ({ ...r, bin: join(dir, rt.bin) }))];
    }),
  );

  server = await startServer(process.execPath, ["server.mjs"], { cwd: app });
  const { url, refused } = server.info;
  const ebadengine = /EBADENGINE/.test(install.out);
  // TypeScript and the examples run meanwhile (CPU-bound, while the runtimes mostly wait).
  const typescript = Promise.all(
    Object.entries(TYPESCRIPT).map(async ([which, version]) => {
      const started = performance.now();
      const tsc =
        which === "lowest"
          ? join(app, "node_modules/typescript/bin/tsc")
          : join(root, "node_modules/typescript/bin/tsc");
      const checks = await typeChecks({ app, tsc, name: which, libCheck: which === "lowest" });
      return { id: `typescript-${version}`, title: `TypeScript ${version} (${which})`, checks, started };
    }),
  );
  const examples = (async () => {
    const started = performance.now();
    return { checks: await exampleChecks({ app, url, work }), started };
  })();

  for (const rt of RUNTIMES) {
    const started = performance.now();
    let bin = process.execPath;
    if (rt.install) {
      const r = await installs.get(rt.id);
      if (r.code !== 0 || !existsSync(r.bin)) {
        const why =
          r.code !== 0
            ? `npm install failed: ${r.out.trim().split("\n").slice(-3).join(" ")}`
            : `no ${rt.bin}`;
        record(rt.id, rt.title.replace("{v}", Object.values(rt.install)[0]), [], started, why);
        continue;
      }
      bin = r.bin;
    }
    const env = { DENO_NO_UPDATE_CHECK: "1", DENO_DIR: join(work, "deno-cache"), NO_COLOR: "1" };
    const script = (file) => (rt.args ? rt.args(file) : [file]);
    const version = await run(bin, ["--version"], { env });
    // "v20.0.0", "1.4.5", "deno 2.9.6 (stable, ...)": the version number alone.
    const number = /\d+\.\d+\.\d+/.exec(version.out)?.[0] ?? "(version unknown)";
    const title = rt.title.replace("{v}", number);
    const checks = [];
    const esm = await run(bin, [...script("esm.mjs"), url, refused, rt.id], { cwd: app, env });
    checks.push(...parseChecks(esm, "ESM script").map((c) => ({ ...c, name: `ESM: ${c.name}` })));
    if (rt.id.startsWith("node")) {
      const cjs = await run(bin, ["cjs.cjs", url, refused, `${rt.id}-cjs`], { cwd: app, env });
      checks.push(...parseChecks(cjs, "CJS script").map((c) => ({ ...c, name: `CJS: ${c.name}` })));
      // The reference server itself starts on this Node.
      const own = await startServer(bin, ["server.mjs"], { cwd: app }).then(
        (s) => {
          s.stop();
          return { ok: true };
        },
        (e) => ({ ok: false, error: String(e.message) }),
      );
      checks.push({ name: "reference server starts", ...own });
      // The installed `cdrapi` command runs.
      const cli = await run(bin, ["node_modules/@cdrapi/cli/dist/bin.js", "--version"], { cwd: app, env });
      checks.push({
        name: "cdrapi --version",
        ok: cli.code === 0,
        error: cli.code === 0 ? undefined : cli.out,
      });
    }
    if (rt.id === "node") {
      checks.push({
        name: `npm install on Node ${process.version} without EBADENGINE`,
        ok: !ebadengine,
        error: ebadengine ? install.out.slice(0, 2000) : undefined,
      });
    }
    record(rt.id, title, checks, started);
  }

  // 3. Headless Chromium, cross-origin.
  {
    const started = performance.now();
    if (!existsSync(CHROMIUM)) {
      record(
        "chromium",
        "Chromium (headless)",
        [],
        started,
        `${CHROMIUM} not installed (apt-get install chromium)`,
      );
    } else {
      const { title, checks } = await browserChecks({ app, url, refused, chromium: CHROMIUM }).catch((e) => ({
        title: "Chromium (headless)",
        checks: [{ name: `drive ${CHROMIUM}`, ok: false, error: String(e.stack ?? e) }],
      }));
      record("chromium", title, checks, started);
    }
  }

  // 4. TypeScript: the lowest supported and the workspace's, every module resolution.
  for (const t of await typescript) record(t.id, t.title, t.checks, t.started);

  // 5. The examples, type-checked (lowest TypeScript) and run against the reference server.
  const ex = await examples;
  record("examples", "examples/ on Node", ex.checks, ex.started);
} catch (error) {
  results.push({
    id: "setup",
    title: "pack and install",
    status: "failed",
    checks: [],
    reason: String(error.stack ?? error),
    ms: 0,
  });
} finally {
  server?.stop();
  if (!process.env.CDRAPI_KEEP_ECOSYSTEM) rmSync(work, { recursive: true, force: true });
}

// Report: one line per runtime, then the failures in full.
const count = (status) => results.filter((r) => r.status === status);
let passed = 0;
let failed = 0;
for (const r of results) {
  passed += r.checks.filter((c) => c.ok).length;
  failed += r.checks.filter((c) => !c.ok).length + (r.status === "failed" && r.checks.length === 0 ? 1 : 0);
  const n = r.checks.length;
  const detail =
    r.status === "skipped"
      ? `: ${r.reason}`
      : ` (${n - r.checks.filter((c) => !c.ok).length}/${n} checks, ${r.ms} ms)`;
  console.log(`${r.status.padEnd(7)} ${r.title}${detail}`);
}
for (const r of results) {
  if (r.status === "failed" && r.reason) console.log(`\n${r.title}: ${r.reason}`);
  for (const c of r.checks.filter((c) => !c.ok)) console.log(`\n${r.title} / ${c.name}:\n${c.error}`);
}
const summary = {
  passed,
  failed,
  skipped: count("skipped").length,
  runtimes: results.map(({ id, title, status, reason, checks, ms }) => ({
    id,
    title,
    status,
    reason,
    ms,
    checks: checks.length,
    failedChecks: checks.filter((c) => !c.ok).map((c) => c.name),
  })),
  lowestNode: LOWEST_NODE,
};
mkdirSync(join(here, "reports"), { recursive: true });
writeFileSync(join(here, "reports", "summary-ecosystem.json"), `${JSON.stringify(summary, null, 2)}\n`);
console.log(`\necosystem: ${passed} passed, ${failed} failed, ${summary.skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);

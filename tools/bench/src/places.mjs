// 5. The CLI's place fixer against the place check on the same export, through the built
// `cdrapi` in its own process: `reports validate FILE --fix-places` (the check, then a corrected
// copy and its change log) against `reports validate FILE --check-places` (the check alone), on
// a generated export with one row in seven to fix (places-export.mjs). Measured: the process's
// wall time (its start included) and its peak RSS (measured by the child, max-rss.mjs). The place
// lists are read from the reference server once, before the timed runs; those read the cache.
// BENCH_CDRAPI_BIN: another build of the executable (the code before a change, say).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { DEMO_REGISTRAR, startMockServer } from "@cdrapi/mock-server";

const helper = (name) => fileURLToPath(new URL(`../../test-helpers/src/${name}`, import.meta.url));

/** The `cdrapi` executable of the workspace's build (packages/cli/dist). */
function builtCdrapi() {
  const manifest = createRequire(import.meta.url).resolve("@cdrapi/cli/package.json");
  return join(dirname(manifest), JSON.parse(readFileSync(manifest, "utf8")).bin.cdrapi);
}

/**
 * For each size, `rounds` runs of each command, in alternating order. Returns per size the
 * export's records, bytes and records to fix, the load average before its runs, and each run's
 * { seconds, maxRssKiB }.
 */
export async function benchPlaces({ sizes, rounds }) {
  const bin = process.env.BENCH_CDRAPI_BIN || builtCdrapi();
  const dir = mkdtempSync(join(tmpdir(), "cdrapi-bench-places-"));
  const server = await startMockServer({ port: 0 });
  const env = {
    PATH: process.env.PATH,
    CDRAPI_REPORTING_URL: server.url,
    CDRAPI_REPORTING_USERNAME: DEMO_REGISTRAR.username,
    CDRAPI_REPORTING_PASSWORD: DEMO_REGISTRAR.password,
    XDG_CACHE_HOME: join(dir, "cache"),
    XDG_STATE_HOME: join(dir, "state"),
    CDRAPI_TEST_RSS_FILE: join(dir, "rss"),
  };
  // Not spawnSync: the reference server answers from this process.
  const validate = async (file, flag) => {
    const start = process.hrtime.bigint();
    const child = spawn(
      process.execPath,
      ["--import", helper("max-rss.mjs"), bin, "reports", "validate", file, flag],
      {
        cwd: dir,
        env,
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    const status = await new Promise((resolve) => child.on("close", resolve));
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    // The export has places to fix: exit 1 (invalid input) is the command's success here.
    if (status !== 1) throw new Error(`cdrapi reports validate ${flag} exited ${status}: ${stderr}`);
    return { seconds, maxRssKiB: Number(readFileSync(env.CDRAPI_TEST_RSS_FILE, "utf8")) };
  };
  try {
    const results = [];
    for (const count of sizes) {
      const file = join(dir, `export-${count}.csv`);
      const made = spawnSync(
        process.execPath,
        [
          "--import",
          helper("ts-register.mjs"),
          join(import.meta.dirname, "places-export.mjs"),
          String(count),
          file,
        ],
        { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
      );
      if (made.status !== 0) throw new Error(`places-export.mjs exited ${made.status}`);
      if (results.length === 0) await validate(file, "--check-places"); // the lists, into the cache
      const load = loadavg()[0]; // other work on the machine stretches wall times
      const runs = { fix: [], check: [] };
      for (let round = 0; round < rounds; round++) {
        const order = round % 2 ? ["fix", "check"] : ["check", "fix"];
        for (const variant of order) runs[variant].push(await validate(file, `--${variant}-places`));
      }
      results.push({
        count,
        bytes: statSync(file).size,
        loosened: Number(made.stdout.trim()),
        load,
        ...runs,
      });
      rmSync(join(dir, `export-${count}.fixed.csv`), { force: true });
      rmSync(join(dir, `export-${count}.fixed.changes.csv`), { force: true });
      rmSync(file);
    }
    return results;
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

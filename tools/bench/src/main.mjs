#!/usr/bin/env node
// pnpm bench: every figure is a ratio against a baseline measured in the same run, medians over
// rounds, against a loopback node:http server in its own process (server.mjs). Imports the BUILT
// packages (dist), i.e. what users install; `pnpm bench` builds them first. Prints one table
// and writes tools/bench/RESULTS.md. BENCH_QUICK=1 runs a small smoke version (not written).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { arch, cpus, platform, release, totalmem } from "node:os";
import { join } from "node:path";
import { benchBundles } from "./bundle.mjs";
import { benchRequests } from "./request.mjs";
import { startServer } from "./server-process.mjs";
import { fmtInt, fmtMiB, fmtRatio, median } from "./stats.mjs";
import { benchValidation } from "./validate.mjs";

const quick = process.env.BENCH_QUICK === "1";
const CONFIG = quick
  ? {
      request: { rounds: 3, perRound: 100, warmup: 20 },
      bulk: { records: 50_000, rounds: 1 },
      validate: { records: 20_000, rounds: 3 },
    }
  : {
      request: { rounds: 15, perRound: 250, warmup: 200 },
      bulk: { records: 1_000_000, rounds: 5 },
      validate: { records: 200_000, rounds: 5 },
    };

const rows = [];
const row = (benchmark, measured, baseline, ratio, note = "") => {
  rows.push({ benchmark, measured, baseline, ratio, note });
  console.log(`  ${benchmark} | ${measured} | ${baseline} | ${ratio}${note ? ` | ${note}` : ""}`);
};
const started = Date.now();
const server = await startServer();

try {
  console.log("1. per-request overhead (time per request: wall, and the client's CPU)");
  const requests = await benchRequests(server.url, CONFIG.request);
  /** The median of one round's ratios: both figures of a round were measured back to back. */
  const pairedRatio = (sdk, baseline) => median(sdk.map((x, i) => x / baseline[i]));
  const perRequest = (r) => `${r.wallUs.toFixed(0)} µs wall, ${r.cpuUs.toFixed(0)} µs CPU`;
  for (const [op, r] of Object.entries(requests)) {
    const sdks = Object.keys(r).filter((name) => name.startsWith("SDK"));
    for (const sdk of sdks) {
      for (const baseline of ["fetch", "fetch + deadline", "openapi-fetch", "axios"]) {
        if (sdk !== "SDK" && (baseline === "axios" || baseline === "fetch + deadline")) continue;
        row(
          `${op}: ${sdk} vs ${baseline}`,
          perRequest(r[sdk]),
          perRequest(r[baseline]),
          `wall ${fmtRatio(pairedRatio(r[sdk].wallRounds, r[baseline].wallRounds))}, CPU ${fmtRatio(pairedRatio(r[sdk].cpuRounds, r[baseline].cpuRounds))}`,
          `${sdk} costs ${(r[sdk].wallUs - r[baseline].wallUs).toFixed(0)} µs wall, ${(r[sdk].cpuUs - r[baseline].cpuUs).toFixed(0)} µs CPU per request more`,
        );
      }
    }
  }

  console.log(`2. bulk: ${fmtInt(CONFIG.bulk.records)} records, each run in its own process`);
  // The bulk client refuses to start while other sub-lists are pending: drop section 1's.
  await fetch(`${server.url}/__reset`);
  const bulk = { sdk: [], bare: [] };
  for (let round = 0; round < CONFIG.bulk.rounds; round++) {
    for (const variant of round % 2 ? ["bare", "sdk"] : ["sdk", "bare"]) {
      const r = spawnSync(
        process.execPath,
        [join(import.meta.dirname, "bulk-child.mjs"), variant, server.url, String(CONFIG.bulk.records)],
        { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
      );
      if (r.status !== 0) throw new Error(`bulk ${variant} exited ${r.status}`);
      bulk[variant].push(JSON.parse(r.stdout.trim().split("\n").pop()));
    }
  }
  const rate = (runs) => median(runs.map((x) => CONFIG.bulk.records / x.seconds));
  const rss = (runs) => median(runs.map((x) => x.maxRssKiB));
  /** Each round's ratio (its two runs ran one after the other): how far one run can be from the median. */
  const perRound = (of) => bulk.sdk.map((x, i) => fmtRatio(of(x) / of(bulk.bare[i]))).join(", ");
  row(
    "reportMaintainDomains vs JSON.stringify + fetch loop",
    `${fmtInt(rate(bulk.sdk))} records/s`,
    `${fmtInt(rate(bulk.bare))} records/s`,
    fmtRatio(rate(bulk.sdk) / rate(bulk.bare)),
    `${CONFIG.bulk.records.toLocaleString("en-US")} records in sub-lists of 5000; by round ${perRound((x) => CONFIG.bulk.records / x.seconds)}`,
  );
  row(
    "bulk peak RSS: reportMaintainDomains vs loop",
    fmtMiB(rss(bulk.sdk)),
    fmtMiB(rss(bulk.bare)),
    fmtRatio(rss(bulk.sdk) / rss(bulk.bare)),
    `maxRSS of each child process; by round ${perRound((x) => x.maxRssKiB)}`,
  );

  console.log("3. validation alone");
  const validated = benchValidation(CONFIG.validate);
  row(
    "validateMaintainDomains vs the bare loop's throughput",
    `${fmtInt(validated)} records/s`,
    `${fmtInt(rate(bulk.bare))} records/s`,
    fmtRatio(validated / rate(bulk.bare)),
    `${CONFIG.validate.records.toLocaleString("en-US")} records in memory`,
  );

  console.log("4. bundle size (min+gzip, browser)");
  const bundles = await benchBundles();
  const base = bundles[0];
  for (const b of bundles) {
    const parts = Object.entries(b.byPackage)
      .filter(([name]) => name !== "entry")
      .sort((x, y) => y[1] - x[1])
      .slice(0, 3)
      .map(([name, bytes]) => `${name} ${fmtInt(bytes)}`)
      .join(", ");
    row(
      `bundle: ${b.label}`,
      `${fmtInt(b.gzip)} B`,
      `${fmtInt(base.gzip)} B`,
      fmtRatio(b.gzip / base.gzip),
      `minified ${fmtInt(b.minified)} B: ${parts}`,
    );
  }
} finally {
  server.stop();
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
const cpu = cpus();
const machine = `${platform()} ${release()} ${arch()}, ${cpu[0]?.model ?? "unknown CPU"} x ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}`;
const table = [
  "| Benchmark | Measured (SDK) | Baseline | Ratio | Note |",
  "|---|---:|---:|---:|---|",
  ...rows.map((r) => `| ${r.benchmark} | ${r.measured} | ${r.baseline} | ${r.ratio} | ${r.note} |`),
].join("\n");
console.log(`\n${table}\n\n${machine}; ${minutes} min`);

if (!quick) {
  const date = new Date().toISOString().slice(0, 10);
  const header = `# Benchmark results\n\nWritten by \`pnpm bench\` (tools/bench/src/main.mjs) on ${date}.\n\n- Machine: ${machine}\n- Runtime: ${minutes} min. Per-request: ${CONFIG.request.rounds} rounds x ${CONFIG.request.perRound} sequential requests per variant, in rotated order (times: median of rounds; ratios: median of the per-round ratios); bulk: ${CONFIG.bulk.rounds} rounds of ${CONFIG.bulk.records.toLocaleString("en-US")} records per variant, each in its own process; validation: ${CONFIG.validate.rounds} rounds.\n- Ratio: SDK / baseline. Per request it is a ratio of times (wall, and the client process's CPU: above 1.00x means slower); for records/s below 1.00x means slower; for bytes and RSS above 1.00x means bigger.\n\n`;
  const path = join(import.meta.dirname, "../RESULTS.md");
  // The hand-written "## Findings" section (what the figures mean) survives a re-run.
  const previous = existsSync(path) ? readFileSync(path, "utf8") : "";
  const at = previous.indexOf("\n## Findings");
  const findings = at >= 0 ? previous.slice(at + 1) : "## Findings\n\n(explain the biggest cost here)\n";
  writeFileSync(path, `${header}${table}\n\n${findings}`);
  console.log(`wrote ${path}`);
}

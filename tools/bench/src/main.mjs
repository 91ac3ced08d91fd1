#!/usr/bin/env node
// pnpm bench: every figure is a ratio against a baseline measured in the same run, medians over
// rounds, against a node:http server in its own process (server.mjs), answering at once
// (loopback) or, for the bulk upload, after 20, 50 and 250 ms a request as a registry would. Imports the BUILT
// packages (dist), i.e. what users install, and runs the built `cdrapi` (section 5); `pnpm bench`
// builds them first. Prints one table and writes tools/bench/RESULTS.md. BENCH_QUICK=1 runs a
// small smoke version (not written). BENCH_BEFORE=<a checkout of an earlier commit, built> adds
// that build as one more baseline of sections 1 and 2 (the code before a change, in the same run).
// Section 6: the cost of checking answers against the document (validateResponses).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { arch, cpus, loadavg, platform, release, totalmem } from "node:os";
import { join } from "node:path";
import { benchBundles } from "./bundle.mjs";
import { benchPlaces } from "./places.mjs";
import { benchRequests, variants } from "./request.mjs";
import { benchResponseCheck } from "./response-check.mjs";
import { startServer } from "./server-process.mjs";
import { fmtInt, fmtMiB, fmtRatio, median } from "./stats.mjs";
import { benchValidation } from "./validate.mjs";

const quick = process.env.BENCH_QUICK === "1";
// BENCH_SECTIONS=1,2: only those sections (section 3 needs 2's loop rate); RESULTS.md is then not written.
const sections = process.env.BENCH_SECTIONS?.split(",").map(Number);
const wanted = (n) => sections === undefined || sections.includes(n);
const before = process.env.BENCH_BEFORE ? join(process.env.BENCH_BEFORE, "packages") : undefined;
const CONFIG = quick
  ? {
      request: { rounds: 3, perRound: 100, warmup: 20 },
      bulk: { records: 20_000, rounds: 1, latencies: [0, 20], pinned: [0] },
      validate: { records: 20_000, rounds: 3 },
      places: { sizes: [12_000], rounds: 1 },
    }
  : {
      request: { rounds: 15, perRound: 250, warmup: 200 },
      // 30 sub-lists of 5000 a run: at 250 ms a request, 7.5 s of waiting for the wire
      bulk: { records: 150_000, rounds: 5, latencies: [0, 20, 50, 250], pinned: [0] },
      validate: { records: 200_000, rounds: 5 },
      places: { sizes: [12_000, 60_000, 120_000, 240_000], rounds: 3 },
    };

const rows = [];
const row = (benchmark, measured, baseline, ratio, note = "") => {
  rows.push({ benchmark, measured, baseline, ratio, note });
  console.log(`  ${benchmark} | ${measured} | ${baseline} | ${ratio}${note ? ` | ${note}` : ""}`);
};
/** The median of one round's ratios: both figures of a round were measured back to back. */
const pairedRatio = (sdk, baseline) => median(sdk.map((x, i) => x / baseline[i]));
const perRequest = (r) => `${r.wallUs.toFixed(0)} µs wall, ${r.cpuUs.toFixed(0)} µs CPU`;
const started = Date.now();
const loadAtStart = loadavg()[0];
const server = await startServer();

try {
  if (wanted(1)) {
    console.log("1. per-request overhead (time per request: wall, and the client's CPU)");
    const requests = await benchRequests(CONFIG.request, await variants(server.url, before));
    for (const [op, r] of Object.entries(requests)) {
      const sdks = Object.keys(r).filter((name) => name.startsWith("SDK"));
      for (const sdk of sdks) {
        for (const baseline of ["fetch", "fetch + deadline", "openapi-fetch", "axios", `${sdk} before`]) {
          if (!r[baseline] || sdk.endsWith(" before")) continue;
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
  }
  /** The bare loop's records/s at 0 ms (section 2): section 3's baseline. */
  let loopRate = 0;
  if (wanted(2)) {
    console.log(`2. bulk: ${fmtInt(CONFIG.bulk.records)} records, each run in its own process`);
    // The bulk client refuses to start while other sub-lists are pending: drop section 1's.
    await fetch(`${server.url}/__reset`);
    /** Runs of each variant against a server answering after `latency` ms; `pinned`: the client on one core. */
    const bulkRuns = async (latency, pinned) => {
      const at = latency === 0 ? server : await startServer(latency);
      const runs = { sdk: [], bare: [], checked: [], guarded: [], before: [] };
      const run = (variant) => {
        const env =
          variant === "before"
            ? { ...process.env, BENCH_REPORTING_DIST: `${before}/reporting/dist` }
            : undefined;
        const child = [
          join(import.meta.dirname, "bulk-child.mjs"),
          variant,
          at.url,
          String(CONFIG.bulk.records),
        ];
        const [command, args] = pinned
          ? ["taskset", ["-c", "0", process.execPath, ...child]]
          : [process.execPath, child];
        const r = spawnSync(command, args, { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], env });
        if (r.status !== 0) throw new Error(`bulk ${variant} at ${latency} ms exited ${r.status}`);
        return JSON.parse(r.stdout.trim().split("\n").pop());
      };
      try {
        // A nightly run meets yesterday's list: one untimed run leaves it, so that no round's first
        // variant reads an empty list (the engine's guard and the guarded loop read it in full).
        run("bare");
        for (let round = 0; round < CONFIG.bulk.rounds; round++) {
          const order = ["sdk", "bare", "checked", "guarded", ...(before ? ["before"] : [])];
          for (const variant of round % 2 ? order.reverse() : order) runs[variant].push(run(variant));
        }
      } finally {
        if (at !== server) at.stop();
      }
      return runs;
    };
    /** The median of the rounds' ratios (a round's runs ran one after the other); `base`: a loop (bulk-child.mjs). */
    const roundRatio = (runs, of, base = "bare") => median(runs.sdk.map((x, i) => of(x) / of(runs[base][i])));
    const byRound = (runs, of, base = "bare") =>
      runs.sdk.map((x, i) => fmtRatio(of(x) / of(runs[base][i]))).join(" ");
    const figures = (xs) =>
      `${median(xs.map((x) => x.seconds)).toFixed(2)} s wall, ${median(xs.map((x) => x.cpuSeconds)).toFixed(2)} s CPU, ${fmtMiB(median(xs.map((x) => x.maxRssKiB)))}`;
    const cases = [
      ...CONFIG.bulk.latencies.map((latency) => ({ latency, pinned: false })),
      ...CONFIG.bulk.pinned.map((latency) => ({ latency, pinned: true })),
    ];
    for (const { latency, pinned } of cases) {
      const load = loadavg()[0]; // other work on the machine stretches wall times (and CPU, less)
      const runs = await bulkRuns(latency, pinned);
      const seconds = (x) => x.seconds;
      if (latency === 0 && !pinned) loopRate = median(runs.bare.map((x) => CONFIG.bulk.records / x.seconds));
      const at = `${latency} ms a request${pinned ? ", one core (taskset -c 0)" : ""}`;
      for (const [base, loop] of [
        ["bare", "JSON.stringify + fetch loop"],
        ["checked", "validateMaintainDomains + JSON.stringify + fetch loop"],
        ["guarded", "the validating loop + the list read before and after"],
        ...(before ? [["before", `the build in BENCH_BEFORE (${process.env.BENCH_BEFORE})`]] : []),
      ]) {
        row(
          `reportMaintainDomains vs ${loop}, ${at}`,
          figures(runs.sdk),
          figures(runs[base]),
          `wall ${fmtRatio(roundRatio(runs, seconds, base))}, CPU ${fmtRatio(roundRatio(runs, (x) => x.cpuSeconds, base))}, RSS ${fmtRatio(roundRatio(runs, (x) => x.maxRssKiB, base))}`,
          `records/s ${fmtRatio(1 / roundRatio(runs, seconds, base))} of the loop's; wall by round ${byRound(runs, seconds, base)}; CPU by round ${byRound(runs, (x) => x.cpuSeconds, base)}; load average ${load.toFixed(1)}`,
        );
      }
    }
  }
  if (wanted(3)) {
    console.log("3. validation alone");
    const validated = benchValidation(CONFIG.validate);
    row(
      "validateMaintainDomains vs the bare loop's throughput",
      `${fmtInt(validated)} records/s`,
      `${fmtInt(loopRate)} records/s`,
      fmtRatio(validated / loopRate),
      `${CONFIG.validate.records.toLocaleString("en-US")} records in memory`,
    );
  }
  if (wanted(4)) {
    console.log("4. bundle size (min+gzip, browser, one file: esbuild without code splitting)");
    const bundles = await benchBundles();
    const [base] = bundles; // openapi-fetch alone
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
        `minified ${fmtInt(b.minified)} B${b.limit ? ` (limit ${b.limit})` : ""}: ${parts}`,
      );
    }
  }
  if (wanted(5)) {
    console.log("5. the CLI's place fixer: reports validate --fix-places vs --check-places, the same export");
    for (const size of await benchPlaces(CONFIG.places)) {
      const of = (runs, value) => median(runs.map(value));
      const figures = (runs) =>
        `${of(runs, (x) => x.seconds).toFixed(2)} s wall, ${fmtMiB(of(runs, (x) => x.maxRssKiB))}`;
      /** The median of the rounds' ratios (a round's two runs ran one after the other). */
      const ratio = (value) => median(size.fix.map((x, i) => value(x) / value(size.check[i])));
      const byRound = size.fix.map((x, i) => fmtRatio(x.seconds / size.check[i].seconds)).join(" ");
      row(
        `cdrapi reports validate --fix-places vs --check-places, ${fmtInt(size.count)} records`,
        figures(size.fix),
        figures(size.check),
        `wall ${fmtRatio(ratio((x) => x.seconds))}, RSS ${fmtRatio(ratio((x) => x.maxRssKiB))}`,
        `${(size.bytes / 1e6).toFixed(1)} MB of CSV, ${fmtInt(size.loosened)} records with places to fix; wall by round ${byRound}; load average ${size.load.toFixed(1)}`,
      );
    }
  }
  if (wanted(6)) {
    console.log("6. validateResponses: a list read checked against the document's schema, and not");
    const r = await benchResponseCheck(CONFIG.request, server.url);
    row(
      "compute.vms.list (100 VMs): validateResponses vs off",
      perRequest(r.checked),
      perRequest(r.plain),
      `wall ${fmtRatio(pairedRatio(r.checked.wallRounds, r.plain.wallRounds))}, CPU ${fmtRatio(pairedRatio(r.checked.cpuRounds, r.plain.cpuRounds))}`,
      `the check costs ${(r.checked.wallUs - r.plain.wallUs).toFixed(0)} µs wall, ${(r.checked.cpuUs - r.plain.cpuUs).toFixed(0)} µs CPU per request`,
    );
  }
} finally {
  server.stop();
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
const cpu = cpus();
const machine = `${platform()} ${release()} ${arch()}, ${cpu[0]?.model ?? "unknown CPU"} x ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}; load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end`;
const table = [
  "| Benchmark | Measured (SDK) | Baseline | Ratio | Note |",
  "|---|---:|---:|---:|---|",
  ...rows.map((r) => `| ${r.benchmark} | ${r.measured} | ${r.baseline} | ${r.ratio} | ${r.note} |`),
].join("\n");
console.log(`\n${table}\n\n${machine}; ${minutes} min`);

if (!quick && sections === undefined) {
  const date = new Date().toISOString().slice(0, 10);
  const header = `# Benchmark results\n\nWritten by \`pnpm bench\` (tools/bench/src/main.mjs) on ${date}.\n\n- Machine: ${machine}\n- Runtime: ${minutes} min. Per-request: ${CONFIG.request.rounds} rounds x ${CONFIG.request.perRound} sequential requests per variant, in rotated order (times: median of rounds; ratios: median of the per-round ratios); bulk: ${CONFIG.bulk.rounds} interleaved rounds of ${CONFIG.bulk.records.toLocaleString("en-US")} records (a one-shot stream, sub-lists of 5000) per variant and latency, each run in its own process (CPU: user + system of all its threads; RSS: its peak), the server answering each request after the latency given; validation: ${CONFIG.validate.rounds} rounds; place fixer: ${CONFIG.places.rounds} rounds per export, each command run in its own process (wall: its whole run, start included; RSS: its peak).\n- Ratio: SDK / baseline. Per request it is a ratio of times (wall, and the client process's CPU: above 1.00x means slower); for records/s below 1.00x means slower; for bytes and RSS above 1.00x means bigger.\n\n`;
  const path = join(import.meta.dirname, "../RESULTS.md");
  // The hand-written "## Findings" section (what the figures mean) survives a re-run.
  const previous = existsSync(path) ? readFileSync(path, "utf8") : "";
  const at = previous.indexOf("\n## Findings");
  const findings = at >= 0 ? previous.slice(at + 1) : "## Findings\n\n(explain the biggest cost here)\n";
  writeFileSync(path, `${header}${table}\n\n${findings}`);
  console.log(`wrote ${path}`);
}

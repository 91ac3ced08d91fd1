// The demo: the whole system in one command, with no network and no configuration. Starts
// the reference server in-process on a free loopback port, writes two months of a
// registrar's export, and drives the CLI's own commands against it (main(), the same code
// as the `cdrapi` executable): validate, upload in sub-lists, upload the changed export
// (the server's added/changed/removed counts), then a cloud VM's resources. Before the upload,
// places are checked against the server's place lists and a few old-style addresses fixed.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CliIo, ENV, EXIT, main } from "@cdrapi/cli";
import { DEMO_REGISTRAR, DEMO_USER, startMockServer } from "@cdrapi/mock-server";
import {
  generateExport,
  IDN_NAMES,
  nextMonth,
  toCsv,
  withLooseAddresses,
} from "@cdrapi/test-helpers/sample-export";

export interface DemoOptions {
  /** Records in the first export (default 3000). */
  records?: number;
  /** Records per sub-list (default 500). */
  subListSize?: number;
}

/** Runs the demo, narrating on io.stdout (progress on io.stderr); resolves to an exit code. */
export async function runDemo(io: CliIo, options: DemoOptions = {}): Promise<number> {
  const count = options.records ?? 3000;
  const subListSize = options.subListSize ?? 500;
  const out = (text = "") => io.stdout.write(`${text}\n`);
  const started = performance.now();
  const failures: string[] = [];
  const check = (ok: boolean, what: string) => {
    out(`  ${ok ? "ok" : "FAILED"}: ${what}`);
    if (!ok) failures.push(what);
  };

  out("cdrapi demo: a registrar's monthly report to VNNIC, end to end, on this machine");
  out("=".repeat(78));
  const server = await startMockServer({ port: 0 });
  const dir = await mkdtemp(join(tmpdir(), "cdrapi-demo-"));
  try {
    out(`Reference server (@cdrapi/mock-server, in this process): ${server.url}`);
    out(`  it serves the same OpenAPI document as VNNIC's API and keeps the registrar's list in memory`);
    out(`Working directory (removed at the end): ${dir}`);

    // The CLI sees only this environment: the user's own CDRAPI_* settings play no part.
    const env: Record<string, string> = {
      [ENV.reportingUrl]: server.url,
      [ENV.reportingUsername]: DEMO_REGISTRAR.username,
      [ENV.reportingPassword]: DEMO_REGISTRAR.password,
      [ENV.computeUrl]: server.url,
      [ENV.computeUsername]: DEMO_USER.username,
      [ENV.computePassword]: DEMO_USER.password,
      // The place lists' disk cache, the upload locks and the last filing's record: in the
      // working directory, removed with it.
      XDG_CACHE_HOME: join(dir, "cache"),
      XDG_STATE_HOME: join(dir, "state"),
    };
    out();
    out("Configuration, as a cron job would set it (secrets only in the environment):");
    for (const [name, value] of Object.entries(env)) {
      out(`  ${name}=${/PASSWORD/.test(name) ? "********" : value}`);
    }
    const cdrapiExpecting = async (expected: number, ...args: string[]) => {
      out();
      out(`$ cdrapi ${args.join(" ")}`);
      const code = await main(args, { ...io, env, cwd: dir });
      if (code !== expected) failures.push(`cdrapi ${args.join(" ")} exited ${code}`);
      return code;
    };
    const cdrapi = (...args: string[]) => cdrapiExpecting(0, ...args);

    // 1. The exports.
    const june = generateExport(count);
    const july = nextMonth(june);
    // A few records carry their address as old databases write it: step 2 fixes them.
    const loose = withLooseAddresses(june);
    const juneCsv = toCsv(loose.records);
    await writeFile(join(dir, "domains-2025-06.csv"), juneCsv);
    await writeFile(join(dir, "domains-2025-07.csv"), toCsv(july.records));
    out();
    out("Step 1. Two monthly exports of the registrar's maintained domains (CSV):");
    out(
      `  domains-2025-06.csv  ${june.length} domains: Vietnamese owners, real wards, .com/.net/.vn and IDNs`,
    );
    out(
      `  domains-2025-07.csv  ${july.records.length} domains: +${july.added} new, ${july.changed} changed, -${july.removed} gone`,
    );
    const sample = june.find((r) => IDN_NAMES.includes(r.domainName)) ?? june[0]!;
    out(
      `  e.g. ${sample.domainName} | ${sample.ownerName} | ${sample.address}, ${sample.wardName}, ${sample.cityName}`,
    );

    // 2. Validate, places included; fix the places into a copy.
    out();
    out("Step 2. Validate the export before sending anything (every issue with its line), places");
    out("        checked against the server's own place lists (current and pre-July-2025 forms).");
    out(
      `        ${loose.loosened.length} records have their address as old databases write it: --fix-places writes`,
    );
    out("        a copy with every name that matches one listed place only spelled as listed, and a");
    out("        change log (the export itself is never written; ambiguous names are never guessed):");
    await cdrapiExpecting(EXIT.INVALID_INPUT, "reports", "validate", "domains-2025-06.csv", "--fix-places");
    const clean = await cdrapi("reports", "validate", "domains-2025-06.fixed.csv", "--check-places");
    check(clean === 0, "the fixed copy validates clean, places included");
    check(
      (await readFile(join(dir, "domains-2025-06.csv"), "utf8")) === juneCsv,
      "the original export is unchanged",
    );
    check(
      (await readFile(join(dir, "domains-2025-06.fixed.csv"), "utf8")) === toCsv(june),
      "the fixed copy holds the listed names (the same records as before they were mangled)",
    );

    // 3. First upload: sub-lists, then the merge.
    out();
    out(
      `Step 3. Upload it: ${Math.ceil(june.length / subListSize)} sub-lists of ${subListSize}, then a merge`,
    );
    out("        (with a checkpoint: Ctrl-C here and the same command resumes)");
    await cdrapi(
      "reports",
      "upload",
      "domains-2025-06.fixed.csv",
      "--sub-list-size",
      String(subListSize),
      "--checkpoint",
      "upload-2025-06.checkpoint.json",
    );
    check(
      server.state.maintainedList(DEMO_REGISTRAR.username).length === june.length,
      `the server holds ${june.length} domains for ${DEMO_REGISTRAR.username}`,
    );
    check(
      server.requestCount("POST", "/v1/reports/maintain-domains/sub-lists") ===
        Math.ceil(june.length / subListSize),
      `${Math.ceil(june.length / subListSize)} sub-lists sent, each once`,
    );

    // 4. The next month: the server reports what changed.
    out();
    out("Step 4. A month later: upload the new export; the REPLACE shows what changed");
    out(
      `  ${july.removed} domains left the list: the upload refuses to remove more than 1% of it unless allowed by count`,
    );
    await cdrapi(
      "reports",
      "upload",
      "domains-2025-07.csv",
      "--sub-list-size",
      String(subListSize),
      "--allow-removals",
      String(july.removed),
    );
    const last = [...server.state.reports.values()]
      .filter((report) => report.info.requestType === "REPLACE")
      .at(-1)?.info;
    out(
      `  the server counted: ${last?.addedDomain ?? "?"} added, ${last?.changedDomain ?? "?"} changed, ${last?.removedDomain ?? "?"} removed (total ${last?.totalDomain ?? "?"})`,
    );
    check(
      last?.addedDomain === july.added &&
        last?.changedDomain === july.changed &&
        last?.removedDomain === july.removed,
      `diff counts match the exports: +${july.added} ~${july.changed} -${july.removed}`,
    );

    // 5. Compute: the other API group, with a login session.
    out();
    out("Step 5. The cloud side: a VM service's resources (HostBill client API, login + bearer token)");
    await cdrapi("vm", "resources", "1201");
  } finally {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
  out();
  out("=".repeat(78));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (failures.length > 0) {
    out(`Demo FAILED in ${seconds}s: ${failures.join("; ")}`);
    return 1;
  }
  out(`Demo done in ${seconds}s; the server is stopped and the files are removed.`);
  out("Next: cdrapi --help, and packages/cli/README.md for cron jobs and resuming uploads.");
  return 0;
}

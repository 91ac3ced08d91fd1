#!/usr/bin/env node
// Each publishable package's TypeScript surface as users get it: an API Extractor report
// (packages/<pkg>/api/<name>.api.md) of each entry point's built declarations (dist/, so
// build first). `pnpm api:report` rewrites the reports; `--check` writes nothing and fails
// naming each report that differs from the build, as test/api-report.test.ts does in `pnpm
// test`. The changeset check diffs these reports against the released ones (api-report-diff.mjs).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Extractor, ExtractorConfig } from "@microsoft/api-extractor";
import { publishablePackages, ROOT } from "./packages.mjs";
import { apiReports } from "./released.mjs";

/** The entry points a package exports, with the report file each gets: "reporting-node.api.md". */
export function reportEntries(manifest) {
  const unscoped = manifest.name.replace(/^@[^/]+\//, "");
  return Object.entries(manifest.exports ?? {})
    .filter(([, target]) => typeof target?.import?.types === "string")
    .map(([subpath, target]) => ({
      file: `${[unscoped, ...subpath.split("/").slice(1)].join("-")}.api.md`,
      types: target.import.types,
    }));
}

/** The report API Extractor writes for one entry point's declarations. */
function extract(dir, types) {
  const out = mkdtempSync(join(tmpdir(), "cdrapi-api-report-"));
  try {
    const config = ExtractorConfig.prepare({
      configObject: {
        projectFolder: dir,
        mainEntryPointFilePath: join(dir, types),
        apiReport: {
          enabled: true,
          reportFolder: out,
          reportTempFolder: out,
          reportFileName: "entry.api.md",
        },
        docModel: { enabled: false },
        dtsRollup: { enabled: false },
        tsdocMetadata: { enabled: false },
        // As a user's project reads the declarations (Node's ESM resolution).
        compiler: {
          overrideTsconfig: {
            compilerOptions: {
              module: "nodenext",
              moduleResolution: "nodenext",
              target: "es2022",
              lib: ["es2022", "dom"],
              types: ["node"],
              strict: true,
              skipLibCheck: true,
            },
          },
        },
        messages: {
          extractorMessageReporting: { default: { logLevel: "none" } },
          tsdocMessageReporting: { default: { logLevel: "none" } },
          compilerMessageReporting: { default: { logLevel: "error" } },
        },
      },
      configObjectFullPath: undefined,
      packageJsonFullPath: join(dir, "package.json"),
    });
    const result = Extractor.invoke(config, { localBuild: true, messageCallback: quiet });
    if (!result.succeeded)
      throw new Error(`${join(dir, types)}: API Extractor failed (${result.errorCount} errors)`);
    return readFileSync(join(out, "entry.api.md"), "utf8").replace(/\r\n/g, "\n");
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** API Extractor's own notes (a new report file, its TypeScript version) are not ours to show. */
function quiet(message) {
  if (message.logLevel !== "error") message.handled = true;
}

/**
 * Each package's reports from its build: `{ file, name, expected, actual }`, where `actual` is
 * the committed api/<file> (undefined if missing). `stale` lists committed reports no entry makes.
 */
export function buildReports(root = ROOT) {
  return publishablePackages(root).map(({ dir, rel, manifest }) => {
    const committed = apiReports(dir);
    const reports = reportEntries(manifest).map(({ file, types }) => ({
      file: `${rel}/api/${file}`,
      path: join(dir, "api", file),
      expected: extract(dir, types),
      actual: committed.get(file),
    }));
    const made = new Set(reports.map((r) => r.path));
    const stale = [...committed.keys()].map((f) => join(dir, "api", f)).filter((p) => !made.has(p));
    return { name: manifest.name, reports, stale };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes("--check");
  const drift = [];
  for (const { reports, stale } of buildReports()) {
    for (const { file, path, expected, actual } of reports) {
      if (expected === actual) continue;
      drift.push(`out of date: ${file}`);
      if (!check) {
        mkdirSync(join(path, ".."), { recursive: true });
        writeFileSync(path, expected);
      }
    }
    for (const path of stale) {
      drift.push(`no entry point makes it (removed): ${path}`);
      if (!check && existsSync(path)) rmSync(path);
    }
  }
  if (check && drift.length) {
    for (const line of drift) console.error(line);
    console.error(
      "api-report --check: the API reports differ from the build; run `pnpm api:report` and commit.",
    );
    process.exit(1);
  }
  console.log(
    check
      ? "api-report --check: every API report matches the build."
      : drift.join("\n") || "api-report: every report up to date.",
  );
}

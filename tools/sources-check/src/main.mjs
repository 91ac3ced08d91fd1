#!/usr/bin/env node
// `pnpm sources:check`: the document against the primary sources (tools/sources-check/README.md).
// They are not in the repository: without them (a fresh clone) it says it skipped, by name, and passes.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadDocument, ROOT } from "../../codegen/src/document.mjs";
import { checkSources } from "./check.mjs";

const SOURCES = process.env.CDRAPI_SOURCES_DIR ?? join(ROOT, "../shared/reference/sources");
// Under ROOT, so a run on a scratch copy (the tests) leaves the repo's reports alone.
const reports = join(ROOT, "tools/sources-check/reports");

if (!existsSync(SOURCES)) {
  const reason = "sources (../shared absent)";
  mkdirSync(reports, { recursive: true });
  writeFileSync(join(reports, "skipped.json"), `${JSON.stringify({ reason })}\n`);
  console.log(`skipped: ${reason}`);
  process.exit(0);
}
const { problems, explained, total, examples, lenient } = checkSources(loadDocument(), SOURCES);
// Every example answer is read; those that are not strict JSON are named with their repairs.
for (const line of lenient) console.log(`read leniently: ${line}`);
console.log(`sources:check: ${examples} example answers read, ${lenient.length} of them leniently`);
if (problems.length) {
  for (const p of problems) console.error(p);
  console.error(
    `sources:check: ${problems.length} unexplained (${explained} of ${total} differences explained)`,
  );
  process.exit(1);
}
console.log(`sources:check: 0 unexplained differences (${explained} explained in the document)`);

// openapi/COVERAGE.md must list every operation that section 4 of the seed names.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "@jest/globals";
import { parse } from "yaml";
import { listOperations, loadDocument } from "../src/document.mjs";

const repo = join(import.meta.dirname, "../../..");
const coverage = readFileSync(join(repo, "openapi/COVERAGE.md"), "utf8");
const seedOps = parse(readFileSync(join(repo, "openapi/seed-operations.yaml"), "utf8"));
const seedFile = join(repo, "../shared/seed/000_b168a31a38630510.txt");
const ops = listOperations(loadDocument()) as { path: string; method: string; op: Record<string, unknown> }[];

/** The table rows (cells) of one `## ` section of COVERAGE.md, header rows left out. */
function sectionRows(title: string): string[][] {
  const start = coverage.indexOf(`## ${title}\n`);
  expect(start).toBeGreaterThanOrEqual(0);
  const end = coverage.indexOf("\n## ", start + 1);
  return coverage
    .slice(start, end < 0 ? undefined : end)
    .split("\n")
    .filter((l) => l.startsWith("| ") && !l.startsWith("|---"))
    .slice(1)
    .map((l) =>
      l
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((c) => c.trim()),
    );
}

/** Operation names of the seed's section 4: its tables, and its "Group: A (POST), B (GET)" lines. */
function namesFromSeed(text: string): string[] {
  const section = text.slice(text.indexOf("## 4. Endpoints"), text.indexOf("## 5. Authentication"));
  const names: string[] = [];
  let columns: string[] = [];
  for (const line of section.split("\n")) {
    const prose = /^(Utility group \(all POST\)|Client area|Contact): (.*)\.$/.exec(line);
    if (prose) names.push(...prose[2]!.split(", ").map((n) => n.replace(/ \((GET|POST|PUT)\)$/, "")));
    if (!line.startsWith("|") || line.startsWith("|---")) continue;
    const cells = line
      .split("|")
      .slice(1, -1)
      .map((c) => c.trim());
    if (cells.includes("Operation")) {
      columns = cells;
      continue;
    }
    const at = columns.indexOf("Operation");
    if (at >= 0 && cells[at])
      names.push(...cells[at]!.split(";").map((n) => n.trim().replace(/ \(4\.3\)$/, "")));
  }
  return names;
}

describe("COVERAGE.md", () => {
  const listed = [...seedOps.detailed, ...seedOps.named] as { group: string; name: string }[];

  test.each(listed.map((o) => [o.group, o.name]))("lists %s / %s", (group, name) => {
    const row = coverage.split("\n").find((l) => l.startsWith(`| ${group} | ${name}`));
    expect(row).toBeDefined();
  });

  test("lists every group the seed names without a method", () => {
    for (const group of Object.keys(seedOps.unnamedMethod)) expect(coverage).toContain(`| ${group} |`);
  });

  const seedTest = existsSync(seedFile) ? test : test.skip;
  seedTest("seed-operations.yaml transcribes every operation of the seed's section 4 tables", () => {
    const fromSeed = namesFromSeed(readFileSync(seedFile, "utf8"));
    expect(fromSeed.length).toBeGreaterThan(50);
    const transcribed = new Set(listed.map((o) => o.name));
    expect(fromSeed.filter((n) => !transcribed.has(n))).toEqual([]);
  });

  test("names every unconfirmed operation with its reason", () => {
    const rows = sectionRows("Not in the document: no source confirms them");
    const expected = [
      ...listed.filter((o: { why?: string }) => o.why),
      ...(seedOps.unconfirmed as { group: string; name: string; why: string }[]),
    ] as { group: string; name: string; why: string }[];
    expect(rows.map((r) => `${r[0]} / ${r[1]} / ${r[3]}`)).toEqual(
      expected.map((o) => `${o.group} / ${o.name} / ${o.why}`),
    );
  });

  test("lists every operation of the document once, with its SDK method", () => {
    const rows = sectionRows("Every operation of the document");
    expect(rows.map((r) => r[3])).toEqual(ops.map(({ op }) => `\`${op.operationId}\``));
    for (const [i, { op }] of ops.entries()) expect(rows[i]![4]).toContain(`\`${op["x-sdk-method"]}\``);
  });

  test("counts each package's groups as the document has them", () => {
    for (const [pkg, group, count] of sectionRows("By package and group")) {
      const n = ops.filter(
        ({ op }) => op["x-package"] === pkg && (op.tags as string[]).includes(group!),
      ).length;
      expect(`${pkg} ${group} ${n}`).toBe(`${pkg} ${group} ${count}`);
    }
  });
});

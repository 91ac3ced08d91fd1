// The API reports (packages/<pkg>/api/*.api.md) are what the build exports, and a change of
// them counts in the changeset check's level even when the document did not change: here a
// generator change is simulated by editing a generated file of a scratch copy and building it.
import { spawnSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { buildReports } from "../src/api-report.mjs";
import { reportChanges } from "../src/api-report-diff.mjs";

const repo = join(import.meta.dirname, "../../..");

describe("API reports", () => {
  test("every committed report matches the build (run `pnpm api:report` after a build)", () => {
    const drift = buildReports(repo).flatMap(({ reports, stale }) => [
      ...reports.filter((r) => r.expected !== r.actual).map((r) => `out of date: ${r.file}`),
      ...stale.map((path) => `no entry point makes it: ${path}`),
    ]);
    expect(drift).toEqual([]);
  }, 600_000);

  test.each<[string, string, string, string[]]>([
    ["removed", "export type A = string;", "", ["`A` removed: breaking"]],
    ["changed", "export type A = string;", "export type A = number;", ["`A` changed: breaking"]],
    ["added", "", "export type B = string;", ["`B` added: feature"]],
    [
      "a comment only",
      "// @public (undocumented)\nexport type A = string;",
      "// @public\nexport type A = string;",
      [],
    ],
  ])("a declaration %s", (_name, before, after, expected) => {
    const report = (body: string) => `## API Report\n\n\`\`\`ts\n\n${body}\n\n\`\`\`\n`;
    const changes = reportChanges("x.api.md", report(before), report(after));
    expect(changes.map((c) => `${c.what}: ${c.level}`)).toEqual(expected);
  });
});

describe("a generator change with no document change", () => {
  let scratch: string;
  const pkg = () => join(scratch, "packages/support");
  const run = (args: string[], cwd = scratch) => {
    const r = spawnSync(process.execPath, args, {
      cwd,
      env: { ...process.env, CDRAPI_CODEGEN_ROOT: scratch, CDRAPI_RELEASE_ROOT: scratch },
      encoding: "utf8",
    });
    return { code: r.status, out: r.stdout + r.stderr };
  };
  const build = () => run([join(repo, "node_modules/tsup/dist/cli-default.js")], pkg());
  const report = () => run([join(repo, "tools/release/src/api-report.mjs")]);
  const check = () => run([join(repo, "tools/release/src/check-changesets.mjs")]);

  beforeAll(async () => {
    // The support package as built from a scratch copy: its sources, its build config and the
    // workspace's installed dependencies (symlinked), the document and no pending changeset.
    scratch = mkdtempSync(join(tmpdir(), "cdrapi-api-report-"));
    for (const f of ["openapi", "tsconfig.base.json", "tsup.config.base.ts", "package.json"])
      cpSync(join(repo, f), join(scratch, f), { recursive: true });
    symlinkSync(join(repo, "node_modules"), join(scratch, "node_modules"));
    for (const f of ["src", "api", "package.json", "CHANGELOG.md", "tsconfig.json", "tsup.config.ts"])
      cpSync(join(repo, "packages/support", f), join(pkg(), f), { recursive: true });
    symlinkSync(join(repo, "packages/support/node_modules"), join(pkg(), "node_modules"));
    mkdirSync(join(scratch, ".changeset"));
    cpSync(join(repo, ".changeset/config.json"), join(scratch, ".changeset/config.json"));
    const { syncReleaseRecords } = await import("../src/records.mjs");
    syncReleaseRecords(scratch);
    const { syncChangelogs } = await import("../src/changelog.mjs");
    syncChangelogs(scratch);
  }, 60_000);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  test("(e) an exported type changed and one removed: the check fails naming both", () => {
    const file = join(pkg(), "src/generated/types.ts");
    const text = readFileSync(file, "utf8");
    const edited = text
      .replace('export type Ticket = Schemas["Ticket"];', 'export type Ticket = Readonly<Schemas["Ticket"]>;')
      .replace(/^export type KnowledgebaseArticleFields = .*$/m, "");
    expect(edited).not.toBe(text);
    writeFileSync(file, edited);

    expect(build().code).toBe(0);
    expect(report().out).toContain("out of date: packages/support/api/support.api.md");
    expect(readdirSync(join(pkg(), "api"))).toContain("support.api.md");

    const r = check();
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      /FAIL @cdrapi\/support: level found: breaking .*needs minor at 0\.1\.0; declared no changeset/,
    );
    expect(r.out).toContain("support: API report support.api.md: `Ticket` changed: breaking");
    expect(r.out).toContain(
      "support: API report support.api.md: `KnowledgebaseArticleFields` removed: breaking",
    );
  }, 600_000);
});

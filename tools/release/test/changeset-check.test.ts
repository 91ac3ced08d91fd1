// A change to openapi/ that changes a package's generated code needs a changeset naming that
// package: the check fails naming it, a changeset makes it pass, `pnpm version` records it.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "@jest/globals";

const repo = join(import.meta.dirname, "../../..");
const PACKAGES = ["core", "reporting", "compute", "mock-server", "cli"];
let scratch: string;

function node(script: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [script, ...args], {
    cwd: scratch,
    env: { ...process.env, CDRAPI_CODEGEN_ROOT: scratch, CDRAPI_RELEASE_ROOT: scratch },
    encoding: "utf8",
  });
  return { code: r.status, out: r.stdout + r.stderr };
}
const generate = () => node(join(repo, "tools/codegen/src/main.mjs"));
const check = () => node(join(repo, "tools/release/src/check-changesets.mjs"));

/** Changes the type of MaintainDomain.isAgentManager (used by reporting only). */
function changeReportingField() {
  const spec = join(scratch, "openapi/components/schemas/reporting.yaml");
  const text = readFileSync(spec, "utf8");
  const changed = text.replace(
    /( {4}isAgentManager:\n {6}type: )boolean/,
    (_m, head: string) => `${head}string`,
  );
  expect(changed).not.toBe(text);
  writeFileSync(spec, changed);
}

/** The scratch tree as right after a release: hashes recorded, no pending changeset. */
async function released() {
  const { syncReleaseRecords } = await import("../src/records.mjs");
  syncReleaseRecords(scratch);
  for (const f of readdirSync(join(scratch, ".changeset"))) {
    if (f.endsWith(".md")) rmSync(join(scratch, ".changeset", f));
  }
  const { syncChangelogs } = await import("../src/changelog.mjs");
  syncChangelogs(scratch);
  expect(check().code).toBe(0);
}

beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), "cdrapi-release-"));
  cpSync(join(repo, "openapi"), join(scratch, "openapi"), { recursive: true });
  // The committed .changeset/ folder: config and any pending changesets.
  cpSync(join(repo, ".changeset"), join(scratch, ".changeset"), { recursive: true });
  for (const pkg of PACKAGES) {
    const dir = join(repo, "packages", pkg);
    cpSync(join(dir, "package.json"), join(scratch, "packages", pkg, "package.json"));
    cpSync(join(dir, "CHANGELOG.md"), join(scratch, "packages", pkg, "CHANGELOG.md"));
    if (existsSync(join(dir, "src/generated")))
      cpSync(join(dir, "src/generated"), join(scratch, "packages", pkg, "src/generated"), {
        recursive: true,
      });
  }
});
/** A new pending changeset, with the CHANGELOGs rewritten as `pnpm changeset` users do. */
async function addChangeset(file: string, text: string) {
  writeFileSync(join(scratch, ".changeset", file), text);
  const { syncChangelogs } = await import("../src/changelog.mjs");
  syncChangelogs(scratch);
}

afterEach(() => rmSync(scratch, { recursive: true, force: true }));

describe("changeset:check", () => {
  test("passes on the committed tree", () => {
    const r = check();
    expect(r.out).toMatch(/ok {3}@cdrapi\/reporting: /);
    expect(r.out).not.toContain("FAIL");
    expect(r.code).toBe(0);
  });

  test("a changed field without a changeset fails naming the package; a changeset naming it passes", async () => {
    await released();
    expect(check().out).toContain("@cdrapi/reporting: generated from the released document");
    changeReportingField();
    expect(generate().code).toBe(0);

    const failed = check();
    expect(failed.code).toBe(1);
    expect(failed.out).toMatch(/FAIL @cdrapi\/reporting: .*no changeset names @cdrapi\/reporting/);
    expect(failed.out).toContain("pnpm changeset");
    // compute is generated from its own part of the document, which did not change.
    expect(failed.out).not.toContain("FAIL @cdrapi/compute");

    // A changeset for another package does not count.
    await addChangeset("other.md", '---\n"@cdrapi/compute": patch\n---\n\nfix(compute): x\n');
    expect(check().code).toBe(1);

    const note =
      '---\n"@cdrapi/reporting": minor\n"@cdrapi/mock-server": minor\n---\n\nfeat(reporting): isAgentManager is a string\n';
    // Without the CHANGELOG rewritten, the check names the stale ones.
    writeFileSync(join(scratch, ".changeset/iana-number.md"), note);
    expect(check().out).toContain(
      "FAIL @cdrapi/reporting: CHANGELOG.md does not list the pending changesets",
    );
    await addChangeset("iana-number.md", note);
    const passed = check();
    expect(passed.out).toContain(
      "@cdrapi/reporting: generated code changed; released in .changeset/iana-number.md",
    );
    expect(passed.code).toBe(0);
  });

  test("the release records the new hash, so the next change needs a new changeset", async () => {
    await released();
    changeReportingField();
    generate();
    const hash = /"hash": "(sha256-[0-9a-f]+)"/.exec(
      readFileSync(join(scratch, "packages/reporting/src/generated/spec.ts"), "utf8"),
    )?.[1];
    expect(check().code).toBe(1);
    await released();
    const manifest = JSON.parse(readFileSync(join(scratch, "packages/reporting/package.json"), "utf8"));
    expect(manifest.cdrapi.releasedSpecHash).toBe(hash);
    expect(check().code).toBe(0);
  });
});

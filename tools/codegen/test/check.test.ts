// `pnpm generate --check` must catch drift between openapi/ and the committed generated code.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "@jest/globals";

const repo = join(import.meta.dirname, "../../..");
const main = join(repo, "tools/codegen/src/main.mjs");
let scratch: string;

function run(...args: string[]) {
  const r = spawnSync(process.execPath, [main, ...args], {
    env: { ...process.env, CDRAPI_CODEGEN_ROOT: scratch },
    encoding: "utf8",
  });
  return { code: r.status, out: r.stdout + r.stderr };
}

beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), "cdrapi-codegen-"));
  cpSync(join(repo, "openapi"), join(scratch, "openapi"), { recursive: true });
  // Every package with generated code (new group packages included).
  for (const pkg of readdirSync(join(repo, "packages"))) {
    const generated = join(repo, "packages", pkg, "src/generated");
    if (existsSync(generated))
      cpSync(generated, join(scratch, "packages", pkg, "src/generated"), { recursive: true });
  }
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

describe("generate --check", () => {
  test("passes on the committed output", () => {
    const r = run("--check");
    expect(r.out).toContain("match openapi/");
    expect(r.code).toBe(0);
  });

  test("fails naming the generated files when a field type changes, and generate fixes it", () => {
    const spec = join(scratch, "openapi/components/schemas/reporting.yaml");
    const text = readFileSync(spec, "utf8");
    const changed = text.replace(
      /( {4}isAgentManager:\n {6}type: )boolean/,
      (_m, head: string) => `${head}string`,
    );
    expect(changed).not.toBe(text);
    writeFileSync(spec, changed);

    const failed = run("--check");
    expect(failed.code).toBe(1);
    expect(failed.out).toContain("out of date: packages/reporting/src/generated/openapi.ts");
    expect(failed.out).toContain("out of date: packages/reporting/src/generated/schemas.ts");
    // compute does not use MaintainDomain: its generated code is untouched.
    expect(failed.out).not.toContain("packages/compute/src/generated/openapi.ts");

    expect(run().code).toBe(0);
    expect(readFileSync(join(scratch, "packages/reporting/src/generated/openapi.ts"), "utf8")).toMatch(
      /isAgentManager: string;/,
    );
    expect(run("--check").code).toBe(0);
  });

  test("names a generated file that the document no longer produces", () => {
    writeFileSync(join(scratch, "packages/compute/src/generated/extra.ts"), "export {};\n");
    const r = run("--check");
    expect(r.code).toBe(1);
    expect(r.out).toContain("packages/compute/src/generated/extra.ts");
  });

  test("a hand edit of a generated file is drift", () => {
    const file = join(scratch, "packages/compute/src/generated/operations.ts");
    const text = readFileSync(file, "utf8");
    const edited = text.replace(/("idempotent":\s*)true/, "$1false");
    expect(edited).not.toBe(text);
    writeFileSync(file, edited);
    const r = run("--check");
    expect(r.code).toBe(1);
    expect(r.out).toContain("out of date: packages/compute/src/generated/operations.ts");
  });
});

// The source check on the real document (0 unexplained differences) and on copies of it that
// a deliberate change makes wrong: each must fail naming the operation.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "@jest/globals";
import { parseVnnic } from "../src/vnnic.mjs";

const repo = join(import.meta.dirname, "../../..");
const main = join(repo, "tools/sources-check/src/main.mjs");
const sources = join(repo, "../shared/reference/sources");
// Without the sources the check itself says "skipped: sources (../shared absent)"; so do these.
const withSources = existsSync(sources) ? describe : describe.skip;
let scratch: string;

function run(root: string, sourcesDir = sources) {
  const r = spawnSync(process.execPath, [main], {
    env: { ...process.env, CDRAPI_CODEGEN_ROOT: root, CDRAPI_SOURCES_DIR: sourcesDir },
    encoding: "utf8",
  });
  return { code: r.status, out: r.stdout + r.stderr };
}

/** Replaces `from` (which must occur) in openapi/<file> of the scratch copy. */
function edit(file: string, from: string | RegExp, to: string) {
  const path = join(scratch, "openapi", file);
  const text = readFileSync(path, "utf8");
  const next = text.replace(from, to);
  expect(next).not.toBe(text);
  writeFileSync(path, next);
}

beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), "cdrapi-sources-"));
  cpSync(join(repo, "openapi"), join(scratch, "openapi"), { recursive: true });
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

withSources("sources:check", () => {
  test("the document has no unexplained difference from its sources", () => {
    const r = run(scratch);
    expect(r.out).toContain("0 unexplained differences");
    expect(r.code).toBe(0);
  });

  test.each([
    [
      "a body field renamed (Mount ISO's image back to the first release's iso)",
      "components/schemas/compute.yaml",
      /(MountIsoRequest:[\s\S]*?\n\s+)image:/,
      "$1iso:",
      "Cloud Virtual Machine_mountIsoImage: HTC missing image",
    ],
    [
      "a query parameter renamed (a ticket attachment's number)",
      "paths/support.yaml",
      /(\/ticket\/attachment\/\{file\}:[\s\S]*?- name: )number/,
      "$1num",
      "Support_getAttachment: DS missing number",
    ],
    [
      "a VNNIC field's type changed (a ward's districtId)",
      "components/schemas/reporting.yaml",
      /(Ward:[\s\S]*?districtId:\s+)type: integer/,
      "$1type: string",
      "getAllListOfWardsUsingGET: vnnic-v1.0 type response.districtId",
    ],
  ])("fails naming the operation: %s", (_what, file, from, to, named) => {
    edit(file, from, to);
    const r = run(scratch);
    expect(r.code).toBe(1);
    expect(r.out).toContain(named);
  });

  test("an exception that explains nothing is itself a failure", () => {
    edit(
      "paths/cloud-vm.yaml",
      /(operationId: Cloud Virtual Machine_mountIsoImage\n)/,
      "$1    x-source-exceptions:\n      - { kind: extra, param: nothing, reason: stale }\n",
    );
    const r = run(scratch);
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      "Cloud Virtual Machine_mountIsoImage: x-source-exceptions extra nothing explains no difference",
    );
  });
});

test("without the sources it says it skipped, by name, and passes", () => {
  const r = run(scratch, join(scratch, "no-such-dir"));
  expect(r.code).toBe(0);
  expect(r.out).toContain("skipped: sources (../shared absent)");
});

test("v1.0's tables: a field name the PDF broke over two lines is read whole, once", () => {
  const text = [
    "2.12. API gửi báo cáo",
    "Request Body ((json): mảng",
    "icannRegistrarNa",
    "me Có  string ",
    "changedDomain ",
    "  int ",
    "Response Body (json)",
    "requestResult  int Kết quả xử lý",
    "2.12.3. Sử dụng API",
    "curl --location '{baseURL}/reports/maintain-domains' \\",
    "--header 'Authorization: Basic x' -d  ",
  ].join("\n");
  const [section] = parseVnnic(text);
  expect(section).toMatchObject({ method: "post", path: "/reports/maintain-domains" });
  expect(section?.body.map((r) => [r.name, r.required, r.type])).toEqual([
    ["icannRegistrarName", true, "string"],
    ["changedDomain", undefined, "integer"],
  ]);
  expect(section?.response.map((r) => [r.name, r.type])).toEqual([["requestResult", "integer"]]);
});

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

  test("every example answer is read, and those read leniently are named with their repairs", () => {
    const r = run(scratch);
    expect(r.out).toContain("sources:check: 67 example answers read, 19 of them leniently");
    expect(r.out).toContain(
      'read leniently: DS GET domain/order: 1 "(...)" elision removed; 1 trailing comma ignored',
    );
    expect(r.out).toContain(
      'read leniently: DC GET contact/privileges: 2 "(...)" elisions removed; 27 comments ignored',
    );
    expect(r.out).toMatch(
      /read leniently: DC GET balance: not JSON even so \(.*\): read as far as jsonc-parser recovers/,
    );
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
    // The blind spots of issue #40: answers the check did not read (not strict JSON) ...
    [
      "a TLD form's booleans typed as strings again (read from a leniently parsed example)",
      "components/schemas/domains.yaml",
      /(\n {10}required:\n {12})type: boolean/,
      "$1type: string",
      "Domains_getTldForm: DS response forms[].required: the example has boolean (false), the document string",
    ],
    [
      "an SSL product's years typed as a string again",
      "components/schemas/domains.yaml",
      /(\n {16}years:\n {18})oneOf:\n {20}- type: number\n {20}- type: string/,
      "$1type: string",
      "SSL Certificates_listAvailable: DC response products[].periods[].years: the example has integer (1)",
    ],
    [
      "an SSL certificate's admin phone typed as a string again",
      "components/schemas/domains.yaml",
      /(\n {16}Phone:\n {18})oneOf:\n {20}- type: number\n {20}- type: string/,
      "$1type: string",
      "SSL Certificates_get: DC response service.contacts.admin.Phone: the example has integer (24123223)",
    ],
    [
      "a payment method's id typed as a string again",
      "components/schemas/billing.yaml",
      /(PaymentMethodFees:[\s\S]*?\n {10}id:\n {12})oneOf:\n {14}- type: number\n {14}- type: string/,
      "$1type: string",
      "Billing_listPaymentFees: DS response payments[].id: the example has integer (1)",
    ],
    [
      "a product's stock typed as a string again",
      "components/schemas/billing.yaml",
      /(\n {10}stock:\n {12})type: boolean/,
      "$1type: string",
      "Cart_listProducts: DS response products[].stock: the example has boolean (false)",
    ],
    [
      "a product's price typed as a string again",
      "components/schemas/billing.yaml",
      /(ProductConfiguration:[\s\S]*?\n {8}price:\n {10})oneOf:\n {12}- type: number\n {12}- type: string/,
      "$1type: string",
      "Cart_getProduct: DS response product.price: the example has number (9.99)",
    ],
    // ... a field the VNNIC text does not have ...
    [
      "ianaNumber back on the domain record read by name",
      "components/schemas/reporting.yaml",
      /(\nDomainRegistrar:[\s\S]*?\n)( {4}note:)/,
      "$1    ianaNumber:\n      type: integer\n$2",
      "getDomainByNameUsingGET: vnnic-v1.0 extra response.ianaNumber",
    ],
    // ... and a boolean where every source has the strings "true"/"false", without its reason.
    [
      "Services_cancel's boolean immediate without its exception",
      "paths/services.yaml",
      /(operationId: Services_cancel\n)\s+x-source-exceptions:\n\s+- kind: "type"\n\s+param: "immediate"\n\s+reason: .*\n/,
      "$1",
      "Services_cancel: DS type immediate: the source types it string, the document boolean",
    ],
  ])("fails naming the operation: %s", (_what, file, from, to, named) => {
    edit(file, from, to);
    const r = run(scratch);
    expect(r.code).toBe(1);
    expect(r.out).toContain(named);
  });

  // Exceptions whose reason was false: the collection has these fields as URL variables, and its
  // Cloud Virtual Machine request names the segment vmid. Reintroduced, each explains nothing.
  test.each([
    // As the document had them: the first three with no source, the last with HTC's.
    ["paths/cloud-gpu.yaml", "Cloud GPU_addFirewallRule", "extra", "action", ""],
    ["paths/status.yaml", "Status_list", "extra", "status", ""],
    ["paths/domains.yaml", "Domains_whoisLookup", "extra", "captcha", ""],
    ["paths/cloud-vm.yaml", "Cloud Virtual Machine_rebuildTemplates", "path-name", "vmid", ", source: HTC"],
  ])("a false exception reintroduced in %s fails naming %s", (file, operation, kind, param, source) => {
    edit(
      file,
      new RegExp(`(operationId: ${operation}\n)`),
      `$1    x-source-exceptions:\n      - { kind: ${kind}, param: ${param}${source}, reason: "not in the collection" }\n`,
    );
    const r = run(scratch);
    expect(r.code).toBe(1);
    expect(r.out).toContain(`${operation}: x-source-exceptions ${kind} ${param} explains no difference`);
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

// The changeset check judges each package's next release from evidence: the diff of its
// document against the one it was released from (api/released/openapi.json) and of its API
// reports against the released ones. A `patch` changeset is refused for a change that needs
// more, naming the change; a documentation-only change needs no more than a patch.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "@jest/globals";
import { parse, stringify } from "yaml";

const repo = join(import.meta.dirname, "../../..");
const PACKAGES = ["core", "reporting", "compute", "billing", "support", "domains", "mock-server", "cli"];
let scratch: string;

/** A scratch copy of the document, the changesets and `packages` (their manifests, CHANGELOGs and api/). */
function scratchCopy(packages: string[]) {
  cpSync(join(repo, "openapi"), join(scratch, "openapi"), { recursive: true });
  // The committed .changeset/ folder: config and any pending changesets.
  cpSync(join(repo, ".changeset"), join(scratch, ".changeset"), { recursive: true });
  for (const pkg of packages) {
    const dir = join(repo, "packages", pkg);
    for (const part of ["package.json", "CHANGELOG.md", "api"])
      if (existsSync(join(dir, part)))
        cpSync(join(dir, part), join(scratch, "packages", pkg, part), { recursive: true });
  }
}

function node(script: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [script, ...args], {
    cwd: scratch,
    env: { ...process.env, CDRAPI_CODEGEN_ROOT: scratch, CDRAPI_RELEASE_ROOT: scratch },
    encoding: "utf8",
  });
  return { code: r.status, out: r.stdout + r.stderr };
}
const check = () => node(join(repo, "tools/release/src/check-changesets.mjs"));

type Operation = {
  operationId?: string;
  summary?: string;
  "x-sdk-method"?: string;
  "x-sources"?: string;
  parameters: object[];
  requestBody?: object;
};
type PathFile = Record<string, Record<string, Operation>>;
type SchemaFile = Record<
  string,
  { description?: string; example?: object; properties: Record<string, object> }
>;

/** Rewrites one YAML file of the scratch document. */
function editYaml<T>(file: string, edit: (doc: T) => void) {
  const path = join(scratch, "openapi", file);
  const doc = parse(readFileSync(path, "utf8"), { maxAliasCount: 1000 });
  edit(doc as T);
  writeFileSync(path, stringify(doc, { aliasDuplicateObjects: false }));
}

/** Rewrites the GET operation of a path file that `pick` chooses. */
function editGet(file: string, pick: (op: Operation) => boolean, edit: (op: Operation) => void) {
  editYaml<PathFile>(file, (d) => {
    const item = Object.values(d).find((i) => i.get && pick(i.get));
    expect(item).toBeDefined();
    edit(item!.get!);
  });
}

/** The scratch tree as right after a release: what each package is released from recorded, no pending changeset. */
async function released() {
  const { syncReleaseRecords } = await import("../src/records.mjs");
  syncReleaseRecords(scratch);
  for (const f of readdirSync(join(scratch, ".changeset"))) {
    if (f.endsWith(".md") && f !== "README.md") rmSync(join(scratch, ".changeset", f));
  }
  const { syncChangelogs } = await import("../src/changelog.mjs");
  syncChangelogs(scratch);
}

/** A new pending changeset, with the CHANGELOGs rewritten as `pnpm changeset` users do. */
async function addChangeset(file: string, text: string) {
  writeFileSync(join(scratch, ".changeset", file), text);
  const { syncChangelogs } = await import("../src/changelog.mjs");
  syncChangelogs(scratch);
}
const patchFor = (pkg: string) => `---\n"@cdrapi/${pkg}": patch\n---\n\nA change of ${pkg}.\n`;

beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), "cdrapi-release-"));
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

describe("changeset:check", () => {
  test("passes on the committed tree and prints the level found for every package", () => {
    scratchCopy(PACKAGES);
    const r = check();
    expect(r.out).not.toContain("FAIL");
    expect(r.code).toBe(0);
    for (const pkg of PACKAGES) expect(r.out).toMatch(new RegExp(`ok {3}@cdrapi/${pkg}: `));
    expect(r.out).toMatch(/@cdrapi\/compute: level found: breaking .* needs minor at 0\./);
    expect(r.out).toMatch(/@cdrapi\/billing: first release, no baseline/);
  });

  test("the reference server serves the whole document: a change of one group's operations needs its release too", async () => {
    scratchCopy(["support", "mock-server"]);
    await released();
    editYaml<SchemaFile>("components/schemas/support.yaml", (d) => {
      d.Ticket!.properties.status = { type: "string", enum: ["Open", "Closed"] };
    });
    await addChangeset("change.md", patchFor("support").replace("patch", "minor"));
    const r = check();
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/FAIL @cdrapi\/mock-server: level found: breaking .*declared no changeset/);
    expect(r.out).toMatch(
      /mock-server: operation `Support_listTickets`: replaced possible values of `tickets\[\]\.status`/,
    );
  });

  test("right after a release every package is at the released level and needs no changeset", async () => {
    scratchCopy(["reporting", "core"]);
    await released();
    const r = check();
    expect(r.code).toBe(0);
    expect(r.out).toContain(
      "@cdrapi/reporting: level found: no change since the release; declared no changeset",
    );
  });

  test.each<[string, string, () => void, RegExp]>([
    [
      "(a) a removed operation",
      "reporting",
      () => {
        const path = "/v1/registrars/domains/{domainName}";
        editYaml<PathFile>("paths/reporting.yaml", (d) => {
          expect(d[path]?.get?.operationId).toBe("getDomainByNameUsingGET");
          delete d[path];
        });
        editYaml<{ paths: PathFile }>("openapi.yaml", (d) => delete d.paths[path]);
      },
      /reporting: operation `getDomainByNameUsingGET`: removed operation GET \/v1\/registrars\/domains\/\{domainName\}: breaking/,
    ],
    [
      "(b) a renamed response field",
      "billing",
      () =>
        editYaml<SchemaFile>("components/schemas/billing.yaml", (d) => {
          const { properties } = d.Invoice!;
          properties.amount = properties.total!;
          delete properties.total;
        }),
      /billing: operation `Billing_listInvoices`: removed property `total` from `invoices\[\]` in Response 200 .*: breaking/,
    ],
    [
      "(c) a new required parameter",
      "compute",
      () =>
        editGet(
          "paths/cloud-vm.yaml",
          (op) => op.operationId === "Cloud Virtual Machine_listVms",
          (op) => {
            op.parameters.push({ name: "zone", in: "query", required: true, schema: { type: "string" } });
          },
        ),
      /compute: operation `Cloud Virtual Machine_listVms`: added required query parameter `zone`: breaking/,
    ],
    [
      "(d) a narrowed response type",
      "support",
      () =>
        editYaml<SchemaFile>("components/schemas/support.yaml", (d) => {
          d.Ticket!.properties.status = { type: "string", enum: ["Open", "Closed"] };
        }),
      /support: operation `Support_listTickets`: replaced possible values of `tickets\[\]\.status` in Response 200 .*: breaking/,
    ],
    [
      "(d) a response field of another type (our rule: the generated result type changes)",
      "support",
      () =>
        editYaml<SchemaFile>("components/schemas/support.yaml", (d) => {
          d.Ticket!.properties.status = { type: "integer" };
        }),
      /support: operation `Support_listTickets`: replaced type definition of `tickets\[\]\.status` in Response 200 .*: breaking/,
    ],
    [
      "a request body added to an operation that had none (our rule: the options move)",
      "compute",
      () =>
        editGet(
          "paths/cloud-vm.yaml",
          (op) => op.operationId === "Cloud Virtual Machine_listVms",
          (op) => {
            op.requestBody = { content: { "application/json": { schema: { type: "object" } } } };
          },
        ),
      /compute: operation `Cloud Virtual Machine_listVms`: request body added before the options: breaking/,
    ],
    [
      "a renamed SDK method (our rule: x-sdk-method is the method's name)",
      "domains",
      () =>
        editGet(
          "paths/domains.yaml",
          (op) => op["x-sdk-method"] === "domains.list",
          (op) => {
            op["x-sdk-method"] = "domains.all";
          },
        ),
      /domains: operation `[^`]+`: x-sdk-method changed from `"domains\.list"` to `"domains\.all"`: breaking/,
    ],
  ])("%s of one package with a patch changeset fails naming the change", async (_name, pkg, edit, named) => {
    // The reference server (packages/mock-server) serves the whole document: left out here.
    scratchCopy(["reporting", "compute", "billing", "support", "domains"]);
    await released();
    edit();
    await addChangeset("change.md", patchFor(pkg));
    const r = check();
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      new RegExp(`FAIL @cdrapi/${pkg}: level found: breaking .*needs minor at 0\\.1\\.0; declared patch`),
    );
    expect(r.out).toMatch(named);
    // Only that package: the others' documents did not change.
    expect(new Set(r.out.match(/FAIL @cdrapi\/[\w-]+/g))).toEqual(new Set([`FAIL @cdrapi/${pkg}`]));
    // A minor (breaking on 0.x) is enough, once a line says what to change in the user's code.
    await addChangeset("change.md", patchFor(pkg).replace("patch", "minor"));
    const unsaid = check();
    expect(unsaid.code).toBe(1);
    expect(unsaid.out).toContain(`FAIL @cdrapi/${pkg}: it has breaking changes`);
    expect(unsaid.out).toContain('start a line with "Breaking:"');
    await addChangeset("change.md", `---\n"@cdrapi/${pkg}": minor\n---\n\nBreaking: change your call.\n`);
    expect(check().code).toBe(0);
  });

  test("(f) a description-, example- and x-sources-only change asks for no more than a patch", async () => {
    scratchCopy(["support"]);
    await released();
    editYaml<SchemaFile>("components/schemas/support.yaml", (d) => {
      d.Ticket!.description = "Another description.";
      d.Ticket!.example = { ticket_number: "123456", subject: "Hello" };
    });
    editYaml<PathFile>("paths/support.yaml", (d) => {
      for (const item of Object.values(d))
        for (const op of Object.values(item))
          if (op?.operationId) {
            op.summary = `${op.summary} (again)`;
            op["x-sources"] = "Sources: DS (moved).";
          }
    });
    const without = check();
    expect(without.code).toBe(1);
    expect(without.out).toMatch(
      /FAIL @cdrapi\/support: level found: fix \(\d+ fix\), needs patch at 0\.1\.0; declared no changeset/,
    );
    await addChangeset("docs.md", patchFor("support"));
    const r = check();
    expect(r.out).toMatch(/ok {3}@cdrapi\/support: level found: fix \(\d+ fix\), needs patch/);
    expect(r.code).toBe(0);
  });

  test("a note of more than one line is refused", async () => {
    scratchCopy(["core"]);
    await released();
    await addChangeset(
      "long.md",
      '---\n"@cdrapi/core": patch\n---\n\nFirst line.\n\nA paragraph of detail.\n',
    );
    const r = check();
    expect(r.code).toBe(1);
    expect(r.out).toContain("FAIL .changeset/long.md: its note has more than one line");
  });

  test("a stale CHANGELOG is named", async () => {
    scratchCopy(["core"]);
    await released();
    writeFileSync(join(scratch, ".changeset/x.md"), patchFor("core"));
    expect(check().out).toContain("FAIL @cdrapi/core: CHANGELOG.md does not list the pending changesets");
  });
});

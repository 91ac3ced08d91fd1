// Adding an operation to openapi/ and running `pnpm generate` is all it takes: the package
// gets a working, typed method (no hand edit), and the changeset check fails until a
// changeset names the package. Runs on a scratch copy of the repository.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTransport } from "@cdrapi/core";
import { json, startServer } from "@cdrapi/test-helpers";
import { afterAll, beforeAll, expect, test } from "@jest/globals";

const repo = join(import.meta.dirname, "../../..");
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
let syncChangelogs: (root: string) => void;
const changesetCheck = () => node(join(repo, "tools/release/src/check-changesets.mjs"));

/** A new domains operation, written inline in the entry document's `paths`. */
const NEW_OPERATION = `
  /domain/{id}/probe:
    post:
      tags: [Domains]
      summary: Probe a domain
      description: Added by the codegen test.
      operationId: Domains_probe
      x-package: domains
      x-sdk-method: domains.probe
      x-provenance: inferred
      x-idempotent: false
      security:
        - bearerAuth: []
      parameters:
        - name: id
          in: path
          required: true
          x-sdk-name: domainId
          schema:
            type: string
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              required: [note]
              properties:
                note:
                  type: string
      responses:
        "200":
          description: OK
          content:
            application/json:
              schema:
                type: object
                required: [probed]
                properties:
                  probed:
                    type: boolean
`;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), "cdrapi-add-op-"));
  cpSync(join(repo, "openapi"), join(scratch, "openapi"), { recursive: true });
  cpSync(join(repo, ".changeset"), join(scratch, ".changeset"), { recursive: true });
  for (const pkg of readdirSync(join(repo, "packages"))) {
    const dir = join(repo, "packages", pkg);
    if (!existsSync(join(dir, "package.json"))) continue;
    cpSync(join(dir, "package.json"), join(scratch, "packages", pkg, "package.json"));
    if (existsSync(join(dir, "src/generated")))
      cpSync(join(dir, "src/generated"), join(scratch, "packages", pkg, "src/generated"), {
        recursive: true,
      });
  }
  // As right after a release: hashes recorded, no pending changeset.
  // @ts-expect-error plain ESM without types
  const { syncReleaseRecords } = await import("../../release/src/records.mjs");
  // @ts-expect-error plain ESM without types
  ({ syncChangelogs } = await import("../../release/src/changelog.mjs"));
  syncReleaseRecords(scratch);
  for (const f of readdirSync(join(scratch, ".changeset"))) {
    if (f.endsWith(".md") && f !== "README.md") rmSync(join(scratch, ".changeset", f));
  }
  syncChangelogs(scratch);
  expect(changesetCheck().code).toBe(0);

  const entry = join(scratch, "openapi/openapi.yaml");
  const text = readFileSync(entry, "utf8");
  expect(text).toMatch(/^paths:\n/m);
  writeFileSync(entry, text.replace(/^paths:\n/m, `paths:${NEW_OPERATION}`));
  const generated = generate();
  expect(generated.out).toContain("wrote packages/domains/src/generated/methods.ts");
  expect(generated.code).toBe(0);
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const methodsFile = () => join(scratch, "packages/domains/src/generated/methods.ts");

test("the generated method sends the operation: encoded id, JSON body, bearer, typed data back", async () => {
  const { createMethods } = await import(methodsFile());
  const { operations } = await import(join(scratch, "packages/domains/src/generated/operations.ts"));
  const server = await startServer(json(200, { probed: true }));
  try {
    const transport = createTransport({
      baseUrl: server.url,
      packageName: "@cdrapi/domains",
      packageVersion: "0.0.0",
      operations,
      auth: { authorize: (c) => void c.headers.set("authorization", "Bearer tok") },
    });
    const methods = createMethods(transport);
    await expect(methods.domains.probe("vi du/1", { note: "hi" })).resolves.toEqual({ probed: true });
    const [sent] = server.requests;
    expect(sent).toMatchObject({ method: "POST", url: "/domain/vi%20du%2F1/probe" });
    expect(JSON.parse(sent!.body)).toEqual({ note: "hi" });
    expect(sent!.headers.authorization).toBe("Bearer tok");
    await expect(methods.domains.probe("", { note: "hi" })).rejects.toMatchObject({
      name: "ValidationError",
      issues: [{ field: "domainId" }],
    });
    expect(server.requests).toHaveLength(1);
  } finally {
    await server.close();
  }
});

test("the generated method is typed from the document (tsc on a use of it)", () => {
  // Core's types, as the generated file uses them (the test checks the method, not core).
  writeFileSync(
    join(scratch, "core.d.ts"),
    `declare module "@cdrapi/core" {
  export interface RequestOptions { signal?: AbortSignal }
  export interface ApiPromise<T> extends Promise<T> { withResponse(): Promise<{ data: T }> }
  export interface Transport<P> { request<T>(id: string, input?: unknown, opts?: RequestOptions): ApiPromise<T> }
  export class ValidationError extends Error { constructor(issues: unknown[]) }
  export interface ListPromise<P, I> extends ApiPromise<P>, AsyncIterable<I> {}
  export function pagedList<P, I>(t: Transport<object>, id: string, input: unknown, opts: RequestOptions | undefined, field: string, page?: string): ListPromise<P, I>;
}
`,
  );
  writeFileSync(
    join(scratch, "use.ts"),
    `import { createMethods } from "./packages/domains/src/generated/methods.js";
declare const t: Parameters<typeof createMethods>[0];
export async function use() {
  const m = createMethods(t);
  const answer: { probed: boolean } = await m.domains.probe("501", { note: "x" });
  // @ts-expect-error the body's required field is missing
  await m.domains.probe("501", {});
  // @ts-expect-error note is a string
  await m.domains.probe(501, { note: 1 });
  // @ts-expect-error the domain id is required
  await m.domains.probe();
  return answer;
}
`,
  );
  writeFileSync(
    join(scratch, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: "ES2022",
        module: "ESNext",
        moduleResolution: "Bundler",
        lib: ["ES2022", "DOM"],
        types: [],
        skipLibCheck: true,
      },
      files: ["core.d.ts", "use.ts"],
    }),
  );
  const r = spawnSync(process.execPath, [join(repo, "node_modules/typescript/bin/tsc"), "-p", scratch], {
    encoding: "utf8",
  });
  expect(r.stdout + r.stderr).toBe("");
  expect(r.status).toBe(0);
});

/** A new pending changeset, with the CHANGELOGs rewritten as `pnpm changeset` users do. */
function addChangeset(file: string, text: string) {
  writeFileSync(join(scratch, ".changeset", file), text);
  syncChangelogs(scratch);
}

test("the changeset check fails naming the package until a changeset names it", () => {
  const failed = changesetCheck();
  expect(failed.code).toBe(1);
  expect(failed.out).toMatch(/FAIL @cdrapi\/domains: level found: feature .*declared no changeset/);
  expect(failed.out).toContain(
    "domains: operation `Domains_probe`: added operation POST /domain/{id}/probe: feature",
  );
  expect(failed.out).not.toContain("FAIL @cdrapi/compute");
  // The reference server serves the whole document, so it changed too; naming it is not enough.
  addChangeset("server.md", '---\n"@cdrapi/mock-server": minor\n---\n\nfeat: probe\n');
  expect(changesetCheck().out).toMatch(/FAIL @cdrapi\/domains/);
  addChangeset("probe.md", '---\n"@cdrapi/domains": minor\n---\n\nfeat(domains): probe\n');
  const passed = changesetCheck();
  expect(passed.out).toMatch(/ok {3}@cdrapi\/domains: level found: feature .*declared minor/);
  expect(passed.code).toBe(0);
});

test("an operation whose x-package names no package stops the generator, naming it", () => {
  const other = mkdtempSync(join(tmpdir(), "cdrapi-no-package-"));
  try {
    cpSync(join(repo, "openapi"), join(other, "openapi"), { recursive: true });
    const entry = join(other, "openapi/openapi.yaml");
    const lost = NEW_OPERATION.replace("x-package: domains", "x-package: nowhere");
    writeFileSync(entry, readFileSync(entry, "utf8").replace(/^paths:\n/m, `paths:${lost}`));
    const r = spawnSync(process.execPath, [join(repo, "tools/codegen/src/main.mjs")], {
      env: { ...process.env, CDRAPI_CODEGEN_ROOT: other },
      encoding: "utf8",
    });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain("Domains_probe (x-package: nowhere)");
    expect(existsSync(join(other, "packages"))).toBe(false);
  } finally {
    rmSync(other, { recursive: true, force: true });
  }
});

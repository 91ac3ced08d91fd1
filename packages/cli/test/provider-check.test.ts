// `cdrapi provider check` through the real executable, on a provider's export (Swagger 2.0 and
// OpenAPI 3, as a file and as a URL) that differs from the document in each way it reports:
// an extra operation, a renamed answer field, a changed type and operations it lacks.
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { describe, expect, test } from "@jest/globals";
import { EXIT } from "../src/exit-codes.js";
import { document } from "../src/generated/document.js";
import type { ProviderCheck } from "../src/provider/check-provider.js";
import { spawnCdrapi, tempDir } from "./helpers/cli.js";

const fixture = (name: string) => join(import.meta.dirname, "fixtures", name);

/** `cdrapi provider check <source> --json`, its result parsed. */
async function check(source: string) {
  const run = await spawnCdrapi(["provider", "check", source, "--json"]);
  return { ...run, result: JSON.parse(run.stdout) as ProviderCheck };
}

/** Serves `text` at /swagger.json on a loopback port for the length of `fn`. */
async function served<T>(text: string, fn: (url: string) => Promise<T>): Promise<T> {
  const server = createServer((req, res) => {
    if (req.url !== "/swagger.json") res.writeHead(404).end();
    else res.writeHead(200, { "content-type": "application/json" }).end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    return await fn(`http://127.0.0.1:${(server.address() as AddressInfo).port}/swagger.json`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe.each([["provider-swagger.json"], ["provider-openapi.json"]])("the export %s", (name) => {
  test("each SDK method: works as typed, differs (which field, type, way) or absent; exit 11", async () => {
    const { code, result, stderr } = await check(fixture(name));
    expect(stderr).toBe("");
    expect(code).toBe(EXIT.PROVIDER_DIFFERS);
    const method = (m: string) => result.methods.find((r) => r.method === m);
    expect(method("compute.vms.getResources")).toMatchObject({ status: "works", differences: [] });
    // Renamed: the answer's VMs have `state` where the SDK types `status`.
    expect(method("compute.vms.list")).toMatchObject({
      status: "differs",
      route: "GET /service/{id}/vms",
      differences: expect.arrayContaining([
        expect.objectContaining({ kind: "response", param: "vms[].state" }),
        expect.objectContaining({ kind: "response", param: "vms[].status" }),
      ]),
    });
    // A type changed: the provider's `image` is a list, the SDK's a string.
    expect(method("compute.vms.mountIsoImage")?.differences).toEqual([
      expect.objectContaining({
        kind: "type",
        param: "image",
        detail: "the source types it array, the document string",
      }),
    ]);
    // Absent: this provider has no reboot.
    expect(method("compute.vms.reboot")).toMatchObject({ status: "absent" });
    // The provider's operation the SDK lacks, with the calls that reach it today.
    expect(result.missing).toEqual([
      {
        route: "GET /service/{id}/backups",
        summary: "List backups",
        cli: "cdrapi api GET /service/{id}/backups",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the template literal a user writes
        sdk: 'client.request({ method: "GET", path: `/service/${id}/backups` })',
      },
    ]);
  });
});

test("the table names each difference and each call; a URL is read like a file", async () => {
  const text = readFileSync(fixture("provider-swagger.json"), "utf8");
  const run = await served(text, (url) => spawnCdrapi(["provider", "check", url]));
  expect(run.code).toBe(EXIT.PROVIDER_DIFFERS);
  expect(run.stdout).toMatch(/compute\.vms\.getResources +GET \/service\/\{id\}\/resources +works as typed/);
  expect(run.stdout).toMatch(
    /compute\.vms\.reboot +POST \/service\/\{id\}\/vms\/\{vmid\}\/reboot +absent at this provider/,
  );
  expect(run.stdout).toContain(
    "compute.vms.list response vms[].state: the example has vms[].state (string), the document does not",
  );
  expect(run.stdout).toContain(
    "compute.vms.mountIsoImage type image: the source types it array, the document string",
  );
  expect(run.stdout).toContain("1 operations of this provider have no SDK method; each is reached today by:");
  expect(run.stdout).toContain("    cdrapi api GET /service/{id}/backups\n");
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the template literal a user writes
  expect(run.stdout).toContain('    client.request({ method: "GET", path: `/service/${id}/backups` })\n');
});

test("an export with every SDK method as the SDK types it exits 0", async () => {
  // The document's own HostBill part is such an export (OpenAPI 3).
  const { dir, cleanup } = await tempDir();
  try {
    const file = join(dir, "same.json");
    await writeFile(file, JSON.stringify(document));
    const { code, result } = await check(file);
    expect(result.methods.filter((m) => m.status !== "works")).toEqual([]);
    expect(result.missing).toEqual([]);
    expect(code).toBe(EXIT.OK);
  } finally {
    await cleanup();
  }
});

test.each([
  ["a file that is no export", '{"hello": "world"}', "is not a Swagger 2.0 or OpenAPI 3 document"],
  ["a missing file", undefined, "cannot read"],
])("%s is invalid input (exit 1)", async (_what, content, message) => {
  const { dir, cleanup } = await tempDir();
  try {
    const file = join(dir, "export.json");
    if (content !== undefined) await writeFile(file, content);
    const run = await spawnCdrapi(["provider", "check", file]);
    expect(run.code).toBe(EXIT.INVALID_INPUT);
    expect(run.stderr).toContain(message);
  } finally {
    await cleanup();
  }
});

// `cdrapi provider generate` through the real executable, on the provider export that differs
// from the document: the package it writes compiles under `strict`, and its methods work
// against a loopback server serving that export, sharing one login with a @cdrapi/compute client.
import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, test } from "@jest/globals";
import { spawnCdrapi } from "./helpers/cli.js";

const packageDir = join(import.meta.dirname, "..");
const tsc = join(packageDir, "../../node_modules/typescript/bin/tsc");
// Inside packages/cli, so that the package resolves @cdrapi/* as an installed one would.
let out: string;
beforeAll(() => {
  out = mkdtempSync(join(packageDir, ".provider-package-"));
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** A loopback HostBill: POST /login grants a token; the rest answers as the export's examples show. */
async function provider() {
  const requests: string[] = [];
  const answers: Record<string, unknown> = {
    "GET /service/1201/backups": { backups: [{ id: 7, created: "2026-11-01 02:00:00", size: 1073741824 }] },
    "GET /service/1201/vms": { vms: [{ id: "10", label: "web", state: "running" }] },
    "POST /service/1201/vms/10/images": { info: ["mounted"] },
  };
  const server = createServer(async (req: IncomingMessage, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    requests.push(`${req.method} ${req.url} ${req.headers.authorization ?? "-"} ${body}`);
    const answer =
      req.method === "POST" && req.url === "/login"
        ? { token: "tok-1", refresh: "ref-1" }
        : answers[`${req.method} ${req.url?.split("?")[0]}`];
    res.writeHead(answer === undefined ? 404 : 200, { "content-type": "application/json" });
    res.end(JSON.stringify(answer ?? { error: ["not found"] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, requests, close: () => new Promise((resolve) => server.close(resolve)) };
}

test("the generated package compiles under strict and shares one login with @cdrapi/compute", async () => {
  const fixture = join(import.meta.dirname, "fixtures/provider-swagger.json");
  const run = await spawnCdrapi([
    "provider",
    "generate",
    fixture,
    "--name",
    "@acme/provider-api",
    "--package-version",
    "1.2.3",
    "--out",
    out,
  ]);
  expect(run.stderr).toBe("");
  expect(run.code).toBe(0);
  // The operation the SDK lacks (backups), and the two it types differently (VM list, ISO mount).
  expect(run.stdout).toBe(
    `@acme/provider-api@1.2.3 written to ${out}: 3 methods (listVMs, mountISO, listBackups).\n`,
  );
  const manifest = JSON.parse(readFileSync(join(out, "package.json"), "utf8"));
  expect([manifest.name, manifest.version]).toEqual(["@acme/provider-api", "1.2.3"]);

  // Compiles under strict (the tsconfig it wrote says so), against the built @cdrapi/* packages.
  const compiled = spawnSync(process.execPath, [tsc, "-p", join(out, "tsconfig.json")], { encoding: "utf8" });
  expect(compiled.stdout + compiled.stderr).toBe("");
  expect(JSON.parse(readFileSync(join(out, "tsconfig.json"), "utf8")).compilerOptions.strict).toBe(true);

  // Typed: a wrong argument does not compile.
  writeFileSync(
    join(out, "src/misuse.ts"),
    'import { createProviderClient } from "./index.js";\ndeclare const c: ReturnType<typeof createProviderClient>;\n// @ts-expect-error image is a list\nc.mountISO(1201, "10", { image: "one.iso" });\nconst b = await c.listBackups(1201);\nconst size: number | undefined = b.backups?.[0]?.size;\nfor await (const backup of c.listBackups(1201)) {\n  const id: number | undefined = backup.id;\n  // @ts-expect-error an item is a backup, not the answer\n  backup.backups;\n  void id;\n}\nexport { size };\n',
  );
  const typed = spawnSync(process.execPath, [tsc, "-p", join(out, "tsconfig.json"), "--noEmit"], {
    encoding: "utf8",
  });
  expect(typed.stdout + typed.stderr).toBe("");
  rmSync(join(out, "src/misuse.ts"));

  const server = await provider();
  try {
    writeFileSync(
      join(out, "use.mjs"),
      `import { createComputeClient, createSession } from "@cdrapi/compute";
import { createProviderClient } from "./dist/index.js";
const session = createSession({ baseUrl: ${JSON.stringify(server.url)}, username: "me", password: "pw" });
const compute = createComputeClient({ auth: { session } });
const mine = createProviderClient({ auth: { session } });
const backups = await mine.listBackups(1201);
const vms = await mine.listVMs(1201);
const viaSdk = await compute.vms.list(1201);
const mounted = await mine.mountISO(1201, "10", { image: ["one.iso"] });
const each = [];
for await (const backup of mine.listBackups(1201)) each.push(backup);
console.log(JSON.stringify({ backups, vms, viaSdk, mounted, each }));
`,
    );
    // Its own process, so that this one's loopback server answers meanwhile.
    const { stdout: output } = await promisify(execFile)(process.execPath, [join(out, "use.mjs")]);
    expect(JSON.parse(output)).toEqual({
      backups: { backups: [{ id: 7, created: "2026-11-01 02:00:00", size: 1073741824 }] },
      vms: { vms: [{ id: "10", label: "web", state: "running" }] },
      viaSdk: { vms: [{ id: "10", label: "web", state: "running" }] },
      mounted: { info: ["mounted"] },
      each: [{ id: 7, created: "2026-11-01 02:00:00", size: 1073741824 }],
    });
    // One login; every call after it carries its token.
    expect(server.requests.filter((r) => r.startsWith("POST /login"))).toHaveLength(1);
    expect(server.requests.slice(1).map((r) => r.split(" ").slice(0, 4).join(" "))).toEqual([
      "GET /service/1201/backups Bearer tok-1",
      "GET /service/1201/vms Bearer tok-1",
      "GET /service/1201/vms Bearer tok-1",
      "POST /service/1201/vms/10/images Bearer tok-1",
      "GET /service/1201/backups Bearer tok-1",
    ]);
  } finally {
    await server.close();
  }
});

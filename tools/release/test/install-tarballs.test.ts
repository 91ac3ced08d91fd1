// The packed tarballs, installed with npm into a project outside the workspace, work from both
// module systems: an ESM and a CJS script start the reference server from @cdrapi/mock-server
// and call it through @cdrapi/reporting and @cdrapi/compute. Packs the built packages (turbo
// builds them before this test); `pnpm release:dry` packs the same way after versioning.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeRecord } from "@cdrapi/test-helpers";
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { packAll } from "../src/pack.mjs";

const repo = join(import.meta.dirname, "../../..");
let project: string;
let packed: { name: string; version: string; tarball: string }[];

const record = (i: number) =>
  makeRecord(i, { domainName: `tarball-${i}.vn`, ownerType: "C", isAgentManager: false, ianaNumber: 9999 });

/** The same calls in both module systems; `load` is `import` or `require`. */
const body = (records: string) => `
  const server = await mock.startMockServer({ port: 0 });
  try {
    const reporting = rep.createReportingClient({ baseUrl: server.url, credentials: mock.DEMO_REGISTRAR });
    const bulk = await engine.reportMaintainDomains(reporting, ${records}, { subListSize: 2 });
    const compute = cmp.createComputeClient({ baseUrl: server.url, auth: { username: mock.DEMO_USER.username, password: mock.DEMO_USER.password } });
    const resources = await compute.vms.getResources(mock.DEMO_USER.services[0].id);
    console.log(JSON.stringify({
      result: bulk.requestResult,
      added: bulk.addedDomain, total: bulk.totalDomain,
      resources: Array.isArray(resources) ? resources.length : typeof resources,
      specs: [rep.specInfo.hash, cmp.specInfo.hash, typeof rep.validateMaintainDomains],
    }));
  } finally {
    await server.close();
  }
`;

function run(cmd: string, args: string[]) {
  const r = spawnSync(cmd, args, { cwd: project, encoding: "utf8", timeout: 540_000 });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), "cdrapi-install-"));
  packed = packAll(repo, join(project, "tarballs"));
  const deps = Object.fromEntries(packed.map((p) => [p.name, `file:${p.tarball}`]));
  writeFileSync(
    join(project, "package.json"),
    // overrides: the packages' own ranges on each other (^0.1.0) resolve to these tarballs too.
    JSON.stringify({ name: "scratch", private: true, dependencies: deps, overrides: deps }, null, 2),
  );
  const records = JSON.stringify([record(1), record(2), record(3)]);
  writeFileSync(
    join(project, "esm.mjs"),
    `import * as mock from "@cdrapi/mock-server";\nimport * as rep from "@cdrapi/reporting";\nimport * as engine from "@cdrapi/reporting/bulk";\nimport * as cmp from "@cdrapi/compute";\n${body(records)}`,
  );
  writeFileSync(
    join(project, "cjs.cjs"),
    `const mock = require("@cdrapi/mock-server");\nconst rep = require("@cdrapi/reporting");\nconst engine = require("@cdrapi/reporting/bulk");\nconst cmp = require("@cdrapi/compute");\n(async () => {${body(records)}})().catch((e) => { console.error(e); process.exit(1); });`,
  );
  const install = run("npm", ["install", "--no-audit", "--no-fund", "--ignore-scripts", "--loglevel=error"]);
  if (install.code !== 0) throw new Error(`npm install failed:\n${install.out}`);
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

describe("tarballs installed with npm", () => {
  test("packs every publishable package", () => {
    expect(packed.map((p) => p.name).sort()).toEqual(
      [
        "@cdrapi/account",
        "@cdrapi/billing",
        "@cdrapi/cli",
        "@cdrapi/compute",
        "@cdrapi/core",
        "@cdrapi/domains",
        "@cdrapi/mock-server",
        "@cdrapi/reporting",
        "@cdrapi/services",
        "@cdrapi/support",
      ].sort(),
    );
  });

  test.each([
    ["ESM", "esm.mjs"],
    ["CJS", "cjs.cjs"],
  ])("%s: the reference server answers the reporting and compute clients", (_kind, script) => {
    const r = run(process.execPath, [script]);
    if (r.code !== 0) throw new Error(`${script} failed:\n${r.out}`);
    const out = JSON.parse(r.out.trim().split("\n").pop() ?? "{}");
    expect(out).toMatchObject({ result: "SUCCESS", added: 3, total: 3 });
    expect(out.specs[0]).toMatch(/^sha256-[0-9a-f]{64}$/);
    expect(out.specs[1]).toMatch(/^sha256-[0-9a-f]{64}$/);
    expect(out.specs[2]).toBe("function");
    expect(out.resources).not.toBe("undefined");
  });
});

// `cdrapi domains|places|vm ...` in-process against the reference server.

import { DEMO_REGISTRAR, DEMO_USER, type MockServer, startMockServer } from "@cdrapi/mock-server";
import { generateExport } from "@cdrapi/test-helpers/sample-export";
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { EXIT } from "../src/exit-codes.js";
import { cdrapi, serverEnv, tempDir, writeCsv } from "./helpers/cli.js";

let server: MockServer;
let env: Record<string, string>;
let cleanup: () => Promise<void>;
const records = generateExport(40, 11);

beforeAll(async () => {
  server = await startMockServer({ port: 0 });
  env = serverEnv(server);
  const temp = await tempDir();
  cleanup = temp.cleanup;
  const csv = await writeCsv(temp.dir, "domains.csv", records);
  expect((await cdrapi(["reports", "upload", csv, "--no-progress"], { env })).code).toBe(0);
});
afterAll(async () => {
  await server.close();
  await cleanup();
});

describe("domains", () => {
  test("list: a table of every domain", async () => {
    const run = await cdrapi(["domains", "list"], { env });
    expect(run.code).toBe(EXIT.OK);
    expect(run.stdout).toContain("domainName");
    for (const r of records.slice(0, 5)) expect(run.stdout).toContain(r.domainName);
  });

  test("list --json", async () => {
    const run = await cdrapi(["domains", "list", "--json"], { env });
    expect(JSON.parse(run.stdout)).toHaveLength(records.length);
  });

  test("get NAME: one record", async () => {
    const name = records[3]!.domainName;
    const run = await cdrapi(["domains", "get", name], { env });
    expect(run.code).toBe(EXIT.OK);
    expect(run.stdout).toMatch(new RegExp(`│ ownerName +│ ${records[3]!.ownerName} +│`));
  });

  test("get an unknown name: exit 1 (it does not exist: no retry helps), one line and a hint", async () => {
    const run = await cdrapi(["domains", "get", "khong-co.com"], { env });
    expect(run.code).toBe(EXIT.INVALID_INPUT);
    expect(run.stderr.trim().split("\n")[0]).toMatch(/^error: 404/);
    expect(run.stderr).toMatch(/^hint: check the name or id/m);
  });
});

describe("places", () => {
  test.each([
    [["places", "provinces"], "Thành phố Hồ Chí Minh"],
    [["places", "countries"], "Viet Nam"],
    [["places", "districts", "--province", "79"], "Quận 1"],
    [["places", "wards", "--district", "760"], "Phường Bến Nghé"],
    [["places", "wards"], "Phường Phúc Xá"],
  ])("%j", async (args, expected) => {
    const run = await cdrapi(args, { env });
    expect(run.code).toBe(EXIT.OK);
    expect(run.stdout).toContain(expected);
  });
});

describe("vm", () => {
  test("resources SERVICE_ID: a table (login from the environment)", async () => {
    const run = await cdrapi(["vm", "resources", "1201"], { env });
    expect(run.code).toBe(EXIT.OK);
    expect(run.stdout).toMatch(/^memory +MB +8192 +2048 +6144$/m);
  });

  test("list SERVICE_ID --json", async () => {
    const run = await cdrapi(["vm", "list", "1201", "--json"], { env });
    expect(run.code).toBe(EXIT.OK);
    expect(JSON.parse(run.stdout).vms.map((vm: { id: string }) => vm.id)).toEqual(["vm-10", "vm-11"]);
  });

  test("a wrong password: exit 3, the secret printed nowhere", async () => {
    const secret = "not-the-pässword-77";
    const run = await cdrapi(["vm", "list", "1201", "--verbose"], {
      env: { ...env, CDRAPI_COMPUTE_PASSWORD: secret },
    });
    expect(run.code).toBe(EXIT.AUTH);
    expect(`${run.stdout}${run.stderr}`).not.toContain(secret);
  });

  test("a bad token: exit 3", async () => {
    const run = await cdrapi(["vm", "resources", "1201"], {
      env: { CDRAPI_COMPUTE_URL: server.url, CDRAPI_COMPUTE_TOKEN: "tok-not-issued" },
    });
    expect(run.code).toBe(EXIT.AUTH);
    expect(run.stderr).not.toContain("tok-not-issued");
  });

  test("--username and --password-stdin", async () => {
    const run = await cdrapi(
      ["vm", "resources", "1201", "--username", DEMO_USER.username, "--password-stdin"],
      {
        env: { CDRAPI_COMPUTE_URL: server.url },
        stdin: DEMO_USER.password,
      },
    );
    expect(run.code).toBe(EXIT.OK);
  });
});

test("the registrar's credentials never reach the compute API and vice versa", async () => {
  const run = await cdrapi(["vm", "list", "1201"], {
    env: { CDRAPI_COMPUTE_URL: server.url, CDRAPI_REPORTING_USERNAME: DEMO_REGISTRAR.username },
  });
  expect(run.code).toBe(EXIT.USAGE);
});

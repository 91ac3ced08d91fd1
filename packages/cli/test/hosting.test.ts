// What a hosting customer scripts, each command against the reference server's HostBill
// account (its fixtures), and `cdrapi api` calling an operation of every package with the
// right credentials.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fixtures, type MockServer, startMockServer } from "@cdrapi/mock-server";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "@jest/globals";
import { allOperations, GROUPS } from "../src/api/groups.js";
import { EXIT } from "../src/exit-codes.js";
import { cdrapi, serverEnv, spawnCdrapi } from "./helpers/cli.js";

let server: MockServer;
let env: Record<string, string>;
const { services, vms, domain, invoices, ticket } = fixtures;

beforeAll(async () => {
  server = await startMockServer({ port: 0 });
  env = serverEnv(server);
});
afterAll(() => server.close());
afterEach(() => server.reset());

/** A message of 16 MiB and one byte, in a folder of this test file's (removed after it). */
const folder = mkdtempSync(join(tmpdir(), "cdrapi-body-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
function bigFile(): string {
  const path = join(folder, "message.txt");
  writeFileSync(path, Buffer.alloc(16 * 1024 * 1024 + 1, "a"));
  return path;
}

const ok = async (args: string[], stdin?: string) => {
  const run = await cdrapi(args, { env, ...(stdin === undefined ? {} : { stdin }) });
  expect(run.stderr).toBe("");
  expect(run.code).toBe(EXIT.OK);
  return run.stdout;
};

describe("hosting commands: a table, or JSON with --json", () => {
  test.each([
    [["services", "list"], new RegExp(`^${services.cloud} +\\S+`, "m")],
    [["services", "details", services.cloud], /│ status +│ Active +│/],
    [["vm", "list", services.cloud], new RegExp(`^${vms.running} +`, "m")],
    [["vm", "details", services.cloud, vms.running], new RegExp(`│ id +│ ${vms.running} +│`)],
    [["vm", "console", services.cloud, vms.running, "--json"], /\{/],
    [["my-domains", "list"], new RegExp(`^${domain.id} +${domain.name.replaceAll(".", "\\.")} `, "m")],
    [["my-domains", "details", domain.id], new RegExp(`│ name +│ ${domain.name.replaceAll(".", "\\.")} +│`)],
    [["my-domains", "nameservers", domain.id, "--json"], /ns1\.example\.vn/],
    [["dns", "list", domain.id], /^index|^\S+ +\S+/m],
    [["invoices", "list"], new RegExp(`^${invoices.paid} +`, "m")],
    [["invoices", "details", invoices.unpaid, "--json"], /"Unpaid"/],
    [["tickets", "list"], new RegExp(`${ticket}`)],
  ])("%j", async (args, expected) => {
    expect(await ok(args)).toMatch(expected);
  });

  test("vm stop, start, reboot, reset: each answered, the VM's state follows", async () => {
    await ok(["vm", "stop", services.cloud, vms.running]);
    expect(
      JSON.stringify(JSON.parse(await ok(["vm", "details", services.cloud, vms.running, "--json"]))),
    ).toMatch(/stop/i);
    await ok(["vm", "start", services.cloud, vms.running]);
    await ok(["vm", "reboot", services.cloud, vms.running]);
    await ok(["vm", "reset", services.cloud, vms.running]);
  });

  test("services cancel and renew", async () => {
    await ok(["services", "cancel", services.hosting, "--reason", "moving", "--json"]);
    await ok(["services", "renew", services.cloud, "--json"]);
  });

  test("dns add, update, remove: seen by dns list", async () => {
    await ok(["dns", "add", domain.id, "--name", "shop", "--type", "A", "--content", "203.0.113.99"]);
    const records = JSON.parse(await ok(["dns", "list", domain.id, "--json"]));
    const text = JSON.stringify(records);
    expect(text).toContain("203.0.113.99");
    const list: Record<string, unknown>[] = Array.isArray(records)
      ? records
      : (Object.values(records).find(Array.isArray) as Record<string, unknown>[]);
    const added = list.findIndex((r) => JSON.stringify(r).includes("203.0.113.99"));
    const index = String(list[added]!.index ?? list[added]!.id ?? added);
    await ok(["dns", "update", domain.id, index, "--content", "203.0.113.100"]);
    expect(await ok(["dns", "list", domain.id, "--json"])).toContain("203.0.113.100");
    await ok(["dns", "remove", domain.id, index]);
    expect(await ok(["dns", "list", domain.id, "--json"])).not.toContain("203.0.113.100");
  });

  test("a DNS service's zone (--service): add with --ttl, update the TTL by the record's id, remove (the real executable)", async () => {
    const zone = ["7001", "--service", services.dns];
    const run = async (args: string[]) => {
      const result = await spawnCdrapi(args, { env });
      expect(result.stderr).toBe("");
      expect(result.code).toBe(EXIT.OK);
      return result.stdout;
    };
    const recordOf = async () => {
      const answer = JSON.parse(await run(["dns", "list", ...zone, "--json"])) as {
        records: Record<string, unknown>[];
      };
      return answer.records.find((r) => r.content === "203.0.113.77");
    };
    await run([
      "dns",
      "add",
      ...zone,
      "--name",
      "api",
      "--type",
      "A",
      "--content",
      "203.0.113.77",
      "--ttl",
      "300",
    ]);
    const added = await recordOf();
    expect(added?.ttl).toBe(300);
    await run(["dns", "update", zone[0]!, String(added!.id), "--service", services.dns, "--ttl", "600"]);
    expect((await recordOf())?.ttl).toBe(600);
    await run(["dns", "remove", zone[0]!, String(added!.id), "--service", services.dns]);
    expect(await recordOf()).toBeUndefined();
  });

  test("invoices details: the invoice's fields as a table, its items (and any nested part) as their own sections (the real executable)", async () => {
    const run = await spawnCdrapi(["invoices", "details", invoices.unpaid], { env });
    expect(run.code).toBe(EXIT.OK);
    expect(run.stdout).toMatch(/│ status +│ Unpaid +│/);
    // The items as a table of their own under their name, not a cell of JSON.
    expect(run.stdout).toMatch(
      /^items:\nid +invoice_id +type +description .*\n[- ]+\n1 +\d+ +\w+ +Cloud VPS Hà Nội/m,
    );
    expect(run.stdout).toMatch(/^client:\n┌─+┬─+┐\n│ id +│ \d+ +│/m);
    expect(run.stdout).not.toMatch(/\[\{"description"/);
    const widest = Math.max(...run.stdout.split("\n").map((l) => l.length));
    expect(widest).toBeLessThan(120);
  });

  test("my-domains nameservers --set, autorenew off, renew", async () => {
    await ok(["my-domains", "nameservers", domain.id, "--set", "ns1.moi.vn,ns2.moi.vn"]);
    expect(await ok(["my-domains", "nameservers", domain.id, "--json"])).toContain("ns1.moi.vn");
    await ok(["my-domains", "autorenew", domain.id, "off"]);
    expect(await ok(["my-domains", "autorenew", domain.id, "--json"])).toMatch(/"autorenew": ("0"|0|false)/);
    await ok(["my-domains", "renew", domain.id, "--years", "2", "--json"]);
  });

  test("tickets open (body from stdin), reply, close", async () => {
    const opened = JSON.parse(
      await ok(
        [
          "tickets",
          "open",
          "--department",
          fixtures.departments.support,
          "--subject",
          "VM down",
          "--body-file",
          "-",
          "--json",
        ],
        "vm-10 does not boot\n",
      ),
    );
    const number = String(
      opened.ticket_number ?? opened.number ?? Object.values(opened).find((v) => /^\d+$/.test(String(v))),
    );
    expect(await ok(["tickets", "list", "--json"])).toContain("VM down");
    await ok(["tickets", "reply", number, "--body", "Still down"]);
    await ok(["tickets", "close", number]);
  });

  test.each([
    [["dns", "add", domain.id, "--name", "x"], /a record needs --type, --content/],
    [
      ["dns", "add", domain.id, "--name", "x", "--type", "A", "--content", "203.0.113.1", "--ttl", "300"],
      /--ttl needs --service SERVICE_ID: a domain's own DNS records take no TTL/,
    ],
    [["my-domains", "nameservers", domain.id, "--set", "ns1.only.vn"], /at least two nameservers/],
    [["my-domains", "autorenew", domain.id, "maybe"], /on or off/],
    [["tickets", "reply", ticket], /--body TEXT or --body-file FILE/],
  ])("usage errors before any request: %j", async (args, message) => {
    const before = server.requestLog.length;
    const run = await cdrapi(args, { env });
    expect(run.code).toBe(EXIT.USAGE);
    expect(run.stderr).toMatch(message);
    expect(server.requestLog.length).toBe(before);
  });

  test.each([
    ["a device that never ends", () => "/dev/zero", /not a regular file/],
    ["a file over 16 MiB", () => bigFile(), /16 MiB/],
  ])("tickets reply --body-file, %s: exit 1 before any request", async (_, file, message) => {
    const before = server.requestLog.length;
    const run = await cdrapi(["tickets", "reply", ticket, "--body-file", file()], { env });
    expect(run.code).toBe(EXIT.INVALID_INPUT);
    expect(run.stderr).toMatch(message);
    expect(server.requestLog.length).toBe(before);
  });

  test("an unknown service: exit 1 with a hint", async () => {
    const run = await cdrapi(["services", "details", fixtures.unknownId], { env });
    expect(run.code).toBe(EXIT.INVALID_INPUT);
    expect(run.stderr).toMatch(/^hint: check the name or id/m);
  });
});

describe("cdrapi api OPERATION_ID", () => {
  const CALLS: Record<string, [string[], RegExp]> = {
    reporting: [["getAllListOfWardsByDistrictIdUsingGET", "--param", "districtId=760"], /Phường Bến Nghé/],
    account: [["Client area_userDetails"], /demo-user@example\.vn/],
    compute: [["Cloud Virtual Machine_listVms", "-p", `id=${services.cloud}`], new RegExp(vms.running)],
    services: [["Services_list"], new RegExp(`"${services.cloud}"`)],
    domains: [["Domains_list"], new RegExp(domain.name.replaceAll(".", "\\."))],
    billing: [["Billing_listInvoices"], new RegExp(invoices.paid)],
    support: [["Support_getTicket", "-p", `number=${ticket}`], /Cannot reach web-01/],
  };

  test("every package is covered", () => {
    expect(Object.keys(CALLS).sort()).toEqual(GROUPS.map((g) => g.name).sort());
  });

  test.each(Object.entries(CALLS))("%s", async (_group, [args, expected]) => {
    const stdout = await ok(["api", ...args]);
    expect(stdout).toMatch(expected);
    expect(() => JSON.parse(stdout)).not.toThrow();
  });

  test("a body from standard input (POST)", async () => {
    const body = JSON.stringify({
      subject: "From cdrapi api",
      body: "Hello",
      dept_id: fixtures.departments.support,
    });
    await ok(["api", "Support_createTicket", "--body", "-"], body);
    expect(await ok(["tickets", "list", "--json"])).toContain("From cdrapi api");
  });

  test("each operation uses its own group's credentials", async () => {
    const noCompute = { ...env, CDRAPI_COMPUTE_PASSWORD: "wrong" };
    expect((await cdrapi(["api", "getAllListOfProvincesUsingGET"], { env: noCompute })).code).toBe(EXIT.OK);
    expect((await cdrapi(["api", "Services_list"], { env: noCompute })).code).toBe(EXIT.AUTH);
  });

  test.each([
    [["api", "getAllListOfWardsByDistrictIdUsingGET"], /needs \{districtId\}/],
    [["api", "Services_lst"], /unknown operation "Services_lst"/],
    [["api", "listvms"], /did you mean Cloud Virtual Machine_listVms/],
    [["api", "Services_list", "--param", "oops"], /use key=value/],
  ])("usage errors: %j", async (args, message) => {
    const run = await cdrapi(args, { env });
    expect(run.code).toBe(EXIT.USAGE);
    expect(run.stderr).toMatch(message);
  });

  test("a body that is not JSON: exit 1", async () => {
    const run = await cdrapi(["api", "Support_createTicket", "--body", "-"], { env, stdin: "{nope" });
    expect(run.code).toBe(EXIT.INVALID_INPUT);
    expect(run.stderr).toMatch(/is not JSON/);
  });

  test("--list names every operation of every package", async () => {
    const rows = (await ok(["api", "--list", "-o", "ndjson"]))
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(rows).toHaveLength(allOperations().length);
    expect(new Set(rows.map((r) => r.package))).toEqual(new Set(GROUPS.map((g) => g.name)));
  });
});

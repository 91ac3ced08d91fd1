// `cdrapi api` as `gh api` users expect it: an operation by its operationId, its SDK name or
// `METHOD /path`; ids after the name; -f/-F fields typed like gh's; -H; --input; --include.
// Against the reference server (in-process runs, and the real executable for each form), and a
// node:http server for the exact headers sent and answered.
import { once } from "node:events";
import { writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { fixtures, type MockServer, startMockServer } from "@cdrapi/mock-server";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "@jest/globals";
import { allOperations, sdkNamesOf } from "../src/api/groups.js";
import { operationNames } from "../src/commands/api.js";
import { EXIT } from "../src/exit-codes.js";
import { cdrapi, serverEnv, spawnCdrapi, tempDir } from "./helpers/cli.js";

let server: MockServer;
let env: Record<string, string>;
let dir: string;
let cleanup: () => Promise<void>;
const { services, vms, ticket, departments } = fixtures;

beforeAll(async () => {
  server = await startMockServer({ port: 0 });
  env = serverEnv(server);
  ({ dir, cleanup } = await tempDir());
});
afterAll(async () => {
  await server.close();
  await cleanup();
});
afterEach(() => server.reset());

const last = () => server.requestLog.at(-1)!;

describe("one operation, named four ways", () => {
  test.each([
    [["vms.reboot", services.cloud, vms.running]],
    [["compute.vms.reboot", services.cloud, vms.running]],
    [["Cloud Instance_reboot", "-f", `id=${services.cloud}`, "-f", `vmid=${vms.running}`]],
    [["Cloud Instance_reboot", "-f", `serviceId=${services.cloud}`, "-F", `vmId=${vms.running}`]],
    [["POST", `/service/${services.cloud}/vms/${vms.running}/reboot`]],
    [[`POST /service/${services.cloud}/vms/${vms.running}/reboot`]],
    [["/service/{id}/vms/{vmid}/reboot", "-X", "post", "-f", `id=${services.cloud}`, vms.running]],
  ])("%j", async (args) => {
    const run = await cdrapi(["api", ...args], { env });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(EXIT.OK);
    expect(JSON.parse(run.stdout)).toEqual(expect.objectContaining({ status: true }));
    expect(last()).toEqual(
      expect.objectContaining({ method: "POST", path: "/service/{id}/vms/{vmid}/reboot" }),
    );
  });

  test("a path alone is its one method, else GET; its query after ?", async () => {
    const run = await cdrapi(["api", "/invoice?page=1", "-o", "ndjson"], { env });
    expect(run.code).toBe(EXIT.OK);
    expect(run.stdout).toContain(fixtures.invoices.paid);
    expect(last()).toEqual(expect.objectContaining({ method: "GET", path: "/invoice" }));
  });

  test("every SDK name comes from the generated index: each names its operation", () => {
    const names = operationNames();
    for (const operation of allOperations()) {
      expect(names).toContain(operation.operationId);
      for (const name of sdkNamesOf(operation)) expect(names).toContain(name);
    }
    expect(names).toContain("vms.reboot");
    expect(names).toContain("compute.vms.reboot");
    expect(names.filter((name) => name.includes(" ")).length).toBeGreaterThan(50);
  });
});

describe("fields", () => {
  test("-f strings and -F typed values make the JSON body of a POST", async () => {
    const message = join(dir, "message.txt");
    writeFileSync(message, "vm-10 does not boot");
    const run = await cdrapi(
      [
        "api",
        "tickets.create",
        "-f",
        "subject=From -f",
        "-F",
        `body=@${message}`,
        "-f",
        `dept_id=${departments.support}`,
      ],
      { env, cwd: dir },
    );
    expect(run.stderr).toBe("");
    expect(run.code).toBe(EXIT.OK);
    const list = await cdrapi(["tickets", "list", "--json"], { env });
    expect(list.stdout).toContain("From -f");
  });

  test("-F types true, false, null and integers as JSON (a string field stays a string)", async () => {
    // dept_id must be a string: -F makes 1 a number, and the server says so.
    const run = await cdrapi(
      ["api", "tickets.create", "-f", "subject=x", "-f", "body=y", "-F", `dept_id=${departments.support}`],
      { env },
    );
    expect(run.code).toBe(EXIT.INVALID_INPUT);
    expect(run.stderr).toMatch(/dept_id: must be string/);
  });

  test("--input - is the body; fields then go to the query", async () => {
    const body = JSON.stringify({ subject: "From --input", body: "Hello", dept_id: departments.support });
    const run = await cdrapi(["api", "tickets.create", "--input", "-"], { env, stdin: body });
    expect(run.code).toBe(EXIT.OK);
    expect((await cdrapi(["tickets", "list", "--json"], { env })).stdout).toContain("From --input");
  });

  test.each([
    [["vms.reboot", services.cloud], /needs \{vmid\}: give it after the name, or as -f vmid=/],
    [["vms.reboot", "1", "2", "3"], /"3" is one too many/],
    [["vms.rebot"], /unknown operation "vms.rebot"/],
    [["listvms"], /did you mean .*listVms/],
    [["Services_list", "-f", "oops"], /-f oops: use key=value/],
    [["Services_list", "-H", "no colon"], /--header: use 'Name: value'/],
    [["Services_list", "-X", "GET"], /-X\/--method goes with a \/path/],
  ])("usage errors: %j", async (args, message) => {
    const run = await cdrapi(["api", ...args], { env });
    expect(run.stderr).toMatch(message);
    expect(run.code).toBe(EXIT.USAGE);
  });
});

describe("-H and --include on the wire", () => {
  let wire: Server;
  let seen: IncomingHttpHeaders | undefined;
  let seenUrl: string | undefined;
  beforeAll(async () => {
    wire = createServer((request, response) => {
      seen = request.headers;
      seenUrl = request.url;
      response.setHeader("set-cookie", "session=s3cr3t-cookie; HttpOnly");
      response.setHeader("x-request-id", "req-42");
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ services: [] }));
    });
    wire.listen(0, "127.0.0.1");
    await once(wire, "listening");
  });
  afterAll(() => new Promise<void>((done) => wire.close(() => done())));
  const wireEnv = () => ({
    CDRAPI_COMPUTE_URL: `http://127.0.0.1:${(wire.address() as AddressInfo).port}`,
    CDRAPI_COMPUTE_TOKEN: "tok-secret-1",
  });

  test.each([
    [["/invoice?page=2"], "/invoice?page=2"],
    [["invoices.list", "-F", "page=2"], "/invoice?page=2"],
    [["Billing_listInvoices", "-p", "page=2", "-p", "page=3"], "/invoice?page=2&page=3"],
  ])("a field of an operation without a body goes to the query: %j", async (args, url) => {
    const run = await cdrapi(["api", ...args], { env: wireEnv() });
    expect(run.code).toBe(EXIT.OK);
    expect(seenUrl).toBe(url);
  });

  test("the header is sent; the status line and headers print first, the cookie redacted", async () => {
    const run = await cdrapi(["api", "Services_list", "-H", "X-Trace: abc 123", "--include"], {
      env: wireEnv(),
    });
    expect(run.code).toBe(EXIT.OK);
    expect(seen?.["x-trace"]).toBe("abc 123");
    const [head, body] = run.stdout.split("\n\n");
    expect(head).toMatch(/^HTTP\/1\.1 200 OK\n/);
    expect(head).toMatch(/^x-request-id: req-42$/m);
    expect(head).toMatch(/^set-cookie: /m);
    expect(run.stdout).not.toContain("s3cr3t-cookie");
    expect(JSON.parse(body!)).toEqual({ services: [] });
  });
});

describe("the real executable", () => {
  test.each([
    [["api", "vms.reboot", services.cloud, vms.running], /"status": true/],
    [["api", "GET", `/tickets/${ticket}`, "--include"], /^HTTP\/1\.1 200 OK$/m],
    [["api", "Support_getTicket", "-f", `number=${ticket}`], /Cannot reach web-01/],
  ])("%j", async (args, expected) => {
    const run = await spawnCdrapi(args, { env });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(EXIT.OK);
    expect(run.stdout).toMatch(expected);
  });
});

test("--include on an error answer: its head, then its body, on stdout; the error on stderr (the real executable)", async () => {
  const run = await spawnCdrapi(["api", "GET", "/tickets/no-such-ticket", "--include"], { env });
  expect(run.code).toBe(EXIT.INVALID_INPUT);
  const [head, body] = run.stdout.split("\n\n");
  expect(head).toMatch(/^HTTP\/1\.1 404 Not Found$/m);
  expect(JSON.parse(body!)).toMatchObject({ error: expect.anything() });
  expect(run.stderr).toMatch(/^error: /);
});

// `cdrapi mcp` as an assistant meets it: the real executable over stdio, driven by the MCP SDK's
// own client, against the reference server (which counts the requests it gets) and a server
// that echoes credentials back.
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DEMO_USER } from "@cdrapi/mock-server";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "@jest/globals";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { answerText, MAX_ANSWER_CHARS } from "../src/mcp/invoke.js";
import { toolsFor } from "../src/mcp/tools.js";
import { BIN, spawnCdrapi, tempDir, useCliFixture } from "./helpers/cli.js";

const fx = useCliFixture();
let folder: { dir: string; cleanup: () => Promise<void> };
beforeAll(async () => {
  folder = await tempDir();
});
afterAll(() => folder.cleanup());

const open: Client[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close()));
});

/** All `cdrapi mcp` wrote on stderr, by client: known once the process has ended. */
const stderrOf = new WeakMap<Client, Promise<string>>();

/** `cdrapi [...globals] mcp ...args` started as a child process, and an MCP client connected to it. */
async function connect(
  args: string[] = [],
  env: Record<string, string> = fx.env,
  globals: string[] = [],
): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, ...globals, "mcp", "--audit-log", join(folder.dir, "audit.jsonl"), ...args],
    env: { PATH: process.env.PATH ?? "", ...env },
    stderr: "pipe",
  });
  let stderr = "";
  const ended = new Promise<string>((resolve) => {
    transport.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    transport.stderr?.on("end", () => resolve(stderr));
  });
  const client = new Client({ name: "test-assistant", version: "1.0.0" });
  await client.connect(transport);
  stderrOf.set(client, ended);
  open.push(client);
  return client;
}

interface ToolAnswer {
  text: string;
  isError: boolean;
}

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<ToolAnswer> {
  const result = (await client.callTool({ name, arguments: args })) as {
    content: { type: string; text: string }[];
    isError?: boolean;
  };
  return { text: result.content.map((part) => part.text).join("\n"), isError: result.isError === true };
}

const json = (answer: ToolAnswer) => JSON.parse(answer.text);

describe("tools", () => {
  test("reads only by default; the write tools appear only when allowed, destructive ones marked so", async () => {
    const readOnly = await connect();
    const names = (await readOnly.listTools()).tools.map((tool) => tool.name);
    expect(names).toEqual(["find_operations", "describe_operation", "call_read_operation", "vm_state"]);
    for (const tool of (await readOnly.listTools()).tools) expect(tool.annotations?.readOnlyHint).toBe(true);

    const writer = await connect(["--allow-writes", "domains", "--allow-destructive", "compute.vms.destroy"]);
    const tools = (await writer.listTools()).tools;
    expect(tools.find((tool) => tool.name === "call_write_operation")?.annotations).toMatchObject({
      readOnlyHint: false,
      destructiveHint: false,
    });
    const destructive = tools.find((tool) => tool.name === "call_destructive_operation");
    expect(destructive?.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    expect(destructive?.description).toContain("compute.vms.destroy");
  });

  test.each([
    ["which of my VMs are stopped", "compute.vms.list"],
    ["add a dns record", "domains.dns.createRecord"],
    ["unpaid invoices", "billing.invoices.list"],
    ["open a support ticket", "support.tickets.create"],
  ])("find_operations finds %j: %s", async (words, operation) => {
    const client = await connect();
    const found = json(await call(client, "find_operations", { query: words }));
    expect(found.map((op: { operation: string }) => op.operation)).toContain(operation);
  });

  test("registrar uploads and merges, logins and sessions are never offered, nor allowed by any option", async () => {
    const client = await connect();
    const found = json(
      await call(client, "find_operations", { query: "upload merge maintain domain report", limit: 20 }),
    );
    const names = found.map((op: { operation: string }) => op.operation);
    expect(names).not.toContain("reporting.reports.uploadMaintainDomains");
    expect(names).not.toContain("reporting.reports.mergeSubLists");
    const status = json(await call(client, "find_operations", { query: "report status" }));
    expect(status.map((op: { operation: string }) => op.operation)).toContain("reporting.reports.getStatus");
    for (const name of [
      "reporting.reports.uploadMaintainDomains",
      "reporting.reports.mergeSubLists",
      "account.auth.login",
    ]) {
      const run = await spawnCdrapi(["mcp", "--allow-writes", name], { env: fx.env });
      expect(run.code).toBe(2);
      expect(run.stderr).toContain("never through MCP");
    }
  });
});

describe("calls", () => {
  test("lists read bounded, say when there were more, and every group shares one login", async () => {
    const client = await connect();
    const all = json(
      await call(client, "call_read_operation", {
        operation: "compute.vms.list",
        arguments: { path: { serviceId: "1201" } },
      }),
    );
    expect(all.items.map((vm: { id: string }) => vm.id)).toEqual(["vm-10", "vm-11"]);
    expect(all.more).toBe(false);
    const one = json(
      await call(client, "call_read_operation", {
        operation: "vms.list",
        arguments: { path: { serviceId: 1201 } },
        limit: 1,
      }),
    );
    expect(one).toMatchObject({ items: [{ id: "vm-10" }], more: true });
    const provinces = json(
      await call(client, "call_read_operation", { operation: "reporting.places.listProvinces", limit: 5 }),
    );
    expect(provinces).toMatchObject({ more: true });
    expect(provinces.items).toHaveLength(5);
    const invoices = json(await call(client, "call_read_operation", { operation: "billing.invoices.list" }));
    expect(invoices.items.length).toBeGreaterThan(0);
    expect(fx.server.requestCount("POST", "/login")).toBe(1);
  });

  test("a write is refused without the option and nothing is sent; allowed with it", async () => {
    const reboot = {
      operation: "compute.vms.reboot",
      arguments: { path: { serviceId: "1201", vmId: "vm-10" } },
    };
    const readOnly = await connect();
    const refused = await call(readOnly, "call_read_operation", reboot);
    expect(refused.isError).toBe(true);
    expect(refused.text).toContain("--allow-writes compute");
    const noTool = await call(readOnly, "call_write_operation", reboot);
    expect(noTool.isError).toBe(true);
    expect(fx.server.requestCount("POST", "/service/{id}/vms/{vmid}/reboot")).toBe(0);

    const writer = await connect(["--allow-writes", "compute.vms.reboot"]);
    const done = await call(writer, "call_write_operation", reboot);
    expect(done.isError).toBe(false);
    expect(fx.server.requestCount("POST", "/service/{id}/vms/{vmid}/reboot")).toBe(1);
  });

  test("a destructive write is refused unless named, even with its group's writes allowed", async () => {
    const destroy = {
      operation: "compute.vms.destroy",
      arguments: { path: { serviceId: "1201", vmId: "vm-11" } },
    };
    const groupWriter = await connect(["--allow-writes", "compute"]);
    const refused = await call(groupWriter, "call_write_operation", destroy);
    expect(refused.isError).toBe(true);
    expect(refused.text).toContain("--allow-destructive compute.vms.destroy");
    expect(fx.server.requestCount("DELETE", "/service/{id}/vms/{vmid}")).toBe(0);
    const wrongTool = await (await connect(["--allow-destructive", "compute.vms.destroy"])).callTool({
      name: "call_write_operation",
      arguments: destroy,
    });
    expect(wrongTool.isError).toBe(true);

    const named = await connect(["--allow-destructive", "compute.vms.destroy"]);
    const done = await call(named, "call_destructive_operation", destroy);
    expect(done.isError).toBe(false);
    expect(fx.server.requestCount("DELETE", "/service/{id}/vms/{vmid}")).toBe(1);
  });

  test.each([
    ["a missing path id", { path: {} }, "path: must have required property 'vmId'"],
    ["an empty id", { path: { serviceId: "", vmId: "vm-10" } }, "path.serviceId"],
    [
      "a field the document lacks",
      { path: { serviceId: "1201", vmId: "vm-10" }, body: {}, extra: 1 },
      'no field "extra"',
    ],
  ])("%s is refused before any request", async (_, args, problem) => {
    const client = await connect(["--allow-writes", "compute"]);
    const refused = await call(client, "call_write_operation", {
      operation: "compute.vms.reboot",
      arguments: args,
    });
    expect(refused.isError).toBe(true);
    expect(refused.text).toContain("nothing was sent");
    expect(refused.text).toContain(problem);
    expect(fx.server.requestCount("POST", "/service/{id}/vms/{vmid}/reboot")).toBe(0);
    expect(fx.server.requestCount("POST", "/login")).toBe(0);
  });

  test("it uses the profile's saved login: no password in its environment", async () => {
    const home: Record<string, string> = { ...fx.env, XDG_CONFIG_HOME: join(folder.dir, "config") };
    const login = await spawnCdrapi(["auth", "login", "--username", DEMO_USER.username, "--password-stdin"], {
      env: home,
      stdin: DEMO_USER.password,
    });
    expect(login.code).toBe(0);
    const { CDRAPI_COMPUTE_USERNAME: _u, CDRAPI_COMPUTE_PASSWORD: _p, ...withoutPassword } = home;
    const client = await connect([], withoutPassword);
    const vms = json(
      await call(client, "call_read_operation", {
        operation: "compute.vms.list",
        arguments: { path: { serviceId: "1201" } },
      }),
    );
    expect(vms.items).toHaveLength(2);
    expect(fx.server.requestCount("POST", "/login")).toBe(1); // auth login's, none of the server's
  });

  test("vm_state reads a VM's state, and waits for one the document lists", async () => {
    const client = await connect();
    expect(json(await call(client, "vm_state", { serviceId: "1201", vmId: "vm-11" }))).toMatchObject({
      status: "stopped",
    });
    expect(
      json(await call(client, "vm_state", { serviceId: "1201", vmId: "vm-11", until: "stopped" })),
    ).toMatchObject({
      id: "vm-11",
    });
    const wrong = await call(client, "vm_state", { serviceId: "1201", vmId: "vm-11", until: "asleep" });
    expect(wrong.isError).toBe(true);
  });
});

test.each([
  ["a short answer", { a: 1 }, false],
  [
    "a list too long",
    { items: Array.from({ length: 500 }, (_, i) => ({ i, text: "x".repeat(500) })), more: false },
    true,
  ],
  ["an object too long", { text: "y".repeat(MAX_ANSWER_CHARS + 10) }, true],
])("%s: at most MAX_ANSWER_CHARS characters, and says when cut", (_, value, cut) => {
  const text = answerText(value);
  expect(text.length).toBeLessThanOrEqual(MAX_ANSWER_CHARS + 200);
  expect(/cut/.test(text)).toBe(cut);
  if (cut && "items" in value) expect(JSON.parse(text).more).toBe(true);
});

test("docs/mcp.md lists the tools as the server defines them", () => {
  const docs = fileURLToPath(new URL("../../../docs/mcp.md", import.meta.url));
  const policy = { writes: new Set(["domains"]), destructive: new Set(["services.services.cancel"]) };
  const list = toolsFor(policy)
    .map((tool) => {
      const args = Object.entries(tool.inputSchema.properties).map(
        ([name]) => `\`${name}\`${tool.inputSchema.required?.includes(name) ? "" : "?"}`,
      );
      const hints = Object.entries(tool.annotations)
        .filter(([, on]) => on)
        .map(([hint]) => hint);
      return `- **\`${tool.name}\`** (${args.join(", ")}; ${hints.join(", ") || "no hints"}): ${tool.description}`;
    })
    .join("\n");
  const text = readFileSync(docs, "utf8");
  const fresh = text.replace(/(<!-- tools:start -->\n)[\s\S]*?(<!-- tools:end -->)/, `$1${list}\n$2`);
  if (process.env.CDRAPI_WRITE_DOCS === "1") writeFileSync(docs, fresh);
  expect(text).toBe(fresh);
});

describe("no secret leaves", () => {
  const TOKEN = "mcp-token-zq~secret";
  let echo: Server;
  let echoUrl: string;
  beforeAll(async () => {
    // Answers every request with what it got, credentials included; a 500 for /service/9/vms.
    echo = createServer((request, response) => {
      const said = {
        authorization: request.headers.authorization,
        url: request.url,
        vms: [{ id: "vm-1", note: `token ${TOKEN}` }],
      };
      response.writeHead(request.url?.startsWith("/service/9/") ? 500 : 200, {
        "content-type": "application/json",
      });
      response.end(JSON.stringify(said));
    });
    await new Promise<void>((resolve) => echo.listen(0, "127.0.0.1", resolve));
    echoUrl = `http://127.0.0.1:${(echo.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => echo.close(resolve)));

  test("in tool results, errors and the audit log", async () => {
    const client = await connect(
      [],
      {
        XDG_STATE_HOME: folder.dir,
        CDRAPI_COMPUTE_URL: echoUrl,
        CDRAPI_COMPUTE_TOKEN: TOKEN,
      },
      ["-v"],
    );
    const read = await call(client, "call_read_operation", {
      operation: "compute.vms.get",
      arguments: { path: { serviceId: "1201", vmId: "vm-1" } },
    });
    const failed = await call(client, "call_read_operation", {
      operation: "compute.vms.get",
      arguments: { path: { serviceId: "9", vmId: "vm-1" } },
    });
    expect(read.isError).toBe(false);
    expect(failed.isError).toBe(true);
    expect(json(failed).error).toMatchObject({ status: 500 });
    await client.close();
    const stderr = await stderrOf.get(client)!;
    expect(stderr).toContain("attempt 1"); // -v logged the requests
    const audit = join(folder.dir, "audit.jsonl");
    const log = readFileSync(audit, "utf8");
    expect(statSync(audit).mode & 0o777).toBe(0o600);
    expect(log).toContain('"operationId":"Cloud Instance_getVm"');
    expect(log).toContain('"status":500');
    for (const text of [read.text, failed.text, log, stderr]) expect(text).not.toContain(TOKEN);
  });
});

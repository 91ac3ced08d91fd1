// What `cdrapi api` refuses before any request, through the real executable against a bare
// node:http server that records the raw request line: a path id the URL would resolve into
// another operation ("." or "..", written plainly or percent-encoded in a /path), a header with
// a line break, and a body or field read from a file that never ends, never starts or is too
// large. The ids it sends are percent-encoded once, as the SDK's named methods send them.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startServer, type TestServer } from "@cdrapi/test-helpers";
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { MAX_INPUT_BYTES } from "../src/api/read-input.js";
import { EXIT } from "../src/exit-codes.js";
import { spawnCdrapi, tempDir } from "./helpers/cli.js";

let server: TestServer;
let dir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  server = await startServer((res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ services: [], status: true }));
  });
  ({ dir, cleanup } = await tempDir());
});
afterAll(async () => {
  await server.close();
  await cleanup();
});

const env = () => ({ CDRAPI_COMPUTE_URL: server.url, CDRAPI_COMPUTE_TOKEN: "t" });

/** Runs `cdrapi api ...args`; returns the run and the requests the server got meanwhile. */
async function api(args: string[], stdin?: string) {
  const before = server.requests.length;
  const run = await spawnCdrapi(["api", ...args], { env: env(), stdin });
  return { ...run, sent: server.requests.slice(before) };
}

describe("path ids: the SDK's rule (no '.' or '..'), before any request", () => {
  const reboot = "Cloud Instance_reboot"; // POST /service/{id}/vms/{vmid}/reboot
  test.each([
    [[reboot, "1201", ".."], "{vmid}"],
    [[reboot, "1201", "."], "{vmid}"],
    [[reboot, "..", "vm-10"], "{id}"],
    [[reboot, "-f", "id=1201", "-f", "vmid=.."], "{vmid}"],
    [[reboot, "-F", "vmId=..", "1201"], "{vmid}"],
    [[reboot, "-p", "id=..", "vm-10"], "{id}"],
    [["vms.reboot", "1201", ".."], "{vmid}"],
    // DELETE /service/{id}/vms/{vmid}/ips/{ipid}: with vmid "..", another operation's path.
    [["Cloud Instance_removeIp", "1201", "..", "5"], "{vmid}"],
    [["POST", "/service/1201/vms/../reboot"], "{vmid}"],
    [["POST", "/service/1201/vms/./reboot"], "{vmid}"],
    [["POST", "/service/1201/vms/%2e%2e/reboot"], "{vmid}"],
    [["POST", "/service/1201/vms/%2E./reboot"], "{vmid}"],
    [["POST", "/service/1201/vms/.%2E/reboot"], "{vmid}"],
    [["POST", "/service/1201/vms/%2e/reboot"], "{vmid}"],
    [["POST /service/%2E%2E/vms/vm-10/reboot"], "{id}"],
  ])("%j: exit 2 naming %s, nothing sent", async (args, name) => {
    const run = await api(args);
    expect(run.stderr).toContain(`${name} must not be "." or ".."`);
    expect(run.code).toBe(EXIT.USAGE);
    expect(run.sent).toEqual([]);
  });

  test.each([
    [[reboot, "1201", ""], /needs \{vmid\}/],
    [[reboot, "-f", "id=1201", "-f", "vmid="], /needs \{vmid\}/],
    [["POST", "/service/1201/vms/%zz/reboot"], /"%zz" holds a % that is not a percent-escape/],
  ])("%j: exit 2, nothing sent", async (args, message) => {
    const run = await api(args);
    expect(run.stderr).toMatch(message);
    expect(run.code).toBe(EXIT.USAGE);
    expect(run.sent).toEqual([]);
  });

  test.each([
    [[reboot, "1201", "a/b"], "a%2Fb"],
    [[reboot, "1201", "a?b"], "a%3Fb"],
    [[reboot, "1201", "a#b"], "a%23b"],
    [[reboot, "1201", "50%"], "50%25"],
    [[reboot, "1201", "%2e%2e"], "%252e%252e"],
    [[reboot, "1201", "..."], "..."],
    [[reboot, "1201", "ví-dụ"], "v%C3%AD-d%E1%BB%A5"],
    [["POST", "/service/1201/vms/a%2Fb/reboot"], "a%2Fb"],
    [["POST", "/service/1201/vms/%252e%252e/reboot"], "%252e%252e"],
  ])("%j: sent as the id, percent-encoded once (%s)", async (args, encoded) => {
    const run = await api(args);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(EXIT.OK);
    expect(run.sent.map((r) => `${r.method} ${r.url}`)).toEqual([`POST /service/1201/vms/${encoded}/reboot`]);
  });
});

describe("-H: a header is sent as written or refused (exit 2) before any request", () => {
  const headers: [string, RegExp][] = [
    ["X-A: a\r\nX-Injected: b", /--header X-A: a header cannot hold a line break/],
    ["X-A: a\nb", /--header X-A: a header cannot hold a line break/],
    ["X-A: a\rb", /--header X-A: a header cannot hold a line break/],
    ["X-A: a\r\n", /--header X-A: a header cannot hold a line break/],
    ["\r\nX-A: a", /--header X-A: a header cannot hold a line break/],
    ["X-A\n: a", /--header X-A: a header cannot hold a line break/],
    ["X-A: 10 €", /--header X-A: not a valid header/],
    ["X A: b", /--header X A: not a valid header/],
    [": b", /--header: use 'Name: value'/],
  ];
  const forms = [["services.list"], ["services.list", "--paginate"]];
  test.each(
    forms.flatMap((form) => headers.map(([header, message]) => [form, header, message] as const)),
  )("%j -H %j", async (form, header, message) => {
    const run = await api([...form, "-H", header]);
    expect(run.stderr).toMatch(message);
    expect(run.stderr).not.toContain("Injected");
    expect(run.code).toBe(EXIT.USAGE);
    expect(run.sent).toEqual([]);
  });
});

describe("--input and -F key=@FILE: a regular file or standard input, at most MAX_INPUT_BYTES", () => {
  /** A JSON body of exactly `size` bytes. */
  const body = (size: number) => `{"a":"${"x".repeat(size - 8)}"}`;
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  const create = "tickets.create"; // POST /tickets, a JSON body

  test.each([
    ["--input /dev/urandom", () => ["--input", "/dev/urandom"]],
    ["-F body=@/dev/urandom", () => ["-F", "body=@/dev/urandom"]],
    ["--input FIFO (nobody writes it)", () => ["--input", fifo("in.fifo")]],
    ["-F body=@FIFO", () => ["-F", `body=@${fifo("field.fifo")}`]],
    ["--input FOLDER", () => ["--input", folder("folder")]],
  ])("%s: refused (exit 1) as not a regular file, nothing sent", async (_name, args) => {
    const run = await api([create, ...args()]);
    expect(run.stderr).toMatch(/is not a regular file \(a folder, device or pipe\)/);
    expect(run.code).toBe(EXIT.INVALID_INPUT);
    expect(run.sent).toEqual([]);
  });

  test.each([
    ["--input FILE", () => ["--input", file("big.json", body(MAX_INPUT_BYTES + 1))], undefined, "big.json"],
    [
      "-F body=@FILE",
      () => ["-F", `body=@${file("big.txt", "x".repeat(MAX_INPUT_BYTES + 1))}`],
      undefined,
      "big.txt",
    ],
    ["--input -", () => ["--input", "-"], body(MAX_INPUT_BYTES + 1), "standard input"],
    ["-F body=@-", () => ["-F", "body=@-"], "x".repeat(MAX_INPUT_BYTES + 1), "standard input"],
  ])("%s one byte over the limit: refused (exit 1), nothing sent", async (_name, args, stdin, what) => {
    const run = await api([create, ...args()], stdin);
    expect(run.stderr).toContain(`is larger than 16 MiB`);
    expect(run.stderr).toContain(what);
    expect(run.code).toBe(EXIT.INVALID_INPUT);
    expect(run.sent).toEqual([]);
  });

  test("--input FILE of exactly the limit is sent whole", async () => {
    const run = await api([create, "--input", file("limit.json", body(MAX_INPUT_BYTES))]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(EXIT.OK);
    expect(run.sent.map((r) => r.bodyBytes.length)).toEqual([MAX_INPUT_BYTES]);
  });

  function fifo(name: string): string {
    const path = join(dir, name);
    execFileSync("mkfifo", [path]);
    return path;
  }
  function folder(name: string): string {
    const path = join(dir, name);
    mkdirSync(path);
    return path;
  }
});

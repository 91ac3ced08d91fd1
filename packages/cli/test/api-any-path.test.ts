// `cdrapi api METHOD /path` for a path the document lacks (a provider's own endpoint), through
// the real executable against a node:http server that serves such paths: the answer printed as a
// named operation's, the login the path's group uses sent, a GET retried after a 503 and a POST
// not, no secret in any output (with --verbose, and errors that echo them), and a one-line
// notice on stderr that the path is not in the document.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { EXIT } from "../src/exit-codes.js";
import { spawnCdrapi } from "./helpers/cli.js";

const TOKEN = "tok-anypath-s3cret";
const PASSWORD = "pw-anypath-s3cret";

interface Seen {
  method: string;
  path: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let url: string;
const seen: Seen[] = [];

beforeAll(async () => {
  // Each path's attempts are counted: `.../flaky` answers 503 to its first attempt, then 200.
  const attempts = new Map<string, number>();
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on("end", () => {
      const path = new URL(request.url ?? "/", "http://x").pathname;
      seen.push({
        method: request.method ?? "",
        path,
        url: request.url ?? "",
        headers: request.headers,
        body,
      });
      const n = (attempts.get(`${request.method} ${path}`) ?? 0) + 1;
      attempts.set(`${request.method} ${path}`, n);
      const send = (status: number, value: unknown) => {
        response.writeHead(status, { "content-type": "application/json", "retry-after": "0" });
        response.end(JSON.stringify(value));
      };
      // An error echoes the credentials it got, as a careless server might (an answer's data
      // is printed as sent, as a named operation's is: a login's answer holds its tokens).
      const echo = request.headers.authorization ?? "";
      if (path.endsWith("/down") || (path.endsWith("/flaky") && n === 1))
        return send(503, { error: [`unavailable for ${echo}`] });
      send(200, { cpu: 42, disks: [{ id: 1, used: 10 }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const env = () => ({
  CDRAPI_COMPUTE_URL: url,
  CDRAPI_COMPUTE_TOKEN: TOKEN,
  CDRAPI_REPORTING_URL: url,
  CDRAPI_REPORTING_USERNAME: "registrar",
  CDRAPI_REPORTING_PASSWORD: PASSWORD,
});

/** `cdrapi api ...args --verbose`, and the requests the server got meanwhile. */
async function api(args: string[]) {
  const before = seen.length;
  const run = await spawnCdrapi(["api", ...args, "--verbose"], { env: env() });
  return { ...run, sent: seen.slice(before) };
}

const basic = `Basic ${Buffer.from(`registrar:${PASSWORD}`).toString("base64")}`;

describe("cdrapi api METHOD /path: a path the document lacks", () => {
  test.each([
    // [args, exit code, requests sent, the Authorization the server got]
    [["GET", "/service/1201/provider-stats"], EXIT.OK, 1, `Bearer ${TOKEN}`],
    [["/service/1201/provider-stats"], EXIT.OK, 1, `Bearer ${TOKEN}`],
    [["GET /service/1201/flaky"], EXIT.OK, 2, `Bearer ${TOKEN}`],
    [["POST", "/service/1201/flaky", "-f", "reason=test"], EXIT.SERVER, 1, `Bearer ${TOKEN}`],
    [["POST", "/service/1201/down"], EXIT.SERVER, 1, `Bearer ${TOKEN}`],
    [["GET", "/service/1201/down"], EXIT.SERVER, 3, `Bearer ${TOKEN}`],
    // A path under the registrar API's prefix takes its Basic credentials.
    [["GET", "/v1/registrars/provider-stats"], EXIT.OK, 1, basic],
    // A path of the document with a method it does not take is a provider's own too.
    [["DELETE", "/tickets"], EXIT.OK, 1, `Bearer ${TOKEN}`],
  ])("%j: exit %i after %i request(s), with its login", async (args, code, requests, authorization) => {
    const run = await api(args);
    expect({ code: run.code, requests: run.sent.length }).toEqual({ code, requests });
    for (const request of run.sent) expect(request.headers.authorization).toBe(authorization);
    // The notice: one line, before anything was sent.
    const words = args.join(" ").split(" ");
    const [method, path] = words[0]!.startsWith("/") ? ["GET", words[0]] : [words[0], words[1]];
    const notice = run.stderr.split("\n").filter((l) => l.includes("is not in the document"));
    expect(notice).toEqual([
      `${method} ${path} is not in the document: sent as written, with ${authorization === basic ? "the registrar's credentials" : "the HostBill login"}`,
    ]);
    // No secret anywhere, though the server echoes them and --verbose logs every request.
    for (const secret of [TOKEN, PASSWORD, basic.slice(6)])
      expect(run.stdout + run.stderr).not.toContain(secret);
    if (code === EXIT.OK) {
      expect(JSON.parse(run.stdout)).toMatchObject({ cpu: 42, disks: [{ id: 1, used: 10 }] });
    } else expect(run.stderr).toContain("503");
  });

  test("fields go to a POST's JSON body and a GET's query, -o table as a named operation's", async () => {
    const post = await api(["POST", "/service/1201/provider-reset", "-f", "reason=test", "-F", "force=true"]);
    expect(post.code).toBe(EXIT.OK);
    expect(JSON.parse(post.sent[0]!.body)).toEqual({ reason: "test", force: true });
    const get = await api(["GET", "/service/1201/provider-stats?window=1h", "-f", "unit=mb", "-o", "table"]);
    expect(get.code).toBe(EXIT.OK);
    expect(get.sent[0]!.url).toBe("/service/1201/provider-stats?window=1h&unit=mb");
    expect(get.stdout).toMatch(/id\s+used/);
  });

  test.each([
    [["GET", "/service/1201/../x"], /path: must be a path under the client's baseUrl/],
    [["GET", "/service/{id}/x"], /a \{name\} is filled only in a path of the document/],
    [
      ["GET", "/service/1201/x", "extra"],
      /GET \/service\/1201\/x takes 0 id\(s\) in its path; "extra" is one too many/,
    ],
  ])("%j: a usage error, nothing sent", async (args, error) => {
    const run = await api(args);
    expect(run.stderr).toMatch(error);
    expect({ code: run.code, sent: run.sent.length }).toEqual({ code: EXIT.USAGE, sent: 0 });
  });
});

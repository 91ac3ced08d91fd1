// The CLI against a server that cannot be trusted (#22, items 3 and 8), through the real
// executable, where users meet it: a server that echoes the credentials it was sent (the
// Authorization header, the decoded Basic pair, the password, the bearer token a login
// granted) in its error answers, one that puts terminal escape codes in its text, and one that
// answers a value nested 100,000 levels deep. Nothing the client holds secret may reach the
// terminal; no server text may drive the terminal; no answer may crash the printer.
import { execFileSync, spawn } from "node:child_process";
import { type RecordedRequest, startServer, type TestServer } from "@cdrapi/test-helpers";
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { EXIT } from "../src/exit-codes.js";
import { BIN, cdrapi as runMain, STATE_HOME, spawnCdrapi } from "./helpers/cli.js";

// The registrar's Basic credentials, the hosting customer's login and what the login grants.
const USERNAME = "registrar-echo";
const PASSWORD = "pw-Echo-7731";
const PAIR = `${USERNAME}:${PASSWORD}`;
const BASIC = Buffer.from(PAIR).toString("base64");
const HB_USERNAME = "customer@example.vn";
const HB_PASSWORD = "hb-Secret-5521";
const TOKEN = "tok-Echo-91827364";
const REFRESH = "ref-Echo-55443322";
/** Every string that must never be printed. */
const SECRETS = [PASSWORD, PAIR, BASIC, HB_PASSWORD, TOKEN, REFRESH];

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The command's environment: the server, the registrar's and the hosting customer's credentials. */
function environment(): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    XDG_STATE_HOME: STATE_HOME,
    TMPDIR: STATE_HOME,
    CDRAPI_REPORTING_URL: server.url,
    CDRAPI_REPORTING_USERNAME: USERNAME,
    CDRAPI_REPORTING_PASSWORD: PASSWORD,
    CDRAPI_COMPUTE_URL: server.url,
    CDRAPI_COMPUTE_USERNAME: HB_USERNAME,
    CDRAPI_COMPUTE_PASSWORD: HB_PASSWORD,
  };
}

/** `cdrapi ...args` as a user runs it: the real executable, its own process, real streams. */
function cdrapi(args: readonly string[]): Promise<Run> {
  return spawnCdrapi(args, { env: environment() });
}

/** `cdrapi ...args` through the CLI's main in this process, with the same environment. */
function inProcess(args: readonly string[]): Promise<Run> {
  return runMain([...args], { env: environment() });
}

const hasScript = (() => {
  try {
    execFileSync("script", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

/** `cdrapi ...args` on a terminal (util-linux `script` gives it a pseudo-terminal): what the user sees. */
function onTerminal(args: readonly string[]): Promise<{ code: number | null; output: string }> {
  const quote = (value: string) => `'${value.replaceAll("'", "'\\''")}'`;
  const command = [process.execPath, BIN, ...args].map(quote).join(" ");
  const child = spawn("script", ["-qefc", command, "/dev/null"], {
    env: environment(),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, output })));
}

// ---------------------------------------------------------------------------------------
// The server: logins are granted; every other request gets what `answer` says.

type Answer = (req: RecordedRequest) => { status: number; body: string; headers?: Record<string, string> };
let answer: Answer;
let server: TestServer;

beforeAll(async () => {
  server = await startServer((res, req) => {
    if (req.method === "POST" && req.url === "/login") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ token: TOKEN, refresh: REFRESH }));
      return;
    }
    const { status, body, headers } = answer(req);
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(body);
  });
});
afterAll(() => server.close());

/** What the request carried, as an echoing server gives it back: header, decoded pair, password, token. */
function echoes(req: RecordedRequest): string[] {
  const authorization = String(req.headers.authorization ?? "");
  const [scheme = "", credential = ""] = authorization.split(" ");
  if (scheme.toLowerCase() !== "basic") return [authorization, credential];
  const pair = Buffer.from(credential, "base64").toString("utf8");
  return [authorization, pair, pair.slice(pair.indexOf(":") + 1), credential];
}

const COMMANDS: [string, string[]][] = [
  ["domains list (Basic)", ["domains", "list"]],
  ["places provinces (Basic)", ["places", "provinces"]],
  ["places wards --district (Basic)", ["places", "wards", "--district", "760"]],
  ["api, a reporting operation (Basic)", ["api", "getAllListOfProvincesUsingGET"]],
  ["api, a HostBill operation (Bearer, via login)", ["api", "Services_list"]],
];
/** The lists: `cdrapi api` prints an answer that is not JSON as it came (data, not an error). */
const LISTS = COMMANDS.filter(([, args]) => args[0] !== "api");

/** Error answers that echo the credentials, and the commands for which each is an error. */
const BODIES: [string, Answer, typeof COMMANDS][] = [
  [
    "a JSON error (message, HostBill error list, a field, a header)",
    (req) => {
      const echo = echoes(req);
      return {
        status: 403,
        body: JSON.stringify({
          message: `denied for ${echo.join(" / ")}`,
          error: echo.map((e) => `you sent ${e}`),
          echo,
          nested: { deeper: { sent: echo } },
        }),
        headers: { "x-echo": echo.slice(1).join(" "), "x-request-id": `req ${echo[1]}` },
      };
    },
    COMMANDS,
  ],
  [
    "a text error",
    (req) => ({
      status: 403,
      body: `denied: ${echoes(req).join("\n")}`,
      headers: { "content-type": "text/plain" },
    }),
    COMMANDS,
  ],
  [
    "a 200 that is an error (HostBill's error list; not the array a list is)",
    (req) => ({ status: 200, body: JSON.stringify({ error: echoes(req).map((e) => `bad ${e}`) }) }),
    COMMANDS,
  ],
  [
    "a 200 that is not JSON (not the array a list is)",
    (req) => ({
      status: 200,
      body: `oops ${echoes(req).join(" ")}`,
      headers: { "content-type": "text/plain" },
    }),
    LISTS,
  ],
];

const FLAGS: string[][] = [[], ["-v"], ["--json"], ["--json", "-v"], ["-o", "table", "-v"]];

/** What `cdrapi ...args` printed must not hold a secret; the request was made and failed. */
function expectNoSecret(
  args: readonly string[],
  run: { code: number | null; stdout: string; stderr: string },
) {
  const printed = `${run.stdout}\n${run.stderr}`;
  // The request was made and failed: the server's answer is what was printed.
  expect({ args, code: run.code }).not.toEqual({ args, code: EXIT.OK });
  expect(run.stderr).toMatch(/error/);
  for (const secret of SECRETS) {
    if (printed.includes(secret)) throw new Error(`${args.join(" ")} printed ${secret}:\n${printed}`);
  }
}

describe("item 3: no secret a server echoes reaches the terminal", () => {
  // Every case with each set of flags through the CLI's main in this process (the printers,
  // the error paths). Through the real executable (its own streams and environment, what
  // src/bin.ts adds to main): the first case of each body, and the first cases with the flags
  // taking turns, so each body and each set of flags goes through it too.
  let turn = 0;
  describe.each(BODIES)("%s", (_name, body, commands) => {
    test.each(commands)("%s", async (command, args) => {
      answer = body;
      for (const flags of FLAGS) expectNoSecret([...args, ...flags], await inProcess([...args, ...flags]));
      const flags = FLAGS[turn % FLAGS.length]!;
      if (turn++ < FLAGS.length || command === commands[0]![0])
        expectNoSecret([...args, ...flags], await cdrapi([...args, ...flags]));
    });
  });

  test("the server did get the credentials (so an echo had something to leak)", async () => {
    answer = BODIES[0]![1];
    await cdrapi(["api", "Services_list"]);
    const last = server.requests.at(-1)!;
    expect(last.headers.authorization).toBe(`Bearer ${TOKEN}`);
    await cdrapi(["places", "provinces"]);
    expect(server.requests.at(-1)!.headers.authorization).toBe(`Basic ${BASIC}`);
  });
});

// ---------------------------------------------------------------------------------------
// Item 8: escape codes and deep nesting.

/** A field a hostile server fills: clear the line, go to its start, write a fake success, colour, CSI (C1), bell, backspaces. */
const SPOOF =
  "Hà Nội\u001b[2K\r\u001b[32m✔ upload succeeded\u001b[0m\u009b31m\u0007\b\b\u001b]0;title\u0007\u0000\u007f";

/** Control characters a terminal acts on, once the line breaks a printer writes itself are taken out. */
function controlsIn(text: string, layout = /\n/g): string[] {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  return [...text.replace(layout, "")].filter((c) => /[\u0000-\u001f\u007f-\u009f]/.test(c));
}

const PROVINCES = [{ cityId: "01", cityName: SPOOF, note: { text: SPOOF } }];
const SERVICES = { services: [{ id: 1, name: SPOOF, status: "Active" }] };
const provinces: Answer = () => ({ status: 200, body: JSON.stringify(PROVINCES) });
const services: Answer = () => ({ status: 200, body: JSON.stringify(SERVICES) });
const forbidden: Answer = () => ({ status: 403, body: JSON.stringify({ message: SPOOF }) });

const ESCAPES: [string, string[], Answer][] = [
  ["a list as a table", ["places", "provinces"], provinces],
  ["a list as JSON", ["places", "provinces", "--json"], provinces],
  ["a list as NDJSON", ["places", "provinces", "-o", "ndjson"], provinces],
  [
    "one record as fields",
    ["domains", "get", "example.vn"],
    () => ({
      status: 200,
      body: JSON.stringify({ domainName: "example.vn", registrantName: SPOOF, extra: { a: SPOOF } }),
    }),
  ],
  ["an answer as a table", ["api", "Services_list", "-o", "table"], services],
  ["an answer as JSON", ["api", "Services_list"], services],
  [
    "a plain value",
    ["api", "Services_getLabel", "-p", "id=1", "-o", "table"],
    () => ({ status: 200, body: JSON.stringify(SPOOF) }),
  ],
  ["an error message", ["places", "provinces"], forbidden],
  ["an error message, verbose", ["places", "provinces", "-v"], forbidden],
  ["an error as JSON", ["places", "provinces", "--json", "-v"], forbidden],
  [
    "a text error",
    ["api", "Services_list"],
    () => ({ status: 400, body: SPOOF, headers: { "content-type": "text/plain" } }),
  ],
  [
    "a HostBill error",
    ["api", "Services_list"],
    () => ({ status: 200, body: JSON.stringify({ error: [SPOOF] }) }),
  ],
];

describe("item 8: the server's escape codes never reach the terminal", () => {
  // Through main in this process: the printers clean the text, and a process adds nothing to
  // them (its stdout is a pipe, as here). A terminal, the real executable's, is the CSV case's.
  test.each(ESCAPES)("%s", async (_name, args, body) => {
    answer = body;
    const run = await inProcess(args);
    expect(controlsIn(run.stdout)).toEqual([]);
    expect(controlsIn(run.stderr)).toEqual([]);
    // Shown, not acted on: the text is still there, its control characters spelled out.
    expect(`${run.stdout}${run.stderr}`).toMatch(/upload succeeded/);
    expect(`${run.stdout}${run.stderr}`).toMatch(/\\u001b|\\u009b/);
  });

  test("CSV keeps every character in a pipe (data for programs), and is inert on a terminal", async () => {
    answer = provinces;
    const piped = await cdrapi(["places", "provinces", "-o", "csv"]);
    expect(piped.code).toBe(EXIT.OK);
    expect(piped.stdout).toContain(SPOOF.replaceAll('"', '""'));
    if (!hasScript) return; // no `script` (util-linux) to give the command a terminal
    const shown = await onTerminal(["places", "provinces", "-o", "csv"]);
    expect(shown.code).toBe(EXIT.OK);
    // A terminal's line discipline writes each line break as CR LF (and CSV's own CR LF as CR CR LF).
    expect(controlsIn(shown.output, /\r*\n/g)).toEqual([]);
    expect(shown.output).toMatch(/\\u001b\[2K\\u000d\\u001b\[32m✔ upload succeeded/);
  });
});

const DEPTH = 100_000;
const deepObject = `${'{"a":'.repeat(DEPTH)}1${"}".repeat(DEPTH)}`;
const deepArray = `${"[".repeat(DEPTH)}${"]".repeat(DEPTH)}`;

describe("item 8: an answer nested 100,000 levels deep", () => {
  const list = `[{"cityId":"01","cityName":"Hà Nội","deep":${deepObject}},{"cityId":"02","cityName":"x","deep":${deepArray}}]`;
  test.each([
    ["a list as a table", ["places", "provinces"]],
    ["a list as CSV", ["places", "provinces", "-o", "csv"]],
    ["an answer as a table", ["api", "Services_get", "-p", "id=1", "-o", "table"]],
    ["one record as fields", ["domains", "get", "example.vn"]],
  ])("%s: printed, the deep levels cut", async (_name, args) => {
    answer = (req) =>
      req.url.startsWith("/service/")
        ? { status: 200, body: `{"service":{"id":1,"deep":${deepObject}}}` }
        : req.url.includes("/domains/")
          ? { status: 200, body: `{"domainName":"example.vn","deep":${deepObject}}` }
          : { status: 200, body: list };
    const run = await cdrapi(args);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(EXIT.OK);
    expect(run.stdout).toMatch(/…/);
    expect(run.stdout.length).toBeLessThan(100_000);
  });

  test.each([
    ["a list as JSON", ["places", "provinces", "--json"]],
    ["a list as NDJSON", ["places", "provinces", "-o", "ndjson"]],
    ["an answer as JSON", ["api", "Services_get", "-p", "id=1"]],
    ["a list through cdrapi api", ["api", "getAllListOfProvincesUsingGET"]],
  ])("%s: a clear error, no stack trace", async (_name, args) => {
    answer = (req) =>
      req.url.startsWith("/service/") ? { status: 200, body: deepObject } : { status: 200, body: list };
    const run = await cdrapi(args);
    expect(run.code).toBe(EXIT.SERVER);
    expect(run.stderr).toMatch(/nested .*too deep/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.stderr).not.toMatch(/unexpected/);
  });

  test("a HostBill error list holding a deep value: the server's error, its deep levels cut", async () => {
    answer = () => ({ status: 200, body: `{"error":[${deepArray}]}` });
    const run = await cdrapi(["api", "Services_list"]);
    expect(run.code).toBe(EXIT.SERVER);
    expect(run.stderr).toMatch(/^error: 200 OK from Services_list .*: \[\[\[.*\[…\]/m);
    expect(run.stderr).not.toMatch(/unexpected|call stack/);
  });
});

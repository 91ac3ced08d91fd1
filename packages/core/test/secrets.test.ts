// The exact credentials a client holds are redacted wherever a server echoes them, in any
// form the echo takes; words that merely name a credential stay readable.
import { inspect } from "node:util";
import { ApiError, basicAuth, bearerAuth, createTransport, redactText, sessionAuth } from "@cdrapi/core";
import {
  json,
  type Reply,
  recordingLogger,
  rejection,
  startServer,
  type TestServer,
} from "@cdrapi/test-helpers";
import { afterEach, describe, expect, test } from "@jest/globals";
import { resolveLogger } from "../src/options.js";
import { testClient } from "./helpers/fixtures.js";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

// Plain words and letters only: no pattern could tell these from text, only the exact value.
const PASSWORD = "correcthorsebatterystaple";
const TOKEN = "opaqueaccesstokenvalue";

/** A server that echoes the credential it received, in prose, in its error body and headers. */
const echoing =
  (status: number, pick: (auth: string) => string): Reply =>
  (res, req) => {
    const sent = pick(req.headers.authorization ?? "");
    res.writeHead(status, {
      "content-type": "application/json",
      "x-debug-echo": sent,
      "x-request-id": "r-1",
    });
    res.end(
      JSON.stringify({
        message: `we could not accept ${sent} today`,
        detail: [sent],
        nested: { note: sent },
      }),
    );
  };
const decodedPassword = (auth: string) =>
  Buffer.from(auth.replace(/^Basic /, ""), "base64")
    .toString("utf8")
    .split(":")[1] ?? "";
const bearerToken = (auth: string) => auth.replace(/^Bearer /, "");

function renderings(error: unknown): string[] {
  const e = error as Error;
  return [
    e.message,
    String(e),
    e.stack ?? "",
    JSON.stringify(e),
    inspect(e, { depth: Infinity, showHidden: true }),
  ];
}

describe("exact secrets echoed by the server", () => {
  test.each([
    [
      "Basic: the password",
      () => basicAuth({ username: "registrar", password: PASSWORD }),
      decodedPassword,
      PASSWORD,
    ],
    ["bearer: the token", () => bearerAuth(TOKEN), bearerToken, TOKEN],
    ["bearer provider: the token", () => bearerAuth(async () => TOKEN), bearerToken, TOKEN],
    [
      "session: the token",
      () => sessionAuth({ getToken: async () => TOKEN, refresh: async () => {} }),
      bearerToken,
      TOKEN,
    ],
  ])("%s never appears in the error, its body, its headers or the logs", async (_name, auth, pick, secret) => {
    server = await startServer(echoing(400, pick));
    const { lines, logger } = recordingLogger();
    const error = await rejection(testClient(server.url, { auth: auth(), logger }).getThing("1"));
    expect(error).toBeInstanceOf(ApiError);
    // the server did echo it: the test is not vacuous
    expect(server.requests).toHaveLength(1);
    for (const text of [...renderings(error), ...lines]) expect(text).not.toContain(secret);
    expect((error as ApiError).messages[0]).toBe("we could not accept [REDACTED] today");
    expect((error as ApiError).headers["x-debug-echo"]).toBe("[REDACTED]");
  });

  test("a password sent in a login body and echoed back is redacted", async () => {
    server = await startServer((res, req) => {
      const { password } = JSON.parse(req.body) as { password: string };
      res.writeHead(401, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: [`no user with ${password}`] }));
    });
    const t = createTransport({
      packageName: "t",
      packageVersion: "0",
      baseUrl: server.url,
      operations: { login: { method: "POST", path: "/login", security: [], idempotent: false } },
    });
    const viaRequest = await rejection(t.request("login", { body: { username: "u", password: PASSWORD } }));
    const viaApi = await rejection(
      t.call(
        (t.api as unknown as { POST: (p: string, i: unknown) => Promise<{ response: Response }> }).POST(
          "/login",
          {
            body: { username: "u", password: PASSWORD },
          },
        ),
      ),
    );
    for (const error of [viaRequest, viaApi]) {
      expect((error as ApiError).messages).toEqual(["no user with [REDACTED]"]);
      for (const text of renderings(error)) expect(text).not.toContain(PASSWORD);
    }
  });

  test("a sensitive client header's value is redacted too", async () => {
    server = await startServer((res, req) => {
      res.writeHead(403, { "content-type": "application/json" });
      res.end(JSON.stringify({ message: `key ${req.headers["x-api-key"]} is not allowed` }));
    });
    const error = await rejection(
      testClient(server.url, { headers: { "x-api-key": "plainkeyvalue" } }).getThing("1"),
    );
    expect((error as ApiError).message).not.toContain("plainkeyvalue");
  });
});

describe("words that are not secrets stay readable", () => {
  test.each([
    ["bearer token is required", "bearer token is required"],
    ["Authorization: Bearer is missing", "Authorization: Bearer is missing"],
    ['WWW-Authenticate: Basic realm="api"', 'WWW-Authenticate: Basic realm="api"'],
    ["use Basic auth or a Token header", "use Basic auth or a Token header"],
    ["Bearer eyJhbGciOiJIUzI1NiJ9.e30.x", "Bearer [REDACTED]"],
    ["Basic dXNlcjpwYXNz", "Basic [REDACTED]"],
    ["bearer abc123", "bearer [REDACTED]"],
    ["Token abcdefghijklmnopqrstuvwxyz", "Token [REDACTED]"],
  ])("%s", (input, expected) => {
    expect(redactText(input)).toBe(expected);
  });

  test("a server message naming the bearer scheme reaches the caller whole", async () => {
    server = await startServer(json(401, { message: "bearer token is required" }));
    const error = (await rejection(
      testClient(server.url, { auth: bearerAuth(TOKEN) }).getThing("1"),
    )) as ApiError;
    expect(error.messages).toEqual(["bearer token is required"]);
  });
});

describe("CDRAPI_LOG", () => {
  test.each([
    ["debug", undefined, [true, true, true, true]],
    ["info", undefined, [false, true, true, true]],
    ["ERROR", undefined, [false, false, false, true]],
    ["off", undefined, [false, false, false, false]],
    [undefined, undefined, [false, false, false, false]],
  ])("CDRAPI_LOG=%s without a logger: console at that level and above", (env, _logger, enabled) => {
    const { logger, debug } = resolveLogger(undefined, env);
    const levels = ["debug", "info", "warn", "error"] as const;
    expect(levels.map((l) => logger[l].name !== "noop" && logger[l].name !== "")).toEqual(enabled);
    expect(debug).toBe(enabled[0]);
  });

  test("a logger option wins over the variable", () => {
    const { logger, debug } = resolveLogger({ error: () => {} }, "debug");
    expect(debug).toBe(false);
    expect(typeof logger.error).toBe("function");
  });

  test("CDRAPI_LOG=debug writes redacted request lines to the console", async () => {
    server = await startServer(echoing(503, bearerToken));
    const written: string[] = [];
    const original = console.debug;
    const previous = process.env.CDRAPI_LOG;
    console.debug = (...args: unknown[]) => void written.push(args.map((a) => inspect(a)).join(" "));
    process.env.CDRAPI_LOG = "debug";
    try {
      const c = testClient(server.url, { auth: bearerAuth(TOKEN), maxRetries: 1 });
      await rejection(c.getThing("1"));
    } finally {
      console.debug = original;
      if (previous === undefined) delete process.env.CDRAPI_LOG;
      else process.env.CDRAPI_LOG = previous;
    }
    expect(written.some((l) => l.includes("getThing GET") && l.includes("retry 1/1"))).toBe(true);
    for (const line of written) expect(line).not.toContain(TOKEN);
  });
});

test.each([
  ['{"auth":"Bearer eyJhbGciOi.xyz"}', "eyJhbGciOi.xyz", "xyz"],
  ['{"auth":"Basic dXNlcjpwYXNz"}', "dXNlcjpwYXNz", "YXNz"],
])("a credential inside quotes is redacted whole: %s", (input, secret, tail) => {
  const out = redactText(input);
  expect(out).not.toContain(secret);
  expect(out).not.toContain(tail);
});

import { Buffer } from "node:buffer";
import { inspect } from "node:util";
import { basicAuth, bearerAuth, redactText, redactUrl, redactValue, sessionAuth } from "@cdrapi/core";
import {
  closedPort,
  hang,
  json,
  type Reply,
  recordingLogger,
  rejection,
  startServer,
  type TestServer,
} from "@cdrapi/test-helpers";
import { afterEach, describe, expect, test } from "@jest/globals";
import { testClient } from "./helpers/fixtures.js";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const USERNAME = "nhà-đăng-ký";
const PASSWORD = "s3cr3t:Mật-khẩu";
const TOKEN = "tok_9f8e7d6c5b4a";
const BASIC = Buffer.from(`${USERNAME}:${PASSWORD}`, "utf8").toString("base64");
const SECRETS = [PASSWORD, BASIC, TOKEN, "s3cr3t"];

/** A hostile server that echoes what it received into its error body. */
const echo =
  (status: number): Reply =>
  (res, req) => {
    res.writeHead(status, {
      "content-type": "application/json",
      "www-authenticate": 'Basic realm="x"',
      "x-request-id": "r-1",
    });
    res.end(
      JSON.stringify({
        error: `rejected ${req.headers.authorization}`,
        echo: { authorization: req.headers.authorization, password: PASSWORD, nested: [{ token: TOKEN }] },
      }),
    );
  };

function renderings(error: unknown): string[] {
  const e = error as Error;
  return [
    e.message,
    String(e),
    e.stack ?? "",
    JSON.stringify(e),
    inspect(e, { depth: Infinity, showHidden: true }),
    inspect(e, { depth: Infinity }),
  ];
}

const auths = {
  basic: () => basicAuth({ username: USERNAME, password: PASSWORD }),
  bearer: () => bearerAuth(TOKEN),
  "bearer provider": () => bearerAuth(async () => TOKEN),
  session: () => sessionAuth({ getToken: async () => TOKEN, refresh: async () => {} }),
};

/** Start the scenario's server (if any) and return the base URL to call. */
async function serveWith(reply: Reply): Promise<string> {
  server = await startServer(reply);
  return server.url;
}

type Scenario = [string, () => Promise<string>, Record<string, unknown>];
const scenarios: Scenario[] = [
  ["401", () => serveWith(echo(401)), {}],
  ["500", () => serveWith(echo(500)), {}],
  ["timeout", () => serveWith(hang), { timeoutMs: 50 }],
  ["connection refused", async () => `http://127.0.0.1:${await closedPort()}`, {}],
];

describe("no secret in any error rendering or log line", () => {
  for (const [authName, auth] of Object.entries(auths)) {
    test.each(scenarios)(`${authName}: %s`, async (_name, setup, options) => {
      const url = await setup();
      const { lines, logger } = recordingLogger();
      const c = testClient(url, { auth: auth(), logger, maxRetries: 1, ...options });
      const error = await rejection(c.getThing("1"));
      expect(error).toBeInstanceOf(Error);
      const texts = [...renderings(error), ...lines];
      expect(lines.length).toBeGreaterThan(0);
      for (const secret of SECRETS) {
        for (const rendered of texts) expect(rendered).not.toContain(secret);
      }
      if (server && _name !== "timeout") {
        // the server did receive the credential: the test is not vacuous
        expect(JSON.stringify(server.requests.map((r) => r.headers.authorization))).toMatch(/Basic|Bearer/);
      }
    });
  }

  test("a custom fetch that fails with the credentials in its message is redacted", async () => {
    server = await startServer(json(200, {}));
    const c = testClient(server.url, {
      auth: basicAuth({ username: USERNAME, password: PASSWORD }),
      maxRetries: 0,
      fetch: async (input, init) => {
        const authorization = new Headers(init.headers).get("authorization");
        throw new TypeError("fetch failed", {
          cause: new Error(`proxy refused Authorization: ${authorization} for ${input}?password=${PASSWORD}`),
        });
      },
    });
    const error = await rejection(c.getThing("1"));
    for (const rendered of renderings(error)) {
      for (const secret of SECRETS) expect(rendered).not.toContain(secret);
    }
    expect(inspect(error)).toContain("proxy refused");
  });
});

test.each([
  ["key", "AIza-google-style-key"],
  ["code", "oauth-code-0123"],
])("a ?%s= query value is in no debug log line", async (name, value) => {
  server = await startServer(json(503, {}));
  const { lines, logger } = recordingLogger();
  const { t } = testClient(server.url, { logger, maxRetries: 1 });
  await rejection(t.request("getThing", { path: { id: "1" }, query: { [name]: value } }));
  expect(lines.some((l) => l.includes(`${name}=%5BREDACTED%5D`))).toBe(true);
  expect(lines.join("\n")).not.toContain(value);
});

describe("redaction helpers", () => {
  test.each([
    ["https://user:pass@h.example/x?a=1", "https://h.example/x?a=1"],
    [
      "https://h.example/x?token=abc&access_token=def&q=1",
      "https://h.example/x?token=%5BREDACTED%5D&access_token=%5BREDACTED%5D&q=1",
    ],
    [
      "https://h.example/x?password=p&api_key=k",
      "https://h.example/x?password=%5BREDACTED%5D&api_key=%5BREDACTED%5D",
    ],
    // secrets as query parameters only: Google's `key`, OAuth's (and Azure Functions') `code`
    [
      "https://h.example/x?key=AIza0123&code=oauth-1&q=1",
      "https://h.example/x?key=%5BREDACTED%5D&code=%5BREDACTED%5D&q=1",
    ],
    [
      "https://h.example/x?subscription-key=k&access_key=a",
      "https://h.example/x?subscription-key=%5BREDACTED%5D&access_key=%5BREDACTED%5D",
    ],
  ])("redactUrl(%s)", (input, expected) => {
    expect(redactUrl(input)).toBe(expected);
  });

  test.each([
    ["Authorization: Basic dXNlcjpwYXNz", "dXNlcjpwYXNz"],
    ["bearer eyJhbGciOi.xyz", "eyJhbGciOi.xyz"],
    ["see https://bob:hunter2@host/path", "hunter2"],
    ['{"password":"hunter2"}', "hunter2"],
    ["password=hunter2&user=bob", "hunter2"],
    ["refresh_token: abc123", "abc123"],
    ['{"token":"a.b.c","refresh":"eyJrefresh.x.y"}', "eyJrefresh.x.y"], // HostBill's grant field
    ["Ocp-Apim-Subscription-Key: 0123abcd", "0123abcd"],
    ["x-access-key=ak-0123", "ak-0123"],
    ['{"x-signature": "sig-0123"}', "sig-0123"],
    ["note:password=hunter2", "hunter2"], // a pair inside another's value
    ["GET https://h.example/cb?state=s&code=oauth-0123 failed", "oauth-0123"],
  ])("redactText removes the secret from %s", (input, secret) => {
    expect(redactText(input)).not.toContain(secret);
  });

  test.each([
    ['{"code":"E_NOT_FOUND","key":"domainName"}'], // outside a query, `code` and `key` are no secrets
    ["error: the registrar is unknown"],
    ["bearer token is required"],
  ])("redactText keeps %s", (input) => {
    expect(redactText(input)).toBe(input);
  });

  test("redactValue replaces sensitive keys at any depth and keeps the rest", () => {
    const value = {
      a: 1,
      password: "x",
      list: [{ refresh_token: "y", name: "n" }],
      Authorization: "Basic z",
    };
    expect(redactValue(value)).toEqual({
      a: 1,
      password: "[REDACTED]",
      list: [{ refresh_token: "[REDACTED]", name: "n" }],
      Authorization: "[REDACTED]",
    });
    // HostBill names the refresh token `refresh` (login and /token answers).
    expect(redactValue({ error: ["x"], refresh: "r", refreshed: true })).toEqual({
      error: ["x"],
      refresh: "[REDACTED]",
      refreshed: true,
    });
    expect(redactValue({ code: "E42", accessKey: "ak", subscription_key: "sk" })).toEqual({
      code: "E42",
      accessKey: "[REDACTED]",
      subscription_key: "[REDACTED]",
    });
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(redactValue(cyclic)).toEqual({ a: 1, self: "[REDACTED]" });
  });
});

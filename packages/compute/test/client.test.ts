// createComputeClient's options: validated eagerly (before any request), never echoing a secret.
import { readFileSync } from "node:fs";
import { json, rejection, startServer, type TestServer } from "@cdrapi/test-helpers";
import { afterEach, describe, expect, test } from "@jest/globals";
import { type ComputeClientOptions, createComputeClient, ValidationError } from "../src/index.js";
import { PACKAGE_NAME, PACKAGE_VERSION } from "../src/version.js";
import { expectNoSecrets } from "./helpers/fixtures.js";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const base = "https://api.provider.example/api";

describe("createComputeClient options", () => {
  const invalid: Array<[string, unknown, string[]]> = [
    ["no options", undefined, ["auth", "baseUrl"]],
    ["no baseUrl", { auth: { token: "t" } }, ["baseUrl"]],
    ["an empty baseUrl", { baseUrl: "", auth: { token: "t" } }, ["baseUrl"]],
    ["no auth", { baseUrl: base }, ["auth"]],
    ["an empty auth", { baseUrl: base, auth: {} }, ["auth"]],
    [
      "both a token and a password",
      { baseUrl: base, auth: { token: "t", username: "u", password: "p" } },
      ["auth"],
    ],
    ["an empty token", { baseUrl: base, auth: { token: "" } }, ["auth.token"]],
    ["a token with a newline", { baseUrl: base, auth: { token: "abc\ndef-SECRET" } }, ["auth.token"]],
    ["a token with a space", { baseUrl: base, auth: { token: "abc def-SECRET" } }, ["auth.token"]],
    ["a token that is a number", { baseUrl: base, auth: { token: 42 } }, ["auth.token"]],
    ["an empty username", { baseUrl: base, auth: { username: "", password: "p" } }, ["auth.username"]],
    ["a missing password", { baseUrl: base, auth: { username: "u" } }, ["auth.password"]],
    ["an empty password", { baseUrl: base, auth: { username: "u", password: "" } }, ["auth.password"]],
    [
      "a password with a control character",
      { baseUrl: base, auth: { username: "u", password: "pw-SECRET\n" } },
      ["auth.password"],
    ],
    [
      "a username and a password with an unpaired surrogate (no UTF-8 for the login body)",
      { baseUrl: base, auth: { username: "u\uD800", password: "pw-SECRET\uDC00" } },
      ["auth.username", "auth.password"],
    ],
    [
      "plain http to a remote host",
      { baseUrl: "http://api.provider.example", auth: { token: "t" } },
      ["baseUrl"],
    ],
    ["a bad timeout, with a bad auth", { baseUrl: base, auth: {}, timeoutMs: -1 }, ["auth", "timeoutMs"]],
  ];
  test.each(invalid)("%s is a ValidationError naming %j", (_n, options, fields) => {
    let error: unknown;
    try {
      createComputeClient(options as ComputeClientOptions);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues.map((i) => i.field).sort()).toEqual([...fields].sort());
    expectNoSecrets(["SECRET"], error);
  });

  test.each([
    ["a static token", { token: "eyJ.abc.def" }],
    ["a token provider", { token: async () => "t" }],
    ["a username and password", { username: "demo-user", password: "pässwörd with spaces" }],
  ])("%s is accepted", (_n, auth) => {
    expect(() => createComputeClient({ baseUrl: base, auth })).not.toThrow();
  });

  test("plain http is allowed on loopback, and to a remote host with allowInsecureHttp", () => {
    expect(() =>
      createComputeClient({ baseUrl: "http://127.0.0.1:4010", auth: { token: "t" } }),
    ).not.toThrow();
    expect(() =>
      createComputeClient({
        baseUrl: "http://api.provider.example",
        auth: { token: "t" },
        allowInsecureHttp: true,
      }),
    ).not.toThrow();
  });

  test("the client object shows no credential when inspected or serialized", async () => {
    const compute = createComputeClient({ baseUrl: base, auth: { username: "u", password: "pw-SECRET" } });
    expectNoSecrets(["pw-SECRET"], compute);
  });
});

describe("token auth", () => {
  test("a provider is called per request and its result validated per use", async () => {
    server = await startServer(json(200, {}));
    const tokens = ["first", "bad token-SECRET", "third"];
    const compute = createComputeClient({
      baseUrl: server.url,
      auth: { token: async () => tokens.shift()! },
    });
    await compute.vms.list("1");
    const error = await rejection(compute.vms.list("1"));
    expect(error).toBeInstanceOf(ValidationError);
    expectNoSecrets(["SECRET"], error);
    await compute.vms.list("1");
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(["Bearer first", "Bearer third"]);
  });

  test("logout and revoke send the token; a 401 resolves", async () => {
    server = await startServer([json(200, { info: ["ok"] }), json(401, {})]);
    const compute = createComputeClient({ baseUrl: server.url, auth: { token: "tok" } });
    await compute.logout();
    await expect(compute.revoke()).resolves.toBeUndefined();
    expect(server.requests.map((r) => `${r.url} ${r.headers.authorization}`)).toEqual([
      "/logout Bearer tok",
      "/revoke Bearer tok",
    ]);
  });

  test("the User-Agent names the package and its version", async () => {
    server = await startServer(json(200, {}));
    await createComputeClient({ baseUrl: server.url, auth: { token: "t" } }).vms.list("1");
    expect(server.requests[0]!.headers["user-agent"]).toContain(PACKAGE_VERSION);
  });
});

// Some installs answer `vms` as an object keyed by VM id (the document admits both forms).
test.each([
  [
    "an array",
    [
      { id: "10", label: "web" },
      { id: "11", label: "db" },
    ],
  ],
  ["an object keyed by VM id", { "10": { id: "10", label: "web" }, "11": { id: "11", label: "db" } }],
])("for await over vms.list() yields every VM when `vms` is %s", async (_form, vms) => {
  server = await startServer(json(200, { vms }));
  const compute = createComputeClient({ baseUrl: server.url, auth: { token: "t" } });
  const labels: (string | undefined)[] = [];
  for await (const vm of compute.vms.list("1201")) labels.push(vm.label);
  expect(labels).toEqual(["web", "db"]);
  expect(server.requests.map((r) => r.url)).toEqual(["/service/1201/vms"]);
});

test("version.ts matches package.json", () => {
  const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
  expect([PACKAGE_NAME, PACKAGE_VERSION]).toEqual([pkg.name, pkg.version]);
});

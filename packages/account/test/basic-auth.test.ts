// HTTP Basic on the User API (both installs' exports declare it): every HostBill client takes
// `auth: { basic: { username, password } }`, sent with each call: no login, no session.
import { DEMO_USER, type MockServer, startMockServer } from "@cdrapi/mock-server";
import { json, rejection, startServer } from "@cdrapi/test-helpers";
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { AuthenticationError, createAccountClient, ValidationError } from "../src/index.js";
import { expectNoSecrets } from "./helpers/fixtures.js";

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());

describe("auth: { basic }", () => {
  test("calls the reference server without a login; logout and revoke send nothing", async () => {
    server.reset();
    const client = createAccountClient({ baseUrl: server.url, auth: { basic: DEMO_USER } });
    await client.profile.get();
    await client.contacts.list();
    expect(client.session).toBeUndefined();
    await client.logout();
    await client.revoke();
    expect(server.requestLog.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /details", "GET /contact"]);
  });

  test("sends RFC 7617's header (UTF-8) on operations with security, none on login", async () => {
    const wire = await startServer(json(200, {}));
    try {
      const client = createAccountClient({
        baseUrl: wire.url,
        auth: { basic: { username: "khách", password: "mật:khẩu" } },
      });
      await client.profile.get();
      await client.auth.login({ username: "x", password: "y" });
      const expected = `Basic ${Buffer.from("khách:mật:khẩu", "utf8").toString("base64")}`;
      expect(wire.requests.map((r) => r.headers.authorization)).toEqual([expected, undefined]);
    } finally {
      await wire.close();
    }
  });

  test("a wrong password is an AuthenticationError without the password", async () => {
    const password = "wrong-SECRET-pw";
    const client = createAccountClient({
      baseUrl: server.url,
      auth: { basic: { username: DEMO_USER.username, password } },
    });
    const error = await rejection(client.profile.get());
    expect(error).toBeInstanceOf(AuthenticationError);
    expectNoSecrets([password], error);
  });

  test.each<[string, unknown, string[]]>([
    ["a username with a colon", { username: "a:b", password: "p" }, ["auth.basic.username"]],
    ["an empty password", { username: "a", password: "" }, ["auth.basic.password"]],
    [
      "a control character",
      { username: "a\n", password: "p\u0000" },
      ["auth.basic.username", "auth.basic.password"],
    ],
    ["not an object", "user:pass", ["auth.basic.username", "auth.basic.password"]],
  ])("refused before any request: %s", (_name, basic, fields) => {
    let error: unknown;
    try {
      createAccountClient({ baseUrl: server.url, auth: { basic } as never });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues.map((i) => i.field)).toEqual(fields);
    expectNoSecrets(["user:pass", "a:b"], error);
  });

  test("basic with another kind of auth is refused", () => {
    expect(() =>
      createAccountClient({ baseUrl: server.url, auth: { basic: DEMO_USER, token: "t" } as never }),
    ).toThrow(ValidationError);
  });
});

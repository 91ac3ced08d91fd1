// One HostBill session shared by several clients: one login for all of them, one refresh for
// all after the tokens expire, one logout that ends it for every client. (Clients of other
// groups share it the same way: see packages/services/test/e2e.)
import { DEMO_USER, type MockServer, startMockServer } from "@cdrapi/mock-server";
import { rejection } from "@cdrapi/test-helpers";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "@jest/globals";
import {
  type AccountClientOptions,
  createAccountClient,
  createSession,
  type SessionOptions,
  ValidationError,
} from "../src/index.js";
import { expectNoSecrets } from "./helpers/fixtures.js";

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const logins = () => server.requestCount("POST", "/login");
const refreshes = () => server.requestCount("POST", "/token");

describe("a shared session", () => {
  test("two clients log in once between them, lazily, and share one refresh", async () => {
    const session = createSession({ baseUrl: server.url, ...DEMO_USER });
    const account = createAccountClient({ auth: { session } });
    const other = createAccountClient({ baseUrl: server.url, auth: { session } });
    expect(session.loggedIn).toBe(false);
    expect(logins()).toBe(0);

    await Promise.all([account.profile.get(), other.contacts.list(), account.affiliate.getSummary()]);
    await other.profile.get();
    expect(logins()).toBe(1);
    expect(session.loggedIn).toBe(true);

    server.expireAccessTokens();
    await Promise.all([account.profile.get(), other.profile.get(), other.contacts.list()]);
    expect(refreshes()).toBe(1);
    expect(logins()).toBe(1);
  });

  test("login() logs in now, once; logout from any client ends it for all, and the next call logs in again", async () => {
    const session = createSession({ baseUrl: server.url, ...DEMO_USER });
    const client = createAccountClient({ auth: { session } });
    await Promise.all([session.login(), session.login()]);
    expect(logins()).toBe(1);
    await client.logout();
    expect(session.loggedIn).toBe(false);
    expect(server.requestCount("POST", "/logout")).toBe(1);
    await client.profile.get();
    expect(logins()).toBe(2);
    await session.revoke();
    expect(server.requestCount("POST", "/revoke")).toBe(1);
    // Never logged in since: nothing to end, nothing sent.
    await session.logout();
    expect(server.requestCount("POST", "/logout")).toBe(1);
  });

  test("a client's baseUrl defaults to the session's; another host is refused before any request", () => {
    const session = createSession({ baseUrl: server.url, ...DEMO_USER });
    expect(createAccountClient({ auth: { session } }).session).toBe(session);
    expect(() => createAccountClient({ baseUrl: `${server.url}/`, auth: { session } })).not.toThrow();
    const error = (() => {
      try {
        createAccountClient({ baseUrl: "https://other.example/api", auth: { session } });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues.map((i) => i.field)).toEqual(["baseUrl"]);
    expect(logins()).toBe(0);
  });

  test("wrong credentials are an AuthenticationError for every client, without the password", async () => {
    const session = createSession({ baseUrl: server.url, username: "demo-user", password: "wrong-SECRET" });
    const client = createAccountClient({ auth: { session } });
    const error = await rejection(client.profile.get());
    expect(error).toMatchObject({ name: "AuthenticationError", operationId: "Utility_login" });
    expectNoSecrets(["wrong-SECRET"], error);
    expectNoSecrets(["wrong-SECRET"], session);
  });
});

describe("without a shared session", () => {
  test("each client given { username, password } has its own session: one login each", async () => {
    const a = createAccountClient({ baseUrl: server.url, auth: DEMO_USER });
    const b = createAccountClient({ baseUrl: server.url, auth: DEMO_USER });
    expect(a.session).toBeDefined();
    expect(a.session).not.toBe(b.session);
    await Promise.all([a.profile.get(), a.contacts.list(), b.profile.get()]);
    expect(logins()).toBe(2);
    await a.logout();
    expect(a.session?.loggedIn).toBe(false);
    expect(b.session?.loggedIn).toBe(true);
  });

  test("a client given { token } has no session and sends the token as is", async () => {
    const pair = (await createAccountClient({ baseUrl: server.url, auth: DEMO_USER }).auth.login({
      username: DEMO_USER.username,
      password: DEMO_USER.password,
    })) as { token: string };
    const client = createAccountClient({ baseUrl: server.url, auth: { token: async () => pair.token } });
    expect(client.session).toBeUndefined();
    await expect(client.profile.get()).resolves.toMatchObject({ client: expect.any(Object) });
    expect(logins()).toBe(1);
  });
});

describe("options", () => {
  const base = "https://api.provider.example/api";
  const invalidSessions: Array<[string, unknown, string[]]> = [
    ["nothing", undefined, ["baseUrl", "username", "password"]],
    ["no password", { baseUrl: base, username: "u" }, ["password"]],
    ["a password with a newline", { baseUrl: base, username: "u", password: "p-SECRET\n" }, ["password"]],
    [
      "plain http to a remote host",
      { baseUrl: "http://api.provider.example", username: "u", password: "p" },
      ["baseUrl"],
    ],
  ];
  test.each(invalidSessions)("createSession with %s is a ValidationError", (_n, options, fields) => {
    const error = (() => {
      try {
        createSession(options as SessionOptions);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues.map((i) => i.field).sort()).toEqual([...fields].sort());
    expectNoSecrets(["SECRET"], error);
  });

  const invalidClients: Array<[string, unknown, string[]]> = [
    ["a session that is not one", { auth: { session: { baseUrl: base } } }, ["auth.session"]],
    ["a session and a token", { baseUrl: base, auth: { session: {}, token: "t" } }, ["auth"]],
    ["no auth", { baseUrl: base }, ["auth"]],
  ];
  test.each(invalidClients)("a client with %s is a ValidationError", (_n, options, fields) => {
    const error = (() => {
      try {
        createAccountClient(options as AccountClientOptions);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues.map((i) => i.field).sort()).toEqual([...fields].sort());
  });
});

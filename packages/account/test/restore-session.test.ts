// A session saved with export() and restored in a later run (a cron job, a serverless
// function): it reuses the login, refreshes what expired, logs in again only when it has a
// username and password, and otherwise fails with an AuthenticationError that says so.
import { inspect } from "node:util";
import { DEMO_USER, type MockServer, startMockServer } from "@cdrapi/mock-server";
import { json, rejection, startServer } from "@cdrapi/test-helpers";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "@jest/globals";
import {
  AuthenticationError,
  createAccountClient,
  createSession,
  type SessionTokens,
  ValidationError,
} from "../src/index.js";
import { epochIn, expectNoSecrets, jwt } from "./helpers/fixtures.js";

let server: MockServer;
/** The server's clock offset (ms): moving it on expires what the server issued. */
let skew = 0;
beforeAll(async () => {
  server = await startMockServer({ now: () => Date.now() + skew });
});
afterAll(() => server.close());
beforeEach(() => {
  skew = 0;
  server.reset();
});

const count = (path: string) => server.requestCount("POST", path);

/** A login in an earlier run, exported. */
async function savedLogin(): Promise<SessionTokens> {
  const first = createSession({ baseUrl: server.url, ...DEMO_USER });
  expect(first.export()).toBeUndefined();
  await first.login();
  const tokens = first.export();
  expect(tokens).toEqual({
    baseUrl: server.url,
    token: expect.any(String),
    refreshToken: expect.any(String),
  });
  return tokens as SessionTokens;
}

type Case = [
  name: string,
  spoil: (saved: SessionTokens) => Promise<void> | void,
  expected: "refresh" | "login",
];
const cases: Case[] = [
  ["the tokens are still good", () => {}, "refresh"],
  ["the access token expired", () => server.expireAccessTokens(), "refresh"],
  [
    "the refresh token expired too",
    () => {
      skew = 31 * 24 * 3600 * 1000; // past the server's 30-day refresh lifetime
    },
    "login",
  ],
  [
    "the tokens were revoked",
    async (saved) => {
      await createSession({ tokens: saved }).revoke();
    },
    "login",
  ],
];

describe.each([
  ["with a username and password", true],
  ["with the tokens alone", false],
] as const)("a restored session %s", (_label, withCredentials) => {
  test.each(cases)("%s", async (_name, spoil, expected) => {
    const saved = await savedLogin();
    await spoil(saved);
    const before = { login: count("/login"), token: count("/token") };
    const session = withCredentials
      ? createSession({ baseUrl: server.url, tokens: saved, ...DEMO_USER })
      : createSession({ tokens: saved });
    const client = createAccountClient({ auth: { session } });
    const call = client.profile.get();

    if (expected === "login" && !withCredentials) {
      const error = await rejection(call);
      expect(error).toBeInstanceOf(AuthenticationError);
      expect(String(error)).toMatch(/no username and password to log in again/);
      expectNoSecrets([saved.token, saved.refreshToken as string], error);
      expect(count("/login")).toBe(before.login); // nothing to log in with: no request
      expect(session.loggedIn).toBe(false);
      expect(session.export()).toBeUndefined();
      return;
    }
    await call;
    expect(count("/login") - before.login).toBe(expected === "login" ? 1 : 0);
    const now = session.export();
    expect(now?.baseUrl).toBe(server.url);
    // The first case reuses the saved tokens as they are; any renewal changes them.
    const renewed = count("/token") - before.token > 0 || expected === "login";
    expect(now?.token === saved.token).toBe(!renewed);
  });
});

describe("a restored session", () => {
  test("reuses the login: two runs, one login", async () => {
    const saved = await savedLogin();
    for (let run = 0; run < 2; run++) {
      const client = createAccountClient({ auth: { session: createSession({ tokens: saved }) } });
      await client.profile.get();
    }
    expect(count("/login")).toBe(1);
  });

  test("a token already expired by the client's clock is refreshed before it is sent", async () => {
    const stale = jwt({ exp: epochIn(-600), jti: "stale" });
    const fresh = jwt({ exp: epochIn(3600), jti: "fresh" });
    const wire = await startServer([
      json(200, { token: fresh, refresh: "refresh-2" }),
      json(200, { client: { id: 1 } }),
    ]);
    try {
      const session = createSession({
        tokens: { baseUrl: wire.url, token: stale, refreshToken: "refresh-1" },
      });
      await createAccountClient({ auth: { session } }).profile.get();
      expect(wire.requests.map((r) => `${r.method} ${r.url}`)).toEqual(["POST /token", "GET /details"]);
      expect(JSON.parse(wire.requests[0]?.body ?? "{}")).toEqual({ refresh_token: "refresh-1" });
      expect(wire.requests[1]?.headers.authorization).toBe(`Bearer ${fresh}`);
      expect(session.export()).toEqual({ baseUrl: wire.url, token: fresh, refreshToken: "refresh-2" });
    } finally {
      await wire.close();
    }
  });

  test("neither JSON.stringify, inspect nor String show a token; errors and logs redact restored tokens", async () => {
    const saved = await savedLogin();
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    const session = createSession({
      tokens: saved,
      logger: { debug: log, info: log, warn: log, error: log },
    });
    await session.login();
    for (const shown of [
      JSON.stringify(session),
      inspect(session, { showHidden: true, depth: 10 }),
      String(session),
    ]) {
      expect(shown).not.toContain(saved.token);
      expect(shown).not.toContain(saved.refreshToken);
    }
    expect(JSON.parse(JSON.stringify(session))).toEqual({ baseUrl: server.url, loggedIn: true });
    // A server that echoes the token back: the error shows it redacted.
    const echo = await startServer((res, req) =>
      json(400, { error: [`bad token ${req.headers.authorization}`] })(res, req, undefined as never),
    );
    try {
      const there = createSession({ tokens: { ...saved, baseUrl: echo.url } });
      const error = await rejection(createAccountClient({ auth: { session: there } }).profile.get());
      expect(String(error)).toContain("bad token");
      expectNoSecrets([saved.token, saved.refreshToken as string], error, lines);
    } finally {
      await echo.close();
    }
  });

  test.each<[string, () => unknown, string[]]>([
    [
      "tokens of another API root",
      () =>
        createSession({
          baseUrl: "https://other.example/api",
          tokens: { baseUrl: "https://one.example/api", token: "t" },
        }),
      ["tokens.baseUrl"],
    ],
    [
      "no token",
      () => createSession({ tokens: { baseUrl: "https://one.example/api" } as SessionTokens }),
      ["tokens.token"],
    ],
    [
      "a token with a space",
      () => createSession({ tokens: { baseUrl: "https://one.example/api", token: "a b" } }),
      ["tokens.token"],
    ],
    [
      "not an object",
      () => createSession({ tokens: "secret" as unknown as SessionTokens }),
      ["tokens", "baseUrl"],
    ],
  ])("refused before any request: %s", (_name, create, fields) => {
    let error: unknown;
    try {
      create();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues.map((i) => i.field).sort()).toEqual([...fields].sort());
  });
});

describe("tokens shared by several processes (renewal)", () => {
  test("tokens another process renewed are used without a request; otherwise renew() refreshes, once", async () => {
    const saved = await savedLogin();
    server.expireAccessTokens();
    // The other process: it refreshed first and stored the new pair.
    const other = createSession({ tokens: saved });
    await createAccountClient({ auth: { session: other } }).profile.get(); // 401, refreshed
    const shared = other.export() as SessionTokens;
    expect(shared.token).not.toBe(saved.token);
    const before = count("/token");
    const held: Array<SessionTokens | undefined> = [];
    const session = createSession({
      tokens: saved,
      renewal: async (tokens) => {
        held.push(tokens);
        return shared;
      },
    });
    await createAccountClient({ auth: { session } }).profile.get();
    expect(held).toEqual([saved]);
    expect(count("/token")).toBe(before);
    expect(session.export()).toEqual(shared);

    // The stored pair is the one held: renew() refreshes it.
    server.expireAccessTokens();
    const renewing = createSession({ tokens: shared, renewal: (_tokens, renew) => renew() });
    await createAccountClient({ auth: { session: renewing } }).profile.get();
    expect(count("/token")).toBe(before + 1);
    expect(renewing.export()?.token).not.toBe(shared.token);
  });

  test("tokens of another API root from the hook are refused, never sent", async () => {
    const saved = await savedLogin();
    server.expireAccessTokens();
    const session = createSession({
      tokens: saved,
      renewal: async () => ({ ...saved, baseUrl: "https://other.example/api" }),
    });
    const error = await rejection(createAccountClient({ auth: { session } }).profile.get());
    expect(error).toBeInstanceOf(ValidationError);
  });

  test("revoke() says whether the server ended a session: not when another holder had refreshed the tokens", async () => {
    const saved = await savedLogin();
    server.expireAccessTokens();
    const other = createSession({ tokens: saved });
    await createAccountClient({ auth: { session: other } }).profile.get(); // 401, refreshed: the saved refresh token is used up
    expect(await createSession({ tokens: saved }).revoke()).toBe(false);
    expect(await other.revoke()).toBe(true);
    expect(await other.revoke()).toBe(false); // nothing held any more: no request
  });
});

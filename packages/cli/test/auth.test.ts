// `cdrapi auth login | status | logout` through the real executable against the reference
// server: one login reused by every later command (the server counts its logins), tokens
// refreshed and written back, a file only its owner can read, no token in any output.
import { chmodSync, existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { createAccountClient } from "@cdrapi/account";
import { DEMO_USER, type MockServer, startMockServer } from "@cdrapi/mock-server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "@jest/globals";
import type { CliIo } from "../src/io.js";
import type { SavedLogin } from "../src/saved-login.js";
import { savedSession } from "../src/saved-session.js";
import { type ProcessRun, spawnCdrapi, tempDir } from "./helpers/cli.js";

let server: MockServer;
let home: string;
let cleanup: () => Promise<void>;
/** Every run's output, checked for tokens at the end of each test. */
let outputs: string[];
/** Every token the saved file has held. */
let tokens: Set<string>;

beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  server.reset();
  ({ dir: home, cleanup } = await tempDir());
  outputs = [];
  tokens = new Set();
});
afterEach(async () => {
  for (const text of outputs) {
    for (const token of tokens) expect(text).not.toContain(token);
    expect(text).not.toContain(DEMO_USER.password);
  }
  await cleanup();
});

const file = () => join(home, ".config", "cdrapi", "logins", "default.json");
const logins = () => server.requestCount("POST", "/login");

/** The saved file's tokens (remembered, to check no output shows them). */
function saved(): { token: string; refreshToken: string } {
  const login = JSON.parse(readFileSync(file(), "utf8")) as {
    tokens: { token: string; refreshToken: string };
  };
  tokens.add(login.tokens.token);
  tokens.add(login.tokens.refreshToken);
  return login.tokens;
}

async function run(
  args: string[],
  extra: { env?: Record<string, string>; stdin?: string } = {},
): Promise<ProcessRun> {
  const result = await spawnCdrapi(args, {
    env: { HOME: home, CDRAPI_COMPUTE_URL: server.url, ...extra.env },
    stdin: extra.stdin,
  });
  outputs.push(result.stdout, result.stderr);
  return result;
}

const login = () =>
  run(["auth", "login", "--username", DEMO_USER.username, "--password-stdin"], {
    stdin: `${DEMO_USER.password}\n`,
  });

describe("cdrapi auth", () => {
  test("one login for every later command: no POST /login in -v, a 0600 file without the password", async () => {
    const first = await login();
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(`logged in to ${server.url} as ${DEMO_USER.username}`);
    expect(statSync(file()).mode & 0o777).toBe(0o600);
    expect(statSync(join(home, ".config", "cdrapi", "logins")).mode & 0o777).toBe(0o700);
    expect(readFileSync(file(), "utf8")).not.toContain(DEMO_USER.password);
    saved();
    expect(logins()).toBe(1);

    for (const args of [
      ["-v", "services", "list"],
      ["-v", "vm", "list", "1201"],
    ]) {
      const next = await run(args);
      expect(next.code).toBe(0);
      expect(next.stderr).toContain("GET"); // the request log is on
      expect(next.stderr).not.toMatch(/\/login\b|logging in/);
    }
    expect(logins()).toBe(1);
  });

  test("an expired access token is refreshed, and the file updated (still 0600)", async () => {
    await login();
    const before = saved();
    server.expireAccessTokens();
    const next = await run(["services", "list"]);
    expect(next.code).toBe(0);
    expect(server.requestCount("POST", "/token")).toBe(1);
    const after = saved();
    expect(after.token).not.toBe(before.token);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(statSync(file()).mode & 0o777).toBe(0o600);
    // The next command uses the refreshed pair: no refresh, no login.
    expect((await run(["services", "list"])).code).toBe(0);
    expect(server.requestCount("POST", "/token")).toBe(1);
    expect(logins()).toBe(1);
  });

  test("status shows who, where and until when, without a token; logout revokes and deletes the file", async () => {
    expect((await run(["auth", "status"])).code).toBe(3);
    await login();
    saved();
    const status = await run(["auth", "status", "--json"]);
    expect(status.code).toBe(0);
    expect(JSON.parse(status.stdout)).toEqual({
      profile: "default",
      url: server.url,
      username: DEMO_USER.username,
      accessTokenExpires: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      refreshTokenExpires: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      usable: true,
      file: file(),
      credentials: "saved login",
      loggedIn: true,
    });
    expect((await run(["auth", "status"])).stdout).toContain(DEMO_USER.username);

    const out = await run(["auth", "logout"]);
    expect(out.code).toBe(0);
    expect(server.requestCount("POST", "/revoke")).toBe(1);
    expect(existsSync(file())).toBe(false);
    expect((await run(["auth", "status"])).code).toBe(3);
    // Nothing saved and no credentials: a usage error that names auth login.
    const after = await run(["services", "list"]);
    expect(after.code).toBe(2);
    expect(after.stderr).toContain("cdrapi auth login");
  });

  test("a login file others can read is refused, its tokens unshown", async () => {
    await login();
    saved();
    chmodSync(file(), 0o644);
    const next = await run(["services", "list"]);
    expect(next.code).toBe(2);
    expect(next.stderr).toMatch(/can be read or written by others \(mode 644\)/);
    expect(logins()).toBe(1);
    // What the message says to do works: a new login replaces the file.
    expect((await login()).code).toBe(0);
    saved();
    expect(statSync(file()).mode & 0o777).toBe(0o600);
  });

  test.each([
    ["without a password: exit 3, the file goes, a hint", {}, 3],
    [
      "with the environment's password: a new login, saved",
      { CDRAPI_COMPUTE_PASSWORD: DEMO_USER.password, CDRAPI_COMPUTE_USERNAME: DEMO_USER.username },
      0,
    ],
  ] as const)("tokens revoked elsewhere, %s", async (_name, env, code) => {
    await login();
    const before = saved();
    // The same tokens revoked by another machine.
    const revoke = await fetch(`${server.url}/revoke`, {
      method: "POST",
      headers: { authorization: `Bearer ${before.token}`, "content-type": "application/json" },
      body: JSON.stringify({ refresh_token: before.refreshToken }),
    });
    expect(revoke.status).toBe(200);
    const next = await run(["services", "list"], { env });
    expect(next.code).toBe(code);
    if (code === 3) {
      expect(existsSync(file())).toBe(false);
      expect(next.stderr).toContain('run "cdrapi auth login" again');
      expect(logins()).toBe(1);
    } else {
      expect(logins()).toBe(2);
      expect(saved().token).not.toBe(before.token);
    }
  });

  test("a login another command renewed meanwhile is used as renewed, not refreshed again nor deleted", async () => {
    await login();
    const first = saved();
    server.expireAccessTokens();
    // Command B (in-process here) loads the saved tokens...
    let stderr = "";
    const io: CliIo = {
      stdout: { write: () => true },
      stderr: {
        write: (text: string) => {
          stderr += text;
        },
      },
      env: { HOME: home },
    };
    const session = savedSession(io, {
      path: file(),
      profile: "default",
      saved: JSON.parse(readFileSync(file(), "utf8")) as SavedLogin,
      password: undefined,
      transport: {},
    });
    // ...command A refreshes them and saves the new pair...
    expect((await run(["services", "list"])).code).toBe(0);
    const renewed = saved();
    expect(renewed.token).not.toBe(first.token);
    expect(server.requestCount("POST", "/token")).toBe(1);
    // ...so B, on its 401, takes A's pair from the file rather than send the used refresh token.
    await createAccountClient({ auth: { session }, maxRetries: 0 }).profile.get();
    expect(server.requestCount("POST", "/token")).toBe(1);
    expect(session.export()?.token).toBe(renewed.token);
    expect(saved().token).toBe(renewed.token);
    outputs.push(stderr);
  });
});

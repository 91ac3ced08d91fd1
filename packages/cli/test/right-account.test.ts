// The right account (issue #37): a command acts as the account the user last chose, or stops.
// Each case through the real `cdrapi` executable against the reference server with two users;
// the races made deterministic by a gateway that holds a request until the test has done what
// it races with (a logout, a login as another user), never by sleeping.
import { execFileSync } from "node:child_process";
import { chownSync, closeSync, existsSync, ftruncateSync, mkdirSync, openSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DEMO_REGISTRAR, DEMO_USER, type MockServer, startMockServer } from "@cdrapi/mock-server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "@jest/globals";
import { EXIT } from "../src/exit-codes.js";
import { type ProcessRun, spawnCdrapi, tempDir } from "./helpers/cli.js";
import { type Proxy as Gateway, startProxy } from "./helpers/proxy.js";

const USER_B = {
  username: "user-b",
  password: "user-b-password",
  services: [{ id: "2201", label: "Cloud VPS of user B" }],
};
const root = typeof process.getuid === "function" && process.getuid() === 0;
const NOBODY = 65534;

let server: MockServer;
let home: string;
let cleanup: () => Promise<void>;
let proxy: Gateway | undefined;

beforeAll(async () => {
  server = await startMockServer({ users: [DEMO_USER, USER_B] });
});
afterAll(() => server.close());
beforeEach(async () => {
  server.reset();
  ({ dir: home, cleanup } = await tempDir());
});
afterEach(async () => {
  await proxy?.close();
  proxy = undefined;
  await cleanup();
});

const loginsFolder = () => join(home, ".config", "cdrapi", "logins");
const file = () => join(loginsFolder(), "default.json");

/** `cdrapi ...args` with this test's HOME, against `url` (the server, or a gateway in front of it). */
function run(
  args: string[],
  options: { url?: string; env?: Record<string, string>; stdin?: string; cwd?: string } = {},
  onStderr?: (text: string) => void,
): Promise<ProcessRun> {
  return spawnCdrapi(args, {
    cwd: options.cwd,
    env: { HOME: home, CDRAPI_COMPUTE_URL: options.url ?? server.url, ...options.env },
    stdin: options.stdin,
    onStderr: onStderr && ((text) => onStderr(text)),
  });
}

function login(user: { username: string; password: string }, url?: string): Promise<ProcessRun> {
  return run(["auth", "login", "--username", user.username, "--password-stdin"], {
    url,
    stdin: `${user.password}\n`,
  });
}

/** A promise and the function that settles it. */
function signal(): { promise: Promise<void>; fire: () => void } {
  let fire!: () => void;
  const promise = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { promise, fire };
}

/** Whether the server takes `token` (a GET as its bearer). */
async function accepted(token: string): Promise<boolean> {
  const answer = await fetch(`${server.url}/service`, { headers: { authorization: `Bearer ${token}` } });
  return answer.status !== 401;
}

/**
 * A gateway that remembers the access tokens every refresh answered, and holds the first
 * `GET /service` (sent after a refresh, or before any) until `release` fires (signalling `arrived`).
 */
async function holdFirstRead(after: "after its refresh" | "before its refresh") {
  const arrived = signal();
  const release = signal();
  const refreshed: string[] = [];
  let held = false;
  proxy = await startProxy(server.url, {
    before: async (method, path) => {
      if (method !== "GET" || path !== "/service" || held) return;
      if (after === "after its refresh" && refreshed.length === 0) return;
      held = true;
      arrived.fire();
      await release.promise;
    },
    rewrite: (method, path, body) => {
      if (method === "POST" && path === "/token") refreshed.push((body as { token: string }).token);
      return undefined;
    },
  });
  return { url: proxy.url, arrived: arrived.promise, release: release.fire, refreshed };
}

describe("a command that runs while the login changes", () => {
  test.each([
    ["after its refresh", undefined],
    ["before its refresh", "was logged out while this command ran, so the command stopped"],
  ] as const)("1. auth logout sticks, a command's read held %s: its tokens are revoked, never written back", async (when, said) => {
    const gate = await holdFirstRead(when);
    expect((await login(DEMO_USER, gate.url)).code).toBe(0);
    server.expireAccessTokens();
    // A's read is held (after it refreshed the expired token, or before)...
    const a = run(["services", "list"], { url: gate.url });
    await gate.arrived;
    // ...while the user logs out.
    const logout = await run(["auth", "logout"], { url: gate.url });
    expect(logout.code).toBe(0);
    expect(logout.stdout).toContain('logged out (profile "default")');
    expect(logout.stderr).toBe("");
    gate.release();
    const done = await a;
    if (said) expect(done.stderr).toContain(said);
    expect(done.code).toBe(EXIT.AUTH);
    expect(existsSync(file())).toBe(false);
    expect((await run(["auth", "status"])).code).toBe(EXIT.AUTH);
    // Whatever A renewed is dead on the server: the logout revoked the latest tokens.
    for (const token of gate.refreshed) expect(await accepted(token)).toBe(false);
  });

  test("1. a logout whose tokens the server no longer takes says so, rather than claim it ended the login", async () => {
    expect((await login(DEMO_USER)).code).toBe(0);
    const saved = JSON.parse(readFileSync(file(), "utf8")) as { tokens: { refreshToken: string } };
    // Another program renews the saved tokens without saving them here.
    server.expireAccessTokens();
    const renewal = await fetch(`${server.url}/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refresh_token: saved.tokens.refreshToken }),
    });
    const renewed = ((await renewal.json()) as { token: string }).token;
    const logout = await run(["auth", "logout", "--json"]);
    expect(logout.code).toBe(0);
    expect(JSON.parse(logout.stdout)).toEqual({ profile: "default", loggedIn: false, revoked: false });
    expect(logout.stderr).toContain("revoked nothing");
    expect(existsSync(file())).toBe(false);
    expect(await accepted(renewed)).toBe(true); // what the warning says: that program stays logged in
  });

  test("2. auth login as another user stays: an older command of the first user does not write over it", async () => {
    const gate = await holdFirstRead("after its refresh");
    expect((await login(DEMO_USER, gate.url)).code).toBe(0);
    server.expireAccessTokens();
    const a = run(["services", "list"], { url: gate.url });
    await gate.arrived;
    expect((await login(USER_B, gate.url)).code).toBe(0);
    gate.release();
    expect((await a).code).toBe(EXIT.AUTH);
    const status = await run(["auth", "status", "--json"], { url: gate.url });
    expect(JSON.parse(status.stdout)).toMatchObject({
      username: USER_B.username,
      credentials: "saved login",
    });
    // Later commands act as user B; the first user's renewed tokens were revoked by the login.
    const next = await run(["services", "list", "--json"], { url: gate.url });
    expect(next.code).toBe(0);
    expect(next.stdout).toContain(USER_B.services[0]!.label);
    expect(await accepted(gate.refreshed[0]!)).toBe(false);
  });

  test("4. three commands started together after the token expired: one refresh, all three go on", async () => {
    // Every refresh is held until each of the three commands has either sent its own (the
    // single-use refresh token raced) or said that it waits for the one holding the login.
    const firstRefresh = signal();
    const release = signal();
    const ready = signal();
    let refreshes = 0;
    let waiting = 0;
    const check = () => {
      if (refreshes + waiting >= 3) ready.fire();
    };
    proxy = await startProxy(server.url, {
      before: async (method, path) => {
        if (method !== "POST" || path !== "/token") return;
        refreshes++;
        firstRefresh.fire();
        check();
        await release.promise;
      },
    });
    const url = proxy.url;
    expect((await login(DEMO_USER, url)).code).toBe(0);
    server.expireAccessTokens();
    const command = () => {
      let told = false;
      return run(["-v", "services", "list"], { url }, (text) => {
        if (!told && text.includes("waiting for another cdrapi run")) {
          told = true;
          waiting++;
          check();
        }
      });
    };
    const a = command();
    await firstRefresh.promise; // A refreshes (holding the saved login), held here
    const others = [command(), command()];
    await ready.promise;
    release.fire();
    const runs = await Promise.all([a, ...others]);
    expect(runs.map((r) => r.code)).toEqual([0, 0, 0]);
    expect(server.requestCount("POST", "/token")).toBe(1);
    expect(server.requestCount("POST", "/login")).toBe(1);
  });
});

describe("3. which credentials win: flags, then the environment, then the saved login (its own URL and user only)", () => {
  const asB = {
    CDRAPI_COMPUTE_USERNAME: USER_B.username,
    CDRAPI_COMPUTE_PASSWORD: USER_B.password,
  };

  test("user B in the environment, user A saved: the ticket is opened as B, and auth status says so", async () => {
    expect((await login(DEMO_USER)).code).toBe(0);
    const subject = "Opened as user B";
    const opened = await run(["tickets", "open", "--department", "1", "--subject", subject, "--body", "x"], {
      env: asB,
    });
    expect(opened.code).toBe(0);
    const ofB = await run(["tickets", "list", "--json"], { env: asB });
    const ofA = await run(["tickets", "list", "--json"]); // the saved login
    expect(ofB.stdout).toContain(subject);
    expect(ofA.code).toBe(0);
    expect(ofA.stdout).not.toContain(subject);

    const status = await run(["auth", "status", "--json"], { env: asB });
    expect(JSON.parse(status.stdout)).toMatchObject({
      username: DEMO_USER.username,
      credentials: `CDRAPI_COMPUTE_USERNAME (${USER_B.username}) and CDRAPI_COMPUTE_PASSWORD`,
      savedLoginUnused: `CDRAPI_COMPUTE_USERNAME is ${USER_B.username}, not its ${DEMO_USER.username}`,
    });
    expect(JSON.parse((await run(["auth", "status", "--json"])).stdout)).toMatchObject({
      credentials: "saved login",
    });
  });

  test.each([
    [
      "another user without a password: refused, saying why the saved login is not used",
      { CDRAPI_COMPUTE_USERNAME: USER_B.username },
      `the saved login is not used: CDRAPI_COMPUTE_USERNAME is ${USER_B.username}, not its ${DEMO_USER.username}`,
    ],
    [
      "another API root: refused, saying so",
      { CDRAPI_COMPUTE_URL: "http://127.0.0.1:9/api" },
      `the saved login is not used: CDRAPI_COMPUTE_URL is http://127.0.0.1:9/api, not its`,
    ],
  ])("%s", async (_name, env, said) => {
    expect((await login(DEMO_USER)).code).toBe(0);
    const before = server.requestLog.length;
    const next = await run(["services", "list"], { env });
    expect(next.code).toBe(EXIT.USAGE);
    expect(next.stderr).toContain(said);
    expect(server.requestLog.length).toBe(before);
  });
});

describe("the saved login's file", () => {
  (root ? test.each : test.skip.each)([
    [
      "the file",
      () => chownSync(file(), NOBODY, NOBODY),
      /the saved login .* is owned by another user \(uid 65534\)/,
    ],
    [
      "its folder",
      () => chownSync(loginsFolder(), NOBODY, NOBODY),
      /the folder of the saved login .* belongs to another user \(uid 65534\)/,
    ],
  ])(
    "5. owned by another user (%s): refused before any request; the environment's password goes nowhere",
    async (_what, plant, refusal) => {
      expect((await login(DEMO_USER)).code).toBe(0);
      // The other user's login: tokens the server refuses, so a login with the password would follow.
      await fetch(`${server.url}/revoke`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${(JSON.parse(readFileSync(file(), "utf8")) as { tokens: { token: string } }).tokens.token}`,
        },
      });
      plant();
      const before = server.requestLog.length;
      const next = await run(["services", "list"], {
        env: {
          CDRAPI_COMPUTE_URL: "",
          CDRAPI_COMPUTE_USERNAME: DEMO_USER.username,
          CDRAPI_COMPUTE_PASSWORD: DEMO_USER.password,
        },
      });
      expect(next.stderr).toMatch(refusal);
      expect(next.code).toBe(EXIT.USAGE);
      expect(server.requestLog.length).toBe(before);
    },
  );

  test("6. a relative XDG_CONFIG_HOME is ignored: the login goes under HOME, not the working folder", async () => {
    const { dir: work, cleanup: done } = await tempDir();
    try {
      const result = await spawnCdrapi(
        ["auth", "login", "--username", DEMO_USER.username, "--password-stdin"],
        {
          cwd: work,
          env: { HOME: home, XDG_CONFIG_HOME: "relative-config", CDRAPI_COMPUTE_URL: server.url },
          stdin: `${DEMO_USER.password}\n`,
        },
      );
      expect(result.code).toBe(0);
      expect(existsSync(join(work, "relative-config"))).toBe(false);
      expect(existsSync(file())).toBe(true);
    } finally {
      await done();
    }
  });

  test("6. a 300 MB file at the login's path is refused unread", async () => {
    mkdirSync(loginsFolder(), { recursive: true, mode: 0o700 });
    const fd = openSync(file(), "w", 0o600);
    ftruncateSync(fd, 300 * 1024 * 1024); // sparse: no disk used
    closeSync(fd);
    const next = await run(["services", "list"]);
    expect(next.stderr).toContain(`the saved login ${file()} is larger than 65536 bytes, so it is not read`);
    expect(next.code).toBe(EXIT.USAGE);
  });

  test.each([
    ["the saved login", (): [string, string[]] => [file(), ["services", "list"]]],
    [
      "--password-file",
      (): [string, string[]] => {
        const path = join(home, "vnnic.password");
        return [path, ["domains", "list", "--password-file", path]];
      },
    ],
  ])("7. a FIFO as %s is refused at once, never waited on", async (shown, place) => {
    mkdirSync(loginsFolder(), { recursive: true, mode: 0o700 });
    const [path, args] = place();
    execFileSync("mkfifo", ["-m", "600", path]);
    const next = await run(args, {
      env: { CDRAPI_REPORTING_URL: server.url, CDRAPI_REPORTING_USERNAME: DEMO_REGISTRAR.username },
    });
    expect(next.stderr).toContain(
      `${shown} ${path} is not a regular file (a folder, a pipe or a device), so it is not read`,
    );
    expect(next.code).toBe(EXIT.USAGE);
  });
});

// A whole session against a stateful fake HostBill (bare node:http): login on first use,
// refresh ahead of exp and after 401, single flight, login fallback, logout, no leaks.
import { recordingLogger, rejection } from "@cdrapi/test-helpers";
import { afterEach, describe, expect, test } from "@jest/globals";
import { AuthenticationError, createComputeClient } from "../../src/index.js";
import { expectNoSecrets } from "../helpers/fixtures.js";
import { type FakeHostBill, type FakeHostBillOptions, startHostBill } from "../helpers/hostbill.js";

let hostbill: FakeHostBill | undefined;
afterEach(async () => {
  await hostbill?.close();
  hostbill = undefined;
});

async function setup(options: FakeHostBillOptions = {}, password = "demo-password") {
  hostbill = await startHostBill({ prefix: "/api", ...options });
  const { lines, logger } = recordingLogger();
  const compute = createComputeClient({
    baseUrl: `${hostbill.url}/api`,
    auth: { username: "demo-user", password },
    logger,
  });
  const secrets = () => [password, "demo-password", ...hostbill!.issued];
  return { hb: hostbill, compute, lines, secrets };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("login session", () => {
  test("the first call logs in; later calls reuse the token", async () => {
    const { hb, compute } = await setup();
    await compute.vms.list("1201");
    await compute.vms.getResources("1201");
    await Promise.all([compute.vms.list("1201"), compute.vms.getUpgradeOptions("1201")]);
    expect(hb.count("/login")).toBe(1);
    expect(hb.count("/token")).toBe(0);
  });

  test("concurrent first calls share one login", async () => {
    const { hb, compute } = await setup();
    await Promise.all(Array.from({ length: 20 }, () => compute.vms.list("1201")));
    expect(hb.count("/login")).toBe(1);
  });

  test.each([
    "refresh",
    "refresh_token",
  ] as const)("after the server expires the token (refresh field `%s`), 20 concurrent calls cause one refresh", async (refreshField) => {
    const { hb, compute } = await setup({ refreshField, refreshDelayMs: 30 });
    await compute.vms.list("1201");
    hb.expireAccessTokens();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => compute.vms.getResources(i)));
    expect(results).toHaveLength(20);
    expect(hb.count("/token")).toBe(1);
    expect(hb.count("/login")).toBe(1);
    // rotating single-use refresh tokens: the next expiry uses the new one (no login)
    hb.expireAccessTokens();
    await compute.vms.list("1201");
    expect(hb.count("/token")).toBe(2);
    expect(hb.count("/login")).toBe(1);
  });

  test("a token near its exp is refreshed before use (no 401), once for concurrent callers", async () => {
    const { hb, compute } = await setup({ ttlSec: 2 }); // short-lived: renewed half-way
    await compute.vms.list("1201");
    await sleep(1100);
    await Promise.all(Array.from({ length: 20 }, () => compute.vms.list("1201")));
    expect(hb.count("/token")).toBe(1);
    expect(hb.requests.filter((r) => r.url.includes("/vms"))).toHaveLength(21); // none re-sent after a 401
  });

  test("a proactive refresh racing an in-flight 401 causes exactly one refresh request", async () => {
    // The token lives 3-4 s, so it is renewed ahead of exp 1.5-2 s after the login.
    const { hb, compute } = await setup({ ttlSec: 4, refreshRevokesAccess: true });
    await compute.vms.list("1201");
    hb.options.apiDelayMs = 1400;
    await sleep(1000);
    const inFlight = compute.vms.list("1201"); // sent with the first token, answered in 1.4 s
    await sleep(1100);
    const renewing = compute.vms.list("1201"); // renews ahead of exp; the server kills the first token
    await expect(Promise.all([inFlight, renewing])).resolves.toHaveLength(2);
    expect(hb.count("/token")).toBe(1);
    expect(hb.count("/login")).toBe(1);
  });

  test("a session revoked on the server logs in again on the next call", async () => {
    const { hb, compute } = await setup();
    await compute.vms.list("1201");
    hb.revokeAll();
    await expect(compute.vms.list("1201")).resolves.toBeDefined();
    expect(hb.count("/token")).toBe(1);
    expect(hb.count("/login")).toBe(2);
  });

  test("revoke() ends the session on the server; the next call logs in again", async () => {
    const { hb, compute } = await setup();
    await compute.vms.list("1201");
    await compute.revoke();
    await compute.vms.list("1201");
    expect(hb.count("/revoke")).toBe(1);
    expect(hb.count("/token")).toBe(0);
    expect(hb.count("/login")).toBe(2);
  });

  test.each([
    "401",
    "200",
  ] as const)("a wrong password (refused with %s) is an AuthenticationError; nothing secret is shown or logged", async (loginFailure) => {
    const { hb, compute, lines, secrets } = await setup({ loginFailure }, "wrong-pässword");
    const error = await rejection(compute.vms.getResources("1201"));
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(hb.count("/service/1201/resources")).toBe(0);
    expectNoSecrets(secrets(), error, lines);
  });

  test.each([
    "revoke",
    "logout",
  ] as const)("%s() with a dead access token uses the refresh token once more, so nothing stays alive", async (method) => {
    const { hb, compute } = await setup();
    await compute.vms.list("1201");
    hb.expireAccessTokens();
    await compute[method]();
    const sent = hb.requests
      .slice(2)
      .map((r) => `${r.method} ${r.url} ${r.headers.authorization ? "bearer" : "-"}`);
    expect(sent).toEqual([`POST /api/${method} bearer`, "POST /api/token -", `POST /api/${method} bearer`]);
    await compute.vms.list("1201");
    expect(hb.count("/login")).toBe(2);
  });

  test("logout() with dead access and refresh tokens resolves without a login", async () => {
    const { hb, compute } = await setup();
    await compute.vms.list("1201");
    hb.revokeAll();
    await expect(compute.logout()).resolves.toBeUndefined();
    expect(hb.count("/login")).toBe(1);
    expect(hb.count("/token")).toBe(1);
  });

  test("a revoked session whose password no longer works fails with AuthenticationError", async () => {
    const { hb, compute, lines, secrets } = await setup();
    await compute.vms.list("1201");
    hb.revokeAll();
    hb.options.password = "changed-on-the-server";
    const error = await rejection(compute.vms.list("1201"));
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({ operationId: "Utility_login", status: 401 });
    expect(hb.count("/token")).toBe(1);
    expect(hb.count("/login")).toBe(2);
    // the dead token is not sent again: the next call goes straight to login
    await rejection(compute.vms.list("1201"));
    expect(hb.count("/service/1201/vms")).toBe(2);
    expectNoSecrets([...secrets(), "changed-on-the-server"], error, lines);
  });

  test("no token or password appears in log lines over a whole session", async () => {
    const { hb, compute, lines, secrets } = await setup();
    await compute.vms.list("1201");
    hb.expireAccessTokens();
    await compute.vms.list("1201");
    hb.revokeAll();
    await compute.vms.list("1201");
    await compute.logout();
    await compute.vms.list("1201");
    expect(hb.issued.length).toBeGreaterThanOrEqual(8);
    expect(lines.join("\n")).toMatch(/logging in/);
    expect(lines.join("\n")).toMatch(/refreshing/);
    expectNoSecrets(secrets(), undefined, lines);
  });
});

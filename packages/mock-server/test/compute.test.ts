import { afterAll, beforeAll, beforeEach, describe, expect, test } from "@jest/globals";
import { DEMO_USER, type MockServer, startMockServer } from "../src/index.js";
import { call, type Loose } from "./helpers.js";

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

async function login() {
  const { status, body } = await call(`${server.url}/login`, "POST", {
    username: DEMO_USER.username,
    password: DEMO_USER.password,
  });
  expect(status).toBe(200);
  return body as { token: string; refresh: string };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function claims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
}

describe("login, refresh, logout, revoke", () => {
  test("login answers a JWT-like pair with sub, iat, exp, jti", async () => {
    const { token, refresh } = await login();
    const payload = claims(token);
    expect(payload).toMatchObject({ sub: DEMO_USER.username });
    expect(typeof payload.jti).toBe("string");
    expect(payload.exp).toBe((payload.iat as number) + 3600);
    expect(refresh.split(".")).toHaveLength(3);
  });

  test.each([
    ["wrong password", { username: DEMO_USER.username, password: "nope" }, 401],
    ["unknown user", { username: "nobody", password: "x" }, 401],
    ["missing password", { username: DEMO_USER.username }, 400],
  ])("login with %s -> %i", async (_name, body, want) => {
    expect((await call(`${server.url}/login`, "POST", body)).status).toBe(want);
  });

  test("refresh rotates: the new pair works, the old refresh token does not", async () => {
    const first = await login();
    const second = await call(`${server.url}/token`, "POST", { refresh_token: first.refresh });
    expect(second.status).toBe(200);
    expect(second.body.refresh).not.toBe(first.refresh);
    expect(
      (await call(`${server.url}/service/1201/resources`, "GET", undefined, bearer(second.body.token)))
        .status,
    ).toBe(200);
    expect((await call(`${server.url}/token`, "POST", { refresh_token: first.refresh })).status).toBe(401);
    expect((await call(`${server.url}/token`, "POST", { refresh_token: "a.b.c" })).status).toBe(401);
    expect(server.requestCount("POST", "/token")).toBe(3);
  });

  test("expireAccessTokens: 401 until a refresh", async () => {
    const pair = await login();
    server.expireAccessTokens();
    const expired = await call(`${server.url}/service/1201/vms`, "GET", undefined, bearer(pair.token));
    expect(expired.status).toBe(401);
    expect(expired.headers.get("www-authenticate")).toMatch(/^Bearer/);
    const renewed = await call(`${server.url}/token`, "POST", { refresh_token: pair.refresh });
    expect(
      (await call(`${server.url}/service/1201/vms`, "GET", undefined, bearer(renewed.body.token))).status,
    ).toBe(200);
  });

  test("tokens expire by time too", async () => {
    const short = await startMockServer({ tokenTtlSeconds: 0.05 });
    try {
      const { body } = await call(`${short.url}/login`, "POST", {
        username: DEMO_USER.username,
        password: DEMO_USER.password,
      });
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect((await call(`${short.url}/service/1201/vms`, "GET", undefined, bearer(body.token))).status).toBe(
        401,
      );
    } finally {
      await short.close();
    }
  });

  test.each([
    ["/revoke"],
    ["/logout"],
  ])("%s ends the session: access and refresh tokens stop working", async (path) => {
    const pair = await login();
    const { status, body } = await call(`${server.url}${path}`, "POST", undefined, bearer(pair.token));
    expect(status).toBe(200);
    expect(body.info).toHaveLength(1);
    expect((await call(`${server.url}/service/1201/vms`, "GET", undefined, bearer(pair.token))).status).toBe(
      401,
    );
    expect((await call(`${server.url}/token`, "POST", { refresh_token: pair.refresh })).status).toBe(401);
  });

  test("a forged token is refused", async () => {
    const { token } = await login();
    const [header, , signature] = token.split(".");
    const payload = Buffer.from(
      JSON.stringify({ sub: "demo-user", typ: "access", jti: "x", iat: 0, exp: 9e9 }),
    ).toString("base64url");
    expect(
      (
        await call(
          `${server.url}/service/1201/vms`,
          "GET",
          undefined,
          bearer(`${header}.${payload}.${signature}`),
        )
      ).status,
    ).toBe(401);
  });
});

describe("services", () => {
  test.each([
    [
      "GET",
      "/service/1201/resources",
      undefined,
      (b: Loose) => expect(b.resources[0]).toMatchObject({ name: "cpu", total: 4, used: 1, free: 3 }),
    ],
    ["GET", "/service/1201/vms", undefined, (b: Loose) => expect(b.vms).toHaveLength(2)],
    ["GET", "/service/1201/upgrade", undefined, (b: Loose) => expect(b.packages.length).toBeGreaterThan(0)],
    [
      "POST",
      "/service/1201/upgrade",
      { send: true, package: "cloud-m", cycle: "m" },
      (b: Loose) => expect(b.info).toBeDefined(),
    ],
    [
      "GET",
      "/service/1201/templates/vm-10",
      undefined,
      (b: Loose) => expect(b.templates.length).toBeGreaterThan(0),
    ],
    [
      "GET",
      "/service/1201/vms/vm-10/usage/memory",
      undefined,
      (b: Loose) => expect(b.memory).toHaveLength(12),
    ],
    ["GET", "/service/1201/vms/vm-10/images", undefined, (b: Loose) => expect(b.mounted).toBeNull()],
    [
      "POST",
      "/service/1201/vms/vm-10/images",
      { image: "iso-1" },
      (b: Loose) => expect(b.info[0]).toContain("iso-1"),
    ],
    [
      "POST",
      "/service/1201/vms/vm-10/boot",
      { order: "dc" },
      (b: Loose) => expect(b.info[0]).toContain("dc"),
    ],
    ["POST", "/service/1201/vms/vm-11/tuntap", undefined, (b: Loose) => expect(b.info[0]).toContain("PXE")],
  ])("%s %s", async (method, path, body, check) => {
    const { token } = await login();
    const response = await call(`${server.url}${path}`, method, body, bearer(token));
    expect(response.status).toBe(200);
    check(response.body);
  });

  test.each([
    ["/service/9999/vms"],
    ["/service/9999/resources"],
    ["/service/1201/vms/vm-99/images"],
  ])("%s of another user or missing: 404", async (path) => {
    const { token } = await login();
    expect((await call(`${server.url}${path}`, "GET", undefined, bearer(token))).status).toBe(404);
  });

  test("no bearer: 401", async () => {
    expect((await call(`${server.url}/service/1201/resources`, "GET")).status).toBe(401);
  });

  test("hostbillErrors: errors come as 200 {error: [...]}", async () => {
    const hb = await startMockServer({ hostbillErrors: true });
    try {
      const bad = await call(`${hb.url}/login`, "POST", { username: "demo-user", password: "nope" });
      expect(bad.status).toBe(200);
      expect(bad.body.error).toEqual([expect.stringContaining("Invalid")]);
      const noToken = await call(`${hb.url}/service/1201/vms`, "GET");
      expect(noToken).toMatchObject({ status: 200, body: { error: [expect.any(String)] } });
    } finally {
      await hb.close();
    }
  });
});

// The session's own requests on the wire, against a scripted loopback server.
import {
  json,
  type Reply,
  recordingLogger,
  rejection,
  startServer,
  type TestServer,
} from "@cdrapi/test-helpers";
import { afterEach, describe, expect, test } from "@jest/globals";
import { ApiError, AuthenticationError, createComputeClient } from "../../src/index.js";
import { epochIn, expectNoSecrets, jwt } from "../helpers/fixtures.js";

const PASSWORD = "s3cret-pässword";
const TOKEN = jwt({ exp: epochIn(3600), jti: "login" });

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function clientFor(script: Reply[], prefix = "/api") {
  server = await startServer(script);
  const { lines, logger } = recordingLogger();
  const compute = createComputeClient({
    baseUrl: `${server.url}${prefix}`,
    auth: { username: "demo-user", password: PASSWORD },
    logger,
    maxRetries: 0,
  });
  return { compute, lines, server };
}

describe("login", () => {
  test("POSTs the credentials as JSON, without Authorization, under the base URL's prefix", async () => {
    const { compute, server } = await clientFor([
      json(200, { token: TOKEN, refresh: "rt-1" }),
      json(200, {}),
    ]);
    await compute.vms.list("1201");
    const [login, call] = server.requests;
    expect(login).toMatchObject({ method: "POST", url: "/api/login" });
    expect(login!.headers.authorization).toBeUndefined();
    expect(login!.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(login!.body)).toEqual({ username: "demo-user", password: PASSWORD });
    expect(call).toMatchObject({ method: "GET", url: "/api/service/1201/vms" });
    expect(call!.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  test.each(["refresh", "refresh_token"])("accepts the refresh token as `%s`", async (field) => {
    const { compute, server } = await clientFor([
      json(200, { token: "t1", [field]: "rt-1" }),
      json(401, { error: ["expired"] }),
      json(200, { token: "t2", [field]: "rt-2" }),
      json(200, { ok: true }),
    ]);
    await expect(compute.vms.list("1201")).resolves.toEqual({ ok: true });
    const [, , refresh, retried] = server.requests;
    expect(refresh).toMatchObject({ method: "POST", url: "/api/token" });
    expect(refresh!.headers.authorization).toBeUndefined();
    expect(JSON.parse(refresh!.body)).toEqual({ refresh_token: "rt-1" });
    expect(retried!.headers.authorization).toBe("Bearer t2");
  });

  const refusals: Array<[string, Reply, number]> = [
    ["401", json(401, { error: ["Invalid login details"] }), 401],
    ["HostBill's 200 error", json(200, { error: ["Invalid login details"] }), 200],
  ];
  test.each(
    refusals,
  )("wrong credentials answered with %s are an AuthenticationError", async (_n, reply, status) => {
    const { compute, lines, server } = await clientFor([reply]);
    const error = await rejection(compute.vms.getResources("1201"));
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({
      status,
      operationId: "Utility_login",
      messages: ["Invalid login details"],
    });
    expect(server.requests).toHaveLength(1); // the VM call was never sent
    expectNoSecrets([PASSWORD], error, lines);
  });

  test("a login answer without a usable token is an ApiError that shows nothing of the answer", async () => {
    const { compute, lines } = await clientFor([json(200, { token: "has space", refresh: "rt-secret-1" })]);
    const error = await rejection(compute.vms.list("1201"));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).messages).toEqual(["the answer has no usable access token"]);
    expectNoSecrets([PASSWORD, "has space", "rt-secret-1"], error, lines);
  });

  test("a refused refresh falls back to login, and the request is re-sent once", async () => {
    const { compute, server } = await clientFor([
      json(200, { token: "t1", refresh: "rt-1" }),
      json(401, {}),
      json(401, { error: ["Invalid refresh token"] }),
      json(200, { token: "t2", refresh: "rt-2" }),
      json(200, { ok: true }),
    ]);
    await expect(compute.vms.list(1201)).resolves.toEqual({ ok: true });
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      "POST /api/login",
      "GET /api/service/1201/vms",
      "POST /api/token",
      "POST /api/login",
      "GET /api/service/1201/vms",
    ]);
  });

  test("a second 401 after refreshing is an AuthenticationError, not a loop", async () => {
    const { compute, server } = await clientFor([
      json(200, { token: "t1", refresh: "rt-1" }),
      json(401, {}),
      json(200, { token: "t2", refresh: "rt-2" }),
      json(401, { error: ["still no"] }),
    ]);
    const error = await rejection(compute.vms.list("1201"));
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({ operationId: "Cloud Virtual Machine_listVms", status: 401 });
    expect(server.requests).toHaveLength(4);
  });

  test("a refresh token received, never sent, is redacted where a server echoes it", async () => {
    const received = "rt-received-only-0042";
    const { compute, lines } = await clientFor([
      json(200, { token: TOKEN, refresh: received }),
      json(403, { error: [`session ${received} may not read this`] }),
    ]);
    const error = await rejection(compute.vms.list("1201"));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).messages).toEqual(["session [REDACTED] may not read this"]);
    expectNoSecrets([received], error, lines);
  });
});

describe("logout and revoke", () => {
  test.each([
    ["logout", "/api/logout"],
    ["revoke", "/api/revoke"],
  ] as const)("%s sends the current token, forgets it, and the next call logs in again", async (method, path) => {
    const { compute, server } = await clientFor([
      json(200, { token: "t1", refresh: "rt-1" }),
      json(200, {}),
      json(200, { info: ["ok"] }),
      json(200, { token: "t2", refresh: "rt-2" }),
      json(200, {}),
    ]);
    await compute.vms.list("1");
    await compute[method]();
    await compute.vms.list("1");
    const sent = server.requests.map((r) => [`${r.method} ${r.url}`, r.headers.authorization]);
    expect(sent).toEqual([
      ["POST /api/login", undefined],
      ["GET /api/service/1/vms", "Bearer t1"],
      [`POST ${path}`, "Bearer t1"],
      ["POST /api/login", undefined],
      ["GET /api/service/1/vms", "Bearer t2"],
    ]);
  });

  test("before any login, logout sends nothing", async () => {
    const { compute, server } = await clientFor([json(200, {})]);
    await compute.logout();
    expect(server.requests).toHaveLength(0);
  });

  test("a 401 on logout resolves (the token was already invalid)", async () => {
    const { compute } = await clientFor([json(200, { token: "t1" }), json(200, {}), json(401, {})]);
    await compute.vms.list("1");
    await expect(compute.logout()).resolves.toBeUndefined();
  });

  test.each([
    ["a 500", json(500, { error: ["boom"] })],
    ["HostBill's 200 error", json(200, { error: ["cannot log out"] })],
  ])("a failed logout (%s) is thrown, and the token is forgotten anyway", async (_n, reply) => {
    const { compute, server } = await clientFor([
      json(200, { token: "t1", refresh: "rt-1" }),
      json(200, {}),
      reply,
      json(200, { token: "t2", refresh: "rt-2" }),
      json(200, {}),
    ]);
    await compute.vms.list("1");
    expect(await rejection(compute.logout())).toBeInstanceOf(ApiError);
    await compute.vms.list("1");
    expect(server.requests[3]).toMatchObject({ url: "/api/login" });
    expect(server.requests[4]!.headers.authorization).toBe("Bearer t2");
  });
});

// End to end against the reference server (@cdrapi/mock-server) on loopback.
import { DEMO_USER, type MockServer, startMockServer } from "@cdrapi/mock-server";
import { recordingLogger, rejection } from "@cdrapi/test-helpers";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "@jest/globals";
import { AuthenticationError, type ComputeClient, createComputeClient } from "../../src/index.js";
import { expectNoSecrets } from "../helpers/fixtures.js";

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const logins = () => server.requestCount("POST", "/login");
const refreshes = () => server.requestCount("POST", "/token");

/** A session client, and every token it was given (read off the wire by a wrapping fetch). */
function sessionClient(password: string = DEMO_USER.password) {
  const { lines, logger } = recordingLogger();
  const seen: string[] = [];
  const compute: ComputeClient = createComputeClient({
    baseUrl: server.url,
    auth: { username: DEMO_USER.username, password },
    logger,
    fetch: async (url, init) => {
      const response = await fetch(url, init);
      const text = await response.clone().text();
      for (const match of text.matchAll(/"(?:token|refresh|refresh_token)"\s*:\s*"([^"]+)"/g))
        seen.push(match[1]!);
      return response;
    },
  });
  const secrets = () => [password, DEMO_USER.password, ...seen];
  return { compute, lines, seen, secrets };
}

describe("compute session against the reference server", () => {
  test("the first call logs in, later calls reuse the token", async () => {
    const { compute, seen } = sessionClient();
    const resources = await compute.vms.getResources("1201");
    expect(resources).toMatchObject({
      resources: expect.arrayContaining([expect.objectContaining({ name: "cpu" })]),
    });
    await compute.vms.list("1201");
    await compute.vms.getMemoryUsage("1201", "vm-10");
    expect(logins()).toBe(1);
    expect(refreshes()).toBe(0);
    expect(seen.length).toBeGreaterThanOrEqual(2); // a token and a refresh token came back
  });

  test("after the server expires the token, the next call refreshes once and succeeds", async () => {
    const { compute } = sessionClient();
    await compute.vms.list("1201");
    server.expireAccessTokens();
    await expect(compute.vms.list("1201")).resolves.toMatchObject({ vms: expect.any(Array) });
    expect(refreshes()).toBe(1);
    expect(logins()).toBe(1);
    await compute.vms.list("1201");
    expect(refreshes()).toBe(1);
  });

  test("20 concurrent calls after expiry cause exactly one refresh request", async () => {
    const { compute } = sessionClient();
    await compute.vms.list("1201");
    server.expireAccessTokens();
    const results = await Promise.all(Array.from({ length: 20 }, () => compute.vms.getResources("1201")));
    expect(results).toHaveLength(20);
    expect(refreshes()).toBe(1);
    expect(logins()).toBe(1);
    // the rotated (single-use) refresh token is the one used next time
    server.expireAccessTokens();
    await compute.vms.list("1201");
    expect(refreshes()).toBe(2);
    expect(logins()).toBe(1);
  });

  test("a revoked session's next call logs in again", async () => {
    const { compute } = sessionClient();
    await compute.vms.list("1201");
    await compute.revoke();
    expect(server.requestCount("POST", "/revoke")).toBe(1);
    await expect(compute.vms.list("1201")).resolves.toBeDefined();
    expect(logins()).toBe(2);
  });

  test("a session the server forgot (access and refresh tokens dead) logs in again", async () => {
    const { compute } = sessionClient();
    await compute.vms.list("1201");
    server.reset(); // sessions gone on the server
    await expect(compute.vms.list("1201")).resolves.toBeDefined();
    expect(refreshes()).toBe(1); // refused
    expect(logins()).toBe(1); // counted since the reset
  });

  test("a revoked session whose login is refused fails with AuthenticationError, showing no token", async () => {
    const { compute, lines, secrets } = sessionClient();
    await compute.vms.list("1201");
    await compute.revoke();
    server.faults.inject({ method: "POST", path: "/login", kind: "status", status: 401 });
    const error = await rejection(compute.vms.list("1201"));
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({ operationId: "Utility_login", status: 401 });
    expectNoSecrets(secrets(), error, lines);
  });

  test("a wrong password is an AuthenticationError; no password or token in the error or the log", async () => {
    const { compute, lines, secrets } = sessionClient("not-the-password");
    const error = await rejection(compute.vms.getResources("1201"));
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(server.requestCount("GET", "/service/{id}/resources")).toBe(0);
    expectNoSecrets(secrets(), error, lines);
  });

  test("no token appears in errors or log lines over a session with failures", async () => {
    const { compute, lines, seen, secrets } = sessionClient();
    await compute.vms.list("1201");
    server.expireAccessTokens();
    const errors = [
      await rejection(compute.vms.getResources("9999")), // not the user's service
      await rejection(compute.vms.mountIsoImage("1201", "vm-404", { image: "x" })),
    ];
    server.faults.inject({ path: "/service/{id}/vms", kind: "hostbill-error", message: "Service suspended" });
    errors.push(await rejection(compute.vms.list("1201")));
    expect(errors.map((e) => (e as Error).name)).toEqual(["NotFoundError", "NotFoundError", "ApiError"]);
    expect((errors[2] as { messages: string[] }).messages).toEqual(["Service suspended"]);
    await compute.logout();
    expect(seen.length).toBeGreaterThanOrEqual(4);
    for (const error of errors) expectNoSecrets(secrets(), error, lines);
  });

  test('vms.getResources("a/b") requests /service/a%2Fb/resources', async () => {
    const { compute } = sessionClient();
    const error = await rejection(compute.vms.getResources("a/b"));
    expect(error).toMatchObject({ name: "NotFoundError", url: `${server.url}/service/a%2Fb/resources` });
    expect(server.requestLog.at(-1)).toMatchObject({ method: "GET", url: "/service/a%2Fb/resources" });
    expect(server.requestCount("GET", "/service/a%2Fb/resources")).toBe(1);
  });
});

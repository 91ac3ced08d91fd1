// hooks on a HostBill session and on a client that shares it: the session's own login and the
// client's calls each go to the hooks they were given, with no password or token in them.
import { DEMO_USER, type MockServer, startMockServer } from "@cdrapi/mock-server";
import { afterAll, beforeAll, expect, test } from "@jest/globals";
import { createAccountClient, createSession, type RequestEvent } from "../src/index.js";

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());

test("the session's hooks see its login; the client's, its own calls (and the client.request ones)", async () => {
  const sessionEvents: RequestEvent[] = [];
  const clientEvents: Array<RequestEvent & { status?: number }> = [];
  const session = createSession({
    baseUrl: server.url,
    ...DEMO_USER,
    hooks: { onResponse: (e) => sessionEvents.push(e) },
  });
  const account = createAccountClient({
    auth: { session },
    hooks: { onResponse: (e) => clientEvents.push(e) },
  });
  await account.profile.get();
  await account.request({ method: "GET", path: "/details" });
  expect(sessionEvents.map((e) => `${e.operationId} ${e.method}`)).toEqual(["Utility_login POST"]);
  expect(clientEvents.map((e) => `${e.operationId} ${e.method} ${e.status}`)).toEqual([
    "Client area_userDetails GET 200",
    "undefined GET 200",
  ]);
  expect(clientEvents[0]!.headers.authorization).toBe("[REDACTED]");
  const seen = JSON.stringify([sessionEvents, clientEvents]);
  expect(seen).not.toContain(DEMO_USER.password);
  await session.logout();
});

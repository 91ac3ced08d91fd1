// One rate limiter per HostBill session: its own requests (login) and every client given it share
// it, so a 429 to one client's call pauses the other clients' calls too (limiter.ts in core).
import { DEMO_USER, type MockServer, startMockServer } from "@cdrapi/mock-server";
import { afterAll, beforeAll, beforeEach, expect, test } from "@jest/globals";
import { createAccountClient, createSession, ValidationError } from "../src/index.js";

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

test("a 429 to one client of a session pauses a call of another client of it", async () => {
  const session = createSession({ baseUrl: server.url, ...DEMO_USER });
  let other: Promise<unknown> | undefined;
  const refusing = createAccountClient({
    auth: { session },
    // The other client's call starts as soon as this one has its 429.
    hooks: {
      onResponse: (e) => {
        if (e.status === 429) other = second.affiliate.getSummary();
      },
    },
  });
  const second = createAccountClient({ auth: { session } });
  // Both clients have made a call already, so the other one's next call has nothing to prepare.
  await Promise.all([refusing.profile.get(), second.affiliate.getSummary()]);
  server.faults.inject({
    kind: "status",
    status: 429,
    retryAfterMs: 300,
    method: "GET",
    path: "/details",
    times: 1,
  });
  const before = server.requestLog.length;
  await refusing.profile.get();
  await other;
  const log = server.requestLog.slice(before);
  const refused = log.find((r) => r.path === "/details");
  const summary = log.find((r) => r.path === "/affiliates/summary");
  expect(refused && summary).toBeTruthy();
  expect(Date.parse(summary!.time) - Date.parse(refused!.time)).toBeGreaterThanOrEqual(300);
});

test("a client given a session takes its pace: another pace is refused, the same one accepted", () => {
  const session = createSession({ baseUrl: server.url, ...DEMO_USER, maxRequestsPerMinute: 120 });
  expect(() => createAccountClient({ auth: { session }, maxRequestsPerMinute: 60 })).toThrow(ValidationError);
  expect(() => createAccountClient({ auth: { session }, maxRequestsPerMinute: 120 })).not.toThrow();
});

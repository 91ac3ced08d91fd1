// A paged list through the reference server: `?page=N` answered with `page: { current, total }`,
// 20 tickets a page. Iterating from page 1 walks every page and yields each ticket once.
import { createSession } from "@cdrapi/account";
import { DEMO_USER, fixtures, type MockServer, startMockServer } from "@cdrapi/mock-server";
import { afterAll, beforeAll, expect, test } from "@jest/globals";
import { createSupportClient } from "../../src/index.js";

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());

test("for await walks every page of tickets, each ticket once", async () => {
  const support = createSupportClient({
    auth: { session: createSession({ baseUrl: server.url, ...DEMO_USER }) },
  });
  for (let i = 0; i < 45; i++) {
    await support.tickets.create({ dept_id: fixtures.departments.support, subject: `t${i}`, body: "." });
  }
  const all = (await support.tickets.list()).tickets ?? []; // the reference server's unpaged answer
  const first = await support.tickets.list({ page: 1 });
  expect(first.tickets).toHaveLength(20);
  expect(first.page).toMatchObject({ current: 1, total: Math.ceil(all.length / 20) });

  const seen: string[] = [];
  for await (const ticket of support.tickets.list({ page: 1 })) seen.push(String(ticket.ticket_number));
  expect(seen).toEqual(all.map((t) => String(t.ticket_number)));
  expect(new Set(seen).size).toBe(all.length);
  expect(server.requestCount("GET", "/tickets")).toBe(2 + Math.ceil(all.length / 20));
});

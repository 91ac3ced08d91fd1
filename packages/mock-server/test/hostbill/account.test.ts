import { afterAll, beforeAll, beforeEach, describe, expect, test } from "@jest/globals";
import { fixtures, type MockServer, startMockServer } from "../../src/index.js";
import { type Api, signIn } from "./client.js";

let server: MockServer;
let api: Api;
beforeAll(async () => {
  server = await startMockServer({ now: () => Date.parse("2026-11-23T10:00:00Z") });
});
afterAll(() => server.close());
beforeEach(async () => {
  server.reset();
  api = await signIn(server);
});

test("the client's own details: read, update, read back", async () => {
  expect((await api("GET", "/details")).body.client).toMatchObject({
    id: fixtures.clientId,
    firstname: "An",
  });
  // The fields the document's request body names are kept (taxid among them); others are not.
  await api("PUT", "/details", {
    firstname: "Ánh",
    taxid: "0312345678",
    password: "never-stored",
    admin: "1",
  });
  const client = (await api("GET", "/details")).body.client;
  expect(client).toMatchObject({ firstname: "Ánh", taxid: "0312345678" });
  expect(client).not.toHaveProperty("password");
  expect(client).not.toHaveProperty("admin");
});

describe("services", () => {
  test("list and details", async () => {
    const list = (await api("GET", "/service")).body.services;
    expect(list.map((s: { id: string }) => s.id)).toEqual(Object.values(fixtures.services));
    expect((await api("GET", `/service/${fixtures.services.cloud}`)).body.service).toMatchObject({
      id: fixtures.services.cloud,
      status: "Active",
      billingcycle: "Monthly",
    });
    expect((await api("GET", `/service/${fixtures.unknownId}`)).status).toBe(404);
  });

  test.each([
    [{ immediate: false, reason: "Moving" }, "Active"],
    [{ immediate: true, reason: "Moving" }, "Cancelled"],
  ])("cancel %j: cancell_sent, status %s", async (body, want) => {
    const answer = await api("POST", `/service/${fixtures.services.hosting}/cancel`, body);
    expect(answer.body).toEqual({ info: ["cancell_sent"] });
    expect((await api("GET", `/service/${fixtures.services.hosting}`)).body.service.status).toBe(want);
  });

  test("renew bills the next period and moves next_due on by the cycle", async () => {
    const answer = await api("POST", `/service/${fixtures.services.cloud}/renew`);
    expect(answer.body).toMatchObject({ invoice_id: expect.any(String), total: "450000.00" });
    expect((await api("GET", `/service/${fixtures.services.cloud}`)).body.service.next_due).toBe(
      "2027-01-15",
    );
  });
});

describe("tickets", () => {
  test("open, reply, close, re-open: details follow", async () => {
    const opened = await api("POST", "/tickets", {
      dept_id: fixtures.departments.billing,
      subject: "Invoice question",
      body: "Why two invoices?",
    });
    const number = opened.body.ticket_number as string;
    expect(
      (await api("GET", "/tickets")).body.tickets.map((t: { ticket_number: string }) => t.ticket_number),
    ).toEqual([fixtures.ticket, number]);
    await api("POST", `/tickets/${number}`, { body: "Any news?" });
    const details = (await api("GET", `/tickets/${number}`)).body;
    expect(details.ticket).toMatchObject({
      subject: "Invoice question",
      deptname: "Billing",
      status: "Client-Reply",
    });
    expect(details.replies.map((r: { body: string }) => r.body)).toEqual(["Any news?"]);
    await api("PUT", `/tickets/${number}/close`);
    expect((await api("GET", `/tickets/${number}`)).body.ticket.status).toBe("Closed");
    await api("PUT", `/tickets/${number}/open`);
    expect((await api("GET", `/tickets/${number}`)).body.ticket.status).toBe("Open");
  });

  test.each([
    [{ dept_id: fixtures.unknownId, subject: "s", body: "b" }],
    [{ dept_id: fixtures.departments.support, subject: "", body: "b" }],
  ])("open with %j: 400", async (body) => {
    expect((await api("POST", "/tickets", body)).status).toBe(400);
  });

  test("?page pages the list, 20 a page; without it the whole list and no page field", async () => {
    for (let i = 0; i < 21; i++) {
      await api("POST", "/tickets", { dept_id: fixtures.departments.support, subject: `n${i}`, body: "b" });
    }
    const whole = (await api("GET", "/tickets")).body;
    expect(whole.tickets).toHaveLength(22);
    expect(whole).not.toHaveProperty("page");
    const second = (await api("GET", "/tickets?page=2")).body;
    expect(second.page).toEqual({ current: 2, total: 2, records: 22, perpage: 20 });
    expect(second.tickets.map((t: { subject: string }) => t.subject)).toEqual(["n19", "n20"]);
    expect((await api("GET", "/invoice?page=1")).body.page).toEqual({
      current: 1,
      total: 1,
      records: 2,
      perpage: 20,
    });
  });

  test("unknown ticket: 404", async () => {
    expect((await api("GET", `/tickets/${fixtures.unknownId}`)).status).toBe(404);
    expect((await api("PUT", `/tickets/${fixtures.unknownId}/close`)).status).toBe(404);
  });
});

describe("invoices and credit", () => {
  const unpaid = `/invoice/${fixtures.invoices.unpaid}`;

  test("credit pays part, then the rest; the balance follows", async () => {
    expect((await api("GET", "/balance")).body.details).toEqual({
      currency: "VND",
      acc_balance: "450000.00",
      acc_credit: "500000.00",
    });
    expect((await api("POST", `${unpaid}/credit`, { amount: 100000 })).body).toMatchObject({
      status: "Unpaid",
    });
    expect((await api("GET", unpaid)).body.invoice).toMatchObject({
      credit: "100000.00",
      balance: "350000.00",
    });
    expect((await api("POST", `${unpaid}/credit`, {})).body).toMatchObject({
      applied: "350000.00",
      status: "Paid",
    });
    expect((await api("GET", unpaid)).body.invoice).toMatchObject({ status: "Paid", datepaid: "2026-11-23" });
    expect((await api("GET", "/balance")).body.details).toMatchObject({
      acc_balance: "0.00",
      acc_credit: "50000.00",
    });
    expect((await api("POST", `${unpaid}/credit`, {})).status).toBe(400);
  });

  test("list and unknown invoice", async () => {
    expect((await api("GET", "/invoice")).body.invoices).toHaveLength(2);
    expect((await api("GET", `/invoice/${fixtures.unknownId}`)).status).toBe(404);
  });
});

describe("contacts", () => {
  test("add, edit, read", async () => {
    const added = await api("POST", "/contact", {
      email: "ops@example.vn",
      firstname: "Dũng",
      lastname: "Phạm",
    });
    const id = added.body.contact_id as string;
    expect((await api("GET", "/contact")).body.contacts.map((c: { email: string }) => c.email)).toEqual([
      "billing@example.vn",
      "ops@example.vn",
    ]);
    await api("PUT", `/contact/${id}`, { lastname: "Phạm Văn", id: "hijack" });
    expect((await api("GET", `/contact/${id}`)).body.contact).toMatchObject({ id, lastname: "Phạm Văn" });
    expect((await api("GET", `/contact/${fixtures.unknownId}`)).status).toBe(404);
  });

  test("a duplicate email: 400", async () => {
    expect((await api("POST", "/contact", { email: "billing@example.vn" })).status).toBe(400);
  });
});

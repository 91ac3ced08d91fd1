import { afterAll, beforeAll, beforeEach, describe, expect, test } from "@jest/globals";
import { fixtures, type MockServer, startMockServer } from "../../src/index.js";
import { type Api, signIn } from "./client.js";

const domain = `/domain/${fixtures.domain.id}`;
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

test("list and details", async () => {
  expect((await api("GET", "/domain")).body.domains).toEqual([
    expect.objectContaining({
      id: fixtures.domain.id,
      name: fixtures.domain.name,
      expires: "2027-03-15",
      daytoexpire: "112",
    }),
  ]);
  expect((await api("GET", domain)).body.details).toMatchObject({
    name: fixtures.domain.name,
    autorenew: "1",
  });
  expect((await api("GET", `/domain/name/${fixtures.domain.name}`)).body.details).toHaveLength(1);
  expect((await api("GET", "/domain/name/nowhere.vn")).status).toBe(404);
});

describe("nameservers", () => {
  test.each([
    [
      ["NS1.Provider.vn", "ns2.provider.vn"],
      ["ns1.provider.vn", "ns2.provider.vn"],
    ],
    [[], ["ns1.example.vn", "ns2.example.vn"]],
  ])("set %j -> read %j", async (given, want) => {
    expect((await api("PUT", `${domain}/ns`, { nameservers: given })).status).toBe(200);
    expect((await api("GET", `${domain}/ns`)).body.nameservers).toEqual(want);
    expect((await api("GET", domain)).body.details.nameservers).toEqual(want);
  });

  test("one nameserver is refused", async () => {
    expect((await api("PUT", `${domain}/ns`, { nameservers: ["ns1.provider.vn"] })).status).toBe(400);
  });
});

test.each([
  ["reglock", { switch: false }, { reglock: false }],
  ["reglock", { switch: true }, { reglock: true }],
  ["autorenew", { autorenew: "0" }, { autorenew: "0" }],
  ["autorenew", { autorenew: true }, { autorenew: "1" }],
])("PUT %s %j then GET reads %j", async (what, body, want) => {
  expect((await api("PUT", `${domain}/${what}`, body)).status).toBe(200);
  expect((await api("GET", `${domain}/${what}`)).body).toMatchObject(want);
});

test("renew extends expiry by the years and bills them", async () => {
  const before = (await api("GET", "/invoice")).body.invoices.length;
  const renewed = await api("POST", `${domain}/renew`, { years: "2" });
  expect(renewed.body).toMatchObject({ expires: "2029-03-15" });
  expect((await api("GET", domain)).body.details.expires).toBe("2029-03-15");
  const invoice = await api("GET", `/invoice/${renewed.body.invoice_id}`);
  expect(invoice.body.invoice).toMatchObject({ status: "Unpaid", total: "900000.00" });
  expect((await api("GET", "/invoice")).body.invoices).toHaveLength(before + 1);
  expect((await api("POST", `${domain}/renew`, { years: "0" })).status).toBe(400);
});

test("unknown domain: 404 everywhere", async () => {
  for (const path of ["", "/ns", "/reglock", "/autorenew", "/dns"]) {
    expect((await api("GET", `/domain/${fixtures.unknownId}${path}`)).status).toBe(404);
  }
});

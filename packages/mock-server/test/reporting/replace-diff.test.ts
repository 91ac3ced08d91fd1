import { afterAll, beforeAll, beforeEach, describe, expect, test } from "@jest/globals";
import { DEMO_REGISTRAR, type MaintainDomain, type MockServer, startMockServer } from "../../src/index.js";
import { asRegistrar, record } from "../helpers.js";

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const a = record("a.com");
const b = record("b.com");
const c = record("c.vn");

const cases: Array<
  [
    string,
    { before: MaintainDomain[]; upload: MaintainDomain[]; want: Record<string, number>; names: string[] },
  ]
> = [
  [
    "first upload adds everything",
    {
      before: [],
      upload: [a, b],
      want: { total: 2, added: 2, changed: 0, removed: 0 },
      names: ["a.com", "b.com"],
    },
  ],
  [
    "same list again changes nothing",
    {
      before: [a, b],
      upload: [a, b],
      want: { total: 2, added: 0, changed: 0, removed: 0 },
      names: ["a.com", "b.com"],
    },
  ],
  [
    "a name gone is removed",
    { before: [a, b], upload: [a], want: { total: 1, added: 0, changed: 0, removed: 1 }, names: ["a.com"] },
  ],
  [
    "a new name is added",
    {
      before: [a],
      upload: [a, c],
      want: { total: 2, added: 1, changed: 0, removed: 0 },
      names: ["a.com", "c.vn"],
    },
  ],
  [
    "another field differs: changed",
    {
      before: [a, b],
      upload: [a, record("b.com", { phone: "+84.900000000" })],
      want: { total: 2, added: 0, changed: 1, removed: 0 },
      names: ["a.com", "b.com"],
    },
  ],
  [
    "an optional field added: changed",
    {
      before: [a],
      upload: [record("a.com", { note: "renewed" })],
      want: { total: 1, added: 0, changed: 1, removed: 0 },
      names: ["a.com"],
    },
  ],
  [
    "case of the name is identity, not a change",
    {
      before: [a],
      upload: [record("A.COM")],
      want: { total: 1, added: 0, changed: 0, removed: 0 },
      names: ["A.COM"],
    },
  ],
  [
    "Unicode and punycode are one domain",
    {
      before: [record("ví-dụ.com")],
      upload: [record("xn--v-d-rma6749a.com")],
      want: { total: 1, added: 0, changed: 0, removed: 0 },
      names: ["xn--v-d-rma6749a.com"],
    },
  ],
  [
    "add, change and remove at once",
    {
      before: [a, b],
      upload: [record("b.com", { ownerType: "T" }), c],
      want: { total: 2, added: 1, changed: 1, removed: 1 },
      names: ["b.com", "c.vn"],
    },
  ],
];

describe("POST /v1/reports/maintain-domains REPLACEs the list", () => {
  test.each(cases)("%s", async (_name, { before, upload, want, names }) => {
    if (before.length > 0) {
      expect((await asRegistrar(`${server.url}/v1/reports/maintain-domains`, "POST", before)).status).toBe(
        200,
      );
    }
    const { status, body } = await asRegistrar(`${server.url}/v1/reports/maintain-domains`, "POST", upload);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      requestResult: "SUCCESS",
      requestType: "REPLACE",
      totalDomain: want.total,
      addedDomain: want.added,
      changedDomain: want.changed,
      removedDomain: want.removed,
      subListDomain: 0,
    });
    expect(body.link).toBe(`/v1/reports/${body.id}`);
    expect(body.requestTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(server.state.maintainedList(DEMO_REGISTRAR.username).map((r) => r.domainName)).toEqual(names);
  });

  test("duplicate names within one list: 400 naming them, list unchanged", async () => {
    await asRegistrar(`${server.url}/v1/reports/maintain-domains`, "POST", [a]);
    const { status, headers, body } = await asRegistrar(`${server.url}/v1/reports/maintain-domains`, "POST", [
      b,
      record("B.com"),
      c,
    ]);
    expect(status).toBe(400);
    expect(headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(body.detail).toContain("B.com");
    expect(server.state.maintainedList(DEMO_REGISTRAR.username).map((r) => r.domainName)).toEqual(["a.com"]);
  });

  test("each registrar has its own list", async () => {
    await server.close();
    server = await startMockServer({
      registrars: [
        { username: "r1", password: "p1" },
        { username: "r2", password: "p2" },
      ],
      seed: { maintained: { r2: [a, b] } },
    });
    const auth = `Basic ${Buffer.from("r1:p1").toString("base64")}`;
    const { body } = await asRegistrar(`${server.url}/v1/reports/maintain-domains`, "POST", [a], {
      authorization: auth,
    });
    expect(body).toMatchObject({ addedDomain: 1, removedDomain: 0 });
    expect(server.state.maintainedList("r2")).toHaveLength(2);
  });
});

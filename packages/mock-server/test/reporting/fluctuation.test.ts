import { afterAll, beforeAll, beforeEach, describe, expect, test } from "@jest/globals";
import { DEMO_REGISTRAR, type FluctuationDomain, type MockServer, startMockServer } from "../../src/index.js";
import { asRegistrar, record } from "../helpers.js";

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer({
    seed: { maintained: { [DEMO_REGISTRAR.username]: [record("a.com"), record("b.com")] } },
  });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

function change(
  domainName: string,
  action: FluctuationDomain["action"],
  extra: Partial<FluctuationDomain> = {},
) {
  const reason = ({ ADD: "C", REM: "D", CHANGE: "U" } as const)[action];
  return { ...record(domainName), action, actionReason: reason, actionDate: "2026-11-20", ...extra };
}

const cases: Array<
  [string, { records: FluctuationDomain[]; result: string; counts: number[]; names: string[]; note?: string }]
> = [
  [
    "ADD a new name",
    {
      records: [change("c.com", "ADD")],
      result: "SUCCESS",
      counts: [1, 1, 0, 0],
      names: ["a.com", "b.com", "c.com"],
    },
  ],
  [
    "REM a listed name",
    { records: [change("a.com", "REM")], result: "SUCCESS", counts: [1, 0, 0, 1], names: ["b.com"] },
  ],
  [
    "CHANGE a listed name",
    {
      records: [change("b.com", "CHANGE", { ownerType: "T" })],
      result: "SUCCESS",
      counts: [1, 0, 1, 0],
      names: ["a.com", "b.com"],
    },
  ],
  [
    "all three",
    {
      records: [change("c.com", "ADD"), change("a.com", "REM"), change("b.com", "CHANGE")],
      result: "SUCCESS",
      counts: [3, 1, 1, 1],
      names: ["b.com", "c.com"],
    },
  ],
  [
    "ADD of a listed name fails the report",
    {
      records: [change("c.com", "ADD"), change("A.com", "ADD")],
      result: "FAILURE",
      counts: [2, 0, 0, 0],
      names: ["a.com", "b.com"],
      note: "A.com",
    },
  ],
  [
    "REM of a missing name fails the report",
    {
      records: [change("zz.com", "REM")],
      result: "FAILURE",
      counts: [1, 0, 0, 0],
      names: ["a.com", "b.com"],
      note: "zz.com",
    },
  ],
  [
    "CHANGE of a missing name fails the report",
    {
      records: [change("a.com", "REM"), change("yy.com", "CHANGE")],
      result: "FAILURE",
      counts: [2, 0, 0, 0],
      names: ["a.com", "b.com"],
      note: "yy.com",
    },
  ],
];

describe("POST /v1/reports/fluctuation-domains applies an UPDATE", () => {
  test.each(cases)("%s", async (_name, { records, result, counts, names, note }) => {
    const { status, body } = await asRegistrar(
      `${server.url}/v1/reports/fluctuation-domains`,
      "POST",
      records,
    );
    expect(status).toBe(200);
    const [total, added, changed, removed] = counts;
    expect(body).toMatchObject({
      requestType: "UPDATE",
      requestResult: result,
      totalDomain: total,
      addedDomain: added,
      changedDomain: changed,
      removedDomain: removed,
    });
    if (note) expect(body.note).toContain(note);
    const list = server.state.maintainedList(DEMO_REGISTRAR.username);
    expect(list.map((r) => r.domainName)).toEqual(names);
    // Action fields never leak into the maintained list.
    for (const stored of list) expect(stored).not.toHaveProperty("action");
  });

  test("a record without action is a 400", async () => {
    const { status, body } = await asRegistrar(`${server.url}/v1/reports/fluctuation-domains`, "POST", [
      record("c.com"),
    ]);
    expect(status).toBe(400);
    expect(body.errors.some((e: { message: string }) => e.message.includes("action"))).toBe(true);
  });
});

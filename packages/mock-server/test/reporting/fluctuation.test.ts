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

const cases: Array<[string, { records: FluctuationDomain[]; counts: number[] }]> = [
  ["ADD a new name", { records: [change("c.com", "ADD")], counts: [1, 1, 0, 0] }],
  ["REM a listed name", { records: [change("a.com", "REM")], counts: [1, 0, 0, 1] }],
  [
    "CHANGE a listed name",
    { records: [change("b.com", "CHANGE", { ownerType: "T" })], counts: [1, 0, 1, 0] },
  ],
  [
    "all three",
    {
      records: [change("c.com", "ADD"), change("a.com", "REM"), change("b.com", "CHANGE")],
      counts: [3, 1, 1, 1],
    },
  ],
  // What the nightly REPLACEs already filed: the list holds the ADDs and lacks the REMs.
  [
    "ADD of a listed name",
    { records: [change("c.com", "ADD"), change("A.com", "ADD")], counts: [2, 2, 0, 0] },
  ],
  ["REM of a name not listed", { records: [change("zz.com", "REM")], counts: [1, 0, 0, 1] }],
  [
    "CHANGE of a name not listed",
    { records: [change("a.com", "REM"), change("yy.com", "CHANGE")], counts: [2, 0, 1, 1] },
  ],
];

describe("POST /v1/reports/fluctuation-domains files an UPDATE, counted by action", () => {
  test.each(cases)("%s: SUCCESS, the list as the last REPLACE left it", async (_name, {
    records,
    counts,
  }) => {
    const { status, body } = await asRegistrar(
      `${server.url}/v1/reports/fluctuation-domains`,
      "POST",
      records,
    );
    expect(status).toBe(200);
    const [total, added, changed, removed] = counts;
    expect(body).toMatchObject({
      requestType: "UPDATE",
      requestResult: "SUCCESS",
      totalDomain: total,
      addedDomain: added,
      changedDomain: changed,
      removedDomain: removed,
    });
    expect((await asRegistrar(`${server.url}${body.link}`, "GET")).body).toEqual(body);
    expect(server.state.maintainedList(DEMO_REGISTRAR.username)).toEqual([record("a.com"), record("b.com")]);
  });

  test("a record without action is a 400", async () => {
    const { status, body } = await asRegistrar(`${server.url}/v1/reports/fluctuation-domains`, "POST", [
      record("c.com"),
    ]);
    expect(status).toBe(400);
    expect(body.errors.some((e: { message: string }) => e.message.includes("action"))).toBe(true);
  });
});

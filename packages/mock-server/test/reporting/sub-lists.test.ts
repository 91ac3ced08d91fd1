import { afterAll, beforeAll, beforeEach, describe, expect, test } from "@jest/globals";
import { DEMO_REGISTRAR, type MaintainDomain, type MockServer, startMockServer } from "../../src/index.js";
import { asRegistrar, record } from "../helpers.js";

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const SUB = "/v1/reports/maintain-domains/sub-lists";
const MERGE = "/v1/reports/maintain-domains/sub-lists/merge";
const names = (n: number, prefix = "d") => Array.from({ length: n }, (_, i) => record(`${prefix}${i}.com`));

interface Case {
  before: MaintainDomain[];
  subLists: MaintainDomain[][];
  /** totalDomain answered by each sub-list (pending records so far). */
  pending: number[];
  merged: { total: number; added: number; changed: number; removed: number; subListDomain: number };
}

const cases: Array<[string, Case]> = [
  [
    "one sub-list",
    {
      before: [],
      subLists: [names(3)],
      pending: [3],
      merged: { total: 3, added: 3, changed: 0, removed: 0, subListDomain: 3 },
    },
  ],
  [
    "three sub-lists accumulate",
    {
      before: [],
      subLists: [names(2, "a"), names(2, "b"), names(1, "c")],
      pending: [2, 4, 5],
      merged: { total: 5, added: 5, changed: 0, removed: 0, subListDomain: 5 },
    },
  ],
  [
    "a re-sent sub-list does not duplicate",
    {
      before: [],
      subLists: [names(2, "a"), names(2, "b"), names(2, "b")],
      pending: [2, 4, 4],
      merged: { total: 4, added: 4, changed: 0, removed: 0, subListDomain: 4 },
    },
  ],
  [
    "a re-sent record replaces the pending copy",
    {
      before: [],
      subLists: [[record("x.com")], [record("X.com", { note: "second" })]],
      pending: [1, 1],
      merged: { total: 1, added: 1, changed: 0, removed: 0, subListDomain: 1 },
    },
  ],
  [
    "the merge REPLACEs with a diff",
    {
      before: [record("keep.com"), record("gone.com"), record("edit.com")],
      subLists: [[record("keep.com"), record("edit.com", { ownerType: "T" })], [record("new.com")]],
      pending: [2, 3],
      merged: { total: 3, added: 1, changed: 1, removed: 1, subListDomain: 3 },
    },
  ],
];

describe("sub-lists and merge", () => {
  test.each(cases)("%s", async (_name, { before, subLists, pending, merged }) => {
    if (before.length > 0) await asRegistrar(`${server.url}/v1/reports/maintain-domains`, "POST", before);
    const beforeNames = server.state.maintainedList(DEMO_REGISTRAR.username).map((r) => r.domainName);
    for (const [index, subList] of subLists.entries()) {
      const { status, body } = await asRegistrar(`${server.url}${SUB}`, "POST", subList);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        requestResult: "PENDING",
        requestType: "SUB_LIST",
        totalDomain: pending[index],
        subListDomain: subList.length,
        addedDomain: 0,
        changedDomain: 0,
        removedDomain: 0,
      });
      // Nothing replaces the maintained list before the merge.
      expect(server.state.maintainedList(DEMO_REGISTRAR.username).map((r) => r.domainName)).toEqual(
        beforeNames,
      );
    }
    const { status, body } = await asRegistrar(`${server.url}${MERGE}`, "PUT");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      requestResult: "SUCCESS",
      requestType: "REPLACE",
      totalDomain: merged.total,
      addedDomain: merged.added,
      changedDomain: merged.changed,
      removedDomain: merged.removed,
      subListDomain: merged.subListDomain,
    });
    expect(body.link).toBe(`/v1/reports/${body.id}`);
    expect(server.state.maintainedList(DEMO_REGISTRAR.username)).toHaveLength(merged.total);
    expect(server.state.pendingList(DEMO_REGISTRAR.username)).toEqual([]);
  });

  test("merge with nothing pending: 404 problem", async () => {
    const { status, headers, body } = await asRegistrar(`${server.url}${MERGE}`, "PUT");
    expect(status).toBe(404);
    expect(headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(body).toMatchObject({ status: 404, title: "Not Found" });
  });

  test("a second merge finds nothing pending", async () => {
    await asRegistrar(`${server.url}${SUB}`, "POST", names(1));
    expect((await asRegistrar(`${server.url}${MERGE}`, "PUT")).status).toBe(200);
    expect((await asRegistrar(`${server.url}${MERGE}`, "PUT")).status).toBe(404);
  });

  test("duplicates within one sub-list: 400, nothing pending", async () => {
    const { status } = await asRegistrar(`${server.url}${SUB}`, "POST", [record("a.com"), record("A.com")]);
    expect(status).toBe(400);
    expect(server.state.pendingList(DEMO_REGISTRAR.username)).toEqual([]);
  });

  test("requestCount tells how often a sub-list was sent", async () => {
    await asRegistrar(`${server.url}${SUB}`, "POST", names(1));
    await asRegistrar(`${server.url}${SUB}`, "POST", names(1));
    expect(server.requestCount("POST", SUB)).toBe(2);
    expect(server.requestCount("PUT", MERGE)).toBe(0);
  });
});

/**
 * The sub-list lifecycle: PENDING until a merge (then SUCCESS, naming the merge's report) or
 * until none was added for the TTL (then EXPIRED, dropped together). The server's clock is
 * injected, so time moves only when a test moves it.
 */

import { afterAll, beforeAll, beforeEach, describe, expect, test } from "@jest/globals";
import {
  DEFAULT_PENDING_SUB_LIST_TTL_MS,
  DEMO_REGISTRAR,
  type MaintainDomain,
  type MockServer,
  startMockServer,
} from "../../src/index.js";
import { asRegistrar, basic, call, type Loose, record } from "../helpers.js";

const SUB = "/v1/reports/maintain-domains/sub-lists";
const MERGE = "/v1/reports/maintain-domains/sub-lists/merge";
const FULL = "/v1/reports/maintain-domains";
const TTL = DEFAULT_PENDING_SUB_LIST_TTL_MS;
const START = Date.parse("2026-11-21T08:00:00.000Z");
const BOB = { username: "bob", password: "bob-secret" };
const names = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => record(`${prefix}${i}.vn`));

let clock = START;
let server: MockServer;
beforeAll(async () => {
  server = await startMockServer({ registrars: [DEMO_REGISTRAR, BOB], now: () => clock });
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  clock = START;
});

const upload = async (records: MaintainDomain[]) => {
  const { status, body } = await asRegistrar(`${server.url}${SUB}`, "POST", records);
  expect(status).toBe(200);
  return body as Loose;
};
const pending = async () => {
  const { status, body } = await asRegistrar(`${server.url}${SUB}`, "GET");
  expect(status).toBe(200);
  return body as Loose;
};
const statusOf = async (id: number) => {
  const { status, body } = await asRegistrar(`${server.url}/v1/reports/${id}`, "GET");
  expect(status).toBe(200);
  return body as Loose;
};
const merge = () => asRegistrar(`${server.url}${MERGE}`, "PUT");
const maintainedNames = () => server.state.maintainedList(DEMO_REGISTRAR.username).map((r) => r.domainName);

describe("GET pending sub-lists", () => {
  test("nothing pending: 200 with an empty list and no expiry", async () => {
    expect(await pending()).toEqual({ totalDomain: 0, subLists: [] });
  });

  test.each<[string, MaintainDomain[][], number]>([
    ["one sub-list", [names("a", 3)], 3],
    ["two sub-lists, oldest first", [names("a", 2), names("b", 2)], 4],
    [
      "a re-sent domain is counted once",
      [
        [record("x.vn"), record("y.vn")],
        [record("Y.vn"), record("z.vn")],
      ],
      3,
    ],
  ])("%s", async (_name, subLists, totalDomain) => {
    const answers: Loose[] = [];
    for (const subList of subLists) {
      answers.push(await upload(subList));
      clock += 60_000;
    }
    const body = await pending();
    expect(body.totalDomain).toBe(totalDomain);
    expect(body.subLists.map((s: Loose) => s.id)).toEqual(answers.map((a) => a.id));
    // Each entry is the sub-list's stored record, as its POST answered it.
    expect(body.subLists).toEqual(answers);
    for (const subList of body.subLists) {
      expect(subList).toMatchObject({ requestResult: "PENDING", requestType: "SUB_LIST" });
    }
    const last = answers.at(-1);
    expect(body.expiresAt).toBe(new Date(Date.parse(last.requestTime) + TTL).toISOString());
    expect(server.state.pendingSubLists(DEMO_REGISTRAR.username)).toEqual(body);
  });

  test("another registrar's pending sub-lists are not shown", async () => {
    const bob = { authorization: basic(BOB.username, BOB.password) };
    const bobs = (await call(`${server.url}${SUB}`, "POST", names("bob", 2), bob)).body;
    expect(await pending()).toEqual({ totalDomain: 0, subLists: [] });
    const mine = await upload(names("me", 1));
    expect((await pending()).subLists.map((s: Loose) => s.id)).toEqual([mine.id]);
    const bobsView = (await call(`${server.url}${SUB}`, "GET", undefined, bob)).body;
    expect(bobsView).toMatchObject({ totalDomain: 2, subLists: [{ id: bobs.id }] });
  });

  test("without credentials: 401", async () => {
    expect((await call(`${server.url}${SUB}`, "GET")).status).toBe(401);
  });
});

describe("merge ends the pending state", () => {
  test("each merged sub-list reads SUCCESS naming the merge's report; nothing is left pending", async () => {
    const subLists = [await upload(names("a", 2)), await upload(names("b", 1))];
    const merged = await merge();
    expect(merged.status).toBe(200);
    for (const subList of subLists) {
      expect(await statusOf(subList.id)).toEqual({
        ...subList,
        requestResult: "SUCCESS",
        requestType: "SUB_LIST",
        note: `merged in report ${merged.body.id}`,
      });
    }
    expect(await pending()).toEqual({ totalDomain: 0, subLists: [] });
    expect((await merge()).status).toBe(404);
  });

  test("sub-lists uploaded after a merge start a new pending report", async () => {
    const first = await upload(names("a", 2));
    const merged = (await merge()).body;
    const second = await upload(names("b", 1));
    expect(await pending()).toMatchObject({ totalDomain: 1, subLists: [{ id: second.id }] });
    expect((await statusOf(first.id)).note).toBe(`merged in report ${merged.id}`);
    expect((await statusOf(second.id)).requestResult).toBe("PENDING");
  });
});

describe("pending sub-lists expire together when none was added for the TTL", () => {
  const seeded = [record("kept.vn"), record("also-kept.vn")];

  test.each<[string, number, boolean]>([
    ["just under the TTL: still pending", TTL - 1, false],
    ["exactly the TTL: expired", TTL, true],
    ["well past the TTL: expired", 3 * TTL, true],
  ])("%s", async (_name, elapsed, expired) => {
    await asRegistrar(`${server.url}${FULL}`, "POST", seeded);
    const subLists = [await upload(names("a", 2)), await upload(names("b", 2))];
    clock += elapsed;

    for (const subList of subLists) {
      expect(await statusOf(subList.id)).toMatchObject(
        expired
          ? {
              requestResult: "EXPIRED",
              requestType: "SUB_LIST",
              note: "expired unmerged: no sub-list added for 24 h",
            }
          : { requestResult: "PENDING" },
      );
    }
    expect((await pending()).subLists).toHaveLength(expired ? 0 : 2);
    const merged = await merge();
    expect(merged.status).toBe(expired ? 404 : 200);
    expect(maintainedNames()).toEqual(
      expired
        ? seeded.map((r) => r.domainName)
        : [...names("a", 2), ...names("b", 2)].map((r) => r.domainName),
    );
  });

  test("a sub-list added before the TTL elapses pushes the expiry (sliding window)", async () => {
    const first = await upload(names("a", 1));
    clock += TTL - 1000;
    const second = await upload(names("b", 1));
    clock += 1500; // past the first sub-list's TTL, well within the second's
    const body = await pending();
    expect(body.subLists.map((s: Loose) => s.id)).toEqual([first.id, second.id]);
    expect(body.expiresAt).toBe(new Date(Date.parse(second.requestTime) + TTL).toISOString());

    clock = Date.parse(second.requestTime) + TTL;
    expect(await pending()).toEqual({ totalDomain: 0, subLists: [] });
    expect((await statusOf(first.id)).requestResult).toBe("EXPIRED");
    expect((await statusOf(second.id)).requestResult).toBe("EXPIRED");
  });

  test("after expiry a new sub-list starts afresh: the expired records do not come back", async () => {
    const old = await upload(names("old", 3));
    clock += TTL;
    const fresh = await upload(names("new", 1));
    expect(fresh.totalDomain).toBe(1);
    expect(await pending()).toMatchObject({ totalDomain: 1, subLists: [{ id: fresh.id }] });
    expect((await statusOf(old.id)).requestResult).toBe("EXPIRED");
    expect((await merge()).body).toMatchObject({ totalDomain: 1, subListDomain: 1 });
    expect(maintainedNames()).toEqual(["new0.vn"]);
  });

  test("each registrar's sub-lists expire on their own clock", async () => {
    const bob = { authorization: basic(BOB.username, BOB.password) };
    await call(`${server.url}${SUB}`, "POST", names("bob", 1), bob);
    clock += TTL - 1000;
    const mine = await upload(names("me", 1));
    clock += 1000;
    expect((await call(`${server.url}${SUB}`, "GET", undefined, bob)).body).toEqual({
      totalDomain: 0,
      subLists: [],
    });
    expect((await pending()).subLists.map((s: Loose) => s.id)).toEqual([mine.id]);
    expect(server.state.pendingList(BOB.username)).toEqual([]);
  });
});

describe("the pendingSubListTtlMs option", () => {
  test("a shorter TTL expires sooner, and the note tells it", async () => {
    let now = START;
    const short = await startMockServer({ pendingSubListTtlMs: 90 * 60_000, now: () => now });
    try {
      const { body: subList } = await asRegistrar(`${short.url}${SUB}`, "POST", names("a", 1));
      now += 90 * 60_000;
      const { body } = await asRegistrar(`${short.url}/v1/reports/${subList.id}`, "GET");
      expect(body).toMatchObject({
        requestResult: "EXPIRED",
        note: "expired unmerged: no sub-list added for 90 min",
      });
    } finally {
      await short.close();
    }
  });

  test("Infinity: pending sub-lists never expire and tell no expiry", async () => {
    let now = START;
    const forever = await startMockServer({ pendingSubListTtlMs: Number.POSITIVE_INFINITY, now: () => now });
    try {
      await asRegistrar(`${forever.url}${SUB}`, "POST", names("a", 1));
      now += 365 * TTL;
      const { body } = await asRegistrar(`${forever.url}${SUB}`, "GET");
      expect(body).toMatchObject({ totalDomain: 1, subLists: [{ requestResult: "PENDING" }] });
      expect(body.expiresAt).toBeUndefined();
    } finally {
      await forever.close();
    }
  });

  test.each([0, -1, 1.5, Number.NaN])("%p is refused", async (pendingSubListTtlMs) => {
    await expect(startMockServer({ pendingSubListTtlMs })).rejects.toThrow(RangeError);
  });
});

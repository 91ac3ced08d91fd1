// Table and CSV take the union of the rows' fields, in order of first appearance (a later row's
// field is a column too); place lists say which list (old or current service) each row is from
// (provinces only when asked: it takes every district and ward).
import { type MockServer, startMockServer } from "@cdrapi/mock-server";
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { printList } from "../src/output/list.js";
import { cdrapi, serverEnv, spawnCdrapi } from "./helpers/cli.js";

const ROWS = [{ id: 1, name: "a" }, { id: 2 }, { id: 3, name: "c", districtId: "001" }, { extra: true }];

async function print(format: "csv" | "table", rows: unknown[]): Promise<string> {
  let text = "";
  const write = (chunk: string) => {
    text += chunk;
  };
  await printList({ write }, format, rows);
  return text;
}

test.each([
  ["csv", "id,name,districtId,extra\r\n1,a,,\r\n2,,,\r\n3,c,001,\r\n,,,true\r\n"],
  [
    "table",
    "id  name  districtId  extra\n--  ----  ----------  -----\n1   a\n2\n3   c     001\n                      true\n",
  ],
] as const)("%s: every field of every row is a column, in order of first appearance", async (format, expected) => {
  expect(await print(format, ROWS)).toBe(expected);
});

describe("place lists", () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await startMockServer({ port: 0 });
  });
  afterAll(async () => {
    await server.close();
  });

  test("wards -o csv: the old wards keep districtId and districtName; each row says its list", async () => {
    const run = await cdrapi(["places", "wards", "-o", "csv"], { env: serverEnv(server) });
    expect(run.code).toBe(0);
    const [header, ...rows] = run.stdout.trim().split("\r\n");
    const columns = header!.split(",");
    expect(columns[0]).toBe("list");
    expect(columns).toEqual(expect.arrayContaining(["districtId", "districtName", "wardName"]));
    const lists = new Set(rows.map((row) => row.split(",")[0]));
    expect(lists).toEqual(new Set(["old", "current"]));
    const districtAt = columns.indexOf("districtId");
    for (const row of rows.filter((r) => r.startsWith("old,")).slice(0, 50)) {
      expect(row.split(",")[districtAt]).not.toBe("");
    }
  });

  // Through the real executable: the server counts the lists it was asked for.
  const DISTRICTS = "/v1/places/districts";
  const WARDS = "/v1/places/wards";
  test("provinces: the provinces alone; no district or ward list is read", async () => {
    server.reset();
    const run = await spawnCdrapi(["places", "provinces", "--json"], { env: serverEnv(server) });
    expect(run.code).toBe(0);
    const rows = JSON.parse(run.stdout) as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(30);
    expect(rows.every((row) => !("list" in row))).toBe(true);
    expect([server.requestCount("GET", DISTRICTS), server.requestCount("GET", WARDS)]).toEqual([0, 0]);
  });

  test("provinces --which-list: each row says whether the old list, the current one, or both name it", async () => {
    server.reset();
    const run = await spawnCdrapi(["places", "provinces", "--which-list", "--json"], {
      env: serverEnv(server),
    });
    expect(run.code).toBe(0);
    const rows = JSON.parse(run.stdout) as { list: string }[];
    expect(new Set(rows.map((row) => row.list))).toEqual(new Set(["old", "current", "old, current"]));
    expect([server.requestCount("GET", DISTRICTS), server.requestCount("GET", WARDS)]).toEqual([1, 1]);
  });
});

// @cdrapi/reporting/bulk: the engine's own entry takes a client and reports over the client's
// public methods; its error classes are the ones @cdrapi/reporting exports, in every build.
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { DEMO_REGISTRAR, type MockServer, startMockServer } from "@cdrapi/mock-server";
import { createReportingClient, type ReportCheckpoint, type ReportingClient } from "@cdrapi/reporting";
import { reportFluctuationDomains, reportMaintainDomains } from "@cdrapi/reporting/bulk";
import { makeRecords } from "@cdrapi/test-helpers";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "@jest/globals";

const SUB_LISTS = "/v1/reports/maintain-domains/sub-lists";
const MERGE = "/v1/reports/maintain-domains/sub-lists/merge";
const DIST = join(import.meta.dirname, "../../dist");

let server: MockServer;
let client: ReportingClient;

beforeAll(async () => {
  server = await startMockServer();
  client = createReportingClient({ baseUrl: server.url, credentials: DEMO_REGISTRAR });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe("@cdrapi/reporting/bulk", () => {
  test("sub-lists, one merge, the list on the server", async () => {
    const records = makeRecords(10);
    const result = await reportMaintainDomains(client, records, { subListSize: 4 });
    expect(result.totalDomain).toBe(10);
    expect(server.requestCount("POST", SUB_LISTS)).toBe(3);
    expect(server.requestCount("PUT", MERGE)).toBe(1);
    expect(
      server.state
        .maintainedList(DEMO_REGISTRAR.username)
        .map((r) => r.domainName)
        .sort(),
    ).toEqual(records.map((r) => r.domainName).sort());
  });

  test("a checkpoint is bound to the client's username: another account's client refuses it", async () => {
    const saved: ReportCheckpoint[] = [];
    await reportMaintainDomains(client, makeRecords(3), { onCheckpoint: (cp) => void saved.push(cp) });
    const checkpoint = saved.at(-1)!;
    const other = createReportingClient({
      baseUrl: server.url,
      credentials: { ...DEMO_REGISTRAR, username: `${DEMO_REGISTRAR.username}-2` },
    });
    expect([client.username, other.username]).toEqual([
      DEMO_REGISTRAR.username,
      `${DEMO_REGISTRAR.username}-2`,
    ]);
    await expect(reportMaintainDomains(other, makeRecords(3), { checkpoint })).rejects.toMatchObject({
      name: "CheckpointMismatchError",
      reason: "target",
    });
    // the same account: the checkpoint is its own, of an upload that completed
    await expect(reportMaintainDomains(client, makeRecords(3), { checkpoint })).rejects.toMatchObject({
      name: "StaleCheckpointError",
    });
  });

  test("the fluctuation report goes through the entry too", async () => {
    await expect(reportFluctuationDomains(client, [{ domainName: "" } as never])).rejects.toMatchObject({
      name: "ValidationError",
    });
  });
});

// One class per error whichever entry a caller imports it from (tsup.config.ts: the entries
// share chunks), in the built ESM and CJS files. A refused checkpoint is thrown by the engine
// before anything is sent.
describe.each([
  [
    "ESM",
    "--input-type=module",
    `const index = await import(${JSON.stringify(`${DIST}/index.js`)});
     const bulk = await import(${JSON.stringify(`${DIST}/bulk.js`)});`,
  ],
  [
    "CJS",
    "--input-type=commonjs",
    `const index = require(${JSON.stringify(`${DIST}/index.cjs`)});
     const bulk = require(${JSON.stringify(`${DIST}/bulk.cjs`)});`,
  ],
])("the built entries (%s)", (_name, inputType, load) => {
  test("an error thrown by the bulk entry is an instance of the class @cdrapi/reporting exports", async () => {
    const script = `(async () => {
      ${load}
      const client = index.createReportingClient({ baseUrl: "http://127.0.0.1:9", credentials: { username: "u", password: "p" } });
      const error = await bulk.reportMaintainDomains(client, [], { checkpoint: { version: 4 } }).catch((e) => e);
      console.log(JSON.stringify({ name: error.name, same: error instanceof index.CheckpointMismatchError }));
    })();`;
    const { stdout } = await promisify(execFile)(process.execPath, [inputType, "-e", script]);
    expect(JSON.parse(stdout)).toEqual({ name: "CheckpointMismatchError", same: true });
  });
});

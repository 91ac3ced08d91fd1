// @cdrapi/reporting/bulk: the engine's own entry (kept out of an app's up-front code) takes the
// client and reports exactly as the client's method does, over the client's transport.
import { DEMO_REGISTRAR, type MockServer, startMockServer } from "@cdrapi/mock-server";
import { createReportingClient, type ReportingClient } from "@cdrapi/reporting";
import { reportFluctuationDomains, reportMaintainDomains } from "@cdrapi/reporting/bulk";
import { makeRecords } from "@cdrapi/test-helpers";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "@jest/globals";

const SUB_LISTS = "/v1/reports/maintain-domains/sub-lists";
const MERGE = "/v1/reports/maintain-domains/sub-lists/merge";

let server: MockServer;
let client: ReportingClient;

beforeAll(async () => {
  server = await startMockServer();
  client = createReportingClient({ baseUrl: server.url, credentials: DEMO_REGISTRAR });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe("@cdrapi/reporting/bulk", () => {
  test.each([
    [
      "the entry's function",
      (records: unknown[]) => reportMaintainDomains(client, records as never, { subListSize: 4 }),
    ],
    [
      "the client's method",
      (records: unknown[]) => client.reportMaintainDomains(records as never, { subListSize: 4 }),
    ],
  ])("%s: sub-lists, one merge, the list on the server", async (_name, report) => {
    const records = makeRecords(10);
    const result = await report(records);
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

  test("a client not made by createReportingClient is refused before anything is read", async () => {
    const fake = { ...client } as ReportingClient; // the spread leaves the transport's access behind
    await expect(reportMaintainDomains(fake, makeRecords(3))).rejects.toThrow(
      "the client must come from createReportingClient",
    );
    expect(server.requestCount("POST", SUB_LISTS)).toBe(0);
  });

  test("a client's method uses the entry an app has loaded (a bundled app, where no file of it is at hand)", async () => {
    const slot = Symbol.for("@cdrapi/reporting.bulk");
    const global = globalThis as unknown as Record<symbol, unknown>;
    const loaded = global[slot];
    const calls: unknown[][] = [];
    global[slot] = {
      reportMaintainDomains: async (...args: unknown[]) => calls.push(args) && ({ totalDomain: 7 } as never),
    };
    try {
      const source = makeRecords(2);
      await expect(client.reportMaintainDomains(source, { subListSize: 9 })).resolves.toEqual({
        totalDomain: 7,
      });
      expect(calls).toEqual([[client, source, { subListSize: 9 }]]);
    } finally {
      global[slot] = loaded;
    }
  });

  test("loading the entry leaves its functions for the clients", () => {
    expect((globalThis as unknown as Record<symbol, unknown>)[Symbol.for("@cdrapi/reporting.bulk")]).toEqual({
      reportMaintainDomains,
      reportFluctuationDomains,
    });
  });

  test("the fluctuation report goes through the entry too", async () => {
    await expect(reportFluctuationDomains(client, [{ domainName: "" } as never])).rejects.toMatchObject({
      name: "ValidationError",
    });
  });
});

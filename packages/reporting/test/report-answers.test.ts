// The report calls (`client.reports.*`) check that a success answer carries what a caller relies
// on: a bare 201 or an empty body is an ApiError naming what was missing, whether the call is
// awaited or read through withResponse(). Against a scripted node:http server.
import { ApiError, createReportingClient, type ReportingClient } from "@cdrapi/reporting";
import { makeRecords, startServer, type TestServer } from "@cdrapi/test-helpers";
import { afterAll, beforeAll, expect, test } from "@jest/globals";

let server: TestServer;
let client: ReportingClient;

beforeAll(async () => {
  // every answer: 201 with no body
  server = await startServer((res) => {
    res.writeHead(201);
    res.end();
  });
  client = createReportingClient({ baseUrl: server.url, credentials: { username: "u", password: "p" } });
});
afterAll(() => server.close());

const records = makeRecords(2);
const calls: [string, (c: ReportingClient) => Promise<unknown>, string][] = [
  ["reports.uploadMaintainDomains", (c) => c.reports.uploadMaintainDomains(records), "a ReportRequestInfo"],
  [
    "reports.uploadMaintainDomainSubList",
    (c) => c.reports.uploadMaintainDomainSubList(records),
    "a ReportRequestInfo",
  ],
  ["reports.mergeSubLists", (c) => c.reports.mergeSubLists(), "a ReportRequestInfo"],
  ["reports.listPendingSubLists", (c) => c.reports.listPendingSubLists(), "the pending sub-lists"],
  ["reports.getStatus", (c) => c.reports.getStatus(5), "a ReportRequestInfo"],
  ["reports.uploadFluctuations", (c) => c.reports.uploadFluctuations([]), "a ReportRequestInfo"],
];

test.each(
  calls,
)("%s answered 201 without a body: an ApiError naming what is missing", async (_name, call, what) => {
  const error = await call(client).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).message).toContain(`the server answered without ${what}`);
});

test.each(calls)("%s: withResponse() rejects with the same ApiError", async (_name, call, what) => {
  const pending = call(client) as Promise<unknown> & { withResponse(): Promise<unknown> };
  await expect(pending.withResponse()).rejects.toThrow(`the server answered without ${what}`);
});

test("iterating the pending sub-lists checks the answer too", async () => {
  const read = async () => {
    for await (const _ of client.reports.listPendingSubLists());
  };
  await expect(read()).rejects.toThrow("the server answered without the pending sub-lists");
});

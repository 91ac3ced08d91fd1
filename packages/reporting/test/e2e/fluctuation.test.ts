// reportFluctuationDomains end to end against the reference server on loopback: a VNNIC-07
// file read by the readers, validated with its lines, filed as one UPDATE that leaves the list as
// the last REPLACE made it; nothing sent for an invalid file; skipInvalid; a server's FAILURE as
// a ReportFailedError (nothing committed).
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_REGISTRAR, type MockServer, startMockServer } from "@cdrapi/mock-server";
import {
  createReportingClient,
  type FluctuationDomain,
  ReportFailedError,
  type ReportingClient,
  type ReportProgress,
  ValidationError,
} from "@cdrapi/reporting";
import { reportFluctuationDomains } from "@cdrapi/reporting/bulk";
import { readFluctuationDomains } from "@cdrapi/reporting/node";
import { makeRecord, makeRecords } from "@cdrapi/test-helpers";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "@jest/globals";

const FLUCTUATION = "/v1/reports/fluctuation-domains";
let server: MockServer;
let client: ReportingClient;
let dir: string;

beforeAll(async () => {
  server = await startMockServer();
  client = createReportingClient({ baseUrl: server.url, credentials: DEMO_REGISTRAR });
  dir = await mkdtemp(join(tmpdir(), "cdrapi-fluctuation-"));
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  server.reset();
  await client.reports.uploadMaintainDomains(makeRecords(5)); // domain-0.com ... domain-4.com listed
});

const maintained = () =>
  server.state
    .maintainedList(DEMO_REGISTRAR.username)
    .map((r) => r.domainName)
    .sort();
const posts = () => server.requestLog.filter((entry) => entry.path === FLUCTUATION).length;

const change = (i: number, action: string, actionReason: string, more: object = {}) =>
  ({ ...makeRecord(i), action, actionReason, actionDate: "2026-11-20", ...more }) as FluctuationDomain;

const CHANGES = [
  change(10, "ADD", "C"),
  change(11, "ADD", "G", { actionSource: "Other Registrar JSC" }),
  change(0, "REM", "D"),
  change(1, "CHANGE", "U", { ownerName: "Công ty TNHH Mới" }),
];

function csvOf(records: readonly Record<string, unknown>[]): string {
  const columns = [...new Set(records.flatMap((r) => Object.keys(r)))];
  const cell = (v: unknown) => {
    const text = v === undefined ? "" : String(v);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return `${[columns.join(","), ...records.map((r) => columns.map((c) => cell(r[c])).join(","))].join("\r\n")}\r\n`;
}

describe("reportFluctuationDomains", () => {
  test.each([
    ["a CSV file", "changes.csv", csvOf(CHANGES)],
    ["an NDJSON file", "changes.ndjson", CHANGES.map((c) => JSON.stringify(c)).join("\n")],
    ["a JSON file", "changes.json", JSON.stringify(CHANGES, null, 2)],
  ])("%s: one UPDATE files ADD, REM and CHANGE; the list is left as it was", async (_name, file, text) => {
    const path = join(dir, file);
    await writeFile(path, text);
    const phases: ReportProgress["phase"][] = [];
    const result = await reportFluctuationDomains(client, readFluctuationDomains(path), {
      onProgress: (p) => phases.push(p.phase),
    });
    expect(result).toMatchObject({
      requestResult: "SUCCESS",
      requestType: "UPDATE",
      totalDomain: 4,
      skipped: [],
    });
    expect(result).toMatchObject({ addedDomain: 2, removedDomain: 1, changedDomain: 1 });
    expect(posts()).toBe(1);
    expect(server.state.maintainedList(DEMO_REGISTRAR.username)).toEqual(makeRecords(5));
    expect(phases).toEqual(["validate", "upload", "done"]);
  });

  test("an array source works the same", async () => {
    const result = await reportFluctuationDomains(client, CHANGES);
    expect(result.totalDomain).toBe(4);
    expect(maintained()).toHaveLength(5);
  });

  test("an invalid record: ValidationError with every issue and its line, nothing sent", async () => {
    const path = join(dir, "bad.csv");
    await writeFile(path, csvOf([CHANGES[0]!, { ...CHANGES[1]!, actionReason: "D" }, CHANGES[2]!]));
    const error = await reportFluctuationDomains(client, readFluctuationDomains(path)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues).toEqual([
      { index: 1, line: 3, field: "actionReason", message: 'must be C, G for ADD (got "D")' },
    ]);
    expect((error as Error).message).toBe(
      '1 invalid record, nothing sent (first: line 3, actionReason: must be C, G for ADD (got "D"))',
    );
    expect(posts()).toBe(0);
    expect(maintained()).toHaveLength(5);
  });

  test("skipInvalid sends the valid records and returns the issues of the others", async () => {
    const path = join(dir, "skip.ndjson");
    await writeFile(
      path,
      [{ ...CHANGES[0]!, action: "MOVE" }, CHANGES[1]!].map((c) => JSON.stringify(c)).join("\n"),
    );
    const result = await reportFluctuationDomains(client, readFluctuationDomains(path), {
      skipInvalid: true,
    });
    expect(result).toMatchObject({ totalDomain: 1, addedDomain: 1 });
    expect(result.skipped).toEqual([
      { index: 0, line: 1, field: "action", message: "must be ADD, REM or CHANGE" },
    ]);
  });

  test("a file issue is never skipped; a file with no valid record is refused", async () => {
    const unknown = join(dir, "unknown.csv");
    await writeFile(unknown, csvOf(CHANGES).replace("actionSource", "actionSauce"));
    await expect(
      reportFluctuationDomains(client, readFluctuationDomains(unknown), { skipInvalid: true }),
    ).rejects.toThrow('unknown column "actionSauce" (not a FluctuationDomain field)');
    await expect(reportFluctuationDomains(client, [], { skipInvalid: true })).rejects.toThrow(
      "holds no valid record to report",
    );
    expect(posts()).toBe(0);
  });

  test("the server's FAILURE is a ReportFailedError: nothing committed, the note left to the report", async () => {
    const note = `ADD of a domain already listed: ${Array.from({ length: 570 }, (_, i) => `d${i}.vn`).join(", ")}`;
    const refusing = createServer((req, res) => {
      req.resume();
      req.on("end", () =>
        res.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({
            id: 7,
            link: "/v1/reports/7",
            requestTime: "2026-11-28T02:30:00.000Z",
            requestResult: "FAILURE",
            requestType: "UPDATE",
            totalDomain: 1,
            note,
          }),
        ),
      );
    });
    await new Promise<void>((resolve) => refusing.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(refusing.address() as AddressInfo).port}`;
      const refused = createReportingClient({ baseUrl: url, credentials: DEMO_REGISTRAR });
      const error = await reportFluctuationDomains(refused, [change(2, "ADD", "C")]).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ReportFailedError);
      expect((error as ReportFailedError).message).toBe(
        "the server answered FAILURE to the fluctuation report of 1 record (report 7): nothing was committed; the report's note says why",
      );
      expect((error as ReportFailedError).report.note).toBe(note);
    } finally {
      await new Promise((resolve) => refusing.close(resolve));
    }
  });
});

// End to end against the reference server on loopback: large lists in sub-lists, resume
// after an injected fault, and CSV files with bad rows.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { DEMO_REGISTRAR, type MockServer, startMockServer } from "@cdrapi/mock-server";
import {
  checkpointOf,
  createReportingClient,
  InternalServerError,
  type ReportCheckpoint,
  type ReportingClient,
  type ReportRequestInfo,
  ValidationError,
} from "@cdrapi/reporting";
import { reportMaintainDomains } from "@cdrapi/reporting/bulk";
import { readMaintainDomains } from "@cdrapi/reporting/node";
import { generateRecords, makeRecord, tsRegister } from "@cdrapi/test-helpers";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "@jest/globals";
import { type BulkUploader, reportMaintainDomains as reportThrough } from "../../src/bulk/report.js";

const SUB_LISTS = "/v1/reports/maintain-domains/sub-lists";
const MERGE = "/v1/reports/maintain-domains/sub-lists/merge";
const FULL = "/v1/reports/maintain-domains";

let server: MockServer;
let client: ReportingClient;
let dir: string;

beforeAll(async () => {
  server = await startMockServer();
  client = createReportingClient({ baseUrl: server.url, credentials: DEMO_REGISTRAR });
  dir = await mkdtemp(join(tmpdir(), "cdrapi-reporting-"));
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => server.reset());

const maintainedNames = () => server.state.maintainedList(DEMO_REGISTRAR.username).map((r) => r.domainName);

describe("large lists", () => {
  test("120,000 generated records go up as 24 sub-lists of 5,000 and one merge, under 300 MB RSS", async () => {
    // The SDK runs in a child process (as a registrar's batch job would), so its RSS is not
    // mixed with this process's Jest and reference server holding the 120,000 records.
    const { peakRss, result } = await reportInChild(120_000);
    expect(result.totalDomain).toBe(120_000);
    expect(result.requestType).toBe("REPLACE");
    expect(server.requestCount("POST", SUB_LISTS)).toBe(24);
    expect(server.requestCount("PUT", MERGE)).toBe(1);
    expect(server.requestCount("POST", FULL)).toBe(0);
    expect(server.state.maintainedList(DEMO_REGISTRAR.username)).toHaveLength(120_000);
    expect(peakRss).toBeLessThan(300 * 1024 * 1024);
  });

  test("a run whose 7th sub-list fails throws with a checkpoint; the resumed run sends only the rest", async () => {
    server.faults.inject({ method: "POST", path: SUB_LISTS, skip: 6, kind: "status", status: 500 });
    const saved: ReportCheckpoint[] = [];
    const options = { subListSize: 1000, onCheckpoint: (cp: ReportCheckpoint) => void saved.push(cp) };
    const error = await reportMaintainDomains(client, generateRecords(12_000), options).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(InternalServerError);
    const checkpoint = checkpointOf(error)!;
    expect(checkpoint.accepted).toHaveLength(6);
    expect(saved.at(-1)).toEqual(checkpoint);
    expect(server.requestCount("POST", SUB_LISTS)).toBe(7);
    expect(server.requestCount("PUT", MERGE)).toBe(0);
    expect(maintainedNames()).toEqual([]); // nothing committed

    // The checkpoint survives a trip through JSON (a file between two processes).
    const stored = JSON.parse(JSON.stringify(checkpoint)) as ReportCheckpoint;
    const result = await reportMaintainDomains(client, generateRecords(12_000), { checkpoint: stored });
    expect(server.requestCount("POST", SUB_LISTS)).toBe(7 + 6); // only sub-lists 7..12
    expect(server.requestCount("PUT", MERGE)).toBe(1);
    expect(result.totalDomain).toBe(12_000);
    const names = maintainedNames();
    expect(names).toHaveLength(12_000);
    expect(new Set(names).size).toBe(12_000);
    expect(names.sort()).toEqual(Array.from({ length: 12_000 }, (_, i) => `domain-${i}.com`).sort());
  });

  test("resuming with a different input is refused and sends nothing more", async () => {
    server.faults.inject({ method: "POST", path: SUB_LISTS, skip: 2, kind: "status", status: 500 });
    const error = await reportMaintainDomains(client, generateRecords(5_000), { subListSize: 1000 }).catch(
      (e: unknown) => e,
    );
    const before = server.requestCount("POST", SUB_LISTS);
    await expect(
      reportMaintainDomains(client, generateRecords(5_000, 1), { checkpoint: checkpointOf(error)! }),
    ).rejects.toThrow(/refusing to resume|differs/);
    expect(server.requestCount("POST", SUB_LISTS)).toBe(before);
    expect(server.requestCount("PUT", MERGE)).toBe(0);
  });

  test("a merge whose connection was reset after it applied is settled on resume, not repeated", async () => {
    server.faults.inject({ method: "PUT", path: MERGE, kind: "reset", afterProcessing: true });
    const error = await reportMaintainDomains(client, generateRecords(3_000), { subListSize: 1000 }).catch(
      (e: unknown) => e,
    );
    const checkpoint = checkpointOf(error)!;
    expect(checkpoint.mergeStartedAt).toBeDefined();
    expect(maintainedNames()).toHaveLength(3_000); // the merge did apply
    const result = await reportMaintainDomains(client, generateRecords(3_000), { checkpoint });
    expect(result.mergedByEarlierRun).toBe(true);
    expect(server.requestCount("POST", SUB_LISTS)).toBe(3);
    expect(maintainedNames()).toHaveLength(3_000);
  });
});

describe("sub-lists sent as their serialized text", () => {
  test("the transport sends a pre-serialized body as is (openapi-fetch's per-request bodySerializer)", async () => {
    const bodies: Uint8Array[] = [];
    const uploader: BulkUploader = {
      baseUrl: client.baseUrl,
      username: DEMO_REGISTRAR.username,
      uploadMaintainDomainReport: (domains, o) => client.reports.uploadMaintainDomains(domains, o),
      uploadMaintainDomainSubList: (domains, o) => client.reports.uploadMaintainDomainSubList(domains, o),
      mergeMaintainDomainSubLists: (o) => client.reports.mergeSubLists(o),
      listPendingSubLists: (o) => client.reports.listPendingSubLists(o),
      getReportStatus: (idOrInfo, o) => client.reports.getStatus(idOrInfo, o),
      getDomain: (domainName, o) => client.domains.get(domainName, o),
      maintainedDomains: (o) => client.domains.list(o), // the removal guard's list read
      async uploadMaintainDomainSubListJson(body, o) {
        bodies.push(body);
        const result = await client.api.POST(SUB_LISTS, {
          body: [],
          bodySerializer: () => body,
          signal: o?.signal,
        });
        if (!result.data) throw new Error(`sub-list refused: ${result.response.status}`);
        return result.data;
      },
    };
    const result = await reportThrough(uploader, generateRecords(12_000), { subListSize: 5000 });
    expect(result.totalDomain).toBe(12_000);
    expect(bodies).toHaveLength(3);
    expect(JSON.parse(new TextDecoder().decode(bodies[0]!))).toHaveLength(5000);
    expect(server.requestCount("POST", SUB_LISTS)).toBe(3);
    expect(maintainedNames().sort()).toEqual(
      Array.from({ length: 12_000 }, (_, i) => makeRecord(i).domainName).sort(),
    );
  });
});

describe("CSV files", () => {
  const HEADER = [
    "domainName",
    "registeredDate",
    "expiredDate",
    "ownerName",
    "ownerType",
    "address",
    "districtName",
    "cityName",
    "countryCode",
    "phone",
    "email",
    "adminName",
    "isAgentManager",
    "ianaNumber",
    "is5LevelPlace",
  ] as const;

  /** 1,000 rows; rows 100, 500 and 900 (file lines 102, 502, 902) are bad. */
  async function csvWithThreeBadRows(): Promise<string> {
    const lines = [HEADER.join(",")];
    for (let i = 0; i < 1000; i++) {
      const record: Record<string, unknown> = { ...makeRecord(i) };
      if (i === 100) record.email = "not-an-email";
      if (i === 500) record.registeredDate = "2025-02-30";
      if (i === 900) record.countryCode = "XX";
      lines.push(HEADER.map((field) => csvCell(String(record[field] ?? ""))).join(","));
    }
    const path = join(dir, "domains.csv");
    await writeFile(path, `${lines.join("\n")}\n`);
    return path;
  }

  test("3 bad rows among 1,000 are reported by line number and nothing is sent", async () => {
    const path = await csvWithThreeBadRows();
    const error = await reportMaintainDomains(client, readMaintainDomains(path)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues).toEqual([
      { index: 100, line: 102, field: "email", message: "must be an e-mail address" },
      {
        index: 500,
        line: 502,
        field: "registeredDate",
        message: "must be a real calendar date (YYYY-MM-DD)",
      },
      {
        index: 900,
        line: 902,
        field: "countryCode",
        message: '"XX" is not an ISO 3166-1 alpha-2 country code',
      },
    ]);
    // One line; the issues are in .issues
    expect((error as Error).message).toBe(
      "3 invalid records, nothing sent (first: line 102, email: must be an e-mail address)",
    );
    expect(server.requestLog.filter((entry) => entry.path.startsWith("/v1/reports"))).toEqual([]);
  });

  test("with skipInvalid the 997 good rows are sent and the 3 skipped are reported", async () => {
    const path = await csvWithThreeBadRows();
    const result = await reportMaintainDomains(client, readMaintainDomains(path), { skipInvalid: true });
    expect(result.totalDomain).toBe(997);
    expect(result.skipped.map((issue) => issue.line)).toEqual([102, 502, 902]);
    expect(maintainedNames()).toHaveLength(997);
    expect(maintainedNames()).not.toContain("domain-100.com");
  });
});

/** Runs test/helpers/report-large.ts in a child node; resolves with what it printed. */
function reportInChild(count: number): Promise<{ peakRss: number; result: ReportRequestInfo }> {
  const helpers = join(import.meta.dirname, "..", "helpers");
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ["--import", pathToFileURL(tsRegister).href, join(helpers, "report-large.ts")],
      {
        env: {
          PATH: process.env.PATH,
          BASE_URL: server.url,
          USERNAME: DEMO_REGISTRAR.username,
          PASSWORD: DEMO_REGISTRAR.password,
          COUNT: String(count),
        },
        maxBuffer: 1024 * 1024,
      },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`child failed: ${error.message}\n${stderr}`));
        else resolve(JSON.parse(stdout.trim().split("\n").pop()!));
      },
    );
  });
}

function csvCell(text: string): string {
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

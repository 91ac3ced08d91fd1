// An in-memory stand-in for the calls the bulk flow makes (unit tests of the engine; the
// end-to-end tests use the reference server). It keeps a maintained list, pending sub-lists
// (a re-sent name replaces its pending copy, as the document says) and report statuses, and
// can fail a chosen call.
import { type MaintainDomain, NotFoundError, type ReportRequestInfo } from "@cdrapi/reporting";
import type { BulkUploader } from "../../src/bulk/report.js";

type Call = "full" | "subList" | "merge" | "status" | "pending";

export interface FakeServer extends BulkUploader {
  list: Map<string, MaintainDomain>;
  /** The records of each pending sub-list, in upload order. */
  pending: MaintainDomain[][];
  /** The report id of each pending sub-list (parallel to `pending`). */
  pendingIds: number[];
  calls: Call[];
  /** Return an error to throw for the n-th call (1-based) of a kind; `afterApply` throws after doing it. */
  fail?: (call: Call, n: number) => { error: Error; afterApply?: boolean } | undefined;
  count(call: Call): number;
  /** Drops the pending sub-lists unmerged (their status reads EXPIRED), as an abandoned upload. */
  expire(): void;
  /** The stored status of a report (to change what the server says of it). */
  statuses: Map<number, ReportRequestInfo>;
}

/**
 * `subListStatusAfterMerge`: what a merged sub-list's status says (the document: SUCCESS; an
 * older server kept PENDING). `baseUrl` and `username`: where the client says it uploads.
 * `listRead`: whether it has VNNIC's list read (the removal guard and the read-back need it).
 */
export function fakeServer({
  subListStatusAfterMerge = "SUCCESS",
  baseUrl = "https://gtldapi-ote.vnnic.vn",
  username = "registrar-1",
  listRead = true,
} = {}): FakeServer {
  let nextId = 1;
  const statuses = new Map<number, ReportRequestInfo>();
  const counts = new Map<Call, number>();
  const record = (info: Omit<ReportRequestInfo, "id" | "requestTime" | "link">): ReportRequestInfo => {
    const id = nextId++;
    const full = { id, link: `/v1/reports/${id}`, requestTime: new Date().toISOString(), ...info };
    statuses.set(id, full);
    return full;
  };
  /** Distinct pending records, by name (a later copy wins). */
  const pendingRecords = () => new Map(server.pending.flat().map((d) => [d.domainName, d]));
  /** A REPLACE: the new list, and how many names of the old one it removed (its report's removedDomain). */
  const replaceList = (next: Map<string, MaintainDomain>) => {
    const removed = [...server.list.keys()].filter((name) => !next.has(name)).length;
    server.list = next;
    return removed;
  };
  const server: FakeServer = {
    baseUrl,
    username,
    list: new Map(),
    pending: [],
    pendingIds: [],
    calls: [],
    count: (call) => counts.get(call) ?? 0,
    statuses,
    expire() {
      for (const id of server.pendingIds) {
        statuses.set(id, { ...statuses.get(id)!, requestResult: "EXPIRED" });
      }
      server.pending = [];
      server.pendingIds = [];
    },
    async uploadMaintainDomainReport(domains) {
      return step("full", () => {
        const removedDomain = replaceList(new Map(domains.map((d) => [d.domainName, d])));
        return record({
          requestResult: "SUCCESS",
          requestType: "REPLACE",
          totalDomain: domains.length,
          removedDomain,
        });
      });
    },
    async uploadMaintainDomainSubList(domains) {
      return step("subList", () => {
        server.pending.push(structuredClone(domains));
        const info = record({
          requestResult: "PENDING",
          requestType: "SUB_LIST",
          totalDomain: pendingRecords().size,
          subListDomain: domains.length,
        });
        server.pendingIds.push(info.id);
        return info;
      });
    },
    async mergeMaintainDomainSubLists() {
      return step("merge", () => {
        const all = pendingRecords();
        if (all.size === 0) throw new NotFoundError({ status: 404, messages: ["nothing pending"] });
        const removedDomain = replaceList(all);
        for (const id of server.pendingIds) {
          statuses.set(id, { ...statuses.get(id)!, requestResult: subListStatusAfterMerge as "SUCCESS" });
        }
        server.pending = [];
        server.pendingIds = [];
        return record({
          requestResult: "SUCCESS",
          requestType: "REPLACE",
          totalDomain: all.size,
          removedDomain,
        });
      });
    },
    async listPendingSubLists() {
      return step("pending", () => ({
        totalDomain: pendingRecords().size,
        subLists: server.pendingIds.map((id) => statuses.get(id)!),
      }));
    },
    // The list read (GET /v1/registrars/domains): names and dates, as VNNIC v1.0 gives them.
    // Not in `calls` (a read the checks make around the upload); `listRead: false` takes it away.
    ...(listRead
      ? {
          async *maintainedDomains() {
            for (const d of [...server.list.values()]) {
              yield {
                domainName: d.domainName,
                registeredDate: d.registeredDate,
                expiredDate: d.expiredDate,
              };
            }
          },
          // One domain as the server holds it (GET /v1/registrars/domains/{domainName}).
          async getDomain(domainName: string) {
            const held = server.list.get(domainName);
            if (!held) throw new NotFoundError({ status: 404, messages: [`no domain ${domainName}`] });
            return structuredClone(held);
          },
        }
      : {}),
    async getReportStatus(idOrInfo) {
      return step("status", () => {
        const id = typeof idOrInfo === "number" ? idOrInfo : idOrInfo.id;
        const info = statuses.get(id);
        if (!info) throw new NotFoundError({ status: 404, messages: [`no report ${id}`] });
        return info;
      });
    },
  };
  function step<T>(call: Call, apply: () => T): T {
    const n = (counts.get(call) ?? 0) + 1;
    counts.set(call, n);
    server.calls.push(call);
    const failure = server.fail?.(call, n);
    if (failure && !failure.afterApply) throw failure.error;
    const result = apply();
    if (failure) throw failure.error;
    return result;
  }
  return server;
}

/** The calls that change something on the server (status and pending reads left out). */
export function writes(server: FakeServer): Call[] {
  return server.calls.filter((call) => call !== "status" && call !== "pending");
}

/** Awaits a promise that must reject, and returns what it threw. */
export async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected a rejection");
}

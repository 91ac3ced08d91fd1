// An in-memory stand-in for the four calls the bulk flow makes (unit tests of the engine;
// the end-to-end tests use the reference server). It keeps a maintained list, pending
// sub-lists and report statuses, and can fail a chosen call.
import { type MaintainDomain, NotFoundError, type ReportRequestInfo } from "@cdrapi/reporting";
import type { BulkUploader } from "../../src/bulk/report.js";

type Call = "full" | "subList" | "merge" | "status";

export interface FakeServer extends BulkUploader {
  list: Map<string, MaintainDomain>;
  pending: MaintainDomain[][];
  calls: Call[];
  /** Return an error to throw for the n-th call (1-based) of a kind; `afterApply` throws after doing it. */
  fail?: (call: Call, n: number) => { error: Error; afterApply?: boolean } | undefined;
  count(call: Call): number;
}

/** `subListStatusAfterMerge`: what a merged sub-list's status says (the reference server keeps PENDING). */
export function fakeServer({ subListStatusAfterMerge = "SUCCESS" } = {}): FakeServer {
  let nextId = 1;
  const statuses = new Map<number, ReportRequestInfo>();
  const counts = new Map<Call, number>();
  const record = (info: Omit<ReportRequestInfo, "id" | "requestTime" | "link">): ReportRequestInfo => {
    const id = nextId++;
    const full = { id, link: `/v1/reports/${id}`, requestTime: new Date().toISOString(), ...info };
    statuses.set(id, full);
    return full;
  };
  const server: FakeServer = {
    list: new Map(),
    pending: [],
    calls: [],
    count: (call) => counts.get(call) ?? 0,
    async uploadMaintainDomainReport(domains) {
      return step("full", () => {
        server.list = new Map(domains.map((d) => [d.domainName, d]));
        return record({ requestResult: "SUCCESS", requestType: "REPLACE", totalDomain: domains.length });
      });
    },
    async uploadMaintainDomainSubList(domains) {
      return step("subList", () => {
        server.pending.push(structuredClone(domains));
        return record({ requestResult: "PENDING", requestType: "SUB_LIST", totalDomain: domains.length });
      });
    },
    async mergeMaintainDomainSubLists() {
      return step("merge", () => {
        const all = server.pending.flat();
        if (all.length === 0) throw new NotFoundError({ status: 404, messages: ["nothing pending"] });
        server.list = new Map(all.map((d) => [d.domainName, d]));
        for (const [id, info] of statuses) {
          if (info.requestResult === "PENDING") {
            statuses.set(id, { ...info, requestResult: subListStatusAfterMerge as "SUCCESS" });
          }
        }
        server.pending = [];
        return record({ requestResult: "SUCCESS", requestType: "REPLACE", totalDomain: all.length });
      });
    },
    async getReportStatus(idOrInfo) {
      return step("status", () => {
        const id = typeof idOrInfo === "number" ? idOrInfo : idOrInfo.id;
        const info = statuses.get(id);
        if (!info) throw new Error(`no report ${id}`);
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

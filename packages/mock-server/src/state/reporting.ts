/** Registrar reporting state: maintained lists, pending sub-lists and report records. */

import {
  domainKey,
  type FluctuationDomain,
  keyed,
  type MaintainDomain,
  replaceDiff,
  toMaintainDomain,
} from "./records.js";

/** The document's ReportRequestInfo. */
export interface ReportRequestInfo {
  id: number;
  link: string;
  requestTime: string;
  requestResult: "SUCCESS" | "FAILURE" | "PENDING";
  requestType: "REPLACE" | "UPDATE" | "SUB_LIST";
  totalDomain: number;
  addedDomain: number;
  changedDomain: number;
  removedDomain: number;
  subListDomain: number;
  note?: string;
}

/** A report as the server stores it: who sent it, and what it answered. */
export interface StoredReport {
  owner: string;
  info: ReportRequestInfo;
}

type Counts = Omit<ReportRequestInfo, "id" | "link" | "requestTime">;

export class ReportingState {
  readonly #maintained = new Map<string, Map<string, MaintainDomain>>();
  readonly #pending = new Map<string, Map<string, MaintainDomain>>();
  readonly #reports = new Map<number, StoredReport>();
  #nextId = 1;

  constructor(private readonly seed: Record<string, MaintainDomain[]> = {}) {
    this.reset();
  }

  reset(): void {
    this.#maintained.clear();
    this.#pending.clear();
    this.#reports.clear();
    this.#nextId = 1;
    for (const [username, records] of Object.entries(this.seed)) {
      this.#maintained.set(username, keyed(structuredClone(records)));
    }
  }

  /** The registrar's maintained list, in upload order. */
  maintainedList(username: string): MaintainDomain[] {
    return [...(this.#maintained.get(username)?.values() ?? [])];
  }

  /** Records uploaded in sub-lists and not merged yet. */
  pendingList(username: string): MaintainDomain[] {
    return [...(this.#pending.get(username)?.values() ?? [])];
  }

  findDomain(username: string, domainName: string): MaintainDomain | undefined {
    return this.#maintained.get(username)?.get(domainKey(domainName));
  }

  get reports(): ReadonlyMap<number, StoredReport> {
    return this.#reports;
  }

  /** A full maintain report: REPLACE the list and answer the diff. */
  replace(username: string, records: readonly MaintainDomain[]): ReportRequestInfo {
    const next = keyed(records);
    const diff = replaceDiff(this.#maintained.get(username) ?? new Map(), next);
    this.#maintained.set(username, next);
    return this.#record(username, {
      requestResult: "SUCCESS",
      requestType: "REPLACE",
      ...diff,
      subListDomain: 0,
    });
  }

  /** A sub-list: records join the pending report; a re-sent record replaces its earlier copy. */
  addSubList(username: string, records: readonly MaintainDomain[]): ReportRequestInfo {
    let pending = this.#pending.get(username);
    if (!pending) {
      pending = new Map();
      this.#pending.set(username, pending);
    }
    for (const record of records) pending.set(domainKey(record.domainName), record);
    return this.#record(username, {
      requestResult: "PENDING",
      requestType: "SUB_LIST",
      totalDomain: pending.size,
      subListDomain: records.length,
      addedDomain: 0,
      changedDomain: 0,
      removedDomain: 0,
    });
  }

  /** Merge: apply the pending records as one REPLACE. Undefined when nothing is pending. */
  merge(username: string): ReportRequestInfo | undefined {
    const pending = this.#pending.get(username);
    if (!pending || pending.size === 0) return undefined;
    this.#pending.delete(username);
    const diff = replaceDiff(this.#maintained.get(username) ?? new Map(), pending);
    this.#maintained.set(username, pending);
    return this.#record(username, {
      requestResult: "SUCCESS",
      requestType: "REPLACE",
      ...diff,
      subListDomain: pending.size,
    });
  }

  /**
   * A fluctuation report: apply ADD/REM/CHANGE as one UPDATE. Any ADD of a listed name or
   * REM/CHANGE of an unlisted one fails the whole report (the list is left unchanged).
   */
  update(username: string, records: readonly FluctuationDomain[]): ReportRequestInfo {
    const working = new Map(this.#maintained.get(username) ?? []);
    const addedExisting: string[] = [];
    const missing: string[] = [];
    let addedDomain = 0;
    let changedDomain = 0;
    let removedDomain = 0;
    for (const record of records) {
      const key = domainKey(record.domainName);
      const listed = working.has(key);
      if (record.action === "ADD") {
        if (listed) addedExisting.push(record.domainName);
        else {
          working.set(key, toMaintainDomain(record));
          addedDomain++;
        }
      } else if (!listed) {
        missing.push(`${record.action} ${record.domainName}`);
      } else if (record.action === "REM") {
        working.delete(key);
        removedDomain++;
      } else {
        working.set(key, toMaintainDomain(record));
        changedDomain++;
      }
    }
    if (addedExisting.length > 0 || missing.length > 0) {
      const notes: string[] = [];
      if (addedExisting.length > 0) notes.push(`ADD of a domain already listed: ${addedExisting.join(", ")}`);
      if (missing.length > 0) notes.push(`REM/CHANGE of a domain not listed: ${missing.join(", ")}`);
      return this.#record(username, {
        requestResult: "FAILURE",
        requestType: "UPDATE",
        totalDomain: records.length,
        addedDomain: 0,
        changedDomain: 0,
        removedDomain: 0,
        subListDomain: 0,
        note: notes.join("; "),
      });
    }
    this.#maintained.set(username, working);
    return this.#record(username, {
      requestResult: "SUCCESS",
      requestType: "UPDATE",
      totalDomain: records.length,
      addedDomain,
      changedDomain,
      removedDomain,
      subListDomain: 0,
    });
  }

  #record(owner: string, counts: Counts): ReportRequestInfo {
    const id = this.#nextId++;
    const info: ReportRequestInfo = {
      id,
      link: `/v1/reports/${id}`,
      requestTime: new Date().toISOString(),
      ...counts,
    };
    this.#reports.set(id, { owner, info });
    return info;
  }
}

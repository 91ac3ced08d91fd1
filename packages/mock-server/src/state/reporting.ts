/**
 * Registrar reporting state: maintained lists, pending sub-lists and report records.
 *
 * A sub-list's record goes PENDING -> SUCCESS when a merge applies it (its note names the
 * merge's report), or PENDING -> EXPIRED when the registrar's pending sub-lists are dropped
 * together because none was added for `pendingSubListTtlMs` (an abandoned upload). Expiry is
 * applied lazily, before every operation and read, so no timer is needed and what is read is
 * always as of now.
 */

import { DEFAULT_PENDING_SUB_LIST_TTL_MS } from "../options.js";
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
  requestResult: "SUCCESS" | "FAILURE" | "PENDING" | "EXPIRED";
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

/** The document's PendingSubLists: what a merge would apply now. */
export interface PendingSubLists {
  /** Distinct records pending in all the sub-lists together. */
  totalDomain: number;
  /** Each pending sub-list's record, oldest first. */
  subLists: ReportRequestInfo[];
  /** When the pending sub-lists expire unless another is added; absent when none is pending. */
  expiresAt?: string;
}

type Counts = Omit<ReportRequestInfo, "id" | "link" | "requestTime">;

/** A registrar's sub-lists waiting for a merge. */
interface PendingReport {
  /** The pending records by domain identity: a re-sent record replaces its earlier copy. */
  records: Map<string, MaintainDomain>;
  /** The stored records of the sub-lists, oldest first. */
  subLists: ReportRequestInfo[];
  /** When the last sub-list was added (ms since the epoch): expiry counts from it. */
  lastAddedAt: number;
}

export class ReportingState {
  readonly #maintained = new Map<string, Map<string, MaintainDomain>>();
  readonly #pending = new Map<string, PendingReport>();
  readonly #reports = new Map<number, StoredReport>();
  #nextId = 1;

  constructor(
    private readonly seed: Record<string, MaintainDomain[]> = {},
    /** How long pending sub-lists live after the last one was added. */
    private readonly pendingSubListTtlMs: number = DEFAULT_PENDING_SUB_LIST_TTL_MS,
    /** The clock (ms since the epoch); tests pass their own. */
    private readonly now: () => number = Date.now,
  ) {
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

  /** Records uploaded in sub-lists and not merged (nor expired) yet. */
  pendingList(username: string): MaintainDomain[] {
    this.#dropExpired();
    return [...(this.#pending.get(username)?.records.values() ?? [])];
  }

  /** The registrar's pending sub-lists: what a merge would apply now. Nothing pending is empty. */
  pendingSubLists(username: string): PendingSubLists {
    this.#dropExpired();
    const pending = this.#pending.get(username);
    if (!pending) return { totalDomain: 0, subLists: [] };
    const expiresAt = new Date(pending.lastAddedAt + this.pendingSubListTtlMs);
    return {
      totalDomain: pending.records.size,
      subLists: [...pending.subLists],
      // A TTL too long for a date (e.g. Infinity: never) has no expiry to tell.
      ...(Number.isNaN(expiresAt.getTime()) ? {} : { expiresAt: expiresAt.toISOString() }),
    };
  }

  findDomain(username: string, domainName: string): MaintainDomain | undefined {
    return this.#maintained.get(username)?.get(domainKey(domainName));
  }

  /** Every report answered so far, by id, with sub-list statuses as of now. */
  get reports(): ReadonlyMap<number, StoredReport> {
    this.#dropExpired();
    return this.#reports;
  }

  /** A full maintain report: REPLACE the list and answer the diff. */
  replace(username: string, records: readonly MaintainDomain[]): ReportRequestInfo {
    this.#dropExpired();
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
    this.#dropExpired();
    let pending = this.#pending.get(username);
    if (!pending) {
      pending = { records: new Map(), subLists: [], lastAddedAt: 0 };
      this.#pending.set(username, pending);
    }
    for (const record of records) pending.records.set(domainKey(record.domainName), record);
    const info = this.#record(username, {
      requestResult: "PENDING",
      requestType: "SUB_LIST",
      totalDomain: pending.records.size,
      subListDomain: records.length,
      addedDomain: 0,
      changedDomain: 0,
      removedDomain: 0,
    });
    pending.subLists.push(info);
    // Each sub-list restarts the clock: only an upload left alone for the whole TTL expires.
    pending.lastAddedAt = Date.parse(info.requestTime);
    return info;
  }

  /**
   * Merge: apply the pending records as one REPLACE; every merged sub-list leaves PENDING for
   * SUCCESS, its note naming the merge's report. Undefined when nothing is pending.
   */
  merge(username: string): ReportRequestInfo | undefined {
    this.#dropExpired();
    const pending = this.#pending.get(username);
    if (!pending || pending.records.size === 0) return undefined;
    this.#pending.delete(username);
    const diff = replaceDiff(this.#maintained.get(username) ?? new Map(), pending.records);
    this.#maintained.set(username, pending.records);
    const merged = this.#record(username, {
      requestResult: "SUCCESS",
      requestType: "REPLACE",
      ...diff,
      subListDomain: pending.records.size,
    });
    for (const subList of pending.subLists) {
      subList.requestResult = "SUCCESS";
      subList.note = `merged in report ${merged.id}`;
    }
    return merged;
  }

  /**
   * A fluctuation report: apply ADD/REM/CHANGE as one UPDATE. Any ADD of a listed name or
   * REM/CHANGE of an unlisted one fails the whole report (the list is left unchanged).
   */
  update(username: string, records: readonly FluctuationDomain[]): ReportRequestInfo {
    this.#dropExpired();
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

  /**
   * The abandoned-upload rule: a registrar's pending sub-lists are dropped together once none
   * was added for the TTL; each one's record reads EXPIRED and the maintained list is untouched.
   * Every registrar is checked (there are few), so any read is as of now.
   */
  #dropExpired(): void {
    const now = this.now();
    for (const [username, pending] of this.#pending) {
      if (now - pending.lastAddedAt < this.pendingSubListTtlMs) continue;
      this.#pending.delete(username);
      const note = `expired unmerged: no sub-list added for ${describeDuration(this.pendingSubListTtlMs)}`;
      for (const subList of pending.subLists) {
        subList.requestResult = "EXPIRED";
        subList.note = note;
      }
    }
  }

  #record(owner: string, counts: Counts): ReportRequestInfo {
    const id = this.#nextId++;
    const info: ReportRequestInfo = {
      id,
      link: `/v1/reports/${id}`,
      requestTime: new Date(this.now()).toISOString(),
      ...counts,
    };
    this.#reports.set(id, { owner, info });
    return info;
  }
}

/** A TTL as people read it in a note: "24 h", "90 min", "30 s" or "1500 ms". */
function describeDuration(ms: number): string {
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000} h`;
  if (ms % 60_000 === 0) return `${ms / 60_000} min`;
  if (ms % 1000 === 0) return `${ms / 1000} s`;
  return `${ms} ms`;
}

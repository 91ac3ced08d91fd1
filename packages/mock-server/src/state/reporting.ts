/**
 * Registrar reporting state: maintained lists, pending sub-lists and report records.
 *
 * A sub-list's record goes PENDING -> SUCCESS when a merge applies it (its note names the
 * merge's report), or PENDING -> EXPIRED when the registrar's pending sub-lists are dropped
 * together because none was added for `pendingSubListTtlMs` (an abandoned upload). Expiry is
 * applied lazily, before every operation and read, so no timer is needed and what is read is
 * always as of now.
 *
 * Report ids are never given twice, as a real server's: not after `reset()`, and not by a
 * server started afresh after another (ids start from the wall clock at creation, see
 * `firstReportId`). With a state file (state/state-file.ts) the whole state survives a
 * restart: every change is handed to the journal, with the time it read, before it is
 * applied, and `restore` replays the journal on the snapshot the file starts with.
 */

import type { Schemas } from "../generated/schemas.js";
import { DEFAULT_PENDING_SUB_LIST_TTL_MS } from "../options.js";
import { domainKey, type FluctuationDomain, keyed, type MaintainDomain, replaceDiff } from "./records.js";

/** The document's ReportRequestInfo. */
export type ReportRequestInfo = Schemas["ReportRequestInfo"];

/** A report as the server stores it: who sent it, and what it answered. */
export interface StoredReport {
  owner: string;
  info: ReportRequestInfo;
}

/** The document's PendingSubLists: what a merge would apply now. */
export type PendingSubLists = Schemas["PendingSubLists"];

type Counts = Omit<ReportRequestInfo, "id" | "link" | "requestTime">;

/** The whole reporting state as plain JSON (a state file's first line). */
export interface ReportingSnapshot {
  /** The id the next report gets. */
  nextId: number;
  /** Each registrar's maintained list, in upload order. */
  maintained: Record<string, MaintainDomain[]>;
  /** Each registrar's pending sub-lists: their records, their reports' ids, and when the last was added. */
  pending: Record<string, { records: MaintainDomain[]; subLists: number[]; lastAddedAt: number }>;
  /** Every report, in id order. */
  reports: StoredReport[];
}

/** One change of the state, with the time it was made (ms since the epoch): what a journal replays. */
export type ReportingChange =
  | { op: "replace"; at: number; user: string; records: MaintainDomain[] }
  | { op: "subList"; at: number; user: string; records: MaintainDomain[] }
  | { op: "merge"; at: number; user: string }
  | { op: "update"; at: number; user: string; records: FluctuationDomain[] };

/**
 * Where a fresh state starts numbering its reports: the wall clock at its creation (ms since
 * the epoch) times 1,000. A server started after another one never gives an id the other
 * gave unless that one gave over a thousand per millisecond it ran. The wall clock, not the
 * server's `now`: two servers a test starts with one fixed clock must still not share ids.
 */
export function firstReportId(wallClock: number = Date.now()): number {
  return wallClock * 1000 + 1;
}

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
  #nextId = firstReportId();
  /** Told every change before it is applied (a state file's journal). */
  #journal: ((change: ReportingChange) => void) | undefined;

  constructor(
    private readonly seed: Record<string, MaintainDomain[]> = {},
    /** How long pending sub-lists live after the last one was added. */
    private readonly pendingSubListTtlMs: number = DEFAULT_PENDING_SUB_LIST_TTL_MS,
    /** The clock (ms since the epoch); tests pass their own. */
    private readonly now: () => number = Date.now,
  ) {
    this.reset();
  }

  /** Back to the seed. Report ids go on from where they were: an id is never given twice. */
  reset(): void {
    this.#maintained.clear();
    this.#pending.clear();
    this.#reports.clear();
    for (const [username, records] of Object.entries(this.seed)) {
      this.#maintained.set(username, keyed(structuredClone(records)));
    }
  }

  /** Every change from now on is handed to `journal` before it is applied (undefined: none). */
  journalTo(journal: ((change: ReportingChange) => void) | undefined): void {
    this.#journal = journal;
  }

  /** The state as plain JSON (as of now: expired sub-lists are dropped first). */
  snapshot(): ReportingSnapshot {
    this.#dropExpired(this.now());
    const pending: ReportingSnapshot["pending"] = {};
    for (const [username, report] of this.#pending) {
      pending[username] = {
        records: [...report.records.values()],
        subLists: report.subLists.map((info) => info.id),
        lastAddedAt: report.lastAddedAt,
      };
    }
    return {
      nextId: this.#nextId,
      maintained: Object.fromEntries(
        [...this.#maintained].map(([username, records]) => [username, [...records.values()]]),
      ),
      pending,
      reports: [...this.#reports.values()],
    };
  }

  /**
   * Replaces the state with a snapshot, then applies `changes` in order, each at the time it
   * was made (not journaled again): the state as it was when the last change was made.
   */
  restore(snapshot: ReportingSnapshot, changes: Iterable<ReportingChange> = []): void {
    this.#maintained.clear();
    this.#pending.clear();
    this.#reports.clear();
    // copies: a report's status changes in place (merged, expired), never in the snapshot's
    for (const { owner, info } of snapshot.reports) this.#reports.set(info.id, { owner, info: { ...info } });
    for (const [username, records] of Object.entries(snapshot.maintained)) {
      this.#maintained.set(username, keyed(records));
    }
    for (const [username, report] of Object.entries(snapshot.pending)) {
      const subLists = report.subLists.map((id) => {
        const info = this.#reports.get(id)?.info;
        if (!info) throw new Error(`pending sub-list ${id} of ${username} has no report`);
        return info;
      });
      this.#pending.set(username, {
        records: keyed(report.records),
        subLists,
        lastAddedAt: report.lastAddedAt,
      });
    }
    this.#nextId = snapshot.nextId;
    for (const change of changes) this.#apply(change);
  }

  #apply(change: ReportingChange): ReportRequestInfo | undefined {
    switch (change.op) {
      case "replace":
        return this.#replace(change.user, change.records, change.at);
      case "subList":
        return this.#addSubList(change.user, change.records, change.at);
      case "merge":
        return this.#merge(change.user, change.at);
      case "update":
        return this.#update(change.user, change.records, change.at);
    }
  }

  /** A change: journaled (with the one time it reads), then applied. */
  #change(change: ReportingChange): ReportRequestInfo | undefined {
    this.#journal?.(change);
    return this.#apply(change);
  }

  /** The registrar's maintained list, in upload order. */
  maintainedList(username: string): MaintainDomain[] {
    return [...(this.#maintained.get(username)?.values() ?? [])];
  }

  /** Records uploaded in sub-lists and not merged (nor expired) yet. */
  pendingList(username: string): MaintainDomain[] {
    this.#dropExpired(this.now());
    return [...(this.#pending.get(username)?.records.values() ?? [])];
  }

  /** The registrar's pending sub-lists: what a merge would apply now. Nothing pending is empty. */
  pendingSubLists(username: string): PendingSubLists {
    this.#dropExpired(this.now());
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
    this.#dropExpired(this.now());
    return this.#reports;
  }

  /** A full maintain report: REPLACE the list and answer the diff. */
  replace(username: string, records: readonly MaintainDomain[]): ReportRequestInfo {
    return this.#change({ op: "replace", at: this.now(), user: username, records: [...records] })!;
  }

  #replace(username: string, records: readonly MaintainDomain[], at: number): ReportRequestInfo {
    this.#dropExpired(at);
    const next = keyed(records);
    const diff = replaceDiff(this.#maintained.get(username) ?? new Map(), next);
    this.#maintained.set(username, next);
    return this.#record(username, at, {
      requestResult: "SUCCESS",
      requestType: "REPLACE",
      ...diff,
      subListDomain: 0,
    });
  }

  /** A sub-list: records join the pending report; a re-sent record replaces its earlier copy. */
  addSubList(username: string, records: readonly MaintainDomain[]): ReportRequestInfo {
    return this.#change({ op: "subList", at: this.now(), user: username, records: [...records] })!;
  }

  #addSubList(username: string, records: readonly MaintainDomain[], at: number): ReportRequestInfo {
    this.#dropExpired(at);
    let pending = this.#pending.get(username);
    if (!pending) {
      pending = { records: new Map(), subLists: [], lastAddedAt: 0 };
      this.#pending.set(username, pending);
    }
    for (const record of records) pending.records.set(domainKey(record.domainName), record);
    const info = this.#record(username, at, {
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
    const at = this.now();
    this.#dropExpired(at);
    if (!this.#pending.get(username)?.records.size) return undefined;
    return this.#change({ op: "merge", at, user: username });
  }

  #merge(username: string, at: number): ReportRequestInfo | undefined {
    this.#dropExpired(at);
    const pending = this.#pending.get(username);
    if (!pending || pending.records.size === 0) return undefined;
    this.#pending.delete(username);
    const diff = replaceDiff(this.#maintained.get(username) ?? new Map(), pending.records);
    this.#maintained.set(username, pending.records);
    const merged = this.#record(username, at, {
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
   * A fluctuation report (VNNIC-07): the changes of a period, filed as one UPDATE and counted by
   * action. It leaves the maintained list as it is: the list is what the last REPLACE (VNNIC-06)
   * made it, and the nightly REPLACEs filed these very changes as they happened, so a check of
   * them against today's list would refuse a true report (an ADD that list already holds), and
   * applying them would put back a quarter-old record over a newer one.
   */
  update(username: string, records: readonly FluctuationDomain[]): ReportRequestInfo {
    return this.#change({ op: "update", at: this.now(), user: username, records: [...records] })!;
  }

  #update(username: string, records: readonly FluctuationDomain[], at: number): ReportRequestInfo {
    this.#dropExpired(at);
    const count = (action: FluctuationDomain["action"]) =>
      records.filter((record) => record.action === action).length;
    return this.#record(username, at, {
      requestResult: "SUCCESS",
      requestType: "UPDATE",
      totalDomain: records.length,
      addedDomain: count("ADD"),
      changedDomain: count("CHANGE"),
      removedDomain: count("REM"),
      subListDomain: 0,
    });
  }

  /**
   * The abandoned-upload rule: a registrar's pending sub-lists are dropped together once none
   * was added for the TTL; each one's record reads EXPIRED and the maintained list is untouched.
   * Every registrar is checked (there are few), so any read is as of now.
   */
  #dropExpired(now: number): void {
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

  #record(owner: string, at: number, counts: Counts): ReportRequestInfo {
    const id = this.#nextId++;
    const info: ReportRequestInfo = {
      id,
      link: `/v1/reports/${id}`,
      requestTime: new Date(at).toISOString(),
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

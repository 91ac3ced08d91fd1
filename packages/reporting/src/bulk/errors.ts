// The bulk upload's errors that callers tell apart (`instanceof`). The package entry and the
// bulk entry share one copy of each class (the build splits shared modules into one chunk).
import { CdrapiError } from "@cdrapi/core";
import type { ReportRequestInfo } from "../types.js";
import type { RecordIssue } from "../validation/validate.js";
import { listed } from "./ids.js";

/** Sets an error's fields as own, enumerable, read-only properties (what `toJSON` shows). */
function setFields(error: CdrapiError, fields: object): void {
  for (const [key, value] of Object.entries(fields)) {
    Object.defineProperty(error, key, { value, enumerable: true });
  }
}

/**
 * Why a checkpoint cannot be resumed: `target` (made on another server or account), `input`
 * (made from another input or `subListSize`), `format` (not a checkpoint this version reads),
 * `changed` (the input changed while it was being read); a `StaleCheckpointError`'s reasons say
 * why its sub-lists are no longer pending.
 */
export type CheckpointMismatchReason = "target" | "input" | "format" | "changed" | StaleReason;
type StaleReason = "done" | "merged" | "expired" | "unknown";

/** The checkpoint does not belong to this input (or is not a checkpoint at all). */
export class CheckpointMismatchError extends CdrapiError {
  declare readonly reason: CheckpointMismatchReason;

  constructor(message: string, reason: CheckpointMismatchReason = "input") {
    super(message);
    setFields(this, { reason });
  }

  override get name(): string {
    return "CheckpointMismatchError";
  }
}

/**
 * The checkpoint is of another upload: another input, server or account, or one that has ended.
 * Resuming is refused before anything is sent.
 */
export class StaleCheckpointError extends CheckpointMismatchError {
  /**
   * `done`: its upload completed; `merged`: an accepted sub-list was merged by another run;
   * `expired`: the server dropped it unmerged; `unknown`: not known, or not PENDING, there.
   */
  declare readonly reason: StaleReason;

  constructor(reason: StaleReason, message: string) {
    super(message, reason);
  }

  override get name(): string {
    return "StaleCheckpointError";
  }
}

/** A record left out (invalid, or its places not as listed), of a domain on the server's list, with its issues. */
export interface SkippedOnList {
  domainName: string;
  issues: readonly RecordIssue[];
}

/**
 * The report would remove domains from the maintained list without the consent their cause needs,
 * or the guard could not count them: `reason` says which. Nothing was merged; the list is unchanged.
 * - `skipped`: domains on the list whose records are left out (invalid, or places not as listed),
 *   more than `removeSkipped` allows;
 * - `absent`: domains on the list that the input does not hold, more than `allowRemovals` allows
 *   (default: 1 % of the list, at least 10);
 * - `unverified`: the list read before the upload is missing, or shorter than the last filing.
 */
export class RemovalRefusedError extends CdrapiError {
  declare readonly reason: "skipped" | "absent" | "unverified";
  /** Names on the server's list the report would remove, of both causes (0 when the list could not be read). */
  declare readonly removals: number;
  /** The first of those absent from the input (at most 20), as the server lists them. */
  declare readonly names: readonly string[];
  /** The records left out whose domains are on the list, each with its issues. */
  declare readonly skippedOnList: readonly SkippedOnList[];
  /** The most removals of absent domains allowed (undefined when the list could not be read). */
  declare readonly limit: number | undefined;

  /** The message is written by the guard (removals.ts). */
  constructor(
    message: string,
    details: Pick<RemovalRefusedError, "reason" | "removals" | "names" | "skippedOnList" | "limit">,
  ) {
    super(message);
    const { reason, removals, names, skippedOnList, limit } = details;
    setFields(this, { reason, removals, names: [...names], skippedOnList: [...skippedOnList], limit });
  }

  override get name(): string {
    return "RemovalRefusedError";
  }
}

/**
 * Sub-lists this run did not send are pending on the server: a merge now would report their
 * records too. This run merged nothing.
 */
export class PendingSubListsError extends CdrapiError {
  /** The ids of the sub-lists pending on the server that this run did not send. */
  declare readonly foreign: readonly (number | string)[];
  /** Distinct records pending on the server, and those this run accounts for. */
  declare readonly pendingRecords: number;
  declare readonly expectedRecords: number;
  /** When the server says the pending sub-lists expire (if it says). */
  declare readonly expiresAt: string | undefined;
  /** The checkpoint's sub-list (0-based) whose answer was lost: a foreign one may be it, or not. */
  declare readonly lostInFlight: number | undefined;

  constructor(
    init: Pick<PendingSubListsError, "foreign" | "pendingRecords" | "expectedRecords"> & {
      expiresAt?: string | undefined;
      /** Whether this run uploaded sub-lists (they stay pending too, and push the expiry back). */
      sentSome: boolean;
      lostInFlight?: number | undefined;
      /** What is pending, when the ids and counts do not say it. */
      what?: string | undefined;
      /** What to do, when it is not the usual (resume that upload, or wait). */
      advice?: (when: string) => string;
    },
  ) {
    const n = init.foreign.length;
    const others =
      init.what ??
      (n > 0
        ? `${n} sub-list${n === 1 ? "" : "s"} that this upload did not send (report ${listed(init.foreign)})`
        : `${init.pendingRecords} records where this upload accounts for ${init.expectedRecords}`);
    const when = init.expiresAt
      ? `until they expire (${init.expiresAt}, if no sub-list is uploaded before)`
      : "until the server expires them";
    // A run that sent sub-lists cannot know the list is unchanged: another upload's merge applies
    // whatever is pending, its sub-lists included.
    const done = init.sentSome
      ? "This run merged nothing, but the sub-lists it sent stay pending: a merge by another upload of this account would file them with its own, so check the maintained list once that upload is over"
      : "Nothing was sent: this run left the maintained list unchanged";
    const next = init.advice
      ? init.advice(when)
      : init.lostInFlight === undefined
        ? `If they are an interrupted upload of this list, resume that upload with its checkpoint; otherwise wait ${when}, then run the upload again`
        : `Sub-list ${init.lostInFlight + 1} of this upload was being sent when its run stopped, and the answer was lost: one of them may be it, or another upload's of this account. No read of the API shows a pending sub-list's records, so none is adopted on a guess. Wait ${when}, then run the upload again without the checkpoint`;
    super(`the server holds pending ${others}: a merge would report them with this list. ${done}. ${next}`);
    const { pendingRecords, expectedRecords, expiresAt, lostInFlight } = init;
    setFields(this, { foreign: [...init.foreign], pendingRecords, expectedRecords, expiresAt, lostInFlight });
  }

  override get name(): string {
    return "PendingSubListsError";
  }
}

/**
 * The server answered FAILURE: it refused the report (a full upload, a sub-list, the merge or a
 * fluctuation report) and committed nothing. `report` is its answer; its `note` says why, and may
 * name every record refused, so the message leaves it out.
 */
export class ReportFailedError extends CdrapiError {
  declare readonly report: ReportRequestInfo;

  /** `what`: what was refused, as the message names it ("the list of 30 records"). */
  constructor(report: ReportRequestInfo, what: string) {
    super(
      `the server answered FAILURE to ${what} (report ${report.id}): nothing was committed${report.note ? "; the report's note says why" : ""}`,
    );
    setFields(this, { report });
  }

  override get name(): string {
    return "ReportFailedError";
  }
}

/**
 * The server committed the report, but its count differs from the records this upload sent:
 * check the list on the server (`listDomains`) before relying on it.
 */
export class ReportCountError extends CdrapiError {
  declare readonly report: ReportRequestInfo;
  declare readonly expectedRecords: number;

  constructor(report: ReportRequestInfo, expectedRecords: number) {
    super(
      `report ${report.id} holds ${report.totalDomain} records, but this upload sent ${expectedRecords}: check the maintained list on the server`,
    );
    setFields(this, { report, expectedRecords });
  }

  override get name(): string {
    return "ReportCountError";
  }
}

/**
 * After the commit, the list read back from the server is not the one this upload sent (other
 * names or dates): another upload's sub-lists may have been merged with it. The report was
 * committed: check the list on the server and report again.
 */
export class ReportListMismatchError extends ReportCountError {
  /** Names the server's list holds now. */
  declare readonly listedRecords: number;

  /** The message is written where the list is compared (server-list.ts). */
  constructor(report: ReportRequestInfo, sentRecords: number, listedRecords: number, message: string) {
    super(report, sentRecords);
    setFields(this, { listedRecords });
    this.message = message;
  }

  override get name(): string {
    return "ReportListMismatchError";
  }
}

/**
 * The committed report says it removed more domains from the maintained list than this run
 * allowed (its `removedDomain` against `allowRemovals` plus `removeSkipped`): the list read before
 * the upload was short, or the list changed meanwhile. The report is committed: check the list on
 * the server and report again.
 */
export class RemovalLimitExceededError extends ReportCountError {
  /** Removals the run allowed, and those it counted from the list read before the upload (if any). */
  declare readonly allowed: number;
  declare readonly counted: number | undefined;

  /** The message is written where the report is checked (removals.ts). */
  constructor(
    report: ReportRequestInfo,
    sentRecords: number,
    allowed: number,
    counted: number | undefined,
    message: string,
  ) {
    super(report, sentRecords);
    setFields(this, { allowed, counted });
    this.message = message;
  }

  override get name(): string {
    return "RemovalLimitExceededError";
  }
}

// The errors of the bulk upload that callers tell apart (`instanceof`). One module of their
// own, so that the lazily loaded bulk engine and the package's entry share these classes and
// nothing else (see tsup.config.ts).
import { CdrapiError } from "@cdrapi/core";
import type { ReportRequestInfo } from "../types.js";
import { listed } from "./ids.js";

/** The checkpoint does not belong to this input (or is not a checkpoint at all). */
export class CheckpointMismatchError extends CdrapiError {
  override get name(): string {
    return "CheckpointMismatchError";
  }
}

/**
 * The checkpoint is of another upload than this one: another input, server or account, or an
 * upload that has ended (see StaleCheckpointError). Resuming is refused before anything is sent.
 */
export class StaleCheckpointError extends CheckpointMismatchError {
  /**
   * `done`: the checkpoint's upload completed; `merged`: an accepted sub-list was merged by
   * another run; `expired`: the server dropped it unmerged; `unknown`: the server does not
   * know it (or answers a state that is not PENDING).
   */
  declare readonly reason: "done" | "merged" | "expired" | "unknown";

  constructor(reason: StaleCheckpointError["reason"], message: string) {
    super(message);
    Object.defineProperty(this, "reason", { value: reason, enumerable: true });
  }

  override get name(): string {
    return "StaleCheckpointError";
  }
}

/**
 * Sub-lists this run did not send are pending on the server: a merge now would report their
 * records too. This run merged nothing; it left the registrar's list as it was.
 */
export class PendingSubListsError extends CdrapiError {
  /** The sub-lists pending on the server that this run did not send (their ids). */
  declare readonly foreign: readonly (number | string)[];
  /** Distinct records pending on the server, and those this run accounts for. */
  declare readonly pendingRecords: number;
  declare readonly expectedRecords: number;
  /** When the server says the pending sub-lists expire (if it says). */
  declare readonly expiresAt: string | undefined;

  constructor(init: {
    foreign: readonly (number | string)[];
    pendingRecords: number;
    expectedRecords: number;
    expiresAt?: string | undefined;
    /** Whether this run had uploaded sub-lists (they are pending too, and push the expiry back). */
    sentSome: boolean;
    /** The checkpoint's sub-list (0-based) whose answer was lost: a foreign one may be it, or not. */
    lostInFlight?: number | undefined;
  }) {
    const n = init.foreign.length;
    const others =
      n > 0
        ? `${n} sub-list${n === 1 ? "" : "s"} that this upload did not send (report ${listed(init.foreign)})`
        : `${init.pendingRecords} records where this upload accounts for ${init.expectedRecords}`;
    const when = init.expiresAt
      ? `until they expire (${init.expiresAt}, if no sub-list is uploaded before)`
      : "until the server expires them";
    const done = `${init.sentSome ? "Nothing was merged" : "Nothing was sent"}: this run left the maintained list unchanged`;
    const next =
      init.lostInFlight === undefined
        ? `If they are an interrupted upload of this list, resume that upload with its checkpoint; otherwise wait ${when}, then run the upload again`
        : `Sub-list ${init.lostInFlight + 1} of this upload was being sent when its run stopped, and the answer was lost: one of them may be it, or another upload's of this account. No read of the API shows a pending sub-list's records, so none is adopted on a guess. Wait ${when}, then run the upload again without the checkpoint`;
    super(`the server holds pending ${others}: a merge would report them with this list. ${done}. ${next}`);
    Object.defineProperty(this, "foreign", { value: [...init.foreign], enumerable: true });
    Object.defineProperty(this, "pendingRecords", { value: init.pendingRecords, enumerable: true });
    Object.defineProperty(this, "expectedRecords", { value: init.expectedRecords, enumerable: true });
    Object.defineProperty(this, "expiresAt", { value: init.expiresAt, enumerable: true });
  }

  override get name(): string {
    return "PendingSubListsError";
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
      report.requestResult === "FAILURE"
        ? `the server answered FAILURE for report ${report.id}${report.note ? ` (${report.note})` : ""}: the list of ${expectedRecords} records was not accepted`
        : `report ${report.id} holds ${report.totalDomain} records, but this upload sent ${expectedRecords}: check the maintained list on the server`,
    );
    Object.defineProperty(this, "report", { value: report, enumerable: true });
    Object.defineProperty(this, "expectedRecords", { value: expectedRecords, enumerable: true });
  }

  override get name(): string {
    return "ReportCountError";
  }
}

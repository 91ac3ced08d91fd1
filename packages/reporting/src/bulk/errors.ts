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

/**
 * After the commit, the maintained list read back from the server is not the list this upload
 * sent (other names, or other dates): another upload's sub-lists may have been merged with it.
 * The report was committed: check the list on the server and report again.
 */
export class ReportListMismatchError extends ReportCountError {
  /** Names the server's list holds now. */
  declare readonly listedRecords: number;

  /** The message is written where the list is compared (server-list.ts: the lazily loaded engine). */
  constructor(report: ReportRequestInfo, sentRecords: number, listedRecords: number, message: string) {
    super(report, sentRecords);
    Object.defineProperty(this, "listedRecords", { value: listedRecords, enumerable: true });
    this.message = message;
  }

  override get name(): string {
    return "ReportListMismatchError";
  }
}

/** A record left out as invalid, of a domain on the server's list, with its issues. */
export interface SkippedOnList {
  domainName: string;
  issues: readonly { field: string; message: string; line?: number | undefined; index: number | null }[];
}

/**
 * The report would remove domains from the maintained list that nobody allowed to remove: more
 * than the removal limit, or domains whose records were left out as invalid (removals.ts).
 * Nothing was merged; the list is unchanged.
 */
export class RemovalRefusedError extends CdrapiError {
  /** Names on the server's list the report would remove (0 when the list could not be read). */
  declare readonly removals: number;
  /** The first of them (at most 20), as the server lists them. */
  declare readonly names: readonly string[];
  /** The records left out as invalid whose domains are on the list, each with its issues. */
  declare readonly skippedOnList: readonly SkippedOnList[];
  /** The most removals allowed (undefined when the list could not be read). */
  declare readonly limit: number | undefined;

  /** The message is written by the guard (removals.ts: the lazily loaded engine). */
  constructor(
    message: string,
    details: {
      removals: number;
      names: readonly string[];
      skippedOnList: readonly SkippedOnList[];
      limit: number | undefined;
    },
  ) {
    super(message);
    Object.defineProperty(this, "removals", { value: details.removals, enumerable: true });
    Object.defineProperty(this, "names", { value: [...details.names], enumerable: true });
    Object.defineProperty(this, "skippedOnList", { value: [...details.skippedOnList], enumerable: true });
    Object.defineProperty(this, "limit", { value: details.limit, enumerable: true });
  }

  override get name(): string {
    return "RemovalRefusedError";
  }
}

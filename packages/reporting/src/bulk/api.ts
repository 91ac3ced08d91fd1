// The types of the bulk upload (`reportMaintainDomains`): what it calls, what it takes, what it
// reports and returns (public), and the values its stages hand report.ts (internal). Types only.
import type { PlaceChecker } from "../places/checker.js";
import type { MaintainDomain, PendingSubLists, ReportRequestInfo } from "../types.js";
import type { RecordIssue } from "../validation/validate.js";
import type { ReportCheckpoint } from "./checkpoint.js";
import type { Chunk } from "./chunk.js";
import type { SkippedOnList } from "./errors.js";

export const DEFAULT_SUB_LIST_SIZE = 5000;

type Signal = { signal?: AbortSignal | undefined };

/** The calls the bulk flow makes, and where they go; the reporting client provides them. */
export interface BulkUploader {
  /** The API root and the account (hashed, never stored as is): what a checkpoint is bound to. */
  readonly baseUrl: string;
  readonly username: string;
  uploadMaintainDomainReport(domains: MaintainDomain[], options?: Signal): Promise<ReportRequestInfo>;
  uploadMaintainDomainSubList(domains: MaintainDomain[], options?: Signal): Promise<ReportRequestInfo>;
  /**
   * Optional: one sub-list as the UTF-8 JSON text the engine serialised and hashed, sent as is
   * (the bytes hashed for the checkpoint are the bytes sent).
   */
  uploadMaintainDomainSubListJson?(body: Uint8Array, options?: Signal): Promise<ReportRequestInfo>;
  /** Optional: the full upload of a list that fits in one sub-list, the same way. */
  uploadMaintainDomainReportJson?(body: Uint8Array, options?: Signal): Promise<ReportRequestInfo>;
  mergeMaintainDomainSubLists(options?: Signal): Promise<ReportRequestInfo>;
  /**
   * Optional: the maintained list on the server (GET /v1/registrars/domains), item by item, for
   * the removal guard and the read-back after the commit. Without it (or when the server answers
   * 404, 405 or 501) those checks are not made, and the result says so (`checksNotMade`).
   */
  maintainedDomains?(options?: Signal): AsyncIterable<unknown>;
  listPendingSubLists(options?: Signal): Promise<PendingSubLists>;
  getReportStatus(idOrInfo: number | ReportRequestInfo, options?: Signal): Promise<ReportRequestInfo>;
  /**
   * Optional: one domain as the server holds it (GET /v1/registrars/domains/{domainName}), for the
   * read-back's sample of the fields the list read does not give (owner, address, contacts).
   */
  getDomain?(domainName: string, options?: Signal): Promise<unknown>;
}

/** What the last filing of this account left: a report id, and the domains on the list after it. */
export interface LastFiling {
  report: number;
  domains: number;
}

/** A domain the committed report removed from the maintained list, and why. */
export interface RemovedDomain {
  domainName: string;
  /** `absent`: the input does not hold it (`allowRemovals`); `skipped`: its record was left out (`removeSkipped`). */
  cause: "absent" | "skipped";
  /** A left-out record's issues. */
  issues?: SkippedOnList["issues"];
}

export interface ReportProgress {
  phase: "validate" | "upload" | "merge" | "done";
  /**
   * Input records read so far in the current pass: validated in the one pass of a one-shot
   * source and in pass 1 of a re-readable one (whose sending pass re-reads them unvalidated).
   */
  validated: number;
  /** Records uploaded by this call (sub-lists accepted from a checkpoint are not counted). */
  sent: number;
  /** Invalid records left out (with `skipInvalid`). */
  skipped: number;
  /** Records to report, once known. */
  total?: number | undefined;
  /** Sub-lists the server has accepted, including those of a resumed checkpoint. */
  subListsAccepted: number;
  /**
   * Records the server holds from this upload: those of the accepted sub-lists, including a
   * resumed checkpoint's (a sub-list whose answer was lost and that is sent again counts once),
   * or of the full upload once sent.
   */
  recordsAccepted?: number | undefined;
  /** Sub-lists the upload needs, once known (0 for one full upload). */
  subListsTotal?: number | undefined;
}

export interface ReportMaintainDomainsOptions {
  /** Records per sub-list (default 5000). A list that fits in one goes up as a full upload. */
  subListSize?: number;
  /**
   * A checkpoint from an earlier run of the same input, on the same server and account:
   * accepted sub-lists that the server confirms are still pending are not re-sent. A done,
   * stale or foreign checkpoint is refused before anything is sent.
   */
  checkpoint?: ReportCheckpoint | undefined;
  /** Called with a fresh copy after every change of the checkpoint (persist it atomically). */
  onCheckpoint?: ((checkpoint: ReportCheckpoint) => void | Promise<void>) | undefined;
  onProgress?: ((progress: ReportProgress) => void) | undefined;
  /**
   * Leave invalid records out (each is reported in `skipped`) instead of refusing the list. A
   * record left out whose domain is on the server's list would remove that domain from it: that
   * needs `removeSkipped`.
   */
  skipInvalid?: boolean | undefined;
  /**
   * How many domains on the server's maintained list that the input does not hold this report
   * may remove. Without it, more than 1 % of the list (at least 10) is refused
   * (`RemovalRefusedError`, nothing merged). It never covers a domain whose record is left out.
   */
  allowRemovals?: number | undefined;
  /**
   * How many domains on the server's maintained list whose records are left out (`skipInvalid`:
   * invalid, or places not as listed) this report may remove. Without it, any is refused.
   */
  removeSkipped?: number | undefined;
  /**
   * `false`: go on without the removal guard when the server's list cannot be read, or reads
   * shorter than `lastFiling` left it (nothing counts or names the removals before the commit;
   * the report's `removedDomain` is still checked against the limit after it). Default true.
   */
  removalGuard?: boolean | undefined;
  /**
   * The last filing of this account (its report id, and the domains on the list after it): the
   * list read before the upload must hold at least as many names, else it is not trusted.
   */
  lastFiling?: LastFiling | undefined;
  /**
   * When `checkpoint` cannot be resumed with this input (another input or \`subListSize\`, its
   * sub-lists expired or merged, a sub-list's answer lost): \`"refuse"\` (default) throws;
   * \`"restart"\` reports this input whole instead, replacing what the interrupted upload may have
   * left pending (merged only if the records pending are then exactly this input's). A checkpoint
   * of another server or account is always refused. Needs an array or a file reader.
   */
  ifNotResumable?: "refuse" | "restart" | undefined;
  /** Told why a checkpoint is not resumed, when `ifNotResumable: "restart"` restarts. */
  onRestart?: ((reason: Error) => void) | undefined;
  /**
   * Told when the upload goes on from `checkpoint`: its sub-lists are still pending, and (an
   * array or file) the input holds the records they were made of.
   */
  onResume?: ((checkpoint: ReportCheckpoint) => void) | undefined;
  signal?: AbortSignal | undefined;
  /**
   * Check the places against the server's lists (`loadPlaceChecker(client)`): a record whose
   * countryCode, cityName, districtName or wardName is not as listed is invalid (see `skipInvalid`).
   */
  places?: PlaceChecker | undefined;
}

/** The server's final ReportRequestInfo, plus the issues of the records left out. */
export type ReportMaintainDomainsResult = ReportRequestInfo & {
  /** Issues of every record skipped by `skipInvalid` (with index and source line). */
  skipped: RecordIssue[];
  /**
   * The domains the report removed from the maintained list, each with its cause (as the list
   * read before the upload showed them); undefined when the removal guard was off.
   */
  removed: RemovedDomain[] | undefined;
  /**
   * Set when an earlier run's merge was applied but its answer was lost: the fields are then
   * the status of the last sub-list (the document gives no way to read the merge's record).
   */
  mergedByEarlierRun?: true;
  /**
   * The checks that could not be made, each as a sentence (empty when all were): the removal
   * guard and the read-back after the commit need the server's list read; comparing the pending
   * sub-lists with this upload's needs the pending read, and confirming a resumed checkpoint's
   * the status read (without them, each sub-list's answer is checked instead).
   */
  checksNotMade: string[];
};

// Internal: the values report.ts hands from one stage to the next.

/** What one read of the input counted (report.ts owns it; rows.ts counts into it). */
export interface RowTally {
  /** Rows read (valid or not) and rows kept in the sub-lists. */
  read: number;
  kept: number;
  /** Every row's issues (reading and validation), in row order. */
  issues: RecordIssue[];
  /** Issues about the file, not a row: never skippable. */
  fatal: RecordIssue[];
  /** Rows left out with skipInvalid. */
  skippedRows: number;
  /** Rows with an issue: the sending pass of a re-read leaves them out. */
  leftOut: Set<number>;
  /** Text of the rows left out after the last kept record: the chain's closing link. */
  tail: string;
}

/** What a sub-list's link of the chain covers (rows.ts: `cover`). */
export interface Cover {
  /** Text of the rows left out since the previous sub-list's last record (`skippedRowText` each). */
  skipped: string;
  /** Rows read up to its last record (0 for the empty sub-list of an input without a valid record). */
  read: number;
  /** Its records' names (`domainKey`) in a sending read: what the checkpoint says it may leave pending. */
  names: string[];
}

/** A sub-list cut from the input, with what its link of the chain covers. */
export interface Cut extends Chunk<unknown>, Cover {}

/** A sub-list ready to go up: cut, serialized and hashed (chain.ts), in input order. */
export interface Prepared {
  index: number;
  count: number;
  /** Whether no record follows (known for the first sub-list; see `SubLists`). */
  last: boolean;
  /** `serializeSubList` of its records in UTF-8: the bytes that are hashed and sent. */
  body: Uint8Array;
  /** Its link of the chain (the input hash up to its last record) and the rows that covers. */
  hash: string;
  read: number;
  /** Its records' names. */
  names: string[];
}

// The recovery policy of a filing run again and again (a nightly job): what to do with the
// checkpoint an earlier run left and with the record of the last filing, before and after the
// upload. The caller stores both (small interfaces: files, a database, a key-value store); the
// upload itself is `reportMaintainDomains`.
//   before  a checkpoint of a committed upload is ignored (nothing to resume); any other is
//           resumed when it is of this input and its sub-lists are pending, else this input is
//           filed whole (`ifNotResumable: "restart"`); the last filing guards the list read
//   after   committed: the filing recorded, the checkpoint forgotten (a committed count that
//           differs from the records sent is recorded too: it is the server's truth)
//           failed with sub-lists on the server: the latest checkpoint kept for the next run
//           refused (invalid input, a checkpoint of another server, another upload pending, a
//           removal refused), or failed before anything was sent: the error is thrown
import { ValidationError } from "@cdrapi/core";
import type { ReportRequestInfo } from "../types.js";
import type { LastFiling, ReportMaintainDomainsOptions, ReportMaintainDomainsResult } from "./api.js";
import { checkpointOf, type ReportCheckpoint } from "./checkpoint.js";
import {
  CheckpointMismatchError,
  PendingSubListsError,
  RemovalRefusedError,
  ReportCountError,
} from "./errors.js";

/** Where the checkpoint of an upload is kept between runs. */
export interface CheckpointStore {
  /** The checkpoint an earlier run left (undefined: none). */
  load(): Promise<ReportCheckpoint | undefined> | ReportCheckpoint | undefined;
  /** Optional: each change during the run (write it atomically). Without it, only `keep` stores it. */
  save?(checkpoint: ReportCheckpoint): Promise<void> | void;
  /** A failed run's latest checkpoint, with sub-lists on the server: the next run resumes from it. */
  keep(checkpoint: ReportCheckpoint): Promise<void> | void;
  /** The report is committed: no checkpoint of this upload may be resumed. */
  forget(): Promise<void> | void;
}

/** Where the account's last filing is kept between runs. */
export interface FilingStore {
  load(): Promise<LastFiling | undefined> | LastFiling | undefined;
  /** The filing a committed report left; undefined when its count is unknown (remove the record). */
  save(filing: LastFiling | undefined): Promise<void> | void;
}

export interface FileMaintainedDomainsOptions
  extends Omit<
    ReportMaintainDomainsOptions,
    "checkpoint" | "onCheckpoint" | "ifNotResumable" | "lastFiling"
  > {
  checkpoints: CheckpointStore;
  filings: FilingStore;
}

/** What a filing run did. */
export type FilingOutcome =
  /** The input filed: `fresh` (no checkpoint to resume), `resumed`, or `restarted` (the checkpoint could not be resumed: `reason`). */
  | { outcome: "filed"; how: "fresh" | "resumed"; result: ReportMaintainDomainsResult }
  | { outcome: "filed"; how: "restarted"; reason: Error; result: ReportMaintainDomainsResult }
  /** The upload failed with sub-lists on the server: `checkpoint` is kept; run again to resume. */
  | { outcome: "kept-for-resume"; error: Error; checkpoint: ReportCheckpoint }
  /** The report is committed (and recorded) but is not the list sent (`error` says how). */
  | { outcome: "committed-mismatch"; error: ReportCountError; report: ReportRequestInfo };

/** The checkpoint a run resumes of the one `load` gave: none when it is of a committed upload. */
export function checkpointToResume(saved: ReportCheckpoint | undefined): ReportCheckpoint | undefined {
  return saved?.merged ? undefined : saved;
}

/** The upload of one input with the given options (`reportMaintainDomains` bound to a client and a source). */
export type ReportRun = (options: ReportMaintainDomainsOptions) => Promise<ReportMaintainDomainsResult>;

/**
 * Runs `report` under the recovery policy (see the top of this file) and says what happened.
 * Throws the upload's error when it was refused or failed with nothing on the server to resume.
 */
export async function fileWithRecovery(
  report: ReportRun,
  options: FileMaintainedDomainsOptions,
): Promise<FilingOutcome> {
  const { checkpoints, filings, ...rest } = options;
  const saved = await checkpoints.load();
  const lastFiling = await filings.load();
  let resumed = false;
  let restart: Error | undefined;
  try {
    const result = await report({
      ...rest,
      checkpoint: checkpointToResume(saved),
      ifNotResumable: "restart",
      lastFiling,
      onCheckpoint: checkpoints.save && ((checkpoint) => checkpoints.save!(checkpoint)),
      onResume: (checkpoint) => {
        resumed = true;
        rest.onResume?.(checkpoint);
      },
      onRestart: (reason) => {
        restart = reason;
        rest.onRestart?.(reason);
      },
    });
    await filings.save(filingOf(result));
    await checkpoints.forget();
    if (restart) return { outcome: "filed", how: "restarted", reason: restart, result };
    return { outcome: "filed", how: resumed ? "resumed" : "fresh", result };
  } catch (error) {
    const checkpoint = checkpointOf(error);
    // A committed report's count is the server's truth, whatever was wrong with it; its upload
    // has nothing left to resume.
    if (error instanceof ReportCountError) await filings.save(filingOf(error.report));
    if (checkpoint?.merged) await checkpoints.forget();
    if (error instanceof ReportCountError)
      return { outcome: "committed-mismatch", error, report: error.report };
    if (refused(error) || !checkpoint || checkpoint.merged) throw error;
    if (checkpoint.accepted.length === 0 && !checkpoint.inFlight) throw error;
    await checkpoints.keep(checkpoint);
    return { outcome: "kept-for-resume", error: error as Error, checkpoint };
  }
}

/** A refusal: running again with the same input would be refused again. */
function refused(error: unknown): boolean {
  return (
    error instanceof CheckpointMismatchError ||
    error instanceof PendingSubListsError ||
    error instanceof RemovalRefusedError ||
    error instanceof ValidationError
  );
}

/**
 * What a committed report leaves: a REPLACE leaves `totalDomain` domains. Undefined when the
 * count is not known (no record is better than a wrong one).
 */
function filingOf(report: ReportRequestInfo): LastFiling | undefined {
  return typeof report.totalDomain === "number"
    ? { report: report.id, domains: report.totalDomain }
    : undefined;
}

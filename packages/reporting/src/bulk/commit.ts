// The commit: a list that fits in one sub-list goes up as one full upload (an idempotent
// REPLACE); a longer one is merged once the server's pending sub-lists are exactly this run's
// (guards.ts). An earlier merge whose answer was lost is not sent again when the server's state
// says it was applied.
import { NotFoundError } from "@cdrapi/core";
import type { ReportRequestInfo } from "../types.js";
import type { BulkUploader, Prepared } from "./api.js";
import { type Ledger, StaleCheckpointError } from "./checkpoint.js";
import { PendingSubListsError } from "./errors.js";
import { checkCommitted, confirmPending, readPending, refusedByServer, refuseFailure } from "./guards.js";
import { decodeSubList } from "./hash.js";

/** What the commit is told of the run (report.ts). */
export interface Committing {
  uploader: BulkUploader;
  ledger: Ledger;
  signal: AbortSignal | undefined;
  /** The server says the checkpoint's own merge (answer lost) was applied (ledger.ts). */
  mergedHere: boolean;
  /** The status read showed each accepted sub-list PENDING (ledger.ts). */
  statusChecked: boolean;
  /** Records this run uploaded, and the last sub-list's answer's `totalDomain`. */
  sent: number;
  lastPending: number | undefined;
  /** Sub-lists a superseding run allows pending (send.ts: `admit`). */
  superseded: ReadonlySet<string>;
  note: (text: string) => void;
}

/** The full upload of the input's only sub-list (the bytes hashed are the bytes sent): the server's answer. */
export async function uploadWhole(
  uploader: BulkUploader,
  whole: Prepared,
  signal: AbortSignal | undefined,
): Promise<ReportRequestInfo> {
  return uploader.uploadMaintainDomainReportJson
    ? await uploader.uploadMaintainDomainReportJson(whole.body, { signal })
    : await uploader.uploadMaintainDomainReport(decodeSubList(whole.body), { signal });
}

/** The full upload's answer, checked and recorded: the report is committed. */
export async function commitWhole(
  ledger: Ledger,
  full: ReportRequestInfo,
  count: number,
): Promise<ReportRequestInfo> {
  refuseFailure(full, `the list of ${count} record${count === 1 ? "" : "s"}`);
  await ledger.committed(full);
  checkCommitted(full, count);
  return full;
}

/**
 * Before the merge: "merge" once the server's pending sub-lists are exactly this run's (`kept`
 * records); "merged-earlier" when the checkpoint's own merge (answer lost) was applied. Else throws.
 */
export async function readyToMerge(run: Committing, kept: number): Promise<"merge" | "merged-earlier"> {
  if (run.mergedHere) return "merged-earlier";
  const pending = await readPending(() => run.uploader.listPendingSubLists({ signal: run.signal }));
  if (pending === undefined) {
    provenWithoutPendingRead(run, kept);
    return "merge";
  }
  return confirmPending(pending, run.ledger.view, kept, run.superseded) === "merged-here"
    ? "merged-earlier"
    : "merge";
}

/** Merges the sub-lists (`readyToMerge` said so) and checks the answer. */
export async function merge(run: Committing, kept: number): Promise<ReportRequestInfo> {
  const { uploader, ledger } = run;
  const ambiguous = ledger.view.mergeStartedAt !== undefined;
  await ledger.merging();
  let merged: ReportRequestInfo;
  try {
    merged = await uploader.mergeMaintainDomainSubLists({ signal: run.signal });
  } catch (error) {
    // After a lost answer, "nothing pending" means the earlier merge was applied.
    if (ambiguous && error instanceof NotFoundError) return mergedEarlier(run);
    // The server refused: the merge was not applied. Anything else (connection lost,
    // timeout, abort, a gateway's answer) leaves mergeStartedAt so the next run checks first.
    if (refusedByServer(error)) await ledger.mergeRefused();
    throw error;
  }
  if (merged.requestResult === "FAILURE") {
    await ledger.mergeRefused();
    const subLists = ledger.view.accepted.length;
    refuseFailure(merged, `the merge of ${kept} records in ${subLists} sub-list${subLists === 1 ? "" : "s"}`);
  }
  await ledger.committed(merged);
  checkCommitted(merged, kept);
  return merged;
}

/**
 * Without a pending read, the merge goes ahead only on proof that nothing but this upload is
 * pending (guards.ts: merge, no pending read); anything else is refused, nothing merged.
 */
function provenWithoutPendingRead(run: Committing, kept: number): void {
  const { sent, lastPending, ledger, statusChecked, note } = run;
  if (sent > 0 && lastPending === kept) return;
  if (sent === 0 && statusChecked && ledger.view.inFlight === undefined) {
    note(
      "the pending sub-lists could not be read before the merge (the server has no pending read): the status read showed this upload's sub-lists pending, and only the merge's count shows that nothing else was merged",
    );
    return;
  }
  if (sent > 0 && lastPending !== undefined) {
    throw new PendingSubListsError({
      foreign: [],
      pendingRecords: lastPending,
      expectedRecords: kept,
      sentSome: true,
    });
  }
  throw new StaleCheckpointError(
    "unknown",
    "the server has no pending read, and nothing this run could read proves that what is pending is exactly this upload (the last answer gave no count, or this run sent no sub-list and the status read could not confirm the checkpoint's): nothing was merged. Start over without the checkpoint once the server has expired the pending sub-lists",
  );
}

/**
 * The earlier run's merge was applied (its answer was lost). The document offers no read of the
 * merge's own record, so the result is the last sub-list's status, flagged `mergedByEarlierRun`.
 */
export async function mergedEarlier({ uploader, ledger, signal }: Committing): Promise<ReportRequestInfo> {
  const info = await uploader.getReportStatus(ledger.view.accepted.at(-1)!.id, { signal });
  const merged = { ...info, mergedByEarlierRun: true as const };
  await ledger.committed(merged);
  return merged;
}

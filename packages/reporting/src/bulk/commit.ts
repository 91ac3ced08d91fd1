// The commit: a list that fits in one sub-list goes up as one full upload (an idempotent
// REPLACE); a longer one is merged once the server's pending sub-lists are exactly this run's
// (guards.ts). An earlier merge whose answer was lost is not sent again when the server's state
// says it was applied.
import { NotFoundError } from "@cdrapi/core";
import type { ReportRequestInfo } from "../types.js";
import type { BulkUploader } from "./api.js";
import type { Prepared } from "./chain.js";
import { StaleCheckpointError } from "./checkpoint.js";
import { PendingSubListsError } from "./errors.js";
import { checkCommitted, confirmPending, readPending, refusedByServer, refuseFailure } from "./guards.js";
import type { Opened } from "./ledger.js";
import { parseBody, type SubListSender } from "./send.js";

/** What the commit reads of the run (report.ts). */
export type Committing = Pick<Opened, "ledger" | "mergedHere" | "statusChecked"> & {
  uploader: BulkUploader;
  options: { signal?: AbortSignal | undefined };
  sender: Pick<SubListSender, "sent" | "superseded" | "lastPending">;
  note: (text: string) => void;
};

/** The full upload of the input's only sub-list: the bytes hashed are the bytes sent. */
export async function commitWhole(
  run: Committing,
  whole: Prepared,
  onSent: () => void,
): Promise<ReportRequestInfo> {
  const { uploader, ledger } = run;
  const signal = { signal: run.options.signal };
  const full = uploader.uploadMaintainDomainReportJson
    ? await uploader.uploadMaintainDomainReportJson(whole.body, signal)
    : await uploader.uploadMaintainDomainReport(parseBody(whole.body), signal);
  onSent();
  refuseFailure(full, `the list of ${whole.count} record${whole.count === 1 ? "" : "s"}`);
  await ledger.committed(full);
  checkCommitted(full, whole.count);
  return full;
}

/** Merges the sub-lists once the server's pending ones are exactly this run's (`kept` records). */
export async function commitMerge(
  run: Committing,
  kept: number,
  onMerge: () => void,
): Promise<ReportRequestInfo> {
  const { uploader, ledger } = run;
  const signal = { signal: run.options.signal };
  if (run.mergedHere) return mergedEarlier(run);
  const ambiguous = ledger.view.mergeStartedAt !== undefined;
  const pending = await readPending(() => uploader.listPendingSubLists(signal));
  if (pending === undefined) {
    provenWithoutPendingRead(run, kept);
  } else if (confirmPending(pending, ledger.view, kept, run.sender.superseded) === "merged-here") {
    return mergedEarlier(run);
  }
  onMerge();
  await ledger.merging();
  let merged: ReportRequestInfo;
  try {
    merged = await uploader.mergeMaintainDomainSubLists(signal);
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
function provenWithoutPendingRead(
  { sender: sends, ledger, statusChecked, note }: Committing,
  kept: number,
): void {
  if (sends.sent > 0 && sends.lastPending === kept) return;
  if (sends.sent === 0 && statusChecked && ledger.view.inFlight === undefined) {
    note(
      "the pending sub-lists could not be read before the merge (the server has no pending read): the status read showed this upload's sub-lists pending, and only the merge's count shows that nothing else was merged",
    );
    return;
  }
  if (sends.sent > 0 && sends.lastPending !== undefined) {
    throw new PendingSubListsError({
      foreign: [],
      pendingRecords: sends.lastPending,
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
async function mergedEarlier({ uploader, ledger, options }: Committing): Promise<ReportRequestInfo> {
  const info = await uploader.getReportStatus(ledger.view.accepted.at(-1)!.id, { signal: options.signal });
  const merged = { ...info, mergedByEarlierRun: true as const };
  await ledger.committed(merged);
  return merged;
}

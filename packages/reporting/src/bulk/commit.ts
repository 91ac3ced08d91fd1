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
import { checkCommitted, confirmPending, readPending, refusedByServer } from "./guards.js";
import type { Ledger } from "./ledger.js";
import { parseBody } from "./send.js";

/** The full upload of the input's only sub-list: the bytes hashed are the bytes sent. */
export async function commitWhole(
  uploader: BulkUploader,
  ledger: Ledger,
  whole: Prepared,
  options: { signal?: AbortSignal | undefined; onSent: () => void },
): Promise<ReportRequestInfo> {
  const signal = { signal: options.signal };
  const full = uploader.uploadMaintainDomainReportJson
    ? await uploader.uploadMaintainDomainReportJson(whole.body, signal)
    : await uploader.uploadMaintainDomainReport(parseBody(whole.body), signal);
  options.onSent();
  await ledger.committed(full);
  checkCommitted(full, whole.count);
  return full;
}

export interface MergeOptions {
  signal?: AbortSignal | undefined;
  /** The records this run reports. */
  kept: number;
  /** The resumed sub-lists were all merged: the checkpoint's own merge (answer lost) was applied. */
  mergedHere: boolean;
  onMerge: () => void;
  /** What this run's sends learnt (send.ts). */
  sends: { sent: number; superseded: ReadonlySet<string>; lastPending: number | undefined };
  /** The status read showed each resumed sub-list PENDING. */
  statusChecked: boolean;
  note: (text: string) => void;
}

/** Merges the sub-lists once the server's pending ones are exactly this run's. */
export async function commitMerge(
  uploader: BulkUploader,
  ledger: Ledger,
  options: MergeOptions,
): Promise<ReportRequestInfo> {
  const signal = { signal: options.signal };
  if (options.mergedHere) return mergedEarlier(uploader, ledger, signal);
  const ambiguous = ledger.view.mergeStartedAt !== undefined;
  const pending = await readPending(() => uploader.listPendingSubLists(signal));
  if (pending === undefined) {
    provenWithoutPendingRead(ledger, options);
  } else if (confirmPending(pending, ledger.view, options.kept, options.sends.superseded) === "merged-here") {
    return mergedEarlier(uploader, ledger, signal);
  }
  options.onMerge();
  await ledger.merging();
  let merged: ReportRequestInfo;
  try {
    merged = await uploader.mergeMaintainDomainSubLists(signal);
  } catch (error) {
    // After a lost answer, "nothing pending" means the earlier merge was applied.
    if (ambiguous && error instanceof NotFoundError) return mergedEarlier(uploader, ledger, signal);
    // The server refused: the merge was not applied. Anything else (connection lost,
    // timeout, abort, a gateway's answer) leaves mergeStartedAt so the next run checks first.
    if (refusedByServer(error)) await ledger.mergeRefused();
    throw error;
  }
  await ledger.committed(merged);
  checkCommitted(merged, options.kept);
  return merged;
}

/**
 * Without a pending read, the merge goes ahead only on proof that nothing but this upload is
 * pending (guards.ts: merge, no pending read); anything else is refused, nothing merged.
 */
function provenWithoutPendingRead(ledger: Ledger, { sends, kept, statusChecked, note }: MergeOptions): void {
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
async function mergedEarlier(
  uploader: BulkUploader,
  ledger: Ledger,
  signal: { signal?: AbortSignal | undefined },
): Promise<ReportRequestInfo> {
  const info = await uploader.getReportStatus(ledger.view.accepted.at(-1)!.id, signal);
  const merged = { ...info, mergedByEarlierRun: true as const };
  await ledger.committed(merged);
  return merged;
}

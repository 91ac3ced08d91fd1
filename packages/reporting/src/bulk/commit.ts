// Stage 7 of the bulk pipeline, the commit: a list that fits in one sub-list goes up as one
// full upload (idempotent REPLACE), a longer one is merged once the server's pending sub-lists
// are exactly this run's (guards.ts). An earlier merge whose answer was lost is not sent again
// when the server's state says it was applied.
import { NotFoundError } from "@cdrapi/core";
import type { ReportRequestInfo } from "../types.js";
import type { BulkUploader } from "./api.js";
import type { Prepared } from "./chain.js";
import { checkCommitted, confirmPending, refusedByServer } from "./guards.js";
import type { Ledger } from "./ledger.js";
import { parseBody } from "./send.js";

type Signal = { signal?: AbortSignal | undefined };

/** The full upload of the input's only sub-list: the bytes hashed are the bytes sent. */
export async function commitWhole(
  uploader: BulkUploader,
  ledger: Ledger,
  whole: Prepared,
  options: Signal & { onSent: () => void },
): Promise<ReportRequestInfo> {
  const signal = options.signal ? { signal: options.signal } : {};
  const full = uploader.uploadMaintainDomainReportJson
    ? await uploader.uploadMaintainDomainReportJson(whole.body, signal)
    : await uploader.uploadMaintainDomainReport(parseBody(whole.body), signal);
  options.onSent();
  await ledger.committed(full);
  checkCommitted(full, whole.count);
  return full;
}

/**
 * Merges the sub-lists, once the server's pending sub-lists are exactly this run's (`kept`
 * records). After an earlier merge whose answer was lost, the server's state says whether it
 * was applied (`mergedHere`: the resumed sub-lists were all merged).
 */
export async function commitMerge(
  uploader: BulkUploader,
  ledger: Ledger,
  options: Signal & { kept: number; mergedHere: boolean; onMerge: () => void },
): Promise<ReportRequestInfo> {
  const signal = options.signal ? { signal: options.signal } : {};
  if (options.mergedHere) return mergedEarlier(uploader, ledger, signal);
  const ambiguous = ledger.mergeStarted;
  const pending = await uploader.listPendingSubLists(signal);
  if (confirmPending(pending, ledger.view, options.kept) === "merged-here") {
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
 * The earlier run's merge was applied (its answer was lost). The document offers no way to
 * read the merge's own record, so the result is the last sub-list's status, flagged
 * `mergedByEarlierRun`.
 */
async function mergedEarlier(
  uploader: BulkUploader,
  ledger: Ledger,
  signal: Signal,
): Promise<ReportRequestInfo> {
  const last = ledger.accepted[ledger.accepted.length - 1]!;
  const info = await uploader.getReportStatus(last.id, signal);
  const merged = { ...info, mergedByEarlierRun: true as const };
  await ledger.committed(merged);
  return merged;
}

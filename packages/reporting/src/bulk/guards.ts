// The checks that keep a bulk upload from shrinking a registrar's list by accident. A merge
// REPLACEs the whole list with whatever is pending on the server, so before anything is
// skipped or merged the client asks the server what it holds:
//
//   resume    checkpoint's target == this client's (API root, account)    else refuse, nothing sent
//             checkpoint not done                                          else refuse
//             each accepted sub-list still PENDING (status by id)         else stale: refuse
//   1st send  nothing pending but the checkpoint's sub-lists (a sub-list     else refuse, nothing sent
//             that may be its in-flight one, answer lost, is not adopted:
//             nothing the API offers proves whose it is)
//   merge     pending sub-lists == exactly this run's, and their distinct  else refuse, nothing merged
//             record count == the records this run reports
//   (no pending read: a server with only the spec's operations)
//   each send its answer's totalDomain (distinct records pending) ==       else refuse, nothing merged
//             the records of the sub-lists accepted so far
//   merge     the last sub-list this run sent answered totalDomain ==      else refuse, nothing merged
//             the records reported, or (nothing sent by this run) each
//             accepted sub-list read PENDING by its status
//   (supersede: sub-lists pending before this run's first send, an interrupted run's, are allowed
//   when this run sends the whole list: the server replaces a pending record by a later one of
//   the same name, so if the distinct records pending are exactly this run's, the merge is its list)
//   removals  the names on the server's list that the report would remove   else refuse, nothing sent (one-shot
//             (removals.ts) <= allowRemovals, or 1 % of the list (>= 10);   stream: nothing merged)
//             none of a record left out as invalid, unless allowed
//   commit    the report's totalDomain == the records sent                 else error (never success)
//   read-back the list the server holds after the commit == the records    else error (never success)
//             sent, names and dates (server-list.ts)
import { ApiError, NotFoundError, PermissionDeniedError } from "@cdrapi/core";
import type { PendingSubLists, ReportRequestInfo } from "../types.js";
import {
  type AcceptedSubList,
  CheckpointMismatchError,
  type CheckpointTarget,
  type ReportCheckpoint,
  StaleCheckpointError,
} from "./checkpoint.js";
import { PendingSubListsError, ReportCountError } from "./errors.js";
import { sha256Hex } from "./hash.js";
import { listed } from "./ids.js";

export { PendingSubListsError, ReportCountError } from "./errors.js";

/** Statuses that say the server has no such read: the checks that need it cannot be made. */
const NO_READ = new Set([404, 405, 501]);

/** Whether a read failed because the server does not have it (404, 405, 501). */
export function readMissing(error: unknown): error is ApiError {
  return error instanceof ApiError && NO_READ.has(error.status);
}

/**
 * The server's pending sub-lists, or undefined when it has no pending read (the path is
 * inferred; a server with only the spec's operations answers 404, 405 or 501).
 */
export async function readPending(
  listPending: () => Promise<PendingSubLists>,
): Promise<PendingSubLists | undefined> {
  try {
    return await listPending();
  } catch (error) {
    if (readMissing(error)) return undefined;
    throw error;
  }
}

/**
 * Without a pending read, after a sub-list this run sent: its answer's `totalDomain` (distinct
 * records pending after it) must be the records of the sub-lists accepted so far. More: another
 * upload's (or a lost answer's) sub-list is pending; fewer: accepted ones are gone.
 */
export function checkRunningCount(answer: ReportRequestInfo, checkpoint: ReportCheckpoint): void {
  const pending = answer.totalDomain;
  if (typeof pending !== "number") return;
  const expected = checkpoint.accepted.reduce((sum, entry) => sum + entry.count, 0);
  if (pending < expected) {
    throw new StaleCheckpointError(
      "unknown",
      `the server holds ${pending} records pending after sub-list ${checkpoint.accepted.length}, but this upload has had ${expected} accepted: some are gone (expired, or merged by another upload). Nothing was merged; start over without the checkpoint`,
    );
  }
  if (pending > expected) {
    throw new PendingSubListsError({
      foreign: [],
      pendingRecords: pending,
      expectedRecords: expected,
      sentSome: true,
    });
  }
}

/** The target of a client: its API root without a trailing slash, and a hash of its username. */
export async function checkpointTarget(baseUrl: string, username: string): Promise<CheckpointTarget> {
  return { baseUrl: baseUrl.replace(/\/+$/, ""), account: `sha256-${await sha256Hex(username)}` };
}

/** A resumed checkpoint must be of this server and account, and not done. Sends nothing. */
export function checkResumable(checkpoint: ReportCheckpoint, target: CheckpointTarget): void {
  const made = checkpoint.target;
  if (made.baseUrl !== target.baseUrl || made.account !== target.account) {
    const where = (t: CheckpointTarget) => `${t.baseUrl} (account ${t.account.slice(0, 19)}…)`;
    throw new CheckpointMismatchError(
      `the checkpoint was made on ${where(made)}, not on ${where(target)}: its sub-lists are pending there. Resume with the same server and username, or start over without the checkpoint`,
    );
  }
  if (checkpoint.merged) {
    throw new StaleCheckpointError(
      "done",
      `the checkpoint is of an upload that completed (report ${checkpoint.merged.id}, ${checkpoint.merged.requestTime}): there is nothing to resume. To report the list again, start over without the checkpoint`,
    );
  }
}

/**
 * Before a resume skips the sub-lists a checkpoint accepted: each must still be pending on the
 * server. Returns "merged-here" when every one was merged after this checkpoint's own merge was
 * sent (its answer was lost): that merge was applied. Returns "unverified" when the server has
 * no status read (405, 501; or 404 for the first one on a server that has no pending read
 * either, `noPendingRead`): the next sub-list's answer, or refusing the merge, takes its place.
 */
export async function confirmAccepted(
  checkpoint: ReportCheckpoint,
  getStatus: (id: number) => Promise<ReportRequestInfo>,
  noPendingRead: () => Promise<boolean>,
): Promise<"pending" | "merged-here" | "unverified"> {
  let merged = 0;
  for (const [position, entry] of checkpoint.accepted.entries()) {
    const state = await statusOf(entry, getStatus);
    if (position === 0 && (state === "NO-READ" || (state === "UNKNOWN" && (await noPendingRead())))) {
      return "unverified";
    }
    if (state === "PENDING") continue;
    if (state === "SUCCESS" && checkpoint.mergeStartedAt !== undefined) {
      merged++;
      continue;
    }
    throw staleSubList(entry, state, checkpoint.accepted.length);
  }
  if (merged === 0) return "pending";
  if (merged === checkpoint.accepted.length) return "merged-here";
  throw new StaleCheckpointError(
    "unknown",
    `only ${merged} of the checkpoint's ${checkpoint.accepted.length} sub-lists were merged: the server does not hold the upload as the checkpoint left it. Nothing was merged by this run; start over without the checkpoint`,
  );
}

async function statusOf(
  entry: AcceptedSubList,
  getStatus: (id: number) => Promise<ReportRequestInfo>,
): Promise<string> {
  try {
    return String((await getStatus(Number(entry.id))).requestResult);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 405 || error.status === 501)) return "NO-READ";
    if (error instanceof NotFoundError || error instanceof PermissionDeniedError) return "UNKNOWN";
    throw error;
  }
}

function staleSubList(entry: AcceptedSubList, state: string, of: number): StaleCheckpointError {
  const which = `sub-list ${entry.index + 1} of the checkpoint (report ${entry.id})`;
  const restart =
    "Nothing was sent or merged. Start over without the checkpoint: the whole list is uploaded again";
  if (state === "SUCCESS") {
    return new StaleCheckpointError(
      "merged",
      `${which} was already merged by another upload, so the maintained list may now hold its records mixed with that upload's, and the checkpoint's ${of} sub-lists no longer make up a list; resuming would report only the rest. ${restart}`,
    );
  }
  if (state === "EXPIRED") {
    return new StaleCheckpointError(
      "expired",
      `${which} expired on the server before it was merged. ${restart}`,
    );
  }
  return new StaleCheckpointError(
    "unknown",
    state === "UNKNOWN"
      ? `the server does not know ${which}: the checkpoint was not made on this server, or the sub-list is gone. ${restart}`
      : `${which} is ${state} on the server, not PENDING. ${restart}`,
  );
}

/**
 * Before this run sends its first sub-list: the server must hold pending nothing but the
 * checkpoint's accepted sub-lists. Anything else would be merged with this list; nothing is
 * sent, so its expiry is not pushed back. A sub-list pending after the checkpoint's in-flight one
 * lost its answer is not adopted either: the API gives no way to read a pending sub-list's
 * records, so nothing proves it is that sub-list and not another upload's of the same size.
 */
export function admitPending(
  pending: PendingSubLists,
  checkpoint: ReportCheckpoint,
  supersede = false,
): ReadonlySet<string> {
  const ours = new Set(checkpoint.accepted.map((entry) => String(entry.id)));
  const foreign = pending.subLists.filter((info) => !ours.has(String(info.id)));
  // Superseded: this run sends the whole list; the merge's check (confirmPending) decides.
  if (foreign.length === 0 || supersede) return new Set(foreign.map((info) => String(info.id)));
  throw new PendingSubListsError({
    foreign: foreign.map((info) => info.id),
    pendingRecords: pending.totalDomain,
    expectedRecords: checkpoint.accepted.reduce((sum, entry) => sum + entry.count, 0),
    expiresAt: pending.expiresAt,
    sentSome: false,
    lostInFlight: checkpoint.inFlight === undefined ? undefined : checkpoint.inFlight.index,
  });
}

/**
 * Right before the merge: what is pending must be exactly this run's sub-lists and records.
 * Returns "merged-here" when the checkpoint's own merge (answer lost) left nothing pending on
 * a server that keeps merged sub-lists' status PENDING: it was applied.
 */
export function confirmPending(
  pending: PendingSubLists,
  checkpoint: ReportCheckpoint,
  expectedRecords: number,
  superseded: ReadonlySet<string> = new Set(),
): "ready" | "merged-here" {
  const ours = new Set(checkpoint.accepted.map((entry) => String(entry.id)));
  const pendingIds = new Set(pending.subLists.map((info) => String(info.id)));
  const missing = checkpoint.accepted.filter((entry) => !pendingIds.has(String(entry.id)));
  if (missing.length > 0) {
    if (checkpoint.mergeStartedAt !== undefined && pending.subLists.length === 0) return "merged-here";
    // Ours still pending hold a new upload until they expire: say so, not just "start over".
    const left = checkpoint.accepted.length - missing.length;
    const held =
      left === 0
        ? ""
        : ` Its other ${left} sub-list${left === 1 ? " is" : "s are"} still pending and will refuse a new upload (as another upload's) until the server expires ${left === 1 ? "it" : "them"}${pending.expiresAt ? ` (${pending.expiresAt})` : ""}: the API cannot discard them.`;
    throw new StaleCheckpointError(
      "expired",
      `${missing.length} of this upload's sub-lists (report ${listed(missing.map((entry) => entry.id))}) are no longer pending on the server: expired, lost by the server, or merged by another upload, in which case the maintained list now holds their records mixed with that upload's. This run merged nothing; report the list again (start over without the checkpoint).${held}`,
    );
  }
  const foreign = pending.subLists.filter(
    (info) => !ours.has(String(info.id)) && !superseded.has(String(info.id)),
  );
  if (foreign.length === 0 && pending.totalDomain < expectedRecords) {
    throw new StaleCheckpointError(
      "unknown",
      `the server holds ${pending.totalDomain} records pending, but this upload sent ${expectedRecords}: some are gone. Nothing was merged; start over without the checkpoint`,
    );
  }
  if (foreign.length > 0 || pending.totalDomain !== expectedRecords) {
    throw new PendingSubListsError({
      foreign: foreign.map((info) => info.id),
      pendingRecords: pending.totalDomain,
      expectedRecords,
      expiresAt: pending.expiresAt,
      sentSome: true,
    });
  }
  return "ready";
}

/** The commit's answer must be a success holding exactly the records sent. */
export function checkCommitted(report: ReportRequestInfo, expectedRecords: number): void {
  if (report.requestResult === "FAILURE" || report.totalDomain !== expectedRecords) {
    throw new ReportCountError(report, expectedRecords);
  }
}

/**
 * Whether a failed call's error proves the server did not apply it: an error status from the
 * server itself. A 2xx without a ReportRequestInfo was applied; a gateway's 502 or 504 says
 * nothing of the server behind it.
 */
export function refusedByServer(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status !== 502 && error.status !== 504;
}

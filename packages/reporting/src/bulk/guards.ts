// The checks that keep a bulk upload from shrinking a registrar's list by accident. A merge
// REPLACEs the whole list with whatever is pending on the server, so before anything is
// skipped or merged the client asks the server what it holds. In the order of a run:
//
//   resume    checkpoint's target == this client's (API root, account)    else refuse, nothing sent
//             checkpoint not done                                          else refuse
//             each accepted sub-list still PENDING (status by id)         else stale: refuse
//   restart   (ifNotResumable: "restart", report.ts) a refusal above, an   else refuse
//             input mismatch, or a lost answer at the 1st send: this
//             input reported whole, nothing of the checkpoint's sent
//   removals  the list read exists and holds >= the names the last filing  else refuse, nothing sent (one-shot
//             left (unless removalGuard: false); the names it would remove stream: nothing merged)
//             (removals.ts): absent from the input <= allowRemovals, or
//             1 % of the list (>= 10); of a record left out <= removeSkipped
//   1st send  nothing pending but the checkpoint's sub-lists (a sub-list     else refuse, nothing sent
//             that may be its in-flight one, answer lost, is not adopted:
//             nothing the API offers proves whose it is)
//   supersede (a restart) also the replaced checkpoint's sub-lists and one  else refuse, nothing sent (so their
//             of its lost one's size, if the input holds every name they    expiry is not pushed back)
//             hold (send.ts: Replaced): the server keeps a name's later
//             pending record, so the merge is then exactly this input
//   merge     pending sub-lists == exactly this run's, and their distinct  else refuse, nothing merged
//             record count == the records this run reports
//   (no pending read: a server with only the spec's operations)
//   each send its answer's totalDomain (distinct records pending) ==       else refuse, nothing merged
//             the records of the sub-lists accepted so far
//   merge     the last sub-list this run sent answered totalDomain ==      else refuse, nothing merged
//             the records reported, or (nothing sent by this run) each
//             accepted sub-list read PENDING by its status (commit.ts)
//   any answer (a full upload, a sub-list, the merge) is not FAILURE        else ReportFailedError: nothing
//                                                                          committed (the merge, a sub-list:
//                                                                          not applied, as refused)
//   commit    the report's totalDomain == the records sent                 else error (never success)
//             its removedDomain <= allowRemovals (or 1 %) + removeSkipped  else error, exit 8 (removals.ts)
//   read-back the list the server holds after the commit == the records    else error (never success)
//             sent, names and dates (server-list.ts); the first domain of
//             each sub-list, read one by one, == the record sent (sample.ts)
import { ApiError, NotFoundError, PermissionDeniedError } from "@cdrapi/core";
import type { PendingSubLists, ReportRequestInfo } from "../types.js";
import {
  type AcceptedSubList,
  acceptedRecords,
  CheckpointMismatchError,
  type CheckpointTarget,
  type ReportCheckpoint,
  StaleCheckpointError,
} from "./checkpoint.js";
import { PendingSubListsError, ReportCountError, ReportFailedError } from "./errors.js";
import { sha256Hex } from "./hash.js";
import { listed } from "./ids.js";

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
      "target",
    );
  }
  if (checkpoint.merged) {
    throw new StaleCheckpointError(
      "done",
      `the checkpoint is of an upload that completed (report ${checkpoint.merged.id}, ${checkpoint.merged.requestTime}): there is nothing to resume. To report the list again, start over without the checkpoint`,
    );
  }
}

type GetStatus = (id: number) => Promise<ReportRequestInfo>;

/**
 * resume: each accepted sub-list still PENDING. "merged-here": all were merged after the
 * checkpoint's own merge was sent (answer lost): it was applied. "unverified": no status read
 * (405, 501; 404 on a server without a pending read either): later checks stand in.
 */
export async function confirmAccepted(
  checkpoint: ReportCheckpoint,
  getStatus: GetStatus,
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

async function statusOf(entry: AcceptedSubList, getStatus: GetStatus): Promise<string> {
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

/** Whether a read failed because the server does not have it (404, 405, 501). */
export function readMissing(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 404 || error.status === 405 || error.status === 501);
}

/** The server's pending sub-lists, or undefined when it has no pending read (`readMissing`). */
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

/** The pending sub-lists that are neither the checkpoint's accepted ones nor `allowed`. */
function foreignSubLists(
  pending: PendingSubLists,
  checkpoint: ReportCheckpoint,
  allowed: Iterable<string> = [],
) {
  const ours = new Set([...allowed, ...checkpoint.accepted.map((entry) => String(entry.id))]);
  return pending.subLists.filter((info) => !ours.has(String(info.id)));
}

/**
 * 1st send: nothing pending but the checkpoint's sub-lists (refused before anything is sent, so
 * their expiry is not pushed back). A restarted run also admits what the checkpoint it replaces
 * (`superseded`) may have left pending: its accepted sub-lists, and one of its lost in-flight
 * sub-list's size. Returns the ids admitted so (`confirmPending` allows them at the merge).
 */
export function admitPending(
  pending: PendingSubLists,
  checkpoint: ReportCheckpoint,
  superseded?: ReportCheckpoint,
): ReadonlySet<string> {
  const admitted = new Set<string>();
  const theirs = new Set(superseded?.accepted.map((entry) => String(entry.id)));
  let lost = superseded?.inFlight;
  const foreign = foreignSubLists(pending, checkpoint).filter((info) => {
    const id = String(info.id);
    if (theirs.has(id)) admitted.add(id);
    else if (lost && (info.subListDomain === undefined || info.subListDomain === lost.count)) {
      admitted.add(id);
      lost = undefined;
    } else return true;
    return false;
  });
  if (foreign.length === 0) return admitted;
  throw new PendingSubListsError({
    foreign: foreign.map((info) => info.id),
    pendingRecords: pending.totalDomain,
    expectedRecords: acceptedRecords(checkpoint.accepted),
    expiresAt: pending.expiresAt,
    sentSome: false,
    lostInFlight: checkpoint.inFlight?.index,
  });
}

/** Each send without a pending read. More pending: another upload's (or a lost answer's); fewer: gone. */
export function checkRunningCount(answer: ReportRequestInfo, checkpoint: ReportCheckpoint): void {
  const pendingRecords = answer.totalDomain;
  if (typeof pendingRecords !== "number") return;
  const expectedRecords = acceptedRecords(checkpoint.accepted);
  if (pendingRecords < expectedRecords) {
    throw new StaleCheckpointError(
      "unknown",
      `the server holds ${pendingRecords} records pending after sub-list ${checkpoint.accepted.length}, but this upload has had ${expectedRecords} accepted: some are gone (expired, or merged by another upload). Nothing was merged; start over without the checkpoint`,
    );
  }
  if (pendingRecords > expectedRecords) {
    throw new PendingSubListsError({ foreign: [], pendingRecords, expectedRecords, sentSome: true });
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

/**
 * merge: pending == exactly this run's sub-lists and records. "merged-here": the checkpoint's own
 * merge (answer lost) left nothing pending on a server that keeps merged sub-lists PENDING.
 */
export function confirmPending(
  pending: PendingSubLists,
  checkpoint: ReportCheckpoint,
  expectedRecords: number,
  superseded?: ReadonlySet<string>,
): "ready" | "merged-here" {
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
  const foreign = foreignSubLists(pending, checkpoint, superseded).map((info) => info.id);
  if (foreign.length === 0 && pending.totalDomain < expectedRecords) {
    throw new StaleCheckpointError(
      "unknown",
      `the server holds ${pending.totalDomain} records pending, but this upload sent ${expectedRecords}: some are gone. Nothing was merged; start over without the checkpoint`,
    );
  }
  if (foreign.length > 0 || pending.totalDomain !== expectedRecords) {
    throw new PendingSubListsError({
      foreign,
      pendingRecords: pending.totalDomain,
      expectedRecords,
      expiresAt: pending.expiresAt,
      sentSome: true,
    });
  }
  return "ready";
}

/**
 * An answer of FAILURE: the server refused `what` and committed nothing (ReportFailedError).
 * Checked wherever a report's answer comes in: a full upload, a sub-list, the merge, a
 * fluctuation report.
 */
export function refuseFailure(report: ReportRequestInfo, what: string): void {
  if (report.requestResult === "FAILURE") throw new ReportFailedError(report, what);
}

/** The commit's answer (not a FAILURE: refuseFailure) must hold exactly the records sent. */
export function checkCommitted(report: ReportRequestInfo, expectedRecords: number): void {
  if (report.totalDomain !== expectedRecords) throw new ReportCountError(report, expectedRecords);
}

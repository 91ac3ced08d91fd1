// Sending sub-lists. Before this run's first, the server must hold pending nothing but the
// checkpoint's, or what the checkpoint a restarted run replaces may have left (guards.ts:
// `admitPending`). Each sub-list goes up as the bytes hashed; report.ts marks it in flight in the
// ledger first and records its answer after.
import type { PendingSubLists, ReportRequestInfo } from "../types.js";
import type { BulkUploader, Prepared } from "./api.js";
import { type Ledger, pendingNames, type ReportCheckpoint } from "./checkpoint.js";
import { PendingSubListsError } from "./errors.js";
import { admitPending, readPending, refusedByServer, refuseFailure } from "./guards.js";
import { decodeSubList } from "./hash.js";

/** What the check before the first send found. */
export interface Admission {
  /** Whether the server has the pending read. */
  pendingRead: boolean;
  /** Sub-lists pending before this run's first send that a superseding run allows (guards.ts). */
  superseded: ReadonlySet<string>;
  /** The check that could not be made, if any (`checksNotMade`). */
  note?: string;
}

/** Before the first send: the server's pending sub-lists must let this run go on (else it throws). */
export async function admit(
  uploader: BulkUploader,
  ledger: Ledger,
  replaced: Replaced | undefined,
  signal: AbortSignal | undefined,
): Promise<Admission> {
  const pending = await readPending(() => uploader.listPendingSubLists({ signal }));
  replaced?.check(pending);
  if (pending) {
    return { pendingRead: true, superseded: admitPending(pending, ledger.view, replaced?.checkpoint) };
  }
  return {
    pendingRead: false,
    superseded: new Set(),
    note: "the pending sub-lists could not be read (the server has no pending read): each sub-list's answer (its count of records pending) was checked instead",
  };
}

/**
 * Sends one sub-list (marked in flight by the caller) and returns the server's answer. A refusal
 * by the server (an error status, or an answer of FAILURE) proves it was not added: the ledger
 * clears the mark. No signal is passed: a sub-list whose answer is lost may be pending, and a
 * resume never adopts one on a guess (guards.ts), so the run waits for the answer (within the
 * per-attempt deadline), records it, and stops after it.
 */
export async function upload(
  uploader: BulkUploader,
  ledger: Ledger,
  subList: Prepared,
): Promise<ReportRequestInfo> {
  let info: ReportRequestInfo;
  try {
    info = uploader.uploadMaintainDomainSubListJson
      ? await uploader.uploadMaintainDomainSubListJson(subList.body)
      : await uploader.uploadMaintainDomainSubList(decodeSubList(subList.body));
  } catch (error) {
    if (refusedByServer(error)) await ledger.refused();
    throw error;
  }
  if (info.requestResult === "FAILURE") {
    await ledger.refused();
    refuseFailure(info, `sub-list ${subList.index + 1} of this upload`);
  }
  return info;
}
/**
 * What a restarted run replaces: the sub-lists an interrupted upload may have left pending, and
 * their names (as its checkpoint recorded them). The server keeps the later pending record of a
 * name, so the merge files exactly this input only if the input holds every one of those names:
 * checked before the first send, so that sub-lists that could never be merged do not push back
 * the expiry of those pending (guards.ts: supersede).
 */
export class Replaced {
  /** Names not held by a kept record so far (undefined: the checkpoint did not record them). */
  private readonly missing: Set<string> | undefined;

  constructor(readonly checkpoint: ReportCheckpoint) {
    const names = pendingNames(checkpoint);
    this.missing = names && new Set(names);
  }

  /** A kept record of the input, by its `domainKey`. */
  kept(name: string | undefined): void {
    if (name !== undefined) this.missing?.delete(name);
  }

  /** Before the first send, once the input is read: throws PendingSubListsError unless it can replace them. */
  check(pending: PendingSubLists | undefined): void {
    const { checkpoint, missing } = this;
    const subLists = `${checkpoint.accepted.length} sub-list${checkpoint.accepted.length === 1 ? "" : "s"}${checkpoint.inFlight ? " and one whose answer was lost" : ""}`;
    const refuse = (what: string) =>
      new PendingSubListsError({
        foreign: [],
        pendingRecords: pending?.totalDomain ?? 0,
        expectedRecords: 0,
        expiresAt: pending?.expiresAt,
        sentSome: false,
        what,
        advice: (when) =>
          `Run the upload again with the input they were made from, if you still have it (it resumes); otherwise wait ${when}: the next run then files this input whole`,
      });
    if (missing && missing.size > 0) {
      const shown = [...missing].slice(0, 10).join(", ");
      const more = missing.size > 10 ? ` and ${missing.size - 10} more` : "";
      throw refuse(
        `the interrupted upload's ${subLists}, with ${missing.size} domain${missing.size === 1 ? "" : "s"} this input does not hold (${shown}${more}), which no upload can take back`,
      );
    }
    // Without names (an earlier version's checkpoint) only the pending read shows what is there.
    if (!missing && !pending) {
      throw refuse(
        `the interrupted upload's ${subLists}, as far as this server shows (it has no pending read, and the checkpoint does not say which domains they hold)`,
      );
    }
  }
}

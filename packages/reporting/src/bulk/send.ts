// Upload a sub-list's bytes (the ones hashed), marked in flight in the ledger until its answer is
// in. Before this run's first sub-list, the server must hold pending nothing but the checkpoint's,
// or what the checkpoint a restarted run replaces may have left (guards.ts: `admitPending`).
import type { MaintainDomain, PendingSubLists, ReportRequestInfo } from "../types.js";
import type { BulkUploader } from "./api.js";
import type { Prepared } from "./chain.js";
import { pendingNames, type ReportCheckpoint } from "./checkpoint.js";
import { PendingSubListsError } from "./errors.js";
import { admitPending, checkRunningCount, readPending, refusedByServer, refuseFailure } from "./guards.js";
import type { Ledger } from "./ledger.js";

export class SubListSender {
  /** Records uploaded by this run. */
  sent = 0;
  /** Whether this run has put a sub-list on the wire (its answer may be lost). */
  started = false;
  /** Whether the server has the pending read (known once the first sub-list is admitted). */
  pendingRead: boolean | undefined;
  /** Sub-lists pending before this run's first send that a superseding run allows (guards.ts). */
  superseded: ReadonlySet<string> = new Set();
  /** The last answer's `totalDomain`: the distinct records pending after this run's last sub-list. */
  lastPending: number | undefined;
  private isAdmitted = false;

  constructor(
    private readonly uploader: BulkUploader,
    private readonly ledger: Ledger,
    private readonly options: {
      signal?: AbortSignal | undefined;
      supersede?: Replaced | undefined;
      /** Called once, when the server's pending sub-lists let this run go on (a resume is confirmed). */
      onAdmitted?: (() => void) | undefined;
    },
    private readonly note: (text: string) => void,
  ) {}

  /**
   * Puts a sub-list on the server, then into the ledger. `cover`: the ledger's input hash
   * follows the sub-lists (a one-shot source, whose end is not known yet).
   */
  async put(subList: Prepared, cover: boolean): Promise<void> {
    const { index, count, hash, read, names } = subList;
    if (!this.isAdmitted) {
      const signal = { signal: this.options.signal };
      const pending = await readPending(() => this.uploader.listPendingSubLists(signal));
      this.pendingRead = pending !== undefined;
      const replaced = this.options.supersede;
      replaced?.check(pending);
      if (pending) this.superseded = admitPending(pending, this.ledger.view, replaced?.checkpoint);
      else {
        this.note(
          "the pending sub-lists could not be read (the server has no pending read): each sub-list's answer (its count of records pending) was checked instead",
        );
      }
      this.admitted();
    }
    const info = await this.send(subList);
    this.sent += count;
    if (cover) this.ledger.cover(hash, read);
    await this.ledger.accept({ index, id: info.id, count, hash, names });
    this.lastPending = typeof info.totalDomain === "number" ? info.totalDomain : undefined;
    if (!this.pendingRead) checkRunningCount(info, this.ledger.view);
  }

  /** The run goes on past the pending check (called again: nothing). */
  admitted(): void {
    if (this.isAdmitted) return;
    this.isAdmitted = true;
    this.options.onAdmitted?.();
  }

  /**
   * Sends one sub-list, marked in flight until its answer is in. A refusal by the server (an
   * error status, or an answer of FAILURE) proves it was not added. The caller's abort does not cut it short: a sub-list whose answer is lost
   * may be pending, and a resume never adopts one on a guess (guards.ts), so the run waits for
   * the answer (within the per-attempt deadline), records it, and stops after it.
   */
  private async send(subList: Prepared): Promise<ReportRequestInfo> {
    await this.ledger.sending(subList);
    this.started = true;
    let info: ReportRequestInfo;
    try {
      info = this.uploader.uploadMaintainDomainSubListJson
        ? await this.uploader.uploadMaintainDomainSubListJson(subList.body)
        : await this.uploader.uploadMaintainDomainSubList(parseBody(subList.body));
    } catch (error) {
      if (refusedByServer(error)) await this.ledger.refused();
      throw error;
    }
    if (info.requestResult === "FAILURE") {
      await this.ledger.refused();
      refuseFailure(info, `sub-list ${subList.index + 1} of this upload`);
    }
    return info;
  }
}

/** The records of a body, for an uploader that takes records rather than JSON text. */
export function parseBody(body: Uint8Array): MaintainDomain[] {
  return JSON.parse(new TextDecoder().decode(body)) as MaintainDomain[];
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

  /** A kept record of the input, by its `nameKey`. */
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

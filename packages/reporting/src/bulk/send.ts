// Upload a sub-list's bytes (the ones hashed), marked in flight in the ledger until its answer is
// in. Before this run's first sub-list, the server must hold pending nothing but the checkpoint's,
// or what the checkpoint a restarted run replaces may have left (guards.ts: `admitPending`).
import type { MaintainDomain, ReportRequestInfo } from "../types.js";
import type { BulkUploader } from "./api.js";
import type { Prepared } from "./chain.js";
import type { ReportCheckpoint } from "./checkpoint.js";
import { PendingSubListsError } from "./errors.js";
import { admitPending, checkRunningCount, readPending, refusedByServer } from "./guards.js";
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
  private admitted = false;

  constructor(
    private readonly uploader: BulkUploader,
    private readonly ledger: Ledger,
    private readonly options: { signal?: AbortSignal | undefined; supersede?: ReportCheckpoint | undefined },
    private readonly note: (text: string) => void,
  ) {}

  /**
   * Puts a sub-list on the server, then into the ledger. `cover`: the ledger's input hash
   * follows the sub-lists (a one-shot source, whose end is not known yet).
   */
  async put(subList: Prepared, cover: boolean): Promise<void> {
    const { index, count, hash, read } = subList;
    if (!this.admitted) {
      const signal = { signal: this.options.signal };
      const pending = await readPending(() => this.uploader.listPendingSubLists(signal));
      this.pendingRead = pending !== undefined;
      if (pending) this.superseded = admitPending(pending, this.ledger.view, this.options.supersede);
      else if (this.options.supersede) {
        // Nothing would show that the merge files exactly this input (guards.ts: supersede).
        throw new PendingSubListsError({
          foreign: [],
          pendingRecords: 0,
          expectedRecords: 0,
          sentSome: false,
          what: `the sub-lists of the interrupted upload this run replaces (${this.options.supersede.accepted.length} accepted${this.options.supersede.inFlight ? ", one whose answer was lost" : ""}), as far as this server shows (it has no pending read)`,
        });
      } else {
        this.note(
          "the pending sub-lists could not be read (the server has no pending read): each sub-list's answer (its count of records pending) was checked instead",
        );
      }
      this.admitted = true;
    }
    const info = await this.send(subList);
    this.sent += count;
    if (cover) this.ledger.cover(hash, read);
    await this.ledger.accept({ index, id: info.id, count, hash });
    this.lastPending = typeof info.totalDomain === "number" ? info.totalDomain : undefined;
    if (!this.pendingRead) checkRunningCount(info, this.ledger.view);
  }

  /**
   * Sends one sub-list, marked in flight until its answer is in. A refusal by the server proves
   * it was not added. The caller's abort does not cut it short: a sub-list whose answer is lost
   * may be pending, and a resume never adopts one on a guess (guards.ts), so the run waits for
   * the answer (within the per-attempt deadline), records it, and stops after it.
   */
  private async send(subList: Prepared): Promise<ReportRequestInfo> {
    await this.ledger.sending(subList);
    this.started = true;
    try {
      return this.uploader.uploadMaintainDomainSubListJson
        ? await this.uploader.uploadMaintainDomainSubListJson(subList.body)
        : await this.uploader.uploadMaintainDomainSubList(parseBody(subList.body));
    } catch (error) {
      if (refusedByServer(error)) await this.ledger.refused();
      throw error;
    }
  }
}

/** The records of a body, for an uploader that takes records rather than JSON text. */
export function parseBody(body: Uint8Array): MaintainDomain[] {
  return JSON.parse(new TextDecoder().decode(body)) as MaintainDomain[];
}

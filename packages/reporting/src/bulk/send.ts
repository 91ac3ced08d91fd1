// Stage 5 of the bulk pipeline: upload a sub-list's bytes (the ones hashed), marked in flight
// in the ledger until its answer is in. Before this run's first sub-list, the server must hold
// pending nothing but the checkpoint's (guards.ts: `admitPending`).
import type { MaintainDomain, ReportRequestInfo } from "../types.js";
import type { BulkUploader } from "./api.js";
import type { Prepared } from "./chain.js";
import { CheckpointMismatchError } from "./checkpoint.js";
import { admitPending, refusedByServer } from "./guards.js";
import type { Ledger } from "./ledger.js";

export class SubListSender {
  /** Records uploaded by this run. */
  sent = 0;
  private admitted = false;

  constructor(
    private readonly uploader: BulkUploader,
    private readonly ledger: Ledger,
    private readonly options: { signal?: AbortSignal | undefined },
  ) {}

  /**
   * Puts a sub-list on the server, then into the ledger. `cover`: the ledger's input hash
   * follows the sub-lists (a one-shot source, whose end is not known yet).
   */
  async put(subList: Prepared, cover: boolean): Promise<void> {
    const { index, count, hash, read } = subList;
    if (!this.admitted) {
      this.admitted = true;
      if (await this.admit(subList)) {
        if (cover) this.ledger.cover(hash, read);
        return; // the sub-list whose answer was lost: the server has it
      }
    }
    const info = await this.send(subList);
    this.sent += count;
    if (cover) this.ledger.cover(hash, read);
    await this.ledger.accept({ index, id: info.id, count, hash });
  }

  /**
   * Sends one sub-list, marked in flight until its answer is in: if the answer is lost, the
   * next run can find it pending. A refusal by the server proves it was not added.
   */
  private async send(subList: Prepared): Promise<ReportRequestInfo> {
    await this.ledger.sending(subList);
    try {
      return this.uploader.uploadMaintainDomainSubListJson
        ? await this.uploader.uploadMaintainDomainSubListJson(subList.body, this.options)
        : await this.uploader.uploadMaintainDomainSubList(parseBody(subList.body), this.options);
    } catch (error) {
      if (refusedByServer(error)) await this.ledger.refused();
      throw error;
    }
  }

  /**
   * Before the first sub-list of this run goes up: nothing may be pending on the server but the
   * checkpoint's sub-lists. Returns true when `first` is the checkpoint's in-flight sub-list,
   * found pending (its answer was lost) and now accepted.
   */
  private async admit(first: Prepared): Promise<boolean> {
    const pending = await this.uploader.listPendingSubLists(this.options);
    const id = admitPending(pending, this.ledger.view);
    if (id === undefined) return false;
    const inFlight = this.ledger.inFlight!;
    if (first.index !== inFlight.index || first.count !== inFlight.count || first.hash !== inFlight.hash) {
      throw new CheckpointMismatchError(
        `sub-list ${inFlight.index} differs from the one sent before its answer was lost (pending as report ${id}): refusing to resume`,
      );
    }
    await this.ledger.accept({ index: first.index, id, count: first.count, hash: first.hash });
    return true;
  }
}

/** The records of a body, for an uploader that takes records rather than JSON text. */
export function parseBody(body: Uint8Array): MaintainDomain[] {
  return JSON.parse(new TextDecoder().decode(body)) as MaintainDomain[];
}

// Stage 5 of the bulk pipeline: upload a sub-list's bytes (the ones hashed), marked in flight
// in the ledger until its answer is in. Before this run's first sub-list, the server must hold
// pending nothing but the checkpoint's (guards.ts: `admitPending`).
import type { MaintainDomain, ReportRequestInfo } from "../types.js";
import type { BulkUploader } from "./api.js";
import type { Prepared } from "./chain.js";
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
      admitPending(await this.uploader.listPendingSubLists(this.options), this.ledger.view);
      this.admitted = true;
    }
    const info = await this.send(subList);
    this.sent += count;
    if (cover) this.ledger.cover(hash, read);
    await this.ledger.accept({ index, id: info.id, count, hash });
  }

  /**
   * Sends one sub-list, marked in flight until its answer is in. A refusal by the server proves
   * it was not added. The caller's abort does not cut it short: a sub-list whose answer is lost
   * may be pending, and a resume never adopts one on a guess (guards.ts), so the run waits for
   * the answer (within the per-attempt deadline), records it, and stops after it.
   */
  private async send(subList: Prepared): Promise<ReportRequestInfo> {
    await this.ledger.sending(subList);
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

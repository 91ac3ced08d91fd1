// The checkpoint ledger: the only writer of a bulk upload's checkpoint. Each step that the next
// run must know of is one method, and every change a lost answer could make matter is handed to
// `onCheckpoint` (a copy) before the upload goes on.
import { ValidationError } from "@cdrapi/core";
import type { ReportRequestInfo } from "../types.js";
import { type BulkUploader, DEFAULT_SUB_LIST_SIZE, type ReportMaintainDomainsOptions } from "./api.js";
import {
  type AcceptedSubList,
  CheckpointMismatchError,
  copyCheckpoint,
  newCheckpoint,
  parseCheckpoint,
  type ReportCheckpoint,
} from "./checkpoint.js";
import { checkpointTarget, checkResumable, confirmAccepted, readPending } from "./guards.js";

/** The ledger of a run, and what opening it learnt. */
export interface Opened {
  ledger: Ledger;
  subListSize: number;
  /** The checkpoint resumed, as given. */
  resume: ReportCheckpoint | undefined;
  /** The server says the checkpoint's own merge (answer lost) was applied. */
  mergedHere: boolean;
  /** The status read showed each accepted sub-list PENDING (false: none accepted, or no status read). */
  statusChecked: boolean;
  /** The checks that could not be made (`checksNotMade`). */
  notes: string[];
}

/**
 * Opens the ledger of a run: a new checkpoint, or the given one once it is of this server and
 * account, not done, and its sub-lists still pending (guards.ts: resume). Sends nothing.
 */
export async function openLedger(
  uploader: BulkUploader,
  options: ReportMaintainDomainsOptions,
): Promise<Opened> {
  const resume = options.checkpoint === undefined ? undefined : parseCheckpoint(options.checkpoint);
  const subListSize = options.subListSize ?? resume?.subListSize ?? DEFAULT_SUB_LIST_SIZE;
  if (!Number.isInteger(subListSize) || subListSize < 1) {
    throw new ValidationError([{ index: null, field: "subListSize", message: "must be a positive integer" }]);
  }
  if (resume && resume.subListSize !== subListSize) {
    throw new CheckpointMismatchError(
      `the checkpoint was made with subListSize ${resume.subListSize}, not ${subListSize}`,
    );
  }
  const target = await checkpointTarget(uploader.baseUrl, uploader.username);
  if (resume) checkResumable(resume, target);
  const start = resume ? copyCheckpoint(resume) : newCheckpoint(subListSize, target);
  const ledger = new Ledger(start, options.onCheckpoint);
  const opened: Opened = { ledger, subListSize, resume, mergedHere: false, statusChecked: false, notes: [] };
  if (!resume || resume.accepted.length === 0) return opened;
  const signal = { signal: options.signal };
  try {
    const state = await confirmAccepted(
      resume,
      (id) => uploader.getReportStatus(id, signal),
      async () => (await readPending(() => uploader.listPendingSubLists(signal))) === undefined,
    );
    opened.mergedHere = state === "merged-here";
    opened.statusChecked = state === "pending";
    if (state === "unverified") {
      opened.notes.push(
        "the status of the checkpoint's sub-lists could not be read (the server has no status read): that they are still pending was checked by the next sub-list's answer instead, or the merge was refused",
      );
    }
  } catch (error) {
    // A refusal is not resumable; a failed status read leaves the checkpoint as it was.
    throw error instanceof CheckpointMismatchError ? error : attachCheckpoint(error, ledger.snapshot());
  }
  return opened;
}

export class Ledger {
  constructor(
    /** The ledger's own copy. */
    private readonly checkpoint: ReportCheckpoint,
    private readonly onCheckpoint: ReportMaintainDomainsOptions["onCheckpoint"],
  ) {}

  /** The checkpoint as it stands, read only (what the checks of guards.ts read). */
  get view(): Readonly<ReportCheckpoint> {
    return this.checkpoint;
  }

  /** A copy of the checkpoint as it stands (what a failed run's error carries). */
  snapshot(): ReportCheckpoint {
    return copyCheckpoint(this.checkpoint);
  }

  /** The rows the chain covers, and the input's length once read to its end. Saved with the next change. */
  cover(inputHash: string, read: number, total?: number): void {
    this.checkpoint.inputHash = inputHash;
    this.checkpoint.read = read;
    if (total !== undefined) this.checkpoint.total = total;
  }

  /** A sub-list is about to go up: if its answer is lost, the next run finds it pending. */
  async sending(entry: { index: number; count: number; hash: string; names: string[] }): Promise<void> {
    const { index, count, hash, names } = entry;
    this.checkpoint.inFlight = { index, count, hash, names };
    await this.save();
  }

  /** The server refused the sub-list in flight: it was not added. */
  async refused(): Promise<void> {
    delete this.checkpoint.inFlight;
    await this.save();
  }

  /** The server accepted a sub-list. */
  async accept(entry: AcceptedSubList): Promise<void> {
    this.checkpoint.accepted.push(entry);
    delete this.checkpoint.inFlight;
    await this.save();
  }

  /** The merge is about to be sent: until its answer is in, its outcome is unknown. */
  async merging(): Promise<void> {
    this.checkpoint.mergeStartedAt = new Date().toISOString();
    await this.save();
  }

  /** The server refused the merge: it was not applied. */
  async mergeRefused(): Promise<void> {
    delete this.checkpoint.mergeStartedAt;
    await this.save();
  }

  /** The report is committed (merge or full upload): the checkpoint is done. */
  async committed(report: ReportRequestInfo): Promise<void> {
    this.checkpoint.merged = report;
    delete this.checkpoint.mergeStartedAt;
    await this.save();
  }

  private async save(): Promise<void> {
    await this.onCheckpoint?.(copyCheckpoint(this.checkpoint));
  }
}

/** Attaches a checkpoint to a failed run's error (`checkpointOf` reads it), not enumerable. */
export function attachCheckpoint(error: unknown, checkpoint: ReportCheckpoint): unknown {
  if (error !== null && typeof error === "object" && Object.isExtensible(error)) {
    Object.defineProperty(error, "checkpoint", {
      value: checkpoint,
      enumerable: false,
      configurable: true,
      writable: true,
    });
  }
  return error;
}

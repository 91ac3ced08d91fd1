// The checkpoint ledger: the only writer of a bulk upload's checkpoint. Each step of the
// upload that the next run must know of is one method here, and every change that a lost
// answer could make matter is handed to `onCheckpoint` (a copy) before the upload goes on.
import { ValidationError } from "@cdrapi/core";
import type { ReportRequestInfo } from "../types.js";
import { type BulkUploader, DEFAULT_SUB_LIST_SIZE, type ReportMaintainDomainsOptions } from "./api.js";
import {
  type AcceptedSubList,
  CheckpointMismatchError,
  type CheckpointTarget,
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
  /** The checks opening could not make (`checksNotMade`). */
  notes: string[];
}

/**
 * Opens the ledger of a run: a new checkpoint, or the given one once it is known to be of
 * this server and account, not done, and its sub-lists still pending (guards.ts). Sends
 * nothing; throws before anything is sent when the checkpoint cannot be resumed here.
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
  const ledger = new Ledger(subListSize, target, resume, options.onCheckpoint);
  let mergedHere = false;
  let statusChecked = false;
  const notes: string[] = [];
  if (resume && resume.accepted.length > 0) {
    const signal = options.signal ? { signal: options.signal } : {};
    try {
      const state = await confirmAccepted(
        resume,
        (id) => uploader.getReportStatus(id, signal),
        async () => (await readPending(() => uploader.listPendingSubLists(signal))) === undefined,
      );
      mergedHere = state === "merged-here";
      statusChecked = state === "pending";
      if (state === "unverified") {
        notes.push(
          "the status of the checkpoint's sub-lists could not be read (the server has no status read): that they are still pending was checked by the next sub-list's answer instead, or the merge was refused",
        );
      }
    } catch (error) {
      // A refusal is not resumable; a failed status read leaves the checkpoint as it was.
      throw error instanceof CheckpointMismatchError ? error : attachCheckpoint(error, ledger.snapshot());
    }
  }
  return { ledger, subListSize, resume, mergedHere, statusChecked, notes };
}

export class Ledger {
  private readonly checkpoint: ReportCheckpoint;

  constructor(
    subListSize: number,
    target: CheckpointTarget,
    resume: ReportCheckpoint | undefined,
    private readonly onCheckpoint: ((checkpoint: ReportCheckpoint) => void | Promise<void>) | undefined,
  ) {
    this.checkpoint = resume ? copyCheckpoint(resume) : newCheckpoint(subListSize, target);
  }

  /** A copy of the checkpoint as it stands (what a failed run's error carries). */
  snapshot(): ReportCheckpoint {
    return copyCheckpoint(this.checkpoint);
  }

  /** What the ledger says (read only). */
  get accepted(): readonly AcceptedSubList[] {
    return this.checkpoint.accepted;
  }
  get inFlight(): ReportCheckpoint["inFlight"] {
    return this.checkpoint.inFlight;
  }
  get total(): number | undefined {
    return this.checkpoint.total;
  }
  get mergeStarted(): boolean {
    return this.checkpoint.mergeStartedAt !== undefined;
  }
  /** The checkpoint as the server checks read it (guards.ts). */
  get view(): Readonly<ReportCheckpoint> {
    return this.checkpoint;
  }

  /**
   * The rows the chain covers (`inputHash` of the first `read`), and, once the input has been
   * read to its end, how many rows it has. Saved with the next change.
   */
  cover(inputHash: string, read: number, total?: number): void {
    this.checkpoint.inputHash = inputHash;
    this.checkpoint.read = read;
    if (total !== undefined) this.checkpoint.total = total;
  }

  /** A sub-list is about to go up: if its answer is lost, the next run finds it pending. */
  async sending(entry: { index: number; count: number; hash: string }): Promise<void> {
    this.checkpoint.inFlight = { index: entry.index, count: entry.count, hash: entry.hash };
    await this.save();
  }

  /** The server refused the sub-list in flight: it was not added. */
  async refused(): Promise<void> {
    delete this.checkpoint.inFlight;
    await this.save();
  }

  /** The server accepted a sub-list (sent by this run, or found pending after a lost answer). */
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

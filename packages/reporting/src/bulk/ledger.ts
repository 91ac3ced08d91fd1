// The first stage of a run: its checkpoint opened (a new one, or the given one checked with the
// server), held by the ledger (checkpoint.ts: `Ledger`) that writes it from then on.
import { ValidationError } from "@cdrapi/core";
import { type BulkUploader, DEFAULT_SUB_LIST_SIZE, type ReportMaintainDomainsOptions } from "./api.js";
import {
  CheckpointMismatchError,
  copyCheckpoint,
  Ledger,
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

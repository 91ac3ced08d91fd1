// The checkpoint of a bulk upload: plain JSON saying which sub-lists the server accepted,
// with a hash of each and of the input read so far, so a second run resumes without
// re-sending them, and refuses to resume with different input.
//
// Version 2 (this one): hashes are links of a chain over the sub-lists' serialized bodies
// (see hash.ts). Version 1 hashed every record on its own: its hashes mean something else,
// so a version 1 checkpoint is refused with a clear message rather than compared.
import { CdrapiError } from "@cdrapi/core";
import type { ReportRequestInfo } from "../types.js";

export const CHECKPOINT_VERSION = 2;

/** One sub-list the server accepted. */
export interface AcceptedSubList {
  /** 0-based position of the sub-list in the (kept) records of the input. */
  index: number;
  /** `id` of the server's ReportRequestInfo for it. */
  id: number;
  /** Records in the sub-list. */
  count: number;
  /**
   * `sha256-<hex>` of the input from its first record to this sub-list's last: a link of the
   * chain over the sub-lists' bodies (and the invalid rows left out before each).
   */
  hash: string;
}

/** Resumable state of `reportMaintainDomains`. Plain JSON: store it anywhere. */
export interface ReportCheckpoint {
  version: 2;
  /**
   * `sha256-<hex>` of the first `read` records of the input: the hash of the last sub-list
   * they end with, or of the whole input when `read` is its end ("" when nothing is read).
   */
  inputHash: string;
  /** How many input records (valid or not) `inputHash` covers. */
  read: number;
  subListSize: number;
  /** Records in the whole input, once it has been read to the end. */
  total?: number;
  /** Sub-lists the server accepted, in order. */
  accepted: AcceptedSubList[];
  /**
   * Set just before the merge is sent and cleared when the server answers an error: when a
   * checkpoint still has it without `merged`, the merge's outcome is unknown (connection
   * lost) and the next run asks the server before merging again.
   */
  mergeStartedAt?: string;
  /** The merge's answer: the report is committed and a resumed run returns this. */
  merged?: ReportRequestInfo;
}

/** The checkpoint does not belong to this input (or is not a checkpoint at all). */
export class CheckpointMismatchError extends CdrapiError {
  override get name(): string {
    return "CheckpointMismatchError";
  }
}

export function newCheckpoint(subListSize: number): ReportCheckpoint {
  return { version: CHECKPOINT_VERSION, inputHash: "", read: 0, subListSize, accepted: [] };
}

/** A deep copy, so what the caller holds never changes under it. */
export function copyCheckpoint(checkpoint: ReportCheckpoint): ReportCheckpoint {
  return JSON.parse(JSON.stringify(checkpoint)) as ReportCheckpoint;
}

/** Checks the shape of a checkpoint read from storage; throws CheckpointMismatchError. */
export function parseCheckpoint(value: unknown): ReportCheckpoint {
  const fail = (why: string): never => {
    throw new CheckpointMismatchError(`not a reporting checkpoint: ${why}`);
  };
  if (value === null || typeof value !== "object" || Array.isArray(value)) return fail("not an object");
  const cp = value as Partial<ReportCheckpoint>;
  if ((cp.version as unknown) === 1) {
    throw new CheckpointMismatchError("checkpoint from an older cdrapi version; start a new upload");
  }
  if (cp.version !== CHECKPOINT_VERSION) return fail(`unsupported version ${String(cp.version)}`);
  if (typeof cp.inputHash !== "string") return fail("inputHash is missing");
  if (!Number.isInteger(cp.read) || (cp.read as number) < 0) return fail("read is missing");
  if (!Number.isInteger(cp.subListSize) || (cp.subListSize as number) < 1)
    return fail("subListSize is missing");
  if (cp.total !== undefined && !Number.isInteger(cp.total)) return fail("total is not an integer");
  if (!Array.isArray(cp.accepted)) return fail("accepted is missing");
  cp.accepted.forEach((entry, position) => {
    const ok =
      entry !== null &&
      typeof entry === "object" &&
      entry.index === position &&
      Number.isInteger(entry.count) &&
      typeof entry.hash === "string" &&
      (typeof entry.id === "number" || typeof entry.id === "string");
    if (!ok) fail(`accepted[${position}] is malformed (sub-lists must be in order from 0)`);
  });
  return copyCheckpoint(cp as ReportCheckpoint);
}

/** An error thrown by `reportMaintainDomains`: it carries the latest checkpoint. */
export type WithCheckpoint<E = Error> = E & { checkpoint: ReportCheckpoint };

/** The checkpoint a failed `reportMaintainDomains` run attached to its error, if any. */
export function checkpointOf(error: unknown): ReportCheckpoint | undefined {
  const value = (error as { checkpoint?: unknown } | null)?.checkpoint;
  return value && typeof value === "object" ? (value as ReportCheckpoint) : undefined;
}

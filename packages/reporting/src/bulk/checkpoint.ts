// The checkpoint of a bulk upload: plain JSON saying where it was made (API root, account) and
// which sub-lists the server accepted, with a hash of each and of the input read so far, so that
// a second run resumes without re-sending them, and refuses to resume anywhere else or with
// other input. Versions 1 (a hash per record) and 2 (no target: nothing said which server holds
// its sub-lists) are refused with a clear message rather than trusted. The `Ledger` is its only
// writer during a run.
import type { ReportRequestInfo } from "../types.js";
import { CheckpointMismatchError } from "./errors.js";

export { CheckpointMismatchError, StaleCheckpointError } from "./errors.js";

export const CHECKPOINT_VERSION = 3;

/** One sub-list the server accepted. */
export interface AcceptedSubList {
  /** 0-based position of the sub-list in the (kept) records of the input. */
  index: number;
  /** `id` of the server's ReportRequestInfo for it. */
  id: number;
  /** Records in the sub-list. */
  count: number;
  /** `sha256-<hex>` of the input up to this sub-list's last record: its link of the chain (hash.ts). */
  hash: string;
  /**
   * Its records' names (ASCII, lower case): what it holds pending on the server. A later run that
   * cannot resume this checkpoint replaces its sub-lists only with an input that holds them all.
   * Absent in checkpoints of earlier versions.
   */
  names?: string[];
}

/** Where a checkpoint was made: its sub-lists are pending there and nowhere else. */
export interface CheckpointTarget {
  /** The API root, normalised (`https://gtldapi-ote.vnnic.vn`, no trailing slash). */
  baseUrl: string;
  /** `sha256-<hex>` of the username (the account); never the secret. */
  account: string;
}

/** Resumable state of `reportMaintainDomains`. Plain JSON: store it anywhere. */
export interface ReportCheckpoint {
  version: 3;
  /** The server and account the accepted sub-lists are pending on. */
  target: CheckpointTarget;
  /** `sha256-<hex>` of the first `read` records of the input ("" when none is read). */
  inputHash: string;
  /** How many input records (valid or not) `inputHash` covers. */
  read: number;
  subListSize: number;
  /** Records in the whole input, once it has been read to the end. */
  total?: number;
  /** Sub-lists the server accepted, in order. */
  accepted: AcceptedSubList[];
  /** The sub-list being sent: if its answer is lost, the next run knows a sub-list may be pending. */
  inFlight?: { index: number; count: number; hash: string; names?: string[] };
  /** Set while the merge's answer is awaited: if it is lost, the next run asks the server before merging. */
  mergeStartedAt?: string;
  /** The merge's (or full upload's) answer: the report is committed; the checkpoint is done. */
  merged?: ReportRequestInfo;
}

/** Checks the shape of a checkpoint read from storage; throws CheckpointMismatchError. */
export function parseCheckpoint(value: unknown): ReportCheckpoint {
  const fail = (why: string): never => {
    throw new CheckpointMismatchError(`not a reporting checkpoint: ${why}`, "format");
  };
  if (value === null || typeof value !== "object" || Array.isArray(value)) return fail("not an object");
  const cp = value as Partial<ReportCheckpoint>;
  if ((cp.version as unknown) === 1 || (cp.version as unknown) === 2) {
    throw new CheckpointMismatchError(
      "checkpoint from an older cdrapi version (it does not say which server and account it was made on); start a new upload",
      "format",
    );
  }
  if (cp.version !== CHECKPOINT_VERSION) return fail(`unsupported version ${String(cp.version)}`);
  const target = cp.target as Partial<CheckpointTarget> | undefined;
  if (typeof target?.baseUrl !== "string" || typeof target.account !== "string") {
    return fail("target (baseUrl and account) is missing");
  }
  const atLeast = (n: unknown, min: number) => Number.isInteger(n) && (n as number) >= min;
  if (typeof cp.inputHash !== "string") return fail("inputHash is missing");
  if (!atLeast(cp.read, 0)) return fail("read is missing");
  if (!atLeast(cp.subListSize, 1)) return fail("subListSize is missing");
  if (cp.total !== undefined && !Number.isInteger(cp.total)) return fail("total is not an integer");
  if (!Array.isArray(cp.accepted)) return fail("accepted is missing");
  // A sub-list: at its place, with a count and a hash (an accepted one also with the server's id).
  const subList = (entry: Partial<AcceptedSubList> | null | undefined, index: number) =>
    entry !== null &&
    typeof entry === "object" &&
    entry.index === index &&
    Number.isInteger(entry.count) &&
    typeof entry.hash === "string" &&
    (entry.names === undefined ||
      (Array.isArray(entry.names) && entry.names.every((name) => typeof name === "string")));
  if (cp.inFlight !== undefined && !subList(cp.inFlight, cp.accepted.length)) {
    return fail("inFlight is malformed (it must be the sub-list after the accepted ones)");
  }
  cp.accepted.forEach((entry, position) => {
    const id = (entry as Partial<AcceptedSubList> | null)?.id;
    if (!subList(entry, position) || (typeof id !== "number" && typeof id !== "string")) {
      fail(`accepted[${position}] is malformed (sub-lists must be in order from 0)`);
    }
  });
  return copyCheckpoint(cp as ReportCheckpoint);
}

export function newCheckpoint(subListSize: number, target: CheckpointTarget): ReportCheckpoint {
  return { version: CHECKPOINT_VERSION, target, inputHash: "", read: 0, subListSize, accepted: [] };
}

/** A deep copy, so what the caller holds never changes under it. */
export function copyCheckpoint(checkpoint: ReportCheckpoint): ReportCheckpoint {
  return JSON.parse(JSON.stringify(checkpoint)) as ReportCheckpoint;
}

/** The names a checkpoint's upload may hold pending (accepted and in flight); undefined when it did not record them. */
export function pendingNames(checkpoint: ReportCheckpoint): string[] | undefined {
  const subLists = [...checkpoint.accepted, ...(checkpoint.inFlight ? [checkpoint.inFlight] : [])];
  if (subLists.some((entry) => entry.names === undefined)) return undefined;
  return subLists.flatMap((entry) => entry.names!);
}

/** Records of the accepted sub-lists. */
export function acceptedRecords(accepted: readonly AcceptedSubList[]): number {
  return accepted.reduce((sum, entry) => sum + entry.count, 0);
}

/** An error thrown by `reportMaintainDomains`: it carries the latest checkpoint. */
export type WithCheckpoint<E = Error> = E & { checkpoint: ReportCheckpoint };

/** The checkpoint a failed `reportMaintainDomains` run attached to its error, if any. */
export function checkpointOf(error: unknown): ReportCheckpoint | undefined {
  const value = (error as { checkpoint?: unknown } | null)?.checkpoint;
  return value && typeof value === "object" ? (value as ReportCheckpoint) : undefined;
}

/**
 * The only writer of a run's checkpoint. Each step that the next run must know of is one method,
 * and every change a lost answer could make matter is handed to `onCheckpoint` (a copy) before
 * the upload goes on.
 */
export class Ledger {
  constructor(
    /** The ledger's own copy. */
    private readonly checkpoint: ReportCheckpoint,
    /** `ReportMaintainDomainsOptions.onCheckpoint`. */
    private readonly onCheckpoint: ((checkpoint: ReportCheckpoint) => void | Promise<void>) | undefined,
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

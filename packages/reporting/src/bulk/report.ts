// reportMaintainDomains: validate, cut into sub-lists, upload, merge; resumable from a
// checkpoint. The merge is the commit point: nothing is merged while a record is invalid.
//
//   re-readable source (array, file):  pass 1 validates and hashes everything (nothing is
//                                      sent if a record is invalid), pass 2 re-reads without
//                                      validating and uploads, each sub-list checked against
//                                      pass 1's hash before it goes up
//   one-shot source (stream):          one pass; each sub-list is validated before it goes
//                                      up; an invalid record stops uploads, the rest is still
//                                      validated, and the run throws before the merge
//
// The sending pass reads one sub-list ahead: sub-list n+1 is read, validated (one-shot),
// serialized and hashed while sub-list n is on the wire, never further (memory: two sub-lists).
// What is sent is the text that was hashed (`serializeSubList`), never the records again.
// Lists that fit in one sub-list go up as one full upload (idempotent REPLACE).
//
// Nothing is skipped or merged on trust (guards.ts): a resumed checkpoint must be of this
// server and account and its sub-lists still pending; the merge waits until the server's
// pending sub-lists are exactly this run's; the committed count must be the records sent.
import { AbortError, ApiError, NotFoundError, ValidationError } from "@cdrapi/core";
import type { MaintainDomain, PendingSubLists, ReportRequestInfo } from "../types.js";
import {
  type AcceptedSubList,
  CheckpointMismatchError,
  type CheckpointTarget,
  copyCheckpoint,
  newCheckpoint,
  parseCheckpoint,
  type ReportCheckpoint,
} from "./checkpoint.js";
import { type Chunk, isRereadable, locatedBatches, type RecordSource, SubLists } from "./chunk.js";
import {
  admitPending,
  checkCommitted,
  checkpointTarget,
  checkResumable,
  confirmAccepted,
  confirmPending,
} from "./guards.js";
import { encodeBody, hashLink, serializeSubList, skippedRowText } from "./hash.js";
import { createSourceValidator, type RecordIssue } from "./validate.js";

export const DEFAULT_SUB_LIST_SIZE = 5000;

/** The calls the bulk flow makes, and where they go; the reporting client provides them. */
export interface BulkUploader {
  /** The API root: with `username`, what a checkpoint is bound to. */
  readonly baseUrl: string;
  /** The account (hashed into the checkpoint, never stored as is). */
  readonly username: string;
  uploadMaintainDomainReport(
    domains: MaintainDomain[],
    options?: { signal?: AbortSignal | undefined },
  ): Promise<ReportRequestInfo>;
  uploadMaintainDomainSubList(
    domains: MaintainDomain[],
    options?: { signal?: AbortSignal | undefined },
  ): Promise<ReportRequestInfo>;
  /**
   * Optional: uploads one sub-list given as its JSON text (a JSON array of MaintainDomain) in
   * UTF-8, sent as the request body as is. When present, each sub-list is serialized and
   * encoded once: the bytes hashed for the checkpoint are the bytes sent. The client's
   * transport sends them with openapi-fetch's per-request `bodySerializer: () => body`.
   */
  uploadMaintainDomainSubListJson?(
    body: Uint8Array,
    options?: { signal?: AbortSignal | undefined },
  ): Promise<ReportRequestInfo>;
  mergeMaintainDomainSubLists(options?: { signal?: AbortSignal | undefined }): Promise<ReportRequestInfo>;
  listPendingSubLists(options?: { signal?: AbortSignal | undefined }): Promise<PendingSubLists>;
  getReportStatus(
    idOrInfo: number | ReportRequestInfo,
    options?: { signal?: AbortSignal | undefined },
  ): Promise<ReportRequestInfo>;
}

export interface ReportProgress {
  phase: "validate" | "upload" | "merge" | "done";
  /**
   * Input records read so far in the current pass: validated in the one pass of a one-shot
   * source and in pass 1 of a re-readable one (whose sending pass re-reads them unvalidated).
   */
  validated: number;
  /** Records uploaded by this call (sub-lists accepted from a checkpoint are not counted). */
  sent: number;
  /** Invalid records left out (with `skipInvalid`). */
  skipped: number;
  /** Records to report, once known. */
  total?: number | undefined;
  /** Sub-lists the server has accepted, including those of a resumed checkpoint. */
  subListsAccepted: number;
  /** Sub-lists the upload needs, once known (0 for one full upload). */
  subListsTotal?: number | undefined;
}

export interface ReportMaintainDomainsOptions {
  /** Records per sub-list (default 5000). A list that fits in one goes up as a full upload. */
  subListSize?: number;
  /**
   * A checkpoint from an earlier run of the same input, on the same server and account:
   * accepted sub-lists that the server confirms are still pending are not re-sent. A done,
   * stale or foreign checkpoint is refused before anything is sent.
   */
  checkpoint?: ReportCheckpoint | undefined;
  /** Called with a fresh copy after every change of the checkpoint (persist it atomically). */
  onCheckpoint?: ((checkpoint: ReportCheckpoint) => void | Promise<void>) | undefined;
  onProgress?: ((progress: ReportProgress) => void) | undefined;
  /** Leave invalid records out (each is reported in `skipped`) instead of refusing the list. */
  skipInvalid?: boolean | undefined;
  signal?: AbortSignal | undefined;
}

/** The server's final ReportRequestInfo, plus the issues of the records left out. */
export type ReportMaintainDomainsResult = ReportRequestInfo & {
  /** Issues of every record skipped by `skipInvalid` (with index and source line). */
  skipped: RecordIssue[];
  /**
   * Set when an earlier run's merge was applied but its answer was lost: the fields are then
   * the status of the last sub-list (the document gives no way to read the merge's record).
   */
  mergedByEarlierRun?: true;
};

/**
 * Reports a maintained-domains list of any size: validates every record, uploads it as one
 * full list or as sub-lists then a merge, and returns the final ReportRequestInfo. Throws
 * `ValidationError` (all issues) when a record is invalid and `skipInvalid` is not set;
 * `CheckpointMismatchError` / `StaleCheckpointError` when the checkpoint cannot be resumed
 * here; `PendingSubListsError` when sub-lists of another upload are pending (nothing merged);
 * `ReportCountError` when the committed report does not hold exactly the records sent. A
 * failure of the upload itself carries `.checkpoint` to resume from.
 */
export async function reportMaintainDomains(
  uploader: BulkUploader,
  source: RecordSource<MaintainDomain>,
  options: ReportMaintainDomainsOptions = {},
): Promise<ReportMaintainDomainsResult> {
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
  let mergedHere = false;
  if (resume && resume.accepted.length > 0) {
    try {
      const state = await confirmAccepted(resume, (id) => uploader.getReportStatus(id, signalOf(options)));
      mergedHere = state === "merged-here";
    } catch (error) {
      // A refusal is not resumable; a failed status read leaves the checkpoint as it was.
      throw error instanceof CheckpointMismatchError ? error : attachCheckpoint(error, resume);
    }
  }
  const run = new Run(uploader, subListSize, resume, target, mergedHere, options);
  try {
    return await run.execute(source);
  } catch (error) {
    throw attachCheckpoint(error, run.checkpoint);
  }
}

/** What one read of the input found. */
interface Pass {
  /** Issues of every row (read issues and validation), in row order. */
  issues: RecordIssue[];
  /** Issues that are about the file, not a row: never skippable. */
  fatal: RecordIssue[];
  /** Issues of the rows left out with skipInvalid. */
  skipped: RecordIssue[];
  /** Rows with an issue (left out of the sub-lists): the sending pass of a re-read leaves them out. */
  leftOut: Set<number>;
  skippedRows: number;
  read: number;
  kept: number;
  /**
   * Rows left out since the last kept record (`skippedRowText` each): they go into the hash of
   * the sub-list of the next kept record, or into the final link when none follows.
   */
  pendingSkipped: string;
  /**
   * Sub-lists being read and not hashed yet (at most two: the one handed out and the one the
   * read-ahead started): rows left out before its last record, and rows read up to it.
   */
  open: Map<number, { skipped: string; read: number }>;
  /** The chain (see hash.ts): `sha256-...` of the first `chainRead` rows ("" for none). */
  chain: string;
  chainRead: number;
  /** Whether the chain reached the checkpoint's `read` and matched its `inputHash`. */
  resumeChecked: boolean;
  /** By sub-list: its link of the chain, i.e. the input hash up to its last record. */
  subListHashes: string[];
}

/** A sub-list ready to go up: cut, serialized and hashed, in input order. */
interface Prepared {
  index: number;
  count: number;
  /** Whether no record follows (known for the first sub-list; see `chunk`). */
  last: boolean;
  /** `serializeSubList` of its records in UTF-8: the bytes that are hashed and sent. */
  body: Uint8Array;
  /** Its link of the chain (the input hash up to its last record) and the rows that covers. */
  hash: string;
  read: number;
}

/** Text of left-out rows longer than this is hashed down to one line (bounded memory). */
const SKIPPED_TEXT_LIMIT = 1 << 20;

class Run {
  checkpoint: ReportCheckpoint;
  private sent = 0;
  /** Set when the sending pass ends (by error too): the read-ahead stops reading the source. */
  private stopped = false;
  private subListsTotal: number | undefined;
  private total: number | undefined;
  /** Whether the server's pending sub-lists were checked before this run's first sub-list. */
  private admitted = false;

  constructor(
    private readonly uploader: BulkUploader,
    private readonly subListSize: number,
    private readonly resume: ReportCheckpoint | undefined,
    target: CheckpointTarget,
    /** The server says the checkpoint's own merge (answer lost) was applied. */
    private readonly mergedHere: boolean,
    private readonly options: ReportMaintainDomainsOptions,
  ) {
    this.checkpoint = resume ? copyCheckpoint(resume) : newCheckpoint(subListSize, target);
  }

  async execute(source: RecordSource<MaintainDomain>): Promise<ReportMaintainDomainsResult> {
    if (!isRereadable(source)) return this.upload(source, undefined);
    // Pass 1: validate and hash everything; nothing is sent when the input is invalid.
    const scan = this.newPass();
    for await (const _ of this.prepare(this.keep(source, scan), scan, undefined)) {
      // prepare hashes each sub-list and checks it against the checkpoint
    }
    this.progress("validate", scan);
    await this.finishChain(scan);
    this.finishRead(scan);
    this.total = scan.kept;
    this.subListsTotal = scan.kept <= this.subListSize ? 0 : Math.ceil(scan.kept / this.subListSize);
    this.refuseInvalid(scan);
    this.checkpoint.inputHash = scan.chain;
    this.checkpoint.read = scan.chainRead;
    this.checkpoint.total = scan.read;
    // Pass 2: upload, checking that the input still reads the same.
    return this.upload(source, scan);
  }

  /**
   * The sending pass (the only pass of a one-shot source; `scan` is pass 1 of a re-readable
   * one). Sub-list n+1 is prepared while sub-list n is on the wire; the checkpoint still
   * records sub-lists in order, each once its answer is in.
   */
  private async upload(
    source: RecordSource<MaintainDomain>,
    scan: Pass | undefined,
  ): Promise<ReportMaintainDomainsResult> {
    const pass = this.newPass();
    const subLists = scan ? this.reread(source, pass, scan) : this.keep(source, pass);
    const ahead = readAhead(this.prepare(subLists, pass, scan?.subListHashes));
    /** The only sub-list of a list that fits in one: a full upload, sent after every check below. */
    let whole: Prepared | undefined;
    let chunks = 0;
    try {
      for (
        let next = await this.unlessAborted(ahead.next());
        !next.done;
        next = await this.unlessAborted(ahead.next())
      ) {
        const { index, count, last, hash, read } = next.value;
        chunks++;
        if (index < this.checkpoint.accepted.length) {
          this.progress("upload", pass);
          continue; // accepted in an earlier run
        }
        if (this.blocked(pass)) continue; // keep reading to report every issue
        if (index === 0 && last) {
          // A full upload commits, like the merge: it waits for the end-of-input checks below
          // (a shorter input than the checkpoint's, rows left out after the last record).
          whole = next.value;
          continue; // the input has no other sub-list
        }
        if (!this.admitted) {
          this.admitted = true;
          if (await this.admit(next.value)) {
            if (!scan) this.coverRead(hash, read);
            this.progress("upload", pass);
            continue; // the sub-list whose answer was lost: the server has it
          }
        }
        const info = await this.send(next.value);
        this.sent += count;
        if (!scan) this.coverRead(hash, read);
        await this.accept({ index, id: info.id, count, hash });
        this.progress("upload", pass);
      }
    } finally {
      this.stopped = true;
      ahead.close();
    }
    await this.finishChain(pass);
    this.finishRead(pass);
    if (scan && (pass.read !== scan.read || pass.chain !== scan.chain)) {
      throw new CheckpointMismatchError(
        "the input changed while it was being uploaded (it reads differently)",
      );
    }
    this.total = pass.kept;
    this.refuseInvalid(pass);
    if (chunks < this.checkpoint.accepted.length) {
      throw new CheckpointMismatchError("the input has fewer sub-lists than the checkpoint accepted");
    }
    if (pass.kept === 0) {
      throw new ValidationError(
        [{ index: null, field: "(list)", message: "has no record to report (at least one is required)" }],
        "nothing to report: the list has no valid record",
      );
    }
    if (this.checkpoint.total === undefined) {
      this.coverRead(pass.chain, pass.chainRead);
      this.checkpoint.total = pass.read;
    }
    const final = whole ? await this.uploadWhole(whole, pass) : await this.merge(pass);
    this.progress("done", pass);
    return { ...final, skipped: scan ? scan.skipped : pass.skipped };
  }

  /**
   * Sends one sub-list, marked in flight in the checkpoint until its answer is in: if the answer
   * is lost, the next run can find it pending. A refusal by the server proves it was not added.
   */
  private async send({ index, count, hash, body }: Prepared): Promise<ReportRequestInfo> {
    this.checkpoint.inFlight = { index, count, hash };
    await this.emitCheckpoint();
    try {
      return this.uploader.uploadMaintainDomainSubListJson
        ? await this.uploader.uploadMaintainDomainSubListJson(body, this.signal())
        : await this.uploader.uploadMaintainDomainSubList(parseBody(body), this.signal());
    } catch (error) {
      if (refusedByServer(error)) {
        delete this.checkpoint.inFlight;
        await this.emitCheckpoint();
      }
      throw error;
    }
  }

  /**
   * Before the first sub-list of this run goes up: nothing may be pending on the server but the
   * checkpoint's sub-lists. Returns true when `first` is the checkpoint's in-flight sub-list,
   * found pending (its answer was lost) and now accepted.
   */
  private async admit(first: Prepared): Promise<boolean> {
    const pending = await this.uploader.listPendingSubLists(this.signal());
    const id = admitPending(pending, this.checkpoint);
    if (id === undefined) return false;
    const inFlight = this.checkpoint.inFlight!;
    if (first.index !== inFlight.index || first.count !== inFlight.count || first.hash !== inFlight.hash) {
      throw new CheckpointMismatchError(
        `sub-list ${inFlight.index} differs from the one sent before its answer was lost (pending as report ${id}): refusing to resume`,
      );
    }
    await this.accept({ index: first.index, id, count: first.count, hash: first.hash });
    return true;
  }

  /** A list that fits in one sub-list goes up as one full upload (idempotent REPLACE): the commit. */
  private async uploadWhole(whole: Prepared, pass: Pass): Promise<ReportRequestInfo> {
    this.subListsTotal = 0;
    // The records of the text that was validated and hashed (a re-read is not validated again).
    const full = await this.uploader.uploadMaintainDomainReport(parseBody(whole.body), this.signal());
    this.sent += whole.count;
    this.progress("upload", pass);
    this.checkpoint.merged = full;
    await this.emitCheckpoint();
    checkCommitted(full, whole.count);
    return full;
  }

  /**
   * Serializes and hashes each sub-list (the next link of the chain) and checks it against
   * pass 1 (`expected`) and the checkpoint, in input order.
   */
  private async *prepare(
    subLists: AsyncIterable<Chunk<unknown>>,
    pass: Pass,
    expected: readonly string[] | undefined,
  ): AsyncGenerator<Prepared> {
    for await (const { index, records: subList, last } of subLists) {
      if (this.stopped) return;
      const body = encodeBody(serializeSubList(subList));
      const hash = await this.link(pass, index, body);
      if (expected && expected[index] !== hash) {
        throw new CheckpointMismatchError(
          "the input changed while it was being uploaded (sub-list hashes differ)",
        );
      }
      this.checkAccepted(index, subList.length, hash);
      yield { index, count: subList.length, last, body, hash, read: pass.chainRead };
    }
  }

  /** Waits for `pending`, or throws `AbortError` as soon as the caller's signal aborts. */
  private unlessAborted<T>(pending: Promise<T>): Promise<T> {
    const signal = this.options.signal;
    if (!signal) return pending;
    if (signal.aborted) return Promise.reject(new AbortError());
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => reject(new AbortError());
      signal.addEventListener("abort", onAbort, { once: true });
      pending.then(
        (value) => {
          signal.removeEventListener("abort", onAbort);
          resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener("abort", onAbort);
          reject(error);
        },
      );
    });
  }

  /**
   * Merge the sub-lists, once the server's pending sub-lists are exactly this run's. After an
   * earlier merge whose answer was lost, the server's state says whether it was applied.
   */
  private async merge(pass: Pass): Promise<ReportRequestInfo> {
    if (this.mergedHere) return this.mergedEarlier();
    const ambiguous = this.checkpoint.mergeStartedAt !== undefined;
    const pending = await this.uploader.listPendingSubLists(this.signal());
    if (confirmPending(pending, this.checkpoint, pass.kept) === "merged-here") return this.mergedEarlier();
    this.progress("merge", pass);
    this.checkpoint.mergeStartedAt = new Date().toISOString();
    await this.emitCheckpoint();
    let merged: ReportRequestInfo;
    try {
      merged = await this.uploader.mergeMaintainDomainSubLists(this.signal());
    } catch (error) {
      // After a lost answer, "nothing pending" means the earlier merge was applied.
      if (ambiguous && error instanceof NotFoundError) return this.mergedEarlier();
      // The server refused: the merge was not applied. Anything else (connection lost,
      // timeout, abort, a gateway's answer) leaves mergeStartedAt so the next run checks first.
      if (refusedByServer(error)) {
        delete this.checkpoint.mergeStartedAt;
        await this.emitCheckpoint();
      }
      throw error;
    }
    this.checkpoint.merged = merged;
    delete this.checkpoint.mergeStartedAt;
    await this.emitCheckpoint();
    checkCommitted(merged, pass.kept);
    return merged;
  }

  /**
   * The earlier run's merge was applied (its answer was lost). The document offers no way to
   * read the merge's own record, so the result is the last sub-list's status, flagged
   * `mergedByEarlierRun`.
   */
  private async mergedEarlier(): Promise<ReportRequestInfo> {
    const last = this.checkpoint.accepted[this.checkpoint.accepted.length - 1]!;
    const info = await this.uploader.getReportStatus(last.id, this.signal());
    const merged = { ...info, mergedByEarlierRun: true as const };
    this.checkpoint.merged = merged;
    delete this.checkpoint.mergeStartedAt;
    await this.emitCheckpoint();
    return merged;
  }

  /**
   * Reads the source: numbers rows, validates, and yields the sub-lists to send (cut by
   * `SubLists`). Invalid rows are never kept (with or without skipInvalid: without it,
   * `blocked` stops the uploads).
   */
  private async *keep(source: RecordSource<MaintainDomain>, pass: Pass): AsyncGenerator<Chunk<unknown>> {
    const validator = createSourceValidator();
    const subLists = new SubLists<unknown>(this.subListSize);
    for await (const batch of locatedBatches(source, () => subLists.room())) {
      for (const item of batch) {
        if (this.stopped) return;
        // Pass 1 of an array or file reads it all before the sending loop watches the signal.
        if (this.options.signal?.aborted) throw new AbortError();
        const { index, issues } = validator.check(item);
        if (index === null) {
          for (const issue of issues) pass.fatal.push(issue);
          continue;
        }
        pass.read++;
        if (issues.length > 0) {
          for (const issue of issues) pass.issues.push(issue);
          pass.leftOut.add(index);
          if (this.options.skipInvalid) {
            for (const issue of issues) pass.skipped.push(issue);
            pass.skippedRows++;
          }
          pass.pendingSkipped = await foldSkipped(pass.pendingSkipped + skippedRowText(index, item.record));
          continue;
        }
        if (pass.pendingSkipped !== "") await this.carrySkipped(pass);
        this.kept(pass);
        if (pass.read % this.subListSize === 0) this.progress("validate", pass);
        // no await unless a sub-list is complete (`yield*` would await for none)
        for (const full of subLists.add(item.record)) yield full;
      }
    }
    const last = subLists.end();
    if (last && !this.stopped) yield last;
  }

  /**
   * The sending pass of a re-readable source: reads it again without validating (pass 1 did),
   * leaving out the rows pass 1 left out. A change of the input shows in the chain, checked
   * against pass 1 link by link before each sub-list goes up, and what is sent is the text
   * that was hashed; a row that now fails to read, or a file issue, is a change too.
   */
  private async *reread(
    source: RecordSource<MaintainDomain>,
    pass: Pass,
    scan: Pass,
  ): AsyncGenerator<Chunk<unknown>> {
    const subLists = new SubLists<unknown>(this.subListSize);
    for await (const batch of locatedBatches(source, () => subLists.room())) {
      for (const item of batch) {
        if (this.stopped) return;
        const index = pass.read;
        if (item.row === false || ((item.issues?.length ?? 0) > 0 && !scan.leftOut.has(index))) {
          throw new CheckpointMismatchError(
            "the input changed while it was being uploaded (a row no longer reads)",
          );
        }
        pass.read++;
        if (scan.leftOut.has(index)) {
          pass.skippedRows++;
          pass.pendingSkipped = await foldSkipped(pass.pendingSkipped + skippedRowText(index, item.record));
          continue;
        }
        if (pass.pendingSkipped !== "") await this.carrySkipped(pass);
        this.kept(pass);
        // no await unless a sub-list is complete (`yield*` would await for none)
        for (const full of subLists.add(item.record)) yield full;
      }
    }
    const last = subLists.end();
    if (last && !this.stopped) yield last;
  }

  /**
   * Before a record goes into the sub-lists: its sub-list takes the rows left out since the
   * previous kept record. Only awaited when there are some (no promise per valid record).
   */
  private async carrySkipped(pass: Pass): Promise<void> {
    const open = this.openSubList(pass);
    open.skipped = await foldSkipped(open.skipped + pass.pendingSkipped);
    pass.pendingSkipped = "";
  }

  /** A record goes into the sub-lists (after `carrySkipped`). */
  private kept(pass: Pass): void {
    this.openSubList(pass).read = pass.read;
    pass.kept++;
  }

  /** The open sub-list of the next kept record. */
  private openSubList(pass: Pass): { skipped: string; read: number } {
    const subList = Math.floor(pass.kept / this.subListSize);
    let open = pass.open.get(subList);
    if (!open) {
      open = { skipped: "", read: 0 };
      pass.open.set(subList, open);
    }
    return open;
  }

  /**
   * Hashes a sub-list as it comes out of `chunk`: the next link of the chain over its body
   * (`serializeSubList`, the text sent when the uploader takes JSON) and the rows left out
   * before it. Sub-lists come in order, so the chain
   * is the same for the same input in every pass and every run.
   */
  private async link(pass: Pass, index: number, body: Uint8Array): Promise<string> {
    const open = pass.open.get(index);
    pass.open.delete(index);
    pass.chain = await hashLink(pass.chain, open?.skipped ?? "", body);
    // An empty sub-list (no valid record at all) covers no row: the rows left out are the tail.
    pass.chainRead = open?.read ?? 0;
    pass.subListHashes[index] = pass.chain;
    this.checkResume(pass);
    return pass.chain;
  }

  /** At the end of the input: the rows left out after the last sub-list close the chain. */
  private async finishChain(pass: Pass): Promise<void> {
    if (pass.pendingSkipped !== "") {
      pass.chain = await hashLink(pass.chain, pass.pendingSkipped, "");
      pass.pendingSkipped = "";
    }
    pass.chainRead = pass.read;
    this.checkResume(pass);
  }

  /** After a full read: the input must be as long as the checkpoint says. */
  private finishRead(pass: Pass): void {
    const resume = this.resume;
    if (!resume) return;
    if (pass.read < resume.read || (resume.total !== undefined && resume.total !== pass.read)) {
      throw new CheckpointMismatchError(
        `the input has ${pass.read} records; the checkpoint was made from ${resume.total ?? `at least ${resume.read}`}`,
      );
    }
  }

  /** A one-shot source's checkpoint covers the records the chain covers so far. */
  private coverRead(inputHash: string, read: number): void {
    this.checkpoint.inputHash = inputHash;
    this.checkpoint.read = read;
  }

  /**
   * Once the chain covers the checkpoint's `read` rows it must match its `inputHash`. The
   * same input ends a link (or the whole input) exactly there, so passing it is a mismatch too.
   */
  private checkResume(pass: Pass): void {
    const resume = this.resume;
    if (!resume || resume.read === 0 || pass.resumeChecked || pass.chainRead < resume.read) return;
    if (pass.chainRead !== resume.read || pass.chain !== resume.inputHash) {
      throw new CheckpointMismatchError(
        `the input differs from the one the checkpoint was made from (first ${resume.read} records)`,
      );
    }
    pass.resumeChecked = true;
  }

  /** A sub-list the checkpoint says was accepted must be the same records. */
  private checkAccepted(index: number, count: number, hash: string): void {
    const accepted = this.checkpoint.accepted[index];
    if (accepted && (accepted.count !== count || accepted.hash !== hash)) {
      throw new CheckpointMismatchError(
        `sub-list ${index} differs from the one the server accepted (id ${accepted.id}): refusing to resume`,
      );
    }
  }

  /** Whether uploads must stop: an invalid record was seen and skipping is off. */
  private blocked(pass: Pass): boolean {
    return pass.fatal.length > 0 || (pass.issues.length > 0 && !this.options.skipInvalid);
  }

  private refuseInvalid(pass: Pass): void {
    const issues =
      pass.fatal.length > 0 ? [...pass.fatal, ...pass.issues] : this.options.skipInvalid ? [] : pass.issues;
    if (issues.length > 0) throw new ValidationError(issues, describeIssues(issues, this.sent > 0));
  }

  private async accept(entry: AcceptedSubList): Promise<void> {
    this.checkpoint.accepted.push(entry);
    delete this.checkpoint.inFlight;
    await this.emitCheckpoint();
  }

  private async emitCheckpoint(): Promise<void> {
    await this.options.onCheckpoint?.(copyCheckpoint(this.checkpoint));
  }

  private newPass(): Pass {
    return {
      issues: [],
      fatal: [],
      skipped: [],
      leftOut: new Set(),
      skippedRows: 0,
      read: 0,
      kept: 0,
      pendingSkipped: "",
      open: new Map(),
      chain: "",
      chainRead: 0,
      resumeChecked: false,
      subListHashes: [],
    };
  }

  private signal(): { signal?: AbortSignal | undefined } {
    return signalOf(this.options);
  }

  private progress(phase: ReportProgress["phase"], pass: Pass): void {
    this.options.onProgress?.({
      phase,
      validated: pass.read,
      sent: this.sent,
      skipped: pass.skippedRows,
      total: this.total,
      subListsAccepted: this.checkpoint.accepted.length,
      subListsTotal: this.subListsTotal,
    });
  }
}

function signalOf(options: ReportMaintainDomainsOptions): { signal?: AbortSignal | undefined } {
  return options.signal ? { signal: options.signal } : {};
}

/**
 * One line, whatever the number of issues (they are all in `.issues`):
 * `3 invalid records, nothing sent (first: line 14, row 12, email: must be an e-mail address)`.
 */
function describeIssues(issues: readonly RecordIssue[], sentSome: boolean): string {
  const rows = new Set(issues.flatMap((issue) => (issue.index === null ? [] : [issue.index]))).size;
  const fileIssues = issues.filter((issue) => issue.index === null).length;
  const what = [
    rows > 0 ? `${rows} invalid record${rows === 1 ? "" : "s"}` : "",
    fileIssues > 0 ? `${fileIssues} file issue${fileIssues === 1 ? "" : "s"}` : "",
  ]
    .filter(Boolean)
    .join(" and ");
  const outcome = sentSome ? "nothing merged: the maintained list is unchanged" : "nothing sent";
  const first = issues[0]!;
  const where = [
    first.line === undefined ? "" : `line ${first.line}`,
    first.index === null ? "" : `row ${first.index}`,
  ].filter(Boolean);
  return `${what}, ${outcome} (first: ${[...where, `${first.field}: ${first.message}`].join(", ")})`;
}

/**
 * Whether a failed call's error proves the server did not apply it: an error status from the
 * server itself. A 2xx without a ReportRequestInfo was applied; a gateway's 502 or 504 says
 * nothing of the server behind it.
 */
function refusedByServer(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status !== 502 && error.status !== 504;
}

/** Left-out rows' text, hashed down to one line once it is long (deterministic: same input, same text). */
async function foldSkipped(text: string): Promise<string> {
  return text.length > SKIPPED_TEXT_LIMIT ? `${await hashLink("", text, "")}\n` : text;
}

/** The records of a sub-list's body, for an uploader that takes records (and the full upload). */
function parseBody(body: Uint8Array): MaintainDomain[] {
  return JSON.parse(new TextDecoder().decode(body)) as MaintainDomain[];
}

/**
 * Hands out the items of `source` in order and starts reading the next one as soon as one is
 * handed out: item n+1 is prepared while the caller works on item n, never further ahead.
 * `close` ends the source without waiting (a read in progress finishes first).
 */
function readAhead<T>(source: AsyncGenerator<T>): { next(): Promise<IteratorResult<T>>; close(): void } {
  let pending: Promise<IteratorResult<T>> | undefined;
  const pull = () => {
    const result = source.next();
    result.catch(() => {}); // surfaces when awaited; not an unhandled rejection if never
    return result;
  };
  return {
    async next() {
      const current = pending ?? pull();
      pending = undefined;
      const result = await current;
      if (!result.done) pending = pull();
      return result;
    },
    close() {
      source.return(undefined).catch(() => {});
    },
  };
}

function attachCheckpoint(error: unknown, checkpoint: ReportCheckpoint): unknown {
  if (error !== null && typeof error === "object" && Object.isExtensible(error)) {
    Object.defineProperty(error, "checkpoint", {
      value: copyCheckpoint(checkpoint),
      enumerable: false,
      configurable: true,
      writable: true,
    });
  }
  return error;
}

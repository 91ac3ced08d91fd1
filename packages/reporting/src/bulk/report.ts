// reportMaintainDomains: validate, cut into sub-lists, upload, merge; resumable from a checkpoint.
// The merge REPLACEs the registrar's whole list: nothing is merged while a record is invalid,
// and nothing is skipped or merged on trust (guards.ts). What a run files is the input given to
// it: a checkpoint of another input is never finished (`ifNotResumable: "restart"` reports this
// input whole instead). One thread, plain async code. A run, in the order of the files:
//   ledger.ts    the checkpoint opened; a resumed one checked with the server
//   removals.ts  the server's list read (server-list.ts): the report may not shrink it by accident
//   chunk.ts     the source read in batches; rows.ts: each row checked, counted, covered; then cut
//   chain.ts     each sub-list serialised once and hashed (hash.ts): the checkpoint's chain
//   pipe.ts      sub-list n+1 prepared while sub-list n is on the wire
//   send.ts      the bytes hashed are the bytes sent; the ledger (checkpoint.ts) records each answer
//   commit.ts    the merge (or one full upload), checked
//   sample.ts    the list read back (server-list.ts) and a sample of its domains
// A re-readable source (array, file) is read twice by one loop (`read`): pass 1 validates and
// hashes everything (nothing is sent if a record is invalid), pass 2 uploads, each sub-list
// checked against pass 1's hash. A one-shot source (stream) is read once: an invalid record
// stops uploads, the rest is still validated, and the run throws before the merge.
//
// This file conducts: the stages take values and return values, and never import each other;
// the counts of a run (`Tally`) are kept here, and the checkpoint is written by its ledger alone.
import { AbortError, ValidationError } from "@cdrapi/core";
import { domainKey } from "../identity.js";
import { withPlaceChecks } from "../places/source.js";
import type { MaintainDomain, ReportRequestInfo } from "../types.js";
import { createSourceValidator } from "../validation/validate.js";
import type {
  BulkUploader,
  Cover,
  Cut,
  Prepared,
  ReportMaintainDomainsOptions,
  ReportMaintainDomainsResult,
  ReportProgress,
  RowTally,
} from "./api.js";
import { Chain } from "./chain.js";
import {
  acceptedRecords,
  CheckpointMismatchError,
  parseCheckpoint,
  type ReportCheckpoint,
  StaleCheckpointError,
} from "./checkpoint.js";
import { type Chunk, isRereadable, locatedBatches, type RecordSource, SubLists } from "./chunk.js";
import { type Committing, commitWhole, merge, mergedEarlier, readyToMerge, uploadWhole } from "./commit.js";
import { PendingSubListsError } from "./errors.js";
import { checkRunningCount } from "./guards.js";
import { attachCheckpoint, type Opened, openLedger } from "./ledger.js";
import { readAhead, turn, unlessAborted } from "./pipe.js";
import { RemovalGuard } from "./removals.js";
import { blocked, checkRow, cover, leaveOut, newRowTally, recheckRow, refuseInvalid } from "./rows.js";
import { checkListReadBack, RecordSample } from "./sample.js";
import { type Admission, admit, Replaced, upload } from "./send.js";
import { ListDigest, type ListedDomain } from "./server-list.js";

// The fluctuation report is part of the bulk entry too.
export { reportFluctuationDomains } from "../fluctuation.js";
export type {
  BulkUploader,
  LastFiling,
  RemovedDomain,
  ReportMaintainDomainsOptions,
  ReportMaintainDomainsResult,
  ReportProgress,
} from "./api.js";
export { DEFAULT_SUB_LIST_SIZE } from "./api.js";

/**
 * Reports a maintained-domains list of any size and returns the final ReportRequestInfo. Throws
 * `ValidationError` (all issues) when a record is invalid and `skipInvalid` is not set;
 * `CheckpointMismatchError` / `StaleCheckpointError` when the checkpoint cannot be resumed here
 * (unless `ifNotResumable: "restart"`); `PendingSubListsError` when another upload's sub-lists
 * are pending; `RemovalRefusedError`; `ReportCountError` / `ReportListMismatchError` /
 * `RemovalLimitExceededError` when the committed report is not the list sent, or removed more than
 * allowed. A failure of the upload itself carries `.checkpoint` to resume from.
 */
export async function reportMaintainDomains(
  uploader: BulkUploader,
  source: RecordSource<MaintainDomain>,
  options: ReportMaintainDomainsOptions = {},
): Promise<ReportMaintainDomainsResult> {
  for (const field of ["allowRemovals", "removeSkipped"] as const) {
    const value = options[field];
    if (value !== undefined && !(Number.isSafeInteger(value) && value >= 0)) {
      throw new ValidationError([{ index: null, field, message: "must be a whole number, 0 or more" }]);
    }
  }
  if (options.checkpoint === undefined || options.ifNotResumable !== "restart") {
    return attempt(uploader, source, options, {});
  }
  if (!isRereadable(source)) {
    throw new ValidationError([
      {
        index: null,
        field: "ifNotResumable",
        message: 'is "restart", which reads the input again: it needs an array or a file reader',
      },
    ]);
  }
  // What a run files is the input given to it: resumed when the checkpoint is of this input and
  // its sub-lists are still pending, else this input whole (guards.ts: restart).
  const first: Attempt = {};
  try {
    return await attempt(uploader, source, options, first);
  } catch (error) {
    const how = first.tally?.started ? undefined : restartAfter(error);
    if (how === undefined) throw error;
    options.onRestart?.(error as Error);
    const replaced = parseCheckpoint(options.checkpoint);
    const supersede =
      how === "supersede" && (replaced.accepted.length > 0 || replaced.inFlight) ? replaced : undefined;
    // In sub-lists of the interrupted run's size unless told otherwise, as it was cut.
    const subListSize = options.subListSize ?? replaced.subListSize;
    return attempt(uploader, source, { ...options, checkpoint: undefined, subListSize }, { supersede });
  }
}

/**
 * How a run that could not resume its checkpoint (and sent nothing) restarts: `supersede` when
 * the checkpoint's sub-lists may still be pending (another input; a lost answer), replacing them;
 * `fresh` when they are not (done, merged, expired, unknown to the server); undefined: it does not.
 */
function restartAfter(error: unknown): "supersede" | "fresh" | undefined {
  if (error instanceof StaleCheckpointError) return "fresh";
  if (error instanceof CheckpointMismatchError) return error.reason === "input" ? "supersede" : undefined;
  if (error instanceof PendingSubListsError && error.lostInFlight !== undefined) return "supersede";
  return undefined;
}

/** One attempt of a call: the checkpoint a restart replaces, and its tally (did it send?). */
interface Attempt {
  supersede?: ReportCheckpoint | undefined;
  tally?: Tally;
}

/** The counts of one attempt, kept here alone: the stages return values, this file counts them. */
interface Tally {
  /** The current read's rows (rows.ts counts into it). */
  rows: RowTally;
  /** Records uploaded by this attempt (sub-lists, or the full upload once sent). */
  sent: number;
  /** Records of the full upload, once sent. */
  wholeSent: number;
  /** Whether a sub-list went on the wire (its answer may be lost). */
  started: boolean;
  /** The last sub-list's answer's `totalDomain`: the distinct records pending after it. */
  lastPending: number | undefined;
  /** For progress: records to report and sub-lists needed, once known. */
  total?: number;
  subListsTotal?: number;
}

async function attempt(
  uploader: BulkUploader,
  source: RecordSource<MaintainDomain>,
  options: ReportMaintainDomainsOptions,
  state: Attempt,
): Promise<ReportMaintainDomainsResult> {
  const opened = await openLedger(uploader, options);
  const { ledger, notes } = opened;
  try {
    const note = (text: string | undefined) => {
      if (text !== undefined) notes.push(text);
    };
    const guard = await RemovalGuard.open(
      uploader,
      { signal: options.signal, guard: options.removalGuard, lastFiling: options.lastFiling },
      note,
    );
    const tally: Tally = {
      rows: newRowTally(),
      sent: 0,
      wholeSent: 0,
      started: false,
      lastPending: undefined,
    };
    state.tally = tally;
    const run: Run = {
      ...opened,
      uploader,
      options,
      skipInvalid: options.skipInvalid ?? false,
      guard,
      sentList: new ListDigest(),
      sample: new RecordSample(),
      replaced: state.supersede && new Replaced(state.supersede),
      note,
      tally,
      admitted: false,
    };
    // Places, when asked: their issues join each row's, before any validation (places/source.ts).
    return await execute(run, options.places ? withPlaceChecks(source, options.places) : source);
  } catch (error) {
    throw attachCheckpoint(error, ledger.snapshot());
  }
}

/** One call of `reportMaintainDomains`: what this file hands its stages. */
interface Run extends Opened {
  readonly uploader: BulkUploader;
  readonly options: ReportMaintainDomainsOptions;
  readonly skipInvalid: boolean;
  readonly guard: RemovalGuard;
  /** The fingerprint of the kept records, compared with the list read back after the commit. */
  readonly sentList: ListDigest;
  /** Records compared one by one with the server's after the commit. */
  readonly sample: RecordSample;
  /** What a restarted run replaces (its names must all be held by the input). */
  readonly replaced: Replaced | undefined;
  /** Notes a check that could not be made (`checksNotMade`). */
  readonly note: (text: string | undefined) => void;
  readonly tally: Tally;
  /** Whether the run went past the pending check before the first send (a resume is confirmed). */
  admitted: boolean;
  /** What that check found (undefined: no sub-list was sent). */
  admission?: Admission;
}

/** What one read of the input found; `chain.links` has one link per sub-list. */
interface Pass {
  rows: RowTally;
  chain: Chain;
  /** The only sub-list of a list that fits in one: a full upload, sent after the end-of-input checks. */
  whole?: Prepared | undefined;
}

function progress(run: Run, phase: ReportProgress["phase"]): void {
  const { tally, ledger } = run;
  run.options.onProgress?.({
    phase,
    validated: tally.rows.read,
    sent: tally.sent,
    skipped: tally.rows.skippedRows,
    total: tally.total,
    subListsAccepted: ledger.view.accepted.length,
    recordsAccepted: acceptedRecords(ledger.view.accepted) + tally.wholeSent,
    subListsTotal: tally.subListsTotal,
  });
}

async function execute(run: Run, source: RecordSource<MaintainDomain>): Promise<ReportMaintainDomainsResult> {
  const { uploader, ledger, options, skipInvalid, tally } = run;
  let scan: Pass | undefined;
  if (isRereadable(source)) {
    scan = await read(run, source, undefined);
    tally.total = scan.rows.kept;
    tally.subListsTotal = scan.rows.kept <= run.subListSize ? 0 : Math.ceil(scan.rows.kept / run.subListSize);
    refuseInvalid(scan.rows, skipInvalid, false);
    run.guard.check(options, false);
    ledger.cover(scan.chain.hash, scan.chain.read, scan.rows.read);
  }
  const pass = await read(run, source, scan);
  if (scan && (pass.rows.read !== scan.rows.read || pass.chain.hash !== scan.chain.hash)) {
    throw new CheckpointMismatchError(
      "the input changed while it was being uploaded (it reads differently)",
      "changed",
    );
  }
  tally.total = pass.rows.kept;
  refuseInvalid(pass.rows, skipInvalid, tally.sent > 0);
  if (pass.chain.links.length < ledger.view.accepted.length) {
    throw new CheckpointMismatchError("the input has fewer sub-lists than the checkpoint accepted");
  }
  if (pass.rows.kept === 0) {
    throw new ValidationError(
      [{ index: null, field: "(list)", message: "has no record to report (at least one is required)" }],
      "nothing to report: the list has no valid record",
    );
  }
  // A one-shot source: every record is read now, before anything is committed.
  if (!scan) run.guard.check(options, tally.sent > 0);
  if (ledger.view.total === undefined) ledger.cover(pass.chain.hash, pass.chain.read, pass.rows.read);
  admitted(run); // a resume with nothing left to send: the commit's checks decide
  const final = pass.whole ? await commitOne(run, pass.whole) : await commitSubLists(run, pass.rows.kept);
  // What the report removed, by its own count (an earlier run's merge has none to give).
  if (!("mergedByEarlierRun" in final)) run.note(run.guard.checkReport(final, options, pass.rows.kept));
  // The merge takes no condition: the list the server holds now must be the one sent.
  for (const text of await checkListReadBack(uploader, run.sentList, run.sample, final, options.signal)) {
    run.note(text);
  }
  progress(run, "done");
  return {
    ...final,
    // A run that gets here left out every row with an issue (skipInvalid): any issue else stopped it.
    skipped: (scan ?? pass).rows.issues,
    removed: run.guard.removed(),
    checksNotMade: run.notes,
  };
}

/** One read of the input: pass 1 of a re-readable source, or the sending pass (`scan`: pass 1's, if any). */
async function read(run: Run, source: RecordSource<MaintainDomain>, scan: Pass | undefined): Promise<Pass> {
  const sending = scan !== undefined || !isRereadable(source);
  const { options, ledger, resume, skipInvalid, tally } = run;
  const rows = newRowTally();
  tally.rows = rows;
  const reading = { stopped: false };
  const chain = new Chain({ resume, accepted: resume?.accepted ?? [], expected: scan?.chain.links });
  const ahead = readAhead(chain.prepare(cutSubLists(run, source, scan?.rows.leftOut, sending, reading)));
  const pass: Pass = { rows, chain };
  try {
    for (let next = await unlessAborted(ahead.next(), options.signal); !next.done; ) {
      const subList = next.value;
      if (!sending) {
        // pass 1: the chain hashed it and checked it against the checkpoint
      } else if (subList.index < ledger.view.accepted.length) {
        progress(run, "upload"); // accepted in an earlier run
      } else if (blocked(rows, skipInvalid)) {
        // keep reading to report every issue
      } else if (subList.index === 0 && subList.last) {
        // A full upload commits, like the merge: it waits for the end-of-input checks (a
        // shorter input than the checkpoint's, rows left out after the last record).
        pass.whole = subList;
      } else {
        await sendSubList(run, subList, scan === undefined);
        progress(run, "upload");
      }
      next = await unlessAborted(ahead.next(), options.signal);
    }
  } finally {
    reading.stopped = true; // the consumer is gone: stop reading the source at the next row
    ahead.close();
  }
  if (!sending) progress(run, "validate");
  await chain.finish(rows.tail, rows.read);
  return pass;
}

/** Rows read between two turns of the event loop (pipe.ts: `turn`): the wire goes on meanwhile. */
const ROWS_PER_TURN = 1000;

/**
 * The rows of the input (chunk.ts), each through the jobs of rows.ts, the kept ones cut into
 * sub-lists, each with what its link of the chain covers. `reread`: pass 1's rows left out (the
 * sending pass of a re-read, which validates nothing). `tally.rows` is complete after the last.
 */
async function* cutSubLists(
  run: Run,
  source: RecordSource,
  reread: ReadonlySet<number> | undefined,
  sending: boolean,
  reading: { stopped: boolean },
): AsyncGenerator<Cut> {
  const { subListSize, skipInvalid, options } = run;
  const rows = run.tally.rows;
  const validator = reread ? undefined : createSourceValidator();
  const cutter = new SubLists<unknown>(subListSize);
  // What each sub-list's link covers, until the sub-list is handed out (the first late: `SubLists`).
  const covers = new Map<number, Cover>();
  const cut = (chunk: Chunk<unknown>): Cut => {
    const covered = covers.get(chunk.index) ?? { skipped: "", read: 0, names: [] };
    covers.delete(chunk.index);
    return { ...chunk, ...covered };
  };
  let untilTurn = ROWS_PER_TURN;
  for await (const batch of locatedBatches(source, () => cutter.room())) {
    untilTurn -= batch.length;
    if (untilTurn <= 0) {
      untilTurn = ROWS_PER_TURN;
      await turn();
    }
    for (const item of batch) {
      if (reading.stopped) return;
      // 1. checked: validated, or (a re-read) as pass 1 found it
      let leftOut: boolean;
      let name: string | undefined;
      if (!validator) {
        leftOut = recheckRow(rows, item, reread!);
      } else {
        // Pass 1 of an array or file reads it all before the sending loop watches the signal.
        if (options.signal?.aborted) throw new AbortError();
        const checked = validator.check(item);
        const row = checkRow(rows, checked, skipInvalid);
        if (!row) continue; // an issue about the file
        ({ leftOut, name } = row);
        if (leftOut && skipInvalid) run.guard.skipped(item.record, checked.issues);
      }
      const index = rows.read++;
      // 2. a left-out row: its text joins the chain
      if (leftOut) {
        await leaveOut(rows, index, item.record);
        continue;
      }
      // 3. what its sub-list's link covers; a sending read keeps its name (what the checkpoint may leave pending)
      const pendingName = sending
        ? (name ?? domainKey((item.record as ListedDomain).domainName) ?? "")
        : undefined;
      await cover(rows, covers, subListSize, pendingName);
      // 4. a validating read tells those who must see every kept record
      if (validator) seeKept(run, item.record, name);
      // 5. cut
      for (const full of cutter.add(item.record)) yield cut(full);
    }
  }
  const last = cutter.end();
  if (last && !reading.stopped) yield cut(last);
}

/**
 * A kept record of a validating read, told to the removal guard, the list sent's fingerprint,
 * the sample read back after the commit (each sub-list's first record) and what a restarted run
 * replaces (the names it must hold); progress every `subListSize` rows.
 */
function seeKept(run: Run, record: unknown, name: string | undefined): void {
  const { rows } = run.tally;
  if ((rows.kept - 1) % run.subListSize === 0) run.sample.add(record);
  run.guard.kept(name);
  run.replaced?.kept(name);
  run.sentList.add(record as ListedDomain, name ?? "");
  if (rows.read % run.subListSize === 0) progress(run, "validate");
}

/** Past the pending check (called again: nothing); a resume is confirmed. */
function admitted(run: Run): void {
  if (run.admitted) return;
  run.admitted = true;
  if (run.resume) run.options.onResume?.(run.resume);
}

/**
 * Puts a sub-list on the server, then into the ledger. `coverInput`: the ledger's input hash
 * follows the sub-lists (a one-shot source, whose end is not known yet).
 */
async function sendSubList(run: Run, subList: Prepared, coverInput: boolean): Promise<void> {
  const { uploader, ledger, tally } = run;
  if (!run.admitted) {
    run.admission = await admit(uploader, ledger, run.replaced, run.options.signal);
    run.note(run.admission.note);
    admitted(run);
  }
  await ledger.sending(subList);
  tally.started = true;
  const info = await upload(uploader, ledger, subList);
  tally.sent += subList.count;
  if (coverInput) ledger.cover(subList.hash, subList.read);
  const { index, count, hash, names } = subList;
  await ledger.accept({ index, id: info.id, count, hash, names });
  tally.lastPending = typeof info.totalDomain === "number" ? info.totalDomain : undefined;
  if (!run.admission?.pendingRead) checkRunningCount(info, ledger.view);
}

/** A list that fits in one sub-list: one full upload, committed. */
async function commitOne(run: Run, whole: Prepared): Promise<ReportRequestInfo> {
  const full = await uploadWhole(run.uploader, whole, run.options.signal);
  run.tally.subListsTotal = 0;
  run.tally.sent += whole.count;
  run.tally.wholeSent = whole.count;
  progress(run, "upload");
  return commitWhole(run.ledger, full, whole.count);
}

/** The sub-lists merged, once the server's pending ones are exactly this run's (`kept` records). */
async function commitSubLists(run: Run, kept: number): Promise<ReportRequestInfo> {
  const committing: Committing = {
    uploader: run.uploader,
    ledger: run.ledger,
    signal: run.options.signal,
    mergedHere: run.mergedHere,
    statusChecked: run.statusChecked,
    sent: run.tally.sent,
    lastPending: run.tally.lastPending,
    superseded: run.admission?.superseded ?? new Set(),
    note: run.note,
  };
  if ((await readyToMerge(committing, kept)) === "merged-earlier") return mergedEarlier(committing);
  progress(run, "merge");
  return merge(committing, kept);
}

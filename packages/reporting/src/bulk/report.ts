// reportMaintainDomains: validate, cut into sub-lists, upload, merge; resumable from a checkpoint.
// The merge REPLACEs the registrar's whole list: nothing is merged while a record is invalid,
// and nothing is skipped or merged on trust (guards.ts). What a run files is the input given to
// it: a checkpoint of another input is never finished (`ifNotResumable: "restart"` reports this
// input whole instead). One thread, plain async code. A run, in the order of the files:
//   ledger.ts    the checkpoint (checkpoint.ts) opened; a resumed one checked with the server
//   removals.ts  the server's list read (server-list.ts): the report may not shrink it by accident
//   chunk.ts     the source read in batches; rows.ts: each row validated, the kept ones cut
//   chain.ts     each sub-list serialised once and hashed (hash.ts): the checkpoint's chain
//   pipe.ts      sub-list n+1 prepared while sub-list n is on the wire
//   send.ts      the bytes hashed are the bytes sent; the ledger records each answer
//   commit.ts    the merge (or one full upload), checked; the list read back (server-list.ts,
//                sample.ts)
// A re-readable source (array, file) is read twice by one loop (`read`): pass 1 validates and
// hashes everything (nothing is sent if a record is invalid), pass 2 uploads, each sub-list
// checked against pass 1's hash. A one-shot source (stream) is read once: an invalid record
// stops uploads, the rest is still validated, and the run throws before the merge.
import { ValidationError } from "@cdrapi/core";
import { withPlaceChecks } from "../places/source.js";
import type { MaintainDomain } from "../types.js";
import type {
  BulkUploader,
  ReportMaintainDomainsOptions,
  ReportMaintainDomainsResult,
  ReportProgress,
} from "./api.js";
import { Chain, type Prepared } from "./chain.js";
import {
  acceptedRecords,
  CheckpointMismatchError,
  parseCheckpoint,
  type ReportCheckpoint,
  StaleCheckpointError,
} from "./checkpoint.js";
import { isRereadable, type RecordSource } from "./chunk.js";
import { commitMerge, commitWhole } from "./commit.js";
import { PendingSubListsError } from "./errors.js";
import { attachCheckpoint, type Opened, openLedger } from "./ledger.js";
import { readAhead, unlessAborted } from "./pipe.js";
import { RemovalGuard } from "./removals.js";
import { blocked, Rows, type RowTally, refuseInvalid } from "./rows.js";
import { RecordSample } from "./sample.js";
import { Replaced, SubListSender } from "./send.js";
import { checkListReadBack, ListDigest } from "./server-list.js";

// The fluctuation report rides in the same lazily loaded chunk (tsup.config.ts).
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
    const how = first.sender?.started ? undefined : restartAfter(error);
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

/** One attempt of a call: the checkpoint a restart replaces, and the sender (did it send?). */
interface Attempt {
  supersede?: ReportCheckpoint | undefined;
  sender?: SubListSender;
}

async function attempt(
  uploader: BulkUploader,
  source: RecordSource<MaintainDomain>,
  options: ReportMaintainDomainsOptions,
  state: Attempt,
): Promise<ReportMaintainDomainsResult> {
  const opened = await openLedger(uploader, options);
  const { ledger, notes } = opened;
  const { signal } = options;
  try {
    const note = (text: string | undefined) => {
      if (text !== undefined) notes.push(text);
    };
    const guard = await RemovalGuard.open(
      uploader,
      { signal, guard: options.removalGuard, lastFiling: options.lastFiling },
      note,
    );
    const resumed = opened.resume;
    const replaced = state.supersede && new Replaced(state.supersede);
    const sender = new SubListSender(
      uploader,
      ledger,
      { signal, supersede: replaced, onAdmitted: resumed && (() => options.onResume?.(resumed)) },
      note,
    );
    state.sender = sender;
    const run: Run = {
      ...opened,
      uploader,
      options,
      skipInvalid: options.skipInvalid ?? false,
      guard,
      sentList: new ListDigest(),
      sample: new RecordSample(),
      replaced,
      note,
      sender,
      wholeSent: 0,
      progress: (phase, tally) =>
        options.onProgress?.({
          phase,
          validated: tally.read,
          sent: sender.sent,
          skipped: tally.skippedRows,
          total: run.total,
          subListsAccepted: ledger.view.accepted.length,
          recordsAccepted: acceptedRecords(ledger.view.accepted) + run.wholeSent,
          subListsTotal: run.subListsTotal,
        }),
    };
    // Places, when asked: their issues join each row's, before any validation (places/source.ts).
    return await execute(run, options.places ? withPlaceChecks(source, options.places) : source);
  } catch (error) {
    throw attachCheckpoint(error, ledger.snapshot());
  }
}

/** One call of `reportMaintainDomains`: what its stages share. */
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
  readonly sender: SubListSender;
  readonly progress: (phase: ReportProgress["phase"], tally: RowTally) => void;
  /** For progress: records to report and sub-lists needed once known, records of a full upload once sent. */
  total?: number;
  subListsTotal?: number;
  wholeSent: number;
}

/** What one read of the input found; `chain.links` has one link per sub-list. */
interface Pass {
  rows: RowTally;
  chain: Chain;
  /** The only sub-list of a list that fits in one: a full upload, sent after the end-of-input checks. */
  whole?: Prepared | undefined;
}

async function execute(run: Run, source: RecordSource<MaintainDomain>): Promise<ReportMaintainDomainsResult> {
  const { uploader, ledger, options, skipInvalid } = run;
  let scan: Pass | undefined;
  if (isRereadable(source)) {
    scan = await read(run, source, undefined);
    run.total = scan.rows.kept;
    run.subListsTotal = scan.rows.kept <= run.subListSize ? 0 : Math.ceil(scan.rows.kept / run.subListSize);
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
  run.total = pass.rows.kept;
  refuseInvalid(pass.rows, skipInvalid, run.sender.sent > 0);
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
  if (!scan) run.guard.check(options, run.sender.sent > 0);
  if (ledger.view.total === undefined) ledger.cover(pass.chain.hash, pass.chain.read, pass.rows.read);
  run.sender.admitted(); // a resume with nothing left to send: the commit's checks decide
  const whole = pass.whole;
  const final = whole
    ? await commitWhole(run, whole, () => {
        run.subListsTotal = 0;
        run.sender.sent += whole.count;
        run.wholeSent = whole.count;
        run.progress("upload", pass.rows);
      })
    : await commitMerge(run, pass.rows.kept, () => run.progress("merge", pass.rows));
  // What the report removed, by its own count (an earlier run's merge has none to give).
  if (!("mergedByEarlierRun" in final)) run.note(run.guard.checkReport(final, options, pass.rows.kept));
  // The merge takes no condition: the list the server holds now must be the one sent.
  for (const text of await checkListReadBack(uploader, run.sentList, run.sample, final, options.signal)) {
    run.note(text);
  }
  run.progress("done", pass.rows);
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
  const { options, ledger, resume, skipInvalid } = run;
  const rows = new Rows({
    subListSize: run.subListSize,
    skipInvalid,
    signal: options.signal,
    reread: scan?.rows.leftOut,
    guard: run.guard,
    sentList: run.sentList,
    sample: run.sample,
    replaced: run.replaced,
    sending,
    onRows: () => run.progress("validate", rows.tally),
  });
  const chain = new Chain({ resume, accepted: resume?.accepted ?? [], expected: scan?.chain.links });
  const ahead = readAhead(chain.prepare(rows.subLists(source)));
  const pass: Pass = { rows: rows.tally, chain };
  try {
    for (let next = await unlessAborted(ahead.next(), options.signal); !next.done; ) {
      const subList = next.value;
      if (!sending) {
        // pass 1: the chain hashed it and checked it against the checkpoint
      } else if (subList.index < ledger.view.accepted.length) {
        run.progress("upload", rows.tally); // accepted in an earlier run
      } else if (blocked(rows.tally, skipInvalid)) {
        // keep reading to report every issue
      } else if (subList.index === 0 && subList.last) {
        // A full upload commits, like the merge: it waits for the end-of-input checks (a
        // shorter input than the checkpoint's, rows left out after the last record).
        pass.whole = subList;
      } else {
        await run.sender.put(subList, scan === undefined);
        run.progress("upload", rows.tally);
      }
      next = await unlessAborted(ahead.next(), options.signal);
    }
  } finally {
    rows.stop();
    ahead.close();
  }
  if (!sending) run.progress("validate", rows.tally);
  await chain.finish(rows.tally.tail, rows.tally.read);
  return pass;
}

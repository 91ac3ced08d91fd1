// reportMaintainDomains: validate, cut into sub-lists, upload, merge; resumable from a
// checkpoint. The merge is the commit point: nothing is merged while a record is invalid.
// One thread, plain async code. A record's way, in the order of the files:
//   chunk.ts       the source read as rows (array, iterable, stream, file reader), in batches
//   ../validation/validate.ts  each row checked: the generated Ajv validator, then the rules
//                  (rules.ts, actions.ts, kinds.ts there); a valid record's ASCII name goes on to removals.ts
//                  (the removal guard) and server-list.ts (the fingerprint of the list sent)
//   rows.ts        the kept rows cut into sub-lists (`SubLists`, chunk.ts); the rows left out
//   chain.ts       each sub-list serialised once (hash.ts) and hashed: the checkpoint's chain
//   pipe.ts        sub-list n+1 prepared while sub-list n is on the wire
//   send.ts        the bytes hashed are the bytes sent (guards.ts: what the server may hold)
//   ledger.ts      the checkpoint (checkpoint.ts), written after every answer
//   commit.ts      the merge (or one full upload), checked; server-list.ts reads the list back
// A re-readable source (array, file) is read twice by the same loop: pass 1 validates and
// hashes everything (nothing is sent if a record is invalid), pass 2 re-reads without
// validating and uploads, each sub-list checked against pass 1's hash. A one-shot source
// (stream) is read once: an invalid record stops uploads, the rest is still validated, and the
// run throws before the merge. Nothing is skipped or merged on trust (guards.ts). Before anything
// is sent, the server's list is read for the removal guard (removals.ts: a report may not shrink
// the list by accident); after the commit it is read back and compared with what was sent
// (server-list.ts). Without that read the upload completes and `checksNotMade` says so.

import { ValidationError } from "@cdrapi/core";
import { withPlaceChecks } from "../places/source.js";
import type { MaintainDomain } from "../types.js";
import type { RecordIssue } from "../validation/validate.js";
import type {
  BulkUploader,
  ReportMaintainDomainsOptions,
  ReportMaintainDomainsResult,
  ReportProgress,
} from "./api.js";
import { Chain, type Prepared } from "./chain.js";
import { CheckpointMismatchError } from "./checkpoint.js";
import { isRereadable, type RecordSource } from "./chunk.js";
import { commitMerge, commitWhole } from "./commit.js";
import { attachCheckpoint, type Opened, openLedger } from "./ledger.js";
import { readAhead, unlessAborted } from "./pipe.js";
import { RemovalGuard } from "./removals.js";
import { blocked, Rows, type RowTally, refuseInvalid } from "./rows.js";
import { SubListSender } from "./send.js";
import { checkListReadBack, ListDigest, type ListedDomain } from "./server-list.js";

// The fluctuation report rides in the same lazily loaded chunk (tsup.config.ts).
export { reportFluctuationDomains } from "../fluctuation.js";
export type {
  BulkUploader,
  ReportMaintainDomainsOptions,
  ReportMaintainDomainsResult,
  ReportProgress,
} from "./api.js";
export { DEFAULT_SUB_LIST_SIZE } from "./api.js";

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
  const allow = options.allowRemovals;
  if (allow !== undefined && !(Number.isSafeInteger(allow) && allow >= 0)) {
    throw new ValidationError([
      { index: null, field: "allowRemovals", message: "must be a whole number, 0 or more" },
    ]);
  }
  if (options.supersedePending && options.checkpoint !== undefined) {
    throw new ValidationError([
      { index: null, field: "supersedePending", message: "sends the whole list: it takes no checkpoint" },
    ]);
  }
  const opened = await openLedger(uploader, options);
  const run: Run = {
    ...opened,
    uploader,
    options,
    guard: undefined,
    wholeSent: 0,
    sentList: new ListDigest(),
    notes: opened.notes,
    sender: new SubListSender(
      uploader,
      opened.ledger,
      { signal: options.signal, supersede: options.supersedePending },
      (text) => note(run, text),
    ),
    progress: (phase, tally) =>
      options.onProgress?.({
        phase,
        validated: tally.read,
        sent: run.sender.sent,
        skipped: tally.skippedRows,
        total: run.total,
        subListsAccepted: opened.ledger.accepted.length,
        recordsAccepted: opened.ledger.accepted.reduce((sum, entry) => sum + entry.count, 0) + run.wholeSent,
        subListsTotal: run.subListsTotal,
      }),
  };
  try {
    // Before anything is sent: the names on the server's list, for the removal guard.
    run.guard = await RemovalGuard.open(uploader, options.signal);
    // Places, when asked: their issues join each row's, before any validation (places/source.ts).
    return await execute(run, options.places ? withPlaceChecks(source, options.places) : source);
  } catch (error) {
    throw attachCheckpoint(error, opened.ledger.snapshot());
  }
}

/** One call of `reportMaintainDomains`: the stages' shared inputs, and what progress reports. */
interface Run extends Opened {
  readonly uploader: BulkUploader;
  readonly options: ReportMaintainDomainsOptions;
  readonly sender: SubListSender;
  readonly progress: (phase: ReportProgress["phase"], tally: RowTally) => void;
  /** The removal guard (removals.ts), and the fingerprint of the kept records (server-list.ts). */
  guard: RemovalGuard | undefined;
  readonly sentList: ListDigest;
  /** The checks that could not be made (`checksNotMade`). */
  readonly notes: string[];
  /** Records of a full upload, once sent (it holds no sub-list). */
  wholeSent: number;
  total?: number;
  subListsTotal?: number;
}

/** Notes a check that could not be made. */
function note(run: Run, text: string | undefined): void {
  if (text !== undefined) run.notes.push(text);
}

/** What one read of the input found. */
interface Pass {
  rows: RowTally;
  chain: Chain;
  /** Sub-lists the input gave. */
  subLists: number;
  /** The only sub-list of a list that fits in one: a full upload, sent after the end-of-input checks. */
  whole?: Prepared | undefined;
}

async function execute(run: Run, source: RecordSource<MaintainDomain>): Promise<ReportMaintainDomainsResult> {
  const skipInvalid = run.options.skipInvalid ?? false;
  let scan: Pass | undefined;
  if (isRereadable(source)) {
    // Pass 1: validate and hash everything; nothing is sent when the input is invalid.
    scan = await read(run, source, undefined);
    run.total = scan.rows.kept;
    run.subListsTotal = scan.rows.kept <= run.subListSize ? 0 : Math.ceil(scan.rows.kept / run.subListSize);
    refuseInvalid(scan.rows, skipInvalid, false);
    note(run, run.guard!.check(run.options.allowRemovals, false));
    run.ledger.cover(scan.chain.hash, scan.chain.read, scan.rows.read);
  }
  // The sending pass, checking that a re-read input still reads the same.
  const pass = await read(run, source, scan);
  if (scan && (pass.rows.read !== scan.rows.read || pass.chain.hash !== scan.chain.hash)) {
    throw new CheckpointMismatchError("the input changed while it was being uploaded (it reads differently)");
  }
  run.total = pass.rows.kept;
  refuseInvalid(pass.rows, skipInvalid, run.sender.sent > 0);
  if (pass.subLists < run.ledger.accepted.length) {
    throw new CheckpointMismatchError("the input has fewer sub-lists than the checkpoint accepted");
  }
  if (pass.rows.kept === 0) {
    throw new ValidationError(
      [{ index: null, field: "(list)", message: "has no record to report (at least one is required)" }],
      "nothing to report: the list has no valid record",
    );
  }
  // A one-shot source: every record is read now, before anything is committed.
  if (!scan) note(run, run.guard!.check(run.options.allowRemovals, run.sender.sent > 0));
  if (run.ledger.total === undefined) run.ledger.cover(pass.chain.hash, pass.chain.read, pass.rows.read);
  const { uploader, ledger, options } = run;
  const final = pass.whole
    ? await commitWhole(uploader, ledger, pass.whole, {
        signal: options.signal,
        onSent: () => {
          run.subListsTotal = 0;
          run.sender.sent += pass.whole!.count;
          run.wholeSent = pass.whole!.count;
          run.progress("upload", pass.rows);
        },
      })
    : await commitMerge(uploader, ledger, {
        signal: options.signal,
        kept: pass.rows.kept,
        mergedHere: run.mergedHere,
        onMerge: () => run.progress("merge", pass.rows),
        sends: run.sender,
        statusChecked: run.statusChecked,
        note: (text) => note(run, text),
      });
  // The merge takes no condition: the list the server holds now must be the one sent.
  note(run, await checkListReadBack(uploader, run.sentList, final, options.signal));
  run.progress("done", pass.rows);
  return { ...final, skipped: (scan ?? pass).rows.skipped, checksNotMade: run.notes };
}

/**
 * One read of the input, the one loop of both passes: pass 1 of a re-readable source
 * (validates and hashes; sends nothing) or the sending pass (`scan`: pass 1's findings, for a
 * re-read). Sub-list n+1 is prepared while sub-list n is on the wire; the ledger still records
 * sub-lists in order, each once its answer is in.
 */
async function read(run: Run, source: RecordSource<MaintainDomain>, scan: Pass | undefined): Promise<Pass> {
  const sending = scan !== undefined || !isRereadable(source);
  const { subListSize, options, ledger, resume } = run;
  const skipInvalid = options.skipInvalid ?? false;
  const rows = new Rows({
    subListSize,
    skipInvalid,
    signal: options.signal,
    reread: scan?.rows.leftOut,
    onRows: () => run.progress("validate", rows.tally),
    // The validating read sees every record: the guard and the fingerprint follow it.
    ...(scan === undefined
      ? {
          onKept: (record: unknown, name: string | undefined) => {
            run.guard!.kept(name);
            run.sentList.add(record as ListedDomain, name ?? "");
          },
          onSkipped: (record: unknown, issues: readonly RecordIssue[]) => run.guard!.skipped(record, issues),
        }
      : {}),
  });
  const chain = new Chain({ resume, accepted: resume?.accepted ?? [], expected: scan?.chain.links });
  const ahead = readAhead(chain.prepare(rows.subLists(source)));
  const pass: Pass = { rows: rows.tally, chain, subLists: 0 };
  try {
    for (let next = await unlessAborted(ahead.next(), options.signal); !next.done; ) {
      const subList = next.value;
      pass.subLists++;
      if (!sending) {
        // pass 1: the chain stage hashed it and checked it against the checkpoint
      } else if (subList.index < ledger.accepted.length) {
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

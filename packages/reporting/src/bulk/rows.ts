// The rows of the input: read (chunk.ts), validated (../validation/validate.ts), the kept ones
// cut into sub-lists (`SubLists`), each with what its link of the chain covers (chain.ts).
import { AbortError, ValidationError } from "@cdrapi/core";
import { createSourceValidator, type RecordIssue, rowName } from "../validation/validate.js";
import { CheckpointMismatchError } from "./checkpoint.js";
import { type Chunk, locatedBatches, type RecordSource, SubLists } from "./chunk.js";
import { hashLink, skippedRowText } from "./hash.js";
import { turn } from "./pipe.js";
import type { RemovalGuard } from "./removals.js";
import type { RecordSample } from "./sample.js";
import { type ListDigest, type ListedDomain, nameKey } from "./server-list.js";

/** A sub-list cut from the input, with what its link of the chain covers. */
export interface Cut extends Chunk<unknown> {
  /** Its records' names (`nameKey`) in a sending read: what the checkpoint says it may leave pending. */
  names: string[];
  /** Text of the rows left out since the previous sub-list's last record (`skippedRowText` each). */
  skipped: string;
  /** Rows read up to its last record (0 for the empty sub-list of an input without a valid record). */
  read: number;
}

/** What one read of the input found: rows read (valid or not), rows kept in the sub-lists... */
export interface RowTally {
  read: number;
  kept: number;
  /** Every row's issues (reading and validation), in row order. */
  issues: RecordIssue[];
  /** Issues about the file, not a row: never skippable. */
  fatal: RecordIssue[];
  /** Rows left out with skipInvalid. */
  skippedRows: number;
  /** Rows with an issue: the sending pass of a re-read leaves them out. */
  leftOut: Set<number>;
  /** Text of the rows left out after the last kept record: the chain's closing link. */
  tail: string;
}

export interface RowOptions {
  subListSize: number;
  skipInvalid: boolean;
  signal: AbortSignal | undefined;
  /** A re-read: pass 1's `leftOut`, left out unvalidated (a row that no longer reads: the input changed). */
  reread: ReadonlySet<number> | undefined;
  /**
   * A validating read sees every record: it tells the removal guard, the list sent's fingerprint,
   * the sample read back after the commit (each sub-list's first record), and what a restarted
   * run replaces (the names it must hold).
   */
  guard: RemovalGuard;
  sentList: ListDigest;
  sample: RecordSample;
  replaced: { kept(name: string | undefined): void } | undefined;
  /** Whether the sub-lists are sent (their names are wanted), not only checked (pass 1 of a re-read). */
  sending: boolean;
  /** Called every `subListSize` rows of a validating read. */
  onRows: () => void;
}

/** Text of left-out rows longer than this is hashed down to one line (bounded memory). */
const SKIPPED_TEXT_LIMIT = 1 << 20;
/** Rows read between two turns of the event loop (pipe.ts: `turn`): the wire goes on meanwhile. */
const ROWS_PER_TURN = 1000;

export class Rows {
  readonly tally: RowTally = {
    read: 0,
    kept: 0,
    issues: [],
    fatal: [],
    skippedRows: 0,
    leftOut: new Set(),
    tail: "",
  };
  private stopped = false;

  constructor(private readonly options: RowOptions) {}

  /** The sub-lists, in order; `tally` is complete after the last. */
  async *subLists(source: RecordSource): AsyncGenerator<Cut> {
    const { subListSize, reread, signal, skipInvalid } = this.options;
    const validator = reread ? undefined : createSourceValidator();
    const cutter = new SubLists<unknown>(subListSize);
    const tally = this.tally;
    // What each sub-list's link covers, until the sub-list is handed out (the first late: `SubLists`).
    type Mark = Pick<Cut, "skipped" | "read" | "names">;
    const marks = new Map<number, Mark>();
    const cut = (chunk: Chunk<unknown>): Cut => {
      const mark = marks.get(chunk.index) ?? { skipped: "", read: 0, names: [] };
      marks.delete(chunk.index);
      return { ...chunk, ...mark };
    };
    let mark: Mark = { skipped: "", read: 0, names: [] };
    let untilTurn = ROWS_PER_TURN;
    for await (const batch of locatedBatches(source, () => cutter.room())) {
      untilTurn -= batch.length;
      if (untilTurn <= 0) {
        untilTurn = ROWS_PER_TURN;
        await turn();
      }
      for (const item of batch) {
        if (this.stopped) return;
        let leftOut: boolean;
        let name: string | undefined;
        if (!validator) {
          leftOut = reread!.has(tally.read);
          if (item.row === false || ((item.issues?.length ?? 0) > 0 && !leftOut)) {
            throw new CheckpointMismatchError(
              "the input changed while it was being uploaded (a row no longer reads)",
              "changed",
            );
          }
          if (leftOut) tally.skippedRows++;
        } else {
          // Pass 1 of an array or file reads it all before the sending loop watches the signal.
          if (signal?.aborted) throw new AbortError();
          const checked = validator.check(item);
          if (checked.index === null) {
            tally.fatal.push(...checked.issues);
            continue;
          }
          leftOut = checked.issues.length > 0;
          name = checked.name;
          if (leftOut) {
            tally.issues.push(...checked.issues);
            tally.leftOut.add(checked.index);
            if (skipInvalid) {
              tally.skippedRows++;
              this.options.guard.skipped(item.record, checked.issues);
            }
          }
        }
        const index = tally.read++;
        if (leftOut) {
          tally.tail = await foldSkipped(tally.tail + skippedRowText(index, item.record));
          continue;
        }
        if (tally.kept % subListSize === 0) {
          mark = { skipped: "", read: 0, names: [] }; // this record opens a sub-list
          marks.set(tally.kept / subListSize, mark);
        }
        // The rows left out since the previous kept record go with this one's sub-list (only
        // awaited when there are some: no promise per valid record).
        if (tally.tail !== "") {
          mark.skipped = await foldSkipped(mark.skipped + tally.tail);
          tally.tail = "";
        }
        mark.read = tally.read;
        // A sending read: the names its sub-list may leave pending (the checkpoint keeps them).
        if (this.options.sending)
          mark.names.push(name ?? nameKey((item.record as ListedDomain).domainName) ?? "");
        tally.kept++;
        if (validator) {
          if ((tally.kept - 1) % subListSize === 0) this.options.sample.add(item.record);
          this.options.guard.kept(name);
          this.options.replaced?.kept(name);
          this.options.sentList.add(item.record as ListedDomain, name ?? "");
          if (tally.read % subListSize === 0) this.options.onRows();
        }
        for (const full of cutter.add(item.record)) yield cut(full);
      }
    }
    const last = cutter.end();
    if (last && !this.stopped) yield cut(last);
  }

  /** Stops reading the source at the next row (the consumer is gone). */
  stop(): void {
    this.stopped = true;
  }
}

/** Left-out rows' text, hashed down to one line once it is long (deterministic: same input, same text). */
async function foldSkipped(text: string): Promise<string> {
  return text.length > SKIPPED_TEXT_LIMIT ? `${await hashLink("", text, "")}\n` : text;
}

/** Whether the report stops (no more uploads, no merge): a file issue, or a row issue without skipInvalid. */
export function blocked(tally: Pick<RowTally, "fatal" | "issues">, skipInvalid: boolean): boolean {
  return tally.fatal.length > 0 || (tally.issues.length > 0 && !skipInvalid);
}

/** Throws `ValidationError` with every issue when `blocked`. `sentSome`: sub-lists went up (unmerged). */
export function refuseInvalid(
  tally: Pick<RowTally, "fatal" | "issues">,
  skipInvalid: boolean,
  sentSome: boolean,
): void {
  if (!blocked(tally, skipInvalid)) return;
  const issues = [...tally.fatal, ...tally.issues];
  throw new ValidationError(issues, describeIssues(issues, sentSome));
}

/**
 * One line, whatever the number of issues (they are all in `.issues`):
 * `3 invalid records, nothing sent (first: line 14, row 12, email: must be an e-mail address)`.
 */
function describeIssues(issues: readonly RecordIssue[], sentSome: boolean): string {
  const count = (n: number, what: string) => (n === 0 ? [] : [`${n} ${what}${n === 1 ? "" : "s"}`]);
  const rows = new Set(issues.flatMap((issue) => (issue.index === null ? [] : [issue.index]))).size;
  const fileIssues = issues.filter((issue) => issue.index === null).length;
  const what = [...count(rows, "invalid record"), ...count(fileIssues, "file issue")].join(" and ");
  const outcome = sentSome ? "nothing merged: the maintained list is unchanged" : "nothing sent";
  const first = issues[0]!;
  const where = rowName(first);
  return `${what}, ${outcome} (first: ${where ? `${where}, ` : ""}${first.field}: ${first.message})`;
}

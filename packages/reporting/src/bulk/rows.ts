// Stages 1-3 of the bulk pipeline: read the rows, validate them, cut the kept ones into
// sub-lists. Each sub-list comes out with the rows left out before its last record (their
// text, for its link of the chain) and the number of rows read up to it. The stage owns what
// it learns of the rows (`RowTally`): counts, issues, the rows left out. On Node, a validating
// read of large sub-lists hands the validation to a worker after the first sub-list
// (off-thread.ts: `checked`); the rows are taken in the same order, with the same issues.
import { AbortError, ValidationError } from "@cdrapi/core";
import { BodiesAhead } from "./ahead.js";
import { CheckpointMismatchError } from "./checkpoint.js";
import { type LocatedRecord, locatedBatches, type RecordSource, SubLists } from "./chunk.js";
import { hashLink, type Made, plainJsonSlices, skippedRowText } from "./hash.js";
import { OffThread, plainRow } from "./off-thread.js";
import { createSourceValidator, located, NO_ISSUES, type RecordIssue } from "./validate.js";

/** A sub-list cut from the input, with what its link of the chain covers. */
export interface Cut {
  /** 0-based position of the sub-list. */
  index: number;
  records: unknown[];
  /** Whether no record follows (known for the first sub-list; see `SubLists`). */
  last: boolean;
  /** Text of the rows left out since the previous sub-list's last record (`skippedRowText` each). */
  skipped: string;
  /** Rows read up to its last record (0 for the empty sub-list of an input without a valid record). */
  read: number;
  /**
   * Its body (`serializeSubList` of the records, in UTF-8) when it was written as its rows came
   * (ahead.ts: `records` then holds HELD for each), the free bytes before it, and what gives its
   * buffer back once the sub-list is done with.
   */
  made?: Made | undefined;
}

/** What one read of the input found. */
export interface RowTally {
  /** Rows read (valid or not). */
  read: number;
  /** Rows kept in the sub-lists. */
  kept: number;
  /** Issues of every row (read issues and validation), in row order. */
  issues: RecordIssue[];
  /** Issues that are about the file, not a row: never skippable. */
  fatal: RecordIssue[];
  /** Issues of the rows left out with skipInvalid, and how many rows that is. */
  skipped: RecordIssue[];
  skippedRows: number;
  /** Rows with an issue: the sending pass of a re-read leaves them out. */
  leftOut: Set<number>;
  /** Text of the rows left out after the last kept record: the chain's closing link. */
  tail: string;
}

export interface RowOptions {
  subListSize: number;
  skipInvalid?: boolean | undefined;
  signal?: AbortSignal | undefined;
  /**
   * Re-read of a source pass 1 validated: rows are not validated again, the rows pass 1 left
   * out are left out, and a row that now fails to read is a change of the input.
   */
  reread?: ReadonlySet<number> | undefined;
  /** Called every `subListSize` rows of a validating read. */
  onRows?: (() => void) | undefined;
  /** A validating read's kept record (the removal guard and the list's fingerprint follow them). */
  onKept?: ((record: unknown) => void) | undefined;
  /** A validating read's record left out with skipInvalid, and its issues. */
  onSkipped?: ((record: unknown, issues: readonly RecordIssue[]) => void) | undefined;
}

/** Text of left-out rows longer than this is hashed down to one line (bounded memory). */
const SKIPPED_TEXT_LIMIT = 1 << 20;
/** Rows per message to the worker (at most; fewer at each multiple of the sub-list size). */
const POST = 512;
/**
 * Rows handed to the worker and not taken yet, at most (then a message more): enough to keep it
 * busy while this thread writes the next; more only keeps more records alive, which costs peak
 * RSS. Measured in 4 pairs of 1,000,000-record runs against the bare loop: messages of 512 rows,
 * 1,536 ahead: 0.81-0.98x, 235-245 MiB; of 1,024 rows, 2,048 ahead: 0.83-0.93x, 255-261 MiB;
 * 1,024 ahead: 0.79-0.86x, 236-242 MiB.
 */
const AHEAD = 3 * POST;

/** A batch of rows, with the worker's issues of them when it validated them. */
interface Checked {
  items: LocatedRecord[];
  /** The issues of these rows, in row order (each names its row); absent: check them here. */
  found?: RecordIssue[] | undefined;
  /** With `found`: the JSON of their records (`plainJsonSlices`), as the worker read them. */
  texts?: readonly string[] | undefined;
}

/** In a sub-list, a record whose JSON is already in its body (ahead.ts): the record is not kept. */
const HELD: unique symbol = Symbol("held");

export class Rows {
  readonly tally: RowTally = {
    read: 0,
    kept: 0,
    issues: [],
    fatal: [],
    skipped: [],
    skippedRows: 0,
    leftOut: new Set(),
    tail: "",
  };
  private stopped = false;
  /** By sub-list not handed out yet: rows left out before its last record, rows read up to it. */
  private readonly open = new Map<number, { skipped: string; read: number }>();
  /** The validation on this thread (absent while the worker validates, and when re-reading). */
  private validator: ReturnType<typeof createSourceValidator> | undefined;
  private worker: OffThread | undefined;
  /** The bodies written as the rows come, from the worker's start on. */
  private ahead: BodiesAhead | undefined;

  constructor(private readonly options: RowOptions) {}

  /**
   * Sub-lists to prepare ahead of the one on the wire: one; two once the worker validates (the
   * main thread would otherwise wait for the server's answer with rows left to write: measured
   * 0.79-1.00x the bare loop against 0.79-0.92x, 4 pairs of runs). A prepared sub-list is its
   * body's bytes, its records gone: one more costs about its size.
   */
  get aheadDepth(): number {
    return this.ahead ? 2 : 1;
  }

  /** Stops reading the source at the next row (the consumer is gone). */
  stop(): void {
    this.stopped = true;
    this.worker?.close();
  }

  /** The sub-lists, in order; `tally` is complete once they are. */
  async *subLists(source: RecordSource): AsyncGenerator<Cut> {
    const { subListSize, reread } = this.options;
    this.validator = reread ? undefined : createSourceValidator();
    const cutter = new SubLists<unknown>(subListSize);
    try {
      yield* this.cutRows(source, cutter);
    } finally {
      this.worker?.close();
    }
  }

  private async *cutRows(source: RecordSource, cutter: SubLists<unknown>): AsyncGenerator<Cut> {
    const { subListSize, reread } = this.options;
    const tally = this.tally;
    for await (const { items, found, texts } of this.checked(source, cutter)) {
      let next = 0; // the first of `found` not taken yet
      // the first `held` kept rows of a batch the worker validated: their JSON is in a body
      let held = found && this.ahead ? this.holdValid(items, found, texts) : 0;
      for (const item of items) {
        if (this.stopped) return;
        let leftOut: boolean;
        if (reread) {
          const index = tally.read;
          leftOut = reread.has(index);
          if (item.row === false || ((item.issues?.length ?? 0) > 0 && !leftOut)) {
            throw new CheckpointMismatchError(
              "the input changed while it was being uploaded (a row no longer reads)",
            );
          }
          if (leftOut) tally.skippedRows++;
        } else {
          // Pass 1 of an array or file reads it all before the sending loop watches the signal.
          if (this.options.signal?.aborted) throw new AbortError();
          let index: number | null = tally.read;
          let issues: readonly RecordIssue[];
          if (found) {
            const from = next;
            while (next < found.length && found[next]!.index === index) next++;
            issues = next === from ? NO_ISSUES : found.slice(from, next).map((i) => located(i, item));
          } else ({ index, issues } = this.validator!.check(item));
          if (index === null) {
            for (const issue of issues) tally.fatal.push(issue);
            continue;
          }
          leftOut = issues.length > 0;
          if (leftOut) this.refuse(index, issues, item.record);
        }
        const index = tally.read++;
        if (leftOut) {
          tally.tail = await foldSkipped(tally.tail + skippedRowText(index, item.record));
          continue;
        }
        // Only awaited when rows were left out (no promise per valid record).
        if (tally.tail !== "") await this.carryTail();
        this.openSubList().read = tally.read;
        tally.kept++;
        if (!reread) {
          this.options.onKept?.(item.record);
          if (tally.read % subListSize === 0) this.options.onRows?.();
        }
        let record: unknown = item.record;
        if (found) {
          if (held > 0) {
            held--;
            record = HELD;
          }
        } else if (this.ahead?.open) {
          this.ahead.add([record], undefined, false); // validated here: filling the body the worker's rows began
          record = HELD;
        }
        for (const full of cutter.add(record)) yield this.cut(full);
      }
    }
    const last = cutter.end();
    if (last && !this.stopped) yield this.cut(last);
  }

  /**
   * The rows in batches, as `locatedBatches` reads them (never past the sub-list being cut), with
   * the worker's issues once it validates them. A validating read in sub-lists of
   * OFF_THREAD_MIN_SUB_LIST or more, on Node, starts the worker once the first sub-list is full
   * (a list that fits in one never does) and hands it the rows from the first multiple of the
   * size after it is up, as the JSON of their bodies (written here, ahead.ts), in batches that end
   * on each multiple (were every row kept), at most AHEAD rows ahead of the rows taken:
   * it validates batch n while this thread writes n+1 and uploads. At the first row it may not
   * validate (`plainRow`), its names come back and the rest is checked here.
   */
  private async *checked(source: RecordSource, cutter: SubLists<unknown>): AsyncGenerator<Checked> {
    const size = this.options.subListSize;
    const tally = this.tally;
    let stage: "here" | "there" | "done" =
      this.options.reread === undefined && OffThread.worth(size) ? "here" : "done";
    const posted: Array<{ items: LocatedRecord[]; found: Promise<RecordIssue[]>; texts: string[] }> = [];
    let ahead = 0; // rows posted and not taken yet
    let items: LocatedRecord[] = [];
    let records: unknown[] = [];
    const post = () => {
      if (items.length === 0) return;
      const texts = plainJsonSlices(records);
      const found = this.worker!.rows(texts);
      found.catch(() => {}); // surfaces when taken; not unhandled when the read stops before
      posted.push({ items, found, texts });
      ahead += items.length;
      items = [];
      records = [];
    };
    const take = async (): Promise<Checked> => {
      const batch = posted.shift()!;
      const found = await batch.found;
      ahead -= batch.items.length;
      return { items: batch.items, found, texts: batch.texts };
    };
    /** Rows to the next multiple of the sub-list size, were every row kept. */
    const toEdge = () => size - ((tally.kept + ahead + items.length) % size);
    const room = () =>
      stage === "done" ? cutter.room() : stage === "there" ? toEdge() : Math.min(cutter.room(), toEdge());
    for await (const read of locatedBatches(source, room)) {
      if (stage === "here") {
        if (!this.worker && tally.kept >= size) {
          this.worker = OffThread.open(size);
          if (!this.worker) stage = "done";
        }
        if (this.worker && tally.kept > 0 && tally.kept % size === 0 && (await this.worker.ready())) {
          void this.worker.start(this.validator!.names, tally.read).catch(() => {});
          this.validator = undefined;
          this.ahead = new BodiesAhead(size, tally.kept);
          stage = "there";
        }
      }
      if (stage !== "there") {
        yield { items: read };
        continue;
      }
      const polluted = enumerable(Object.prototype); // a copy would not have what it adds
      for (let i = 0; i < read.length; i++) {
        const item = read[i]!;
        if (polluted || !plainRow(item)) {
          post();
          while (posted.length > 0) yield await take();
          this.validator = createSourceValidator({ names: await this.worker!.names(), firstRow: tally.read });
          this.ahead!.finish(); // the rows validated here fill the body being filled, then go as records
          stage = "done";
          yield { items: read.slice(i) };
          break;
        }
        items.push(item);
        records.push(item.record);
        if (items.length === POST || toEdge() === size) post();
      }
      while (ahead > AHEAD) yield await take();
    }
    if (stage === "there") {
      post();
      while (posted.length > 0) yield await take();
    }
  }

  /**
   * Writes the JSON of a batch's valid rows into the bodies (the worker's `texts` when every row
   * is valid); returns how many of them went there (the first ones).
   */
  private holdValid(
    items: LocatedRecord[],
    found: RecordIssue[],
    texts: readonly string[] | undefined,
  ): number {
    const start = this.tally.read;
    const invalid = found.length === 0 ? undefined : new Set(found.map((issue) => issue.index));
    const valid = items.filter((_, k) => invalid?.has(start + k) !== true).map((item) => item.record);
    return this.ahead!.add(valid, invalid ? undefined : texts, true);
  }

  private refuse(index: number, issues: readonly RecordIssue[], record: unknown): void {
    const tally = this.tally;
    for (const issue of issues) tally.issues.push(issue);
    tally.leftOut.add(index);
    if (this.options.skipInvalid) {
      for (const issue of issues) tally.skipped.push(issue);
      tally.skippedRows++;
      this.options.onSkipped?.(record, issues);
    }
  }

  /** Before a kept record: its sub-list takes the rows left out since the previous kept one. */
  private async carryTail(): Promise<void> {
    const open = this.openSubList();
    open.skipped = await foldSkipped(open.skipped + this.tally.tail);
    this.tally.tail = "";
  }

  /** The sub-list of the next kept record. */
  private openSubList(): { skipped: string; read: number } {
    const index = Math.floor(this.tally.kept / this.options.subListSize);
    let open = this.open.get(index);
    if (!open) {
      open = { skipped: "", read: 0 };
      this.open.set(index, open);
    }
    return open;
  }

  private cut(chunk: { index: number; records: unknown[]; last: boolean }): Cut {
    const open = this.open.get(chunk.index);
    this.open.delete(chunk.index);
    const made = this.ahead?.take(chunk.index, chunk.records.length);
    if (!made && chunk.records.includes(HELD))
      throw new Error(`bulk: sub-list ${chunk.index} has no body (a bug)`);
    return { ...chunk, skipped: open?.skipped ?? "", read: open?.read ?? 0, made };
  }
}

function enumerable(object: object): boolean {
  for (const _ in object) return true;
  return false;
}

/** Left-out rows' text, hashed down to one line once it is long (deterministic: same input, same text). */
async function foldSkipped(text: string): Promise<string> {
  return text.length > SKIPPED_TEXT_LIMIT ? `${await hashLink("", text, "")}\n` : text;
}

/**
 * Throws `ValidationError` with every issue that stops the report: file issues always, row
 * issues unless `skipInvalid`. `sentSome`: sub-lists went up (they are left unmerged).
 */
export function refuseInvalid(
  tally: Pick<RowTally, "fatal" | "issues">,
  skipInvalid: boolean,
  sentSome: boolean,
): void {
  const issues = tally.fatal.length > 0 ? [...tally.fatal, ...tally.issues] : skipInvalid ? [] : tally.issues;
  if (issues.length > 0) throw new ValidationError(issues, describeIssues(issues, sentSome));
}

/** Whether uploads must stop: an invalid record was seen and skipping is off. */
export function blocked(tally: RowTally, skipInvalid: boolean): boolean {
  return tally.fatal.length > 0 || (tally.issues.length > 0 && !skipInvalid);
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
  // A located issue says its line (and its spreadsheet row where that differs); a record of a
  // list, its 0-based row.
  const where = [
    first.line === undefined ? "" : `line ${first.line}`,
    first.sheetRow === undefined ? "" : `row ${first.sheetRow}`,
    first.index === null || first.line !== undefined ? "" : `row ${first.index}`,
  ].filter(Boolean);
  return `${what}, ${outcome} (first: ${[...where, `${first.field}: ${first.message}`].join(", ")})`;
}

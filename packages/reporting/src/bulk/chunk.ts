// Sources of records, and how their records are cut into sub-lists. A source is an array, an
// iterable, an async iterable, or a located source (what the file readers return). Every record
// is read composed (composed.ts: text in NFC).
import { composed } from "./composed.js";

/** A problem found while reading a row (bad boolean, unparsable line, unknown header...). */
export interface ReadIssue {
  field: string;
  message: string;
  /** `places`: found by the place check. */
  check?: "places";
}

/** The field name of an issue about the record as a whole (not one of its fields). */
export const RECORD_FIELD = "(record)";

/** One item of a located source: a record with where it came from. */
export interface LocatedRecord {
  /** The record; `undefined` when the row could not be read at all (`issues` say why). */
  record: unknown;
  /** Line of the source file (1-based). */
  line?: number | undefined;
  /** The row as a spreadsheet numbers it (CSV: header = row 1) where `line` differs (a cell with line breaks). */
  sheetRow?: number | undefined;
  /** Problems found while reading the row, before validation. */
  issues?: readonly ReadIssue[] | undefined;
  /** `false` for an item about the file rather than a data row (e.g. an unknown header). */
  row?: boolean | undefined;
}

/** Records with their source lines, as the readers of `@cdrapi/reporting/node` return them. */
export interface LocatedSource {
  readonly located: true;
  /** True when every iteration reads the input anew (a file): it can be validated first. */
  readonly rereadable: boolean;
  [Symbol.asyncIterator](): AsyncIterator<LocatedRecord>;
}

/** What `reportMaintainDomains` accepts. Arrays and re-readable sources are validated first. */
export type RecordSource<T = unknown> = readonly T[] | Iterable<T> | AsyncIterable<T> | LocatedSource;

export function isLocatedSource(source: unknown): source is LocatedSource {
  return (
    typeof source === "object" &&
    source !== null &&
    (source as { located?: unknown }).located === true &&
    typeof (source as AsyncIterable<unknown>)[Symbol.asyncIterator] === "function"
  );
}

/** Whether the source can be read twice (so it is validated in full before anything is sent). */
export function isRereadable(source: RecordSource): boolean {
  return Array.isArray(source) || (isLocatedSource(source) && source.rereadable);
}

/** Rows read at once from an array or a synchronous iterable. */
const BATCH = 1024;

/**
 * Any source as batches of located records, so the reader awaits once per batch, not per record:
 * an array or a synchronous iterable gives up to `room()` rows (at most BATCH), what the caller
 * takes without reading past a sub-list; an async source, each row as it comes. Each record is
 * `composed` (a copy where its text was not NFC; the caller's records are never changed).
 */
export async function* locatedBatches(
  source: RecordSource,
  room: () => number,
): AsyncGenerator<LocatedRecord[]> {
  if (isLocatedSource(source)) {
    for await (const item of source) {
      const record = composed(item.record);
      yield [record === item.record ? item : { ...item, record }];
    }
    return;
  }
  if (typeof (source as AsyncIterable<unknown>)[Symbol.asyncIterator] === "function") {
    for await (const record of source as AsyncIterable<unknown>) yield [{ record: composed(record) }];
    return;
  }
  if (typeof (source as Iterable<unknown>)[Symbol.iterator] !== "function") {
    throw new TypeError("source must be an array, an iterable or an async iterable of records");
  }
  let batch: LocatedRecord[] = [];
  let limit = Math.min(room(), BATCH);
  for (const record of source as Iterable<unknown>) {
    batch.push({ record: composed(record) });
    if (batch.length >= limit) {
      yield batch;
      batch = [];
      limit = Math.min(room(), BATCH);
    }
  }
  if (batch.length > 0) yield batch;
}

/** Any source as located records, one at a time (validation without upload, places, fluctuations). */
export async function* locatedItems(source: RecordSource): AsyncGenerator<LocatedRecord> {
  for await (const batch of locatedBatches(source, () => Number.POSITIVE_INFINITY)) {
    for (const item of batch) yield item; // one step per record (`yield*` would add one)
  }
}

/** One sub-list cut from the input. */
export interface Chunk<T> {
  /** 0-based position of the sub-list. */
  index: number;
  records: T[];
  /** True when no record follows: always known for the first sub-list, see `SubLists`. */
  last: boolean;
}

/** No sub-list completed (shared: no array per record). */
const NONE: readonly never[] = [];

/**
 * Cuts records into sub-lists of `size`. The first is handed out after one record more is read,
 * so it knows whether it is the only one (a list that fits goes up as a full upload); each later
 * one as soon as it is full (`last` stays false for a full one even where the input ends), so a
 * reader that stops between sub-lists holds no record of the next.
 */
export class SubLists<T> {
  private current: T[] = [];
  private index = 0;

  constructor(private readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError("subListSize must be a positive integer");
  }

  /** Takes a record; returns the sub-lists it completes: none, one, or two (the first two when `size` is 1). */
  add(record: T): readonly Chunk<T>[] {
    let full: readonly Chunk<T>[] = NONE;
    if (this.current.length === this.size) {
      // only the first sub-list waits for the record after it
      full = [{ index: this.index++, records: this.current, last: false }];
      this.current = [record];
    } else {
      this.current.push(record);
    }
    if (this.index > 0 && this.current.length === this.size) {
      full = [...full, { index: this.index++, records: this.current, last: false }];
      this.current = [];
    }
    return full;
  }

  /** At the end of the input: the last sub-list (an empty one when there was no record). */
  end(): Chunk<T> | undefined {
    const { current, index } = this;
    return current.length > 0 || index === 0 ? { index, records: current, last: true } : undefined;
  }

  /** Records that can be read before a sub-list is handed out (at least 1). */
  room(): number {
    return (this.index === 0 ? this.size + 1 : this.size) - this.current.length;
  }
}

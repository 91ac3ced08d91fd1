// Sources of records and how they are cut into sub-lists. A source is an array, an iterable,
// an async iterable, or a located source (what the file readers return: records with their
// source line and reading issues, re-readable when it is a file).

/** A problem found while reading a row (bad boolean, unparsable line, unknown header...). */
export interface ReadIssue {
  field: string;
  message: string;
}

/** The field name of an issue about the record as a whole (not one of its fields). */
export const RECORD_FIELD = "(record)";

/** One item of a located source: a record with where it came from. */
export interface LocatedRecord {
  /** The record; `undefined` when the row could not be read at all (`issues` say why). */
  record: unknown;
  /** Line of the source file (1-based). */
  line?: number | undefined;
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

/** Iterates any source as located records (plain records get no line). */
export async function* locatedItems(source: RecordSource): AsyncGenerator<LocatedRecord> {
  if (isLocatedSource(source)) {
    yield* source;
    return;
  }
  if (Array.isArray(source)) {
    for (const record of source) yield { record };
    return;
  }
  if (typeof (source as AsyncIterable<unknown>)[Symbol.asyncIterator] === "function") {
    for await (const record of source as AsyncIterable<unknown>) yield { record };
    return;
  }
  if (typeof (source as Iterable<unknown>)[Symbol.iterator] === "function") {
    for (const record of source as Iterable<unknown>) yield { record };
    return;
  }
  throw new TypeError("source must be an array, an iterable or an async iterable of records");
}

/** One sub-list cut from the input. */
export interface Chunk<T> {
  /** 0-based position of the sub-list in the input. */
  index: number;
  records: T[];
  /**
   * True when no record follows. Always known for the first sub-list (by reading one record
   * past it); a later sub-list is handed out as soon as it is full, so a full one is `false`
   * even when the input ends there, and only a short last one is `true`.
   */
  last: boolean;
}

/**
 * Cuts records into sub-lists of `size`. The first sub-list is handed out after one record
 * more is read (so it knows whether it is the only one: a list that fits goes up as a full
 * upload); every later one as soon as it is full, so a reader that stops between sub-lists
 * never holds a record of the next. Holds at most one sub-list plus one record.
 */
export async function* chunk<T>(
  records: AsyncIterable<T> | Iterable<T>,
  size: number,
): AsyncGenerator<Chunk<T>> {
  if (!Number.isInteger(size) || size < 1) throw new RangeError("subListSize must be a positive integer");
  let current: T[] = [];
  let index = 0;
  for await (const record of records) {
    if (current.length === size) {
      // only the first sub-list waits for the record after it
      yield { index: index++, records: current, last: false };
      current = [record];
    } else {
      current.push(record);
    }
    if (index > 0 && current.length === size) {
      yield { index: index++, records: current, last: false };
      current = [];
    }
  }
  if (current.length > 0 || index === 0) yield { index, records: current, last: true };
}

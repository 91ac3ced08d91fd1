// What every reader shares: the cap on a record's size, and the records and file issues it
// yields. No Node API here: the JSON scanner that uses it also reads HTTP answers in browsers.
import { type LocatedRecord, RECORD_FIELD } from "../bulk/chunk.js";

/**
 * The most text one record may take, in characters (UTF-16 code units, as JavaScript counts a
 * string's length): 1 MiB of ASCII text. A record is a CSV row (with the line breaks of its quoted
 * cells; the header row too), an NDJSON line or a JSON array element; a real MaintainDomain record
 * is under 2 KB. Every reader stops at the first record longer than this, with a file issue naming
 * the line where it starts (`recordTooLong`), so the memory a read takes stays bounded whatever
 * the input: a 1 GB export on a single line is refused after its first MiB.
 */
export const MAX_RECORD_LENGTH = 1024 * 1024;

/** What the file issues of a broken file end with: why it is refused whole. */
const CUT_OFF =
  "the file looks cut off (an interrupted export or a full disk?), so it is refused whole: nothing of it is uploaded";

/** The file issue of a record longer than MAX_RECORD_LENGTH, at the line where it starts. */
export function recordTooLong(line: number, what = "a record"): LocatedRecord {
  return fileIssue(
    `has ${what} longer than ${MAX_RECORD_LENGTH.toLocaleString("en-US")} characters starting on this line (a real record is under 2 KB: are line breaks missing, or a quote never closed?); the file is not read past it and is refused whole: nothing of it is uploaded`,
    line,
  );
}

/** The file issue of a file that ends inside a record (`what` says how), at the line where it starts. */
export function cutOff(what: string, line: number): LocatedRecord {
  return fileIssue(`${what}: ${CUT_OFF}`, line);
}

/** A file-level issue (not a data row): never skippable. */
export function fileIssue(message: string, line?: number): LocatedRecord {
  return { record: undefined, row: false, line, issues: [{ field: "(file)", message }] };
}

/** A record read from its JSON text (an array element, an NDJSON line); text that is not JSON is an issue of that row. */
export function parseRecord(text: string, line: number): LocatedRecord {
  try {
    return { record: JSON.parse(text), line };
  } catch (error) {
    return {
      record: undefined,
      line,
      issues: [{ field: RECORD_FIELD, message: `is not valid JSON: ${(error as Error).message}` }],
    };
  }
}

// One record for people (a two-column cli-table3 table, no colours so logs and pipes stay
// clean) or scripts (JSON, NDJSON, CSV). Lists go through list.ts, which streams.
import Table from "cli-table3";
import { line, type OutputStream } from "../io.js";
import { cell } from "./cell.js";
import type { OutputFormat } from "./format.js";
import { printList } from "./list.js";
import { inert, jsonText } from "./terminal.js";

const PLAIN_STYLE = { head: [] as string[], border: [] as string[] };
/** No rule between rows: one line per row. */
const COMPACT = { mid: "", "left-mid": "", "mid-mid": "", "right-mid": "" };

/** Nested parts of a record shown as their own sections, this deep; deeper ones are cells. */
const MAX_SECTION_DEPTH = 2;

/**
 * One object as a two-column table (field, value); `fields` picks and orders the rows. A nested
 * part (an object, a list of objects: an invoice's `items`, its `client`) follows as its own
 * section under its name, a table of its own, never as one cell of JSON as wide as the answer.
 */
export async function printRecord(
  stream: OutputStream,
  record: Record<string, unknown>,
  fields?: readonly string[],
  path: readonly string[] = [],
): Promise<void> {
  const keys = fields ?? Object.keys(record);
  const sections: string[] = [];
  const table = new Table({ style: PLAIN_STYLE, chars: COMPACT });
  for (const key of keys) {
    if (record[key] === undefined) continue;
    if (path.length < MAX_SECTION_DEPTH && isSection(record[key])) sections.push(key);
    // The server's text: line breaks kept (cli-table3 draws multi-line cells), other controls spelled out.
    else table.push({ [inert(key)]: inert(cell(record[key]), "lines") });
  }
  if (table.length > 0) line(stream, table.toString());
  for (const key of sections) {
    const value = record[key];
    line(stream, `\n${inert([...path, key].join("."))}:`);
    if (Array.isArray(value)) await printList(stream, "table", value);
    else await printRecord(stream, value as Record<string, unknown>, undefined, [...path, key]);
  }
}

/** A part worth a section: a non-empty object, or a non-empty list of objects. */
function isSection(value: unknown): boolean {
  if (value === null || typeof value !== "object") return false;
  if (!Array.isArray(value)) return Object.keys(value).length > 0;
  return (
    value.length > 0 &&
    value.every((item) => item !== null && typeof item === "object" && !Array.isArray(item))
  );
}

/** One object (or any value) in the chosen format. */
export async function printValue(
  stream: OutputStream,
  format: OutputFormat,
  value: unknown,
  fields?: readonly string[],
): Promise<void> {
  const record = value !== null && typeof value === "object" && !Array.isArray(value);
  if (format === "json") printJson(stream, value ?? null);
  else if (format === "ndjson") line(stream, jsonText(value ?? null));
  else if (Array.isArray(value)) await printList(stream, format, value);
  else if (!record) line(stream, inert(cell(value), "lines"));
  else if (format === "csv") await printList(stream, format, [value], { columns: fields });
  else await printRecord(stream, value as Record<string, unknown>, fields);
}

/** Pretty JSON on one stream, for `--json`. */
export function printJson(stream: OutputStream, value: unknown): void {
  line(stream, jsonText(value, 2));
}

/** The fields of a ReportRequestInfo, in the order people read them. */
export const REPORT_FIELDS = [
  "id",
  "requestType",
  "requestResult",
  "requestTime",
  "totalDomain",
  "addedDomain",
  "changedDomain",
  "removedDomain",
  "subListDomain",
  "note",
  "link",
  "mergedByEarlierRun",
] as const;

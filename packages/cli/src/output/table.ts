// Tables for people (cli-table3, no colours so logs and pipes stay clean) and JSON for scripts.
import Table from "cli-table3";
import { line, type OutputStream } from "../io.js";

const PLAIN_STYLE = { head: [] as string[], border: [] as string[] };
/** No rule between rows: one line per row. */
const COMPACT = { mid: "", "left-mid": "", "mid-mid": "", "right-mid": "" };

/** A cell's text: scalars as they are, objects as compact JSON, nothing for null/undefined. */
export function cell(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** Rows of objects as a table; columns default to every key, in first-seen order. */
export function printTable(
  stream: OutputStream,
  rows: readonly Record<string, unknown>[],
  columns?: readonly string[],
): void {
  if (rows.length === 0) {
    line(stream, "(none)");
    return;
  }
  const keys = columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const table = new Table({ head: [...keys], style: PLAIN_STYLE, chars: COMPACT });
  for (const row of rows) table.push(keys.map((key) => cell(row[key])));
  line(stream, table.toString());
}

/** One object as a two-column table (field, value); `fields` picks and orders the rows. */
export function printRecord(
  stream: OutputStream,
  record: Record<string, unknown>,
  fields?: readonly string[],
): void {
  const keys = fields ?? Object.keys(record);
  const table = new Table({ style: PLAIN_STYLE, chars: COMPACT });
  for (const key of keys) {
    if (record[key] === undefined) continue;
    table.push({ [key]: cell(record[key]) });
  }
  line(stream, table.toString());
}

/** Pretty JSON on one stream, for `--json`. */
export function printJson(stream: OutputStream, value: unknown): void {
  line(stream, JSON.stringify(value, null, 2));
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

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
    // The server's text: line breaks kept (cli-table3 draws multi-line cells), other controls spelled out.
    table.push({ [inert(key)]: inert(cell(record[key]), "lines") });
  }
  line(stream, table.toString());
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
  else printRecord(stream, value as Record<string, unknown>, fields);
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

// A list of any length in the chosen format, streamed: rows are written as they come, so memory
// holds one page of a table (for its column widths), never the list. A table is written a page
// at a time; a page that needs wider columns gets the header again. The server's text is made
// inert for the terminal (terminal.ts): always in a table, in CSV when it goes to a terminal,
// and JSON escapes what it leaves raw (the same value). A CSV text cell that a spreadsheet would
// run as a formula gets a quote before it (cell.ts' csvText).
import type { OutputStream } from "../io.js";
import { cell, csvText } from "./cell.js";
import type { OutputFormat } from "./format.js";
import { spoolRows } from "./spool.js";
import { inert, jsonText } from "./terminal.js";
import { createWriter } from "./write.js";

/** Rows of a table page: the widths are measured on a page, then it is written. */
export const PAGE_ROWS = 500;
/** Longer cells are cut in a table (CSV, JSON and NDJSON keep every character). */
const MAX_CELL = 60;

export interface ListOptions {
  /** Columns and their order; default: every row's fields, in order of first appearance (spool.ts). */
  columns?: readonly string[] | undefined;
}

type Row = Record<string, unknown>;

/** Writes every row of `rows` to `stream` in `format`; resolves to the number of rows. */
export async function printList(
  stream: OutputStream,
  format: OutputFormat,
  rows: AsyncIterable<unknown> | Iterable<unknown>,
  options: ListOptions = {},
): Promise<number> {
  if ((format === "csv" || format === "table") && options.columns === undefined) {
    // The columns are the union of the rows' fields: known once every row is read.
    // Spooled as cells: an object as its text (cell.ts cuts deep levels), a scalar as it is
    // (CSV tells a number from a text, see csvText).
    const spooled = await spoolRows(rows, (item) => {
      const row = rowOf(item);
      const cells: Row = {};
      for (const [key, value] of Object.entries(row)) {
        cells[key] = value !== null && typeof value === "object" ? cell(value) : value;
      }
      return cells;
    });
    try {
      return await printList(stream, format, spooled.rows, { columns: spooled.columns });
    } finally {
      await spooled.done();
    }
  }
  const out = createWriter(stream);
  // CSV keeps every character for files and programs; on a terminal, people read it: inert.
  const csvField = (value: unknown) =>
    csvCell(stream.isTTY === true ? inert(csvText(value), "csv") : csvText(value));
  let count = 0;
  const columns = options.columns;
  let page: Row[] = [];
  let widths: number[] | undefined;

  const writePage = async () => {
    if (page.length === 0) return;
    const header = columns!.map((key) => inert(key));
    const cells = page.map((row) => columns!.map((key) => tableCell(row[key])));
    // Widths only grow; when a page needs wider columns, the header is written again above it,
    // so every row lines up with the header nearest above it.
    const before = widths?.join(",");
    widths ??= header.map((key) => key.length);
    for (const line of cells) {
      for (const [i, text] of line.entries()) widths[i] = Math.max(widths[i]!, text.length);
    }
    if (before === undefined) await out.write(`${formatLine(header, widths, true)}\n`);
    else if (before !== widths.join(",")) await out.write(`\n${formatLine(header, widths, true)}\n`);
    for (const line of cells) await out.write(`${trimEnd(formatLine(line, widths))}\n`);
    page = [];
  };

  if (format === "json") await out.write("[");
  for await (const item of rows as AsyncIterable<unknown>) {
    const row = rowOf(item);
    switch (format) {
      case "json":
        await out.write(`${count === 0 ? "\n" : ",\n"}${jsonText(row, 2).replace(/^/gm, "  ")}`);
        break;
      case "ndjson":
        await out.write(`${jsonText(row)}\n`);
        break;
      case "csv":
        if (count === 0) {
          await out.write(`${columns!.map((key) => csvField(key)).join(",")}\r\n`);
        }
        await out.write(`${columns!.map((key) => csvField(row[key])).join(",")}\r\n`);
        break;
      default:
        page.push(row);
        if (page.length >= PAGE_ROWS) await writePage();
    }
    count++;
  }
  if (format === "json") await out.write(count === 0 ? "]\n" : "\n]\n");
  if (format === "table") {
    await writePage();
    if (count === 0) await out.write("(none)\n");
  }
  await out.flush();
  return count;
}

/** A list item as a row: an object as is, anything else as `{ value }`. */
function rowOf(item: unknown): Row {
  return (item !== null && typeof item === "object" ? item : { value: item }) as Row;
}

/** One line of the server's text, its control characters spelled out, cut at MAX_CELL. */
function tableCell(value: unknown): string {
  const text = inert(cell(value).replace(/[\r\n\t]+/g, " "));
  return text.length > MAX_CELL ? `${text.slice(0, MAX_CELL - 1)}…` : text;
}

/** The header (with an underline) or one row, columns two spaces apart. */
function formatLine(texts: readonly string[], widths: readonly number[], underline = false): string {
  const line = texts.map((text, i) => text.padEnd(widths[i]!)).join("  ");
  if (!underline) return line;
  return `${trimEnd(line)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`;
}

function trimEnd(text: string): string {
  return text.replace(/ +$/, "");
}

/** RFC 4180: quoted when it holds the delimiter, a quote or a line break. */
export function csvCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

// The place fixer for files (Node): the corrected copy of an export and a change log, as text
// for the caller to write (they hold registrants' data: the CLI writes them owner-only); the
// export itself is only read. The records are read with the package's readers (so the checker
// sees what an upload would send, with each record's line); the copy is the original text with
// only the fixed rows rewritten:
//   CSV     the fixed row's cells are replaced, the row re-quoted where a cell needs it
//   NDJSON  the fixed line is the record's JSON with the fixed fields replaced
//   JSON    the array is written again (2-space indent), the fixed elements changed
// The change log is CSV: line, domainName, field, from, to. For CSV and NDJSON, memory holds the
// file's text once, whatever the number of fixed rows: the copy is handed out in pieces, front to
// back, never whole (JSON: the parsed array and its new text).
import { readFile } from "node:fs/promises";
import { type RecordFormat, readMaintainDomains } from "../readers/detect.js";
import type { PlaceChecker } from "./checker.js";
import { fixPlaces, type PlaceChange, placeIssues } from "./fix.js";

export interface FixPlacesInFileOptions {
  /** The export to read (left as it is). */
  input: string;
  format: RecordFormat;
  /** CSV delimiter (default: the most frequent of , ; tab in the header line). */
  delimiter?: string | undefined;
  checker: PlaceChecker;
}

/** One change of the log. */
export interface PlaceFix extends PlaceChange {
  /** Line of the record in the input (CSV: where its row starts). */
  line: number | undefined;
  /** 0-based row of the record. */
  index: number;
  domainName: string;
}

export interface FixPlacesResult {
  records: number;
  /** Records with at least one change. */
  fixedRecords: number;
  changes: PlaceFix[];
  /** Records left with place issues (ambiguous or unknown names: never guessed). */
  unresolved: number;
  /**
   * The corrected copy, in pieces to write one after the other (it can be read once): the input's
   * text with the fixed rows rewritten, the input's own when none is. CSV and NDJSON: made as it
   * is read, never held whole.
   */
  copy: Iterable<string>;
  /** The change log (CSV: line, domainName, field, from, to; a header line when nothing changed). */
  changeLog: string;
}

export async function fixPlacesInFile(options: FixPlacesInFileOptions): Promise<FixPlacesResult> {
  const { input, checker, format } = options;
  const changes: PlaceFix[] = [];
  const fixedRows = new Map<number, { line: number | undefined; fields: Record<string, string> }>();
  let records = 0;
  let unresolved = 0;
  const reading =
    format === "csv" && options.delimiter ? { format, delimiter: options.delimiter } : { format };
  for await (const item of readMaintainDomains(input, reading)) {
    if (item.row === false) continue;
    const index = records++;
    if (item.record === undefined || item.record === null || typeof item.record !== "object") continue;
    const check = checker.check(item.record);
    const fixed = fixPlaces(item.record as Record<string, unknown>, check);
    if (fixed.changes.length > 0) {
      const domainName = String((item.record as Record<string, unknown>).domainName ?? "");
      for (const change of fixed.changes) changes.push({ ...change, line: item.line, index, domainName });
      fixedRows.set(index, {
        line: item.line,
        fields: Object.fromEntries(fixed.changes.map((change) => [change.field, change.to])),
      });
    }
    if (placeIssues(check, index).some((issue) => !fixed.changes.some((c) => c.field === issue.field))) {
      unresolved++;
    }
  }
  // Decoded in one go: readFile's own decoding joins 512 KiB pieces, and the first use of the
  // joined string copies them into one, holding the text twice for a moment.
  const text = (await readFile(input)).toString("utf8");
  const copy =
    format === "csv"
      ? withEdits(text, csvEdits(text, fixedRows, options.delimiter))
      : format === "ndjson"
        ? withEdits(text, ndjsonEdits(text, fixedRows))
        : [fixJson(text, fixedRows)];
  return {
    records,
    fixedRecords: fixedRows.size,
    changes,
    unresolved,
    copy,
    changeLog: changeLogCsv(changes),
  };
}

type FixedRows = Map<number, { line: number | undefined; fields: Record<string, string> }>;

/** A range of the input's text (a fixed row, without its line break) and what the copy has instead. */
interface Edit {
  from: number;
  to: number;
  text: string;
}

/** Pieces of about this many characters are joined into one (one write each). */
const CHUNK = 1 << 16;

/**
 * `text` with each edit's range replaced, front to back, in pieces: the text between two edits as
 * a slice of it (no copy), small pieces joined up to CHUNK. Splicing each edit into the whole
 * text instead copies the file once per fixed row: quadratic (minutes and gigabytes for an export
 * of 100,000 records).
 */
function* withEdits(text: string, edits: Edit[]): Generator<string> {
  edits.sort((a, b) => a.from - b.from);
  let chunk = "";
  let done = 0;
  for (const edit of [...edits, { from: text.length, to: text.length, text: "" }]) {
    for (const piece of [text.slice(done, edit.from), edit.text]) {
      if (chunk.length + piece.length > CHUNK && chunk !== "") {
        yield chunk;
        chunk = "";
      }
      if (piece.length > CHUNK) yield piece;
      else chunk += piece;
    }
    done = edit.to;
  }
  if (chunk !== "") yield chunk;
}

function changeLogCsv(changes: readonly PlaceFix[]): string {
  const rows = changes.map((c) => [String(c.line ?? ""), c.domainName, c.field, c.from, c.to]);
  return `${[["line", "domainName", "field", "from", "to"], ...rows].map((row) => joinCsv(row, ",")).join("\n")}\n`;
}

// --- CSV -------------------------------------------------------------------------------------

function csvEdits(text: string, rows: FixedRows, delimiter: string | undefined): Edit[] {
  if (rows.size === 0) return [];
  const starts = lineStarts(text);
  const bom = text.startsWith("\uFEFF") ? 1 : 0;
  const sep = delimiter ?? guessDelimiter(text.slice(bom, starts[1] ?? text.length));
  const header = parseCsvRow(text, bom, sep);
  const columns = header.cells.map((cell) => cell.trim());
  const edits: Edit[] = [];
  for (const { line, fields } of rows.values()) {
    if (line === undefined) continue;
    const from = starts[line - 1];
    if (from === undefined) continue;
    const row = parseCsvRow(text, from, sep);
    const cells = row.cells.map((cell, i) => fields[columns[i] ?? ""] ?? cell);
    edits.push({ from, to: row.end, text: joinCsv(cells, sep) });
  }
  return edits;
}

/** Offsets where each physical line starts (line 1 at 0); line breaks are LF, CRLF or CR. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (const match of text.matchAll(/\r\n|\n|\r/g)) starts.push(match.index + match[0].length);
  return starts;
}

function guessDelimiter(headerLine: string): string {
  const counts = [",", ";", "\t"].map((d) => [d, headerLine.split(d).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]![0];
}

/** The cells of the CSV row starting at `from`, and where the row ends (before its line break). */
function parseCsvRow(text: string, from: number, delimiter: string): { cells: string[]; end: number } {
  const cells: string[] = [];
  let cell = "";
  let i = from;
  let quoted = false;
  let cellStart = true;
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else cell += ch;
      i++;
      continue;
    }
    if (ch === '"' && cellStart) {
      quoted = true;
      cellStart = false;
      i++;
      continue;
    }
    if (ch === "\n" || ch === "\r") break;
    if (text.startsWith(delimiter, i)) {
      cells.push(cell);
      cell = "";
      cellStart = true;
      i += delimiter.length;
      continue;
    }
    cell += ch;
    cellStart = false;
    i++;
  }
  cells.push(cell);
  return { cells, end: i };
}

function joinCsv(cells: readonly string[], delimiter: string): string {
  return cells
    .map((cell) =>
      cell.includes(delimiter) || /["\r\n]/.test(cell) || cell !== cell.trim()
        ? `"${cell.replaceAll('"', '""')}"`
        : cell,
    )
    .join(delimiter);
}

// --- NDJSON and JSON -------------------------------------------------------------------------

/** The fixed lines (split at "\n", as the reader does; a "\r" before it is kept). */
function ndjsonEdits(text: string, rows: FixedRows): Edit[] {
  const byLine = new Map([...rows.values()].map((row) => [row.line, row.fields]));
  const edits: Edit[] = [];
  for (let line = 1, from = 0; byLine.size > edits.length; line++) {
    const end = text.indexOf("\n", from);
    const to = end === -1 ? text.length : end;
    const fields = byLine.get(line);
    if (fields) {
      const record = text.slice(from, to);
      const carriageReturn = record.endsWith("\r") ? "\r" : "";
      edits.push({ from, to, text: JSON.stringify({ ...JSON.parse(record), ...fields }) + carriageReturn });
    }
    if (end === -1) break;
    from = end + 1;
  }
  return edits;
}

function fixJson(text: string, rows: FixedRows): string {
  if (rows.size === 0) return text;
  const list = JSON.parse(text.replace(/^\uFEFF/, "")) as Record<string, unknown>[];
  for (const [index, { fields }] of rows) list[index] = { ...list[index], ...fields };
  return `${JSON.stringify(list, null, 2)}\n`;
}

// CSV reader: header names are fields of the kind read (MaintainDomain, or FluctuationDomain); cells are converted by the schema's
// types; every record carries the physical line where its row starts (header = line 1) and its
// row as a spreadsheet numbers it (the header is row 1, a blank line is a row, a quoted cell's
// line breaks are not): line 1235 of a file without such cells is row 1235.
// Lines may end in CRLF, LF or CR, mixed in one file (a CRLF header over LF rows, rows appended
// by another tool): each line end ends a record, whatever the first line's was.
// Bytes that are not UTF-8 end the records (encoding.ts): the parser gets whole lines only, so
// the line holding the first bad byte is never parsed, and each bad line is a file issue.
// A broken file is refused whole (file issues, never skippable rows):
//   - cut off (an interrupted export, a full disk): the input ends inside a quoted cell, or its
//     last record has no line end and fewer cells than the header. A last record without a line
//     end that has every cell is read as any other (many exporters write no final line break):
//     a cut inside its last cell cannot be told from a complete file.
//   - a record (the header too) longer than MAX_RECORD_LENGTH: the reading stops before it, so
//     memory stays bounded (`RecordBounds` finds where records start, ahead of the parser).
import { CsvError, type Parser, parse } from "csv-parse";
import type { LocatedRecord, LocatedSource } from "../bulk/chunk.js";
import { type Kind, kindOf, type RecordKind } from "../validation/kinds.js";
import { isField, recordFromCells } from "./convert.js";
import { decodeInput } from "./encoding.js";
import { cutOff, fileIssue, MAX_RECORD_LENGTH, recordTooLong } from "./input.js";
import { locatedSource, type ReaderInput } from "./located.js";

export interface CsvOptions {
  /** Field delimiter (default ","). */
  delimiter?: string;
  /** The records' kind: `maintain` (default, MaintainDomain) or `fluctuation` (FluctuationDomain). */
  kind?: RecordKind | undefined;
}

/** Reads MaintainDomain (or `kind`) records from CSV (a file path, or a stream read once). */
export function readCsv(input: ReaderInput, options: CsvOptions = {}): LocatedSource {
  const kind = kindOf(options.kind); // a wrong kind is a TypeError now, not on the first read
  return locatedSource(input, (chunks) => csvRecords(chunks, options, kind));
}

async function* csvRecords(
  chunks: AsyncIterable<string | Uint8Array>,
  options: CsvOptions,
  kind: Kind,
): AsyncGenerator<LocatedRecord> {
  const parser = parse({
    info: true,
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    delimiter: options.delimiter ?? ",",
    // Not guessed from the first line: a CRLF header over LF rows would read as one record.
    record_delimiter: ["\r\n", "\n", "\r"],
  });
  // Feed the parser from the input, whole lines at a time (a line is held until its "\n" comes,
  // so text cut at a bad byte leaves no half row); errors of the input surface through the parser.
  const encodingIssues: LocatedRecord[] = [];
  const bounds = new RecordBounds();
  let tooLong: LocatedRecord | undefined; // the record the reading stopped before
  let lastFed = ""; // the last character the parser got: a line break, or the input ends in a record
  let drained: (() => void) | undefined; // called once the records the parser holds are taken
  const feeding = (async () => {
    try {
      let partial = ""; // the text after the last line break
      let fed = 0; // characters written to the parser (where `partial` starts)
      let sawLF = false;
      let crlf = false; // the first line ends with "\r\n"
      const write = async (text: string) => {
        fed += text.length;
        lastFed = text.at(-1)!;
        if (!parser.write(text)) await drainedOrClosed(parser);
      };
      for await (const piece of decodeInput(chunks, { stopped: () => parser.destroyed })) {
        if (parser.destroyed) return; // the consumer stopped early
        if (typeof piece !== "string") {
          encodingIssues.push(piece);
          fed += partial.length; // dropped: the input has no more text
          partial = "";
          continue;
        }
        if (!bounds.scan(piece)) {
          // A record too long: the parser gets the whole lines before it (unless it has them), then ends.
          tooLong = recordTooLong(bounds.startLine, bounds.startLine === 1 ? "a header row" : "a record");
          const before = (partial + piece).slice(0, Math.max(0, bounds.start - fed));
          if (before !== "") await write(before);
          break;
        }
        const text = partial + piece;
        // Lines end with "\n" (LF, CRLF); a file without any ends them with "\r" (old Mac).
        let end = text.lastIndexOf("\n") + 1;
        if (end > 0 && !sawLF) {
          sawLF = true;
          const first = text.indexOf("\n");
          crlf = (first === 0 ? lastFed : text[first - 1]) === "\r";
        } else if (!sawLF) end = text.lastIndexOf("\r") + 1;
        partial = text.slice(end);
        if (end > 0) await write(text.slice(0, end));
        if (parser.destroyed) return;
      }
      if (parser.destroyed) return;
      // A CRLF file cut between the "\r" and the "\n" of its last line end: the line is whole.
      if (crlf && partial.endsWith("\r")) partial += "\n";
      if (partial !== "" && !tooLong) await write(partial);
      // The input ends inside a quoted cell: the parser fails at its end, and would drop the
      // records it holds then. They are taken first (`drained`), so every whole record is read.
      if (bounds.quoted && !parser.destroyed && parser.readableLength > 0) {
        await new Promise<void>((resolve) => {
          drained = () => {
            parser.off("close", drained!);
            drained = undefined;
            resolve();
          };
          parser.on("close", drained);
        });
      }
      if (!parser.destroyed) parser.end();
    } catch (error) {
      parser.destroy(error as Error);
    }
  })();

  let headers: (string | undefined)[] | undefined;
  let lastLine = 0;
  let lastEmpty = 0;
  let crlfInCells = 0; // csv-parse counts a CRLF inside a quoted cell as two lines
  let broken = false; // not CSV: nothing more is said of the file but its encoding
  // The last record read, held until the next one comes: the input's last one is looked at again.
  let held: { item: LocatedRecord; cells: number } | undefined;
  try {
    for await (const { record: cells, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number; empty_lines: number; records: number };
    }>) {
      if (drained && parser.readableLength === 0) drained();
      const line = lastLine + 1 + (info.empty_lines - lastEmpty);
      for (const cell of cells) crlfInCells += cell.split("\r\n").length - 1;
      lastLine = info.lines - crlfInCells;
      lastEmpty = info.empty_lines;
      if (!headers) {
        const header = readHeader(kind, cells, line);
        headers = header.headers;
        yield* header.issues;
        continue;
      }
      const { record, issues } = recordFromCells(kind, headers, cells);
      if (cells.length !== headers.length) {
        issues.unshift({
          field: "(row)",
          message: `has ${cells.length} cells; the header has ${headers.length}`,
        });
      }
      if (held) yield held.item;
      // Spreadsheets number rows from 1 with the header, and show a blank line as a row.
      const sheetRow = info.records + info.empty_lines;
      const item: LocatedRecord =
        sheetRow === line ? { record, line, issues } : { record, line, sheetRow, issues };
      held = { item, cells: cells.length };
    }
  } catch (error) {
    // I/O, not CSV syntax (csv-parse names one code without its CSV_ prefix: INVALID_OPENING_QUOTE)
    if (!(error instanceof CsvError)) throw error;
    const { message, code } = error;
    const { lines } = error as { lines?: number };
    broken = true;
    await feeding;
    if (held) yield held.item;
    held = undefined;
    if (code === "CSV_QUOTE_NOT_CLOSED" && encodingIssues.length === 0 && !tooLong) {
      // csv-parse read every quote as CSV has them: the input ends inside a quoted cell.
      yield cutOff("ends inside a quoted cell of the record that starts on this line", bounds.startLine);
    } else if (encodingIssues.length === 0 && code !== "CSV_QUOTE_NOT_CLOSED") {
      // Text cut at a bad byte may end inside a quoted cell: the encoding issues say why. So may
      // the text before a record too long (the lines of its quoted cells the parser had).
      yield fileIssue(`is not valid CSV: ${message ?? String(error)}`, lines);
    }
  } finally {
    if (!parser.destroyed && !parser.readableEnded) parser.destroy();
    await feeding;
  }
  if (held) {
    // Without a line end after it, a record with fewer cells than the header was cut off.
    const open = lastFed !== "\n" && lastFed !== "\r";
    yield open && held.cells < headers!.length
      ? cutOff(
          `ends inside a record: its last line has no line end and only ${held.cells} of the header's ${headers!.length} cells`,
          held.item.line!,
        )
      : held.item;
  }
  // Issues about the encoding come last: every record read was read before the first bad byte.
  yield* encodingIssues;
  if (tooLong) yield tooLong;
  if (!headers && !broken && encodingIssues.length === 0 && !tooLong) {
    yield fileIssue(`is empty: a header row naming ${kind.name} fields is required`, 1);
  }
}

/**
 * Where CSV records start, read ahead of the parser from quotes and line breaks alone (a quote
 * opens or closes a quoted cell; `""` inside one does both): a line break outside quotes ends a
 * record. Lines end as the feeder cuts them: "\n" or "\r\n", or a lone "\r" while no "\n" was seen.
 */
class RecordBounds {
  /** Inside a quoted cell. */
  quoted = false;
  private lf = false;
  /** Offset of the last "\r" counted as a line end (a "\n" right after it ends no other line). */
  private cr = -2;
  /** Characters scanned. */
  private offset = 0;
  private line = 1;
  /** Offset and line of the first character of the record being read. */
  start = 0;
  startLine = 1;

  /** Scans the next text; false when the record being read is longer than MAX_RECORD_LENGTH. */
  scan(text: string): boolean {
    const base = this.offset;
    const marks = /["\r\n]/g;
    for (let match = marks.exec(text); match !== null; match = marks.exec(text)) {
      const at = base + match.index;
      const c = match[0];
      if (c === '"') {
        this.quoted = !this.quoted;
        continue;
      }
      if (c === "\n") {
        this.lf = true;
        if (this.cr === at - 1) continue; // the CRLF's line ended at its "\r"
      } else {
        if (this.lf) continue; // "\r" of a CRLF, or text
        this.cr = at;
      }
      this.line++;
      if (this.quoted) continue;
      if (at - this.start > MAX_RECORD_LENGTH) return false;
      this.start = at + 1;
      this.startLine = this.line;
    }
    this.offset += text.length;
    return this.offset - this.start <= MAX_RECORD_LENGTH;
  }
}

/** Waits until the parser takes more input (or is gone); whichever event fires removes the other. */
function drainedOrClosed(parser: Parser): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      parser.off("drain", done);
      parser.off("close", done);
      resolve();
    };
    parser.on("drain", done);
    parser.on("close", done);
  });
}

/** Header cells -> field names; unknown or repeated names are file issues (their column is ignored). */
function readHeader(
  kind: Kind,
  cells: string[],
  line: number,
): { headers: (string | undefined)[]; issues: LocatedRecord[] } {
  const seen = new Set<string>();
  const issues: LocatedRecord[] = [];
  const headers = cells.map((cell) => {
    const name = cell.trim();
    if (!isField(kind, name)) {
      issues.push(fileIssue(`unknown column "${name}" (not a ${kind.name} field)`, line));
      return undefined;
    }
    if (seen.has(name)) {
      issues.push(fileIssue(`column "${name}" appears twice`, line));
      return undefined;
    }
    seen.add(name);
    return name;
  });
  return { headers, issues };
}

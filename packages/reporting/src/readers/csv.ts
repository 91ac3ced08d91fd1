// CSV reader: header names are fields of the kind read (MaintainDomain, or FluctuationDomain); cells are converted by the schema's
// types; every record carries the physical line where its row starts (header = line 1).
// Bytes that are not UTF-8 end the records (encoding.ts): the parser gets whole lines only, so
// the line holding the first bad byte is never parsed, and each bad line is a file issue.
import { type Parser, parse } from "csv-parse";
import type { LocatedRecord, LocatedSource } from "../bulk/chunk.js";
import { type Kind, kindOf, type RecordKind } from "../bulk/kinds.js";
import { isField, recordFromCells } from "./convert.js";
import { decodeInput } from "./encoding.js";
import { fileIssue, locatedSource, type ReaderInput } from "./input.js";

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
  });
  // Feed the parser from the input, whole lines at a time (a line is held until its "\n" comes,
  // so text cut at a bad byte leaves no half row); errors of the input surface through the parser.
  const encodingIssues: LocatedRecord[] = [];
  const feeding = (async () => {
    try {
      let partial = ""; // the text after the last line break
      let sawLF = false;
      for await (const piece of decodeInput(chunks, { stopped: () => parser.destroyed })) {
        if (parser.destroyed) return; // the consumer stopped early
        if (typeof piece !== "string") {
          encodingIssues.push(piece);
          partial = "";
          continue;
        }
        const text = partial + piece;
        // Lines end with "\n" (LF, CRLF); a file without any ends them with "\r" (old Mac).
        let end = text.lastIndexOf("\n") + 1;
        if (end > 0) sawLF = true;
        else if (!sawLF) end = text.lastIndexOf("\r") + 1;
        partial = text.slice(end);
        if (end > 0 && !parser.write(text.slice(0, end))) await drainedOrClosed(parser);
      }
      if (parser.destroyed) return;
      if (partial !== "" && !parser.write(partial)) await drainedOrClosed(parser);
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
  try {
    for await (const { record: cells, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number; empty_lines: number };
    }>) {
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
      yield { record, line, issues };
    }
  } catch (error) {
    const { message, lines, code } = error as { message?: string; lines?: number; code?: unknown };
    if (typeof code !== "string" || !code.startsWith("CSV_")) throw error; // I/O, not CSV syntax
    broken = true;
    await feeding;
    // Text cut at a bad byte may end inside a quoted cell: the encoding issues say why.
    if (encodingIssues.length === 0) yield fileIssue(`is not valid CSV: ${message ?? String(error)}`, lines);
  } finally {
    if (!parser.destroyed && !parser.readableEnded) parser.destroy();
    await feeding;
  }
  // Issues about the encoding come last: every record read was read before the first bad byte.
  yield* encodingIssues;
  if (!headers && !broken && encodingIssues.length === 0) {
    yield fileIssue(`is empty: a header row naming ${kind.name} fields is required`, 1);
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

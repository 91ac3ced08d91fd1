// An export file as the reporting readers take it: its format (extension or --format), its
// encoding and CSV delimiter sniffed from its first bytes (or --encoding, --delimiter), the
// choice said in one line, and a header that names no field under that choice refused with one
// message (never one issue per row). The readers decode UTF-8 and UTF-16 with a byte order
// mark; for UTF-16 without one (sniffed or --encoding), the source puts the mark in front. An
// export from a pipe (`-`, /dev/stdin, `<(...)`, a FIFO) is copied into a file first (spool.ts):
// from there on it is read as any file.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { resolve } from "node:path";
import type { LocatedSource } from "@cdrapi/reporting";
import {
  CANDIDATE_DELIMITERS,
  type CsvSniff,
  detectFormat,
  type RecordFormat,
  readMaintainDomains,
  type SniffedEncoding,
  sniffCsvFile,
} from "@cdrapi/reporting/node";
import { InvalidArgumentError } from "commander";
import { InputError, UsageError } from "../exit-codes.js";
import type { CliIo } from "../io.js";
import { spool } from "./spool.js";

export interface FileFlags {
  format?: RecordFormat;
  delimiter?: string;
  encoding?: SniffedEncoding;
  /** --password-stdin: standard input holds the password, so it cannot hold the export (`-`). */
  passwordStdin?: boolean;
}

export const ENCODINGS: readonly SniffedEncoding[] = ["utf-8", "utf-16le", "utf-16be"];

const DELIMITER_NAMES: Readonly<Record<string, string>> = { ",": "comma", ";": "semicolon", "\t": "tab" };
const ENCODING_NAMES: Readonly<Record<SniffedEncoding, string>> = {
  "utf-8": "UTF-8",
  "utf-16le": "UTF-16 LE",
  "utf-16be": "UTF-16 BE",
};
const BOMS: Readonly<Record<SniffedEncoding, Uint8Array>> = {
  "utf-8": Uint8Array.of(0xef, 0xbb, 0xbf),
  "utf-16le": Uint8Array.of(0xff, 0xfe),
  "utf-16be": Uint8Array.of(0xfe, 0xff),
};

/** `--delimiter`: one character; `tab` or `\t` for a tab. */
export function delimiterArg(value: string): string {
  const delimiter = value === "tab" || value === "\\t" ? "\t" : value;
  if ([...delimiter].length !== 1 || /[\r\n"]/.test(delimiter)) {
    throw new InvalidArgumentError('must be one character other than a quote or a line break (or "tab")');
  }
  return delimiter;
}

function shown(delimiter: string): string {
  return DELIMITER_NAMES[delimiter]
    ? `${DELIMITER_NAMES[delimiter]} (${JSON.stringify(delimiter)})`
    : JSON.stringify(delimiter);
}

export interface InputFile {
  /** Absolute path: the file, or the copy of a pipe's bytes. */
  path: string;
  /** Read from a pipe (`-`, /dev/stdin, `<(...)`, a FIFO): it cannot be named again to resume. */
  piped: boolean;
  format: RecordFormat;
  encoding: SniffedEncoding;
  /** CSV only. */
  delimiter?: string | undefined;
  /** How messages name it: the file as given, or `standard input` for `-`. */
  name: string;
  /** What was chosen and why, for one line on stderr: `domains.csv: CSV, semicolon (";") detected, UTF-8`. */
  note: string;
  /** The records, re-readable (validated in full before an upload sends anything). */
  source(): LocatedSource;
}

/**
 * Opens an export file (`-`: standard input): a missing file or unknown extension is the user's
 * error, as is a header no choice can read.
 */
export async function openInput(io: CliIo, file: string, flags: FileFlags): Promise<InputFile> {
  const given = file === "-" ? standardInput(io, flags) : resolve(io.cwd ?? process.cwd(), file);
  const piped = typeof given !== "string" || (await isPipe(given, file));
  const name = file === "-" ? "standard input" : file;
  const format = flags.format ?? (file === "-" ? undefined : detectFormat(file));
  if (!format) {
    throw new UsageError(
      piped
        ? `cannot tell the format of ${name}: a pipe has no extension, so pass --format csv, ndjson or json`
        : `cannot tell the format of ${file}: use .csv, .ndjson, .jsonl or .json, or --format`,
    );
  }
  // A pipe gives its bytes once: they are copied into a file, which the readers sniff and read twice.
  const path = typeof given === "string" && !piped ? given : await spool(io, given);
  const sniff = await sniffCsvFile(path, {
    ...(flags.delimiter === undefined ? {} : { delimiter: flags.delimiter }),
    ...(flags.encoding === undefined ? {} : { encoding: flags.encoding }),
  });
  const csv = format === "csv";
  if (csv) checkHeader(name, sniff, flags);
  const encoding = sniff.encoding;
  // The readers need a byte order mark for UTF-16, and take UTF-8 without one: add one when
  // the bytes do not start with the encoding's own (a forced --encoding, UTF-16 without a mark).
  const prefix =
    sniff.bom || (encoding === "utf-8" && flags.encoding === undefined) ? undefined : BOMS[encoding];
  const options = csv ? { format, delimiter: sniff.delimiter } : { format };
  const encodingNote = `${ENCODING_NAMES[encoding]}${sniff.bom ? " with a byte order mark" : encoding === "utf-8" ? "" : flags.encoding ? " (--encoding)" : " without a byte order mark (detected)"}`;
  const delimiterNote = csv
    ? `, ${shown(sniff.delimiter)} ${flags.delimiter === undefined ? "detected" : "from --delimiter"}`
    : "";
  return {
    path,
    piped,
    format,
    encoding,
    delimiter: csv ? sniff.delimiter : undefined,
    name,
    note: `${name}: ${format.toUpperCase()}${delimiterNote}, ${encodingNote}`,
    source: () =>
      prefix === undefined
        ? readMaintainDomains(path, options)
        : {
            located: true,
            rereadable: true,
            [Symbol.asyncIterator]: () =>
              readMaintainDomains(prefixed(path, prefix), options)[Symbol.asyncIterator](),
          },
  };
}

/** Standard input, for `-` (refused when --password-stdin reads it). */
function standardInput(io: CliIo, flags: FileFlags): AsyncIterable<string | Uint8Array> {
  if (flags.passwordStdin) {
    throw new UsageError(
      "the export (-) and --password-stdin both read standard input: give the password with --password-file or CDRAPI_REPORTING_PASSWORD",
    );
  }
  if (!io.stdin) throw new UsageError("-: no standard input to read the export from");
  return io.stdin as AsyncIterable<string | Uint8Array>;
}

/** Whether `path` is a pipe (a FIFO, /dev/stdin or /dev/fd/N of one, a socket or device), not a regular file. */
async function isPipe(path: string, file: string): Promise<boolean> {
  const info = await stat(path).catch(() => {
    throw new InputError(`cannot read ${file}: no such file (or no permission)`);
  });
  return !info.isFile() && !info.isDirectory();
}

async function* prefixed(path: string, prefix: Uint8Array): AsyncGenerator<Uint8Array> {
  yield prefix;
  yield* createReadStream(path) as AsyncIterable<Uint8Array>;
}

/**
 * A header that names no MaintainDomain field under the chosen delimiter is one error, naming
 * the delimiter that would read it; otherwise every row would be an issue.
 */
function checkHeader(file: string, sniff: CsvSniff, flags: FileFlags): void {
  if (sniff.knownFields[sniff.delimiter]! > 0) return;
  const better = CANDIDATE_DELIMITERS.filter((d) => d !== sniff.delimiter && sniff.knownFields[d]! > 0).sort(
    (a, b) => sniff.knownFields[b]! - sniff.knownFields[a]!,
  )[0];
  const first = `the header of ${file} names no MaintainDomain field when split at ${shown(sniff.delimiter)} (first line: ${JSON.stringify(sniff.header)})`;
  if (better !== undefined) {
    throw new InputError(
      `${first}; split at ${shown(better)} it names ${sniff.knownFields[better]}: pass --delimiter '${better === "\t" ? "tab" : better}'`,
    );
  }
  const encoding = flags.encoding
    ? ""
    : "; if it is UTF-16 without a byte order mark or another encoding, save it as UTF-8 (or pass --encoding)";
  throw new InputError(
    `${first}, nor at a comma, semicolon or tab: the first line must name MaintainDomain fields (domainName, registeredDate, ...)${encoding}`,
  );
}

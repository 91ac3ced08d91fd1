// What a CSV export is, from its first bytes: the encoding (a byte order mark, or UTF-16's zero
// bytes when it has none) and the field delimiter (comma, semicolon or tab: Excel writes
// semicolons where the decimal separator is a comma, as in a Vietnamese locale). The delimiter
// is the one that splits the header into the most MaintainDomain field names, so a guess is
// checked against the schema, not against a count of characters. Nothing is read but the sample.
import { open } from "node:fs/promises";
import { KINDS } from "../validation/kinds.js";
import { isField } from "./convert.js";

export type SniffedEncoding = "utf-8" | "utf-16le" | "utf-16be";

/** Delimiters tried, in the order a tie is broken. */
export const CANDIDATE_DELIMITERS = [",", ";", "\t"] as const;

export interface CsvSniff {
  encoding: SniffedEncoding;
  /** The sample starts with the encoding's byte order mark. */
  bom: boolean;
  /** The delimiter given, or the candidate that names the most fields in the header. */
  delimiter: string;
  /** Whether `delimiter` was guessed (no delimiter was given). */
  guessed: boolean;
  /** The header's first line, decoded (at most 200 characters), for messages. */
  header: string;
  /** For the delimiter and each candidate: how many header cells name a MaintainDomain field. */
  knownFields: Readonly<Record<string, number>>;
}

/** Bytes read from the start of a file to sniff it. */
export const SNIFF_BYTES = 64 * 1024;

/** The encoding from a byte order mark, else from where UTF-16's zero bytes fall. */
export function sniffEncoding(sample: Uint8Array): { encoding: SniffedEncoding; bom: boolean } {
  const [a, b, c] = sample;
  if (a === 0xef && b === 0xbb && c === 0xbf) return { encoding: "utf-8", bom: true };
  if (a === 0xff && b === 0xfe) return { encoding: "utf-16le", bom: true };
  if (a === 0xfe && b === 0xff) return { encoding: "utf-16be", bom: true };
  // ASCII text in UTF-16 has a zero byte in every other place; UTF-8 text has none.
  let even = 0;
  let odd = 0;
  const end = Math.min(sample.length, 4096) & ~1;
  for (let i = 0; i < end; i += 2) {
    if (sample[i] === 0) even++;
    if (sample[i + 1] === 0) odd++;
  }
  const pairs = end / 2;
  if (pairs > 0 && odd > pairs / 4 && odd > even * 2) return { encoding: "utf-16le", bom: false };
  if (pairs > 0 && even > pairs / 4 && even > odd * 2) return { encoding: "utf-16be", bom: false };
  return { encoding: "utf-8", bom: false };
}

/** The cells of the first line of CSV text split at `delimiter` (quotes respected, unquoted). */
export function headerCells(text: string, delimiter: string): string[] {
  const cells: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch !== '"') current += ch;
      else if (text[i + 1] === '"') {
        current += '"';
        i++;
      } else quoted = false;
    } else if (ch === '"') quoted = true;
    else if (text.startsWith(delimiter, i)) {
      cells.push(current);
      current = "";
      i += delimiter.length - 1;
    } else if (ch === "\n" || ch === "\r") break;
    else current += ch;
  }
  cells.push(current);
  return cells.map((cell) => cell.trim());
}

/** Sniffs a sample of a CSV file; `delimiter` (a user's choice) is kept and only scored. */
export function sniffCsv(
  sample: Uint8Array,
  options: { delimiter?: string; encoding?: SniffedEncoding } = {},
): CsvSniff {
  const found = sniffEncoding(sample);
  const encoding = options.encoding ?? found.encoding;
  const bom = found.bom && found.encoding === encoding;
  const skip = bom ? (encoding === "utf-8" ? 3 : 2) : 0;
  const text = new TextDecoder(encoding, { ignoreBOM: true }).decode(sample.subarray(skip));
  const knownFields: Record<string, number> = {};
  for (const delimiter of new Set([
    ...CANDIDATE_DELIMITERS,
    ...(options.delimiter ? [options.delimiter] : []),
  ])) {
    knownFields[delimiter] = headerCells(text, delimiter).filter((cell) =>
      isField(KINDS.maintain, cell),
    ).length;
  }
  let delimiter = options.delimiter;
  if (delimiter === undefined) {
    delimiter = CANDIDATE_DELIMITERS[0];
    for (const candidate of CANDIDATE_DELIMITERS) {
      if (knownFields[candidate]! > knownFields[delimiter]!) delimiter = candidate;
    }
  }
  const firstLine = /^[^\r\n]*/.exec(text)?.[0] ?? "";
  return {
    encoding,
    bom,
    delimiter,
    guessed: options.delimiter === undefined,
    header: firstLine.length > 200 ? `${firstLine.slice(0, 200)}...` : firstLine,
    knownFields,
  };
}

/** Sniffs the first SNIFF_BYTES of a file. */
export async function sniffCsvFile(
  path: string,
  options: { delimiter?: string; encoding?: SniffedEncoding } = {},
): Promise<CsvSniff> {
  const file = await open(path, "r");
  try {
    const buffer = new Uint8Array(SNIFF_BYTES);
    const { bytesRead } = await file.read(buffer, 0, SNIFF_BYTES, 0);
    return sniffCsv(buffer.subarray(0, bytesRead), options);
  } finally {
    await file.close();
  }
}

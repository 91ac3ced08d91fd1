// Picks the reader from a file's extension.
import type { LocatedSource } from "../bulk/chunk.js";
import { kindOf } from "../validation/kinds.js";
import { type CsvOptions, readCsv } from "./csv.js";
import { readJson } from "./json.js";
import type { ReaderInput } from "./located.js";
import { readNdjson } from "./ndjson.js";

export type RecordFormat = "csv" | "ndjson" | "json";

const EXTENSIONS: Readonly<Record<string, RecordFormat>> = {
  ".csv": "csv",
  ".ndjson": "ndjson",
  ".jsonl": "ndjson",
  ".json": "json",
};

/** The format of a file from its extension (.csv, .ndjson / .jsonl, .json), or undefined. */
export function detectFormat(path: string): RecordFormat | undefined {
  const match = /\.[^./\\]+$/.exec(path.toLowerCase());
  return match ? EXTENSIONS[match[0]] : undefined;
}

export interface ReadOptions extends CsvOptions {
  /** Overrides detection by extension (required for a stream). */
  format?: RecordFormat;
}

/**
 * Reads FluctuationDomain records (VNNIC-07: MaintainDomain fields plus action, actionReason,
 * actionSource, actionDate) from a CSV, NDJSON or JSON file, as `readMaintainDomains` reads
 * MaintainDomain ones. Validate them with `validateSource(source, { kind: "fluctuation" })`, or
 * report them with the client's `reportFluctuationDomains`.
 */
export function readFluctuationDomains(
  input: ReaderInput,
  options: Omit<ReadOptions, "kind"> = {},
): LocatedSource {
  return readMaintainDomains(input, { ...options, kind: "fluctuation" });
}

/**
 * Reads MaintainDomain records (or `kind` ones) from a CSV, NDJSON or JSON file (by extension, or `format`).
 * The result re-reads the file on each iteration, so `reportMaintainDomains` validates it in
 * full before sending anything; every issue carries the file's line number.
 */
export function readMaintainDomains(input: ReaderInput, options: ReadOptions = {}): LocatedSource {
  const path = typeof input === "string" ? input : input instanceof URL ? input.pathname : undefined;
  const format = options.format ?? (path === undefined ? undefined : detectFormat(path));
  kindOf(options.kind); // JSON and NDJSON readers leave the fields to validation: checked here
  switch (format) {
    case "csv":
      return readCsv(input, options);
    case "ndjson":
      return readNdjson(input);
    case "json":
      return readJson(input);
    default:
      throw new TypeError(
        path === undefined
          ? "pass { format } to read a stream"
          : `cannot tell the format of "${path}": use a .csv, .ndjson, .jsonl or .json file, or pass { format }`,
      );
  }
}

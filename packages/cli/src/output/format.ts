// The output formats: a table for people; JSON, NDJSON and CSV for scripts and spreadsheets.
import { Option } from "commander";
import type { GlobalFlags } from "../config.js";

export const OUTPUT_FORMATS = ["table", "json", "ndjson", "csv"] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** The global `-o, --output <format>` option. */
export function outputOption(): Option {
  return new Option("-o, --output <format>", "output format (default table; --json is -o json)").choices(
    OUTPUT_FORMATS,
  );
}

/** `--output` wins; `--json` means json; else a table. */
export function outputFormatOf(globals: GlobalFlags): OutputFormat {
  return globals.output ?? (globals.json ? "json" : "table");
}

/** Whether errors are written as JSON (a script reads the output). */
export function jsonErrors(globals: GlobalFlags): boolean {
  const format = outputFormatOf(globals);
  return format === "json" || format === "ndjson";
}

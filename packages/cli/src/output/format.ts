// The output formats: a table for people; JSON, NDJSON and CSV for scripts and spreadsheets.
import { Option } from "commander";

export const OUTPUT_FORMATS = ["table", "json", "ndjson", "csv"] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** The flags that choose the output format (every command has them). */
export interface OutputFlags {
  json?: boolean;
  output?: OutputFormat;
}

/** The global `-o, --output <format>` option. */
export function outputOption(): Option {
  return new Option("-o, --output <format>", "output format (default table; --json is -o json)").choices(
    OUTPUT_FORMATS,
  );
}

/** `--output` wins; `--json` means json; else a table. */
export function outputFormatOf(flags: OutputFlags): OutputFormat {
  return flags.output ?? (flags.json ? "json" : "table");
}

/** Whether errors are written as JSON (a script reads the output). */
export function jsonErrors(flags: OutputFlags): boolean {
  const format = outputFormatOf(flags);
  return format === "json" || format === "ndjson";
}

// main(argv, io): parses the command line, runs the command, and returns the exit code.
// Nothing here touches process.*: src/bin.ts wires the real streams, tests pass captures.
import { CommanderError } from "commander";
import { EXIT } from "./exit-codes.js";
import type { CliIo } from "./io.js";
import { reportError } from "./output/errors.js";
import { buildProgram, type Outcome } from "./program.js";

/** Runs `cdrapi` with the user's arguments (process.argv.slice(2)); resolves to the exit code. */
export async function main(argv: readonly string[], cliIo: CliIo): Promise<number> {
  const outcome: Outcome = { code: EXIT.OK };
  const json = wantsJson(argv);
  const io: CliIo = { ...cliIo, jsonMessages: json };
  const program = buildProgram(io, outcome, { jsonErrors: json });
  try {
    await program.parseAsync([...argv], { from: "user" });
    return outcome.code;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end with code 0; a usage error was already printed by commander.
      return error.exitCode === 0 ? EXIT.OK : EXIT.USAGE;
    }
    const verbose = program.opts().verbose === true || argv.includes("--verbose") || argv.includes("-v");
    return reportError(io.stderr, error, verbose, json);
  }
}

/**
 * Whether the command line asks for JSON output (`--json`, `-o json|ndjson`): then errors are
 * JSON too. Read from argv, not the parsed options, so that usage errors (found while parsing)
 * follow it as well.
 */
export function wantsJson(argv: readonly string[]): boolean {
  let format: string | undefined;
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--") break;
    if (arg === "--json") json = true;
    else if (arg === "-o" || arg === "--output") format = argv[i + 1];
    else if (arg.startsWith("--output=")) format = arg.slice("--output=".length);
    else if (/^-o\w/.test(arg)) format = arg.slice(2);
  }
  return format === undefined ? json : format === "json" || format === "ndjson";
}

// main(argv, io): parses the command line, runs the command, and returns the exit code.
// Nothing here touches process.*: src/bin.ts wires the real streams, tests pass captures.
import { CommanderError } from "commander";
import { EXIT } from "./exit-codes.js";
import type { CliIo } from "./io.js";
import { reportError } from "./output/errors.js";
import { buildProgram, type Outcome } from "./program.js";

/** Runs `cdrapi` with the user's arguments (process.argv.slice(2)); resolves to the exit code. */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const outcome: Outcome = { code: EXIT.OK };
  const program = buildProgram(io, outcome);
  try {
    await program.parseAsync([...argv], { from: "user" });
    return outcome.code;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end with code 0; a usage error was already printed by commander.
      return error.exitCode === 0 ? EXIT.OK : EXIT.USAGE;
    }
    const verbose = program.opts().verbose === true || argv.includes("--verbose") || argv.includes("-v");
    return reportError(io.stderr, error, verbose);
  }
}

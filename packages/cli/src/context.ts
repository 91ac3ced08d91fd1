// What a command's action receives: the IO, the global flags, and helpers to add the
// connection options each command group needs.
import { type Command, Option } from "commander";
import type { GlobalFlags } from "./config.js";
import type { CliIo } from "./io.js";

export interface Context {
  io: CliIo;
  /** The command's name in hints ("cdrapi"). */
  name: string;
  /** Wraps an action: its return value is the exit code (undefined: 0). */
  action<A extends unknown[]>(
    fn: (globals: GlobalFlags, ...args: A) => Promise<number | undefined>,
  ): (...args: A) => Promise<void>;
}

/** The globals (--json, --verbose, --timeout) of the command an action runs. */
export function globalsOf(command: Command): GlobalFlags {
  return command.optsWithGlobals() as GlobalFlags;
}

/** Connection options of the reporting commands; defaults come from the environment. */
export function withReportingOptions(command: Command): Command {
  return command
    .addOption(
      new Option("--env <name>", "VNNIC system (env CDRAPI_REPORTING_ENV; default production)").choices([
        "production",
        "ote",
      ]),
    )
    .option("--url <url>", "API root instead of --env, e.g. a test server (env CDRAPI_REPORTING_URL)")
    .option("--username <name>", "registrar client id (env CDRAPI_REPORTING_USERNAME)")
    .option("--password-stdin", "read the password from standard input (or env CDRAPI_REPORTING_PASSWORD)")
    .option(
      "--password-file <path>",
      "read the password from the first line of a file only its owner can read (chmod 600), e.g. for cron",
    )
    .option("--password <password>", "password as a flag: works, but warns (shell history, process list)");
}

/** Connection options of the compute commands; defaults come from the environment. */
export function withComputeOptions(command: Command): Command {
  return command
    .option("--url <url>", "HostBill client API root, with any /api prefix (env CDRAPI_COMPUTE_URL)")
    .option("--token-stdin", "read a bearer token from standard input (or env CDRAPI_COMPUTE_TOKEN)")
    .option("--username <name>", "log in with this user (env CDRAPI_COMPUTE_USERNAME)")
    .option(
      "--password-stdin",
      "read the login password from standard input (or env CDRAPI_COMPUTE_PASSWORD)",
    )
    .option("--token <token>", "token as a flag: works, but warns (shell history, process list)")
    .option("--password <password>", "password as a flag: works, but warns (shell history, process list)");
}

/** Help text listing examples, shown after the options. */
export function examples(...lines: string[]): string {
  return `\nExamples:\n${lines.map((l) => `  $ ${l}`).join("\n")}\n`;
}

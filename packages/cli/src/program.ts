// The commander program: every command, its options and its help with examples.
import { Command, CommanderError, InvalidArgumentError, Option } from "commander";
import { registerDomains } from "./commands/domains.js";
import { registerPlaces } from "./commands/places.js";
import { registerReports } from "./commands/reports.js";
import { registerVm } from "./commands/vm.js";
import type { GlobalFlags } from "./config.js";
import { type Context, globalsOf } from "./context.js";
import type { CliIo } from "./io.js";
import { VERSION } from "./version.js";

const FOOTER = `
Configuration (flags win over the environment):
  CDRAPI_REPORTING_USERNAME, CDRAPI_REPORTING_PASSWORD   registrar credentials (HTTP Basic)
  CDRAPI_REPORTING_ENV       production (default) or ote
  CDRAPI_REPORTING_URL       another API root (a test server); wins over the environment
  CDRAPI_COMPUTE_URL         your provider's HostBill client API root, with any /api prefix
  CDRAPI_COMPUTE_TOKEN       a bearer token, or:
  CDRAPI_COMPUTE_USERNAME, CDRAPI_COMPUTE_PASSWORD       a login
Secrets: prefer the environment or --password-stdin; --password and --token work but warn.

Exit codes: 0 success, 1 invalid input, 2 usage, 3 authentication, 4 server or network,
130 interrupted (an upload keeps its checkpoint).

Examples:
  $ cdrapi reports validate domains.csv
  $ cdrapi reports upload domains.csv --checkpoint domains.checkpoint.json
  $ cdrapi reports status 12345
  $ cdrapi domains get nhadat-saigon.com
  $ cdrapi places wards --district 760
  $ cdrapi vm resources 1201
Run "cdrapi <command> <subcommand> --help" for the options and examples of each.
`;

function seconds(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new InvalidArgumentError("must be a positive number of seconds");
  return n;
}

/** The exit code an action set, read by main() after parsing. */
export interface Outcome {
  code: number;
}

export function buildProgram(io: CliIo, outcome: Outcome): Command {
  const name = io.name ?? "cdrapi";
  const program = new Command(name)
    .description(
      "The Cloud, Domain and Registrar Reporting API from a shell: validate and upload VNNIC maintained-domain reports, read domains and places, read cloud VMs.",
    )
    .version(VERSION, "-V, --version")
    .option("--json", "print results as JSON (for scripts)")
    .option("-v, --verbose", "error details and request logs on stderr")
    .addOption(new Option("--timeout <seconds>", "per-request timeout (default 60)").argParser(seconds))
    .showHelpAfterError("(run with --help for usage)")
    .showSuggestionAfterError(true)
    .configureHelp({ showGlobalOptions: true, sortSubcommands: false })
    .addHelpText("after", FOOTER)
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
    });

  const ctx: Context = {
    io,
    name,
    action:
      <A extends unknown[]>(fn: (globals: GlobalFlags, ...args: A) => Promise<number | undefined>) =>
      async (...args: A) => {
        const command = args[args.length - 1] as Command;
        outcome.code = (await fn(globalsOf(command), ...(args.slice(0, -1) as A))) ?? 0;
      },
  };
  registerReports(program, ctx);
  registerDomains(program, ctx);
  registerPlaces(program, ctx);
  registerVm(program, ctx);

  // Every command inherits the output, the error handling and the help settings.
  const inherit = (command: Command) => {
    for (const sub of command.commands) {
      sub.exitOverride().showHelpAfterError("(run with --help for usage)").showSuggestionAfterError(true);
      sub.configureOutput({
        writeOut: (text) => io.stdout.write(text),
        writeErr: (text) => io.stderr.write(text),
      });
      sub.configureHelp({ showGlobalOptions: true });
      inherit(sub);
    }
  };
  inherit(program);
  return program;
}

export { CommanderError };

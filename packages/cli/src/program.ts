// The commander program: every command, its options and its help with examples.
import { Argument, Command, CommanderError, InvalidArgumentError, Option } from "commander";
import { registerApi } from "./commands/api.js";
import { registerAuth } from "./commands/auth.js";
import { registerDomains } from "./commands/domains.js";
import { registerFluctuation } from "./commands/fluctuation.js";
import { registerHosting } from "./commands/hosting.js";
import { registerMcp } from "./commands/mcp.js";
import { registerPlaces } from "./commands/places.js";
import { registerProvider } from "./commands/provider.js";
import { registerReports } from "./commands/reports.js";
import { registerVm } from "./commands/vm.js";
import { COMPLETE_COMMAND, completeWith, completionScript, SHELLS, type Shell } from "./completion.js";
import type { GlobalFlags } from "./config.js";
import { type Context, examples, globalsOf } from "./context.js";
import { exitCodeSummary } from "./exit-codes.js";
import { type CliIo, line } from "./io.js";
import { outputOption } from "./output/format.js";
import { profileNames } from "./profiles.js";
import { VALIDATE_RESPONSES } from "./response-validation.js";
import { VERSION } from "./version.js";

const FOOTER = `
Configuration (flags win over the environment, the environment over the profile):
  CDRAPI_CONFIG              the config file (default ~/.config/cdrapi/config.json) with named
                             profiles; --profile NAME or CDRAPI_PROFILE picks one
  CDRAPI_REPORTING_USERNAME, CDRAPI_REPORTING_PASSWORD   registrar credentials (HTTP Basic)
  CDRAPI_REPORTING_ENV       production (default) or ote
  CDRAPI_REPORTING_URL       another API root (a test server); wins over the environment
  CDRAPI_COMPUTE_URL         your provider's HostBill client API root, with any /api prefix
  CDRAPI_COMPUTE_TOKEN       a bearer token, or:
  CDRAPI_COMPUTE_USERNAME, CDRAPI_COMPUTE_PASSWORD       a login
  CDRAPI_VALIDATE_RESPONSES  warn or throw: check answers against the document (--validate-responses)
  or "cdrapi auth login" once: every HostBill command of the profile reuses that login
  CDRAPI_MAX_REQUESTS_PER_MINUTE   pace every command's requests (e.g. 120)
  HTTPS_PROXY, HTTP_PROXY, NO_PROXY   a proxy, as curl reads them
  NODE_EXTRA_CA_CERTS        a PEM file of certificate authorities to trust (or --ca-file)
Secrets: prefer the environment or --password-stdin; --password and --token work but warn.

${wrap(exitCodeSummary(), 95)}

Examples:
  $ cdrapi reports validate domains.csv
  $ cdrapi reports upload domains.csv --checkpoint domains.checkpoint.json
  $ cdrapi reports status 12345
  $ cdrapi domains get nhadat-saigon.com
  $ cdrapi places wards --district 760
  $ cdrapi vm reboot 1201 vm-10
  $ cdrapi domains list -o ndjson | head
  $ cdrapi api getAllListOfProvincesUsingGET
Run "cdrapi <command> <subcommand> --help" for the options and examples of each.
`;

/** `text` cut into lines of at most `width` characters, at spaces. */
function wrap(text: string, width: number): string {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(" ")) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  return [...lines, current].join("\n");
}

function seconds(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new InvalidArgumentError("must be a positive number of seconds");
  return n;
}

/** The exit code an action set, read by main() after parsing. */
export interface Outcome {
  code: number;
}

export interface ProgramOptions {
  /** Usage errors as JSON lines on stderr (the command line asked for JSON output). */
  jsonErrors?: boolean;
}

export function buildProgram(io: CliIo, outcome: Outcome, options: ProgramOptions = {}): Command {
  const writeErr = (text: string) => io.stderr.write(text);
  const outputError = (text: string, write: (text: string) => void) => {
    if (!options.jsonErrors) return write(text);
    const message = text.replace(/^error: /, "").trim();
    write(`${JSON.stringify({ error: { exitCode: 2, kind: "usage", name: "UsageError", message } })}\n`);
  };
  const helpAfterError = options.jsonErrors ? false : "(run with --help for usage)";
  const name = io.name ?? "cdrapi";
  const program = new Command(name)
    .description(
      "The Cloud, Domain and Registrar Reporting API from a shell: validate and upload VNNIC maintained-domain and fluctuation reports, read domains and places; a hosting customer's services, VMs, DNS, domains, invoices and tickets; any operation with `cdrapi api`.",
    )
    .version(VERSION, "-V, --version")
    .option("--json", "print results as JSON (for scripts); errors too, on stderr")
    .addOption(outputOption())
    .addOption(
      completeWith(
        new Option("--profile <name>", "a profile of the config file (env CDRAPI_PROFILE)"),
        "profiles",
      ),
    )
    .option("-v, --verbose", "error details and request logs on stderr")
    .addOption(
      new Option(
        "--timeout <seconds>",
        "per-request timeout, the answer included; a list may take longer, but fails once less than 1 KiB of it came in that time (default 60)",
      ).argParser(seconds),
    )
    .option("--ca-file <path>", "trust the certificate authorities of this PEM file too (env CDRAPI_CA_FILE)")
    .option(
      "--cert <path>",
      "a client certificate (PEM) for servers that ask for one, with --key (env CDRAPI_CERT_FILE)",
    )
    .option("--key <path>", "the client certificate's private key (PEM, owner-only) (env CDRAPI_KEY_FILE)")
    .addOption(
      new Option(
        "--validate-responses <mode>",
        "check each answer against the document's schema and warn, or fail (exit 4), where it differs (env CDRAPI_VALIDATE_RESPONSES)",
      ).choices(VALIDATE_RESPONSES),
    )
    .showHelpAfterError(helpAfterError)
    .showSuggestionAfterError(true)
    .configureHelp({ showGlobalOptions: true, sortSubcommands: false })
    .addHelpText("after", FOOTER)
    .exitOverride()
    .configureOutput({ writeOut: (text) => io.stdout.write(text), writeErr, outputError });

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
  registerFluctuation(program.commands.find((command) => command.name() === "reports")!, ctx);
  registerDomains(program, ctx);
  registerPlaces(program, ctx);
  registerVm(program, ctx);
  registerHosting(program, ctx);
  registerApi(program, ctx);
  registerMcp(program, ctx);
  registerProvider(program, ctx);
  registerAuth(program, ctx);
  program
    .command("completion")
    .description("print the shell completion script (bash, zsh or fish)")
    .addArgument(new Argument("<shell>", "bash, zsh or fish").choices(SHELLS))
    .addHelpText(
      "after",
      examples(
        "cdrapi completion bash > ~/.local/share/bash-completion/completions/cdrapi",
        "source <(cdrapi completion bash)    # or this line in ~/.bashrc",
        "cdrapi completion zsh > ~/.zfunc/_cdrapi      # a folder of $fpath",
        "cdrapi completion fish > ~/.config/fish/completions/cdrapi.fish",
      ),
    )
    .action((shell: Shell) => {
      io.stdout.write(completionScript(shell, program));
    });

  // What the completion scripts read at TAB time: the config file's profile names.
  program
    .command(COMPLETE_COMMAND, { hidden: true })
    .argument("<what>")
    .action((what: string) => {
      if (what === "profiles") for (const profile of profileNames(io)) line(io.stdout, profile);
    });

  // Every command inherits the output, the error handling and the help settings.
  const inherit = (command: Command) => {
    for (const sub of command.commands) {
      sub.exitOverride().showHelpAfterError(helpAfterError).showSuggestionAfterError(true);
      sub.configureOutput({ writeOut: (text) => io.stdout.write(text), writeErr, outputError });
      sub.configureHelp({ showGlobalOptions: true });
      inherit(sub);
    }
  };
  inherit(program);
  return program;
}

export { CommanderError };

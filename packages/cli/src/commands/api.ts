// `cdrapi api <operationId>`: any operation of the document, by its operationId, with the right
// credentials (the registrar's for reporting, the hosting customer's for HostBill), like
// `gh api`. `--param k=v` fills the path's {k}, or else the query; `--body FILE|-` sends JSON.
// The answer is printed as JSON (`-o` for a table, NDJSON or CSV; a list is streamed).
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { type Command, Option } from "commander";
import { callStreamed } from "../api/call.js";
import { allOperations, type ConnectionFlags, type FoundOperation, findOperation } from "../api/groups.js";
import { readSecretFromStdin } from "../config.js";
import { type Context, examples, withComputeOptions } from "../context.js";
import { InputError, UsageError } from "../exit-codes.js";
import type { CliIo } from "../io.js";
import { printAnswer } from "../output/answer.js";
import { printList } from "../output/list.js";

interface ApiFlags extends ConnectionFlags {
  param?: string[];
  body?: string;
  list?: boolean;
}

/** Collects a repeatable option. */
const collect = (value: string, previous: string[] = []) => [...previous, value];

export function registerApi(program: Command, ctx: Context): void {
  const command = program
    .command("api")
    .argument("[operationId]", "the operation, e.g. getAllListOfProvincesUsingGET (see --list)")
    .description("call any operation of the API by its operationId, with the right credentials")
    .option(
      "-p, --param <key=value>",
      "a path parameter ({key} in the path) or else a query parameter; repeatable",
      collect,
    )
    .option("--body <file>", "the JSON request body from a file, or - for standard input")
    .option("--list", "list every operation: operationId, method, path and package")
    .addOption(
      new Option("--env <name>", "VNNIC system, for reporting operations (env CDRAPI_REPORTING_ENV)").choices(
        ["production", "ote"],
      ),
    );
  withComputeOptions(command)
    .addHelpText(
      "after",
      `${examples(
        "cdrapi api --list",
        "cdrapi api getAllListOfWardsByDistrictIdUsingGET --param districtId=760",
        "cdrapi api getStatusOfReportUsingGET -p id=12345",
        "cdrapi api Services_vmReboot -p id=1201 -p vmid=vm-10",
        'echo \'{"subject":"Help","body":"..."}\' | cdrapi api Support_openTicket --body -',
      )}\nReporting operations use CDRAPI_REPORTING_* (Basic auth); every other one uses CDRAPI_COMPUTE_*\n(the provider's HostBill client API: token or login). --url, --username and the secret flags apply to\nwhichever the operation needs.\n`,
    )
    .action(
      ctx.action(async (globals, operationId: string | undefined, flags: ApiFlags) => {
        const format = globals.output ?? (globals.json ? "json" : undefined);
        if (flags.list) {
          const rows = allOperations().map(({ operationId: id, method, path, group }) => ({
            operationId: id,
            method: method.toUpperCase(),
            path,
            package: group.name,
          }));
          await printList(ctx.io.stdout, format ?? "table", rows);
          return 0;
        }
        if (operationId === undefined)
          throw new UsageError("name an operation (cdrapi api --list shows them)");
        const operation = lookUp(operationId);
        const { path, query } = parameters(operation, flags.param ?? []);
        if (flags.body === "-" && (flags.passwordStdin || flags.tokenStdin)) {
          throw new UsageError(
            "--body - and a secret from standard input cannot both read it: use --body FILE",
          );
        }
        const body = flags.body === undefined ? undefined : await readBody(ctx.io, flags.body);
        const api = await operation.group.connect(flags, globals, ctx.io);
        // A list streams (150,000 domains in constant memory); anything else is read whole.
        const answer = await callStreamed(api, operation, { path, query, body, signal: ctx.io.signal });
        if ("list" in answer) await printList(ctx.io.stdout, format ?? "json", answer.list);
        else if (answer.data !== undefined)
          await printAnswer(ctx.io, { ...globals, output: format ?? "json" }, answer.data);
        return 0;
      }),
    );
}

/** The operation, or a usage error naming the closest ids. */
function lookUp(operationId: string): FoundOperation {
  const found = findOperation(operationId);
  if (found) return found;
  const wanted = operationId.toLowerCase();
  const close = allOperations()
    .map((op) => op.operationId)
    .filter((id) => id.toLowerCase().includes(wanted) || wanted.includes(id.toLowerCase()))
    .slice(0, 5);
  throw new UsageError(
    `unknown operation "${operationId}"${close.length ? ` (did you mean ${close.join(", ")}?)` : ""}: cdrapi api --list shows them all`,
  );
}

/** `k=v` pairs: the path's {k} first, else the query (a repeated key is a list). */
export function parameters(
  operation: FoundOperation,
  pairs: readonly string[],
): { path: Record<string, string>; query: Record<string, string | string[]> } {
  const names = new Set([...operation.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!));
  const path: Record<string, string> = {};
  const query: Record<string, string | string[]> = {};
  for (const pair of pairs) {
    const at = pair.indexOf("=");
    if (at <= 0) throw new UsageError(`--param ${pair}: use key=value`);
    const [key, value] = [pair.slice(0, at), pair.slice(at + 1)];
    if (names.has(key)) path[key] = value;
    else {
      const before = query[key];
      query[key] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
    }
  }
  const missing = [...names].filter((name) => path[name] === undefined || path[name] === "");
  if (missing.length > 0) {
    throw new UsageError(
      `${operation.operationId} (${operation.method.toUpperCase()} ${operation.path}) needs ${missing.map((m) => `--param ${m}=...`).join(" ")}`,
    );
  }
  return { path, query };
}

async function readBody(io: CliIo, source: string): Promise<unknown> {
  let text: string;
  if (source === "-") text = await readSecretFromStdin(io, "--body -").catch(() => "");
  else {
    try {
      text = await readFile(resolve(io.cwd ?? process.cwd(), source), "utf8");
    } catch (error) {
      throw new InputError(
        `cannot read the body ${source}: ${(error as NodeJS.ErrnoException).code ?? error}`,
      );
    }
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new InputError(
      `the body ${source === "-" ? "(standard input)" : source} is not JSON: ${(error as Error).message}`,
    );
  }
}

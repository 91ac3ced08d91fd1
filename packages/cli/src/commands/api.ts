// `cdrapi api`: any operation of the document with the right credentials (the registrar's for
// reporting, the hosting customer's for HostBill), like `gh api`. The operation is named by its
// operationId, its SDK name (`vms.reboot`, `compute.vms.reboot`) or `METHOD /path`; the path's
// ids come from the words after it or from the fields. The answer prints as JSON (`-o` for a
// table, NDJSON or CSV; a list is streamed).
import { redactText, redactValue } from "@cdrapi/core";
import { Argument, type Command, InvalidArgumentError, Option } from "commander";
import { callStreamed } from "../api/call.js";
import { fieldsOf, type RequestParts, requestOf } from "../api/fields.js";
import { allOperations, type ConnectionFlags, type FoundOperation, sdkNamesOf } from "../api/groups.js";
import { readInput } from "../api/read-input.js";
import { HTTP_METHODS, resolveOperation } from "../api/resolve.js";
import { completeWith } from "../completion.js";
import type { GlobalFlags } from "../config.js";
import { type Context, examples, withComputeOptions } from "../context.js";
import { InputError, UsageError } from "../exit-codes.js";
import { type CliIo, line } from "../io.js";
import { printAnswer } from "../output/answer.js";
import { printList } from "../output/list.js";
import { inert } from "../output/terminal.js";

interface ApiFlags extends ConnectionFlags {
  param?: string[];
  rawField?: string[];
  field?: string[];
  header?: string[];
  method?: string;
  input?: string;
  body?: string;
  include?: boolean;
  paginate?: boolean;
  list?: boolean;
}

/** Collects a repeatable option. */
const collect = (value: string, previous: string[] = []) => [...previous, value];

/** Every name `cdrapi api` takes for an operation, for completion: ids, then SDK names. */
export function operationNames(): string[] {
  const operations = allOperations();
  return [...new Set([...operations.map((op) => op.operationId), ...operations.flatMap(sdkNamesOf)])];
}

export function registerApi(program: Command, ctx: Context): void {
  const command = program
    .command("api")
    .addArgument(
      completeWith(
        new Argument(
          "[operation...]",
          "an operationId, an SDK name (vms.reboot) or METHOD /path; then the path's ids in order",
        ),
        operationNames(),
      ),
    )
    .description("call any operation of the API (by operationId, SDK name or METHOD /path), like gh api")
    .option(
      "-f, --raw-field <key=value>",
      "a string field: the path's {key}, else the JSON body's key (or the query when there is no body); repeatable",
      collect,
    )
    .option(
      "-F, --field <key=value>",
      "a typed field: true, false, null and integers as JSON, @file (or @-) a file's text; key[]=v makes a list",
      collect,
    )
    .option(
      "-p, --param <key=value>",
      "a path parameter ({key} in the path) or else a query parameter",
      collect,
    )
    .option("-H, --header <name: value>", "an extra request header; repeatable", collect)
    .addOption(
      new Option(
        "-X, --method <method>",
        "the HTTP method of a /path (default GET, or the path's one method)",
      )
        .choices(HTTP_METHODS)
        .argParser((value: string) => {
          const method = value.toUpperCase();
          if (!(HTTP_METHODS as readonly string[]).includes(method))
            throw new InvalidArgumentError(`Allowed choices are ${HTTP_METHODS.join(", ")}.`);
          return method;
        }),
    )
    .option(
      "--input <file>",
      "the JSON request body from a file, or - for standard input (fields then go to the query)",
    )
    .addOption(new Option("--body <file>", "same as --input").hideHelp())
    .option("-i, --include", "print the answer's status line and headers (secrets redacted) before its body")
    .option(
      "--paginate",
      "for a list operation: every item of every page (?page=N to the last), through the SDK's list iteration",
    )
    .option("--list", "list every operation: operationId, SDK name, method, path and package")
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
        "cdrapi api places.listWardsByDistrict 760",
        "cdrapi api GET /v1/places/wards/760 -o table",
        "cdrapi api vms.reboot 1201 vm-10",
        "cdrapi api 'Cloud Instance_reboot' -f id=1201 -f vmid=vm-10 --include",
        "cdrapi api POST /service/1201/vms/vm-10/reboot",
        "cdrapi api invoices.list -F page=1 -o csv",
        "cdrapi api tickets.list --paginate -o ndjson",
        "cdrapi api tickets.create -f subject=Help -f body='vm-10 does not boot' -f dept_id=1",
        'echo \'{"subject":"Help","body":"...","dept_id":"1"}\' | cdrapi api tickets.create --input -',
      )}\nReporting operations use CDRAPI_REPORTING_* (Basic auth); every other one uses CDRAPI_COMPUTE_*\n(the provider's HostBill client API: token or login). --url, --username and the secret flags apply to\nwhichever the operation needs.\n`,
    )
    .action(
      ctx.action(async (globals, words: string[], flags: ApiFlags) => {
        const format = globals.output ?? (globals.json ? "json" : undefined);
        if (flags.list) {
          const rows = allOperations().map((op) => ({
            operationId: op.operationId,
            sdk: op.sdkName ?? "",
            method: op.method.toUpperCase(),
            path: op.path,
            package: op.group.name,
          }));
          await printList(ctx.io.stdout, format ?? "table", rows);
          return 0;
        }
        if (words.length === 0) throw new UsageError("name an operation (cdrapi api --list shows them)");
        const input = flags.input ?? flags.body;
        if (input !== undefined && flags.input !== undefined && flags.body !== undefined)
          throw new UsageError("use --input or --body, not both");
        const readsStdin = [input === "-", ...[...(flags.field ?? [])].map((f) => /^[^=]*=@-$/.test(f))];
        if (readsStdin.filter(Boolean).length + (flags.passwordStdin || flags.tokenStdin ? 1 : 0) > 1) {
          throw new UsageError(
            "only one of --input -, a field's @- and a secret's --*-stdin can read standard input",
          );
        }
        const { operation, pathParams, query: pathQuery, rest } = resolveOperation(words, flags.method);
        const headers = headersOf(flags.header ?? []);
        const fields = await fieldsOf({ raw: flags.rawField ?? [], typed: flags.field ?? [] }, (source) =>
          readInput(ctx.io, source),
        );
        const parts: RequestParts = requestOf(operation, {
          pathParams,
          pathQuery,
          positional: rest,
          params: flags.param ?? [],
          fields,
          hasInput: input !== undefined,
        });
        const body = input === undefined ? parts.body : await readBody(ctx.io, input);
        if (flags.paginate) {
          const { items } = await paginate(ctx.io, flags, globals, operation, parts, body, headers);
          await printList(ctx.io.stdout, format ?? "json", items);
          return 0;
        }
        const api = await operation.group.connect(flags, globals, ctx.io);
        const answer = await callStreamed(api, operation, {
          path: parts.path,
          query: parts.query,
          body,
          headers,
          signal: ctx.io.signal,
          onResponse: flags.include ? (response) => printHead(ctx.io, response) : undefined,
        });
        if ("list" in answer) await printList(ctx.io.stdout, format ?? "json", answer.list);
        else if (answer.data !== undefined)
          await printAnswer(ctx.io, { ...globals, output: format ?? "json" }, answer.data);
        return 0;
      }),
    );
}

/**
 * `--paginate`: the operation's SDK method called with the request's parts in the method's
 * argument order (path ids, body, query, options), its ListPromise iterated: every item of every
 * page. Only a list operation (the generated method index says which) can be walked.
 */
async function paginate(
  io: CliIo,
  flags: ApiFlags,
  globals: GlobalFlags,
  operation: FoundOperation,
  parts: RequestParts,
  body: unknown,
  headers: Record<string, string> | undefined,
): Promise<{ items: AsyncIterable<unknown> }> {
  const row = operation.group.methods[operation.operationId];
  if (!row?.list) {
    throw new UsageError(
      `--paginate walks a list operation, and ${operation.sdkName ?? operation.operationId} is not one (cdrapi api --list shows the operations)`,
    );
  }
  if (flags.include) throw new UsageError("--paginate and --include cannot be used together");
  const ids = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((m) => parts.path?.[m[1]!]);
  const args = [
    ...ids,
    ...(row.body ? [body] : []),
    ...(row.query ? [parts.query] : []),
    { signal: io.signal, headers },
  ];
  const client = (await operation.group.client(flags, globals, io)) as unknown as Record<
    string,
    Record<string, (...args: unknown[]) => AsyncIterable<unknown>>
  >;
  const [namespace, method] = row.method.split(".") as [string, string];
  // Wrapped: the ListPromise returned as is would be awaited (the first page alone).
  return { items: client[namespace]![method]!(...args) };
}

/**
 * `-H 'Name: value'` pairs as a header record, each refused (exit 2, before any request) unless
 * it is sent as written: a line break would end the header (and start another) or be trimmed
 * away unseen, and Node's Headers judges the rest. The message names the header, never its value.
 */
function headersOf(pairs: readonly string[]): Record<string, string> | undefined {
  if (pairs.length === 0) return undefined;
  const headers: Record<string, string> = {};
  for (const pair of pairs) {
    const at = pair.indexOf(":");
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (at < 0 || name === "") throw new UsageError("--header: use 'Name: value'");
    const shown = `--header ${name}`;
    if (/[\r\n\0]/.test(pair))
      throw new UsageError(`${shown}: a header cannot hold a line break (CR, LF) or NUL`);
    try {
      new Headers([[name, value]]);
    } catch {
      throw new UsageError(
        `${shown}: not a valid header (a name of letters, digits and !#$%&'*+-.^_\`|~; a value of Latin-1 characters)`,
      );
    }
    headers[name] = value;
  }
  return headers;
}

/** The status line and headers, as `curl -i` and `gh api -i` print them; credentials redacted. */
function printHead(io: CliIo, response: Response): void {
  line(io.stdout, `HTTP/1.1 ${response.status} ${inert(response.statusText)}`.trimEnd());
  const headers = redactValue(Object.fromEntries(response.headers)) as Record<string, string>;
  for (const [name, value] of Object.entries(headers))
    line(io.stdout, inert(`${name}: ${redactText(value)}`));
  line(io.stdout);
}

async function readBody(io: CliIo, source: string): Promise<unknown> {
  const text = await readInput(io, source);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new InputError(
      `the body ${source === "-" ? "(standard input)" : source} is not JSON: ${(error as Error).message}`,
    );
  }
}

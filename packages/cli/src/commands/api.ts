// `cdrapi api`: any operation of the document with the right credentials (the registrar's for
// reporting, the hosting customer's for HostBill), like `gh api`. The operation is named by its
// operationId, its SDK name (`vms.reboot`, `compute.vms.reboot`) or `METHOD /path`; the path's
// ids come from the words after it or from the fields. The answer prints as JSON (`-o` for a
// table, NDJSON or CSV; a list is streamed).
import { ApiError, redactText, redactValue, ValidationError } from "@cdrapi/core";
import { Argument, type Command, InvalidArgumentError, Option } from "commander";
import { callStreamed } from "../api/call.js";
import { fieldsOf, type RequestParts, requestOf } from "../api/fields.js";
import { allOperations, type ConnectionFlags, type FoundOperation, sdkNamesOf } from "../api/groups.js";
import { readInput } from "../api/read-input.js";
import { HTTP_METHODS, resolveOperation } from "../api/resolve.js";
import { walkList } from "../api/walk.js";
import { completeWith } from "../completion.js";
import { type GlobalFlags, validateResponsesOf } from "../config.js";
import { type Context, examples, withComputeOptions } from "../context.js";
import { InputError, UsageError } from "../exit-codes.js";
import { type CliIo, line, message } from "../io.js";
import { printAnswer } from "../output/answer.js";
import type { OutputFormat } from "../output/format.js";
import { printList } from "../output/list.js";
import { inert } from "../output/terminal.js";
import { withProfile } from "../profiles.js";

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
  return [
    ...new Set([...operations.flatMap((op) => op.operationId ?? []), ...operations.flatMap(sdkNamesOf)]),
  ];
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
      ctx.action(async (globals, words: string[], flags: ApiFlags) =>
        apiRun(ctx.io, apiOptionsOf(globals, words, flags)),
      ),
    );
}

/**
 * What `cdrapi api` was asked, from its command line: the flags checked against each other and
 * the headers parsed, before anything is read, resolved or sent (apiRun does that).
 */
export interface ApiOptions {
  globals: GlobalFlags;
  /** The connection flags (--url, --username, the secrets' flags, --env). */
  connection: ConnectionFlags;
  /** --list: print the operations instead of calling one. */
  list: boolean;
  /** The operation's name, then the path's ids in order. */
  words: string[];
  /** -X: the method of a /path. */
  method: string | undefined;
  /** -p key=value, as given. */
  params: string[];
  /** -f key=value (strings) and -F key=value (typed), as given. */
  fields: { raw: string[]; typed: string[] };
  headers: Record<string, string> | undefined;
  /** --input (or --body): the JSON body's file, or - for standard input. */
  input: string | undefined;
  include: boolean;
  paginate: boolean;
  /** -o or --json; undefined: a table for --list, JSON otherwise. */
  format: OutputFormat | undefined;
}

/** `cdrapi api`'s flags and words as ApiOptions; a usage error (exit 2) for flags that do not go together. */
export function apiOptionsOf(globals: GlobalFlags, words: string[], flags: ApiFlags): ApiOptions {
  const { param, rawField, field, header, method, input, body, include, paginate, list, ...connection } =
    flags;
  const options: ApiOptions = {
    globals,
    connection,
    list: list === true,
    words,
    method,
    params: param ?? [],
    fields: { raw: rawField ?? [], typed: field ?? [] },
    headers: undefined,
    input: input ?? body,
    include: include === true,
    paginate: paginate === true,
    format: globals.output ?? (globals.json ? "json" : undefined),
  };
  if (options.list) return options;
  if (words.length === 0) throw new UsageError("name an operation (cdrapi api --list shows them)");
  if (input !== undefined && body !== undefined) throw new UsageError("use --input or --body, not both");
  const readsStdin = [options.input === "-", ...options.fields.typed.map((f) => /^[^=]*=@-$/.test(f))];
  if (readsStdin.filter(Boolean).length + (flags.passwordStdin || flags.tokenStdin ? 1 : 0) > 1) {
    throw new UsageError(
      "only one of --input -, a field's @- and a secret's --*-stdin can read standard input",
    );
  }
  if (options.paginate && options.include)
    throw new UsageError("--paginate and --include cannot be used together");
  options.headers = headersOf(header ?? []);
  return options;
}

/** Runs `cdrapi api` as asked: lists the operations, or calls one and prints its answer. */
export async function apiRun(io: CliIo, options: ApiOptions): Promise<number> {
  const { format, globals } = options;
  if (options.list) {
    const rows = allOperations().map((op) => ({
      operationId: op.operationId,
      sdk: op.sdkName ?? "",
      method: op.method.toUpperCase(),
      path: op.path,
      package: op.group.name,
    }));
    await printList(io.stdout, format ?? "table", rows);
    return 0;
  }
  const { operation, pathParams, query: pathQuery, rest } = resolveOperation(options.words, options.method);
  if (!operation.inDocument) {
    const login =
      operation.group.credentials === "reporting" ? "the registrar's credentials" : "the HostBill login";
    message(
      io,
      "notice",
      `${operation.method} ${operation.path} is not in the document: sent as written, with ${login}`,
    );
  }
  const fields = await fieldsOf(options.fields, (source) => readInput(io, source));
  const parts: RequestParts = requestOf(operation, {
    pathParams,
    pathQuery,
    positional: rest,
    params: options.params,
    fields,
    hasInput: options.input !== undefined,
  });
  const body = options.input === undefined ? parts.body : await readBody(io, options.input);
  if (options.paginate) {
    const { items } = await paginate(io, options, operation, parts, body);
    await printList(io.stdout, format ?? "json", items);
    return 0;
  }
  const api = await operation.group.connect(options.connection, globals, io);
  const answer = await callStreamed(api, operation, {
    path: parts.path,
    query: parts.query,
    body,
    headers: options.headers,
    signal: io.signal,
    onResponse: options.include ? (response) => printHead(io, response) : undefined,
    // Checked against the document, an answer is read whole (the document has no schema for a path it lacks).
    whole:
      operation.inDocument && validateResponsesOf(globals, withProfile(io, globals.profile)) !== undefined,
  }).catch(async (error: unknown) => {
    // The client's check of a path written by hand (no "..", no query): the command line's fault.
    if (!operation.inDocument && error instanceof ValidationError) throw new UsageError(error.message);
    // `-i` as `curl -i`: an error answer's body follows its head on stdout; the message and
    // the exit code stay as without -i.
    if (options.include && error instanceof ApiError && error.body !== undefined)
      await printAnswer(io, { ...globals, output: format ?? "json" }, error.body);
    throw error;
  });
  if ("list" in answer) await printList(io.stdout, format ?? "json", answer.list);
  else if (answer.data !== undefined)
    await printAnswer(io, { ...globals, output: format ?? "json" }, answer.data);
  return 0;
}

/** `--paginate`: every item of every page of a list operation (a usage error for any other). */
async function paginate(
  io: CliIo,
  options: ApiOptions,
  operation: FoundOperation,
  parts: RequestParts,
  body: unknown,
): Promise<{ items: AsyncIterable<unknown> }> {
  const id = operation.operationId;
  const row = id === undefined ? undefined : operation.group.methods[id];
  if (!row?.list) {
    throw new UsageError(
      `--paginate walks a list operation, and ${operation.sdkName ?? operation.operationId ?? `${operation.method} ${operation.path}`} is not one (cdrapi api --list shows the operations)`,
    );
  }
  const client = await operation.group.client(options.connection, options.globals, io);
  return walkList(client, operation, {
    path: parts.path,
    query: parts.query,
    body,
    signal: io.signal,
    headers: options.headers,
  });
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

// `cdrapi provider check <file|url>`: a provider's HostBill User API export (Swagger 2.0 or
// OpenAPI 3, as HostBill writes it) against the SDK's methods (provider/check-provider.ts).
// A table per method and of the provider's operations the SDK lacks, or --json; exit 0 when
// every SDK method works as typed, 10 when one differs or is absent (a CI job's signal).
import type { Command } from "commander";
import { readInput } from "../api/read-input.js";
import { type Context, examples } from "../context.js";
import { EXIT, InputError } from "../exit-codes.js";
import { document } from "../generated/document.js";
import { type CliIo, line } from "../io.js";
import { outputFormatOf } from "../output/format.js";
import { printList } from "../output/list.js";
import { printJson } from "../output/table.js";
import { inert } from "../output/terminal.js";
import { checkProvider, type MethodStatus, type ProviderCheck } from "../provider/check-provider.js";
import { exportKind, exportOperations } from "../provider/export-operations.js";
import { lenientJson } from "../provider/lenient-json.js";

export function registerProvider(program: Command, ctx: Context): void {
  const provider = program
    .command("provider")
    .description("your provider's HostBill API against the SDK")
    .addHelpText("after", examples("cdrapi provider check userapi.json"));
  provider
    .command("check")
    .argument(
      "<export>",
      "the provider's User API export (Swagger 2.0 or OpenAPI 3): a file, - for standard input, or an http(s) URL",
    )
    .description(
      "per SDK method: works as typed, differs (which field, which type, which way) or absent at this provider; and the provider's operations the SDK lacks, with the call that reaches each (exit 10 when a method differs or is absent)",
    )
    .addHelpText(
      "after",
      examples(
        "cdrapi provider check userapi.json",
        "cdrapi provider check https://portal.provider.example/api/swagger.json --json",
      ),
    )
    .action(
      ctx.action(async (globals, source: string) => {
        const text = await readExport(ctx.io, source);
        const { value } = lenientJson(text);
        if (!exportKind(value))
          throw new InputError(
            `${source} is not a Swagger 2.0 or OpenAPI 3 document (nor a Postman collection)`,
          );
        const result = checkProvider(document, exportOperations(value, source));
        if (outputFormatOf(globals) === "table") await printTables(ctx.io, result);
        else printJson(ctx.io.stdout, result);
        const differs = result.methods.some((m) => m.status !== "works");
        return differs ? EXIT.PROVIDER_DIFFERS : EXIT.OK;
      }),
    );
}

/** The export's text: from a URL (http or https), else a file or standard input. */
async function readExport(io: CliIo, source: string): Promise<string> {
  if (!/^https?:\/\//i.test(source)) return readInput(io, source);
  let response: Response;
  try {
    response = await fetch(source, { signal: io.signal });
  } catch (error) {
    throw new InputError(`cannot read ${source}: ${(error as Error).cause ?? (error as Error).message}`);
  }
  if (!response.ok) throw new InputError(`cannot read ${source}: the server answered ${response.status}`);
  return response.text();
}

/** A table of the SDK's methods, each difference on its own line, then the provider's other operations. */
async function printTables(io: CliIo, result: ProviderCheck): Promise<void> {
  const rows = result.methods.map((m) => ({ method: m.method, route: m.route, status: STATUS[m.status] }));
  await printList(io.stdout, "table", rows);
  const count = (status: MethodStatus) => result.methods.filter((m) => m.status === status).length;
  line(
    io.stdout,
    `${count("works")} SDK methods work as typed, ${count("differs")} differ, ${count("absent")} are absent at this provider.`,
  );
  const differing = result.methods.filter((m) => m.status === "differs");
  if (differing.length) line(io.stdout, "\nWhere they differ:");
  for (const m of differing) {
    for (const d of m.differences) line(io.stdout, inert(`  ${m.method} ${d.kind} ${d.param}: ${d.detail}`));
  }
  if (result.missing.length === 0) return;
  line(
    io.stdout,
    `\n${result.missing.length} operations of this provider have no SDK method; each is reached today by:`,
  );
  for (const op of result.missing) {
    line(io.stdout, inert(`  ${op.route}${op.summary ? ` (${op.summary})` : ""}`));
    line(io.stdout, inert(`    ${op.cli}`));
    line(io.stdout, inert(`    ${op.sdk}`));
  }
}

const STATUS: Record<MethodStatus, string> = {
  works: "works as typed",
  differs: "differs",
  absent: "absent at this provider",
};

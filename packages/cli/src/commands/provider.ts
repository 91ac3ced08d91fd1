// `cdrapi provider check <file|url>`: a provider's HostBill User API export (Swagger 2.0 or
// OpenAPI 3, as HostBill writes it) against the SDK's methods (provider/check-provider.ts).
// A table per method and of the provider's operations the SDK lacks, or --json; exit 0 when
// every SDK method works as typed, 11 when one differs or is absent (a CI job's signal).
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import type { Command } from "commander";
import { readInput } from "../api/read-input.js";
import { type Context, examples } from "../context.js";
import { EXIT, InputError } from "../exit-codes.js";
import { type CliIo, line } from "../io.js";
import { outputFormatOf } from "../output/format.js";
import { printList } from "../output/list.js";
import { printJson } from "../output/table.js";
import { inert } from "../output/terminal.js";
import { checkProvider, type MethodStatus, type ProviderCheck } from "../provider/check-provider.js";
import { exportKind, exportOperations } from "../provider/export-operations.js";
import { generatePackage } from "../provider/generate-package.js";
import { lenientJson } from "../provider/lenient-json.js";
import { VERSION } from "../version.js";

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
      "per SDK method: works as typed, differs (which field, which type, which way) or absent at this provider; and the provider's operations the SDK lacks, with the call that reaches each (exit 11 when a method differs or is absent)",
    )
    .addHelpText(
      "after",
      examples("cdrapi provider check userapi.json", "cdrapi provider check userapi.json --json"),
    )
    .action(
      ctx.action(async (globals, source: string) => {
        const result = checkProvider(await documentOf(), await exportOf(ctx.io, source));
        if (outputFormatOf(globals) === "table") await printTables(ctx.io, result);
        else printJson(ctx.io.stdout, result);
        const differs = result.methods.some((m) => m.status !== "works");
        return differs ? EXIT.PROVIDER_DIFFERS : EXIT.OK;
      }),
    );
  provider
    .command("generate")
    .argument("<export>", "the provider's User API export: a file, - for standard input, or an http(s) URL")
    .requiredOption("--name <name>", "your package's name, e.g. @acme/provider-api")
    .requiredOption("--package-version <version>", "your package's version, e.g. 0.1.0")
    .requiredOption("--out <folder>", "the folder to write it to (made if missing; its files are replaced)")
    .description(
      "write a small TypeScript package with a typed method for each of the provider's operations the SDK lacks or types differently, sharing one login with the @cdrapi/* clients",
    )
    .addHelpText(
      "after",
      examples(
        "cdrapi provider generate userapi.json --name @acme/provider-api --package-version 0.1.0 --out provider-api",
      ),
    )
    .action(
      ctx.action(
        async (_globals, source: string, flags: { name: string; packageVersion: string; out: string }) => {
          const exported = await exportOf(ctx.io, source);
          const pkg = generatePackage(checkProvider(await documentOf(), exported), exported, {
            name: flags.name,
            version: flags.packageVersion,
            cdrapiVersion: VERSION,
          });
          const folder = resolve(ctx.io.cwd ?? process.cwd(), flags.out);
          for (const [file, text] of pkg.files) {
            await mkdir(dirname(join(folder, file)), { recursive: true });
            await writeFile(join(folder, file), text);
          }
          line(
            ctx.io.stdout,
            inert(
              `${flags.name}@${flags.packageVersion} written to ${flags.out}: ${pkg.methods.length} methods (${pkg.methods.join(", ")}).`,
            ),
          );
          return EXIT.OK;
        },
      ),
    );
}

/** The document's HostBill part, loaded when a provider command runs (not at every start of `cdrapi`). */
async function documentOf() {
  return (await import("../generated/document.js")).document;
}

/** The operations of the export at `source`; invalid input when it is none. */
async function exportOf(io: CliIo, source: string) {
  const { value } = lenientJson(await readExport(io, source));
  if (!exportKind(value))
    throw new InputError(`${source} is not a Swagger 2.0 or OpenAPI 3 document (nor a Postman collection)`);
  return exportOperations(value, source);
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

// `cdrapi domains list|get`: what VNNIC holds for the registrar. The list is streamed from the
// answer to the output (150,000 domains never sit in memory, as text or objects).
import { operations } from "@cdrapi/reporting";
import type { Command } from "commander";
import { operationOf, streamOperation } from "../api/call.js";
import { reportingClient } from "../clients.js";
import type { ReportingFlags } from "../config.js";
import { type Context, examples, withReportingOptions } from "../context.js";
import { outputFormatOf } from "../output/format.js";
import { printList } from "../output/list.js";
import { printValue } from "../output/table.js";
import { required } from "./answers.js";

export function registerDomains(program: Command, ctx: Context): void {
  const domains = program
    .command("domains")
    .description("read the domains VNNIC holds for your registrar")
    .addHelpText("after", examples("cdrapi domains list", "cdrapi domains get nhadat-saigon.com"));

  withReportingOptions(domains.command("list").description("every domain (short records)"))
    .addHelpText(
      "after",
      examples(
        "cdrapi domains list",
        "cdrapi domains list -o ndjson | head",
        "cdrapi domains list -o csv > domains.csv",
        "cdrapi domains list --json | jq length",
      ),
    )
    .action(
      ctx.action(async (globals, flags: ReportingFlags) => {
        const client = await reportingClient(flags, globals, ctx.io);
        const rows = streamOperation(client.request, operationOf(operations, "getAllListOfDomainsUsingGET"), {
          signal: ctx.io.signal,
        });
        await printList(ctx.io.stdout, outputFormatOf(globals), rows);
        return 0;
      }),
    );

  withReportingOptions(
    domains
      .command("get")
      .argument("<name>", "domain name, Unicode or punycode (xn--) form")
      .description("one domain's full record"),
  )
    .addHelpText(
      "after",
      examples("cdrapi domains get nhadat-saigon.com", "cdrapi domains get cà-phê-sài-gòn.vn --json"),
    )
    .action(
      ctx.action(async (globals, name: string, flags: ReportingFlags) => {
        const client = await reportingClient(flags, globals, ctx.io);
        const domain = await client.domains.get(name, { signal: ctx.io.signal });
        await printValue(ctx.io.stdout, outputFormatOf(globals), required(domain, "the domain's record"));
        return 0;
      }),
    );
}

// `cdrapi domains list|get`: what VNNIC holds for the registrar.
import { createReportingClient } from "@cdrapi/reporting";
import type { Command } from "commander";
import { type ReportingFlags, reportingConfig } from "../config.js";
import { type Context, examples, withReportingOptions } from "../context.js";
import { printJson, printRecord, printTable } from "../output/table.js";

export function registerDomains(program: Command, ctx: Context): void {
  const domains = program
    .command("domains")
    .description("read the domains VNNIC holds for your registrar")
    .addHelpText("after", examples("cdrapi domains list", "cdrapi domains get nhadat-saigon.com"));

  withReportingOptions(domains.command("list").description("every domain (short records)"))
    .addHelpText("after", examples("cdrapi domains list", "cdrapi domains list --json | jq length"))
    .action(
      ctx.action(async (globals, flags: ReportingFlags) => {
        const client = createReportingClient(await reportingConfig(flags, globals, ctx.io));
        const list = await client.listDomains({ signal: ctx.io.signal });
        if (globals.json) printJson(ctx.io.stdout, list);
        else printTable(ctx.io.stdout, list as unknown as Record<string, unknown>[]);
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
        const client = createReportingClient(await reportingConfig(flags, globals, ctx.io));
        const domain = await client.getDomain(name, { signal: ctx.io.signal });
        if (globals.json) printJson(ctx.io.stdout, domain);
        else printRecord(ctx.io.stdout, domain as unknown as Record<string, unknown>);
        return 0;
      }),
    );
}

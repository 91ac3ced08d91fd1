// `cdrapi vm resources|list`: a cloud service's resources and virtual machines (HostBill
// client API, bearer token or login).
import type { Command } from "commander";
import { computeClient } from "../clients.js";
import type { ComputeFlags } from "../config.js";
import { type Context, examples, withComputeOptions } from "../context.js";
import type { OutputStream } from "../io.js";
import { type OutputFormat, outputFormatOf } from "../output/format.js";
import { printList } from "../output/list.js";
import { printJson, printValue } from "../output/table.js";

/**
 * An answer holding a list under `key` (`resources`, `vms`): the list as a table (or CSV, NDJSON);
 * as JSON, the whole answer; anything else as fields.
 */
export async function printListIn(stream: OutputStream, format: OutputFormat, body: unknown, key: string) {
  const rows = (body as Record<string, unknown> | null | undefined)?.[key];
  if (format === "json") printJson(stream, body ?? null);
  else if (Array.isArray(rows)) await printList(stream, format, rows);
  else await printValue(stream, format, body ?? null);
}

export function registerVm(program: Command, ctx: Context): void {
  const vm = program
    .command("vm")
    .description("cloud services and their virtual machines")
    .addHelpText("after", examples("cdrapi vm resources 1201", "cdrapi vm list 1201 --json"));

  withComputeOptions(
    vm
      .command("resources")
      .argument("<service-id>", "the service id, e.g. 1201")
      .description("a service's resources (used, free)"),
  )
    .addHelpText(
      "after",
      examples(
        "CDRAPI_COMPUTE_URL=https://api.provider.example/api CDRAPI_COMPUTE_TOKEN=... cdrapi vm resources 1201",
        "cdrapi vm resources 1201 --url https://api.provider.example/api --username me --password-stdin < password.txt",
      ),
    )
    .action(
      ctx.action(async (globals, serviceId: string, flags: ComputeFlags) => {
        const client = await computeClient(flags, globals, ctx.io);
        const body = await client.vms.getResources(serviceId, { signal: ctx.io.signal });
        await printListIn(ctx.io.stdout, outputFormatOf(globals), body, "resources");
        return 0;
      }),
    );

  withComputeOptions(
    vm
      .command("list")
      .argument("<service-id>", "the service id, e.g. 1201")
      .description("a service's virtual machines"),
  )
    .addHelpText("after", examples("cdrapi vm list 1201", "cdrapi vm list 1201 --json"))
    .action(
      ctx.action(async (globals, serviceId: string, flags: ComputeFlags) => {
        const client = await computeClient(flags, globals, ctx.io);
        const list = await client.vms.list(serviceId, { signal: ctx.io.signal });
        await printListIn(ctx.io.stdout, outputFormatOf(globals), list, "vms");
        return 0;
      }),
    );
}

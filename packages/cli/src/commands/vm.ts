// `cdrapi vm resources|list`: a cloud service's resources and virtual machines (HostBill
// client API, bearer token or login).
import { createComputeClient } from "@cdrapi/compute";
import type { Command } from "commander";
import { type ComputeFlags, computeConfig } from "../config.js";
import { type Context, examples, withComputeOptions } from "../context.js";
import type { OutputStream } from "../io.js";
import { printJson, printRecord, printTable } from "../output/table.js";

/** The resources answer has no schema: a `resources` array as a table, anything else as fields. */
function printResources(stream: OutputStream, body: unknown): void {
  const resources = (body as { resources?: unknown } | null)?.resources;
  if (Array.isArray(resources)) printTable(stream, resources as Record<string, unknown>[]);
  else if (body && typeof body === "object") printRecord(stream, body as Record<string, unknown>);
  else printJson(stream, body ?? null);
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
        "cdrapi vm resources 1201 --url https://api.provider.example/api --username me --password-stdin",
      ),
    )
    .action(
      ctx.action(async (globals, serviceId: string, flags: ComputeFlags) => {
        const client = createComputeClient(await computeConfig(flags, globals, ctx.io));
        const body = await client.getServiceResources(serviceId, { signal: ctx.io.signal });
        if (globals.json) printJson(ctx.io.stdout, body ?? null);
        else printResources(ctx.io.stdout, body);
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
        const client = createComputeClient(await computeConfig(flags, globals, ctx.io));
        const list = await client.listVms(serviceId, { signal: ctx.io.signal });
        if (globals.json) printJson(ctx.io.stdout, list);
        else {
          const vms = (list as { vms?: unknown }).vms;
          if (Array.isArray(vms)) printTable(ctx.io.stdout, vms as Record<string, unknown>[]);
          else printRecord(ctx.io.stdout, list as Record<string, unknown>);
        }
        return 0;
      }),
    );
}

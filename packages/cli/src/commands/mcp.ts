// `cdrapi mcp`: the HostBill client API (and, read-only, the registrar reporting group) for AI
// assistants, as a Model Context Protocol server on stdio. Safe by default: only reads unless
// the user allows writes by group or operation, and what destroys or costs money only by name.
import type { Command } from "commander";
import { type Context, examples } from "../context.js";

interface McpFlags {
  allowWrites?: string[];
  allowDestructive?: string[];
  auditLog?: string;
}

/** Collects a repeatable option, also comma-separated. */
const collect = (value: string, previous: string[] = []) => [
  ...previous,
  ...value
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean),
];

export function registerMcp(program: Command, ctx: Context): void {
  program
    .command("mcp")
    .description(
      "serve the API to an AI assistant (Model Context Protocol, on stdio): reads only, unless you allow writes",
    )
    .option(
      "--allow-writes <group|operation>",
      "allow the writes of a group (domains) or one operation (domains.dns.createRecord); repeatable",
      collect,
    )
    .option(
      "--allow-destructive <operation>",
      "allow one operation that destroys data or costs money (services.services.cancel), by name; repeatable",
      collect,
    )
    .option("--audit-log <file>", "append the audit log here (default: mcp-audit.jsonl in the state folder)")
    .addHelpText(
      "after",
      `\nIt logs in with the profile's saved login (cdrapi auth login) or its environment, never with a\npassword passed through the protocol; registrar uploads and merges are never offered.\n${examples(
        "cdrapi mcp",
        "cdrapi --profile provider mcp --allow-writes domains.dns.createRecord",
        "cdrapi mcp --allow-writes compute --allow-destructive services.services.cancel",
      )}`,
    )
    .action(
      ctx.action(async (globals, flags: McpFlags) => {
        // Loaded when used: the MCP SDK and the catalog would double every other command's start.
        const { mcpRun } = await import("../mcp/run.js");
        return mcpRun(ctx.io, {
          globals,
          allowWrites: flags.allowWrites ?? [],
          allowDestructive: flags.allowDestructive ?? [],
          auditLog: flags.auditLog,
        });
      }),
    );
}

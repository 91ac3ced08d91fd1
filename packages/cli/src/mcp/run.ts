// `cdrapi mcp`'s run: the policy from the options (a usage error before anything starts), the
// audit log opened, then the server until the assistant closes the connection.
import type { GlobalFlags } from "../config.js";
import { type CliIo, message } from "../io.js";
import { openAuditLog } from "./audit.js";
import { policyOf } from "./policy.js";
import { serveMcp } from "./server.js";

/** What `cdrapi mcp` is given. */
export interface McpRunOptions {
  globals: GlobalFlags;
  allowWrites: string[];
  allowDestructive: string[];
  auditLog: string | undefined;
}

/** Serves until the assistant closes the connection; bad options are a usage error before that. */
export async function mcpRun(io: CliIo, options: McpRunOptions): Promise<number> {
  const policy = policyOf(options.allowWrites, options.allowDestructive);
  const audit = await openAuditLog(io, options.auditLog);
  message(io, "notice", `cdrapi mcp: serving on stdio; audit log ${audit.path}`);
  try {
    await serveMcp(io, { globals: options.globals, policy, audit });
  } finally {
    await audit.close();
  }
  return 0;
}

// What the user allowed `cdrapi mcp` to do: reads always; writes by group or operation
// (--allow-writes); a write that destroys data or costs money only by its name
// (--allow-destructive). The one place an operation is judged allowed.
import { UsageError } from "../exit-codes.js";
import { type Entry, findEntry, nameOf, neverReason, OFFERED } from "./operations.js";

export interface McpPolicy {
  /** Groups (`domains`) and operations (`domains.dns.createRecord`) whose writes are allowed. */
  writes: ReadonlySet<string>;
  /** Operations that destroy or cost money, each allowed by name. */
  destructive: ReadonlySet<string>;
}

const GROUPS = new Set(OFFERED.map((entry) => entry.group));

/** The policy from the command line, every name checked: a usage error names a wrong one. */
export function policyOf(writes: readonly string[], destructive: readonly string[]): McpPolicy {
  const known = (name: string, flag: string): Entry => {
    const entry = findEntry(name);
    if (!entry)
      throw new UsageError(
        `${flag} ${name}: no such operation or group (find one with the find_operations tool or cdrapi api --list)`,
      );
    const never = neverReason(entry);
    if (never) throw new UsageError(`${flag} ${name}: never through MCP: ${never}`);
    return entry;
  };
  const writeNames = writes.map((name) => {
    if (GROUPS.has(name)) return name;
    const entry = known(name, "--allow-writes");
    if (entry.effect === "read")
      throw new UsageError(`--allow-writes ${name}: it only reads, which is always allowed`);
    if (entry.effect === "destructive")
      throw new UsageError(
        `--allow-writes ${name}: it destroys data or costs money: allow it with --allow-destructive ${nameOf(entry)}`,
      );
    return nameOf(entry);
  });
  const destructiveNames = destructive.map((name) => {
    const entry = known(name, "--allow-destructive");
    if (entry.effect !== "destructive")
      throw new UsageError(
        `--allow-destructive ${name}: it does not destroy or cost money${entry.effect === "write" ? `: use --allow-writes ${nameOf(entry)}` : ""}`,
      );
    return nameOf(entry);
  });
  return { writes: new Set(writeNames), destructive: new Set(destructiveNames) };
}

/** Why the policy refuses this operation (a sentence saying how to allow it), or undefined. */
export function refusalOf(entry: Entry, policy: McpPolicy): string | undefined {
  const never = neverReason(entry);
  if (never) return never;
  const name = nameOf(entry);
  if (entry.effect === "read") return undefined;
  if (entry.effect === "write") {
    if (policy.writes.has(entry.group) || policy.writes.has(name)) return undefined;
    return `${name} changes things and writes are not allowed: start cdrapi mcp with --allow-writes ${entry.group} (or --allow-writes ${name})`;
  }
  if (policy.destructive.has(name)) return undefined;
  return `${name} destroys data or costs money: it is allowed only by name: start cdrapi mcp with --allow-destructive ${name}`;
}

/** Whether any write (of either kind) is allowed: the write tools are listed only then. */
export const allowsWrites = (policy: McpPolicy) => policy.writes.size > 0;
export const allowsDestructive = (policy: McpPolicy) => policy.destructive.size > 0;

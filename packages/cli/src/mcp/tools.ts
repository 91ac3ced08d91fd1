// The tools `cdrapi mcp` offers an assistant: a few general ones over every operation (find,
// describe, call by effect) rather than 200 tools that would fill its context, and a task tool
// for a question that takes several calls (a VM's state, waited for). Descriptions come from the document.
import { catalog } from "../generated/catalog.js";
import { type Entry, findEntry, nameOf, OFFERED } from "./operations.js";
import { allowsDestructive, allowsWrites, type McpPolicy, refusalOf } from "./policy.js";

/** The most items a list answer holds, and the default. */
export const MAX_ITEMS = 500;
export const DEFAULT_ITEMS = 50;

export interface ToolAnnotations {
  readOnlyHint: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint: boolean;
}

export interface ToolDefinition {
  name: string;
  description: string;
  inputSchema: { type: "object"; properties: Record<string, unknown>; required?: string[] };
  annotations: ToolAnnotations;
}

const entryOf = (operationId: string): Entry => {
  const entry = catalog.find((e) => e.operationId === operationId);
  if (!entry) throw new Error(`the catalog has no ${operationId}`);
  return entry;
};

const VM = entryOf("Cloud Instance_getVm");
/** The states the document lists for a VM (its waiter's). */
export const VM_STATES: readonly string[] = VM.waiter?.states ?? [];

const callInput = {
  type: "object",
  properties: {
    operation: {
      type: "string",
      description: "The operation's name from find_operations, e.g. compute.vms.list.",
    },
    arguments: {
      type: "object",
      description: "As describe_operation gives them: { path: {serviceId: ...}, query: {...}, body: {...} }.",
    },
    limit: {
      type: "integer",
      minimum: 1,
      maximum: MAX_ITEMS,
      description: `For a list: at most this many items (default ${DEFAULT_ITEMS}); the answer says when there were more.`,
    },
  },
  required: ["operation"],
} as const;

const serviceId = {
  type: ["string", "integer"],
  description: "The service's id (from services.services.list).",
};

/** The tools this policy offers: the write tools only when it allows writes. */
export function toolsFor(policy: McpPolicy): ToolDefinition[] {
  const tools: ToolDefinition[] = [
    {
      name: "find_operations",
      description: `Find the API's operations (${OFFERED.length} of a HostBill client portal and, read-only, the registrar reporting group) by a user's words: each with its name, summary, method, path, effect and whether it is allowed.`,
      inputSchema: {
        type: "object",
        properties: {
          query: { type: "string", description: "Words, e.g. 'stopped vms' or 'dns record'." },
          limit: { type: "integer", minimum: 1, maximum: 20, description: "At most this many (default 8)." },
        },
        required: ["query"],
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    {
      name: "describe_operation",
      description:
        "An operation's summary, effect, whether it is allowed, and the JSON Schema of its arguments (path, query, body), from the API's document.",
      inputSchema: {
        type: "object",
        properties: { operation: callInput.properties.operation },
        required: ["operation"],
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    {
      name: "call_read_operation",
      description:
        "Call an operation that only reads (effect read), its arguments checked against the document first. A list answers at most `limit` items.",
      inputSchema: callInput as unknown as ToolDefinition["inputSchema"],
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    {
      name: "vm_state",
      description: `${VM.summary} (${nameOf(VM)}): the VM's state; with \`until\` (${VM_STATES.join(", ")}), reads it again until it is so or \`timeoutSeconds\` pass.`,
      inputSchema: {
        type: "object",
        properties: {
          serviceId,
          vmId: { type: ["string", "integer"], description: "The VM's id (from compute.vms.list)." },
          until: { type: "string", enum: [...VM_STATES] },
          timeoutSeconds: { type: "integer", minimum: 1, maximum: 600, description: "Default 120." },
        },
        required: ["serviceId", "vmId"],
      },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
  ];
  if (allowsWrites(policy)) {
    tools.push({
      name: "call_write_operation",
      description: `Call an operation that changes things (effect write) among those allowed: ${[...policy.writes].join(", ")}. Arguments are checked against the document first.`,
      inputSchema: callInput as unknown as ToolDefinition["inputSchema"],
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: true },
    });
  }
  if (allowsDestructive(policy)) {
    tools.push({
      name: "call_destructive_operation",
      description: `Call an operation that destroys data or costs money, only these, each allowed by name: ${[...policy.destructive].join(", ")}. Confirm with the user first.`,
      inputSchema: callInput as unknown as ToolDefinition["inputSchema"],
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true },
    });
  }
  return tools;
}

/** Which call tool calls an operation of this effect. */
export const CALL_TOOL = {
  read: "call_read_operation",
  write: "call_write_operation",
  destructive: "call_destructive_operation",
} as const;

/** An operation as find_operations shows it: enough to pick it and call it. */
export function summaryOf(entry: Entry, policy: McpPolicy) {
  const refusal = refusalOf(entry, policy);
  const parts = entry.input.properties as Record<string, { properties?: object }>;
  return {
    operation: nameOf(entry),
    summary: entry.summary,
    method: entry.method,
    path: entry.path,
    effect: entry.effect,
    ...(refusal ? { refused: refusal } : { tool: CALL_TOOL[entry.effect] }),
    arguments: Object.fromEntries(
      Object.entries(parts).map(([part, schema]) => [part, Object.keys(schema.properties ?? {})]),
    ),
  };
}

/** describe_operation's answer. */
export function descriptionOf(name: string, policy: McpPolicy) {
  const entry = findEntry(name);
  if (!entry) return undefined;
  const refusal = refusalOf(entry, policy);
  return {
    operation: nameOf(entry),
    operationId: entry.operationId,
    summary: entry.summary,
    method: entry.method,
    path: entry.path,
    effect: entry.effect,
    ...(refusal ? { refused: refusal } : { tool: CALL_TOOL[entry.effect] }),
    arguments: entry.input,
  };
}

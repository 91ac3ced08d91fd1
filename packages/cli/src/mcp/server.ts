// `cdrapi mcp`: the Model Context Protocol server on stdio. Tools come from tools.ts, every
// call is judged by the policy (policy.ts), its arguments checked against the document
// (arguments.ts) before anything is sent, and logged (audit.ts). Stdout carries the protocol
// alone: messages go to stderr.

import { Readable, type Writable } from "node:stream";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import {
  CallToolRequestSchema,
  type CallToolResult,
  ListToolsRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { findOperation } from "../api/groups.js";
import type { GlobalFlags } from "../config.js";
import { exitCodeOf, InputError } from "../exit-codes.js";
import type { CliIo } from "../io.js";
import { errorJson } from "../output/errors.js";
import { VERSION } from "../version.js";
import { type Arguments, argumentProblems } from "./arguments.js";
import type { AuditLog } from "./audit.js";
import { Connections } from "./connections.js";
import { answerText, invoke } from "./invoke.js";
import { findEntry, nameOf, searchOperations } from "./operations.js";
import { type McpPolicy, refusalOf } from "./policy.js";
import { CALL_TOOL, DEFAULT_ITEMS, descriptionOf, summaryOf, toolsFor, VM_STATES } from "./tools.js";

const INSTRUCTIONS = `The API of the user's hosting provider (a HostBill client portal: services, VMs, DNS, domains, invoices, tickets) and, read-only, the registrar reporting group. Find an operation with find_operations, read its arguments with describe_operation, then call it with the call tool its effect names. Writes are refused unless the user allowed them when starting the server.`;

type ToolResult = CallToolResult;

const result = (value: unknown): ToolResult => ({ content: [{ type: "text", text: answerText(value) }] });
const refusal = (message: string): ToolResult => ({
  content: [{ type: "text", text: message }],
  isError: true,
});

export interface McpOptions {
  globals: GlobalFlags;
  policy: McpPolicy;
  audit: AuditLog;
}

/** Serves until the client closes standard input. */
export async function serveMcp(io: CliIo, options: McpOptions): Promise<void> {
  const { policy, audit } = options;
  const connections = new Connections(options.globals, io, audit.hooks);
  const server = new Server(
    { name: "cdrapi", version: VERSION },
    { capabilities: { tools: {} }, instructions: INSTRUCTIONS },
  );
  const tools = toolsFor(policy);
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const { name, arguments: args = {} } = request.params;
    const outcome = await callTool(name, args, extra.signal);
    audit.write({
      event: "tool",
      tool: name,
      operation: typeof args.operation === "string" ? args.operation : undefined,
      outcome: outcome.isError ? "refused or failed" : "ok",
      ...(outcome.isError ? { message: (outcome.content[0] as { text?: string }).text } : {}),
    });
    return outcome;
  });

  async function callTool(
    tool: string,
    args: Record<string, unknown>,
    signal: AbortSignal,
  ): Promise<ToolResult> {
    if (!tools.some((t) => t.name === tool))
      return refusal(`no tool ${tool}: the tools are ${tools.map((t) => t.name).join(", ")}`);
    if (tool === "find_operations") {
      const query = String(args.query ?? "");
      const limit = Math.min(20, Math.max(1, Number(args.limit ?? 8) || 8));
      return result(searchOperations(query, limit).map((entry) => summaryOf(entry, policy)));
    }
    if (tool === "describe_operation") {
      const described = descriptionOf(String(args.operation ?? ""), policy);
      return described ? result(described) : refusal(unknownOperation(args.operation));
    }
    try {
      if (tool === "vm_state") return result(await vmState(args, signal));
      return await callOperation(tool, args, signal);
    } catch (error) {
      // The SDK's errors are redacted; errorJson adds the status, request id and server's messages.
      return refusal(JSON.stringify(errorJson(error, exitCodeOf(error))));
    }
  }

  async function callOperation(
    tool: string,
    args: Record<string, unknown>,
    signal: AbortSignal,
  ): Promise<ToolResult> {
    const entry = findEntry(String(args.operation ?? ""));
    if (!entry) return refusal(unknownOperation(args.operation));
    const refused = refusalOf(entry, policy);
    if (refused) return refusal(refused);
    if (CALL_TOOL[entry.effect] !== tool)
      return refusal(
        `${nameOf(entry)} is a ${entry.effect} operation: call it with ${CALL_TOOL[entry.effect]}`,
      );
    const problems = argumentProblems(entry, args.arguments);
    if (problems.length > 0)
      return refusal(
        `${nameOf(entry)}: nothing was sent; the arguments do not fit the document: ${problems.join("; ")} (describe_operation shows them)`,
      );
    const limit = Math.min(500, Math.max(1, Number(args.limit ?? DEFAULT_ITEMS) || DEFAULT_ITEMS));
    return result(await invoke(connections, entry, (args.arguments ?? {}) as Arguments, limit, signal));
  }

  async function vmState(args: Record<string, unknown>, signal: AbortSignal): Promise<unknown> {
    const { serviceId, vmId, until } = args as { serviceId?: unknown; vmId?: unknown; until?: unknown };
    const get = findEntry("Cloud Instance_getVm")!;
    const problems = argumentProblems(get, { path: { serviceId, vmId } });
    if (until !== undefined && !VM_STATES.includes(String(until)))
      problems.push(`until: must be one of ${VM_STATES.join(", ")}`);
    if (problems.length > 0) throw new InputError(`nothing was sent: ${problems.join("; ")}`);
    const compute = (await connections.client(findOperation(get.operationId)!.group)) as unknown as {
      vms: {
        get(s: unknown, v: unknown, o: object): Promise<{ vm?: unknown }>;
        waitFor(
          s: unknown,
          v: unknown,
          until: (vm: { status?: unknown }) => boolean,
          o: object,
        ): Promise<unknown>;
      };
    };
    if (until === undefined) return (await compute.vms.get(serviceId, vmId, { signal })).vm;
    const timeoutMs = Math.min(600, Math.max(1, Number(args.timeoutSeconds ?? 120) || 120)) * 1000;
    return compute.vms.waitFor(serviceId, vmId, (vm) => vm?.status === until, { timeoutMs, signal });
  }

  // No standard input (a caller in-process): the session ends at once.
  const stdin = io.stdin instanceof Readable ? io.stdin : Readable.from(io.stdin ?? []);
  const transport = new StdioServerTransport(stdin, io.stdout as unknown as Writable);
  const closed = new Promise<void>((resolve) => {
    transport.onclose = resolve;
  });
  await server.connect(transport);
  // The client ends the session by closing standard input.
  stdin.once("end", () => void server.close());
  await closed;
}

const unknownOperation = (name: unknown) =>
  `no operation ${JSON.stringify(name)}: find one with find_operations`;

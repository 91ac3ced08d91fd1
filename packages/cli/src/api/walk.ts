// A list operation walked through its SDK method: every item of every page (`cdrapi api
// --paginate`, `cdrapi mcp`'s bounded lists). Only a list (the generated method index says
// which) can be walked.
import { UsageError } from "../exit-codes.js";
import type { FoundOperation } from "./groups.js";

export interface WalkInput {
  /** The path's ids by their names in the path template. */
  path?: Record<string, string> | undefined;
  query?: Record<string, unknown> | undefined;
  body?: unknown;
  signal?: AbortSignal | undefined;
  headers?: Record<string, string> | undefined;
}

/**
 * Calls the operation's SDK method on `client` with the parts in the method's argument order
 * (path ids, body, query, options) and returns its ListPromise to iterate: wrapped, since a
 * ListPromise returned as is would be awaited (the first page alone).
 */
export function walkList(
  client: object,
  operation: FoundOperation,
  input: WalkInput,
): { items: AsyncIterable<unknown> } {
  const id = operation.operationId;
  const row = id === undefined ? undefined : operation.group.methods[id];
  if (!row?.list) {
    throw new UsageError(
      `${operation.sdkName ?? operation.operationId} is not a list operation (cdrapi api --list shows the operations)`,
    );
  }
  const ids = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((m) => input.path?.[m[1]!]);
  const args = [
    ...ids,
    ...(row.body ? [input.body] : []),
    ...(row.query ? [input.query] : []),
    { signal: input.signal, headers: input.headers },
  ];
  const [namespace, method] = row.method.split(".") as [string, string];
  const methods = client as Record<string, Record<string, (...args: unknown[]) => AsyncIterable<unknown>>>;
  return { items: methods[namespace]![method]!(...args) };
}

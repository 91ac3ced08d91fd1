// One operation called for the assistant, its answer bounded: a list holds at most `limit`
// items and says when there were more; any answer longer than MAX_ANSWER_CHARS is cut and says
// so. Secrets a server echoes are redacted like every CLI output.
import { redactValue } from "@cdrapi/core";
import { callStreamed } from "../api/call.js";
import { findOperation } from "../api/groups.js";
import { walkList } from "../api/walk.js";
import type { Arguments } from "./arguments.js";
import type { Connections } from "./connections.js";
import type { Entry } from "./operations.js";

/** About 15,000 tokens: an answer an assistant can read without losing its context. */
export const MAX_ANSWER_CHARS = 60_000;

export async function invoke(
  connections: Connections,
  entry: Entry,
  args: Arguments,
  limit: number,
  signal: AbortSignal | undefined,
): Promise<unknown> {
  const operation = findOperation(entry.operationId)!;
  const client = await connections.client(operation.group);
  const names = entry.pathNames as Record<string, string>;
  const path = Object.fromEntries(
    Object.entries(args.path ?? {}).map(([arg, id]) => [names[arg] ?? arg, String(id)]),
  );
  const stop = new AbortController();
  const both = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal;
  const input = {
    path,
    query: args.query as Record<string, string> | undefined,
    body: args.body,
    signal: both,
  };
  try {
    const row = operation.group.methods[entry.operationId];
    if (row?.list && !row.list.streamed)
      return await firstItems(walkList(client, operation, input).items, limit);
    const answer = await callStreamed(client.request, operation, input);
    return "list" in answer ? await firstItems(answer.list, limit) : redactValue(answer.data);
  } finally {
    stop.abort(); // a list read no further is not downloaded to its end
  }
}

/** The first `limit` items, and whether there were more. */
async function firstItems(items: AsyncIterable<unknown>, limit: number) {
  const kept: unknown[] = [];
  for await (const item of items) {
    if (kept.length === limit)
      return {
        items: redactValue(kept),
        more: true,
        note: `the first ${limit} items: there are more (a larger limit, up to 500, or a narrower query)`,
      };
    kept.push(item);
  }
  return { items: redactValue(kept), more: false };
}

/** The answer as compact JSON, cut to MAX_ANSWER_CHARS with a note saying so. */
export function answerText(value: unknown): string {
  const text = JSON.stringify(value ?? null);
  if (text.length <= MAX_ANSWER_CHARS) return text;
  const list = value as { items?: unknown[] } | null;
  if (list && Array.isArray(list.items)) {
    // Fewer items until it fits: whole items are easier to read than a cut one.
    let count = list.items.length;
    let shorter = text;
    while (count > 0 && shorter.length > MAX_ANSWER_CHARS) {
      count = Math.floor(count / 2);
      shorter = JSON.stringify({
        items: list.items.slice(0, count),
        more: true,
        note: `cut to the first ${count} items to stay under ${MAX_ANSWER_CHARS} characters: ask for a smaller limit or a narrower query`,
      });
    }
    if (shorter.length <= MAX_ANSWER_CHARS) return shorter;
  }
  return `${text.slice(0, MAX_ANSWER_CHARS)}\n[cut: the answer is ${text.length} characters; the first ${MAX_ANSWER_CHARS} are shown]`;
}

// The items of a streamed JSON array answer, a batch at a time (a VNNIC list iterated:
// streamed-list.ts), through the readers' JSON scanner (readers/json-elements.ts, the one in the project), loaded with the
// first iteration of such a list.
import { createApiError } from "@cdrapi/core";
import type { LocatedRecord } from "./bulk/chunk.js";
import { JsonArrayScanner } from "./readers/json-elements.js";

/**
 * The items of a JSON array answer as they arrive, a batch per chunk of the body (the items it
 * completes; no promise per item); an answer that is not a JSON array is the server's error
 * (ApiError).
 */
export async function* listBatches<Item = unknown>(
  answer: Promise<{ body: ReadableStream<Uint8Array> | null; response: Response }>,
): AsyncGenerator<Item[]> {
  const { body, response } = await answer;
  const scanner = new JsonArrayScanner();
  const fail = (item: LocatedRecord, message: string) =>
    createApiError({
      status: response.status,
      url: response.url,
      messages: [`the list's answer ${item.line === undefined ? "" : `(line ${item.line}) `}${message}`],
    });
  for await (const text of texts(body)) {
    const items: Item[] = [];
    for (const item of scanner.push(text)) {
      const issue = item.issues?.[0];
      if (issue) {
        // the items before it first, as an item-by-item read would have had them
        if (items.length > 0) yield items;
        throw fail(item, issue.message);
      }
      items.push(item.record as Item);
    }
    if (items.length > 0) yield items;
  }
  const last = scanner.end();
  const issue = last?.issues?.[0];
  if (last && issue) throw fail(last, issue.message);
}

/**
 * A body's text, decoded as UTF-8 chunk by chunk (a reader loop: not every browser iterates
 * streams); a reading left before the end cancels the body, which frees the connection.
 */
async function* texts(body: ReadableStream<Uint8Array> | null): AsyncGenerator<string> {
  if (!body) return;
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let done = false;
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      yield decoder.decode(next.value, { stream: true });
    }
    done = true;
    yield decoder.decode();
  } finally {
    if (!done) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}

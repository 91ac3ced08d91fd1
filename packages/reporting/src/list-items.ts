// The items of a streamed JSON array answer (a VNNIC list iterated: streamed-list.ts), through
// the readers' JSON scanner (readers/json-elements.ts, the one in the project), loaded with the
// first iteration of such a list.
import { createApiError } from "@cdrapi/core";
import type { LocatedRecord } from "./bulk/chunk.js";
import { JsonArrayScanner } from "./readers/json-elements.js";

/**
 * The items of a JSON array answer as they arrive, scanned chunk by chunk (no promise per
 * element but the one each item is yielded with); an answer that is not a JSON array is the
 * server's error (ApiError).
 */
export async function* listItems<Item = unknown>(
  answer: Promise<{ body: ReadableStream<Uint8Array> | null; response: Response }>,
): AsyncGenerator<Item> {
  const { body, response } = await answer;
  const scanner = new JsonArrayScanner();
  const checked = (item: LocatedRecord | undefined) => {
    const issue = item?.issues?.[0];
    if (issue) {
      throw createApiError({
        status: response.status,
        url: response.url,
        messages: [
          `the list's answer ${item.line === undefined ? "" : `(line ${item.line}) `}${issue.message}`,
        ],
      });
    }
    return item;
  };
  for await (const text of texts(body)) {
    for (const item of scanner.push(text)) yield checked(item)!.record as Item;
  }
  checked(scanner.end());
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

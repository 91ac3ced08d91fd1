// VNNIC's lists are one JSON array each, unpaged (a registrar's maintained domains: 150,000 of
// them). Awaited, a list is the one JSON call it always was, under maxResponseBytes; iterated, it
// is read as a stream through client.api (the transport's deadline watches the body) and
// scanned element by element (list-items.ts, over the readers' JSON scanner: the one in the
// project): memory holds one item, never the list. Breaking out of the loop cancels the
// body; the caller's signal aborts it.
import {
  type ListPromise,
  listPromise,
  type RequestInput,
  type RequestOptions,
  type Transport,
} from "@cdrapi/core";

/**
 * Where a streamed list keeps its items a batch at a time (the items each chunk of the body
 * completes, as arrays): the bulk engine's reads of the maintained list take them so (one step
 * per chunk of 150,000 items, not one per item). Not on the public type.
 */
export const ITEM_BATCHES: unique symbol = Symbol("item batches") as never;

/** The generated methods' call for an operation whose answer is a JSON array. */
export function streamedList<Page, Item>(
  t: Transport<object>,
  operationId: string,
  path: string,
  input: RequestInput,
  opts: RequestOptions | undefined,
): ListPromise<Page, Item> {
  async function* batches(): AsyncGenerator<Item[]> {
    // The scanner is loaded with the first iteration: awaiting a list never needs it.
    const { listBatches } = await import("./list-items.js");
    // client.api's GET of this path: the operation is found from it (auth, retries, limits).
    const api = t.api as unknown as {
      GET(path: string, init: Record<string, unknown>): Promise<{ response: Response }>;
    };
    const pending = api.GET(path, {
      params: { path: input.path, query: input.query },
      parseAs: "stream",
      signal: opts?.signal,
      headers: opts?.headers,
    });
    const answer = t.call(pending).then(async (body) => ({
      body: body as unknown as ReadableStream<Uint8Array> | null,
      response: (await pending).response,
    }));
    yield* listBatches<Item>(answer);
  }
  const list = listPromise<Page, Item>(
    () => t.request<Page>(operationId, input, opts),
    async function* () {
      for await (const batch of batches()) yield* batch;
    },
  );
  return Object.defineProperty(list, ITEM_BATCHES, { value: batches });
}

/** The items of a streamed list (`streamedList`) a batch at a time. */
export function itemBatches<Item>(list: ListPromise<unknown, Item>): AsyncIterable<Item[]> {
  return (list as unknown as { [ITEM_BATCHES]: () => AsyncIterable<Item[]> })[ITEM_BATCHES]();
}

// VNNIC's lists are one JSON array each, unpaged (a registrar's maintained domains: 150,000 of
// them). Awaited, a list is the one JSON call it always was, under maxResponseBytes; iterated, it
// is the same call read as a stream (the transport watches the body: it must keep coming) and
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
import { listItems } from "./list-items.js";

/** The generated methods' call for an operation whose answer is a JSON array. */
export function streamedList<Page, Item>(
  t: Transport<object>,
  operationId: string,
  input: RequestInput,
  opts: RequestOptions | undefined,
): ListPromise<Page, Item> {
  return listPromise<Page, Item>(
    () => t.request<Page>(operationId, input, opts),
    async function* () {
      const stream = { ...input, parseAs: "stream" } as const;
      const answer = t.request<ReadableStream<Uint8Array> | null>(operationId, stream, opts).withResponse();
      yield* listItems<Item>(answer.then(({ data, response }) => ({ body: data, response })));
    },
  );
}

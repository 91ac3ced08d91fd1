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

/** The generated methods' call for an operation whose answer is a JSON array. */
export function streamedList<Page, Item>(
  t: Transport<object>,
  operationId: string,
  path: string,
  input: RequestInput,
  opts: RequestOptions | undefined,
): ListPromise<Page, Item> {
  return listPromise<Page, Item>(
    () => t.request<Page>(operationId, input, opts),
    async function* () {
      // The scanner is loaded with the first iteration: awaiting a list never needs it.
      const { listItems } = await import("./list-items.js");
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
      yield* listItems<Item>(answer);
    },
  );
}

// Lists (DESIGN.md "Lists"), as the Stainless SDKs' list methods: a list method returns a promise
// that is also async-iterable. Awaited, it is the one call it always was (the answer as the
// server gives it: the first page); iterated, it yields every item of every page. Which
// operations are lists, the field holding the items and the page parameter come from the
// document (tools/codegen/src/lists.mjs); nothing is sent before the promise is awaited or
// iterated, so iterating never sends the awaited call too.
import type { ApiPromise, RequestInput, RequestOptions, Transport } from "./client.js";

/** What a list method returns: await it for the answer (one page), or `for await` its items. */
export interface ListPromise<Page, Item> extends ApiPromise<Page>, AsyncIterable<Item> {}

/**
 * A ListPromise from the awaited call (`first`, made once, on first use) and the iteration
 * (`items`, given that call: a paged list starts from it, a streamed one makes its own).
 */
export function listPromise<Page, Item>(
  first: () => ApiPromise<Page>,
  items: (first: () => ApiPromise<Page>) => AsyncIterator<Item>,
): ListPromise<Page, Item> {
  let sent: ApiPromise<Page> | undefined;
  const once = () => {
    sent ??= first();
    return sent;
  };
  return {
    // biome-ignore lint/suspicious/noThenProperty: a promise-like by design (awaited as the call)
    then: (ok, failed) => once().then(ok, failed),
    catch: (failed) => once().catch(failed),
    finally: (done) => once().finally(done),
    withResponse: () => once().withResponse(),
    [Symbol.toStringTag]: "Promise",
    [Symbol.asyncIterator]: () => items(once),
  } as ListPromise<Page, Item>;
}

/**
 * A list whose answer is an object holding its items in `field` (`{ services: [...] }`); with
 * `pageParam` it pages as HostBill portals do: `?page=N` answered with `page: { current, total }`.
 * Iteration goes on while the answer says a later page exists and stops at the first answer
 * without paging info, with no items, or whose `current` is not the page asked for (a server
 * that ignores the parameter): never an endless loop, never an item twice.
 */
export function pagedList<Page, Item>(
  t: Transport<object>,
  operationId: string,
  input: RequestInput,
  opts: RequestOptions | undefined,
  field: string,
  pageParam?: string,
): ListPromise<Page, Item> {
  return listPromise<Page, Item>(() => t.request<Page>(operationId, input, opts), async function* (first) {
    let answer: unknown = await first();
    for (let asked = 0; ; ) {
      const found = (answer as Record<string, unknown> | null | undefined)?.[field];
      const items = Array.isArray(found)
        ? found
        : found && typeof found === "object"
          ? Object.values(found)
          : [];
      const page = (answer as { page?: { current?: unknown; total?: unknown } } | null)?.page;
      const current = Number(page?.current);
      if (asked && current !== asked) return; // a server that ignores the page asked for
      yield* items as Item[];
      if (!pageParam || items.length === 0 || !(current < Number(page?.total))) return;
      asked = current + 1;
      answer = await t.request<Page>(
        operationId,
        { ...input, query: { ...input.query, [pageParam]: asked } },
        opts,
      );
    }
  } as (first: () => ApiPromise<Page>) => AsyncGenerator<Item>);
}

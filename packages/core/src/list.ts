// Lists, as the Stainless SDKs' list methods: a list method returns a promise that is also
// async-iterable. Awaited, it is the one call it always was (the response as the server gives
// it: the first page); iterated, it yields every item of every page. Which
// operations are lists, the field holding the items and the page parameter come from the
// document (tools/codegen/src/lists.mjs); nothing is sent before the promise is awaited or
// iterated, so iterating never sends the awaited call too.
import type { ApiPromise, RequestInput, RequestOptions, Transport } from "./client.js";
import { type ApiError, createApiError } from "./errors.js";

/** What a list method returns: await it for the first page, or `for await` its items. */
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
 * The most pages a list walks: a server that still reports another page after this many is
 * not paging as documented (one that always does would be walked for ever).
 */
export const MAX_LIST_PAGES = 10_000;

/**
 * A list whose answer is an object holding its items in `field` (`{ services: [...] }`); with
 * `pageParam` it pages as HostBill portals do: `?page=N` answered with `page: { current, total }`.
 * Iteration goes on while the response says a later page exists, and ends at the last page, at an
 * answer without paging info or at one without items. A server whose pages do not advance (it
 * answers another page than the one asked for, or the previous page's items again) or that
 * still reports another page after MAX_LIST_PAGES is an ApiError saying so: never an endless
 * loop, never an item twice, never a short list passed off as the whole.
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
    let { data: answer, response } = await first().withResponse();
    let asked = 0; // the page asked for: 0 on the first call (the caller's page, or none)
    let previous = ""; // the previous page's items, as JSON
    for (let pages = 1; ; pages++) {
      const found = (answer as Record<string, unknown> | null | undefined)?.[field];
      const items = Array.isArray(found)
        ? found
        : found && typeof found === "object"
          ? Object.values(found)
          : [];
      const page = (answer as { page?: { current?: unknown; total?: unknown } } | null)?.page;
      const current = Number(page?.current);
      const json = JSON.stringify(items);
      if (asked && current !== asked) {
        const answered = Number.isFinite(current) ? `page ${current}` : "without a page number";
        throw notPaging(operationId, response, `asked for page ${asked}, the server answered ${answered}`);
      }
      if (asked && items.length > 0 && json === previous)
        throw notPaging(operationId, response, `page ${asked} holds the same items as page ${asked - 1}`);
      yield* items as Item[];
      if (!pageParam || items.length === 0 || !(current < Number(page?.total))) return;
      if (pages >= MAX_LIST_PAGES) {
        throw notPaging(
          operationId,
          response,
          `the server still reports another page after ${MAX_LIST_PAGES} pages (the most a list walks)`,
        );
      }
      previous = json;
      asked = current + 1;
      ({ data: answer, response } = await t
        .request<Page>(operationId, { ...input, query: { ...input.query, [pageParam]: asked } }, opts)
        .withResponse());
    }
  } as (first: () => ApiPromise<Page>) => AsyncGenerator<Item>);
}

/** The walk stopped: the server does not page as documented (`why`). The error of the response that showed it. */
function notPaging(operationId: string, response: Response, why: string): ApiError {
  const { status, statusText, headers, url } = response;
  const message = `${why}: it does not page this list as documented, so the walk stopped`;
  return createApiError({ operationId, status, statusText, headers, url, messages: [message] });
}

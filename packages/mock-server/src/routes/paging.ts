/**
 * `?page=N` on the lists that take it (services, invoices, tickets): the server answers that
 * page, `PAGE_SIZE` records a page, with `page: { current, total, records, perpage }` as the
 * portals that page their lists do. Without `page` the whole list comes, with no `page` field
 * (the stock HostBill answer).
 */

import type { HandlerContext } from "./types.js";

export const PAGE_SIZE = 20;

export function paged<T>(ctx: HandlerContext, key: string, items: T[]): Record<string, unknown> {
  const requested = ctx.query.page;
  if (requested === undefined) return { [key]: items };
  const current = Math.max(1, Number(requested) || 1);
  const start = (current - 1) * PAGE_SIZE;
  return {
    [key]: items.slice(start, start + PAGE_SIZE),
    page: {
      current,
      total: Math.max(1, Math.ceil(items.length / PAGE_SIZE)),
      records: items.length,
      perpage: PAGE_SIZE,
    },
  };
}

/** HostBill services: list, details, label, cancellation request and manual renewal. */

import { addInvoice, addMonths, CYCLE_MONTHS, invoiceTotal, serviceOf } from "../state/hostbill.js";
import { paged } from "./paging.js";
import { accountOf, fields, type Handlers, info, ok } from "./types.js";

export const serviceHandlers: Handlers = {
  "GET /service"(ctx) {
    const services = accountOf(ctx).services.map(
      ({ cancellation: _c, label: _l, date_created: _d, ...s }) => s,
    );
    return ok(paged(ctx, "services", services));
  },

  "GET /service/{id}"(ctx) {
    const service = serviceOf(accountOf(ctx), ctx.ids[0]);
    const { cancellation, ...stored } = service;
    return ok({
      service: {
        ...stored,
        firstpayment: service.total,
        next_invoice: service.next_due,
        label: service.label ?? "",
        username: "",
        password: "",
        ...(cancellation ? { cancellation_requested: true } : {}),
      },
    });
  },

  "GET /service/{id}/label"(ctx) {
    return ok({ label: serviceOf(accountOf(ctx), ctx.ids[0]).label ?? "" });
  },

  "POST /service/{id}/label"(ctx) {
    const service = serviceOf(accountOf(ctx), ctx.ids[0]);
    service.label = String(fields(ctx).label ?? "");
    return info("Label updated", { label: service.label });
  },

  /** HostBill queues the request (`cancell_sent`); an immediate one ends the service now. */
  "POST /service/{id}/cancel"(ctx) {
    const service = serviceOf(accountOf(ctx), ctx.ids[0]);
    const body = fields(ctx);
    const immediate = body.immediate === true || body.immediate === "true" || body.immediate === 1;
    service.cancellation = { immediate, reason: String(body.reason ?? "") };
    if (immediate) service.status = "Cancelled";
    return info("cancell_sent");
  },

  /** Generates an invoice for the next period and moves the next due date on. */
  "POST /service/{id}/renew"(ctx) {
    const account = accountOf(ctx);
    const service = serviceOf(account, ctx.ids[0]);
    const invoice = addInvoice(account, ctx.hostbill.now(), {
      description: `${service.name} renewal`,
      amount: Number(service.total),
    });
    service.next_due = addMonths(service.next_due, CYCLE_MONTHS[service.billingcycle] ?? 0);
    return info("Invoice generated", { invoice_id: invoice.id, total: invoiceTotal(invoice).toFixed(2) });
  },
};

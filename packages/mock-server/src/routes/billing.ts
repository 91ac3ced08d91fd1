/**
 * HostBill billing: invoices (list, details), account balance and applying credit to an
 * invoice, which pays it in part or in full and lowers the client's credit.
 */

import { HttpProblem } from "../problem.js";
import {
  type Account,
  type InvoiceRecord,
  invoiceOf,
  invoiceTotal,
  isoDate,
  money,
} from "../state/hostbill.js";
import { paged } from "./paging.js";
import { accountOf, fields, type Handlers, info, ok } from "./types.js";

function due(invoice: InvoiceRecord): number {
  return Math.max(invoiceTotal(invoice) - invoice.credit, 0);
}

function listed(account: Account, invoice: InvoiceRecord) {
  return {
    id: invoice.id,
    date: invoice.date,
    dateorig: invoice.date,
    duedate: invoice.duedate,
    paybefore: invoice.duedate,
    total: money(invoiceTotal(invoice)),
    datepaid: invoice.datepaid,
    status: invoice.status,
    merge_id: "",
    number: invoice.number,
    currency: account.currency,
  };
}

export const billingHandlers: Handlers = {
  "GET /invoice"(ctx) {
    const account = accountOf(ctx);
    return ok(
      paged(
        ctx,
        "invoices",
        account.invoices.map((i) => listed(account, i)),
      ),
    );
  },

  "GET /invoice/{id}"(ctx) {
    const account = accountOf(ctx);
    const invoice = invoiceOf(account, ctx.ids[0]);
    const total = invoiceTotal(invoice);
    return ok({
      invoice: {
        ...listed(account, invoice),
        subtotal: money(total),
        credit: money(invoice.credit),
        tax: "0.00",
        taxrate: "0",
        total: money(total),
        balance: money(due(invoice)),
        notes: "",
        items: invoice.items.map((item, index) => ({
          id: String(index + 1),
          invoice_id: invoice.id,
          type: "Other",
          description: item.description,
          amount: money(item.amount),
          taxed: "0",
          qty: "1",
          linetotal: money(item.amount),
        })),
        client: account.client,
      },
    });
  },

  "GET /balance"(ctx) {
    const account = accountOf(ctx);
    const unpaid = account.invoices.filter((i) => i.status === "Unpaid").reduce((sum, i) => sum + due(i), 0);
    return ok({
      success: true,
      details: { currency: account.currency, acc_balance: money(unpaid), acc_credit: money(account.credit) },
    });
  },

  /** `amount` defaults to what pays the invoice in full; never more than the credit or the due. */
  "POST /invoice/{id}/credit"(ctx) {
    const account = accountOf(ctx);
    const invoice = invoiceOf(account, ctx.ids[0]);
    if (invoice.status !== "Unpaid")
      throw new HttpProblem(400, `Invoice ${invoice.id} is ${invoice.status}.`);
    const given = fields(ctx).amount;
    const wanted = given === undefined || given === "" ? due(invoice) : Number(given);
    if (!Number.isFinite(wanted) || wanted <= 0)
      throw new HttpProblem(400, `amount must be a positive number.`);
    if (account.credit <= 0) throw new HttpProblem(400, "insufficient_credit");
    const applied = Math.min(wanted, due(invoice), account.credit);
    invoice.credit += applied;
    account.credit -= applied;
    if (due(invoice) === 0) {
      invoice.status = "Paid";
      invoice.datepaid = isoDate(ctx.hostbill.now());
    }
    return info("Credit applied", {
      applied: money(applied),
      credit: money(account.credit),
      status: invoice.status,
    });
  },
};

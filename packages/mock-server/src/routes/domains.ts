/**
 * HostBill domains: list, details (by id and by name), nameservers, registrar lock, ID
 * protection, autorenew, and renewal, which moves `expires` on by the years paid and bills them.
 */

import { HttpProblem } from "../problem.js";
import { type Account, addInvoice, addMonths, type DomainRecord, domainOf } from "../state/hostbill.js";
import { accountOf, fields, type HandlerContext, type Handlers, info, ok } from "./types.js";

const DEFAULT_NAMESERVERS = ["ns1.example.vn", "ns2.example.vn"];
const DAY_MS = 86_400_000;

function truthy(value: unknown): boolean {
  return value === true || value === 1 || value === "1" || value === "true" || value === "on";
}

function domain(ctx: HandlerContext): { account: Account; domain: DomainRecord } {
  const account = accountOf(ctx);
  return { account, domain: domainOf(account, ctx.ids[0]) };
}

function listed(ctx: HandlerContext, record: DomainRecord) {
  const days = Math.round((Date.parse(record.expires) - ctx.hostbill.now()) / DAY_MS);
  return {
    id: record.id,
    name: record.name,
    expires: record.expires,
    recurring_amount: record.recurring_amount,
    date_created: record.date_created,
    status: record.status,
    period: record.period,
    autorenew: record.autorenew,
    daytoexpire: String(Math.max(days, 0)),
  };
}

function details(record: DomainRecord) {
  const { zone_id: _zone, reglock: _lock, ...stored } = record;
  return {
    ...stored,
    firstpayment: record.recurring_amount,
    next_due: record.expires,
    next_invoice: record.expires,
  };
}

export const domainHandlers: Handlers = {
  "GET /domain"(ctx) {
    return ok({ domains: accountOf(ctx).domains.map((d) => listed(ctx, d)) });
  },

  "GET /domain/{id}"(ctx) {
    return ok({ details: details(domain(ctx).domain) });
  },

  /** An array: one name can have several records (an active and an expired one). */
  "GET /domain/name/{name}"(ctx) {
    const name = (ctx.ids[0] ?? "").toLowerCase();
    const found = accountOf(ctx).domains.filter((d) => d.name === name);
    if (found.length === 0) throw new HttpProblem(404, `No domain named ${name} for this client.`);
    return ok({ details: found.map(details) });
  },

  "GET /domain/{id}/ns"(ctx) {
    return ok({ success: true, nameservers: domain(ctx).domain.nameservers });
  },

  /** An empty list restores the provider's default nameservers, as HostBill does. */
  "PUT /domain/{id}/ns"(ctx) {
    const record = domain(ctx).domain;
    const given = fields(ctx).nameservers;
    const list = Array.isArray(given) ? given.map(String).filter((ns) => ns.trim() !== "") : [];
    if (list.length === 1 || list.length > 13)
      throw new HttpProblem(400, "A domain needs 2 to 13 nameservers (or none for the defaults).");
    record.nameservers = list.length === 0 ? [...DEFAULT_NAMESERVERS] : list.map((ns) => ns.toLowerCase());
    return info("Nameservers updated", { nameservers: record.nameservers });
  },

  "GET /domain/{id}/reglock"(ctx) {
    return ok({ success: true, reglock: domain(ctx).domain.reglock });
  },

  "PUT /domain/{id}/reglock"(ctx) {
    const record = domain(ctx).domain;
    record.reglock = truthy(fields(ctx).switch);
    return info(record.reglock ? "Registrar lock enabled" : "Registrar lock disabled", {
      reglock: record.reglock,
    });
  },

  "PUT /domain/{id}/idprotection"(ctx) {
    const record = domain(ctx).domain;
    record.idprotection = truthy(fields(ctx).switch) ? "1" : "0";
    return info("ID protection updated", { idprotection: record.idprotection });
  },

  "GET /domain/{id}/autorenew"(ctx) {
    return ok({ success: true, autorenew: domain(ctx).domain.autorenew });
  },

  "PUT /domain/{id}/autorenew"(ctx) {
    const record = domain(ctx).domain;
    const body = fields(ctx);
    record.autorenew = truthy(body.autorenew ?? body.switch) ? "1" : "0";
    return info("Autorenew updated", { autorenew: record.autorenew });
  },

  /** Extends `expires` by `years` (default 1) and adds a paid invoice for it. */
  "POST /domain/{id}/renew"(ctx) {
    const { account, domain: record } = domain(ctx);
    const years = Number(fields(ctx).years ?? 1);
    if (!Number.isInteger(years) || years < 1 || years > 10)
      throw new HttpProblem(400, `years must be an integer in 1..10, got ${fields(ctx).years}.`);
    record.expires = addMonths(record.expires, years * 12);
    const invoice = addInvoice(account, ctx.hostbill.now(), {
      description: `Domain renewal ${record.name} (${years} year)`,
      amount: Number(record.recurring_amount) * years,
    });
    return info("Domain renewal ordered", { invoice_id: invoice.id, expires: record.expires });
  },
};

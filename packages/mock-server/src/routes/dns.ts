/**
 * DNS: hosting zones and records (`/dns`, `/service/{id}/dns/...`) and a domain's own records
 * (`/domain/{id}/dns`, the zone of the same domain). Records keep their ids; an update changes
 * only the fields sent.
 */

import { HttpProblem } from "../problem.js";
import {
  type Account,
  type DnsRecord,
  domainOf,
  domainZone,
  newId,
  recordOf,
  serviceOf,
  type Zone,
  zoneOf,
} from "../state/hostbill.js";
import { accountOf, fields, type HandlerContext, type Handlers, info, ok } from "./types.js";

const TYPES = ["A", "AAAA", "CNAME", "MX", "TXT", "NS", "SRV", "CAA"];

function summary(zone: Zone) {
  return { domain_id: zone.domain_id, name: zone.name, service_id: zone.service_id };
}

/** The record fields of a request, checked; `base` gives the ones not sent (an update). */
function recordFields(ctx: HandlerContext, base?: DnsRecord): Omit<DnsRecord, "id"> {
  const body = fields(ctx);
  const type = String(body.type ?? base?.type ?? "").toUpperCase();
  const content = String(body.content ?? base?.content ?? "");
  if (!type || !content) throw new HttpProblem(400, "A DNS record needs a type and a content.");
  return {
    name: String(body.name ?? base?.name ?? "@"),
    type,
    content,
    ttl: whole("ttl", body.ttl ?? base?.ttl ?? 3600),
    priority: whole("priority", body.priority ?? base?.priority ?? 0),
  };
}

/** A record's integer field, sent as a number or as its digits. */
function whole(name: string, value: unknown): number {
  const n = typeof value === "number" ? value : Number(String(value).trim() || Number.NaN);
  if (!Number.isInteger(n) || n < 0) throw new HttpProblem(400, `${name} must be a whole number.`);
  return n;
}

function addRecord(ctx: HandlerContext, account: Account, zone: Zone) {
  const record = { id: newId(account), ...recordFields(ctx) };
  zone.records.push(record);
  return info("dnsnewrecordadded", { record });
}

function updateRecord(ctx: HandlerContext, zone: Zone, id: string | undefined) {
  const record = recordOf(zone, id);
  Object.assign(record, recordFields(ctx, record));
  return info("DNS Management updated successfully", { record });
}

function removeRecord(zone: Zone, id: string | undefined) {
  const record = recordOf(zone, id);
  zone.records = zone.records.filter((r) => r !== record);
  return info("DNS Management updated successfully");
}

function zone(ctx: HandlerContext): { account: Account; zone: Zone } {
  const account = accountOf(ctx);
  return { account, zone: zoneOf(account, ctx.ids[0], ctx.ids[1]) };
}

function domainDns(ctx: HandlerContext): { account: Account; zone: Zone } {
  const account = accountOf(ctx);
  return { account, zone: domainZone(account, domainOf(account, ctx.ids[0])) };
}

export const dnsHandlers: Handlers = {
  "GET /dns"(ctx) {
    const account = accountOf(ctx);
    const zones = account.zones.filter((z) => z.service_id !== "");
    return ok({ service_ids: [...new Set(zones.map((z) => z.service_id))], zones: zones.map(summary) });
  },

  "GET /service/{id}/dns"(ctx) {
    const account = accountOf(ctx);
    const service = serviceOf(account, ctx.ids[0]);
    return ok({ zones: account.zones.filter((z) => z.service_id === service.id).map(summary) });
  },

  "POST /service/{id}/dns"(ctx) {
    const account = accountOf(ctx);
    const service = serviceOf(account, ctx.ids[0]);
    const name = String(fields(ctx).name ?? "").toLowerCase();
    if (!/^[a-z0-9.-]+\.[a-z]{2,}$/.test(name)) throw new HttpProblem(400, `"${name}" is not a zone name.`);
    if (account.zones.some((z) => z.service_id === service.id && z.name === name))
      throw new HttpProblem(400, `Domain zone ${name} already exists.`);
    const created: Zone = { domain_id: newId(account), service_id: service.id, name, records: [] };
    account.zones.push(created);
    return info(`Domain zone ${name} was created successfully.`, { zone: summary(created) });
  },

  "GET /service/{id}/dns/{zone_id}"(ctx) {
    const found = zone(ctx).zone;
    return ok({
      service_id: found.service_id,
      domain_id: found.domain_id,
      name: found.name,
      records: found.records,
    });
  },

  "DELETE /service/{id}/dns/{zone_id}"(ctx) {
    const { account, zone: found } = zone(ctx);
    account.zones = account.zones.filter((z) => z !== found);
    return info(`Domain zone ${found.name} was deleted successfully.`);
  },

  "POST /service/{id}/dns/{zone_id}/records"(ctx) {
    const { account, zone: found } = zone(ctx);
    return addRecord(ctx, account, found);
  },

  "PUT /service/{id}/dns/{zone_id}/records/{record_id}"(ctx) {
    return updateRecord(ctx, zone(ctx).zone, ctx.ids[2]);
  },

  "DELETE /service/{id}/dns/{zone_id}/records/{record_id}"(ctx) {
    return removeRecord(zone(ctx).zone, ctx.ids[2]);
  },

  "GET /domain/{id}/dns"(ctx) {
    // The exports' example of this list has integer record ids.
    const records = domainDns(ctx).zone.records.map((r) => ({ ...r, id: Number(r.id) }));
    return ok({ success: true, records });
  },

  "POST /domain/{id}/dns"(ctx) {
    const { account, zone: found } = domainDns(ctx);
    return addRecord(ctx, account, found);
  },

  "PUT /domain/{id}/dns/{index}"(ctx) {
    return updateRecord(ctx, domainDns(ctx).zone, ctx.ids[1]);
  },

  "DELETE /domain/{id}/dns/{index}"(ctx) {
    return removeRecord(domainDns(ctx).zone, ctx.ids[1]);
  },

  "GET /domain/{id}/dns/types"(ctx) {
    domainOf(accountOf(ctx), ctx.ids[0]);
    return ok({ types: TYPES });
  },
};

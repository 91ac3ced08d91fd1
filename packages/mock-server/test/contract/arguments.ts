/**
 * Valid arguments for any operation of the document: path ids from the fixtures (by the
 * resource the path names), query and body from the document's examples or schemas, with a
 * few bodies a stateful handler needs to make sense (a ticket's department, a DNS record...).
 */

import { DEMO_USER, fixtures } from "../../src/index.js";
import type { Operation } from "../../src/openapi.js";
import { routeKey } from "../../src/routes/index.js";
import { synthesize } from "../../src/synthesize.js";
import { record } from "../helpers.js";

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  schema?: Record<string, unknown>;
}

export interface Arguments {
  path: string;
  query: Record<string, string>;
  body?: unknown;
}

/** The registrar's maintained domain, uploaded before the operations that read it. */
export const MAINTAINED = "vi-du.vn";

/** Bodies the fixtures need (by route, parameter names erased). */
const BODIES: Record<string, unknown> = {
  "POST /login": { username: DEMO_USER.username, password: DEMO_USER.password },
  "POST /v1/reports/maintain-domains": [record("vi-du.vn")],
  "POST /v1/reports/maintain-domains/sub-lists": [record("vi-du.vn")],
  "POST /v1/reports/fluctuation-domains": [
    { ...record("moi.vn"), action: "ADD", actionReason: "C", actionDate: "2026-11-20" },
  ],
  "POST /tickets": { dept_id: fixtures.departments.support, subject: "Disk full", body: "Please help." },
  "POST /tickets/{}": { body: "Any news?" },
  "POST /contact": { email: "new.contact@example.vn", firstname: "Cường", lastname: "Lê" },
  "POST /service/{}/dns": { name: "moi-zone.vn" },
  "POST /service/{}/dns/{}/records": { name: "www", type: "A", content: "203.0.113.20", ttl: "3600" },
  "PUT /service/{}/dns/{}/records/{}": { content: "203.0.113.21" },
  "POST /domain/{}/dns": { name: "www", type: "A", content: "203.0.113.20" },
  "PUT /domain/{}/dns/{}": { content: "203.0.113.21" },
  "PUT /domain/{}/ns": { nameservers: ["ns1.provider.vn", "ns2.provider.vn"] },
  "POST /domain/{}/renew": { years: "1" },
  "POST /service/{}/vms/{}/images": { iso: "iso-2" },
  "POST /service/{}/vms/{}/boot": { boot: "cdn" },
};

/** The id a path parameter takes, by the segment before it (and the route). */
function pathValue(route: string, before: string, parameter: Parameter | undefined): string {
  const dns = route.includes("/dns");
  switch (before) {
    case "service":
      return dns ? fixtures.services.dns : fixtures.services.cloud;
    case "vms":
      return route.endsWith("/start") ? fixtures.vms.stopped : fixtures.vms.running;
    case "domain":
      return fixtures.domain.id;
    case "name":
      return fixtures.domain.name;
    case "invoice":
      return fixtures.invoices.unpaid;
    case "tickets":
      return fixtures.ticket;
    case "contact":
      return fixtures.contact;
    case "dns":
      return route.startsWith("PUT /domain") || route.startsWith("DELETE /domain")
        ? fixtures.records.a
        : fixtures.zone.id;
    case "records":
      return fixtures.records.a;
    case "domains":
      return MAINTAINED;
    default:
      return String(parameter?.example ?? parameter?.schema?.example ?? "1");
  }
}

function mediaSchema(operation: Operation): { schema?: unknown; example?: unknown } | undefined {
  const content = (
    operation.requestBody as { content?: Record<string, { schema?: unknown; example?: unknown }> }
  )?.content;
  return content?.["application/json"];
}

export function validArguments(operation: Operation): Arguments {
  const route = routeKey(operation.method, operation.path);
  const parameters = (operation.parameters ?? []) as Parameter[];
  const segments = operation.path.split("/");
  const path = segments
    .map((segment, i) => {
      if (!/^\{.+\}$/.test(segment)) return segment;
      const parameter = parameters.find((p) => p.in === "path" && `{${p.name}}` === segment);
      return encodeURIComponent(pathValue(route, segments[i - 1] ?? "", parameter));
    })
    .join("/");
  const query: Record<string, string> = {};
  for (const parameter of parameters.filter((p) => p.in === "query" && p.required)) {
    query[parameter.name] = String(parameter.example ?? synthesize(parameter.schema));
  }
  const media = mediaSchema(operation);
  const body =
    route in BODIES ? BODIES[route] : media ? (media.example ?? synthesize(media.schema)) : undefined;
  return { path, query, body };
}

/** The same path with its first id replaced by one no fixture has (that still fits the schema). */
export function unknownIdPath(operation: Operation, valid: string): string | undefined {
  const segments = operation.path.split("/");
  const first = segments.findIndex((segment) => /^\{.+\}$/.test(segment));
  if (first < 0) return undefined;
  const parameter = ((operation.parameters ?? []) as Parameter[]).find(
    (p) => p.in === "path" && `{${p.name}}` === segments[first],
  );
  const pattern = parameter?.schema?.pattern;
  const fits = (value: string) => typeof pattern !== "string" || new RegExp(pattern, "u").test(value);
  const parts = valid.split("/");
  parts[first] = [fixtures.unknownId, "999", "unknown-name.vn"].find(fits) ?? fixtures.unknownId;
  return parts.join("/");
}

/** A body that breaks the operation's schema: the wrong JSON type, or a required property missing. */
export function invalidBody(operation: Operation): unknown {
  const media = mediaSchema(operation) as { schema?: { type?: string } } | undefined;
  if (!media) return undefined;
  return media.schema?.type === "array" ? { not: "an array" } : ["not", "an", "object"];
}

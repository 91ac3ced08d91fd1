/**
 * Valid arguments for any operation of the document, against this server's seeded state:
 * path ids from the fixtures (by the resource the path names), query and body from the
 * document's examples or schemas, and the few bodies a stateful handler needs to make sense
 * (a ticket's department, a DNS record...). The contract tests and the SDKs' end-to-end
 * tests drive every operation with them.
 */

import { fixtures } from "./fixtures/hostbill.js";
import { jsonRequestBody, loadDocument } from "./openapi.js";
import { DEMO_USER } from "./options.js";
import { routeKey } from "./routes/index.js";
import type { MaintainDomain } from "./state/records.js";
import { synthesize } from "./synthesize.js";

export interface SampleArguments {
  /** Path parameters by the document's name, in the order the path template has them. */
  pathParams: Record<string, string>;
  /** The path with those values filled in (percent-encoded). */
  path: string;
  /** Required query parameters. */
  query: Record<string, string>;
  /** The JSON body, when the operation takes one. */
  body?: unknown;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  schema?: Record<string, unknown>;
}

/** The registrar's maintained domain: upload `sampleRecord(SAMPLE_MAINTAINED_DOMAIN)` before reading it. */
export const SAMPLE_MAINTAINED_DOMAIN = "vi-du.vn";

/** A record whose owner type is one the document allows (so SDK record types accept it). */
type SampleRecord = MaintainDomain & { ownerType: "C" | "T" };

/** A valid MaintainDomain record for `domainName`, with optional overrides. */
export function sampleRecord(domainName: string, overrides: Partial<SampleRecord> = {}): SampleRecord {
  return {
    domainName,
    registeredDate: "2021-03-15",
    expiredDate: "2027-03-15",
    ownerName: "Nguyễn Văn An",
    ownerType: "C",
    address: "12 Lý Tự Trọng",
    wardName: "Phường Bến Nghé",
    districtName: "Quận 1",
    cityName: "Thành phố Hồ Chí Minh",
    countryCode: "VN",
    phone: "+84.903123456",
    email: "an.nguyen@example.vn",
    adminName: "Nguyễn Văn An",
    isAgentManager: false,
    ...overrides,
  };
}

/** Bodies the seeded state needs (by route, parameter names erased); the others come from the document. */
const BODIES: Record<string, unknown> = {
  "POST /login": { username: DEMO_USER.username, password: DEMO_USER.password },
  "POST /v1/reports/maintain-domains": [sampleRecord(SAMPLE_MAINTAINED_DOMAIN)],
  "POST /v1/reports/maintain-domains/sub-lists": [sampleRecord(SAMPLE_MAINTAINED_DOMAIN)],
  "POST /v1/reports/fluctuation-domains": [
    { ...sampleRecord("moi.vn"), action: "ADD", actionReason: "C", actionDate: "2026-11-20" },
  ],
  "POST /tickets": { dept_id: fixtures.departments.support, subject: "Disk full", body: "Please help." },
  "POST /tickets/{}": { body: "Any news?" },
  "POST /contact": { email: "new.contact@example.vn", firstname: "Cường", lastname: "Lê" },
  "POST /service/{}/dns": { name: "moi-zone.vn" },
  // The document takes ttl as an integer or a string: seconds, as a number.
  "POST /service/{}/dns/{}/records": { name: "www", type: "A", content: "203.0.113.20", ttl: 3600 },
  "PUT /service/{}/dns/{}/records/{}": { content: "203.0.113.21" },
  "POST /domain/{}/dns": { name: "www", type: "A", content: "203.0.113.20" },
  "PUT /domain/{}/dns/{}": { content: "203.0.113.21" },
  "PUT /domain/{}/ns": { nameservers: ["ns1.provider.vn", "ns2.provider.vn"] },
  "POST /domain/{}/renew": { years: "1" },
  "POST /service/{}/vms/{}/hostname": { hostname: "vm10.example.vn" },
  "POST /service/{}/vms/{}/images": { image: "iso-2" },
  "POST /service/{}/vms/{}/boot": { order: "cd" },
};

/** The id a path parameter takes, by the segment before it (and the route). */
function pathValue(route: string, before: string, parameter: Parameter | undefined): string {
  switch (before) {
    case "service":
      return route.includes("/dns") ? fixtures.services.dns : fixtures.services.cloud;
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
      // A domain's own records are numbered under /domain/{id}/dns; a hosting zone has an id.
      return route.startsWith("PUT /domain") || route.startsWith("DELETE /domain")
        ? fixtures.records.a
        : fixtures.zone.id;
    case "records":
      return fixtures.records.a;
    case "domains":
      return SAMPLE_MAINTAINED_DOMAIN;
    default:
      return String(parameter?.example ?? parameter?.schema?.example ?? "1");
  }
}

/**
 * Valid arguments for the operation at `method` and `path` (the document's path template, as
 * an operation of the document has them), against a freshly started or reset server.
 */
export async function sampleArguments(target: { method: string; path: string }): Promise<SampleArguments> {
  const method = target.method.toLowerCase();
  const operation = (await loadDocument()).operations.find(
    (op) => op.method === method && op.path === target.path,
  );
  if (!operation)
    throw new Error(`${target.method.toUpperCase()} ${target.path} is not an operation of the document`);
  const route = routeKey(operation.method, operation.path);
  const parameters = (operation.parameters ?? []) as Parameter[];
  const segments = operation.path.split("/");
  const pathParams: Record<string, string> = {};
  const path = segments
    .map((segment, i) => {
      const name = /^\{(.+)\}$/.exec(segment)?.[1];
      if (name === undefined) return segment;
      const parameter = parameters.find((p) => p.in === "path" && p.name === name);
      pathParams[name] = pathValue(route, segments[i - 1] ?? "", parameter);
      return encodeURIComponent(pathParams[name]);
    })
    .join("/");
  const query: Record<string, string> = {};
  for (const parameter of parameters.filter((p) => p.in === "query" && p.required)) {
    query[parameter.name] = String(parameter.example ?? synthesize(parameter.schema));
  }
  const media = jsonRequestBody(operation);
  const body =
    route in BODIES ? BODIES[route] : media ? (media.example ?? synthesize(media.schema)) : undefined;
  return { pathParams, path, query, body };
}

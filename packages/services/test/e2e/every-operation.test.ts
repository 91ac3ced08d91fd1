// Every operation of every package, driven through its GENERATED method against the
// reference server, with arguments built from the document and the server's fixtures; the
// answer must have a status the operation declares and a body valid against the document.
// The table is the document itself: an operation without a generated method, or one the
// server cannot answer, is a failing row, never a skipped one.
import {
  type AccountClient,
  type ApiPromise,
  createAccountClient,
  createSession,
  type HostBillSession,
} from "@cdrapi/account";
import { createBillingClient } from "@cdrapi/billing";
import { createComputeClient } from "@cdrapi/compute";
import { createDomainsClient } from "@cdrapi/domains";
import { DEMO_REGISTRAR, DEMO_USER, fixtures, type MockServer, startMockServer } from "@cdrapi/mock-server";
import { createReportingClient, type MaintainDomain, type ReportingClient } from "@cdrapi/reporting";
import { createSupportClient } from "@cdrapi/support";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "@jest/globals";
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
// @ts-expect-error plain ESM without types: the generator's own document loader
import { listOperations, loadDocument } from "../../../../tools/codegen/src/document.mjs";
// @ts-expect-error plain ESM without types: OpenAPI 3.0 schema -> JSON Schema, refs inlined
import { toJsonSchema } from "../../../../tools/codegen/src/emit.mjs";
import { methodIndex as accountMethods } from "../../../account/src/generated/methods.js";
import { methodIndex as billingMethods } from "../../../billing/src/generated/methods.js";
import { methodIndex as computeMethods } from "../../../compute/src/generated/methods.js";
import { methodIndex as domainsMethods } from "../../../domains/src/generated/methods.js";
import { methodIndex as reportingMethods } from "../../../reporting/src/generated/methods.js";
import { methodIndex as supportMethods } from "../../../support/src/generated/methods.js";
import { methodIndex as servicesMethods } from "../../src/generated/methods.js";
import { createServicesClient } from "../../src/index.js";

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  schema?: Schema;
  $ref?: string;
}
interface Operation {
  operationId: string;
  "x-package": string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema; example?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
interface Listed {
  path: string;
  method: string;
  op: Operation;
  item: { parameters?: Parameter[] };
}
interface IndexEntry {
  method: string;
  path: readonly string[];
  body: boolean;
  query: boolean;
}

const doc = loadDocument() as { components: Record<string, Record<string, unknown>> };
const listed = listOperations(doc) as Listed[];
const INDEX: Record<string, Record<string, IndexEntry>> = {
  reporting: reportingMethods,
  compute: computeMethods,
  account: accountMethods,
  billing: billingMethods,
  support: supportMethods,
  domains: domainsMethods,
  services: servicesMethods,
};

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);

/** The registrar's maintained domain, uploaded before the reporting operations that read it. */
const MAINTAINED = "vi-du.vn";
function record(domainName: string): MaintainDomain {
  return {
    domainName,
    registeredDate: "2021-03-15",
    expiredDate: "2027-03-15",
    ownerName: "Nguyễn Văn An",
    ownerType: "C",
    address: "12 Lý Tự Trọng",
    cityName: "Thành phố Hồ Chí Minh",
    countryCode: "VN",
    phone: "+84.903123456",
    email: "an.nguyen@example.vn",
    adminName: "Nguyễn Văn An",
    isAgentManager: false,
  };
}

/** Bodies the server's state needs to make sense of, by operationId (the others: from the document). */
const BODIES: Record<string, unknown> = {
  Utility_login: { username: DEMO_USER.username, password: DEMO_USER.password },
  uploadMaintainDomainReportUsingPOST: [record(MAINTAINED)],
  uploadSubListOfMaintainDomainReportUsingPOST: [record(MAINTAINED)],
  uploadFluctuationDomainReportUsingPOST: [
    { ...record("moi.vn"), action: "ADD", actionReason: "C", actionDate: "2026-11-20" },
  ],
  Support_createTicket: { dept_id: fixtures.departments.support, subject: "Disk full", body: "Please help." },
  Support_reply: { body: "Any news?" },
  Contact_addContact: { email: "new.contact@example.vn", firstname: "Cường", lastname: "Lê" },
  DNS_createZone: { name: "moi-zone.vn" },
  DNS_createRecord: { name: "www", type: "A", content: "203.0.113.20", ttl: 3600 },
  DNS_updateRecord: { content: "203.0.113.21" },
  "DNS Manage_createRecord": { name: "www", type: "A", content: "203.0.113.20" },
  "DNS Manage_updateRecord": { content: "203.0.113.21" },
  "Cloud Virtual Machine_mountIsoImage": { iso: "iso-2" },
  "Cloud Virtual Machine_bootOrder": { boot: "cdn" },
  Services_vmHostname: { hostname: "vm10.example.vn" },
};

const resolve = <T>(node: (T & { $ref?: string }) | undefined): T | undefined => {
  if (!node?.$ref) return node;
  const [, section, name] = /^#\/components\/([^/]+)\/(.+)$/.exec(node.$ref) ?? [];
  return doc.components[section!]![name!] as T;
};

/** A minimal valid value of a schema: its example or default, else built from its type. */
function minimal(input: Schema | undefined, depth = 0): unknown {
  const schema = resolve(input);
  if (!schema || depth > 8) return undefined;
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.allOf))
    return Object.assign({}, ...schema.allOf.map((s) => minimal(s as Schema, depth + 1)));
  for (const key of ["oneOf", "anyOf"])
    if (Array.isArray(schema[key])) return minimal(schema[key][0], depth + 1);
  switch (schema.type) {
    case "integer":
    case "number":
      return typeof schema.minimum === "number" ? schema.minimum : 1;
    case "boolean":
      return true;
    case "array":
      return typeof schema.minItems === "number" && schema.minItems > 0
        ? [minimal(schema.items as Schema, depth + 1)]
        : [];
    case "string":
      if (schema.format === "date") return "2026-01-15";
      if (schema.format === "date-time") return "2026-01-15T08:00:00Z";
      if (schema.format === "email") return "user@example.vn";
      return "1";
    default: {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((name) => [name, minimal(properties[name], depth + 1)]));
    }
  }
}

/** The fixture id a path parameter takes, by the path segment before it. */
function pathValue(listed: Listed, segment: string, parameter: Parameter): string | number {
  const { path, method } = listed;
  switch (segment) {
    case "service":
      if (path.includes("/dns")) return fixtures.services.dns;
      return path.includes("/hosting") ? fixtures.services.hosting : fixtures.services.cloud;
    case "vms":
      return path.endsWith("/start") ? fixtures.vms.stopped : fixtures.vms.running;
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
      return path.startsWith("/domain/") && method !== "post" ? fixtures.records.a : fixtures.zone.id;
    case "records":
      return fixtures.records.a;
    case "domains":
      return MAINTAINED;
    default:
      return String(parameter.example ?? parameter.schema?.example ?? "1");
  }
}

/** The generated method's arguments for one operation, in the generator's order. */
function argumentsFor(entry: Listed, index: IndexEntry, extra: { reportId?: number }): unknown[] {
  const parameters = [...(entry.item.parameters ?? []), ...(entry.op.parameters ?? [])].map(
    (p) => resolve(p)!,
  );
  const segments = entry.path.split("/");
  const ids = segments
    .map((segment, i) => ({ segment, before: segments[i - 1] ?? "" }))
    .filter(({ segment }) => /^\{.+\}$/.test(segment))
    .map(({ segment, before }) => {
      const parameter = parameters.find((p) => p.in === "path" && `{${p.name}}` === segment)!;
      if (entry.path === "/v1/reports/{id}") return extra.reportId;
      return pathValue(entry, before, parameter);
    });
  const args: unknown[] = [...ids];
  if (index.body) {
    const media = entry.op.requestBody?.content?.["application/json"];
    const id = entry.op.operationId;
    args.push(id in BODIES ? BODIES[id] : (media?.example ?? minimal(media?.schema)));
  }
  if (index.query) {
    const query = parameters
      .filter((p) => p.in === "query" && p.required)
      .map((p) => [p.name, p.example ?? minimal(p.schema)]);
    args.push(Object.fromEntries(query));
  }
  return args;
}

let server: MockServer;
let session: HostBillSession;
let reporting: ReportingClient;
let account: AccountClient;
let clients: Record<string, unknown>;
beforeAll(async () => {
  server = await startMockServer();
  session = createSession({ baseUrl: server.url, ...DEMO_USER, maxRetries: 0 });
  reporting = createReportingClient({ baseUrl: server.url, credentials: DEMO_REGISTRAR, maxRetries: 0 });
  const auth = { session };
  account = createAccountClient({ auth, maxRetries: 0 });
  clients = {
    reporting,
    account,
    compute: createComputeClient({ auth, maxRetries: 0 }),
    billing: createBillingClient({ auth, maxRetries: 0 }),
    support: createSupportClient({ auth, maxRetries: 0 }),
    domains: createDomainsClient({ auth, maxRetries: 0 }),
    services: createServicesClient({ auth, maxRetries: 0 }),
  };
});
afterAll(() => server.close());
// Each operation starts from the seeded state (the session logs in again by itself).
beforeEach(() => server.reset());

const rows = listed.map((entry) => [entry.op["x-package"], entry.op.operationId, entry] as const);

describe("every operation of the document, through its generated method", () => {
  test("the document has operations in every package", () => {
    const packages = new Set(rows.map(([pkg]) => pkg));
    expect([...packages].sort()).toEqual(Object.keys(INDEX).sort());
  });

  test.each(rows)("%s %s", async (pkg, operationId, entry) => {
    const index = INDEX[pkg]?.[operationId];
    if (index === undefined) throw new Error(`${operationId}: no generated method in ${pkg}`);
    const extra: { reportId?: number } = {};
    if (pkg === "reporting") {
      // The maintained list (and a report id) the reading operations need.
      const info = await reporting.uploadMaintainDomainReport([record(MAINTAINED)]);
      extra.reportId = info.id;
      // Something to merge.
      if (operationId === "mergeAllSubListOfMaintainDomainReportUsingPUT")
        await reporting.uploadMaintainDomainSubList([record(MAINTAINED)]);
    }
    let args = argumentsFor(entry, index, extra);
    if (operationId === "Utility_refreshToken") {
      const pair = (await account.auth.login(BODIES.Utility_login as never)) as { refresh?: string };
      args = [{ refresh_token: pair.refresh }];
    }
    const [ns, name] = index.method.split(".") as [string, string];
    const method = (clients[pkg] as Record<string, Record<string, (...a: unknown[]) => ApiPromise<unknown>>>)[
      ns
    ]?.[name];
    if (typeof method !== "function") throw new Error(`${pkg}.${index.method} is not a method of the client`);

    const { data, response } = await method(...args).withResponse();
    const declared = entry.op.responses ?? {};
    expect(Object.keys(declared)).toContain(String(response.status));
    const content = declared[String(response.status)]?.content;
    const media = content?.["application/json"] ?? Object.values(content ?? {})[0];
    if (media?.schema) {
      const validate = ajv.compile(toJsonSchema(media.schema, doc));
      const valid = validate(data);
      expect(valid ? [] : validate.errors).toEqual([]);
    }
  });
});

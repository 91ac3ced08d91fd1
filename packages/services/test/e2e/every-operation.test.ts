// Every operation of every package, driven through its GENERATED method against the
// reference server, with the server's sample arguments (its fixtures, the document's examples); the
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
import {
  DEMO_REGISTRAR,
  DEMO_USER,
  type MockServer,
  SAMPLE_MAINTAINED_DOMAIN,
  sampleArguments,
  sampleRecord,
  startMockServer,
} from "@cdrapi/mock-server";
import { createReportingClient, type ReportingClient } from "@cdrapi/reporting";
import { createSupportClient } from "@cdrapi/support";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "@jest/globals";
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
// the generator's own document loader (plain ESM)
import { listOperations, loadDocument } from "../../../../tools/codegen/src/document.mjs";
// OpenAPI 3.0 schema -> JSON Schema, refs inlined (plain ESM)
import { toJsonSchema } from "../../../../tools/codegen/src/emit.mjs";
import { methodIndex as accountMethods } from "../../../account/src/generated/method-index.js";
import { methodIndex as billingMethods } from "../../../billing/src/generated/method-index.js";
import { methodIndex as computeMethods } from "../../../compute/src/generated/method-index.js";
import { methodIndex as domainsMethods } from "../../../domains/src/generated/method-index.js";
import { methodIndex as reportingMethods } from "../../../reporting/src/generated/method-index.js";
import { methodIndex as supportMethods } from "../../../support/src/generated/method-index.js";
import { methodIndex as servicesMethods } from "../../src/generated/method-index.js";
import { createServicesClient } from "../../src/index.js";

type Schema = Record<string, unknown>;
interface Operation {
  operationId: string;
  "x-package": string;
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
interface Listed {
  path: string;
  method: string;
  op: Operation;
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

/** The generated method's arguments, in the generator's order: path ids (in path order), body, query. */
async function argumentsFor(entry: Listed, index: IndexEntry, reportId?: number): Promise<unknown[]> {
  const sample = await sampleArguments(entry);
  const ids = [...entry.path.matchAll(/\{([^}]+)\}/g)].map(([, name]) =>
    entry.path === "/v1/reports/{id}" ? reportId : sample.pathParams[name ?? ""],
  );
  return [...ids, ...(index.body ? [sample.body] : []), ...(index.query ? [sample.query] : [])];
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
    let reportId: number | undefined;
    if (pkg === "reporting") {
      // The maintained list (and a report id) the reading operations need.
      const info = await reporting.reports.uploadMaintainDomains([sampleRecord(SAMPLE_MAINTAINED_DOMAIN)]);
      reportId = info.id;
      // Something to merge.
      if (operationId === "mergeAllSubListOfMaintainDomainReportUsingPUT")
        await reporting.reports.uploadMaintainDomainSubList([sampleRecord(SAMPLE_MAINTAINED_DOMAIN)]);
    }
    let args = await argumentsFor(entry, index, reportId);
    if (operationId === "Utility_refreshToken") {
      const login = { username: DEMO_USER.username, password: DEMO_USER.password };
      const pair = (await account.auth.login(login as never)) as { refresh?: string };
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

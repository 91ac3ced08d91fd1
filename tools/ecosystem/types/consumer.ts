// Compiled by each TypeScript version and module resolution the ecosystem test tries: every
// public entry point must resolve, with types, and the main calls must type-check.
import { createSession } from "@cdrapi/account";
import { type ComputeClient, ConnectionError, createComputeClient } from "@cdrapi/compute";
import { createTransport } from "@cdrapi/core";
import { createDomainsClient } from "@cdrapi/domains";
import { type MockServer, startMockServer } from "@cdrapi/mock-server";
import {
  createReportingClient,
  type MaintainDomain,
  type ReportMaintainDomainsResult,
  ValidationError,
} from "@cdrapi/reporting";
import { reportMaintainDomains } from "@cdrapi/reporting/bulk";
import { readMaintainDomains } from "@cdrapi/reporting/node";

export async function consumer(records: MaintainDomain[]): Promise<number> {
  const server: MockServer = await startMockServer({ port: 0 });
  try {
    const reporting = createReportingClient({
      baseUrl: server.url,
      credentials: { username: "u", password: "p" },
    });
    const result: ReportMaintainDomainsResult = await reportMaintainDomains(reporting, records);
    const fromFile = readMaintainDomains("domains.csv");
    const compute: ComputeClient = createComputeClient({ baseUrl: server.url, auth: { token: "t" } });
    const session = createSession({ baseUrl: server.url, username: "demo-user", password: "demo-password" });
    const domains = createDomainsClient({ baseUrl: server.url, auth: { session } });
    await domains.domainDns.listRecords("501");
    await compute.vms.reboot("1201", "vm-10");
    await compute.vms.list("1201").catch((e: unknown) => {
      if (e instanceof ConnectionError) return e.code;
      if (e instanceof ValidationError) return e.issues.length;
      throw e;
    });
    return (
      result.totalDomain + (fromFile === undefined ? 0 : 1) + (typeof createTransport === "function" ? 1 : 0)
    );
  } finally {
    await server.close();
  }
}

// Every API group the CLI reaches, with its generated operation table and how to build its
// client: the registrar reporting group with VNNIC's Basic credentials, the HostBill groups
// with the provider's token or login (one session shared by the clients of a command).
import { operations as accountOperations, createAccountClient } from "@cdrapi/account";
import { operations as billingOperations, createBillingClient } from "@cdrapi/billing";
import { operations as computeOperations, createComputeClient } from "@cdrapi/compute";
import { createDomainsClient, operations as domainsOperations } from "@cdrapi/domains";
import { createReportingClient, operations as reportingOperations } from "@cdrapi/reporting";
import { createServicesClient, operations as servicesOperations } from "@cdrapi/services";
import { createSupportClient, operations as supportOperations } from "@cdrapi/support";
import { usable } from "../clients.js";
import {
  type ComputeFlags,
  computeConfig,
  type GlobalFlags,
  type ReportingFlags,
  reportingConfig,
} from "../config.js";
import type { CliIo } from "../io.js";
import type { AnyApi, Operation } from "./call.js";

type Table = Readonly<Record<string, { method: string; path: string; security?: readonly string[] }>>;

/** Connection flags of either kind (`cdrapi api` takes both sets of names). */
export type ConnectionFlags = ReportingFlags & ComputeFlags;

export interface Group {
  /** The package, e.g. "reporting" (@cdrapi/reporting). */
  name: string;
  operations: Table;
  /** Whose credentials: the registrar's (VNNIC) or the hosting customer's (HostBill). */
  credentials: "reporting" | "hostbill";
  /** The group's openapi-fetch client, with its auth and transport policies. */
  connect(flags: ConnectionFlags, globals: GlobalFlags, io: CliIo): Promise<AnyApi>;
}

function hostbill(
  name: string,
  operations: Table,
  create: (options: Awaited<ReturnType<typeof computeConfig>>) => { api: AnyApi },
): Group {
  return {
    name,
    operations,
    credentials: "hostbill",
    async connect(flags, globals, io) {
      const options = await computeConfig(flags, globals, io);
      return usable(() => create(options)).api;
    },
  };
}

export const GROUPS: readonly Group[] = [
  {
    name: "reporting",
    operations: reportingOperations,
    credentials: "reporting",
    async connect(flags, globals, io) {
      const options = await reportingConfig(flags, globals, io);
      return usable(() => createReportingClient(options)).api;
    },
  },
  hostbill("account", accountOperations, createAccountClient),
  hostbill("compute", computeOperations, createComputeClient),
  hostbill("services", servicesOperations, createServicesClient),
  hostbill("domains", domainsOperations, createDomainsClient),
  hostbill("billing", billingOperations, createBillingClient),
  hostbill("support", supportOperations, createSupportClient),
];

export interface FoundOperation extends Operation {
  group: Group;
}

/** Every operation of every group, in the groups' order. */
export function allOperations(): FoundOperation[] {
  return GROUPS.flatMap((group) =>
    Object.entries(group.operations).map(([operationId, row]) => ({
      operationId,
      method: row.method,
      path: row.path,
      group,
    })),
  );
}

/** The operation with this id, or undefined. */
export function findOperation(operationId: string): FoundOperation | undefined {
  for (const group of GROUPS) {
    const row = Object.hasOwn(group.operations, operationId) ? group.operations[operationId] : undefined;
    if (row) return { operationId, method: row.method, path: row.path, group };
  }
  return undefined;
}

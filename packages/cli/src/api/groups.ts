// Every API group the CLI reaches, with its generated operation table and how to build its
// client: the registrar reporting group with VNNIC's Basic credentials, the HostBill groups
// with the provider's token or login (one session shared by the clients of a command).
import {
  methodIndex as accountMethods,
  operations as accountOperations,
  createAccountClient,
} from "@cdrapi/account";
import {
  methodIndex as billingMethods,
  operations as billingOperations,
  createBillingClient,
} from "@cdrapi/billing";
import {
  methodIndex as computeMethods,
  operations as computeOperations,
  createComputeClient,
} from "@cdrapi/compute";
import {
  createDomainsClient,
  methodIndex as domainsMethods,
  operations as domainsOperations,
} from "@cdrapi/domains";
import {
  createReportingClient,
  methodIndex as reportingMethods,
  operations as reportingOperations,
} from "@cdrapi/reporting";
import {
  createServicesClient,
  methodIndex as servicesMethods,
  operations as servicesOperations,
} from "@cdrapi/services";
import {
  createSupportClient,
  methodIndex as supportMethods,
  operations as supportOperations,
} from "@cdrapi/support";
import {
  type ComputeFlags,
  computeConfig,
  type GlobalFlags,
  type ReportingFlags,
  reportingConfig,
} from "../config.js";
import { UsageError, usable } from "../exit-codes.js";
import type { CliIo } from "../io.js";
import type { Operation, Requester } from "./call.js";

type Table = Readonly<
  Record<
    string,
    { method: string; path: string; security?: readonly string[]; names?: Readonly<Record<string, string>> }
  >
>;
/** The generated index of a package's named methods (x-sdk-method), by operationId. */
type MethodTable = Readonly<
  Record<
    string,
    {
      method: string;
      path: readonly string[];
      body: boolean;
      query: boolean;
      /** A list (ARCHITECTURE.md, "Streamed lists"): the field of its items and, when it pages, its page parameter. */
      list?: { items?: string; page?: string; streamed?: boolean };
    }
  >
>;

/** Connection flags of either kind (`cdrapi api` takes both sets of names). */
export type ConnectionFlags = ReportingFlags & ComputeFlags;

export interface Group {
  /** The package, e.g. "reporting" (@cdrapi/reporting). */
  name: string;
  operations: Table;
  methods: MethodTable;
  /** Whose credentials: the registrar's (VNNIC) or the hosting customer's (HostBill). */
  credentials: "reporting" | "hostbill";
  /** The group client's `request`, with its auth and transport policies. */
  connect(flags: ConnectionFlags, globals: GlobalFlags, io: CliIo): Promise<Requester>;
  /** The group's SDK client itself (its named methods; `cdrapi api --paginate` iterates one). */
  client(flags: ConnectionFlags, globals: GlobalFlags, io: CliIo): Promise<{ request: Requester }>;
  /** The group's SDK client from options already read (`cdrapi mcp` shares one session among them). */
  create(options: GroupOptions): { request: Requester; session?: unknown };
}

/** The options of a group's client: the registrar's for reporting, the hosting customer's for HostBill. */
export type GroupOptions =
  | Awaited<ReturnType<typeof reportingConfig>>
  | Awaited<ReturnType<typeof computeConfig>>;

function hostbill(
  name: string,
  operations: Table,
  methods: MethodTable,
  create: (options: Awaited<ReturnType<typeof computeConfig>>) => { request: Requester; session?: unknown },
): Group {
  return {
    name,
    operations,
    methods,
    credentials: "hostbill",
    create: (options) => usable(() => create(options as Awaited<ReturnType<typeof computeConfig>>)),
    async client(flags, globals, io) {
      return this.create(await computeConfig(flags, globals, io));
    },
    async connect(flags, globals, io) {
      return (await this.client(flags, globals, io)).request;
    },
  };
}

export const GROUPS: readonly Group[] = [
  {
    name: "reporting",
    operations: reportingOperations,
    methods: reportingMethods,
    credentials: "reporting",
    create: (options) =>
      usable(() => createReportingClient(options as Awaited<ReturnType<typeof reportingConfig>>)),
    async client(flags, globals, io) {
      return this.create(await reportingConfig(flags, globals, io));
    },
    async connect(flags, globals, io) {
      return (await this.client(flags, globals, io)).request;
    },
  },
  hostbill("account", accountOperations, accountMethods, createAccountClient),
  hostbill("compute", computeOperations, computeMethods, createComputeClient),
  hostbill("services", servicesOperations, servicesMethods, createServicesClient),
  hostbill("domains", domainsOperations, domainsMethods, createDomainsClient),
  hostbill("billing", billingOperations, billingMethods, createBillingClient),
  hostbill("support", supportOperations, supportMethods, createSupportClient),
];

export interface FoundOperation extends Operation {
  group: Group;
  /** False for a path the document lacks (a provider's own endpoint), sent as written. */
  inDocument: boolean;
  /** The SDK's name of its method (`vms.reboot`), from the document's x-sdk-method. */
  sdkName: string | undefined;
  /** The path's parameters as the SDK names them ({id} is `serviceId`), by their name in the path. */
  sdkParams: Readonly<Record<string, string>>;
  /** Whether the operation takes a JSON body. */
  hasBody: boolean;
}

function found(group: Group, operationId: string): FoundOperation {
  const row = group.operations[operationId]!;
  const named = Object.hasOwn(group.methods, operationId) ? group.methods[operationId] : undefined;
  return {
    operationId,
    method: row.method,
    path: row.path,
    group,
    inDocument: true,
    sdkName: named?.method,
    sdkParams: row.names ?? {},
    hasBody: named?.body ?? ["POST", "PUT", "PATCH"].includes(row.method.toUpperCase()),
  };
}

/**
 * A path the document lacks, as `cdrapi api METHOD /path` sends it: with the registrar's
 * credentials when its first segment is one only reporting operations start with (`/v1/...`),
 * else with the HostBill login (every other group's). No id, name or body schema: fields go to
 * the body of a POST, PUT or PATCH, else to the query.
 */
export function undocumented(method: string, path: string): FoundOperation {
  const first = (p: string) => segments(p)[0];
  const starts = (group: Group) => Object.values(group.operations).map((row) => first(row.path));
  const reporting = GROUPS.find((group) => group.credentials === "reporting")!;
  const hostbill = GROUPS.filter((group) => group.credentials === "hostbill");
  const isReporting =
    starts(reporting).includes(first(path)) && !hostbill.some((group) => starts(group).includes(first(path)));
  const upper = method.toUpperCase();
  return {
    operationId: undefined,
    method: upper,
    path,
    group: isReporting ? reporting : hostbill[0]!,
    inDocument: false,
    sdkName: undefined,
    sdkParams: {},
    hasBody: ["POST", "PUT", "PATCH"].includes(upper),
  };
}

/** The page parameter of an operation that pages (the generated method index says), else undefined. */
export function pageParamOf(operationId: string): string | undefined {
  const operation = findOperation(operationId);
  return operation?.group.methods[operationId]?.list?.page;
}

/** Every operation of every group, in the groups' order. */
export function allOperations(): FoundOperation[] {
  return GROUPS.flatMap((group) => Object.keys(group.operations).map((id) => found(group, id)));
}

/** The operation with this id, or undefined. */
export function findOperation(operationId: string): FoundOperation | undefined {
  for (const group of GROUPS) {
    if (Object.hasOwn(group.operations, operationId)) return found(group, operationId);
  }
  return undefined;
}

/**
 * Every name an operation answers to, besides its operationId: its SDK method (`vms.reboot`),
 * also with its package first (`compute.vms.reboot`).
 */
export function sdkNamesOf(operation: FoundOperation): string[] {
  const name = operation.sdkName;
  return name ? [name, `${operation.group.name}.${name}`] : [];
}

/** The operations an SDK name (`vms.reboot`, `compute.vms.reboot`) names: one, or several packages'. */
export function findBySdkName(name: string): FoundOperation[] {
  return allOperations().filter((operation) => sdkNamesOf(operation).includes(name));
}

/**
 * The operations whose path template matches a concrete path (`/service/1201/vms/vm-10/reboot`
 * matches `/service/{id}/vms/{vmid}/reboot`, filling id and vmid), most literal segments first;
 * a segment may also be the template's own `{name}`, filled later from the fields.
 */
export function findByPath(
  path: string,
): { operation: FoundOperation; params: Record<string, string>; literals: number }[] {
  const wanted = segments(path);
  const matches: { operation: FoundOperation; params: Record<string, string>; literals: number }[] = [];
  for (const operation of allOperations()) {
    const template = segments(operation.path);
    if (template.length !== wanted.length) continue;
    const params: Record<string, string> = {};
    let literals = 0;
    const fits = template.every((part, i) => {
      const given = wanted[i]!;
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (name === undefined) {
        literals++;
        return part === given;
      }
      if (given !== `{${name}}`) params[name] = decoded(given, path);
      return given !== "";
    });
    if (fits) matches.push({ operation, params, literals });
  }
  return matches.sort((a, b) => b.literals - a.literals);
}

/** A path segment's id, its percent-escapes decoded once (it is encoded once again when sent). */
function decoded(segment: string, path: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new UsageError(`${path}: "${segment}" holds a % that is not a percent-escape (write %25 for %)`);
  }
}

const segments = (path: string) => path.replace(/^\/+|\/+$/g, "").split("/");

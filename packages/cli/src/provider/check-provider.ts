// `cdrapi provider check`: a provider's HostBill export against the SDK's methods. Per method:
// works as typed, differs (which field, which type, which way), or absent at this provider;
// and the provider's operations the SDK lacks, each with the call that reaches it today.
import {
  conventionFor,
  type Difference,
  type DocOperation,
  differences,
  documentOperations,
} from "./compare.js";
import { type ExportOperation, type Json, routeOf } from "./export-operations.js";

export type MethodStatus = "works" | "differs" | "absent";

export interface MethodResult {
  /** `compute.vms.list`. */
  method: string;
  operationId: string;
  /** `GET /service/{id}/vms`. */
  route: string;
  status: MethodStatus;
  differences: Difference[];
}

export interface ProviderOperation {
  /** `GET /service/{id}/backups`. */
  route: string;
  summary: string;
  /** The calls that reach it today. */
  cli: string;
  sdk: string;
}

export interface ProviderCheck {
  methods: MethodResult[];
  /** The provider's operations no SDK method has. */
  missing: ProviderOperation[];
}

/**
 * Of an export's operations on one method and path, those filed under the operation's tag when
 * any is: a Postman collection can hold two modules' requests on the same path.
 */
export function sameOperation(op: DocOperation, matches: ExportOperation[]): ExportOperation[] {
  const tag = op.op.tags?.[0];
  return matches.filter(
    (s) =>
      s.folder === undefined ||
      s.folder === tag ||
      !matches.some((other) => other !== s && other.source === s.source && other.folder === tag),
  );
}

/** Compares the export's operations with the SDK methods of `doc` (the HostBill part of the document). */
export function checkProvider(doc: Json, exported: ExportOperation[]): ProviderCheck {
  const ops = documentOperations(doc);
  const methods: MethodResult[] = [];
  for (const op of ops) {
    const sdkMethod = op.op["x-sdk-method"];
    if (!sdkMethod) continue;
    const route = `${op.method.toUpperCase()} ${op.path}`;
    const name = `${op.op["x-package"]}.${sdkMethod}`;
    const matches = sameOperation(
      op,
      exported.filter((s) => `${s.method} ${s.path}` === op.key),
    );
    if (matches.length === 0) {
      methods.push({ method: name, operationId: op.id, route, status: "absent", differences: [] });
      continue;
    }
    // The closest of several requests on the same path (a collection may repeat one); what the
    // SDK takes by a rule of the document (path ids typed integer, ...) is no difference.
    const found = matches
      .map((s) => differences(op, s, { fieldNames: true }).filter((d) => !conventionFor(doc, d)))
      .reduce((a, b) => (b.length < a.length ? b : a));
    methods.push({
      method: name,
      operationId: op.id,
      route,
      status: found.length ? "differs" : "works",
      differences: found,
    });
  }
  const known = new Set(ops.map((o) => o.key));
  const seen = new Set<string>();
  const missing: ProviderOperation[] = [];
  for (const s of exported) {
    const key = `${s.method} ${s.path}`;
    if (known.has(key) || seen.has(key)) continue;
    seen.add(key);
    missing.push(callsOf(s));
  }
  return { methods, missing };
}

/** `GET /service/{id}/backups` and the CLI and SDK calls that reach it. */
function callsOf(s: ExportOperation): ProviderOperation {
  const { method, path } = routeOf(s);
  const template = path.replace(/\{([^}]+)\}/g, (_m, name: string) => `\${${name}}`);
  return {
    route: `${method} ${path}`,
    summary: s.summary ?? "",
    cli: `cdrapi api ${method} ${path}`,
    sdk: `client.request({ method: "${method}", path: \`${template}\` })`,
  };
}

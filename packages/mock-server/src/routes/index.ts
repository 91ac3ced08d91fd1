/**
 * Which handler answers each operation of the document. Reporting handlers are keyed by
 * operationId (the seed fixes them); HostBill handlers by method and path template, the
 * identity HostBill's own documentation gives (parameter names ignored: sources differ on
 * them). An operation with no handler answers from the document (./examples.ts). A handler
 * that matches no operation of the document is drift, listed in `unresolved`.
 */

import type { Operation } from "../openapi.js";
import { billingHandlers } from "./billing.js";
import { clientAreaHandlers } from "./client-area.js";
import { computeHandlers } from "./compute.js";
import { contactHandlers } from "./contacts.js";
import { dnsHandlers } from "./dns.js";
import { domainHandlers } from "./domains.js";
import { exampleHandler } from "./examples.js";
import { reportingHandlers } from "./reporting.js";
import { serviceHandlers } from "./services.js";
import { supportHandlers } from "./support.js";
import type { Handler, Handlers } from "./types.js";
import { utilityHandlers } from "./utility.js";

export const HOSTBILL_ROUTES: Handlers = {
  ...utilityHandlers,
  ...clientAreaHandlers,
  ...serviceHandlers,
  ...computeHandlers,
  ...dnsHandlers,
  ...domainHandlers,
  ...supportHandlers,
  ...billingHandlers,
  ...contactHandlers,
};

/** `GET /service/{}/vms/{}`: a route with its parameter names erased. */
export function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/\{[^}]*\}/g, "{}")}`;
}

export interface HandlerTable {
  /** The handler of every operation of the document, by operationId. */
  byOperationId: Map<string, Handler>;
  /** operationIds answered from the document's examples. */
  exampleBased: string[];
  /** Handlers that match no operation of the document (drift). */
  unresolved: string[];
}

export function resolveHandlers(operations: readonly Operation[]): HandlerTable {
  const byRoute = new Map(
    Object.entries(HOSTBILL_ROUTES).map(([key, handler]) => [routeKey(...split(key)), handler]),
  );
  const byOperationId = new Map<string, Handler>();
  const exampleBased: string[] = [];
  const used = new Set<string>();
  for (const operation of operations) {
    const id = operation.operationId ?? "";
    const key = routeKey(operation.method, operation.path);
    const handler = reportingHandlers[id] ?? byRoute.get(key);
    if (handler) {
      used.add(reportingHandlers[id] ? id : key);
      byOperationId.set(id, handler);
    } else {
      byOperationId.set(id, exampleHandler(operation));
      exampleBased.push(id);
    }
  }
  const unresolved = [
    ...Object.keys(reportingHandlers).filter((id) => !used.has(id)),
    ...Object.keys(HOSTBILL_ROUTES).filter((key) => !used.has(routeKey(...split(key)))),
  ];
  return { byOperationId, exampleBased, unresolved };
}

function split(key: string): [string, string] {
  const space = key.indexOf(" ");
  return [key.slice(0, space), key.slice(space + 1)];
}

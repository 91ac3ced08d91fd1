/**
 * Operations with no stateful handler answer from the document: the success response's
 * `example` (or first `examples` entry), else a minimal valid instance of its schema.
 *
 * Path ids still have to exist, so a client's not-found path can be tested everywhere:
 * - an id after `service`, `vms`, `domain`, `invoice`, `tickets` or `contact` names the
 *   signed-in client's state (its services, a service's VMs, domains...): unknown -> 404;
 * - any other numeric id (news, knowledgebase, certificate, product, notification, IP...) is a
 *   catalog the server keeps no state of: it exists when it is `1` or the parameter's
 *   documented `example`, any other number is 404;
 * - non-numeric values (names, addresses, interface names) are taken as given.
 */

import type { Operation } from "../openapi.js";
import { HttpProblem } from "../problem.js";
import { contactOf, domainOf, invoiceOf, serviceOf, ticketOf, vmOf } from "../state/hostbill.js";
import { synthesize } from "../synthesize.js";
import { accountOf, type Handler, type HandlerContext } from "./types.js";

interface MediaType {
  schema?: unknown;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}

interface Parameter {
  name: string;
  in: string;
  example?: unknown;
  schema?: { example?: unknown };
}

/** The id after each of these path segments must exist in the client's state. */
const STATEFUL: Record<string, (ctx: HandlerContext, value: string, previous: string | undefined) => void> = {
  service: (ctx, value) => serviceOf(accountOf(ctx), value),
  vms: (ctx, value, previous) => vmOf(ctx.hostbill, accountOf(ctx), previous, value),
  domain: (ctx, value) => domainOf(accountOf(ctx), value),
  invoice: (ctx, value) => invoiceOf(accountOf(ctx), value),
  tickets: (ctx, value) => ticketOf(accountOf(ctx), value),
  contact: (ctx, value) => contactOf(accountOf(ctx), value),
};

/** The success status and body the document gives for an operation. */
export function documentedSuccess(operation: Operation): { status: number; body?: unknown } {
  const responses = (operation.responses ?? {}) as Record<string, { content?: Record<string, MediaType> }>;
  const codes = Object.keys(responses)
    .filter((code) => /^2\d\d$/.test(code))
    .sort();
  const code = codes.find((c) => responses[c]?.content) ?? codes[0] ?? "200";
  const content = responses[code]?.content ?? {};
  const media = content["application/json"] ?? Object.values(content)[0];
  if (!media) return { status: Number(code) };
  if (media.example !== undefined) return { status: Number(code), body: structuredClone(media.example) };
  const first = Object.values(media.examples ?? {})[0];
  if (first?.value !== undefined) return { status: Number(code), body: structuredClone(first.value) };
  return { status: Number(code), body: synthesize(media.schema) };
}

/** Check every path id of the request against the rules above (404 when unknown). */
function checkIds(ctx: HandlerContext, operation: Operation): void {
  const segments = operation.path.split("/");
  const parameters = ((operation.parameters ?? []) as Parameter[]).filter((p) => p.in === "path");
  let index = 0;
  let previous: string | undefined;
  segments.forEach((segment, position) => {
    if (!/^\{.+\}$/.test(segment)) return;
    const value = ctx.ids[index++] ?? "";
    const before = segments[position - 1] ?? "";
    const check = STATEFUL[before];
    if (check && ctx.principal.user) {
      check(ctx, value, previous);
    } else if (/^\d+$/.test(value)) {
      const parameter = parameters.find((p) => `{${p.name}}` === segment);
      const example = parameter?.example ?? parameter?.schema?.example;
      if (value !== "1" && value !== String(example)) {
        throw new HttpProblem(404, `No ${before || "item"} ${value}.`);
      }
    }
    previous = value;
  });
}

export function exampleHandler(operation: Operation): Handler {
  const success = documentedSuccess(operation);
  return (ctx) => {
    checkIds(ctx, operation);
    return { status: success.status, body: structuredClone(success.body) };
  };
}

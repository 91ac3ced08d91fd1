/** What an operation handler gets and gives back. */

import { document } from "../generated/document.js";
import { jsonRequestBody } from "../openapi.js";
import type { ComputeUser, RegistrarAccount, ResolvedOptions } from "../options.js";
import type { Account, HostBillState } from "../state/hostbill.js";
import type { ReportingState } from "../state/reporting.js";
import type { SessionStore } from "../state/sessions.js";

export interface Principal {
  registrar?: RegistrarAccount;
  user?: ComputeUser;
  /** The compute session of the bearer token. */
  sessionId?: string;
}

export interface HandlerContext {
  /** Decoded path parameters by the document's names. */
  params: Record<string, string>;
  /** The same values in path order: HostBill handlers read them so (names vary by source). */
  ids: string[];
  query: Record<string, unknown>;
  body: unknown;
  principal: Principal;
  reporting: ReportingState;
  sessions: SessionStore;
  hostbill: HostBillState;
  options: ResolvedOptions;
}

export interface HandlerResult {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Not checked against the document: HostBill's `200 {"error": [...]}` (hostbillErrors) is its own form. */
  unchecked?: boolean;
}

export type Handler = (ctx: HandlerContext) => HandlerResult;

/** Handlers by operationId (reporting) or by route (HostBill). Throw an HttpProblem to answer an error. */
export type Handlers = Record<string, Handler>;

export function ok(body: unknown): HandlerResult {
  return { status: 200, body };
}

/** The signed-in user's HostBill account (bearer operations only). */
export function accountOf(ctx: HandlerContext): Account {
  const username = ctx.principal.user?.username;
  if (!username) throw new Error("accountOf: the operation has no bearer user");
  return ctx.hostbill.account(username);
}

/** The request body as an object (HostBill operations take JSON objects). */
export function fields(ctx: HandlerContext): Record<string, unknown> {
  const body = ctx.body;
  return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** A HostBill `info` answer, with optional extra fields. */
export function info(message: string, extra: Record<string, unknown> = {}): HandlerResult {
  return ok({ info: [message], ...extra });
}

/**
 * The fields the document's JSON request body of `route` ("PUT /details") names, but `password`:
 * what a client may set is the document's list, and a secret is never stored or shown.
 */
export function bodyFields(route: string): string[] {
  const [method = "", path = ""] = route.split(" ");
  const schema = jsonRequestBody(document.paths[path]?.[method.toLowerCase()] ?? {})?.schema as
    | { properties?: Record<string, unknown> }
    | undefined;
  const names = Object.keys(schema?.properties ?? {}).filter((name) => name !== "password");
  if (!names.length) throw new Error(`${route}: the document names no request body fields`);
  return names;
}

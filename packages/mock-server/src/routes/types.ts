/** What an operation handler gets and gives back. */

import type { ComputeUser, RegistrarAccount, ResolvedOptions } from "../options.js";
import type { ReportingState } from "../state/reporting.js";
import type { SessionStore } from "../state/sessions.js";

export interface Principal {
  registrar?: RegistrarAccount;
  user?: ComputeUser;
  /** The compute session of the bearer token. */
  sessionId?: string;
}

export interface HandlerContext {
  params: Record<string, string>;
  body: unknown;
  principal: Principal;
  reporting: ReportingState;
  sessions: SessionStore;
  options: ResolvedOptions;
}

export interface HandlerResult {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Handlers by operationId. Throw an HttpProblem to answer an error. */
export type Handlers = Record<string, (ctx: HandlerContext) => HandlerResult>;

export function ok(body: unknown): HandlerResult {
  return { status: 200, body };
}

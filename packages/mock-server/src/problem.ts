/** RFC 9457 problem details: every error this server sends. */

import { STATUS_CODES } from "node:http";
import type { Issue } from "./openapi.js";

export const PROBLEM_TYPE = "application/problem+json";

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance?: string;
  requestId?: string;
  errors?: Issue[];
}

/** An error a handler throws to answer with a problem. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    detail: string,
    readonly errors?: Issue[],
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = "HttpProblem";
  }
}

export function problemBody(status: number, detail: string, errors?: Issue[]): ProblemBody {
  return {
    type: "about:blank",
    title: STATUS_CODES[status] ?? "Error",
    status,
    detail,
    ...(errors && errors.length > 0 ? { errors } : {}),
  };
}

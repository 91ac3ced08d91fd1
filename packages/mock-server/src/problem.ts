/** RFC 9457 problem details: every error this server sends. */

import { STATUS_CODES } from "node:http";

export const PROBLEM_TYPE = "application/problem+json";

/** One validation issue, as problem bodies list them. */
export interface Issue {
  path: string;
  message: string;
}

/**
 * At most this many issues are listed in an error answer; the others are only counted. A body
 * of 100,000 invalid records has more than a million issues: listing them all would make an
 * answer larger than the request, and none of them tells more than the first hundred.
 */
export const MAX_LISTED_ISSUES = 100;

/**
 * The issues of a request (or of a response, under `validateResponses`): the first
 * `MAX_LISTED_ISSUES` kept, the rest counted. Memory stays bounded whatever is added.
 */
export class Issues {
  readonly listed: Issue[] = [];
  total = 0;

  constructor(readonly limit: number = MAX_LISTED_ISSUES) {}

  static of(issues: Iterable<Issue>, limit?: number): Issues {
    const list = new Issues(limit);
    for (const issue of issues) list.add(issue);
    return list;
  }

  /** Whether the list is full: what is added from now on is only counted. */
  get full(): boolean {
    return this.listed.length >= this.limit;
  }

  /** One more issue; `undefined` counts one without listing it (when `full`, nothing is lost). */
  add(issue: Issue | undefined): void {
    this.total++;
    if (issue !== undefined && this.listed.length < this.limit) this.listed.push(issue);
  }

  /** Issues counted but not listed. */
  get more(): number {
    return this.total - this.listed.length;
  }
}

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance?: string;
  requestId?: string;
  errors?: Issue[];
  /** How many issues there were, when `errors` lists only the first of them. */
  errorCount?: number;
}

/** An error a handler throws to answer with a problem. */
export class HttpProblem extends Error {
  readonly errors: Issues | undefined;

  constructor(
    readonly status: number,
    detail: string,
    errors?: Issues | readonly Issue[],
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = "HttpProblem";
    this.errors = errors === undefined || errors instanceof Issues ? errors : Issues.of(errors);
  }
}

/** What a detail adds when issues were left out: " 390,000 issues: the first 100 are listed." */
export function moreIssues(issues: Issues | undefined): string {
  if (!issues || issues.more === 0) return "";
  return ` ${issues.total.toLocaleString("en-US")} issues: the first ${issues.listed.length} are listed.`;
}

export function problemBody(status: number, detail: string, errors?: Issues): ProblemBody {
  return {
    type: "about:blank",
    title: STATUS_CODES[status] ?? "Error",
    status,
    detail: `${detail}${moreIssues(errors)}`,
    ...(errors && errors.listed.length > 0 ? { errors: errors.listed } : {}),
    ...(errors && errors.more > 0 ? { errorCount: errors.total } : {}),
  };
}

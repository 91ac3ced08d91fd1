// Bearer tokens (RFC 6750), static or from an async provider called for every attempt.
import { ValidationError, type ValidationIssue } from "../errors.js";
import type { AuthStrategy } from "./strategy.js";

export type TokenProvider = () => string | Promise<string>;

/** Printable ASCII without spaces: what an Authorization header can carry unambiguously. */
const TOKEN = /^[\x21-\x7E]+$/;

/** What makes `token` unusable as a bearer token; empty when usable. Messages name `field`, never the value. */
export function tokenIssues(token: unknown, field = "token"): ValidationIssue[] {
  if (typeof token !== "string" || token === "") {
    return [{ index: null, field, message: "must be a non-empty string" }];
  }
  if (!TOKEN.test(token)) {
    return [{ index: null, field, message: "must be printable ASCII without spaces or control characters" }];
  }
  return [];
}

/** The Authorization header value for a token; `ValidationError` for an empty or malformed one. */
export function bearerHeader(token: string, field = "token"): string {
  const issues = tokenIssues(token, field);
  if (issues.length > 0) throw new ValidationError(issues);
  return `Bearer ${token}`;
}

/** Bearer auth from a static token (validated now) or a provider (validated per use). */
export function bearerAuth(token: string | TokenProvider): AuthStrategy {
  if (typeof token === "function") {
    return {
      async authorize({ headers }) {
        headers.set("authorization", bearerHeader(await token()));
      },
    };
  }
  const header = bearerHeader(token);
  return {
    authorize({ headers }) {
      headers.set("authorization", header);
    },
  };
}

// Bearer tokens (RFC 6750), static or from an async provider called for every attempt.
import { ValidationError } from "../errors.js";
import type { AuthStrategy } from "./strategy.js";

export type TokenProvider = () => string | Promise<string>;

/** Printable ASCII without spaces: what an Authorization header can carry unambiguously. */
const TOKEN = /^[\x21-\x7E]+$/;

/** The Authorization header value for a token; `ValidationError` for an empty or malformed one. */
export function bearerHeader(token: string, field = "token"): string {
  if (typeof token !== "string" || token === "") {
    throw new ValidationError([{ index: null, field, message: "must be a non-empty string" }]);
  }
  if (!TOKEN.test(token)) {
    throw new ValidationError([
      { index: null, field, message: "must be printable ASCII without spaces or control characters" },
    ]);
  }
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

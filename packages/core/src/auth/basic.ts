// HTTP Basic (RFC 7617): `Basic base64(utf8(username + ":" + password))`, validated before
// any request. The header is computed once; the strategy keeps no other copy of the secret.
import { ValidationError, type ValidationIssue } from "../errors.js";
import { type AuthStrategy, CONTROL_CHARACTER, LONE_SURROGATE } from "./strategy.js";

export interface BasicCredentials {
  username: string;
  password: string;
}

/**
 * The Authorization header value for Basic credentials. Throws `ValidationError` when the
 * username is empty or contains ":", or either contains a control character or an
 * unpaired surrogate. Messages name the field, never the value. No Unicode normalization
 * is applied: the bytes are the UTF-8 of the strings as given.
 */
export function encodeBasic(username: string, password: string): string {
  const issues = [...credentialIssues(username, "username"), ...credentialIssues(password, "password")];
  if (typeof username === "string" && username.includes(":")) {
    issues.push({ index: null, field: "username", message: 'must not contain ":" (RFC 7617)' });
  }
  if (issues.length > 0) throw new ValidationError(issues);
  return `Basic ${base64(new TextEncoder().encode(`${username}:${password}`))}`;
}

/** HTTP Basic auth for every operation that requires credentials. Validates eagerly. */
export function basicAuth(credentials: BasicCredentials): AuthStrategy {
  const header = encodeBasic(credentials?.username, credentials?.password);
  return {
    authorize({ headers }) {
      headers.set("authorization", header);
    },
  };
}

/**
 * What makes `value` unusable as a credential (a username or a password): not a string,
 * empty, a control character (Unicode Cc) or an unpaired surrogate. Empty when usable.
 * Messages name `field`, never the value.
 */
export function credentialIssues(value: unknown, field: string): ValidationIssue[] {
  if (typeof value !== "string") return [{ index: null, field, message: "must be a string" }];
  if (value === "") return [{ index: null, field, message: "must not be empty" }];
  const issues: ValidationIssue[] = [];
  if (CONTROL_CHARACTER.test(value))
    issues.push({ index: null, field, message: "must not contain control characters" });
  if (LONE_SURROGATE.test(value)) issues.push({ index: null, field, message: "must be valid Unicode text" });
  return issues;
}

/** Base64 of bytes with `btoa`, available in every runtime with fetch. */
export function base64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

// Compute's own test helpers: unsigned JWTs and the check that no secret shows up in an
// error or a log line (the server, logger and `rejection` are in @cdrapi/test-helpers).
import { inspect } from "node:util";
import { expect } from "@jest/globals";

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** An unsigned JWT-shaped token with the given claims (the client never verifies signatures). */
export function jwt(claims: Record<string, unknown>): string {
  return `${b64url({ alg: "HS256", typ: "JWT" })}.${b64url(claims)}.c2lnbmF0dXJl`;
}

/** Seconds since the epoch, `offsetSec` from now. */
export const epochIn = (offsetSec: number) => Math.floor(Date.now() / 1000) + offsetSec;

/** Every way an error (or a log) can be rendered must be free of every secret. */
export function expectNoSecrets(
  secrets: readonly string[],
  error: unknown,
  lines: readonly string[] = [],
): void {
  const renderings = [
    String(error),
    JSON.stringify(error) ?? "",
    inspect(error, { depth: 10, showHidden: true }),
    (error as Error)?.stack ?? "",
    ...lines,
  ];
  for (const secret of secrets) {
    for (const text of renderings) expect(text).not.toContain(secret);
  }
}

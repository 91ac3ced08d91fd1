// Small helpers shared by the tests: unsigned JWTs, a recording logger, and the check
// that no secret shows up in an error or a log line.
import { inspect } from "node:util";
import { expect } from "@jest/globals";

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** An unsigned JWT-shaped token with the given claims (the client never verifies signatures). */
export function jwt(claims: Record<string, unknown>): string {
  return `${b64url({ alg: "HS256", typ: "JWT" })}.${b64url(claims)}.c2lnbmF0dXJl`;
}

/** Seconds since the epoch, `offsetSec` from now. */
export const epochIn = (offsetSec: number) => Math.floor(Date.now() / 1000) + offsetSec;

/** A logger that records every line (message and arguments, rendered as text). */
export function recordingLogger() {
  const lines: string[] = [];
  const record =
    (level: string) =>
    (message: string, ...args: unknown[]) =>
      lines.push(`${level} ${message} ${args.map((a) => inspect(a, { depth: 8 })).join(" ")}`);
  return {
    lines,
    logger: { debug: record("debug"), info: record("info"), warn: record("warn"), error: record("error") },
  };
}

/** Settle a promise into its rejection (fails when it resolves). */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the promise to reject");
}

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

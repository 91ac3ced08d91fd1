// Small helpers the packages' tests share: a logger that records, and settling a promise
// into its rejection.
import { inspect } from "node:util";

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

// A success answer the command needs but did not get (an empty 200, `null`) is the server's
// failure (exit 4) with a message, never a TypeError further on.
import { createApiError } from "@cdrapi/core";

export function required<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) {
    throw createApiError({ status: 200, messages: [`the server answered without ${what}`] });
  }
  return value;
}

// The code of a failed connection, the same on every runtime. Node's fetch (undici) puts
// an errno `code` on the error's cause; Bun puts it on the error (older Bun: "ConnectionRefused");
// Deno gives none, only a message ("tcp connect error: Connection refused (os error 111)");
// a browser says only "Failed to fetch", which may as well be a CORS refusal or a dropped
// connection, so its code ("ERR_NETWORK") never claims the request was not sent.

/** Codes other runtimes use for the same failure as a Node errno code. */
const ALIASES: Record<string, string> = {
  ConnectionRefused: "ECONNREFUSED",
  ConnectionReset: "ECONNRESET",
  ConnectionClosed: "ECONNRESET",
  Timeout: "ETIMEDOUT",
};

/** Messages of runtimes that give no code (Deno's Rust errors among them), by what they mean. */
const MESSAGES: ReadonlyArray<readonly [RegExp, string]> = [
  [/connection refused|os error 111\b/i, "ECONNREFUSED"],
  [/dns error|failed to lookup address|name or service not known|nodename nor servname/i, "ENOTFOUND"],
  [/temporary failure in name resolution/i, "EAI_AGAIN"],
  [/connection reset|os error 104\b/i, "ECONNRESET"],
  [/connection timed out|os error 110\b/i, "ETIMEDOUT"],
];

/** What browsers say of any failed fetch (Chromium, Firefox, Safari). */
const BROWSER_MESSAGES = /^(failed to fetch|networkerror when attempting to fetch resource\.?|load failed)$/i;

/**
 * The code of a connection failure: the first `code` on the error, its causes or the errors
 * of an AggregateError (aliases mapped to Node's), else one read from their messages, else
 * "ERR_NETWORK" for a browser's bare fetch failure; `undefined` when nothing tells.
 */
export function connectionCode(error: unknown): string | undefined {
  const chain = errorChain(error);
  for (const e of chain) {
    if (typeof e.code === "string" && e.code !== "") return ALIASES[e.code] ?? e.code;
  }
  for (const e of chain) {
    const message = typeof e.message === "string" ? e.message : "";
    for (const [pattern, code] of MESSAGES) if (pattern.test(message)) return code;
  }
  const first = chain[0];
  if (first && typeof first.message === "string" && BROWSER_MESSAGES.test(first.message.trim()))
    return "ERR_NETWORK";
  return undefined;
}

interface ErrorLike {
  code?: unknown;
  message?: unknown;
}

/** The error, its causes and an AggregateError's errors, depth first, at most 5 levels deep. */
function errorChain(error: unknown, depth = 0, out: ErrorLike[] = []): ErrorLike[] {
  if (error === null || typeof error !== "object" || depth > 5) return out;
  out.push(error as ErrorLike);
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  errorChain(cause, depth + 1, out);
  if (Array.isArray(errors)) for (const inner of errors) errorChain(inner, depth + 1, out);
  return out;
}

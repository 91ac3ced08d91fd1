// The logger shape clients accept (console fits), the silent default, and the switch by
// environment: `CDRAPI_LOG=debug` (or info, warn, error) logs to the console at that level
// and above when no `logger` option is given. Every line is redacted by the transport.

export interface Logger {
  debug(message: string, ...args: unknown[]): void;
  info(message: string, ...args: unknown[]): void;
  warn(message: string, ...args: unknown[]): void;
  error(message: string, ...args: unknown[]): void;
}

const noop = () => {};
const LEVELS = ["debug", "info", "warn", "error"] as const;

export const silentLogger: Logger = { debug: noop, info: noop, warn: noop, error: noop };

/** The logger a client uses, and whether it writes debug lines (so the transport builds them only then). */
export interface ResolvedLogger {
  logger: Logger;
  debug: boolean;
}

/**
 * The user's logger made whole, once: each of the four methods it has is bound to it (so a
 * class instance keeps its `this`); a missing or non-function method is a no-op. With no
 * logger, `CDRAPI_LOG` (read from `env`) may turn on the console.
 */
export function resolveLogger(logger: Partial<Logger> | null | undefined, env = readEnv()): ResolvedLogger {
  let source: Partial<Logger> | undefined = logger ?? undefined;
  let from = 0;
  if (!source) {
    from = LEVELS.indexOf(env?.toLowerCase() as (typeof LEVELS)[number]);
    if (from < 0) return { logger: silentLogger, debug: false };
    source = console;
  }
  const method = (level: (typeof LEVELS)[number]): Logger[keyof Logger] => {
    const fn = source?.[level];
    return typeof fn === "function" && LEVELS.indexOf(level) >= from ? fn.bind(source) : noop;
  };
  const resolved = {
    debug: method("debug"),
    info: method("info"),
    warn: method("warn"),
    error: method("error"),
  };
  return { logger: resolved, debug: resolved.debug !== noop };
}

/** `CDRAPI_LOG` where the runtime has an environment and lets us read it (Deno may not). */
function readEnv(): string | undefined {
  try {
    return (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env
      ?.CDRAPI_LOG;
  } catch {
    return undefined;
  }
}

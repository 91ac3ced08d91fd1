// The logger shape clients accept (console fits), and the silent default.

export interface Logger {
  debug(message: string, ...args: unknown[]): void;
  info(message: string, ...args: unknown[]): void;
  warn(message: string, ...args: unknown[]): void;
  error(message: string, ...args: unknown[]): void;
}

const noop = () => {};

export const silentLogger: Logger = { debug: noop, info: noop, warn: noop, error: noop };

/**
 * The user's logger made whole, once: each of the four methods it has is bound to it (so a
 * class instance keeps its `this`); a missing or non-function method is a no-op.
 */
export function normalizeLogger(logger: Partial<Logger> | null | undefined): Logger {
  const method = (level: keyof Logger): Logger[keyof Logger] => {
    const fn = logger?.[level];
    return typeof fn === "function" ? fn.bind(logger) : noop;
  };
  return { debug: method("debug"), info: method("info"), warn: method("warn"), error: method("error") };
}

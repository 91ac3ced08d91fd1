// The signals that stop a command: Ctrl-C (SIGINT), SIGTERM (cron, systemd, `timeout`) and
// SIGHUP (a terminal or SSH session that closed, `kill -HUP`). One table: bin.ts handles each of
// them and exits with its code (128 + its number, as shells report it); every line that says
// why a run stopped, and the help, name it from here.
import { EXIT } from "./exit-codes.js";

export const STOP_SIGNALS = {
  SIGINT: { exitCode: EXIT.INTERRUPTED, key: "Ctrl-C" },
  SIGTERM: { exitCode: EXIT.TERMINATED, key: undefined },
  SIGHUP: { exitCode: EXIT.HANGUP, key: undefined },
} as const;

export type StopSignal = keyof typeof STOP_SIGNALS;

export const STOP_SIGNAL_NAMES = Object.keys(STOP_SIGNALS) as StopSignal[];

/**
 * What stopped the command, for messages: the signal (`SIGTERM`, `SIGINT (Ctrl-C)`), or, in
 * process (no signal), the caller's abort.
 */
export function stopCause(signal: StopSignal | undefined): string {
  if (signal === undefined) return "the abort signal";
  const { key } = STOP_SIGNALS[signal];
  return key ? `${signal} (${key})` : signal;
}

/** For the help: `SIGINT (Ctrl-C, exit 130), SIGTERM (exit 143) or SIGHUP (exit 129)`. */
export function stopSignalsHelp(): string {
  const each = STOP_SIGNAL_NAMES.map((name) => {
    const { key, exitCode } = STOP_SIGNALS[name];
    return `${name} (${key ? `${key}, ` : ""}exit ${exitCode})`;
  });
  return `${each.slice(0, -1).join(", ")} or ${each.at(-1)}`;
}

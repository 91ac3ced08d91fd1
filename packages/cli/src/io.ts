// What the CLI touches of the outside world, injectable so tests run it in-process with
// captured streams; src/bin.ts wires the real process streams.
import type { Readable } from "node:stream";
import type { StopSignal } from "./stop-signals.js";

/** The part of a writable stream the CLI uses (process.stdout, or a capture in tests). */
export interface OutputStream {
  write(chunk: string): unknown;
  /** True on a terminal: progress bars instead of plain lines. */
  isTTY?: boolean | undefined;
  columns?: number | undefined;
}

export interface CliIo {
  stdout: OutputStream;
  stderr: OutputStream;
  /** Environment variables (process.env in the bin). */
  env: Readonly<Record<string, string | undefined>>;
  /** Read by `--password-stdin` and `--compute-token-stdin`. */
  stdin?: Readable | AsyncIterable<string | Uint8Array> | undefined;
  /** Aborts the running command (the bin fires it on a stop signal: Ctrl-C, SIGTERM, SIGHUP). */
  signal?: AbortSignal | undefined;
  /** Which signal fired `signal` (the bin's); undefined in-process, where a caller aborts it. */
  stoppedBy?: (() => StopSignal | undefined) | undefined;
  /** Working directory for relative paths in messages; default process.cwd(). */
  cwd?: string | undefined;
  /** Name shown in help and hints; default "cdrapi". */
  name?: string | undefined;
  /** Warnings as JSON lines on stderr (set by main() when the output is JSON). */
  jsonMessages?: boolean | undefined;
  /**
   * Run by main() once the command has ended, whatever its outcome (a piped export's temporary
   * copy is removed). main() creates the list; copies of the IO share it.
   */
  atExit?: Array<() => Promise<void>> | undefined;
  /** Extra transport options for every client (tests: a short timeout, no retries). */
  transport?: { timeoutMs?: number; maxRetries?: number } | undefined;
}

/** Writes one line. */
export function line(stream: OutputStream, text = ""): void {
  stream.write(`${text}\n`);
}

/**
 * What a message line on stderr says, besides errors (`{"error": ...}`, output/errors.ts) and
 * progress (`{"progress": ...}`, output/progress.ts): a warning, a notice ("resuming from ..."),
 * a hint, the command that resumes an upload, a request log line (--verbose), a checkpoint
 * that could not be saved.
 */
export type MessageKind = "warning" | "notice" | "hint" | "resume" | "log" | "checkpoint";

const PREFIX: Readonly<Record<MessageKind, string>> = {
  warning: "warning: ",
  notice: "",
  hint: "hint: ",
  resume: "resume with: ",
  log: "",
  checkpoint: "",
};

/**
 * One message on stderr: a line of text (`hint: ...`), or, when the output is JSON, one JSON
 * object on its line with the kind as its only key (`{"hint": "..."}`), so that every line of
 * both streams is JSON.
 */
export function message(io: CliIo, kind: MessageKind, value: string | object): void {
  if (io.jsonMessages) line(io.stderr, JSON.stringify({ [kind]: value }));
  else line(io.stderr, `${PREFIX[kind]}${typeof value === "string" ? value : JSON.stringify(value)}`);
}

/** A warning on stderr: `warning: ...`, or `{"warning": "..."}` when the output is JSON. */
export function warn(io: CliIo, text: string): void {
  message(io, "warning", text);
}

// What the CLI touches of the outside world, injectable so tests run it in-process with
// captured streams; src/bin.ts wires the real process streams.
import type { Readable } from "node:stream";

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
  /** Aborts the running command (the bin fires it on Ctrl-C). */
  signal?: AbortSignal | undefined;
  /** Working directory for relative paths in messages; default process.cwd(). */
  cwd?: string | undefined;
  /** Name shown in help and hints; default "cdrapi". */
  name?: string | undefined;
  /** Warnings as JSON lines on stderr (set by main() when the output is JSON). */
  jsonMessages?: boolean | undefined;
  /** Extra transport options for every client (tests: a short timeout, no retries). */
  transport?: { timeoutMs?: number; maxRetries?: number } | undefined;
}

/** Writes one line. */
export function line(stream: OutputStream, text = ""): void {
  stream.write(`${text}\n`);
}

/** A warning on stderr: `warning: ...`, or `{"warning": "..."}` when the output is JSON. */
export function warn(io: CliIo, text: string): void {
  line(io.stderr, io.jsonMessages ? JSON.stringify({ warning: text }) : `warning: ${text}`);
}

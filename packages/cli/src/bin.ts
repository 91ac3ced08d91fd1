#!/usr/bin/env node
// The `cdrapi` executable: real streams and environment; a stop signal (stop-signals.ts: Ctrl-C,
// SIGTERM, SIGHUP) aborts the running command: an upload keeps its checkpoint, prints how to
// resume, names the signal and exits with its code (130, 143, 129); a second signal exits at
// once. The abort reaches whatever the command waits on, a list's body still arriving included
// (core's watched streams), so the first signal is enough.
import { EXIT, exitCodeOf as exitCodeOfError, kindOf } from "./exit-codes.js";
import { main, wantsJson } from "./main.js";
import { STOP_SIGNAL_NAMES, STOP_SIGNALS, type StopSignal } from "./stop-signals.js";

const controller = new AbortController();
let stoppedBy: StopSignal | undefined;
const stop = (signal: StopSignal) => {
  if (stoppedBy) process.exit(STOP_SIGNALS[stoppedBy].exitCode); // a second signal: at once
  stoppedBy = signal;
  controller.abort();
};
for (const signal of STOP_SIGNAL_NAMES) process.on(signal, () => stop(signal));

// A reader that went away (`cdrapi domains list | head`) is not a failure: stdout closed means
// nobody wants the rest, so stop quietly with 0 (results are written only once a command's
// work is done, so nothing is cut short by it). A closed stderr only silences the messages.
// Output that cannot be written (`> report.json` on a full disk) is said on stderr and ends the
// command with the table's code (7 for a full disk), not a stack trace.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(EXIT.OK);
  const code = exitCodeOfError(error);
  const message = `cannot write the output (${error.code ?? error.message})`;
  process.stderr.write(
    wantsJson(process.argv.slice(2))
      ? `${JSON.stringify({ error: { exitCode: code, kind: kindOf(error), name: error.name, message } })}\n`
      : `error: ${message}\n`,
  );
  process.exit(code);
});
process.stderr.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") process.exit(exitCodeOfError(error));
});

const code = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  stdin: process.stdin,
  signal: controller.signal,
  stoppedBy: () => stoppedBy,
});
process.exitCode = code === EXIT.INTERRUPTED && stoppedBy ? STOP_SIGNALS[stoppedBy].exitCode : code;
// Stopped by a signal: the command has returned, its checkpoint saved and its last lines
// written, so nothing left (a connection a server holds open, a timer) may keep the process.
if (stoppedBy) setTimeout(() => process.exit(), 1000).unref();

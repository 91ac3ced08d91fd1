#!/usr/bin/env node
// The `cdrapi` executable: real streams and environment; Ctrl-C aborts the running command
// (an upload keeps its checkpoint and exits 130); a second Ctrl-C exits at once.
import { main } from "./main.js";

const controller = new AbortController();
process.once("SIGINT", () => {
  controller.abort();
  process.once("SIGINT", () => process.exit(130));
});

process.exitCode = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  stdin: process.stdin,
  signal: controller.signal,
});

#!/usr/bin/env node
// `pnpm demo` (dist/main.js): the demo with the real streams.
import { runDemo } from "./run.js";

const controller = new AbortController();
process.once("SIGINT", () => {
  controller.abort();
  process.once("SIGINT", () => process.exit(130));
});

process.exitCode = await runDemo({
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  signal: controller.signal,
});

// @cdrapi/cli as a library: run the `cdrapi` command in-process (scripts, tests).
export { type ComputeFlags, ENV, type GlobalFlags, type ReportingFlags } from "./config.js";
export { EXIT, type ExitCode, exitCodeOf, InputError, UsageError } from "./exit-codes.js";
export type { CliIo, OutputStream } from "./io.js";
export { main } from "./main.js";
export { VERSION } from "./version.js";

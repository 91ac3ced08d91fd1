// @cdrapi/cli as a library: run the `cdrapi` command in-process (scripts, tests).
export type { ComputeFlags, GlobalFlags, ReportingFlags } from "./config.js";
export { EXIT, type ExitCode, exitCodeOf, InputError, UsageError } from "./exit-codes.js";
export type { CliIo, OutputStream } from "./io.js";
export { main } from "./main.js";
export { ENV } from "./profiles.js";
export { VERSION } from "./version.js";

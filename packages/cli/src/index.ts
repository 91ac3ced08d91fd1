// @cdrapi/cli as a library: run the `cdrapi` command in-process (scripts, tests).
export type { ComputeFlags, GlobalFlags, ReportingFlags } from "./config.js";
export { EXIT, type ExitCode, exitCodeOf, InputError, UsageError } from "./exit-codes.js";
export type { CliIo, OutputStream } from "./io.js";
export { main } from "./main.js";
export { ENV } from "./profiles.js";
export {
  checkProvider,
  type MethodResult,
  type MethodStatus,
  type ProviderCheck,
  type ProviderOperation,
  sameOperation,
} from "./provider/check-provider.js";
// The comparison of the OpenAPI document with a HostBill export: `cdrapi provider check` and the
// repository's check of the document against its sources share it.
export {
  type CompareOptions,
  conventionFor,
  type Difference,
  type DocOperation,
  type DocParam,
  differences,
  documentOperations,
  exampleDifferences,
  fits,
  objectShape,
  typesOf,
} from "./provider/compare.js";
export {
  deref,
  type ExportOperation,
  type ExportParam,
  exportKind,
  exportOperations,
  normalisePath,
  pathParamNames,
} from "./provider/export-operations.js";
export { lenientJson } from "./provider/lenient-json.js";
export { VERSION } from "./version.js";

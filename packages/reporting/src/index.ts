// Public surface of @cdrapi/reporting: the generated shell (src/generated/index.ts) and the
// reporting client, bulk report, validation and place checks. Nothing else is exported.
export {
  type AcceptedSubList,
  type CheckpointTarget,
  checkpointOf,
  parseCheckpoint,
  type ReportCheckpoint,
  type WithCheckpoint,
} from "./bulk/checkpoint.js";
export type { LocatedRecord, LocatedSource, ReadIssue, RecordSource } from "./bulk/chunk.js";
// One class each, whichever entry (this one or @cdrapi/reporting/bulk) a caller imports it from.
export {
  CheckpointMismatchError,
  type CheckpointMismatchReason,
  PendingSubListsError,
  RemovalLimitExceededError,
  RemovalRefusedError,
  ReportCountError,
  ReportFailedError,
  ReportListMismatchError,
  StaleCheckpointError,
} from "./bulk/errors.js";
export type {
  LastFiling,
  RemovedDomain,
  ReportMaintainDomainsOptions,
  ReportMaintainDomainsResult,
  ReportProgress,
} from "./bulk/report.js";
export {
  createReportingClient,
  ENVIRONMENTS,
  type ReportingClient,
  type ReportingClientOptions,
  type ReportingEnvironment,
} from "./client.js";
export type { MaintainDomainList, ReportingOperations } from "./client-methods.js";
export type {
  ReportFluctuationDomainsOptions,
  ReportFluctuationDomainsResult,
} from "./fluctuation.js";
// The errors and option types every group package re-exports from @cdrapi/core, and the
// document's types (MaintainDomain, ReportRequestInfo, ...): the generated shell.
export * from "./generated/index.js";
export { domainKey } from "./identity.js";
export {
  createPlaceChecker,
  loadPlaceChecker,
  type PlaceCheck,
  type PlaceChecker,
  type PlaceField,
  type PlaceFieldCheck,
} from "./places/checker.js";
export { fixPlaces, type PlaceChange, placeIssues } from "./places/fix.js";
export {
  fetchPlaceLists,
  type PlaceListSource,
  type PlaceLists,
  type PlaceService,
  provinceServices,
  wardService,
} from "./places/lists.js";
export { cleanName, looseKey, onlyDecomposed, spellingKey } from "./places/normalize.js";
export { withPlaceChecks } from "./places/source.js";
export type { RecordKind } from "./validation/kinds.js";
export {
  type KindOption,
  type RecordIssue,
  type SourceValidation,
  type ValidateSourceOptions,
  validateMaintainDomains,
  validateSource,
} from "./validation/validate.js";

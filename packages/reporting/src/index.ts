// Public surface of @cdrapi/reporting. Nothing else is exported.
export {
  AbortError,
  ApiError,
  AuthenticationError,
  BadRequestError,
  CdrapiError,
  ConflictError,
  ConnectionError,
  type CustomRequest,
  type Hooks,
  InternalServerError,
  type Logger,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  type RequestErrorEvent,
  type RequestEvent,
  type RequestOptions,
  type ResponseEvent,
  TimeoutError,
  type TransportOptions,
  UnprocessableEntityError,
  ValidationError,
  type ValidationIssue,
} from "@cdrapi/core";
export {
  type AcceptedSubList,
  type CheckpointTarget,
  checkpointOf,
  parseCheckpoint,
  type ReportCheckpoint,
  type WithCheckpoint,
} from "./bulk/checkpoint.js";
export type { LocatedRecord, LocatedSource, ReadIssue, RecordSource } from "./bulk/chunk.js";
// The lazily loaded bulk engine imports these very classes from this entry (tsup.config.ts).
export {
  CheckpointMismatchError,
  PendingSubListsError,
  RemovalRefusedError,
  ReportCountError,
  ReportListMismatchError,
  StaleCheckpointError,
} from "./bulk/errors.js";
export type {
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
export type { ReportingOperations } from "./client-methods.js";
export type {
  ReportFluctuationDomainsOptions,
  ReportFluctuationDomainsResult,
} from "./fluctuation.js";
export { methodIndex } from "./generated/method-index.js";
export type { components, operations as operationTypes, paths } from "./generated/openapi.js";
export { operations } from "./generated/operations.js";
export { specInfo } from "./generated/spec.js";
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
export { cleanName, looseKey, spellingKey } from "./places/normalize.js";
export { withPlaceChecks } from "./places/source.js";
// The document's types (MaintainDomain, ReportRequestInfo, ...) and each method's body, query and result.
export type * from "./types.js";
export type { RecordKind } from "./validation/kinds.js";
export {
  type KindOption,
  type RecordIssue,
  type SourceValidation,
  type ValidateSourceOptions,
  validateMaintainDomains,
  validateSource,
} from "./validation/validate.js";

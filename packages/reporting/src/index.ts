// Public surface of @cdrapi/reporting. Nothing else is exported.
export {
  AbortError,
  ApiError,
  AuthenticationError,
  BadRequestError,
  CdrapiError,
  ConflictError,
  ConnectionError,
  InternalServerError,
  type Logger,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  type RequestOptions,
  TimeoutError,
  type TransportOptions,
  UnprocessableEntityError,
  ValidationError,
  type ValidationIssue,
} from "@cdrapi/core";
export {
  type AcceptedSubList,
  CheckpointMismatchError,
  type CheckpointTarget,
  checkpointOf,
  parseCheckpoint,
  type ReportCheckpoint,
  StaleCheckpointError,
  type WithCheckpoint,
} from "./bulk/checkpoint.js";
export type { LocatedRecord, LocatedSource, ReadIssue, RecordSource } from "./bulk/chunk.js";
export { PendingSubListsError, ReportCountError } from "./bulk/guards.js";
export type {
  ReportMaintainDomainsOptions,
  ReportMaintainDomainsResult,
  ReportProgress,
} from "./bulk/report.js";
export {
  type RecordIssue,
  type SourceValidation,
  type ValidateSourceOptions,
  validateMaintainDomains,
  validateSource,
} from "./bulk/validate.js";
export {
  createReportingClient,
  ENVIRONMENTS,
  type ReportingClient,
  type ReportingClientOptions,
  type ReportingEnvironment,
} from "./client.js";
export type { components, operations as operationTypes, paths } from "./generated/openapi.js";
export { operations } from "./generated/operations.js";
export { specInfo } from "./generated/spec.js";
export type { ReportingOperations } from "./operations.js";
export type { FluctuationDomain, MaintainDomain, PendingSubLists, ReportRequestInfo } from "./types.js";

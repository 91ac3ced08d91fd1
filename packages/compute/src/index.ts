// Public surface of @cdrapi/compute. Nothing else is exported.

export { createSession, type HostBillSession, type SessionOptions } from "@cdrapi/account";
export {
  AbortError,
  ApiError,
  type ApiPromise,
  AuthenticationError,
  BadRequestError,
  CdrapiError,
  ConflictError,
  ConnectionError,
  type FetchLike,
  InternalServerError,
  type Logger,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  type RequestOptions,
  TimeoutError,
  type TokenProvider,
  type TransportOptions,
  UnprocessableEntityError,
  ValidationError,
  type ValidationIssue,
  type WithResponse,
} from "@cdrapi/core";
export {
  type ComputeAuth,
  type ComputeClient,
  type ComputeClientOptions,
  createComputeClient,
  type PasswordAuth,
  type SessionAuth,
  type TokenAuth,
} from "./client.js";
export type { ComputeMethods, PathId, Schemas } from "./generated/methods.js";
export { methodIndex } from "./generated/methods.js";
export type { components, operations as operationTypes, paths } from "./generated/openapi.js";
export { operations } from "./generated/operations.js";
export { specInfo } from "./generated/spec.js";
export type {
  BootOrderRequest,
  ComputeOperations,
  HostBillInfo,
  HostBillObject,
  MountIsoRequest,
  ServiceId,
  UpgradeRequest,
  Vm,
  VmId,
  VmList,
} from "./operations.js";

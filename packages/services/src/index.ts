// Public surface of @cdrapi/services. Nothing else is exported.

export {
  createSession,
  type HostBillAuth,
  type HostBillSession,
  type PasswordAuth,
  type SessionAuth,
  type SessionOptions,
  type TokenAuth,
} from "@cdrapi/account";
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
export { createServicesClient, type ServicesClient, type ServicesClientOptions } from "./client.js";
export type { PathId, Schemas, ServicesMethods } from "./generated/methods.js";
export { methodIndex } from "./generated/methods.js";
export type { components, operations as operationTypes, paths } from "./generated/openapi.js";
export { operations } from "./generated/operations.js";
export { specInfo } from "./generated/spec.js";

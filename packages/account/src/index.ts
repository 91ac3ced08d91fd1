// Public surface of @cdrapi/account. Nothing else is exported.

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
export { type AccountClient, type AccountClientOptions, createAccountClient } from "./client.js";
export type { AccountMethods, PathId, Schemas } from "./generated/methods.js";
export { methodIndex } from "./generated/methods.js";
export type { components, operations as operationTypes, paths } from "./generated/openapi.js";
export { operations } from "./generated/operations.js";
export { specInfo } from "./generated/spec.js";
export {
  connectHostBill,
  type HostBillAuth,
  type HostBillClientOptions,
  type HostBillConnection,
  type HostBillGroup,
  type PasswordAuth,
  type SessionAuth,
  type TokenAuth,
} from "./hostbill.js";
export { createSession, type HostBillSession, type SessionOptions } from "./session/session.js";

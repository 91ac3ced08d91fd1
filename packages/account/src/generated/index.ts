/**
 * The public surface of @cdrapi/account that every HostBill group package shares.
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export {
  type BasicAuth,
  type HostBillAuth,
  type PasswordAuth,
  type SessionAuth,
  type TokenAuth,
} from "../hostbill.js";
export {
  createSession,
  type HostBillSession,
  type SessionOptions,
  type SessionTokens,
} from "../session/session.js";
export {
  AbortError,
  ApiError,
  type ApiPromise,
  AuthenticationError,
  BadRequestError,
  CdrapiError,
  ConflictError,
  ConnectionError,
  type CustomRequest,
  type FetchLike,
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
  ResponseValidationError,
  type ResponseValidator,
  TimeoutError,
  type TokenProvider,
  type TransportOptions,
  UnprocessableEntityError,
  type ValidateResponses,
  ValidationError,
  type ValidationIssue,
  type WaitOptions,
  WaitTimeoutError,
  type WithResponse,
} from "@cdrapi/core";
export { createAccountClient, type AccountClient, type AccountClientOptions } from "./client.js";
export type { AccountMethods, PathId, Schemas } from "./methods.js";
export type * from "./types.js";
export { methodIndex } from "./method-index.js";
export type { components, operations as operationTypes, paths } from "./openapi.js";
export { operations } from "./operations.js";
export { responseSchemas } from "./responses.js";
export { specInfo } from "./spec.js";

/**
 * The public surface of @cdrapi/reporting that it shares with every group package.
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

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
export type * from "./types.js";
export { methodIndex } from "./method-index.js";
export type { components, operations as operationTypes, paths } from "./openapi.js";
export { operations } from "./operations.js";
export { responseSchemas } from "./responses.js";
export { specInfo } from "./spec.js";

// Public surface of @cdrapi/core. Nothing else is exported.

export type { Client } from "openapi-fetch";
export {
  type AuthContext,
  type AuthStrategy,
  type BasicCredentials,
  basicAuth,
  bearerAuth,
  bearerHeader,
  credentialIssues,
  encodeBasic,
  type SessionStrategy,
  type SingleFlight,
  sessionAuth,
  singleFlight,
  type TokenProvider,
  tokenIssues,
} from "./auth.js";
export { DEFAULT_MAX_RESPONSE_BYTES, MIN_PROGRESS_BYTES } from "./body.js";
export { CertificateError } from "./certificate.js";
export {
  type ApiPromise,
  type ApiResult,
  apiPromise,
  type CustomRequest,
  createTransport,
  pathIdProblem,
  type RequestInput,
  type RequestOptions,
  type ResultData,
  type Transport,
  type WithResponse,
} from "./client.js";
export {
  AbortError,
  ApiError,
  type ApiErrorInit,
  AuthenticationError,
  BadRequestError,
  CdrapiError,
  ConflictError,
  ConnectionError,
  createApiError,
  type ErrorContext,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  requestIdOf,
  TimeoutError,
  UnprocessableEntityError,
  ValidationError,
  type ValidationIssue,
} from "./errors.js";
export { createRateLimiter, type RateLimiter } from "./limiter.js";
export { type ListPromise, listPromise, MAX_LIST_PAGES, pagedList } from "./list.js";
export type { ResponseValidator, ValidateResponses } from "./options.js";
export {
  DEFAULT_TIMEOUT_MS,
  type FetchLike,
  type Hooks,
  isLoopbackHost,
  type Logger,
  type RequestErrorEvent,
  type RequestEvent,
  type ResponseEvent,
  silentLogger,
  type TransportConfig,
  type TransportOptions,
  userAgent,
} from "./options.js";
export { redactText, redactUrl, redactValue } from "./redact.js";
export { ResponseValidationError } from "./response-validation-error.js";
export {
  DEFAULT_MAX_RETRIES,
  INITIAL_RETRY_DELAY_MS,
  isIdempotent,
  MAX_JITTER,
  MAX_RETRY_DELAY_MS,
  MAX_SERVER_RETRY_DELAY_MS,
  type OperationInfo,
  type OperationTable,
  RETRYABLE_STATUSES,
  retryAfterMs,
  serverDelayMs,
} from "./retry.js";
export {
  DEFAULT_WAIT_INTERVAL_MS,
  DEFAULT_WAIT_TIMEOUT_MS,
  type WaitOptions,
  WaitTimeoutError,
  waitFor,
} from "./wait.js";

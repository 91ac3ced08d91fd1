// Public surface of @cdrapi/core. Nothing else is exported.

export type { Client } from "openapi-fetch";
export { type BasicCredentials, basicAuth, credentialIssues, encodeBasic } from "./auth/basic.js";
export { bearerAuth, bearerHeader, type TokenProvider, tokenIssues } from "./auth/bearer.js";
export { type SessionStrategy, type SingleFlight, sessionAuth, singleFlight } from "./auth/session.js";
export type { AuthContext, AuthStrategy } from "./auth/strategy.js";
export {
  type ApiPromise,
  type ApiResult,
  createTransport,
  DEFAULT_TIMEOUT_MS,
  type RequestInput,
  type RequestOptions,
  type ResultData,
  type Transport,
  type TransportConfig,
  type TransportOptions,
  type WithResponse,
} from "./client.js";
export type { CustomRequest } from "./custom-request.js";
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
export type { Hooks, RequestErrorEvent, RequestEvent, ResponseEvent } from "./hooks.js";
export { type ListPromise, listPromise, MAX_LIST_PAGES, pagedList } from "./list.js";
export { type Logger, silentLogger } from "./logger.js";
export { isIdempotent, type OperationInfo, type OperationTable } from "./operation-table.js";
export { redactText, redactUrl, redactValue } from "./redact.js";
export type { FetchLike } from "./redirect.js";
export { pathIdProblem } from "./request-url.js";
export { DEFAULT_MAX_RESPONSE_BYTES } from "./response.js";
export {
  DEFAULT_MAX_RETRIES,
  INITIAL_RETRY_DELAY_MS,
  MAX_JITTER,
  MAX_RETRY_DELAY_MS,
  MAX_SERVER_RETRY_DELAY_MS,
  RETRYABLE_STATUSES,
  retryAfterMs,
  serverDelayMs,
} from "./retry.js";
export { MIN_PROGRESS_BYTES } from "./timeout.js";
export { isLoopbackHost } from "./url-policy.js";
export { userAgent } from "./user-agent.js";
export {
  DEFAULT_WAIT_INTERVAL_MS,
  DEFAULT_WAIT_TIMEOUT_MS,
  type WaitOptions,
  WaitTimeoutError,
  waitFor,
} from "./wait.js";

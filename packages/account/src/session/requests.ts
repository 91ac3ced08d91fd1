// The session's own requests: login, refresh, logout and revoke (the Utility operations of
// this package's document part). They go through a core transport WITHOUT session auth (login and refresh are `security: []`; logout and revoke
// carry the token being ended explicitly), so they get the same timeouts, retries,
// redaction and typed errors as every other call.
import {
  ApiError,
  AuthenticationError,
  bearerHeader,
  createApiError,
  type RequestOptions,
  type Transport,
  tokenIssues,
} from "@cdrapi/core";
import type { paths } from "../generated/openapi.js";

export interface Credentials {
  username: string;
  password: string;
}

/** What a login or refresh grants. `refreshToken` is undefined when the answer had none. */
export interface Grant {
  token: string;
  refreshToken: string | undefined;
}

/**
 * POST /login. Wrong credentials are an `AuthenticationError`, whether the server says so
 * with 401 or, HostBill-style, with `200 {"error": [...]}` (then `status` is 200).
 */
export async function login(t: Transport<paths>, credentials: Credentials): Promise<Grant> {
  const { username, password } = credentials;
  try {
    return grantOf(t, "/login", await t.call(t.api.POST("/login", { body: { username, password } })));
  } catch (error) {
    throw error instanceof ApiError && error.status === 200 && !(error instanceof AuthenticationError)
      ? asAuthenticationError(error)
      : error;
  }
}

/** POST /token with the refresh token (HostBill's name for the field is `refresh_token`). */
export async function refresh(t: Transport<paths>, refreshToken: string): Promise<Grant> {
  return grantOf(t, "/token", await t.call(t.api.POST("/token", { body: { refresh_token: refreshToken } })));
}

/** POST /logout or /revoke with `token` as the bearer. */
export async function end(
  t: Transport<paths>,
  path: "/logout" | "/revoke",
  token: string,
  opts?: RequestOptions,
): Promise<void> {
  await t.call(t.api.POST(path, { headers: { authorization: bearerHeader(token) }, signal: opts?.signal }));
}

/** The token pair of a login or refresh answer; accepts `refresh` and `refresh_token`. */
function grantOf(t: Transport<paths>, path: "/login" | "/token", data: unknown): Grant {
  const body = (data ?? {}) as { token?: unknown; refresh?: unknown; refresh_token?: unknown };
  const token = usable(body.token);
  if (token === undefined) {
    throw createApiError({
      status: 200,
      operationId: path === "/login" ? "Utility_login" : "Utility_refreshToken",
      method: "POST",
      url: `${t.baseUrl}${path}`,
      messages: ["the answer has no usable access token"],
    });
  }
  return { token, refreshToken: usable(body.refresh) ?? usable(body.refresh_token) };
}

/** A string that can be sent as a bearer token, else undefined. */
function usable(value: unknown): string | undefined {
  return typeof value === "string" && tokenIssues(value).length === 0 ? value : undefined;
}

function asAuthenticationError(error: ApiError): AuthenticationError {
  return new AuthenticationError({
    status: error.status,
    operationId: error.operationId,
    method: error.method,
    url: error.url,
    body: error.body,
    messages: error.messages,
    headers: error.requestId === undefined ? undefined : new Headers({ "x-request-id": error.requestId }),
  });
}

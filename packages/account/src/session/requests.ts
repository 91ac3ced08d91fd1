// The session's own requests: login, refresh, logout and revoke, the generated Utility methods
// of this package (`auth.*`), so they go through the same `request(operationId, ...)` as every
// other named method: the same timeouts, retries, redaction and typed errors. Their transport
// has no session auth (login and refresh are `security: []`; logout and revoke carry the token
// being ended explicitly). The tokens a grant brings are remembered for redaction here, where
// the session receives them.
import {
  ApiError,
  AuthenticationError,
  bearerHeader,
  createApiError,
  type RequestOptions,
  type Transport,
  tokenIssues,
} from "@cdrapi/core";
import { authMethods } from "../generated/methods.js";
import type { paths } from "../generated/openapi.js";
import { authOperations } from "../generated/operations.js";

export interface Credentials {
  username: string;
  password: string;
}

/** What a login or refresh grants. `refreshToken` is undefined when the answer had none. */
export interface Grant {
  token: string;
  refreshToken: string | undefined;
}

/** The session's calls over one transport. */
export interface SessionCalls {
  login(credentials: Credentials): Promise<Grant>;
  refresh(refreshToken: string): Promise<Grant>;
  /**
   * POST /logout or /revoke with `token` as the bearer; revoke also names the refresh token
   * in its body (`refresh_token`, as the sources show).
   */
  end(
    which: "logout" | "revoke",
    token: string,
    refreshToken: string | undefined,
    opts?: RequestOptions,
  ): Promise<void>;
}

export function sessionCalls(t: Transport<paths>): SessionCalls {
  const auth = authMethods(t);

  /** The token pair of a login or refresh answer; accepts `refresh` and `refresh_token`. */
  function grantOf(operationId: keyof typeof authOperations, data: unknown): Grant {
    const body = (data ?? {}) as { token?: unknown; refresh?: unknown; refresh_token?: unknown };
    const token = usable(body.token);
    if (token === undefined) {
      const { method, path } = authOperations[operationId];
      throw createApiError({
        status: 200,
        operationId,
        method,
        url: `${t.baseUrl}${path}`,
        messages: ["the answer has no usable access token"],
      });
    }
    const refreshToken = usable(body.refresh) ?? usable(body.refresh_token);
    t.rememberSecret(token);
    if (refreshToken !== undefined) t.rememberSecret(refreshToken);
    return { token, refreshToken };
  }

  return {
    /**
     * Wrong credentials are an `AuthenticationError`, whether the server says so with 401 or,
     * HostBill-style, with `200 {"error": [...]}` (then `status` is 200).
     */
    async login({ username, password }) {
      try {
        return grantOf("Utility_login", await auth.login({ username, password }));
      } catch (error) {
        throw error instanceof ApiError && error.status === 200 && !(error instanceof AuthenticationError)
          ? asAuthenticationError(error)
          : error;
      }
    },
    // HostBill's name for the field is `refresh_token`.
    refresh: async (refreshToken) =>
      grantOf("Utility_refreshToken", await auth.refresh({ refresh_token: refreshToken })),
    async end(which, token, refreshToken, opts) {
      const own: RequestOptions = { headers: { authorization: bearerHeader(token) }, signal: opts?.signal };
      if (which === "logout") await auth.logout(own);
      else await auth.revoke(refreshToken === undefined ? undefined : { refresh_token: refreshToken }, own);
    },
  };
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

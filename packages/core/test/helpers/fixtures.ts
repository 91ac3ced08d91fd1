// A tiny hand-written path map and operation table, shaped like the generated ones, and a
// transport and named methods over them.
import { createTransport, type OperationTable, type TransportConfig } from "@cdrapi/core";

type Responses = {
  200: { headers: { [name: string]: unknown }; content: { "*/*": Record<string, unknown> } };
  default: { headers: { [name: string]: unknown }; content: { "application/json": unknown } };
};
type NoPath = { query?: never; header?: never; path?: never; cookie?: never };
type Get<P> = {
  parameters: { query?: never; header?: never; path: P; cookie?: never };
  requestBody?: never;
  responses: Responses;
};
type Post<B> = {
  parameters: NoPath;
  requestBody: { content: { "application/json": B } };
  responses: Responses;
};

export interface paths {
  "/things/{id}": { parameters: NoPath; get: Get<{ id: string }>; post?: never };
  "/v1/lists": { parameters: NoPath; post: Post<unknown[]>; get?: never };
  "/v1/lists/add": { parameters: NoPath; post: Post<unknown[]>; get?: never };
  "/login": { parameters: NoPath; post: Post<Record<string, unknown>>; get?: never };
}

export const operations = {
  getThing: {
    operationId: "getThing",
    method: "GET",
    path: "/things/{id}",
    security: ["basicAuth"],
    idempotent: true,
  },
  replaceList: {
    operationId: "replaceList",
    method: "POST",
    path: "/v1/lists",
    security: ["basicAuth"],
    idempotent: true,
  },
  addToList: {
    operationId: "addToList",
    method: "POST",
    path: "/v1/lists/add",
    security: ["basicAuth"],
    idempotent: false,
  },
  login: { operationId: "login", method: "POST", path: "/login", security: [], idempotent: false },
} as const satisfies OperationTable;

/** A transport on `baseUrl` with fast backoff (tests of Retry-After timing use the real server value). */
export function testTransport(baseUrl: string, options: Partial<TransportConfig> = {}) {
  return createTransport<paths>({
    packageName: "test",
    packageVersion: "0.0.0",
    operations,
    baseUrl,
    retryDelay: { initialMs: 1, maxMs: 4 },
    ...options,
  });
}

/** Named methods, written the way group packages write them. */
export function testClient(baseUrl: string, options: Partial<TransportConfig> = {}) {
  const t = testTransport(baseUrl, options);
  return {
    t,
    getThing: (id: string, opts?: { signal?: AbortSignal }) =>
      t.call(t.api.GET("/things/{id}", { params: { path: { id } }, ...opts })),
    replaceList: (body: unknown[], opts?: { signal?: AbortSignal }) =>
      t.call(t.api.POST("/v1/lists", { body, ...opts })),
    addToList: (body: unknown[], opts?: { signal?: AbortSignal }) =>
      t.call(t.api.POST("/v1/lists/add", { body, ...opts })),
    login: (body: Record<string, unknown>) => t.call(t.api.POST("/login", { body })),
  };
}

/** Header names some APIs take a credential under: none may reach another origin or a hook. */
export const SECRET_HEADERS = [
  "authorization",
  "proxy-authorization",
  "cookie",
  "x-api-key",
  "private-token",
  "x-signature",
  "Ocp-Apim-Subscription-Key",
  "x-access-key",
];

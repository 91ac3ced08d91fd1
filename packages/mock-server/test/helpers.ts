/** Shared test helpers: credentials, records, and small fetch wrappers. */

import { DEMO_REGISTRAR } from "../src/index.js";

export function basic(
  username: string = DEMO_REGISTRAR.username,
  password: string = DEMO_REGISTRAR.password,
) {
  return `Basic ${Buffer.from(`${username}:${password}`, "utf8").toString("base64")}`;
}

/** A valid MaintainDomain record for `domainName`, with optional overrides (the server's own sample). */
export { sampleRecord as record } from "../src/index.js";

export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** Send a request with a JSON body (unless `body` is undefined) and parse the answer. */
// biome-ignore lint/suspicious/noExplicitAny: tests read answer bodies loosely
export async function call<T = any>(
  url: string,
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<JsonResponse<T>> {
  const response = await fetch(url, {
    method,
    headers: { ...(body !== undefined ? { "content-type": "application/json" } : {}), ...headers },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

/** The same, with the demo registrar's Basic credentials. */
// biome-ignore lint/suspicious/noExplicitAny: tests read answer bodies loosely
export function asRegistrar<T = any>(
  url: string,
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return call<T>(url, method, body, { authorization: basic(), ...headers });
}

/** An answer body as tests read it. */
// biome-ignore lint/suspicious/noExplicitAny: tests read answer bodies loosely
export type Loose = any;

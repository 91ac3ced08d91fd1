// Redirects are followed here rather than by fetch (in Node, Deno, Bun: `redirect: "manual"`),
// so that credentials never travel to another origin: Authorization (and cookies) are
// dropped on a cross-origin hop, and every hop passes the same URL policy as the first
// request. Browsers follow redirects themselves (a manual redirect is opaque there, and
// they drop Authorization on a cross-origin hop): the transport imports this module only
// when a response is a redirect, so browser bundles load it never.
import type { checkUrl } from "./url-policy.js";

export const MAX_REDIRECTS = 10;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const CREDENTIAL_HEADERS = ["authorization", "proxy-authorization", "cookie"];
const BODY_HEADERS = [
  "content-type",
  "content-length",
  "content-encoding",
  "content-language",
  "content-location",
];

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface HopRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: string | ArrayBuffer | Uint8Array<ArrayBuffer> | undefined;
  signal: AbortSignal;
}

/**
 * Follow `response`, the answer to `request` sent with `redirect: "manual"`, through same-
 * and cross-origin redirects (at most MAX_REDIRECTS), and return the first answer that is
 * not one; after MAX_REDIRECTS hops the last redirect is returned, and the pipeline ends the
 * call with "too many redirects". A 303 (and a 301/302 after a POST) continues as a GET
 * without the body.
 */
export async function followRedirects(
  fetchImpl: FetchLike,
  request: HopRequest,
  response: Response,
  allowInsecureHttp: boolean,
  // url-policy.ts' check, passed in: this chunk imports nothing the first download has
  check: typeof checkUrl,
): Promise<Response> {
  let { url, method, body } = request;
  const headers = new Headers(request.headers);
  for (let hop = 0; hop < MAX_REDIRECTS; hop++) {
    const location = response.headers.get("location");
    if (!REDIRECT_STATUSES.has(response.status) || !location) break;
    await response.body?.cancel().catch(() => {});
    const next = check(new URL(location, url), allowInsecureHttp, "redirect");
    if (next.origin !== url.origin) for (const name of CREDENTIAL_HEADERS) headers.delete(name);
    if (response.status === 303 ? method !== "HEAD" : response.status <= 302 && method === "POST") {
      method = method === "HEAD" ? "HEAD" : "GET";
      body = undefined;
      for (const name of BODY_HEADERS) headers.delete(name);
    }
    url = next;
    response = await fetchImpl(url.href, {
      method,
      headers,
      body,
      signal: request.signal,
      redirect: "manual",
    });
  }
  return response;
}

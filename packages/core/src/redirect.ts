// Redirects are followed here rather than by fetch, so that credentials never travel to
// another origin: Authorization (and cookies) are dropped on a cross-origin hop, and
// every hop passes the same URL policy as the first request.
import { checkUrl } from "./url-policy.js";

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
  body: ArrayBuffer | undefined;
  signal: AbortSignal;
}

/**
 * Send `request`, following same- and cross-origin redirects by hand (`redirect: "manual"`).
 * With `manual` false (browsers, where a manual redirect is opaque) fetch follows them,
 * and the browser's fetch drops Authorization on a cross-origin redirect itself.
 */
export async function fetchFollowingRedirects(
  fetchImpl: FetchLike,
  request: HopRequest,
  options: { manual: boolean; allowInsecureHttp: boolean },
): Promise<Response> {
  let { url, method, body } = request;
  const headers = new Headers(request.headers);
  for (let hop = 0; ; hop++) {
    const response = await fetchImpl(url.href, {
      method,
      headers,
      body,
      signal: request.signal,
      redirect: options.manual ? "manual" : "follow",
    });
    const location = response.headers.get("location");
    if (!options.manual || !REDIRECT_STATUSES.has(response.status) || !location || hop >= MAX_REDIRECTS) {
      return response;
    }
    await response.body?.cancel().catch(() => {});
    const next = checkUrl(new URL(location, url), options.allowInsecureHttp, "redirect");
    if (next.origin !== url.origin) for (const name of CREDENTIAL_HEADERS) headers.delete(name);
    if (response.status === 303 ? method !== "HEAD" : response.status <= 302 && method === "POST") {
      method = method === "HEAD" ? "HEAD" : "GET";
      body = undefined;
      for (const name of BODY_HEADERS) headers.delete(name);
    }
    url = next;
  }
}

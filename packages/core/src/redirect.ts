// Redirects are followed here rather than by fetch (in Node, Deno, Bun: `redirect: "manual"`),
// so that no secret travels to another origin: a cross-origin hop carries only the headers
// known to hold none (CROSS_ORIGIN_HEADERS) and never a body, and every hop passes the same URL policy as the
// first request. fetch itself drops only Authorization (undici: also Proxy-Authorization and
// Cookie) and would carry an `x-api-key` anywhere. Browsers follow redirects themselves (a
// manual redirect is opaque there).
import { checkUrl, type FetchLike } from "./options.js";

export const MAX_REDIRECTS = 10;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** The headers of the body: dropped with it when a redirect turns the request into a GET. */
const BODY_HEADERS = [
  "content-type",
  "content-length",
  "content-encoding",
  "content-language",
  "content-location",
];
/**
 * All that crosses to another origin: content negotiation and the User-Agent (a body never
 * crosses, so neither do its headers). An allow-list, not a list of secret names: a header
 * a caller added may carry a credential under any name (`x-api-key`, `Private-Token`,
 * `Ocp-Apim-Subscription-Key`...), and only the origin it was given to may see it.
 */
const CROSS_ORIGIN_HEADERS = new Set(["accept", "accept-encoding", "accept-language", "user-agent"]);

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
 * not one, with the URL that gave it; after MAX_REDIRECTS hops the last redirect is returned,
 * and the pipeline ends the call with "too many redirects". A 303 (and a 301/302 after a POST)
 * continues as a GET without the body. A redirect that would carry a body to another origin is
 * returned unfollowed, with that origin in `bodyRefusedBy`.
 */
export async function followRedirects(
  fetchImpl: FetchLike,
  request: HopRequest,
  response: Response,
  allowInsecureHttp: boolean,
): Promise<{ response: Response; url: URL; bodyRefusedBy?: string }> {
  let { url, method, body } = request;
  const headers = new Headers(request.headers);
  for (let hop = 0; hop < MAX_REDIRECTS; hop++) {
    const location = response.headers.get("location");
    if (!REDIRECT_STATUSES.has(response.status) || !location) break;
    await response.body?.cancel().catch(() => {});
    const next = checkUrl(new URL(location, url), allowInsecureHttp, "redirect");
    if (response.status === 303 ? method !== "HEAD" : response.status <= 302 && method === "POST") {
      method = method === "HEAD" ? "HEAD" : "GET";
      body = undefined;
      for (const name of BODY_HEADERS) headers.delete(name);
    }
    if (next.origin !== url.origin) {
      // A body (a login's password, a registrar's list) stays with its origin like a header.
      if (body !== undefined) return { response, url, bodyRefusedBy: next.origin };
      for (const name of [...headers.keys()]) if (!CROSS_ORIGIN_HEADERS.has(name)) headers.delete(name);
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
  return { response, url };
}

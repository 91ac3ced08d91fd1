// Which URLs a client may talk to: http(s) only, no credentials in the URL, a base URL
// without query or fragment, and plain http only to loopback unless `allowInsecureHttp`.
import { ValidationError } from "./errors.js";

/** localhost (and *.localhost), 127.0.0.0/8, [::1] and IPv4-mapped loopback. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)) return true;
  if (host === "[::1]" || host === "[0:0:0:0:0:0:0:1]") return true;
  return /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(host);
}

/**
 * Parse and check a request URL; throws `ValidationError` (field `field`) before any
 * request when it is not allowed.
 */
export function checkUrl(url: string | URL, allowInsecureHttp: boolean, field = "baseUrl"): URL {
  const fail = (message: string) => new ValidationError([{ index: null, field, message }]);
  let parsed: URL;
  try {
    parsed = new URL(String(url));
  } catch {
    throw fail("must be an absolute http:// or https:// URL");
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    throw fail(`unsupported protocol ${parsed.protocol} (use https://)`);
  }
  if (field === "baseUrl" && /[?#]/.test(parsed.href)) {
    throw fail(
      "must not contain a query (?...) or a fragment (#...): paths and queries are added per request",
    );
  }
  if (parsed.username || parsed.password) {
    throw fail("must not contain credentials; pass them through the client's auth options");
  }
  if (parsed.protocol === "http:" && !allowInsecureHttp && !isLoopbackHost(parsed.hostname)) {
    throw fail(
      `refusing plain http:// to ${parsed.host}: use https://, or set allowInsecureHttp: true (loopback is always allowed)`,
    );
  }
  return parsed;
}

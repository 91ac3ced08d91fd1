// The `exp` claim of a JWT, read WITHOUT verifying the signature: the client only uses it
// to refresh ahead of expiry; the server is the one that checks tokens. No `node:` imports:
// this runs in browsers and edge runtimes (atob and TextDecoder are everywhere fetch is).

/** A JWT's `exp` (seconds since the epoch), or undefined for anything that is not a JWT with a numeric `exp`. Never throws. */
export function readJwtExp(token: unknown): number | undefined {
  if (typeof token !== "string") return undefined;
  const parts = token.split(".");
  if (parts.length !== 3 || parts[1] === undefined) return undefined;
  const payload = decodeBase64Url(parts[1]);
  if (payload === undefined) return undefined;
  try {
    const claims: unknown = JSON.parse(payload);
    if (claims === null || typeof claims !== "object" || Array.isArray(claims)) return undefined;
    const exp = (claims as { exp?: unknown }).exp;
    return typeof exp === "number" && Number.isFinite(exp) ? exp : undefined;
  } catch {
    return undefined;
  }
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** base64url (RFC 4648 section 5, padding optional) -> UTF-8 text, or undefined. */
function decodeBase64Url(segment: string): string | undefined {
  const unpadded = segment.replace(/=+$/, "");
  if (unpadded === "" || !BASE64URL.test(unpadded) || unpadded.length % 4 === 1) return undefined;
  const base64 = unpadded
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(unpadded.length / 4) * 4, "=");
  try {
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

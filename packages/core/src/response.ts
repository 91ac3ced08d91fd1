// Response bodies: JSON whatever the content type (the spec says `*/*`), an empty body is
// `undefined` (never a parse error), and HostBill's `200 {"error": [...]}` is an error.

export type ParsedBody = { ok: true; value: unknown } | { ok: false; text: string };

/** Parse a body as JSON; blank text is `undefined`. */
export function parseBody(text: string): ParsedBody {
  if (text.trim() === "") return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, text };
  }
}

/** The messages of a HostBill-style error answer (`{"error": ["..."]}`, non-empty), else undefined. */
export function hostBillErrors(data: unknown): string[] | undefined {
  if (data === null || typeof data !== "object" || Array.isArray(data)) return undefined;
  const error = (data as { error?: unknown }).error;
  if (!Array.isArray(error) || error.length === 0) return undefined;
  return error.map((item) => (typeof item === "string" ? item : JSON.stringify(item)));
}

/**
 * Rebuild a fully read response so openapi-fetch can parse it safely: a blank body
 * becomes an empty one with `Content-Length: 0` (openapi-fetch then yields `undefined`).
 * Only for responses whose body was already read into `body`.
 */
export function rebuildResponse(response: Response, body: string | ArrayBuffer): Response {
  const headers = new Headers(response.headers);
  // The body was decoded by fetch; the original framing headers no longer describe it.
  headers.delete("content-encoding");
  headers.delete("content-length");
  headers.delete("transfer-encoding");
  const init = { status: response.status, statusText: response.statusText, headers };
  const blank = typeof body === "string" ? body.trim() === "" : body.byteLength === 0;
  const empty = blank || [204, 205, 304].includes(response.status);
  if (empty) headers.set("content-length", "0");
  const rebuilt = new Response(empty ? null : body, init);
  // A constructed Response has url ""; keep the URL the answer came from.
  Object.defineProperty(rebuilt, "url", { value: response.url, enumerable: true });
  return rebuilt;
}

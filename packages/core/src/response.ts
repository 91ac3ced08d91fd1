// Response bodies, read once and parsed once: bounded reading (a body over the limit ends the
// attempt without buffering it), JSON whatever the content type (the spec says `*/*`), an
// empty body is `undefined` (never a parse error), HostBill's `200 {"error": [...]}` is an error.

/** The default `maxResponseBytes`: JSON answers of this API are far smaller. */
export const DEFAULT_MAX_RESPONSE_BYTES = 8 * 1024 * 1024;

/** How a 2xx body comes back: parsed JSON, text, bytes, or its stream (not read: watched as it is). */
export type ParseAs = "json" | "text" | "bytes" | "stream";

/** A body larger than the limit: the reading stopped and the connection was released. */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`response body larger than ${limit} bytes (maxResponseBytes)`);
  }
}

export interface ReadBody {
  /** The body as text (for json and text) or bytes. */
  content: string | Uint8Array;
  /** Its size in bytes as received (after content decoding). */
  size: number;
}

/**
 * Read a body, at most `limit` bytes. A declared length (without content coding) over the
 * limit fails at once; otherwise the stream is counted as it comes and cancelled past it.
 */
export async function readBody(response: Response, limit: number, as: "text" | "bytes"): Promise<ReadBody> {
  const declared = response.headers.get("content-length");
  if (declared !== null && !response.headers.has("content-encoding")) {
    const size = Number(declared);
    if (size > limit) {
      await response.body?.cancel().catch(() => {});
      throw new BodyTooLarge(limit);
    }
    if (as === "text") return { content: await response.text(), size };
    return { content: new Uint8Array(await response.arrayBuffer()), size };
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = chunks.length === 1 ? chunks[0]! : concat(chunks, size);
  return { content: as === "text" ? new TextDecoder().decode(bytes) : bytes, size };
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

export type ParsedBody = { ok: true; value: unknown } | { ok: false; text: string };

/** Parse a body as JSON; blank text is `undefined`. */
export function parseBody(text: string): ParsedBody {
  if (text === "") return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    // Only now look for a blank body: the common answer is parsed without a scan before.
    return text.trim() === "" ? { ok: true, value: undefined } : { ok: false, text };
  }
}

/** The messages of a HostBill-style error answer (`{"error": ["..."]}`, non-empty), else undefined. */
export function hostBillErrors(data: unknown): string[] | undefined {
  if (data === null || typeof data !== "object" || Array.isArray(data)) return undefined;
  const error = (data as { error?: unknown }).error;
  if (!Array.isArray(error) || error.length === 0) return undefined;
  return error.map((item) => (typeof item === "string" ? item : JSON.stringify(item)));
}

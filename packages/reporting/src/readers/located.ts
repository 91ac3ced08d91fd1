// Where a reader's bytes come from: a file path (re-readable: each iteration opens the file
// anew) or a stream / async iterable of chunks (one-shot). The one Node-only part of the
// readers (node:fs); the scanning beside it runs anywhere.
import { createReadStream } from "node:fs";
import type { LocatedRecord, LocatedSource } from "../bulk/chunk.js";

/**
 * A file path, or a stream (any async iterable of text or bytes) read once. Bytes must be UTF-8,
 * or UTF-16 LE/BE starting with its byte order mark (see encoding.ts).
 */
export type ReaderInput = string | URL | AsyncIterable<string | Uint8Array>;

/** Wraps a reading function as a LocatedSource: re-readable for a path, one-shot otherwise. */
export function locatedSource(
  input: ReaderInput,
  read: (chunks: AsyncIterable<string | Uint8Array>) => AsyncIterable<LocatedRecord>,
): LocatedSource {
  const isPath = typeof input === "string" || input instanceof URL;
  let used = false;
  return {
    located: true,
    rereadable: isPath,
    [Symbol.asyncIterator]() {
      if (!isPath) {
        if (used)
          throw new TypeError("this reader's stream can be read only once; pass a file path to re-read");
        used = true;
      }
      const chunks = isPath ? createReadStream(input) : input;
      return read(chunks)[Symbol.asyncIterator]();
    },
  };
}

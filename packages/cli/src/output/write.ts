// Writing a long output without holding it: text is gathered into chunks of about 64 KiB,
// and each chunk waits for the stream to drain when it says its buffer is full. A stream
// that is gone (a closed pipe: `| head`) makes every later write a no-op.
import type { OutputStream } from "../io.js";

const CHUNK = 64 * 1024;

/** A buffered writer over one output stream. */
export interface Writer {
  /** Adds text; resolves once the stream can take more. */
  write(text: string): Promise<void>;
  /** Writes what is buffered. */
  flush(): Promise<void>;
}

interface Drainable {
  once(event: "drain" | "close" | "error", listener: () => void): unknown;
  off(event: "drain" | "close" | "error", listener: () => void): unknown;
  destroyed?: boolean;
  writableEnded?: boolean;
}

function isDrainable(stream: OutputStream): stream is OutputStream & Drainable {
  const s = stream as Partial<Drainable>;
  return typeof s.once === "function" && typeof s.off === "function";
}

/** Resolves when the stream drains, closes or fails (whichever comes first). */
function drained(stream: Drainable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const event of ["drain", "close", "error"] as const) stream.off(event, done);
      resolve();
    };
    for (const event of ["drain", "close", "error"] as const) stream.once(event, done);
  });
}

export function createWriter(stream: OutputStream): Writer {
  let buffer = "";
  const gone = () => isDrainable(stream) && (stream.destroyed === true || stream.writableEnded === true);
  const flush = async () => {
    if (buffer === "") return;
    const text = buffer;
    buffer = "";
    if (gone()) return;
    const ok = stream.write(text);
    if (ok === false && isDrainable(stream) && !gone()) await drained(stream);
  };
  return {
    async write(text) {
      buffer += text;
      if (buffer.length >= CHUNK) await flush();
    },
    flush,
  };
}

// What `cdrapi api` (`--input FILE`, `-F key=@FILE`) and `tickets --body-file` send from a file
// or from standard input (`-`): read whole, but never more than MAX_INPUT_BYTES, and from a regular file only. A device
// or a pipe named as a file may never end (/dev/urandom) or never start (a FIFO nobody writes:
// it is opened without waiting for a writer, then refused); standard input is the way to pipe.
import { constants } from "node:fs";
import { open } from "node:fs/promises";
import { resolve } from "node:path";
import { InputError } from "../exit-codes.js";
import type { CliIo } from "../io.js";

/** The most a request's body or field reads from one source: the reference server's body limit. */
export const MAX_INPUT_BYTES = 16 * 1024 * 1024;

/** The text of a file, or of standard input for "-" (then without its last line break; "" when there is none). */
export async function readInput(io: CliIo, source: string): Promise<string> {
  if (source === "-") {
    if (!io.stdin) return "";
    const text = await collect(io.stdin as AsyncIterable<string | Uint8Array>, "standard input");
    return text.replace(/\r?\n$/, "");
  }
  const path = resolve(io.cwd ?? process.cwd(), source);
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    throw new InputError(`cannot read ${source}: ${(error as NodeJS.ErrnoException).code ?? error}`);
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) {
      throw new InputError(
        `${source} is not a regular file (a folder, device or pipe): name a file, or give - and pipe it to standard input`,
      );
    }
    if (info.size > MAX_INPUT_BYTES) throw tooLarge(source);
    // At most one byte over the limit: a file that grows while it is read is refused too.
    return await collect(handle.createReadStream({ end: MAX_INPUT_BYTES, autoClose: false }), source);
  } finally {
    await handle.close();
  }
}

/** The chunks as UTF-8 text, refused as soon as they pass MAX_INPUT_BYTES. */
async function collect(chunks: AsyncIterable<string | Uint8Array>, what: string): Promise<string> {
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk;
    size += bytes.length;
    if (size > MAX_INPUT_BYTES) throw tooLarge(what);
    parts.push(bytes);
  }
  return Buffer.concat(parts).toString("utf8");
}

const tooLarge = (what: string) =>
  new InputError(
    `${what} is larger than ${MAX_INPUT_BYTES / 1024 / 1024} MiB, the most cdrapi reads for one request body or field`,
  );

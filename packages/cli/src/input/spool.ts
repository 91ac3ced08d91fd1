// An export given as a pipe (`-` for standard input, /dev/stdin, `<(gunzip -c export.csv.gz)`, a
// FIFO), copied once into a file: the readers sniff an export's first bytes and read it twice
// (every record validated before anything is sent), and a pipe gives its bytes only once. The
// copy holds registrants' personal data: it is written to a new folder only this user can open
// (under the temporary folder, refused when others may write there without the sticky bit),
// readable by its owner only, and removed when the command ends, or at the latest when the
// process exits (a second signal's exit, which skips the command's end).
import { createReadStream, createWriteStream, rmSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { AbortError } from "@cdrapi/core";
import { InputError } from "../exit-codes.js";
import type { CliIo } from "../io.js";
import { assertOwnFolder } from "../own-file.js";

/** Folders of copies not yet removed: the exit hook removes what the command's end did not. */
const leftAtExit = new Set<string>();
let exitHook = false;

/**
 * Copies standard input's bytes, or those of the pipe at `from` (an absolute path), into an
 * owner-only file, removed when the command ends; returns its path.
 */
export async function spool(io: CliIo, from: string | AsyncIterable<string | Uint8Array>): Promise<string> {
  const parent = tmpdir();
  await assertOwnFolder(parent, "the copy of the export read from a pipe");
  const folder = await mkdtemp(join(parent, "cdrapi-export-")); // mode 0700
  leftAtExit.add(folder);
  if (!exitHook) {
    exitHook = true;
    process.on("exit", () => {
      for (const left of leftAtExit) rmSync(left, { recursive: true, force: true });
    });
  }
  const remove = async () => {
    await rm(folder, { recursive: true, force: true });
    leftAtExit.delete(folder);
  };
  io.atExit?.push(remove);
  const path = join(folder, "export");
  try {
    // A pipeline, not writeFile: a signal ends it at once, even while the pipe sends nothing.
    const bytes = typeof from === "string" ? createReadStream(from) : from;
    const copy = createWriteStream(path, { flags: "wx", mode: 0o600 });
    await pipeline(bytes, copy, { signal: io.signal });
  } catch (error) {
    await remove();
    if (io.signal?.aborted) throw new AbortError();
    // A socket (a program's standard input may be one) has a name in /dev/fd that cannot be opened.
    if ((error as NodeJS.ErrnoException).code === "ENXIO") {
      throw new InputError(`cannot open ${from} (a socket): give the export as - to read standard input`);
    }
    throw error;
  }
  return path;
}

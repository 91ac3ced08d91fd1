// The copy of the export that `reports upload --checkpoint PATH` keeps beside its checkpoint
// (PATH.export.<ext>, owner-only): the upload reads the copy, so a nightly export that is
// overwritten before an interrupted run is resumed leaves the upload resumable, and the next
// night finishes it from the copy before filing its own export.
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { open, readdir, rename, rm } from "node:fs/promises";
import { basename, dirname, extname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import { writeDraft } from "./draft-file.js";

/** Where the copy of `file`'s export is kept for the checkpoint at `checkpoint`. */
export function copyPathOf(checkpoint: string, file: string): string {
  return `${checkpoint}.export${extname(file)}`;
}

/** The copy kept beside `checkpoint`, whatever its export's extension, if there is one. */
export async function findCopy(checkpoint: string): Promise<string | undefined> {
  const prefix = `${basename(checkpoint)}.export`;
  const names = await readdir(dirname(checkpoint)).catch(() => [] as string[]);
  const name = names.find(
    (entry) => entry === prefix || (entry.startsWith(`${prefix}.`) && !entry.endsWith(".tmp")),
  );
  return name === undefined ? undefined : join(dirname(checkpoint), name);
}

/**
 * Copies `file` to `copy`: a new owner-only file (created exclusively, flushed) renamed over
 * `copy`, so a crash leaves the old copy or the new one, whole.
 */
export async function keepCopy(file: string, copy: string): Promise<void> {
  const draft = await writeDraft(copy, "");
  try {
    // Into the owner-only draft as it is (r+: neither re-created nor re-moded), then flushed.
    await pipeline(createReadStream(file), createWriteStream(draft, { flags: "r+" }));
    const written = await open(draft, "r+");
    try {
      await written.sync();
    } finally {
      await written.close();
    }
    await rename(draft, copy);
  } catch (error) {
    await rm(draft, { force: true });
    throw error;
  }
}

/** Whether two files hold the same bytes (compared by their SHA-256, streamed). */
export async function sameContent(a: string, b: string): Promise<boolean> {
  const digest = async (path: string) => {
    const hash = createHash("sha256");
    await pipeline(createReadStream(path), hash);
    return hash.digest("hex");
  };
  return (await digest(a)) === (await digest(b));
}

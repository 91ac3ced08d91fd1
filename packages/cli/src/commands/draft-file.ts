// A draft beside a file: written whole under a name no other run uses before it takes the
// file's place (renamed over it: the checkpoint; linked to it: a lock). Created exclusively, so
// a link planted at its name is never written through.
import { randomBytes } from "node:crypto";
import { open, rename, rm, writeFile } from "node:fs/promises";

/**
 * Writes `text` (or its pieces, one after the other) to a new file beside `path` (created
 * exclusively: it fails rather than follow a link or reuse a file; readable by its owner only)
 * and flushes it to the disk; returns its path. Nothing is left behind when the write fails (a
 * full disk).
 */
export async function writeDraft(path: string, text: string | Iterable<string>): Promise<string> {
  const draft = `${path}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  const file = await open(draft, "wx", 0o600);
  try {
    await writeFile(file, text);
    await file.sync();
  } catch (error) {
    await file.close();
    await rm(draft, { force: true });
    throw error;
  }
  await file.close();
  return draft;
}

/** Writes `text` as `path` so that a crash at any moment leaves the old file or the new one, whole. */
export async function writeWhole(path: string, text: string | Iterable<string>): Promise<void> {
  const draft = await writeDraft(path, text);
  try {
    await rename(draft, path);
  } catch (error) {
    await rm(draft, { force: true });
    throw error;
  }
}

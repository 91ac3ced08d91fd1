// A draft beside a file: written whole under a name no other run uses before it takes the
// file's place (renamed over it: the checkpoint, the last filing's record, a fixed copy; linked
// to it: a lock). Created exclusively, so a link planted at its name is never written through.
// A run killed while writing one leaves it; the next run that writes the file removes it
// (removeLeftDrafts).
import { randomBytes } from "node:crypto";
import { lstat, open, readdir, rename, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { UsageError } from "../exit-codes.js";
import { uid } from "../own-file.js";
import { mayBeRunning } from "../process-identity.js";

/** A draft's name: `<file>.<writer's pid>.<12 hex digits>.tmp`. */
const draftName = (path: string) => `${path}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
const DRAFT_TAIL = /^\.(\d+)\.[0-9a-f]{12}\.tmp$/;

/**
 * Writes `text` (or its pieces, one after the other) to a new file beside `path` (created
 * exclusively: it fails rather than follow a link or reuse a file; readable by its owner only)
 * and flushes it to the disk; returns its path. Nothing is left behind when the write fails (a
 * full disk).
 */
export async function writeDraft(path: string, text: string | Iterable<string>): Promise<string> {
  const draft = draftName(path);
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

/**
 * Writes `text` as `path` so that a crash at any moment leaves the old file or the new one, whole.
 * What is at `path` is replaced, never written into: a file or a link, nothing else (a device
 * such as /dev/null would be replaced by a file).
 */
export async function writeWhole(path: string, text: string | Iterable<string>): Promise<void> {
  const there = await lstat(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  if (there && !there.isFile() && !there.isSymbolicLink()) {
    throw new UsageError(
      `${path} is not a file (a folder, a device, a pipe or a socket): name a file to write`,
    );
  }
  const draft = await writeDraft(path, text);
  try {
    await rename(draft, path);
  } catch (error) {
    await rm(draft, { force: true });
    throw error;
  }
}

/**
 * Removes the drafts of `path` that runs killed while writing them left: only those that are a
 * run's of this user (a regular file, never a link, this user's, readable by it alone, named as
 * a draft of `path`) and whose writer no longer runs. Anything else is left as it is.
 */
export async function removeLeftDrafts(path: string): Promise<void> {
  const folder = dirname(path);
  const name = basename(path);
  const me = uid();
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const entry of names) {
    const pid = entry.startsWith(name) ? DRAFT_TAIL.exec(entry.slice(name.length))?.[1] : undefined;
    if (pid === undefined) continue;
    const draft = join(folder, entry);
    const info = await lstat(draft).catch(() => undefined);
    const ours = info?.isFile() && (me === undefined || (info.uid === me && (info.mode & 0o077) === 0));
    if (ours && !(await mayBeRunning({ pid: Number(pid) }))) await rm(draft, { force: true });
  }
}

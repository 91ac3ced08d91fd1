// The checkpoint file of `reports upload --checkpoint PATH`: read when it exists and is this
// user's own (own-file.ts), written atomically after every change (a new file of a name no other
// run uses, created exclusively so that a planted link is never written through, then renamed
// over PATH), removed after the merge.
import { rm, stat } from "node:fs/promises";
import { basename } from "node:path";
import { parseCheckpoint, type ReportCheckpoint } from "@cdrapi/reporting";
import { InputError } from "../exit-codes.js";
import { readOwnFile } from "../own-file.js";
import { writeDraft, writeWhole } from "./draft-file.js";

/** The checkpoint stored at `path`, or undefined when there is no file. */
export async function loadCheckpoint(path: string): Promise<ReportCheckpoint | undefined> {
  const text = await readOwnFile(path, `the checkpoint ${path}`);
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new InputError(`the checkpoint ${path} is not JSON: remove it to start over`);
  }
  return parseCheckpoint(value);
}

/** Writes the checkpoint so that a crash at any moment leaves the old or the new one, whole. */
export async function saveCheckpoint(path: string, checkpoint: ReportCheckpoint): Promise<void> {
  // One line: the sub-lists' names make it long.
  await writeWhole(path, `${JSON.stringify(checkpoint)}\n`);
}

/**
 * Refuses a checkpoint path the upload could not write (no such folder, no permission, a
 * folder, a device), before anything is sent: a checkpoint that cannot be saved cannot be resumed.
 */
export async function assertWritable(path: string, shown: string): Promise<void> {
  try {
    const there = await stat(path).catch(() => undefined);
    if (there?.isDirectory()) throw new Error("it is a folder");
    if (there && !there.isFile()) throw new Error("it is not a file"); // a device is never replaced
    await rm(await writeDraft(path, ""), { force: true });
  } catch (error) {
    const why = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new InputError(
      `cannot write the checkpoint ${shown} (${why}): choose a writable --checkpoint path`,
    );
  }
}

export async function removeCheckpoint(path: string): Promise<void> {
  await rm(path, { force: true });
}

/**
 * Where an interrupted upload without --checkpoint saves its checkpoint (in the working
 * directory); `-` (an export read from a pipe): `.cdrapi-checkpoint-stdin.json`.
 */
export function defaultCheckpointPath(file: string): string {
  const name = file === "-" ? "stdin" : basename(file);
  return `.cdrapi-checkpoint-${name.replace(/[^A-Za-z0-9._-]/g, "_")}.json`;
}

/** Records and sub-lists a checkpoint says the server already accepted. */
export function acceptedOf(checkpoint: ReportCheckpoint | undefined): { records: number; subLists: number } {
  const accepted = checkpoint?.accepted ?? [];
  return { records: accepted.reduce((sum, entry) => sum + entry.count, 0), subLists: accepted.length };
}

// Locks that keep two uploads of this machine from overlapping: one per account (server and
// username, in this OS user's lock folder: folders.ts) and one beside the checkpoint file. A
// merge REPLACEs the registrar's whole list with whatever is pending, so two runs of one account
// interleaving their sub-lists would file a mix; two runs writing one checkpoint would lose one's
// sub-lists. A lock is a lock file (lock-file.ts).
import { join } from "node:path";
import { LockedError } from "../exit-codes.js";
import { accountFileId, ownCliFolder } from "../folders.js";
import type { CliIo } from "../io.js";
import { tryLock } from "../lock-file.js";
import { removeLeftDrafts } from "./draft-file.js";

/**
 * Takes the lock at `path` for this process, or throws LockedError naming the run that holds
 * it (UsageError for a file no run of this user wrote). `what` says what the lock guards, for
 * the message. Returns the release.
 */
export async function takeLock(path: string, what: string): Promise<() => Promise<void>> {
  const taken = await tryLock(path);
  if ("release" in taken) return taken.release;
  throw new LockedError(
    `${taken.heldBy} is uploading ${what} (lock ${path}): two uploads at once could file a mix of both lists. Nothing was sent. Run again once it has ended`,
  );
}

/** Takes the account lock (in the locks' folder, made private) and the checkpoint's, if any. */
export async function lockUpload(
  io: CliIo,
  target: { baseUrl: string; username: string },
  checkpointPath: string | undefined,
  shownCheckpoint: string | undefined,
): Promise<() => Promise<void>> {
  const accountLock = join(await ownCliFolder(io.env, "locks"), `upload-${accountFileId(target)}.lock`);
  const releases = [await takeLock(accountLock, `to ${target.baseUrl} with this account`)];
  try {
    if (checkpointPath) {
      releases.push(await takeLock(`${checkpointPath}.lock`, `with the checkpoint ${shownCheckpoint}`));
      await removeLeftDrafts(checkpointPath);
    }
  } catch (error) {
    await releases[0]!();
    throw error;
  }
  return async () => {
    for (const release of releases.reverse()) await release();
  };
}

// Locks that keep two uploads of this machine from overlapping: one per account (server and
// username, in the user's state folder) and one beside the checkpoint file. A merge REPLACEs the
// registrar's whole list with whatever is pending, so two runs of one account interleaving their
// sub-lists would file a mix; two runs writing one checkpoint would lose one's sub-lists.
// A lock is a lock file (lock-file.ts).
import { createHash } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { xdgFolder } from "../config.js";
import { LockedError } from "../exit-codes.js";
import type { CliIo } from "../io.js";
import { tryLock } from "../lock-file.js";
import { assertOwnFolder } from "../own-file.js";

/**
 * A file of an account (server and username, hashed: no name or secret in the file name) in the
 * user's state folder, `$XDG_STATE_HOME/cdrapi/<folder>` (default `~/.local/state`).
 */
export function accountStateFile(
  env: CliIo["env"],
  target: { baseUrl: string; username: string },
  folder: "locks" | "filings",
  name: (id: string) => string,
): string {
  const root = xdgFolder(env, "XDG_STATE_HOME");
  const id = createHash("sha256")
    .update(`${target.baseUrl.replace(/\/+$/, "")}\n${target.username}`)
    .digest("hex");
  return join(root, "cdrapi", folder, name(id.slice(0, 24)));
}

/**
 * Takes the lock at `path` for this process, or throws LockedError naming the run that holds
 * it. `what` says what the lock guards, for the message. Returns the release.
 */
export async function takeLock(path: string, what: string): Promise<() => Promise<void>> {
  const taken = await tryLock(path);
  if ("release" in taken) return taken.release;
  throw new LockedError(
    `${taken.heldBy} is uploading ${what} (lock ${path}): two uploads at once could file a mix of both lists. Nothing was sent. Wait for it to end; if no such run is alive, remove the lock file`,
  );
}

/** Takes the account lock (making its folder, private) and the checkpoint's, if any. */
export async function lockUpload(
  io: CliIo,
  target: { baseUrl: string; username: string },
  checkpointPath: string | undefined,
  shownCheckpoint: string | undefined,
): Promise<() => Promise<void>> {
  const accountLock = accountStateFile(io.env, target, "locks", (id) => `upload-${id}.lock`);
  await mkdir(dirname(accountLock), { recursive: true, mode: 0o700 });
  await assertOwnFolder(dirname(accountLock), "the account's upload lock");
  const releases = [await takeLock(accountLock, `to ${target.baseUrl} with this account`)];
  try {
    if (checkpointPath)
      releases.push(await takeLock(`${checkpointPath}.lock`, `with the checkpoint ${shownCheckpoint}`));
  } catch (error) {
    await releases[0]!();
    throw error;
  }
  return async () => {
    for (const release of releases.reverse()) await release();
  };
}

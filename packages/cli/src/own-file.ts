// Files an upload reads back (its checkpoint, the last filing's record) are trusted only when
// this user's runs could have written them and nobody else could have: owned by this user, a
// regular file (not a link), in a folder no other user can write, unless the folder has the
// sticky bit (as /tmp: others may add files there, never replace this user's). A folder the CLI
// keeps in such a shared folder (the locks') must be this user's alone. Anything else is
// refused before a request is sent, naming the file or folder and what to do.
import { constants } from "node:fs";
import { lstat, open, stat } from "node:fs/promises";
import { dirname } from "node:path";
import { UsageError } from "./exit-codes.js";

/** This process's user id (undefined where there is none: Windows). */
export const uid = (): number | undefined => process.geteuid?.();

/**
 * Refuses a folder that another user can write and that has no sticky bit: a file found there
 * may be theirs. A folder that does not exist yet passes (it will be made owner-only).
 */
export async function assertOwnFolder(folder: string, shown: string): Promise<void> {
  const info = await stat(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  if (!info || uid() === undefined) return;
  const mode = info.mode & 0o7777;
  if ((mode & 0o022) !== 0 && (mode & 0o1000) === 0) {
    throw new UsageError(
      `the folder of ${shown} (${folder}) can be written by other users (mode ${mode.toString(8).padStart(4, "0")}, no sticky bit): a file there may have been put there by someone else, so it is not used. Keep it in a folder only you can write (chmod go-w '${folder}')`,
    );
  }
}

/**
 * Refuses a folder of the CLI's inside a folder others write to (the temporary folder) unless
 * it is a folder, not a link, owned by this user, that no one else can enter: another user
 * could have made it first. `variable` names the setting that moves it elsewhere.
 */
export async function assertPrivateFolder(folder: string, shown: string, variable: string): Promise<void> {
  const info = await lstat(folder);
  const me = uid();
  const why = !info.isDirectory()
    ? "it is not a folder (a link?)"
    : me !== undefined && info.uid !== me
      ? `it is owned by another user (uid ${info.uid})`
      : me !== undefined && (info.mode & 0o077) !== 0
        ? `others can enter it (mode ${(info.mode & 0o777).toString(8).padStart(4, "0")})`
        : undefined;
  if (why !== undefined) {
    throw new UsageError(
      `the folder of ${shown}, ${folder}, is not this user's own: ${why}; someone else may have made it. Remove it, or set ${variable} to a folder of your own`,
    );
  }
}

/**
 * The text of `path`, or undefined when there is no such file; refused (UsageError) when the
 * file or its folder is not this user's own (see the header). The file is opened once, without
 * following a link, and checked on what was opened.
 */
export async function readOwnFile(path: string, shown: string): Promise<string | undefined> {
  await assertOwnFolder(dirname(path), shown);
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return undefined;
    if (code === "ELOOP") throw new UsageError(`${shown} is a symbolic link: it is not followed. Remove it`);
    throw error;
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new UsageError(`${shown} is not a regular file: remove it`);
    const me = uid();
    if (me !== undefined && info.uid !== me) {
      throw new UsageError(
        `${shown} is owned by another user (uid ${info.uid}), not by this one (uid ${me}): this user's runs did not write it, so it is not used. Remove it, or run as its owner`,
      );
    }
    return await handle.readFile("utf8");
  } finally {
    await handle.close();
  }
}

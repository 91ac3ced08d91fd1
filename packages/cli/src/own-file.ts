// Files the CLI reads that could send it to the wrong place or account (an upload's checkpoint,
// the last filing's record, the saved login, a password file) are trusted only when this user
// could have written them and nobody else could have: owned by this user, a regular file (not a
// link, a pipe or a device), in a folder of this user (or root) that no other user can write,
// unless the folder has the sticky bit (as /tmp: others may add files there, never replace this
// user's). A folder the CLI keeps in such a shared folder (the locks') must be this user's alone.
// Anything else is refused before a request is sent, naming the file or folder and what to do.
import { constants } from "node:fs";
import { lstat, open, stat } from "node:fs/promises";
import { dirname } from "node:path";
import { UsageError } from "./exit-codes.js";

/** This process's user id (undefined where there is none: Windows). */
export const uid = (): number | undefined => process.geteuid?.();

/**
 * Refuses a folder of another user (root's pass: root can change anything anyway), or one that
 * another user can write and that has no sticky bit: a file found there may be theirs. A folder
 * that does not exist yet passes (it will be made owner-only).
 */
export async function assertOwnFolder(folder: string, shown: string): Promise<void> {
  const info = await stat(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  const me = uid();
  if (!info || me === undefined) return;
  if (info.uid !== me && info.uid !== 0) {
    throw new UsageError(
      `the folder of ${shown} (${folder}) belongs to another user (uid ${info.uid}), not to this one (uid ${me}): they could have put the file there, so it is not used. Run as its owner, or keep the file in a folder of your own`,
    );
  }
  const mode = info.mode & 0o7777;
  if ((mode & 0o022) !== 0 && (mode & 0o1000) === 0) {
    throw new UsageError(
      `the folder of ${shown} (${folder}) can be written by other users (mode ${mode.toString(8).padStart(4, "0")}, no sticky bit): a file there may have been put there by someone else, so it is not used. Keep it in a folder only you can write (chmod go-w '${folder}')`,
    );
  }
}

/** What `readOwnFile` also requires of some files. */
export interface OwnFileLimits {
  /** Larger files are refused unread (a file of tokens or a password is small). */
  maxBytes?: number;
  /** A file of secrets: refused when others can read or write it; this says what to do then. */
  secretRemedy?: string;
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
 * Opens `path` to read without following a link (ELOOP) and without waiting for a pipe's writer
 * (a pipe with no writer would block the process: no signal could end it).
 */
export const openUnfollowed = (path: string) =>
  open(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));

/**
 * The text of `path`, or undefined when there is no such file; refused (UsageError) when the
 * file or its folder is not this user's own (see the header), or fails `limits`. The file is
 * opened once, without following a link and without waiting (a pipe with no writer would block
 * the process: no signal could end it), and checked on what was opened before it is read.
 */
export async function readOwnFile(
  path: string,
  shown: string,
  limits: OwnFileLimits = {},
): Promise<string | undefined> {
  await assertOwnFolder(dirname(path), shown);
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await openUnfollowed(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return undefined;
    if (code === "ELOOP")
      throw new UsageError(`${shown} is a symbolic link, which is not followed: give the file itself`);
    throw error;
  }
  try {
    const info = await handle.stat();
    if (!info.isFile())
      throw new UsageError(
        `${shown} is not a regular file (a folder, a pipe or a device), so it is not read`,
      );
    const me = uid();
    if (me !== undefined && info.uid !== me) {
      throw new UsageError(
        `${shown} is owned by another user (uid ${info.uid}), not by this one (uid ${me}): it may hold what that user wrote, so it is not used. Run as its owner, or remove it`,
      );
    }
    const mode = info.mode & 0o777;
    if (limits.secretRemedy !== undefined && me !== undefined && (mode & 0o077) !== 0) {
      throw new UsageError(
        `${shown} can be read or written by others (mode ${mode.toString(8)}): ${limits.secretRemedy}`,
      );
    }
    const max = limits.maxBytes;
    const tooLarge = () => new UsageError(`${shown} is larger than ${max} bytes, so it is not read`);
    if (max === undefined) return await handle.readFile("utf8");
    if (info.size > max) throw tooLarge();
    // At most one byte more than allowed is read, even if the file grew since its stat.
    const buffer = Buffer.alloc(max + 1);
    let length = 0;
    while (length < buffer.length) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    if (length > max) throw tooLarge();
    return buffer.toString("utf8", 0, length);
  } finally {
    await handle.close();
  }
}

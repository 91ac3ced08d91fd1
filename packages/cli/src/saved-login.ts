// The HostBill login `cdrapi auth login` keeps per profile, so that every later command reuses
// it instead of logging in again: the session's exported tokens (a secret; never the password)
// in a file only its owner can read or write, created with mode 0600 (written to a new file,
// then renamed over the old one) and refused when others can read it.
import { mkdir, open, readFile, rename, stat, unlink } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { SessionTokens } from "@cdrapi/account";
import { UsageError } from "./exit-codes.js";
import type { CliIo } from "./io.js";
import { configPath } from "./profiles.js";

export interface SavedLogin {
  /** The API root the tokens belong to (the same as `tokens.baseUrl`). */
  baseUrl: string;
  /** Who logged in (shown by `auth status`; a login with the environment's password must match it). */
  username: string;
  tokens: SessionTokens;
}

/** Where a profile's login is kept: `logins/<profile>.json` beside the config file. */
export function savedLoginPath(io: CliIo, profile: string): string {
  return join(dirname(configPath(io.env)), "logins", `${encodeURIComponent(profile)}.json`);
}

/** The saved login, or undefined when there is none; a file others can read is refused. */
export async function readSavedLogin(path: string): Promise<SavedLogin | undefined> {
  let mode: number;
  try {
    mode = (await stat(path)).mode;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw new UsageError(`cannot read the saved login ${path}: ${(error as NodeJS.ErrnoException).code}`);
  }
  if (process.platform !== "win32" && (mode & 0o077) !== 0) {
    throw new UsageError(
      `the saved login ${path} can be read or written by others (mode ${(mode & 0o777).toString(8)}): its tokens may be known; delete it and run "cdrapi auth login" again`,
    );
  }
  let value: Partial<SavedLogin> | undefined;
  try {
    value = JSON.parse(await readFile(path, "utf8")) as Partial<SavedLogin>;
  } catch {
    value = undefined;
  }
  const tokens = value?.tokens;
  if (
    typeof value?.baseUrl !== "string" ||
    typeof value.username !== "string" ||
    typeof tokens?.token !== "string" ||
    tokens.baseUrl !== value.baseUrl
  ) {
    // Never quote the file: it holds tokens.
    throw new UsageError(`the saved login ${path} is not one cdrapi wrote: run "cdrapi auth login" again`);
  }
  return value as SavedLogin;
}

/** Writes the login: a new owner-only file (0600) in an owner-only folder, renamed into place. */
export async function writeSavedLogin(path: string, login: SavedLogin): Promise<void> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.tmp`;
  const file = await open(temporary, "wx", 0o600);
  try {
    try {
      await file.writeFile(`${JSON.stringify(login, null, 2)}\n`);
    } finally {
      await file.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await unlink(temporary).catch(() => {});
    throw error;
  }
}

/** Deletes the saved login; true when there was one. */
export async function deleteSavedLogin(path: string): Promise<boolean> {
  try {
    await unlink(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

// The HostBill login `cdrapi auth login` keeps per profile, so that every later command reuses
// it instead of logging in again: the session's exported tokens (a secret; never the password)
// in a file of this user's own (own-file.ts), readable by its owner only (0600).
//
// The invariant: the file changes only inside changeSavedLogin, holding its lock, and each
// change is made from the login read under that lock. So a command that renewed old tokens
// never writes them over a logout or a newer login (of this user or another), and one
// refresh token (single-use) is never sent by two commands: the second finds the first's.
import { mkdir, unlink } from "node:fs/promises";
import { dirname, join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import type { SessionTokens } from "@cdrapi/account";
import { AbortError } from "@cdrapi/core";
import { writeWhole } from "./commands/draft-file.js";
import { UsageError } from "./exit-codes.js";
import type { CliIo } from "./io.js";
import { tryLock } from "./lock-file.js";
import { assertOwnFolder, readOwnFile } from "./own-file.js";
import { configPath } from "./profiles.js";

export interface SavedLogin {
  /** The API root the tokens belong to (the same as `tokens.baseUrl`). */
  baseUrl: string;
  /** Who logged in (shown by `auth status`; a login with the environment's password must match it). */
  username: string;
  tokens: SessionTokens;
}

/** A saved login is a few hundred bytes: anything much larger is not one, and is not read. */
const MAX_BYTES = 64 * 1024;
/** How often a command waiting for the lock looks again (it is held for one request or so). */
const LOCK_POLL_MS = 50;

/** Where a profile's login is kept: `logins/<profile>.json` beside the config file. */
export function savedLoginPath(io: CliIo, profile: string): string {
  return join(dirname(configPath(io.env)), "logins", `${encodeURIComponent(profile)}.json`);
}

/**
 * The saved login, or undefined when there is none. Refused unless the file and its folder are
 * this user's own, the file is private and small (own-file.ts), and it reads as a login.
 */
export async function readSavedLogin(path: string): Promise<SavedLogin | undefined> {
  const text = await readOwnFile(path, `the saved login ${path}`, {
    maxBytes: MAX_BYTES,
    secretRemedy: `its tokens may be known; delete it and run "cdrapi auth login" again`,
  });
  if (text === undefined) return undefined;
  let value: Partial<SavedLogin> | undefined;
  try {
    value = JSON.parse(text) as Partial<SavedLogin>;
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

/** The saved login as the holder of its lock sees it. */
export interface LockedSavedLogin {
  /** The login the file holds now (readSavedLogin, under the lock). */
  read(): Promise<SavedLogin | undefined>;
  /** Replaces it: a new owner-only file (0600) renamed into place, so a reader sees one whole. */
  write(login: SavedLogin): Promise<void>;
  /** Deletes it. */
  remove(): Promise<void>;
}

/** How a command waits for the lock: until its signal (Ctrl-C), saying once who holds it. */
export interface LockWait {
  signal?: AbortSignal | undefined;
  log?: ((text: string) => void) | undefined;
}

/** Runs `change` holding the saved login's lock (see the header), with the file as it is then. */
export async function changeSavedLogin<T>(
  path: string,
  wait: LockWait,
  change: (file: LockedSavedLogin) => Promise<T>,
): Promise<T> {
  const folder = dirname(path);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await assertOwnFolder(folder, `the saved login ${path}`);
  const release = await lock(`${path}.lock`, path, wait);
  try {
    const file: LockedSavedLogin = {
      read: () => readSavedLogin(path),
      write: (login) => writeWhole(path, `${JSON.stringify(login, null, 2)}\n`),
      remove: () =>
        unlink(path).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== "ENOENT") throw error;
        }),
    };
    return await change(file);
  } finally {
    await release();
  }
}

/** Takes the lock, waiting while another live command holds it. */
async function lock(lockPath: string, path: string, wait: LockWait): Promise<() => Promise<void>> {
  let told = false;
  for (;;) {
    const taken = await tryLock(lockPath);
    if ("release" in taken) return taken.release;
    if (!told) wait.log?.(`waiting for ${taken.heldBy}, which holds the saved login ${path}`);
    told = true;
    await delay(LOCK_POLL_MS, undefined, { signal: wait.signal }).catch(() => {
      throw new AbortError();
    });
  }
}

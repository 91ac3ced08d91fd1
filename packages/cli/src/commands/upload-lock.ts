// Locks that keep two uploads of this machine from overlapping: one per account (server and
// username, in the user's state folder) and one beside the checkpoint file. A merge REPLACEs the
// registrar's whole list with whatever is pending, so two runs of one account interleaving their
// sub-lists would file a mix; two runs writing one checkpoint would lose one's sub-lists.
// A lock is a file created exclusively (never through a planted link) holding who holds it; one
// left by a run that died (kill -9, a crash) is taken over when its process is gone on this host.
import { createHash } from "node:crypto";
import { link, mkdir, readFile, rm } from "node:fs/promises";
import { homedir, hostname } from "node:os";
import { dirname, join } from "node:path";
import { LockedError } from "../exit-codes.js";
import type { CliIo } from "../io.js";
import { assertOwnFolder } from "../own-file.js";
import { writeDraft } from "./draft-file.js";

/** Who holds a lock (the file's content). */
interface Holder {
  pid: number;
  host: string;
  since: string;
}

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
  const root = env.XDG_STATE_HOME ? env.XDG_STATE_HOME : join(env.HOME ?? homedir(), ".local", "state");
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
  const mine: Holder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  // Twice at most: a lock left by a dead run is removed once, then taken like a free one.
  for (let attempt = 0; ; attempt++) {
    if (await create(path, `${JSON.stringify(mine)}\n`)) return () => rm(path, { force: true });
    const holder = await readHolder(path);
    if (attempt > 0 || holder === "unreadable" || (holder && alive(holder))) {
      const who =
        holder && holder !== "unreadable"
          ? `another cdrapi run (process ${holder.pid} on ${holder.host}, since ${holder.since})`
          : "another cdrapi run";
      throw new LockedError(
        `${who} is uploading ${what} (lock ${path}): two uploads at once could file a mix of both lists. Nothing was sent. Wait for it to end; if no such run is alive, remove the lock file`,
      );
    }
    // Held by a process of this host that is gone. (Two runs finding the same dead lock at the
    // same instant could both take it over: a window of a few system calls after a crash.)
    await rm(path, { force: true });
  }
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

async function readHolder(path: string): Promise<Holder | "unreadable" | undefined> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ENOENT" ? undefined : "unreadable";
  }
  try {
    const holder = JSON.parse(text) as Partial<Holder>;
    if (
      typeof holder.pid === "number" &&
      typeof holder.host === "string" &&
      typeof holder.since === "string"
    ) {
      return holder as Holder;
    }
  } catch {}
  return "unreadable";
}

/**
 * Creates `path` holding `text`, whole, or returns false when it exists: written to a draft of a
 * name no other run uses, then linked (atomic; fails when the name exists, even as a link).
 */
async function create(path: string, text: string): Promise<boolean> {
  const draft = await writeDraft(path, text);
  try {
    await link(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    await rm(draft, { force: true });
  }
}

/** Whether the holder may still run: a live process of this host, or any process of another host. */
function alive(holder: Holder): boolean {
  if (holder.host !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

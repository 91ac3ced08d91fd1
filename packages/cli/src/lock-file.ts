// A lock between cdrapi runs of this machine: a file created whole and exclusively (a draft
// linked to its name: never through a planted link) naming the process that holds it
// (process-identity.ts). One whose process no longer runs (killed, crashed, a zombie, its id now
// another process's, another boot) is taken over by the next run, by itself. The host's name is
// only shown: a container started anew may have another. What a lock guards is its user's to say.
import { type FileHandle, link, lstat, rm } from "node:fs/promises";
import { hostname } from "node:os";
import { removeLeftDrafts, writeDraft } from "./commands/draft-file.js";
import { UsageError } from "./exit-codes.js";
import { openUnfollowed, uid } from "./own-file.js";
import { mayBeRunning, type ProcessIdentity, thisProcess } from "./process-identity.js";

/** Who holds a lock (the file's content, one JSON line). */
interface Holder extends ProcessIdentity {
  host: string;
  since: string;
}

/** A lock file as read: its text (what a takeover compares), its holder, or why it is not a run's of this user. */
interface Found {
  path: string;
  text: string;
  holder?: Holder;
  foreign?: string;
}

/**
 * Takes the lock at `path` for this process: its release, or, when another run holds it, who
 * that is ("another cdrapi run (process 123 on host, since ...)"). A file no run of this user
 * wrote there is refused (UsageError).
 */
export async function tryLock(path: string): Promise<{ release: () => Promise<void> } | { heldBy: string }> {
  const me: Holder = { ...(await thisProcess()), host: hostname(), since: new Date().toISOString() };
  const mine = `${JSON.stringify(me)}\n`;
  const held = await take(path, mine);
  if (held?.foreign !== undefined) {
    throw new UsageError(
      `the lock ${held.path} was not written by a cdrapi run of this user (${held.foreign}). Nothing was sent. Remove it, then run again`,
    );
  }
  if (held) {
    return {
      heldBy: held.holder
        ? `another cdrapi run (process ${held.holder.pid} on ${held.holder.host}, since ${held.holder.since})`
        : "another cdrapi run",
    };
  }
  // What killed runs left here: a takeover lock (taken over, then let go) and drafts.
  const takeover = `${path}.takeover`;
  if ((await lstat(takeover).catch(() => undefined)) && !(await take(takeover, mine))) {
    await release(takeover, mine);
  }
  await removeLeftDrafts(path);
  await removeLeftDrafts(takeover);
  return { release: () => release(path, mine) };
}

/**
 * Takes the lock at `path` for this process (`mine`: the text of its lock); returns undefined
 * once taken, else what holds it.
 * The invariant, kept here alone: a lock file is removed only by its holder (`release`), or by
 * the one run that holds `<path>.takeover`, having found with it held the same lock as before
 * and its process not running. Two runs finding one stale lock thus never both take it over;
 * a takeover lock left by a run that died is itself taken over the same way.
 */
async function take(path: string, mine: string): Promise<Found | undefined> {
  for (;;) {
    if (await create(path, mine)) return undefined;
    const found = await readLock(path);
    if (found === undefined) continue; // let go meanwhile
    if (found.foreign !== undefined || (found.holder && (await mayBeRunning(found.holder)))) return found;
    const takeover = `${path}.takeover`;
    const busy = await take(takeover, mine);
    if (busy) return busy; // another run is taking it over
    try {
      if ((await readLock(path))?.text === found.text) await rm(path, { force: true });
    } finally {
      await release(takeover, mine);
    }
  }
}

/** Lets the lock at `path` go, if it is still this process's. */
async function release(path: string, mine: string): Promise<void> {
  if ((await readLock(path))?.text === mine) await rm(path, { force: true });
}

/**
 * The lock file at `path` (undefined: there is none), opened without following a link: its text
 * and holder (none when it does not read as one: no run wrote it so, none runs it), or why it is
 * no lock of a run of this user (a link, not a file, another user's).
 */
async function readLock(path: string): Promise<Found | undefined> {
  let handle: FileHandle;
  try {
    handle = await openUnfollowed(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return undefined;
    return {
      path,
      text: "",
      foreign: code === "ELOOP" ? "it is a symbolic link" : `it cannot be read: ${code}`,
    };
  }
  try {
    const info = await handle.stat();
    const me = uid();
    if (!info.isFile()) return { path, text: "", foreign: "it is not a regular file" };
    if (me !== undefined && info.uid !== me) {
      return { path, text: "", foreign: `it is owned by another user, uid ${info.uid}` };
    }
    const text = await handle.readFile("utf8");
    return { path, text, holder: holderOf(text) };
  } finally {
    await handle.close();
  }
}

function holderOf(text: string): Holder | undefined {
  try {
    const holder = JSON.parse(text) as Partial<Holder>;
    if (typeof holder.pid === "number") {
      return { ...holder, host: String(holder.host ?? "?"), since: String(holder.since ?? "?") } as Holder;
    }
  } catch {}
  return undefined;
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

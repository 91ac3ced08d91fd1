// A lock between cdrapi runs of this machine: a file created exclusively (never through a
// planted link) holding who holds it. One left by a run that died (kill -9, a crash) is taken
// over when its process is gone on this host. What a lock guards is its user's to say.
import { link, readFile, rm } from "node:fs/promises";
import { hostname } from "node:os";
import { writeDraft } from "./commands/draft-file.js";

/** Who holds a lock (the file's content). */
interface Holder {
  pid: number;
  host: string;
  since: string;
}

/**
 * Takes the lock at `path` for this process: its release, or, when another live run holds it,
 * who that is ("another cdrapi run (process 123 on host, since ...)").
 */
export async function tryLock(path: string): Promise<{ release: () => Promise<void> } | { heldBy: string }> {
  const mine: Holder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  // Twice at most: a lock left by a dead run is removed once, then taken like a free one.
  for (let attempt = 0; ; attempt++) {
    if (await create(path, `${JSON.stringify(mine)}\n`)) return { release: () => rm(path, { force: true }) };
    const holder = await readHolder(path);
    if (holder === undefined) continue; // released meanwhile: take it
    if (attempt > 0 || holder === "unreadable" || alive(holder)) {
      return {
        heldBy:
          holder === "unreadable"
            ? "another cdrapi run"
            : `another cdrapi run (process ${holder.pid} on ${holder.host}, since ${holder.since})`,
      };
    }
    // Held by a process of this host that is gone. (Two runs finding the same dead lock at the
    // same instant could both take it over: a window of a few system calls after a crash.)
    await rm(path, { force: true });
  }
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

/**
 * One server per state file: a lock file beside it (`<file>.lock`), created exclusively and held
 * while the server runs. Two servers on one file would each give the ids the other gives, and
 * each overwrite the other's changes. The lock holds who took it; one left by a server that
 * died (kill -9, a crash) is taken over when its process is gone on this host.
 */

import { randomBytes } from "node:crypto";
import { linkSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";

/** Who holds a lock (the lock file's content). */
interface Holder {
  pid: number;
  host: string;
  since: string;
}

/** Another server (alive, or on another host) holds the state file's lock. */
export class StateFileInUseError extends Error {
  override get name(): string {
    return "StateFileInUseError";
  }
}

/**
 * Takes the lock of the state file at `path` for this process; returns its release, which
 * removes the lock once, and only while it is still this one's.
 */
export function lockStateFile(path: string): () => void {
  const lock = `${path}.lock`;
  const mine: Holder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  const text = `${JSON.stringify(mine)}\n`;
  // Twice at most: a lock left by a dead server is removed once, then taken like a free one.
  for (let attempt = 0; ; attempt++) {
    if (create(lock, text)) {
      let held = true;
      return () => {
        if (held && readText(lock) === text) rmSync(lock, { force: true });
        held = false;
      };
    }
    const holder = readHolder(lock);
    if (attempt > 0 || holder === "unreadable" || (holder && alive(holder))) {
      const who =
        holder && holder !== "unreadable"
          ? `another cdrapi-mock (process ${holder.pid} on ${holder.host}, since ${holder.since})`
          : "another cdrapi-mock";
      throw new StateFileInUseError(
        `${who} keeps its reporting state in ${path} (lock ${lock}): two servers on one file would give the same report ids. Stop it, or give this one another state file; if no such server runs, remove the lock file`,
      );
    }
    // Held by a process of this host that is gone. (Two servers finding the same dead lock at
    // the same instant could both take it over: a window of a few system calls after a crash.)
    rmSync(lock, { force: true });
  }
}

/**
 * Creates `path` holding `text`, whole, or returns false when it exists: written to a file of a
 * name no one else can know (created exclusively, owner-only), then linked (atomic; fails when
 * the name exists, even as a link).
 */
function create(path: string, text: string): boolean {
  const draft = `${path}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  writeFileSync(draft, text, { flag: "wx", mode: 0o600 });
  try {
    linkSync(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/** The lock's text; undefined when there is none, "" when it cannot be read. */
function readText(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ENOENT" ? undefined : "";
  }
}

function readHolder(path: string): Holder | "unreadable" | undefined {
  const text = readText(path);
  if (text === undefined) return undefined;
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

// Whether the process that wrote a file (a lock, a draft) may still be running. On Linux a
// process is named for good by its id, its start time (clock ticks after boot: /proc/<pid>/stat,
// field 22) and the boot's id (/proc/sys/kernel/random/boot_id): the same id later, reused by
// another process or in another boot (a reboot; a container started anew sees the host's boot),
// names another process. A zombie (exited, not yet reaped by its parent) runs no more. Where
// there is no /proc, only the id is checked: a reused id is taken for the writer's.
import { readFile } from "node:fs/promises";

/** A process, as a file it wrote records it. */
export interface ProcessIdentity {
  pid: number;
  /** Its start time in clock ticks after boot (Linux). */
  start?: string;
  /** The boot it ran in (Linux). */
  boot?: string;
}

/** State (field 3) and start time (field 22) of a process; undefined when /proc has no such process. */
async function procStat(pid: number | "self"): Promise<{ state: string; start: string } | undefined> {
  let text: string;
  try {
    text = await readFile(`/proc/${pid}/stat`, "utf8");
  } catch {
    return undefined;
  }
  // "pid (name) state ppid ...": the name may hold spaces and ")", so fields are counted after the last ")".
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  return fields.length > 19 ? { state: fields[0]!, start: fields[19]! } : undefined;
}

async function bootId(): Promise<string | undefined> {
  try {
    return (await readFile("/proc/sys/kernel/random/boot_id", "utf8")).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** This process, as its files record it. */
export async function thisProcess(): Promise<ProcessIdentity> {
  const [self, boot] = await Promise.all([procStat("self"), bootId()]);
  return {
    pid: process.pid,
    ...(self ? { start: self.start } : {}),
    ...(boot ? { boot } : {}),
  };
}

/** Whether the process may still be running (see the header); a recorded field missing is not checked. */
export async function mayBeRunning(writer: ProcessIdentity): Promise<boolean> {
  if (!Number.isSafeInteger(writer.pid) || writer.pid <= 0) return false;
  const [boot, self] = await Promise.all([bootId(), procStat("self")]);
  if (writer.boot !== undefined && boot !== undefined && writer.boot !== boot) return false;
  if (self !== undefined) {
    const now = await procStat(writer.pid);
    if (now === undefined || now.state === "Z" || now.state === "X") return false;
    return writer.start === undefined || writer.start === now.start;
  }
  try {
    process.kill(writer.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

// The MCP server's audit log: a JSON line for every tool call and every request it sends
// (operation, status, request id; never a secret: hook events are redacted by the SDK).
// Appended to a file of this user alone: created 0600, never through a link.
import { constants } from "node:fs";
import { type FileHandle, open } from "node:fs/promises";
import { join } from "node:path";
import type { Hooks } from "@cdrapi/core";
import { redactValue } from "@cdrapi/core";
import { UsageError } from "../exit-codes.js";
import { ownCliFolder } from "../folders.js";
import type { CliIo } from "../io.js";
import { uid } from "../own-file.js";

export interface AuditLog {
  /** Where the lines go. */
  path: string;
  /** One line, with the time first. */
  write(entry: Record<string, unknown>): void;
  /** The SDK hooks that log every attempt of every request. */
  hooks: Hooks;
  close(): Promise<void>;
}

/** Opens (appends to) the audit log: `path`, else `mcp-audit.jsonl` in the CLI's state folder. */
export async function openAuditLog(io: CliIo, path: string | undefined): Promise<AuditLog> {
  const file = path ?? join(await ownCliFolder(io.env, "audit"), "mcp-audit.jsonl");
  let handle: FileHandle;
  try {
    handle = await open(
      file,
      constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NOFOLLOW,
      0o600,
    );
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(
      code === "ELOOP"
        ? `the audit log ${file} is a symbolic link: give a file of your own`
        : `cannot open the audit log ${file} (${code ?? (error as Error).message})`,
    );
  }
  const stat = await handle.stat();
  const me = uid();
  if ((me !== undefined && stat.uid !== me) || (stat.mode & 0o077) !== 0 || !stat.isFile()) {
    await handle.close();
    throw new UsageError(`the audit log ${file} must be a file of yours that only you can read (chmod 600)`);
  }
  // One write queue: lines stay whole and in order.
  let queue: Promise<unknown> = Promise.resolve();
  const write = (entry: Record<string, unknown>) => {
    const text = `${JSON.stringify({ time: new Date().toISOString(), ...(redactValue(entry) as object) })}\n`;
    queue = queue.then(() => handle.write(text)).catch(() => undefined);
  };
  return {
    path: file,
    write,
    hooks: {
      onResponse: (e) =>
        write({
          event: "response",
          operationId: e.operationId,
          method: e.method,
          url: e.url,
          status: e.status,
          requestId: e.requestId,
          attempt: e.attempt,
          durationMs: Math.round(e.durationMs),
        }),
      onError: (e) =>
        write({
          event: "error",
          operationId: e.operationId,
          method: e.method,
          url: e.url,
          error: e.error.name,
          message: e.error.message,
          attempt: e.attempt,
        }),
    },
    async close() {
      await queue;
      await handle.close();
    },
  };
}

// The one table from error kinds to exit codes. Scripts and cron jobs rely on these numbers.
import {
  AbortError,
  ApiError,
  AuthenticationError,
  BadRequestError,
  ConnectionError,
  NotFoundError,
  PermissionDeniedError,
  UnprocessableEntityError,
  ValidationError,
} from "@cdrapi/core";
import {
  CheckpointMismatchError,
  PendingSubListsError,
  RemovalRefusedError,
  ReportCountError,
} from "@cdrapi/reporting";

export const EXIT = {
  /** Done. */
  OK: 0,
  /**
   * The input is invalid: a bad record or file, a report that would remove more domains from the
   * server's list than allowed, a checkpoint that cannot be resumed (another
   * input, server or account; done; stale), a 400/422, a 404 (what the command named does not
   * exist: retrying will not help, unlike exit 4).
   */
  INVALID_INPUT: 1,
  /** The command line or the configuration is unusable (unknown option, missing credentials). */
  USAGE: 2,
  /** The server refused the credentials (401) or the access (403). */
  AUTH: 3,
  /** The server failed or could not be reached (5xx, other statuses, connection, timeout). */
  SERVER: 4,
  /**
   * Sub-lists of another upload are pending on the server, or another run of this machine is
   * uploading for the same account or checkpoint: nothing was merged (a merge would report them
   * too). Wait until they expire or it ends, or resume the upload they belong to.
   */
  PENDING_CONFLICT: 5,
  /**
   * The server committed the report, but it does not hold exactly the records sent (its count,
   * or the list read back after the commit): check it.
   */
  REPORT_MISMATCH: 6,
  /**
   * A local file could not be written or read for a reason of this machine, not of the input:
   * the disk is full, over quota or read-only, or an I/O error. Free space and run again.
   */
  LOCAL_IO: 7,
  /** Interrupted (Ctrl-C): 128 + SIGINT, as shells do. */
  INTERRUPTED: 130,
  /** Stopped by SIGTERM (cron, systemd, `timeout`): 128 + SIGTERM; an upload keeps its checkpoint. */
  TERMINATED: 143,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A problem with the command line or the configuration, found by the CLI itself. */
export class UsageError extends Error {
  override get name(): string {
    return "UsageError";
  }
}

/** An unusable input found by the CLI itself (a missing file, an unreadable checkpoint). */
export class InputError extends Error {
  override get name(): string {
    return "InputError";
  }
}

/** Another run of this machine holds the upload's lock (same account or checkpoint): nothing was sent. */
export class LockedError extends Error {
  override get name(): string {
    return "LockedError";
  }
}

/** Error codes of Node's file calls that say the machine, not the input, failed. */
const LOCAL_FAILURES = new Set(["ENOSPC", "EDQUOT", "EROFS", "EIO", "EFBIG", "EMFILE", "ENFILE"]);

/** First match wins: subclasses before their parents. */
const TABLE: ReadonlyArray<readonly [new (...args: never[]) => Error, ExitCode]> = [
  [UsageError, EXIT.USAGE],
  [InputError, EXIT.INVALID_INPUT],
  [ValidationError, EXIT.INVALID_INPUT],
  [CheckpointMismatchError, EXIT.INVALID_INPUT],
  [RemovalRefusedError, EXIT.INVALID_INPUT],
  [PendingSubListsError, EXIT.PENDING_CONFLICT],
  [LockedError, EXIT.PENDING_CONFLICT],
  [ReportCountError, EXIT.REPORT_MISMATCH],
  [BadRequestError, EXIT.INVALID_INPUT],
  [UnprocessableEntityError, EXIT.INVALID_INPUT],
  [NotFoundError, EXIT.INVALID_INPUT],
  [AuthenticationError, EXIT.AUTH],
  [PermissionDeniedError, EXIT.AUTH],
  [ApiError, EXIT.SERVER],
  [ConnectionError, EXIT.SERVER],
  [AbortError, EXIT.INTERRUPTED],
];

/** The exit code for an error; errors the CLI does not expect count as invalid input (1). */
export function exitCodeOf(error: unknown): ExitCode {
  for (const [Class, code] of TABLE) if (error instanceof Class) return code;
  // Node's file errors: a full or broken disk is this machine's; ENOENT, EACCES, EISDIR... are
  // about the user's input.
  if (LOCAL_FAILURES.has((error as { code?: unknown } | null)?.code as string)) return EXIT.LOCAL_IO;
  return EXIT.INVALID_INPUT;
}

/** Whether the CLI knows this kind of error (its message is enough; no stack trace). */
export function isExpected(error: unknown): boolean {
  if (TABLE.some(([Class]) => error instanceof Class)) return true;
  return typeof (error as { code?: unknown } | null)?.code === "string" && error instanceof Error;
}

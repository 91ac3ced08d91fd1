// The one table from error kinds to exit codes. Scripts and cron jobs rely on these numbers.
import {
  AbortError,
  ApiError,
  AuthenticationError,
  BadRequestError,
  CertificateError,
  ConnectionError,
  NotFoundError,
  PermissionDeniedError,
  ResponseValidationError,
  TimeoutError,
  UnprocessableEntityError,
  ValidationError,
  WaitTimeoutError,
} from "@cdrapi/core";
import {
  CheckpointMismatchError,
  PendingSubListsError,
  RemovalLimitExceededError,
  RemovalRefusedError,
  ReportCountError,
  ReportFailedError,
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
  /**
   * The server refused the credentials (401) or the access (403), or the saved login was logged
   * out or replaced while the command ran.
   */
  AUTH: 3,
  /**
   * The server failed or could not be reached (5xx, other statuses, connection, timeout), or,
   * with --validate-responses throw, its answer differs from the document.
   */
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
  /**
   * The server committed the report, and its own count says it removed more domains from the
   * maintained list than the run allowed: the list read before it was short. Check the list and
   * report again.
   */
  REMOVALS_EXCEEDED: 8,
  /**
   * The server answered FAILURE (a full upload, a sub-list, the merge or a fluctuation report):
   * it refused the report and committed nothing. Its note (--verbose, --json) says why.
   */
  REPORT_FAILED: 9,
  /**
   * A TLS certificate check failed: the server's certificate is not trusted (self-signed, an
   * unknown authority, expired, another host's). Nothing was sent, and retrying fails the same
   * way: trust the server's certificate authority (--ca-file, NODE_EXTRA_CA_CERTS).
   */
  CERTIFICATE: 10,
  /**
   * `cdrapi provider check`: an SDK method differs from the provider's export, or the provider
   * lacks it.
   */
  PROVIDER_DIFFERS: 11,
  /** Stopped by SIGHUP (the terminal or SSH session closed): 128 + SIGHUP; an upload keeps its checkpoint. */
  HANGUP: 129,
  /** Interrupted (Ctrl-C): 128 + SIGINT, as shells do. */
  INTERRUPTED: 130,
  /** Stopped by SIGTERM (cron, systemd, `timeout`): 128 + SIGTERM; an upload keeps its checkpoint. */
  TERMINATED: 143,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/**
 * Each exit code in a few words, for `--help`'s summary (the comments above and the README's
 * table say more). Keyed by EXIT's names, so a new code cannot be left out of the summary.
 */
export const EXIT_SUMMARY: { readonly [Name in keyof typeof EXIT]: string } = {
  OK: "success",
  INVALID_INPUT: "invalid input (and 404)",
  USAGE: "usage",
  AUTH: "authentication",
  SERVER: "server or network (or an answer that differs from the document)",
  PENDING_CONFLICT: "another upload's sub-lists pending",
  REPORT_MISMATCH: "committed count differs",
  LOCAL_IO: "a local file could not be written or read (disk full, I/O error)",
  REMOVALS_EXCEEDED: "the server removed more domains than allowed",
  REPORT_FAILED: "the server refused the report (FAILURE)",
  CERTIFICATE: "a server certificate not trusted (--ca-file)",
  PROVIDER_DIFFERS: "the provider's export differs from the SDK (provider check)",
  HANGUP: "hung up (SIGHUP)",
  INTERRUPTED: "interrupted (Ctrl-C)",
  TERMINATED: "terminated (SIGTERM)",
};

/** `--help`'s line of exit codes, from EXIT and EXIT_SUMMARY, in the order of the codes. */
export function exitCodeSummary(): string {
  const codes = (Object.keys(EXIT) as (keyof typeof EXIT)[])
    .sort((a, b) => EXIT[a] - EXIT[b])
    .map((name) => `${EXIT[name]} ${EXIT_SUMMARY[name]}`);
  return `Exit codes: ${codes.join(", ")}; a stopped upload keeps its checkpoint.`;
}

/** A problem with the command line or the configuration, found by the CLI itself. */
export class UsageError extends Error {
  override get name(): string {
    return "UsageError";
  }
}

/**
 * Runs a client's (or session's) constructor: the options it refuses are a usage error (exit
 * 2) found before any request, not invalid input.
 */
export function usable<T>(create: () => T): T {
  try {
    return create();
  } catch (error) {
    if (error instanceof ValidationError) throw new UsageError(error.message);
    throw error;
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

/**
 * The saved login was logged out or replaced (`auth logout`, `auth login`) while a command used
 * it: the command stops rather than renew a login that is no longer the profile's.
 */
export class LoginChangedError extends Error {
  override get name(): string {
    return "LoginChangedError";
  }
}

/** Error codes of Node's file calls that say the machine, not the input, failed. */
const LOCAL_FAILURES = new Set(["ENOSPC", "EDQUOT", "EROFS", "EIO", "EFBIG", "EMFILE", "ENFILE"]);

/**
 * Each kind of error: its exit code and the `kind` JSON errors name it by (documented in the
 * README's table). First match wins: subclasses before their parents.
 */
const TABLE: ReadonlyArray<readonly [new (...args: never[]) => Error, ExitCode, string]> = [
  [UsageError, EXIT.USAGE, "usage"],
  [InputError, EXIT.INVALID_INPUT, "invalid_input"],
  [ValidationError, EXIT.INVALID_INPUT, "invalid_records"],
  [CheckpointMismatchError, EXIT.INVALID_INPUT, "checkpoint_mismatch"],
  [RemovalRefusedError, EXIT.INVALID_INPUT, "removal_refused"],
  [PendingSubListsError, EXIT.PENDING_CONFLICT, "pending_sub_lists"],
  [LockedError, EXIT.PENDING_CONFLICT, "locked"],
  [RemovalLimitExceededError, EXIT.REMOVALS_EXCEEDED, "removals_exceeded"],
  [ReportFailedError, EXIT.REPORT_FAILED, "report_failed"],
  [ReportCountError, EXIT.REPORT_MISMATCH, "report_mismatch"],
  [BadRequestError, EXIT.INVALID_INPUT, "bad_request"],
  [UnprocessableEntityError, EXIT.INVALID_INPUT, "bad_request"],
  [NotFoundError, EXIT.INVALID_INPUT, "not_found"],
  [AuthenticationError, EXIT.AUTH, "authentication"],
  [LoginChangedError, EXIT.AUTH, "authentication"],
  [PermissionDeniedError, EXIT.AUTH, "permission_denied"],
  [ApiError, EXIT.SERVER, "server"],
  [CertificateError, EXIT.CERTIFICATE, "certificate"],
  [ResponseValidationError, EXIT.SERVER, "invalid_response"],
  [TimeoutError, EXIT.SERVER, "timeout"],
  [WaitTimeoutError, EXIT.SERVER, "wait_timeout"],
  [ConnectionError, EXIT.SERVER, "network"],
  [AbortError, EXIT.INTERRUPTED, "interrupted"],
];

/** The exit code for an error; errors the CLI does not expect count as invalid input (1). */
export function exitCodeOf(error: unknown): ExitCode {
  for (const [Class, code] of TABLE) if (error instanceof Class) return code;
  // Node's file errors: a full or broken disk is this machine's; ENOENT, EACCES, EISDIR... are
  // about the user's input.
  if (LOCAL_FAILURES.has((error as { code?: unknown } | null)?.code as string)) return EXIT.LOCAL_IO;
  return EXIT.INVALID_INPUT;
}

/** Every kind a JSON error may name (the README's table lists each). */
export const ERROR_KINDS: readonly string[] = [
  ...new Set([...TABLE.map(([, , kind]) => kind), "local_io", "invalid_input", "unexpected"]),
];

/**
 * The kind of an error, as JSON errors name it: the table's, else a local file's failure
 * (`local_io`), a file the input named (`invalid_input`: ENOENT, EACCES...), or `unexpected`.
 */
export function kindOf(error: unknown): string {
  for (const [Class, , kind] of TABLE) if (error instanceof Class) return kind;
  const code = (error as { code?: unknown } | null)?.code;
  if (LOCAL_FAILURES.has(code as string)) return "local_io";
  return typeof code === "string" && error instanceof Error ? "invalid_input" : "unexpected";
}

/** Whether the CLI knows this kind of error (its message is enough; no stack trace). */
export function isExpected(error: unknown): boolean {
  if (TABLE.some(([Class]) => error instanceof Class)) return true;
  return typeof (error as { code?: unknown } | null)?.code === "string" && error instanceof Error;
}

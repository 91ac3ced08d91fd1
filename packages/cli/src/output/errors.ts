// Errors for people: one readable line (and a hint), the details with --verbose, a stack
// trace only for errors the CLI does not expect and only with --verbose. Every line written
// here goes through `say`, the one door to stderr: redacted (core's redaction, with the exact
// secrets of every client of the process, whatever built the error) and inert on a terminal
// (the server's control characters spelled out, its line breaks too: one line stays one line).
import {
  ApiError,
  CdrapiError,
  CertificateError,
  ConnectionError,
  NotFoundError,
  redactText,
  redactValue,
  ValidationError,
} from "@cdrapi/core";
import { checkpointOf, RemovalRefusedError, ReportFailedError } from "@cdrapi/reporting";
import { EXIT, exitCodeOf, isExpected, kindOf } from "../exit-codes.js";
import { type CliIo, line, message, type OutputStream } from "../io.js";
import { inert, jsonText } from "./terminal.js";

/** Writes one line of error text: redacted, and inert on a terminal. */
function say(stream: OutputStream, text: string): void {
  line(stream, inert(redactText(text)));
}

/** Issue lines shown without --verbose. */
const SHOWN_ISSUES = 20;

export interface IssueLike {
  index: number | null;
  field: string;
  message: string;
  line?: number | undefined;
  /** The row as a spreadsheet numbers it, where that is not the line (a CSV's quoted line breaks). */
  sheetRow?: number | undefined;
}

/**
 * `line 1235: email must be an e-mail address`, as an editor counts lines (and a spreadsheet its
 * rows: the header is row 1); `line 1240 (row 1235)` when a quoted cell's line breaks make them
 * differ; `record 3` (1-based) for an input without lines. Inert on a terminal (an issue may
 * quote a server's place name).
 */
export function formatIssue(issue: IssueLike): string {
  const where =
    issue.line !== undefined
      ? `line ${issue.line}${issue.sheetRow === undefined ? "" : ` (row ${issue.sheetRow})`}`
      : issue.index === null
        ? ""
        : `record ${issue.index + 1}`;
  return inert(`${where ? `${where}: ` : ""}${issue.field} ${issue.message}`);
}

/** Prints issues, at most SHOWN_ISSUES unless `all`. */
export function printIssues(stream: OutputStream, issues: readonly IssueLike[], all: boolean): void {
  const shown = all ? issues : issues.slice(0, SHOWN_ISSUES);
  for (const issue of shown) say(stream, `  ${formatIssue(issue)}`);
  if (shown.length < issues.length) {
    say(stream, `  ... and ${issues.length - shown.length} more (--verbose shows every issue)`);
  }
}

/**
 * The records `--skip-invalid` left out: a line and their issues; under JSON output one notice
 * (the result on stdout lists them in `skipped`).
 */
export function printSkipped(io: CliIo, skipped: readonly IssueLike[], verbose: boolean): void {
  if (skipped.length === 0) return;
  const rows = new Set(skipped.map((issue) => issue.index)).size;
  const text = `left out ${rows} invalid record${rows === 1 ? "" : "s"} (--skip-invalid)`;
  if (io.jsonMessages) {
    message(io, "notice", `${text}: the result's "skipped" lists them`);
    return;
  }
  line(io.stderr, `${text}:`);
  printIssues(io.stderr, skipped, verbose);
}

function hint(error: unknown): string | undefined {
  if (error instanceof CertificateError) {
    return "if you trust the server, give its certificate authority: --ca-file ca.pem (or NODE_EXTRA_CA_CERTS=ca.pem)";
  }
  if (error instanceof NotFoundError) return "check the name or id (and the URL the command used)";
  // The note may name every record refused: one line of the error, not all of them.
  if (error instanceof ReportFailedError && error.report.note) {
    return "--verbose or --json shows the server's note on the records";
  }
  switch (exitCodeOf(error)) {
    case EXIT.AUTH:
      return (error as ApiError).status === 401
        ? "check the username and password (or token) the command used"
        : "these credentials may not do this";
    case EXIT.SERVER:
      return error instanceof ConnectionError ? "check the URL and your network, then retry" : undefined;
    default:
      return undefined;
  }
}

/**
 * An error as one JSON line on stderr (`--json`, `-o json|ndjson`): scripts read
 * `error.exitCode`, `error.kind` and `error.message`; the SDK's details (status, operationId,
 * redacted url, requestId, the server's messages) and issues come along.
 */
export function errorJson(error: unknown, code: number, verbose = false): Record<string, unknown> {
  const message = error instanceof Error ? error.message : String(error);
  // The SDK's errors give their fields (status, request id, a refusal's domains and counts).
  const details = error instanceof CdrapiError ? error.toJSON() : {};
  const out: Record<string, unknown> = {
    exitCode: code,
    kind: kindOf(error),
    name: error instanceof Error ? error.name : typeof error,
    message,
  };
  for (const [key, value] of Object.entries(details)) {
    if (key === "message" || key === "name" || key === "stack" || value === undefined) continue;
    if ((key === "body" || key === "headers") && !verbose) continue;
    out[key] = value;
  }
  if (error instanceof ValidationError) out.issues = error.issues;
  const why = hint(error);
  if (why) out.hint = why;
  return { error: out };
}

/** Writes an error to stderr (text, or one JSON line with `json`) and returns its exit code. */
export function reportError(stderr: OutputStream, error: unknown, verbose: boolean, json = false): number {
  const code = exitCodeOf(error);
  if (json) {
    line(stderr, jsonText(redactValue(errorJson(error, code, verbose))));
    return code;
  }
  const message = error instanceof Error ? error.message : String(error);
  say(stderr, `error: ${message}`);
  // Several issues: the message is the headline, then one issue per line.
  if (error instanceof ValidationError && error.issues.length > 1) {
    printIssues(stderr, error.issues as readonly IssueLike[], verbose);
  }
  // Every domain a refused report would have removed for a left-out record, each with its cause.
  if (error instanceof RemovalRefusedError && error.skippedOnList.length > 1) {
    for (const { domainName, issues } of error.skippedOnList) {
      say(stderr, `  ${domainName}: ${issues[0] ? formatIssue(issues[0]) : "invalid"}`);
    }
  }
  const why = hint(error);
  if (why) say(stderr, `hint: ${why}`);
  if (verbose) {
    const details: Record<string, unknown> =
      error instanceof ApiError || error instanceof ConnectionError
        ? (error.toJSON() as Record<string, unknown>)
        : { name: error instanceof Error ? error.name : typeof error };
    delete details.message;
    for (const [key, value] of Object.entries(details)) {
      if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
      say(stderr, `  ${key}: ${typeof value === "object" ? JSON.stringify(value) : String(value)}`);
    }
    if (error instanceof ReportFailedError) say(stderr, `  report: ${JSON.stringify(error.report)}`);
    const cause = error instanceof Error ? (error.cause as Error | undefined) : undefined;
    if (cause) say(stderr, `  cause: ${cause.name}: ${cause.message}`);
    const checkpoint = checkpointOf(error);
    if (checkpoint) say(stderr, `  checkpoint: ${checkpoint.accepted.length} sub-list(s) accepted`);
    if (!isExpected(error) && error instanceof Error && error.stack) {
      for (const text of error.stack.split("\n")) say(stderr, text);
    }
  } else if (!isExpected(error)) {
    say(stderr, "(an unexpected error: --verbose shows the stack trace)");
  }
  return code;
}

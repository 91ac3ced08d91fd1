// `cdrapi reports validate|upload|status`: the registrar's main job.
import { dirname, resolve } from "node:path";
import { AbortError } from "@cdrapi/core";
import {
  CheckpointMismatchError,
  createReportingClient,
  PendingSubListsError,
  type PlaceChecker,
  RemovalRefusedError,
  type RemovedDomain,
  type ReportCheckpoint,
  ReportCountError,
  type ReportingClientOptions,
  type ReportRequestInfo,
  StaleCheckpointError,
  ValidationError,
  validateSource,
} from "@cdrapi/reporting";
import { type Command, InvalidArgumentError, Option } from "commander";
import { reportingClient } from "../clients.js";
import { type GlobalFlags, type ReportingFlags, reportingConfig } from "../config.js";
import { type Context, examples, withReportingOptions } from "../context.js";
import { EXIT, UsageError, usable } from "../exit-codes.js";
import { delimiterArg, ENCODINGS, type FileFlags, type InputFile, openInput } from "../input/source.js";
import { type CliIo, line, message, warn } from "../io.js";
import { formatIssue, printSkipped, reportError } from "../output/errors.js";
import { jsonErrors, outputFormatOf } from "../output/format.js";
import { createProgressView } from "../output/progress.js";
import { printJson, printValue, REPORT_FIELDS } from "../output/table.js";
import { assertOwnFolder } from "../own-file.js";
import { stopCause, stopSignalsHelp } from "../stop-signals.js";
import { required } from "./answers.js";
import {
  acceptedOf,
  assertWritable,
  defaultCheckpointPath,
  loadCheckpoint,
  removeCheckpoint,
  saveCheckpoint,
} from "./checkpoint-file.js";
import { filingRecordOf, loadLastFiling, saveFiling } from "./filing-record.js";
import {
  type PlaceFlags,
  placeChecker,
  wantsPlaces,
  withPlaceFlags,
  withPlaceOptions,
  writeFixedCopy,
} from "./places-check.js";
import { lockUpload } from "./upload-lock.js";

interface UploadFlags extends FileFlags, PlaceFlags {
  subListSize?: number;
  skipInvalid?: boolean;
  allowRemovals?: number;
  removeSkipped?: number;
  /** False with --no-removal-guard. */
  removalGuard?: boolean;
  checkpoint?: string;
  progress?: boolean;
}

/** An option's value as a whole number of at least `min` (commander's argument parser). */
function wholeNumber(min: 0 | 1): (value: string) => number {
  return (value) => {
    if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value)) || Number(value) < min) {
      throw new InvalidArgumentError(
        min === 0 ? "must be a whole number, 0 or more" : "must be a positive integer",
      );
    }
    return Number(value);
  };
}

export const positiveInteger = wholeNumber(1);

/** The <file> of the commands that read an export. */
const EXPORT_ARGUMENT =
  "the export: .csv, .ndjson/.jsonl or .json; - (standard input) or a pipe with --format";

export function withFileOptions(command: Command): Command {
  return command
    .addOption(
      new Option("--format <format>", "file format (default: from the extension)").choices([
        "csv",
        "ndjson",
        "json",
      ]),
    )
    .option(
      "--delimiter <char>",
      "CSV field delimiter (default: detected: comma, semicolon or tab)",
      delimiterArg,
    )
    .addOption(
      new Option(
        "--encoding <name>",
        "file encoding (default: detected: UTF-8, UTF-16 with its byte order mark)",
      ).choices(ENCODINGS),
    );
}

export function registerReports(program: Command, ctx: Context): void {
  const reports = program
    .command("reports")
    .description("validate and upload maintained-domain reports, read a report's status")
    .addHelpText(
      "after",
      examples(
        "cdrapi reports validate domains.csv",
        "cdrapi reports upload domains.csv --checkpoint domains.checkpoint.json",
        "cdrapi reports status 12345",
      ),
    );

  withPlaceOptions(
    withFileOptions(
      reports
        .command("validate")
        .argument("<file>", EXPORT_ARGUMENT)
        .description("check every record of an export, with line numbers; nothing is sent")
        .addHelpText(
          "after",
          `${examples(
            "cdrapi reports validate domains.csv",
            "cdrapi reports validate export.txt --format ndjson",
            "cdrapi reports validate domains.csv --json > issues.json",
            "gunzip -c export.csv.gz | cdrapi reports validate - --format csv",
          )}\nExit code 0 when every record is valid, 1 when not.\n`,
        ),
    ),
  ).action(
    ctx.action((globals, file: string, flags: FileFlags & PlaceFlags) =>
      validateRun(ctx.io, { globals, file, flags }),
    ),
  );

  // The place flags of `validate`: a place not as listed makes its record invalid; --fix-places
  // uploads the fixed copy.
  withPlaceFlags(
    withReportingOptions(
      withFileOptions(
        reports
          .command("upload")
          .argument("<file>", EXPORT_ARGUMENT)
          .description(
            "validate, then upload the full list of maintained domains (sub-lists and a merge for large lists)",
          )
          .option("--sub-list-size <n>", "records per sub-list (default 5000)", positiveInteger)
          .option(
            "--skip-invalid",
            "leave invalid records out (each is listed) instead of refusing the file; one of a domain on the server's list is refused unless --remove-skipped",
          )
          .option(
            "--allow-removals <n>",
            "let the report remove up to n domains on the server's list that the file does not hold (default: refused above 1% of the list, at least 10)",
            wholeNumber(0),
          )
          .option(
            "--remove-skipped <n>",
            "let the report remove up to n domains on the server's list whose records are left out (--skip-invalid: invalid, or places not as listed); default none",
            wholeNumber(0),
          )
          .option(
            "--no-removal-guard",
            "go on when the server's list cannot be read before the upload, or reads shorter than the last filing left it (removals are then checked only by the report's own count)",
          )
          .option(
            "--checkpoint <path>",
            "resume from this file when it is of <file> and its sub-lists are still pending, else file <file> whole; saved after every change, removed after the merge (one command for a nightly job)",
          )
          .option("--no-progress", "no progress bar or progress lines"),
      ),
    ),
  )
    .addHelpText(
      "after",
      examples(
        "CDRAPI_REPORTING_USERNAME=my-id CDRAPI_REPORTING_PASSWORD=... cdrapi reports upload domains.csv",
        "cdrapi reports upload domains.csv --sub-list-size 2000 --checkpoint domains.checkpoint.json",
        "cdrapi reports upload domains.csv --env ote --username my-id --password-stdin < secret.txt",
        "cdrapi reports upload domains.ndjson --skip-invalid --json",
        "cdrapi reports upload export.csv --checkpoint state.json --password-file vnnic.password --allow-removals 200",
        "cdrapi reports upload export.csv --fix-places export.fixed.csv",
        "cdrapi reports upload <(gunzip -c export.csv.gz) --format csv --checkpoint state.json",
      ) +
        `\n${stopSignalsHelp()} stops the upload and keeps the checkpoint:\nrun the printed \`resume with:\` line to resume. A checkpoint of another server or account is refused\n(nothing sent); exit 5 when another upload's sub-lists are pending on the server.\n`,
    )
    .action(ctx.action((globals, file: string, flags: UploadFlags) => upload(ctx, globals, file, flags)));

  withReportingOptions(
    reports
      .command("status")
      .argument("<id-or-link>", "a report id (12345) or the `link` of a ReportRequestInfo")
      .description("read a report's status"),
  )
    .addHelpText(
      "after",
      examples("cdrapi reports status 12345", "cdrapi reports status /v1/reports/12345 --json"),
    )
    .action(
      ctx.action(async (globals, target: string, flags: ReportingFlags) => {
        const client = await reportingClient(flags, globals, ctx.io);
        const info = await client.reports.getStatus(reportTarget(target), { signal: ctx.io.signal });
        await printReport(ctx.io, globals, required(info, "the report's status"));
        return EXIT.OK;
      }),
    );
}

/** A report id, or a link from which the id can be read (`.../reports/123`). */
export function reportTarget(target: string): number | ReportRequestInfo {
  if (/^\d+$/.test(target)) return Number(target);
  const id = /\/reports\/(\d+)\/?(?:[?#].*)?$/.exec(target)?.[1];
  if (!id) throw new UsageError(`"${target}" is neither a report id nor a report link (…/reports/ID)`);
  return { id: Number(id), link: target } as ReportRequestInfo;
}

export async function printReport(
  io: CliIo,
  globals: GlobalFlags,
  info: ReportRequestInfo & { skipped?: unknown },
): Promise<void> {
  const format = outputFormatOf(globals);
  await printValue(
    io.stdout,
    format,
    info,
    format === "table" || format === "csv" ? REPORT_FIELDS : undefined,
  );
}

/** Opens the export and says on stderr how it is read (not under JSON output: stderr is for errors). */
export async function input(
  io: CliIo,
  globals: GlobalFlags,
  file: string,
  flags: FileFlags,
): Promise<InputFile> {
  const opened = await openInput(io, file, flags);
  if (!jsonErrors(globals)) line(io.stderr, `reading ${opened.note}`);
  return opened;
}

/** What `cdrapi reports validate` is given: the export and how to read and check it. */
export interface ValidateOptions {
  globals: GlobalFlags;
  /** The export's path, or - for standard input. */
  file: string;
  flags: FileFlags & PlaceFlags;
}

/** `cdrapi reports validate`: every issue of the export, with its line; nothing is sent. */
export async function validateRun(io: CliIo, { globals, file, flags }: ValidateOptions): Promise<number> {
  const opened = await input(io, globals, file, flags);
  const { format } = opened;
  const places = wantsPlaces(flags) ? await placeChecker(io, globals, flags) : undefined;
  // Streamed: memory holds the issues and the names seen (for duplicates), never the records.
  const source = opened.source();
  const result = await validateSource(source, { signal: io.signal, places });
  const { records: rows, invalidRecords: badRows, issues: all } = result;
  if (jsonErrors(globals)) {
    printJson(io.stdout, {
      file,
      format,
      encoding: opened.encoding,
      ...(opened.delimiter === undefined ? {} : { delimiter: opened.delimiter }),
      records: rows,
      valid: all.length === 0,
      invalidRecords: badRows,
      issues: all,
    });
  } else if (all.length === 0) {
    line(io.stdout, `${opened.name}: ${rows} records, all valid`);
  } else {
    line(
      io.stdout,
      `${opened.name}: ${all.length} issue${all.length === 1 ? "" : "s"} in ${badRows} of ${rows} records`,
    );
    for (const issue of all) line(io.stdout, `  ${formatIssue(issue)}`);
  }
  if (places && flags.fixPlaces !== undefined)
    await writeFixedCopy(io, globals, places, { file, ...opened }, flags);
  return all.length === 0 ? EXIT.OK : EXIT.INVALID_INPUT;
}

async function upload(
  ctx: Context,
  globals: GlobalFlags,
  given: string,
  flags: UploadFlags,
): Promise<number> {
  const { io } = ctx;
  let file = given;
  let opened = await input(io, globals, file, flags);
  const config = await reportingConfig(flags, globals, io);
  const client = usable(() => createReportingClient(config));
  const cwd = io.cwd ?? process.cwd();
  const checkpointPath = flags.checkpoint === undefined ? undefined : resolve(cwd, flags.checkpoint);
  if (checkpointPath) {
    // Before anything is sent: a checkpoint in a folder others can write may not be this user's,
    // and one that could not be saved could not be resumed.
    await assertOwnFolder(dirname(checkpointPath), `the checkpoint ${flags.checkpoint}`);
    await assertWritable(checkpointPath, flags.checkpoint!);
  }
  const places = wantsPlaces(flags) ? await placeChecker(io, globals, flags) : undefined;
  if (places && flags.fixPlaces !== undefined) {
    // As `validate --fix-places`: the copy with every uniquely matched place as listed; it is what goes up.
    file = await writeFixedCopy(io, globals, places, { file, ...opened }, flags, io.stderr);
    opened = await input(io, globals, file, flags);
  }
  const account = { baseUrl: client.baseUrl, username: config.credentials.username };
  // One upload at a time for this account and this checkpoint (upload-lock.ts).
  const release = await lockUpload(io, account, checkpointPath, flags.checkpoint);
  try {
    // A piped export is named `-` to resume: it can only be given again on standard input.
    const target = { file: opened.piped ? "-" : file, piped: opened.piped, flags, config };
    return await uploadLocked(ctx, globals, target, client, opened, {
      checkpointPath,
      places,
      filingRecord: await filingRecordOf(io.env, account),
    });
  } finally {
    await release();
  }
}

/**
 * The upload, once this run holds the locks. What it files is the export given to it, under the
 * reporting library's recovery policy (`fileMaintainedDomains`): an interrupted upload's
 * checkpoint is resumed when it is of this export and its sub-lists are still pending; otherwise
 * this export is filed whole. The CLI stores the checkpoint and the last filing in its files.
 */
async function uploadLocked(
  ctx: Context,
  globals: GlobalFlags,
  target: UploadTarget,
  client: ReturnType<typeof createReportingClient>,
  opened: InputFile,
  options: { checkpointPath: string | undefined; places: PlaceChecker | undefined; filingRecord: string },
): Promise<number> {
  const { io } = ctx;
  const { file, flags } = target;
  const { checkpointPath, filingRecord } = options;
  const cwd = io.cwd ?? process.cwd();
  // The bulk entry, loaded with the first upload (the CLI is an app: it imports the engine itself).
  const bulk = await import("@cdrapi/reporting/bulk");
  const saved = checkpointPath ? await loadCheckpoint(checkpointPath) : undefined;
  const resumed = acceptedOf(bulk.checkpointToResume(saved));
  const lastFiling = await loadLastFiling(filingRecord);
  const view =
    flags.progress === false
      ? undefined
      : createProgressView(io.stderr, {
          resumedRecords: resumed.records,
          resumedSubLists: resumed.subLists,
          json: io.jsonMessages,
        });
  // Stopped (stop-signals.ts): the engine lets the sub-list on the wire finish first (its answer
  // decides whether the server holds it; a resume never adopts one on a guess).
  const stopping = () => {
    const text = `got ${stopCause(io.stoppedBy?.())}: stopping; a sub-list on the wire is answered first (a second signal stops at once, leaving its outcome unknown)`;
    message(io, "notice", text);
  };
  io.signal?.addEventListener("abort", stopping, { once: true });
  // The engine's count of the run's sub-lists, once it knows it (the progress says it).
  let subLists: number | undefined;
  // Without --checkpoint, a checkpoint is written (in the working directory) only to be kept.
  const kept = flags.checkpoint ?? defaultCheckpointPath(file);
  let outcome: Awaited<ReturnType<typeof bulk.fileMaintainedDomains>>;
  try {
    outcome = await bulk.fileMaintainedDomains(client, opened.source(), {
      checkpoints: {
        load: () => saved,
        save: checkpointPath ? (next) => saveCheckpoint(checkpointPath, next) : undefined,
        keep: (checkpoint) => keepCheckpoint(ctx, kept, checkpoint),
        forget: () => forgetUpload(cwd, checkpointPath, file),
      },
      filings: { load: () => lastFiling, save: (filing) => saveFiling(filingRecord, filing) },
      ...(flags.subListSize === undefined ? {} : { subListSize: flags.subListSize }),
      onResume: () =>
        message(
          io,
          "notice",
          `resuming from ${flags.checkpoint}: ${resumed.subLists} sub-list(s), ${resumed.records} records already accepted`,
        ),
      onRestart: (why) =>
        message(
          io,
          "notice",
          `the upload interrupted in ${flags.checkpoint} cannot be resumed (${why.message}); filing ${opened.name} whole`,
        ),
      skipInvalid: flags.skipInvalid === true,
      allowRemovals: flags.allowRemovals,
      removeSkipped: flags.removeSkipped,
      removalGuard: flags.removalGuard,
      signal: io.signal,
      places: options.places,
      onProgress: (progress) => {
        subLists = progress.subListsTotal;
        view?.update(progress);
      },
    });
  } catch (error) {
    // Refused, or failed with nothing on the server to resume.
    view?.stop();
    io.signal?.removeEventListener("abort", stopping);
    return failed(ctx, globals, target, error);
  }
  view?.stop();
  io.signal?.removeEventListener("abort", stopping);
  if (outcome.outcome === "committed-mismatch") {
    // Recorded as the server's truth; nothing left to resume: the next night starts afresh.
    return failed(ctx, globals, target, outcome.error);
  }
  if (outcome.outcome === "kept-for-resume") {
    printKept(ctx, target, kept, outcome.checkpoint, subLists);
    return failed(ctx, globals, target, outcome.error);
  }
  const { result } = outcome;
  for (const text of result.checksNotMade) warn(io, `not checked: ${text}`);
  printSkipped(io, result.skipped, globals.verbose === true);
  printRemoved(io, result.removed);
  await printReport(io, globals, result);
  return EXIT.OK;
}

/** A failed upload's exit: a refusal explained, a stop by a signal, or the error thrown on (main reports it). */
async function failed(
  ctx: Context,
  globals: GlobalFlags,
  target: UploadTarget,
  error: unknown,
): Promise<number> {
  const { io } = ctx;
  if (!resumable(error)) {
    const code = reportError(io.stderr, error, globals.verbose === true, jsonErrors(globals));
    await explainRefusal(ctx, target, error);
    return code;
  }
  if (error instanceof AbortError) {
    message(io, "notice", `stopped by ${stopCause(io.stoppedBy?.())}`);
    return EXIT.INTERRUPTED;
  }
  throw error;
}

/**
 * After a commit: neither this run's checkpoint nor one an earlier interrupted run of this file
 * left in the working directory may be resumed (its sub-lists are merged).
 */
async function forgetUpload(cwd: string, checkpointPath: string | undefined, file: string): Promise<void> {
  if (checkpointPath) await removeCheckpoint(checkpointPath);
  await removeCheckpoint(resolve(cwd, defaultCheckpointPath(file)));
}

/** Each domain the report removed from the list, with its cause (the JSON result lists them in `removed`). */
function printRemoved(io: CliIo, removed: readonly RemovedDomain[] | undefined): void {
  if (!removed || removed.length === 0 || io.jsonMessages) return;
  for (const domain of removed) {
    const cause =
      domain.cause === "absent"
        ? "not in the export"
        : `record left out: ${domain.issues?.[0] ? formatIssue(domain.issues[0]) : "invalid"}`;
    message(io, "notice", `removed from the maintained list: ${domain.domainName} (${cause})`);
  }
}

/** What selects an upload: the file, its flags, and the server and account it went to. */
interface UploadTarget {
  /** The export as a command names it again: `-` when it was read from a pipe. */
  file: string;
  piped: boolean;
  flags: UploadFlags;
  config: ReportingClientOptions;
}

/**
 * Whether running again can finish the upload: not after a refusal (the input, a checkpoint
 * that cannot be resumed, sub-lists of another upload pending, a committed count that differs),
 * where the same command would only be refused again.
 */
function resumable(error: unknown): boolean {
  return !(
    error instanceof ValidationError ||
    error instanceof CheckpointMismatchError ||
    error instanceof PendingSubListsError ||
    error instanceof RemovalRefusedError ||
    error instanceof ReportCountError
  );
}

/**
 * A failed upload's checkpoint, with sub-lists on the server, saved where the next run finds it
 * (`where`: --checkpoint, else a file in the working directory); printed when it cannot be.
 */
async function keepCheckpoint(ctx: Context, where: string, checkpoint: ReportCheckpoint): Promise<void> {
  try {
    await saveCheckpoint(resolve(ctx.io.cwd ?? process.cwd(), where), checkpoint);
  } catch (saveError) {
    const why = (saveError as NodeJS.ErrnoException).code ?? (saveError as Error).message;
    message(
      ctx.io,
      "notice",
      `cannot save the checkpoint ${where} (${why}); it follows, to save as ${where} before resuming:`,
    );
    if (ctx.io.jsonMessages) message(ctx.io, "checkpoint", checkpoint);
    else {
      line(ctx.io.stderr, "-----BEGIN CHECKPOINT-----");
      line(ctx.io.stderr, JSON.stringify(checkpoint));
      line(ctx.io.stderr, "-----END CHECKPOINT-----");
    }
  }
}

/**
 * After a checkpoint was kept: how far the upload got, and how to resume. `subLists`: the run's
 * sub-lists, as the engine counted them (undefined before it knew).
 */
function printKept(
  ctx: Context,
  target: UploadTarget,
  where: string,
  checkpoint: ReportCheckpoint,
  subLists: number | undefined,
): void {
  // Not the checkpoint's `total`: it counts the rows read, records left out (--skip-invalid) too.
  const total = subLists ? ` of ${subLists}` : "";
  // A merge whose answer was lost may have been applied: the next run asks the server first.
  const merge = checkpoint.mergeStartedAt
    ? "the merge was sent and its outcome is unknown"
    : "nothing merged yet";
  message(
    ctx.io,
    "notice",
    `${checkpoint.accepted.length}${total} sub-lists accepted, ${merge}; checkpoint: ${where}`,
  );
  printResume(ctx, target, where);
}

/**
 * After a refusal: what the registrar can do. A checkpoint that cannot be resumed names its
 * file; sub-lists of another upload may be this file's interrupted upload, whose checkpoint
 * the CLI saved in the working directory.
 */
async function explainRefusal(ctx: Context, target: UploadTarget, error: unknown): Promise<void> {
  const { flags, file } = target;
  if (error instanceof CheckpointMismatchError && flags.checkpoint !== undefined) {
    message(
      ctx.io,
      "hint",
      `remove the checkpoint ${flags.checkpoint} to upload the whole list again${
        error instanceof StaleCheckpointError
          ? ""
          : ", or resume with the server, account and file it was made with"
      }`,
    );
  }
  if (error instanceof PendingSubListsError && flags.checkpoint === undefined) {
    const automatic = defaultCheckpointPath(file);
    const saved = await loadCheckpoint(resolve(ctx.io.cwd ?? process.cwd(), automatic)).catch(
      () => undefined,
    );
    // Loaded already: this runs after an upload failed.
    const { checkpointToResume } = await import("@cdrapi/reporting/bulk");
    if (checkpointToResume(saved)) {
      const of = target.piped ? "an export from a pipe" : file;
      message(ctx.io, "hint", `an interrupted upload of ${of} left its checkpoint in ${automatic}`);
      printResume(ctx, target, automatic);
    }
  }
}

/** The command that resumes; for an export read from a pipe, first how to give it again. */
function printResume(ctx: Context, target: UploadTarget, checkpoint: string): void {
  if (target.piped) {
    message(
      ctx.io,
      "hint",
      "the export was read from a pipe: give the same export to this command on its standard input (... | cdrapi reports upload - ...)",
    );
  }
  message(ctx.io, "resume", resumeCommand(ctx, target, checkpoint));
}

/**
 * The command that resumes: the file, its reading flags, and every option that selects the
 * server and account (never the password), whether it came from a flag or the environment.
 */
function resumeCommand(ctx: Context, { file, flags, config }: UploadTarget, checkpoint: string): string {
  const server = config.baseUrl
    ? ["--url", shellQuote(config.baseUrl)]
    : ["--env", shellQuote(config.environment ?? "production")];
  const options = [
    ...server,
    "--username",
    shellQuote(config.credentials.username),
    ...(flags.format ? ["--format", shellQuote(flags.format)] : []),
    ...(flags.delimiter
      ? ["--delimiter", shellQuote(flags.delimiter === "\t" ? "tab" : flags.delimiter)]
      : []),
    ...(flags.encoding ? ["--encoding", flags.encoding] : []),
    ...(flags.skipInvalid ? ["--skip-invalid"] : []),
    ...(flags.allowRemovals === undefined ? [] : ["--allow-removals", String(flags.allowRemovals)]),
    ...(flags.removeSkipped === undefined ? [] : ["--remove-skipped", String(flags.removeSkipped)]),
    ...(flags.removalGuard === false ? ["--no-removal-guard"] : []),
    // The file's path, never the secret.
    ...(flags.passwordFile ? ["--password-file", shellQuote(flags.passwordFile)] : []),
    ...(flags.checkPlaces ? ["--check-places"] : []),
  ];
  return [
    ctx.name,
    "reports upload",
    shellQuote(file),
    ...options,
    "--checkpoint",
    shellQuote(checkpoint),
  ].join(" ");
}

/** One word for a POSIX shell: as is when plainly safe, else in single quotes (' as '\''). */
function shellQuote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}

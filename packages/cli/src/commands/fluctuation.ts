// `cdrapi reports fluctuation FILE`: the day's changes (form VNNIC-07) as an UPDATE report. The
// same reading (sniffed delimiter and encoding), validation (every issue with its line, nothing
// sent when one is found unless --skip-invalid), progress and exit codes as `reports upload`;
// one request, so nothing to resume. A FAILURE answer or a count other than the records sent
// exits 6, as a merge does.
import {
  createReportingClient,
  type FluctuationDomain,
  type RecordIssue,
  ReportCountError,
  type ReportProgress,
  ValidationError,
  validateSource,
} from "@cdrapi/reporting";
import type { Command } from "commander";
import { usable } from "../clients.js";
import { type GlobalFlags, type ReportingFlags, reportingConfig } from "../config.js";
import { type Context, examples, withReportingOptions } from "../context.js";
import { EXIT, InputError } from "../exit-codes.js";
import { actionIssues, maintainPart, readFluctuations } from "../input/fluctuation.js";
import type { FileFlags } from "../input/source.js";
import { line } from "../io.js";
import { printIssues } from "../output/errors.js";
import { createProgressView } from "../output/progress.js";
import { input, printReport, withFileOptions } from "./reports.js";

interface FluctuationFlags extends FileFlags, ReportingFlags {
  skipInvalid?: boolean;
  progress?: boolean;
}

export function registerFluctuation(reports: Command, ctx: Context): void {
  withReportingOptions(
    withFileOptions(
      reports
        .command("fluctuation")
        .argument(
          "<file>",
          "the changes: .csv, .ndjson/.jsonl or .json, MaintainDomain fields plus action, actionReason, actionDate (actionSource)",
        )
        .description(
          "validate, then upload a fluctuation report (VNNIC-07: ADD, REM and CHANGE since the last report)",
        )
        .option("--skip-invalid", "leave invalid records out (each is listed) instead of refusing the file")
        .option("--no-progress", "no progress bar or progress lines"),
    ),
  )
    .addHelpText(
      "after",
      `${examples(
        "cdrapi reports fluctuation changes-2025-06-30.csv",
        "cdrapi reports fluctuation changes.ndjson --env ote --json",
      )}\nEach record: action ADD (actionReason C new, G transfer in), REM (D revoked, L transfer out) or\nCHANGE (U updated, R maintained, O right of use transferred), actionDate YYYY-MM-DD, and\nactionSource (the other registrar in a transfer). Exit codes as \`reports upload\`.\n`,
    )
    .action(
      ctx.action((globals, file: string, flags: FluctuationFlags) => fluctuation(ctx, globals, file, flags)),
    );
}

async function fluctuation(
  ctx: Context,
  globals: GlobalFlags,
  file: string,
  flags: FluctuationFlags,
): Promise<number> {
  const { io } = ctx;
  const opened = await input(io, globals, file, flags);
  const config = await reportingConfig(flags, globals, io);
  const reporting = usable(() => createReportingClient(config));
  const view =
    flags.progress === false
      ? undefined
      : createProgressView(io.stderr, { resumedRecords: 0, resumedSubLists: 0, json: io.jsonMessages });
  const progress = (p: Omit<ReportProgress, "skipped" | "subListsAccepted"> & Partial<ReportProgress>) =>
    view?.update({ skipped: 0, subListsAccepted: 0, ...p });
  try {
    const items = await readFluctuations(opened);
    const rows = items.filter((item) => item.row);
    const checked = await validateSource(maintainPart(items), {
      signal: io.signal,
      onProgress: ({ validated }) => progress({ phase: "validate", validated, sent: 0 }),
    });
    const issues: RecordIssue[] = [...checked.issues];
    rows.forEach((item, index) => {
      if (!item.record) return;
      for (const issue of actionIssues(item.record)) {
        issues.push({ index, ...issue, ...(item.line === undefined ? {} : { line: item.line }) });
      }
    });
    issues.sort((a, b) => (a.index ?? -1) - (b.index ?? -1));
    const bad = new Set(issues.flatMap((issue) => (issue.index === null ? [] : [issue.index])));
    const refused = issues.some((issue) => issue.index === null) || (bad.size > 0 && !flags.skipInvalid);
    if (refused) throw new ValidationError(issues, headline(issues, bad.size));
    const records = rows.flatMap((item, index) => (bad.has(index) ? [] : [item.record as FluctuationDomain]));
    if (records.length === 0) throw new InputError(`${file} holds no record to report`);
    const total = records.length;
    const info = await reporting.uploadFluctuationDomainReport(records, { signal: io.signal });
    // One request: "sub-lists" 1 of 0 makes the views say "uploaded in one request".
    const sent = {
      validated: rows.length,
      sent: total,
      total,
      subListsAccepted: 1,
      subListsTotal: 0,
      skipped: bad.size,
    };
    progress({ phase: "upload", ...sent });
    progress({ phase: "done", ...sent });
    view?.stop();
    if (info.requestResult === "FAILURE" || info.totalDomain !== total)
      throw new ReportCountError(info, total);
    if (bad.size > 0) {
      line(io.stderr, `left out ${bad.size} invalid record${bad.size === 1 ? "" : "s"} (--skip-invalid):`);
      printIssues(io.stderr, issues, globals.verbose === true);
    }
    await printReport(io, globals, { ...info, skipped: issues });
    return EXIT.OK;
  } finally {
    view?.stop();
  }
}

/** `2 invalid records, nothing sent (first: line 3, row 1, action: must be ADD, REM or CHANGE)` */
function headline(issues: readonly RecordIssue[], rows: number): string {
  const first = issues[0]!;
  const where = [
    first.line === undefined ? "" : `line ${first.line}`,
    first.index === null ? "" : `row ${first.index}`,
  ]
    .filter(Boolean)
    .join(", ");
  const what =
    rows > 0
      ? `${rows} invalid record${rows === 1 ? "" : "s"}`
      : `${issues.length} file issue${issues.length === 1 ? "" : "s"}`;
  return `${what}, nothing sent (first: ${where ? `${where}, ` : ""}${first.field}: ${first.message})`;
}

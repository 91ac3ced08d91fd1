// `cdrapi reports fluctuation FILE`: a period's changes (form VNNIC-07) as an UPDATE report. The
// same reading (sniffed delimiter and encoding), validation (every issue with its line, nothing
// sent when one is found unless --skip-invalid), progress and exit codes as `reports upload`,
// all by the bulk entry's `reportFluctuationDomains`; one request, so nothing to resume.
// A FAILURE answer exits 9 (nothing committed), a count other than the records sent 6, as for
// an upload. The report files changes, not the list: the last filing's record is left as the
// last upload made it.
import { createReportingClient, type ReportProgress } from "@cdrapi/reporting";
import type { Command } from "commander";
import { type GlobalFlags, type ReportingFlags, reportingConfig } from "../config.js";
import { type Context, examples, withReportingOptions } from "../context.js";
import { EXIT, usable } from "../exit-codes.js";
import { fluctuationSource } from "../input/fluctuation.js";
import type { FileFlags } from "../input/source.js";
import type { CliIo } from "../io.js";
import { printSkipped } from "../output/errors.js";
import { createProgressView } from "../output/progress.js";
import { type PlaceFlags, placeChecker, withPlaceCheckFlags } from "./places-check.js";
import { input, printReport, withFileOptions } from "./reports.js";

interface FluctuationFlags
  extends FileFlags,
    ReportingFlags,
    Pick<PlaceFlags, "checkPlaces" | "refreshPlaces"> {
  skipInvalid?: boolean;
  progress?: boolean;
}

export function registerFluctuation(reports: Command, ctx: Context): void {
  withReportingOptions(
    withPlaceCheckFlags(
      withFileOptions(
        reports
          .command("fluctuation")
          .argument(
            "<file>",
            "the changes: .csv, .ndjson/.jsonl or .json (- or a pipe with --format), MaintainDomain fields plus action, actionReason, actionDate (actionSource)",
          )
          .description(
            "validate, then upload a fluctuation report (VNNIC-07: the ADD, REM and CHANGE of a period)",
          )
          .option("--skip-invalid", "leave invalid records out (each is listed) instead of refusing the file")
          .option("--no-progress", "no progress bar or progress lines"),
      ),
    ),
  )
    .addHelpText(
      "after",
      `${examples(
        "cdrapi reports fluctuation changes-2025-06-30.csv",
        "cdrapi reports fluctuation changes.ndjson --env ote --json",
        "cdrapi reports fluctuation changes.csv --check-places",
      )}\nEach record: action ADD (actionReason C new, G transfer in), REM (D revoked, L transfer out) or\nCHANGE (U updated, R maintained, O right of use transferred), actionDate YYYY-MM-DD, and\nactionSource (the other registrar in a transfer). Exit codes as \`reports upload\`.\n`,
    )
    .action(
      ctx.action((globals, file: string, flags: FluctuationFlags) =>
        fluctuationRun(ctx.io, { globals, file, flags }),
      ),
    );
}

/** What `cdrapi reports fluctuation` is given: the changes' file, how to read it, where to send it. */
export interface FluctuationOptions {
  globals: GlobalFlags;
  /** The file's path, or - for standard input. */
  file: string;
  flags: FluctuationFlags;
}

/** `cdrapi reports fluctuation`: validates the changes, then files them as one report. */
export async function fluctuationRun(
  io: CliIo,
  { globals, file, flags }: FluctuationOptions,
): Promise<number> {
  const opened = await input(io, globals, file, flags);
  const config = await reportingConfig(flags, globals, io);
  const reporting = usable(() => createReportingClient(config));
  // Before the progress view: the lists' notice (read or cached) prints on its own line.
  const places = flags.checkPlaces ? await placeChecker(io, globals, flags) : undefined;
  const view =
    flags.progress === false
      ? undefined
      : createProgressView(io.stderr, { resumedRecords: 0, resumedSubLists: 0, json: io.jsonMessages });
  try {
    const bulk = await import("@cdrapi/reporting/bulk"); // the bulk entry, as in reports.ts
    const info = await bulk.reportFluctuationDomains(reporting, fluctuationSource(opened), {
      signal: io.signal,
      skipInvalid: flags.skipInvalid === true,
      places,
      onProgress: (progress: ReportProgress) => view?.update(progress),
    });
    view?.stop();
    printSkipped(io, info.skipped, globals.verbose === true);
    await printReport(io, globals, info);
    return EXIT.OK;
  } finally {
    view?.stop();
  }
}

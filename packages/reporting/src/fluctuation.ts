// reportFluctuationDomains: a fluctuation report (VNNIC-07) from a source of any form the
// maintained list takes (array, iterable, async iterable, a reader of `@cdrapi/reporting/node`):
// read and validated record by record as a maintained list is (schema, semantic rules, the
// action/reason pairing, issues with their line), then sent as ONE request. The document gives
// VNNIC-07 no sub-lists and no size limit (`POST /v1/reports/fluctuation-domains` takes the
// whole array; openapi/paths/reporting.yaml), so the valid records are held until then: a
// period's changes, not the whole list. Nothing is sent while a record is invalid (unless
// `skipInvalid`) or the file has an issue. The report files the changes; it leaves the
// maintained list as the last REPLACE made it (VNNIC-06 files the list).
import { AbortError } from "@cdrapi/core";
import type { ReportProgress } from "./bulk/api.js";
import { locatedItems, type RecordSource } from "./bulk/chunk.js";
import { ReportCountError } from "./bulk/errors.js";
import { refuseFailure } from "./bulk/guards.js";
import { refuseInvalid } from "./bulk/rows.js";
import type { PlaceChecker } from "./places/checker.js";
import { withPlaceChecks } from "./places/source.js";
import type { FluctuationDomain, ReportRequestInfo } from "./types.js";
import { createSourceValidator, type RecordIssue } from "./validation/validate.js";

/** The one call the flow makes; the reporting client provides it. */
export interface FluctuationUploader {
  uploadFluctuationDomainReport(
    domains: FluctuationDomain[],
    options?: { signal?: AbortSignal | undefined },
  ): Promise<ReportRequestInfo>;
}

export interface ReportFluctuationDomainsOptions {
  /** Phases validate, upload (once the request is answered), done; `subListsTotal` is 0 (one request). */
  onProgress?: ((progress: ReportProgress) => void) | undefined;
  /** Leave invalid records out (each is reported in `skipped`) instead of refusing the report. */
  skipInvalid?: boolean | undefined;
  signal?: AbortSignal | undefined;
  /** Check the places against the server's lists (`loadPlaceChecker(client)`), as for a maintained list. */
  places?: PlaceChecker | undefined;
}

/** The server's ReportRequestInfo, plus the issues of the records left out. */
export type ReportFluctuationDomainsResult = ReportRequestInfo & {
  /** Issues of every record skipped by `skipInvalid` (with index and source line). */
  skipped: RecordIssue[];
};

/**
 * Validates every record, then uploads the valid ones in one request. Throws `ValidationError`
 * (nothing sent) for a file issue, an invalid record without `skipInvalid`, or no record left
 * to report; `ReportFailedError` when the server answers FAILURE (nothing committed);
 * `ReportCountError` when it counts other than the records sent.
 */
export async function reportFluctuationDomains(
  uploader: FluctuationUploader,
  source: RecordSource<FluctuationDomain>,
  options: ReportFluctuationDomainsOptions = {},
): Promise<ReportFluctuationDomainsResult> {
  const { signal, skipInvalid = false } = options;
  const validator = createSourceValidator({ kind: "fluctuation" });
  const records: FluctuationDomain[] = [];
  const tally = { issues: [] as RecordIssue[], fatal: [] as RecordIssue[], rows: new Set<number>() };
  let read = 0;
  const progress = (phase: ReportProgress["phase"], sent = 0) =>
    options.onProgress?.({
      phase,
      validated: read,
      sent,
      skipped: skipInvalid ? tally.rows.size : 0,
      total: phase === "validate" ? undefined : records.length,
      subListsAccepted: sent > 0 ? 1 : 0, // with subListsTotal 0: "uploaded in one request"
      recordsAccepted: sent,
      subListsTotal: 0,
    });
  const checked = options.places ? withPlaceChecks(source, options.places) : source;
  for await (const item of locatedItems(checked)) {
    if (signal?.aborted) throw new AbortError();
    const { index, issues } = validator.check(item);
    if (index === null) {
      tally.fatal.push(...issues);
      continue;
    }
    read++;
    if (issues.length === 0) records.push(item.record as FluctuationDomain);
    else {
      tally.issues.push(...issues);
      tally.rows.add(index);
    }
    if (read % 1000 === 0) progress("validate");
  }
  progress("validate");
  refuseInvalid(tally, skipInvalid, false);
  if (records.length === 0) {
    refuseInvalid(
      { fatal: [{ index: null, field: "(list)", message: "holds no valid record to report" }], issues: [] },
      skipInvalid,
      false,
    );
  }
  const info = await uploader.uploadFluctuationDomainReport(records, { signal });
  progress("upload", records.length);
  refuseFailure(info, `the fluctuation report of ${records.length} record${records.length === 1 ? "" : "s"}`);
  if (info.totalDomain !== records.length) throw new ReportCountError(info, records.length);
  progress("done", records.length);
  return { ...info, skipped: tally.issues };
}

// @cdrapi/reporting/bulk: the bulk engine, an entry of its own that an app imports when it files
// a list. It drives a reporting client through the client's public methods only, so any client
// of createReportingClient (or an object with the same methods) works:
// - each sub-list goes up as the JSON bytes the engine serialised once and hashed for the
//   checkpoint (the upload methods take a Uint8Array and send it as is);
// - the maintained list is `client.domains.list()`, iterated: streamed, never held whole;
// - a checkpoint is bound to `client.baseUrl` and `client.username`, read-only properties of the
//   client made from its options, so a run cannot be told another account than it signs in as.
import type { RecordSource } from "./bulk/chunk.js";
import { type FileMaintainedDomainsOptions, type FilingOutcome, fileWithRecovery } from "./bulk/filing.js";
import {
  type BulkUploader,
  type ReportMaintainDomainsOptions,
  type ReportMaintainDomainsResult,
  reportMaintainDomains as report,
  reportFluctuationDomains as reportFluctuations,
} from "./bulk/report.js";
import type { ReportingClient } from "./client.js";
import type { ReportFluctuationDomainsOptions, ReportFluctuationDomainsResult } from "./fluctuation.js";
import type { FluctuationDomain, MaintainDomain } from "./types.js";

/**
 * Reports a list of any size safely with `client` (from `createReportingClient`): validated
 * first, one full upload or sub-lists then a merge, resumable from a checkpoint. See the
 * README, "Report your list", and docs/bulk-upload.md.
 */
export async function reportMaintainDomains(
  client: ReportingClient,
  source: RecordSource<MaintainDomain>,
  options?: ReportMaintainDomainsOptions,
): Promise<ReportMaintainDomainsResult> {
  return report(uploaderOf(client), source, options);
}

/**
 * Reports a fluctuation list (VNNIC-07) from an array, iterable or a reader
 * (`readFluctuationDomains`): every record validated as the bulk upload does (issues with their
 * line), then the valid ones in one request (the document gives VNNIC-07 no sub-lists).
 */
export async function reportFluctuationDomains(
  client: ReportingClient,
  source: RecordSource<FluctuationDomain>,
  options?: ReportFluctuationDomainsOptions,
): Promise<ReportFluctuationDomainsResult> {
  return reportFluctuations(
    { uploadFluctuationDomainReport: (domains, o) => client.reports.uploadFluctuations(domains, o) },
    source,
    options,
  );
}

export {
  type CheckpointStore,
  checkpointToResume,
  type FileMaintainedDomainsOptions,
  type FilingOutcome,
  type FilingStore,
} from "./bulk/filing.js";

/**
 * Files the maintained list as a job run again and again does (a nightly filing): resumes an
 * interrupted upload's checkpoint or files this input whole, records the filing, and keeps the
 * checkpoint when an upload fails with sub-lists on the server. Says what happened; throws when
 * the upload was refused. See the README, "A nightly filing".
 */
export async function fileMaintainedDomains(
  client: ReportingClient,
  source: RecordSource<MaintainDomain>,
  options: FileMaintainedDomainsOptions,
): Promise<FilingOutcome> {
  return fileWithRecovery((run) => reportMaintainDomains(client, source, run), options);
}

/** The calls the engine makes, each one of the client's public methods. */
function uploaderOf(client: ReportingClient): BulkUploader {
  return {
    baseUrl: client.baseUrl,
    username: client.username,
    uploadMaintainDomainReport: (domains, o) => client.reports.uploadMaintainDomains(domains, o),
    uploadMaintainDomainSubList: (domains, o) => client.reports.uploadMaintainDomainSubList(domains, o),
    uploadMaintainDomainReportJson: (body, o) => client.reports.uploadMaintainDomains(body, o),
    uploadMaintainDomainSubListJson: (body, o) => client.reports.uploadMaintainDomainSubList(body, o),
    mergeMaintainDomainSubLists: (o) => client.reports.mergeSubLists(o),
    listPendingSubLists: (o) => client.reports.listPendingSubLists(o),
    getReportStatus: (idOrInfo, o) => client.reports.getStatus(idOrInfo, o),
    maintainedDomains: (o) => client.domains.list(o),
    getDomain: (domainName, o) => client.domains.get(domainName, o),
  };
}

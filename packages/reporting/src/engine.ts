// @cdrapi/reporting/bulk: the bulk engine as an entry of its own, so that no bundler puts it in
// an app's up-front code (a dynamic import inside the package is inlined by a bundler that does
// not split). A client's `reportMaintainDomains` loads this file on first use where modules are
// files (Node, Deno, Bun); a bundled app imports it itself, statically or with import(), and
// from then on the clients' methods use it (the one side effect of this package, declared in
// package.json's `sideEffects`).
import type { RequestOptions } from "@cdrapi/core";
import { ENGINE_ACCESS, ENGINE_SLOT, type EngineAccess } from "./bulk/access.js";
import type { RecordSource } from "./bulk/chunk.js";
import { type FileMaintainedDomainsOptions, type FilingOutcome, fileWithRecovery } from "./bulk/filing.js";
import {
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
 * first, one full upload or sub-lists then a merge, resumable from a checkpoint. The same as
 * `client.reportMaintainDomains(source, options)`. See README "Bulk upload".
 */
export async function reportMaintainDomains(
  client: ReportingClient,
  source: RecordSource<MaintainDomain>,
  options?: ReportMaintainDomainsOptions,
): Promise<ReportMaintainDomainsResult> {
  const access = accessOf(client);
  return report(
    {
      ...client,
      username: access.username,
      // Each sub-list goes up as the bytes the engine serialised once and hashed for the
      // checkpoint, through the client's transport.
      uploadMaintainDomainSubListJson: (body: Uint8Array, o?: RequestOptions) =>
        access.bytes("uploadSubListOfMaintainDomainReportUsingPOST", body, o),
      uploadMaintainDomainReportJson: (body: Uint8Array, o?: RequestOptions) =>
        access.bytes("uploadMaintainDomainReportUsingPOST", body, o),
      // The maintained list, streamed item by item (a list of 150,000 is never held whole).
      maintainedDomains: access.maintainedDomains,
    },
    source,
    options,
  );
}

/**
 * Reports a fluctuation list (VNNIC-07) with `client`: the same as
 * `client.reportFluctuationDomains(source, options)`.
 */
export async function reportFluctuationDomains(
  client: ReportingClient,
  source: RecordSource<FluctuationDomain>,
  options?: ReportFluctuationDomainsOptions,
): Promise<ReportFluctuationDomainsResult> {
  return reportFluctuations(client, source, options);
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
 * the upload was refused. See README "A nightly filing".
 */
export async function fileMaintainedDomains(
  client: ReportingClient,
  source: RecordSource<MaintainDomain>,
  options: FileMaintainedDomainsOptions,
): Promise<FilingOutcome> {
  return fileWithRecovery((run) => reportMaintainDomains(client, source, run), options);
}

function accessOf(client: ReportingClient): EngineAccess {
  const access = (client as { [ENGINE_ACCESS]?: EngineAccess } | undefined)?.[ENGINE_ACCESS];
  if (!access) throw new TypeError("reportMaintainDomains: the client must come from createReportingClient");
  return access;
}

(globalThis as { [ENGINE_SLOT]?: unknown })[ENGINE_SLOT] = {
  reportMaintainDomains,
  reportFluctuationDomains,
};

// What a reporting client hands the bulk entry (@cdrapi/reporting/bulk) and nobody else: the
// transport's byte uploads and the streamed list read. Keyed by a registered symbol, so the
// entry and the client agree on it without importing each other.
import type { RequestOptions } from "@cdrapi/core";
import type { ReportRequestInfo } from "../types.js";

export const ENGINE_ACCESS: unique symbol = Symbol.for("@cdrapi/reporting.bulk.access") as never;

/**
 * Where the bulk entry, once an app has loaded it, leaves its functions on `globalThis`: a
 * client's `reportMaintainDomains` uses them before trying to load the entry's file (which a
 * bundled app does not have).
 */
export const ENGINE_SLOT: unique symbol = Symbol.for("@cdrapi/reporting.bulk") as never;

export interface EngineAccess {
  /** The account a checkpoint is bound to (hashed there). */
  readonly username: string;
  /** One sub-list (or the whole list) sent as the JSON bytes the engine serialised and hashed. */
  bytes(
    operationId: "uploadSubListOfMaintainDomainReportUsingPOST" | "uploadMaintainDomainReportUsingPOST",
    body: Uint8Array,
    options?: RequestOptions,
  ): Promise<ReportRequestInfo>;
  /** The maintained list (GET /v1/registrars/domains), item by item: the client's `domains.list()` iterated. */
  maintainedDomains(options?: RequestOptions): AsyncIterable<unknown>;
}

// The reporting client's methods. Every operation is a generated method
// (src/generated/methods.ts: `reports.*`, `domains.*`, `registrars.*`, `places.*`, and the
// 0.1 flat names as aliases). Hand-written here is only what needs real logic: the report
// calls check that the answer carries what the caller relies on (a bare 201 or an empty body
// is an ApiError, not `undefined`), getReportStatus follows a report's `link`, and the bulk
// upload sends each sub-list as the bytes it hashed for the checkpoint.

import {
  type ApiPromise,
  type CustomRequest,
  createApiError,
  type RequestOptions,
  type Transport,
  type WithResponse,
} from "@cdrapi/core";
import type { Client } from "openapi-fetch";
import { ENGINE_ACCESS, ENGINE_SLOT, type EngineAccess } from "./bulk/access.js";
import type { ReportMaintainDomainsOptions, ReportMaintainDomainsResult } from "./bulk/api.js";
import type { RecordSource } from "./bulk/chunk.js";
import type { ReportFluctuationDomainsOptions, ReportFluctuationDomainsResult } from "./fluctuation.js";
import { createMethods, type ReportingMethods } from "./generated/methods.js";
import type { paths } from "./generated/openapi.js";
import type { FluctuationDomain, MaintainDomain, PendingSubLists, ReportRequestInfo } from "./types.js";

/** The generated aliases replaced below by methods with more logic. */
type Overridden =
  | "uploadMaintainDomainReport"
  | "uploadMaintainDomainSubList"
  | "mergeMaintainDomainSubLists"
  | "listPendingSubLists"
  | "getReportStatus"
  | "uploadFluctuationDomainReport";

export interface ReportingOperations extends Omit<ReportingMethods, Overridden> {
  /** Uploads the full maintained list (REPLACE): counts are a diff against the previous list. */
  uploadMaintainDomainReport(domains: MaintainDomain[], options?: RequestOptions): Promise<ReportRequestInfo>;
  /** Uploads one sub-list of a large list; nothing changes on the server before the merge. */
  uploadMaintainDomainSubList(
    domains: MaintainDomain[],
    options?: RequestOptions,
  ): Promise<ReportRequestInfo>;
  /** Merges the pending sub-lists and applies them as a REPLACE (the commit point). */
  mergeMaintainDomainSubLists(options?: RequestOptions): Promise<ReportRequestInfo>;
  /**
   * The sub-lists pending on the server (uploaded, not merged, not expired) and their distinct
   * record count: exactly what `mergeMaintainDomainSubLists` would apply now.
   */
  listPendingSubLists(options?: RequestOptions): Promise<PendingSubLists>;
  /** Reads a report's status by id, or by following the `link` of a ReportRequestInfo. */
  getReportStatus(idOrInfo: number | ReportRequestInfo, options?: RequestOptions): Promise<ReportRequestInfo>;
  /** Uploads a fluctuation report (UPDATE): ADD, REM and CHANGE actions. */
  uploadFluctuationDomainReport(
    domains: FluctuationDomain[],
    options?: RequestOptions,
  ): Promise<ReportRequestInfo>;
  /**
   * Reports a list of any size safely: validated first, one full upload or sub-lists then a
   * merge, resumable from a checkpoint. See README "Bulk upload".
   */
  reportMaintainDomains(
    source: RecordSource<MaintainDomain>,
    options?: ReportMaintainDomainsOptions,
  ): Promise<ReportMaintainDomainsResult>;
  /**
   * Reports a fluctuation list (VNNIC-07) from an array, iterable or a reader
   * (`readFluctuationDomains`): every record validated as the bulk upload does (issues with
   * their line), then the valid ones in one request (the document gives VNNIC-07 no sub-lists).
   */
  reportFluctuationDomains(
    source: RecordSource<FluctuationDomain>,
    options?: ReportFluctuationDomainsOptions,
  ): Promise<ReportFluctuationDomainsResult>;
  /** The typed openapi-fetch client (every transport policy applied), for anything else. */
  readonly api: Client<paths>;
  /**
   * Call an endpoint the document lacks, with this client's auth, retries, errors, redaction
   * and hooks; the path stays under `baseUrl`, a write is retried only if `idempotent: true`.
   */
  request<T = unknown>(init: CustomRequest): ApiPromise<T>;
  /** The server root this client talks to. */
  readonly baseUrl: string;
}

export function createOperations(transport: Transport<paths>, username: string): ReportingOperations {
  const { api } = transport;
  const methods = createMethods(transport);
  /**
   * The data of a call whose answer the client relies on; a success answer without it (a bare
   * 201, an empty or malformed body) is an ApiError naming `what` was missing.
   */
  const required = async <T>(
    pending: ApiPromise<T> | Promise<WithResponse<T>>,
    what: string,
    valid: (data: NonNullable<T>) => boolean = () => true,
  ): Promise<NonNullable<T>> => {
    const { data, response } = await ("withResponse" in pending ? pending.withResponse() : pending);
    if (data === undefined || data === null || !valid(data as NonNullable<T>)) {
      throw createApiError({
        status: response.status,
        url: response.url,
        messages: [`the server answered without ${what}`],
      });
    }
    return data as NonNullable<T>;
  };
  /** A report call's ReportRequestInfo. */
  const info = <T>(pending: ApiPromise<T> | Promise<WithResponse<T>>) =>
    required(pending, "a ReportRequestInfo");
  /**
   * A list or sub-list sent as the JSON text the bulk engine serialised (and hashed) once: the
   * transport sends a Uint8Array body as is (content-type application/json).
   */
  const bytes = (
    operationId: "uploadSubListOfMaintainDomainReportUsingPOST" | "uploadMaintainDomainReportUsingPOST",
    body: Uint8Array,
    o?: RequestOptions,
  ) => info(transport.request<ReportRequestInfo>(operationId, { body }, o));
  const client: ReportingOperations = {
    ...methods,
    uploadMaintainDomainReport: (domains, o) => info(methods.reports.uploadMaintainDomains(domains, o)),
    uploadMaintainDomainSubList: (domains, o) =>
      info(methods.reports.uploadMaintainDomainSubList(domains, o)),
    listPendingSubLists: (o) =>
      required(
        methods.reports.listPendingSubLists(o),
        "the pending sub-lists",
        (pending) => Array.isArray(pending.subLists) && typeof pending.totalDomain === "number",
      ),
    mergeMaintainDomainSubLists: (o) => info(methods.reports.mergeSubLists(o)),
    getReportStatus: async (idOrInfo, o) => {
      const id = typeof idOrInfo === "number" ? idOrInfo : idOrInfo.id;
      const link =
        typeof idOrInfo === "number" ? undefined : sameOriginPath(idOrInfo.link, transport.baseUrl);
      if (link === undefined) return info(methods.reports.getStatus(id as number, o));
      // A followed link is a literal path of the same operation: its auth, retries and name apply.
      const [path = "", search] = link.split("?");
      const query = search === undefined ? undefined : Object.fromEntries(new URLSearchParams(search));
      const operationId = "getStatusOfReportUsingGET";
      return info(transport.custom<ReportRequestInfo>({ ...o, operationId, method: "GET", path, query }));
    },
    uploadFluctuationDomainReport: (domains, o) => info(methods.reports.uploadFluctuations(domains, o)),
    reportMaintainDomains: (source, options) =>
      engine().then((bulk) => bulk.reportMaintainDomains(client, source, options)),
    reportFluctuationDomains: (source, options) =>
      engine().then((bulk) => bulk.reportFluctuationDomains(client, source, options)),
    api,
    request: transport.custom,
    baseUrl: transport.baseUrl,
  };
  const access: EngineAccess = {
    username,
    bytes,
    // The maintained list, iterated item by item (streamed: a list of 150,000 is never held whole).
    maintainedDomains: (o) => methods.domains.list(o),
  };
  Object.defineProperty(client, ENGINE_ACCESS, { value: access });
  return client;
}

declare const __CDRAPI_BULK_FILE__: string | undefined;

/**
 * The bulk entry (@cdrapi/reporting/bulk, src/engine.ts): the one an app has loaded, or else its
 * file, loaded on first use by a specifier no bundler follows (the build names the file:
 * tsup.config.ts), so that the engine is never in an app's up-front code. A bundled app has no
 * such file: it imports the entry itself, as the error says.
 */
function engine(): Promise<typeof import("./engine.js")> {
  const loaded = (globalThis as { [ENGINE_SLOT]?: typeof import("./engine.js") })[ENGINE_SLOT];
  if (loaded) return Promise.resolve(loaded);
  const file = typeof __CDRAPI_BULK_FILE__ === "string" ? __CDRAPI_BULK_FILE__ : "./engine.js";
  return import(/* webpackIgnore: true */ /* @vite-ignore */ file).catch((cause: unknown) => {
    throw new Error(
      'reportMaintainDomains: the bulk engine could not be loaded here (a bundled app?): add import "@cdrapi/reporting/bulk" to the app, or call reportMaintainDomains(client, source, options) from it',
      { cause },
    );
  });
}

/**
 * The path (relative to the base URL) of a `link` that points at the same origin and
 * under the base URL's path; undefined otherwise (then the id path is used).
 */
export function sameOriginPath(link: string | undefined, baseUrl: string): string | undefined {
  if (!link) return undefined;
  const base = new URL(baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
  let url: URL;
  try {
    url = new URL(link, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base.origin || url.username || url.password) return undefined;
  const prefix = base.pathname.replace(/\/$/, "");
  if (!url.pathname.startsWith(`${prefix}/`)) return undefined;
  return `${url.pathname.slice(prefix.length)}${url.search}`;
}

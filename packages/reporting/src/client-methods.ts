// The reporting client's methods. Every operation is a generated method
// (src/generated/methods.ts: `reports.*`, `domains.*`, `registrars.*`, `places.*`). Hand-written
// here is only what needs real logic: the report calls check that the answer carries what the
// caller relies on (a bare 201 or an empty body is an ApiError, not `undefined`),
// `reports.getStatus` follows a report's `link`, and the two list uploads take the list as JSON
// bytes too (the bulk upload sends the bytes it hashed).

import {
  type ApiPromise,
  apiPromise,
  type CustomRequest,
  createApiError,
  type ListPromise,
  listPromise,
  type RequestOptions,
  type Transport,
  type WithResponse,
} from "@cdrapi/core";
import type { Client } from "openapi-fetch";
import { createMethods, type ReportingMethods } from "./generated/methods.js";
import type { paths } from "./generated/openapi.js";
import type { FluctuationDomain, MaintainDomain, PendingSubLists, ReportRequestInfo } from "./types.js";

/** The generated report calls replaced below by ones that check the answer. */
type Checked =
  | "uploadMaintainDomains"
  | "uploadMaintainDomainSubList"
  | "mergeSubLists"
  | "listPendingSubLists"
  | "getStatus"
  | "uploadFluctuations";

/**
 * A maintained list as an array, or as the UTF-8 JSON text of one, sent as is (the bulk upload
 * sends the bytes it hashed for its checkpoint).
 */
export type MaintainDomainList = MaintainDomain[] | Uint8Array;

/**
 * The report calls. Each answer must carry what a caller relies on: a success answer without
 * it (a bare 201, an empty or malformed body) is an ApiError.
 */
export interface ReportCalls extends Omit<ReportingMethods["reports"], Checked> {
  /** Uploads the full maintained list (REPLACE): counts are a diff against the previous list. */
  uploadMaintainDomains(domains: MaintainDomainList, options?: RequestOptions): ApiPromise<ReportRequestInfo>;
  /** Uploads one sub-list of a large list; nothing changes on the server before the merge. */
  uploadMaintainDomainSubList(
    domains: MaintainDomainList,
    options?: RequestOptions,
  ): ApiPromise<ReportRequestInfo>;
  /** Merges the pending sub-lists and applies them as a REPLACE (the commit point). */
  mergeSubLists(options?: RequestOptions): ApiPromise<ReportRequestInfo>;
  /**
   * The sub-lists pending on the server (uploaded, not merged, not expired) and their distinct
   * record count: exactly what `mergeSubLists` would apply now. Iterated: the sub-lists.
   */
  listPendingSubLists(options?: RequestOptions): ListPromise<PendingSubLists, ReportRequestInfo>;
  /** Reads a report's status by id, or by following the `link` of a ReportRequestInfo. */
  getStatus(idOrInfo: number | ReportRequestInfo, options?: RequestOptions): ApiPromise<ReportRequestInfo>;
  /** Uploads a fluctuation report (UPDATE): ADD, REM and CHANGE actions. */
  uploadFluctuations(domains: FluctuationDomain[], options?: RequestOptions): ApiPromise<ReportRequestInfo>;
}

export interface ReportingOperations extends Omit<ReportingMethods, "reports"> {
  readonly reports: ReportCalls;
  /** The typed openapi-fetch client (every transport policy applied), for anything else. */
  readonly api: Client<paths>;
  /**
   * Call an endpoint the document lacks, with this client's auth, retries, errors, redaction
   * and hooks; the path stays under `baseUrl`, a write is retried only if `idempotent: true`.
   */
  request<T = unknown>(init: CustomRequest): ApiPromise<T>;
  /** The server root this client talks to. */
  readonly baseUrl: string;
  /**
   * The account this client signs in as (`credentials.username`, never the password). The bulk
   * upload (@cdrapi/reporting/bulk) binds its checkpoints to it.
   */
  readonly username: string;
}

export function createOperations(transport: Transport<paths>, username: string): ReportingOperations {
  const { api } = transport;
  const methods = createMethods(transport);
  const { reports } = methods;
  /**
   * The data of a call whose answer the client relies on; a success answer without it (a bare
   * 201, an empty or malformed body) is an ApiError naming `what` was missing. Awaited or
   * through `withResponse()`, the check is the same.
   */
  const required = <T>(
    pending: ApiPromise<T> | Promise<WithResponse<T>>,
    what: string,
    valid: (data: NonNullable<T>) => boolean = () => true,
  ): ApiPromise<NonNullable<T>> => {
    const answered = ("withResponse" in pending ? pending.withResponse() : pending).then((answer) => {
      const { data, response } = answer;
      if (data === undefined || data === null || !valid(data as NonNullable<T>)) {
        throw createApiError({
          status: response.status,
          url: response.url,
          messages: [`the server answered without ${what}`],
        });
      }
      return answer as WithResponse<NonNullable<T>>;
    });
    return apiPromise(answered);
  };
  /** A report call's ReportRequestInfo. */
  const info = <T>(pending: ApiPromise<T> | Promise<WithResponse<T>>) =>
    required(pending, "a ReportRequestInfo");
  /** A report's status answer: by id, or by following the `link` of a ReportRequestInfo. */
  const status = (
    idOrInfo: number | ReportRequestInfo,
    o?: RequestOptions,
  ): Promise<WithResponse<ReportRequestInfo>> => {
    const id = typeof idOrInfo === "number" ? idOrInfo : idOrInfo.id;
    const link = typeof idOrInfo === "number" ? undefined : sameOriginPath(idOrInfo.link, transport.baseUrl);
    if (link === undefined) return methods.reports.getStatus(id as number, o).withResponse();
    // A followed link is a literal path of the same operation: its auth, retries and name apply.
    const [path = "", search] = link.split("?");
    const query = search === undefined ? undefined : Object.fromEntries(new URLSearchParams(search));
    const operationId = "getStatusOfReportUsingGET";
    return transport
      .custom<ReportRequestInfo>({ ...o, operationId, method: "GET", path, query })
      .withResponse();
  };
  /** The pending sub-lists, checked; iterated, the sub-lists of that one answer (unpaged). */
  const pendingSubLists = (o?: RequestOptions): ListPromise<PendingSubLists, ReportRequestInfo> =>
    listPromise(
      () =>
        required(
          reports.listPendingSubLists(o),
          "the pending sub-lists",
          (pending) => Array.isArray(pending.subLists) && typeof pending.totalDomain === "number",
        ),
      async function* (first) {
        yield* (await first()).subLists;
      },
    );
  return {
    ...methods,
    reports: {
      ...reports,
      // The transport sends a Uint8Array body as is (content-type application/json).
      uploadMaintainDomains: (domains, o) =>
        info(reports.uploadMaintainDomains(domains as MaintainDomain[], o)),
      uploadMaintainDomainSubList: (domains, o) =>
        info(reports.uploadMaintainDomainSubList(domains as MaintainDomain[], o)),
      mergeSubLists: (o) => info(reports.mergeSubLists(o)),
      listPendingSubLists: pendingSubLists,
      getStatus: (idOrInfo, o) => info(status(idOrInfo, o)),
      uploadFluctuations: (domains, o) => info(reports.uploadFluctuations(domains, o)),
    },
    api,
    request: transport.custom,
    baseUrl: transport.baseUrl,
    username,
  };
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

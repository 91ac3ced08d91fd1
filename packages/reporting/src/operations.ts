// The named methods: one line of intent each, typed from the generated path map. Each
// returns the response data or throws the ApiError subclass for the status.

import {
  type ApiResult,
  createApiError,
  type RequestOptions,
  type ResultData,
  type Transport,
} from "@cdrapi/core";
import type { Client } from "openapi-fetch";
import type { RecordSource } from "./bulk/chunk.js";
import type { ReportMaintainDomainsOptions, ReportMaintainDomainsResult } from "./bulk/report.js";
import type { components, paths } from "./generated/openapi.js";
import type { FluctuationDomain, MaintainDomain, PendingSubLists, ReportRequestInfo } from "./types.js";

type Schemas = components["schemas"];

export interface ReportingOperations {
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
  /** Every domain VNNIC holds for this registrar (short records). */
  listDomains(options?: RequestOptions): Promise<Schemas["ShortDomainRegistrar"][]>;
  /** One domain by name (Unicode or punycode form). */
  getDomain(domainName: string, options?: RequestOptions): Promise<Schemas["DomainRegistrar"]>;
  listIcannRegistrars(options?: RequestOptions): Promise<Schemas["Registrar"][]>;
  listCountries(options?: RequestOptions): Promise<Schemas["Country"][]>;
  listProvinces(options?: RequestOptions): Promise<Schemas["City"][]>;
  /** Districts of the old five-level address form. */
  listDistricts(options?: RequestOptions): Promise<Schemas["District"][]>;
  /** Districts of one province; `cityId` keeps its leading zeros ("001"). */
  listDistrictsByCity(cityId: string, options?: RequestOptions): Promise<Schemas["District"][]>;
  listWards(options?: RequestOptions): Promise<Schemas["Ward"][]>;
  /** Wards of one district; `districtId` keeps its leading zeros. */
  listWardsByDistrict(districtId: string, options?: RequestOptions): Promise<Schemas["Ward"][]>;
  /**
   * Reports a list of any size safely: validated first, one full upload or sub-lists then a
   * merge, resumable from a checkpoint. See README "Bulk upload".
   */
  reportMaintainDomains(
    source: RecordSource<MaintainDomain>,
    options?: ReportMaintainDomainsOptions,
  ): Promise<ReportMaintainDomainsResult>;
  /** The typed openapi-fetch client (every transport policy applied), for anything else. */
  readonly api: Client<paths>;
  /** The server root this client talks to. */
  readonly baseUrl: string;
}

export function createOperations(transport: Transport<paths>, username: string): ReportingOperations {
  const { api, call } = transport;
  /**
   * The data of a call whose answer the client relies on; a success answer without it (a bare
   * 201, an empty or malformed body) is an ApiError naming `what` was missing.
   */
  const required = async <R extends ApiResult>(
    pending: Promise<R>,
    what: string,
    valid: (data: NonNullable<ResultData<R>>) => boolean = () => true,
  ): Promise<NonNullable<ResultData<R>>> => {
    const result = await pending;
    const data = await call(Promise.resolve(result));
    if (data === undefined || data === null || !valid(data as NonNullable<ResultData<R>>)) {
      throw createApiError({
        status: result.response.status,
        url: result.response.url,
        messages: [`the server answered without ${what}`],
      });
    }
    return data as NonNullable<ResultData<R>>;
  };
  /** A report call's ReportRequestInfo. */
  const info = <R extends ApiResult>(pending: Promise<R>) => required(pending, "a ReportRequestInfo");
  /** A sub-list: records (openapi-fetch serialises them) or, from the bulk engine, its JSON in UTF-8. */
  const subList = (domains: MaintainDomain[], o?: RequestOptions, text?: Uint8Array) =>
    info(
      api.POST("/v1/reports/maintain-domains/sub-lists", {
        body: domains,
        bodySerializer: text === undefined ? undefined : () => text,
        signal: o?.signal,
      }),
    );
  const client: ReportingOperations = {
    uploadMaintainDomainReport: (domains, o) =>
      info(api.POST("/v1/reports/maintain-domains", { body: domains, signal: o?.signal })),
    uploadMaintainDomainSubList: (domains, o) => subList(domains, o),
    listPendingSubLists: (o) =>
      required(
        api.GET("/v1/reports/maintain-domains/sub-lists", { signal: o?.signal }),
        "the pending sub-lists",
        (pending) => Array.isArray(pending.subLists) && typeof pending.totalDomain === "number",
      ),
    mergeMaintainDomainSubLists: (o) =>
      info(api.PUT("/v1/reports/maintain-domains/sub-lists/merge", { signal: o?.signal })),
    getReportStatus: (idOrInfo, o) => {
      const id = typeof idOrInfo === "number" ? idOrInfo : idOrInfo.id;
      const link =
        typeof idOrInfo === "number" ? undefined : sameOriginPath(idOrInfo.link, transport.baseUrl);
      // A followed link is a literal path: openapi-fetch leaves it as is, the transport still
      // recognises the operation (auth, retries) from the URL.
      const path = (link ?? "/v1/reports/{id}") as "/v1/reports/{id}";
      return info(api.GET(path, { params: { path: { id } }, signal: o?.signal }));
    },
    uploadFluctuationDomainReport: (domains, o) =>
      info(api.POST("/v1/reports/fluctuation-domains", { body: domains, signal: o?.signal })),
    listDomains: (o) => call(api.GET("/v1/registrars/domains", { signal: o?.signal })),
    getDomain: (domainName, o) =>
      call(
        api.GET("/v1/registrars/domains/{domainName}", {
          params: { path: { domainName } },
          signal: o?.signal,
        }),
      ),
    listIcannRegistrars: (o) => call(api.GET("/v1/categories/icann-registrars", { signal: o?.signal })),
    listCountries: (o) => call(api.GET("/v1/places/countries", { signal: o?.signal })),
    listProvinces: (o) => call(api.GET("/v1/places/provinces", { signal: o?.signal })),
    listDistricts: (o) => call(api.GET("/v1/places/districts", { signal: o?.signal })),
    listDistrictsByCity: (cityId, o) =>
      call(api.GET("/v1/places/districts/{cityId}", { params: { path: { cityId } }, signal: o?.signal })),
    listWards: (o) => call(api.GET("/v1/places/wards", { signal: o?.signal })),
    listWardsByDistrict: (districtId, o) =>
      call(api.GET("/v1/places/wards/{districtId}", { params: { path: { districtId } }, signal: o?.signal })),
    reportMaintainDomains: async (source, options) => {
      // Loaded on first use: keeps Ajv and the hash out of the client's startup and bundle.
      const bulk = await import("./bulk/report.js");
      // Each sub-list goes up as the bytes the engine serialised once and hashed for the
      // checkpoint, through the same transport (an internal detail: not a method of the client).
      const uploader = {
        ...client,
        username,
        uploadMaintainDomainSubListJson: (text: Uint8Array, o?: RequestOptions) => subList([], o, text),
      };
      return bulk.reportMaintainDomains(uploader, source, options);
    },
    api,
    baseUrl: transport.baseUrl,
  };
  return client;
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

/**
 * Named methods of this package, one per operation of openapi/openapi.yaml (x-sdk-method).
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

import type { ApiPromise, RequestOptions, Transport } from "@cdrapi/core";
import { pagedList } from "@cdrapi/core";
import { streamedList } from "../streamed-list.js";
import type { ListPromise } from "@cdrapi/core";
import type { components, paths } from "./openapi.js";
import type {
  City,
  Country,
  District,
  DomainRegistrar,
  DomainsListResult,
  PendingSubLists,
  PlacesListCountriesResult,
  PlacesListDistrictsByCityResult,
  PlacesListDistrictsResult,
  PlacesListProvincesResult,
  PlacesListWardsByDistrictResult,
  PlacesListWardsResult,
  Registrar,
  RegistrarsListIcannResult,
  ReportRequestInfo,
  ReportsUploadFluctuationsBody,
  ReportsUploadMaintainDomainSubListBody,
  ReportsUploadMaintainDomainsBody,
  ShortDomainRegistrar,
  Ward,
} from "./types.js";

/** An id in a path: a non-empty string or a non-negative integer (percent-encoded when sent). */
export type PathId = string | number;
/** The document's schemas of this package, by name: `Schemas["Vm"]`. */
export type Schemas = components["schemas"];

/**
 * Every operation of this package as a method, grouped as the document's `x-sdk-method`
 * names them. Arguments: the path ids in path order, then `body` (when the operation has
 * one), then `query` (when it has query parameters), then `opts` (`{ signal }`).
 */
export interface ReportingMethods {
  /**
   * Domain Report Service: Upload maintain-domain and fluctuation reports; merge sub-lists; read a report's status.
   */
  readonly reports: {
    /**
     * Upload list of maintain domains report
     *
     * Uploads the registrar's full list of maintained domains (form VNNIC-06). The list
     * REPLACEs the one VNNIC held, so the answer's counts are a diff against the previous
     * list: added (names new to the list), removed (names gone from it) and changed (names
     * whose record differs). Repeating the same upload is harmless.
     *
     * `POST /v1/reports/maintain-domains` (operationId `uploadMaintainDomainReportUsingPOST`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param body The JSON body: an array of `MaintainDomain`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 403, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    uploadMaintainDomains(body: ReportsUploadMaintainDomainsBody, opts?: RequestOptions): ApiPromise<ReportRequestInfo>;
    /**
     * Get the pending sub-lists of the maintain domains report
     *
     * Lists the registrar's sub-lists that are pending (uploaded, not merged, not expired)
     * and how many distinct records they hold together: exactly what a merge would apply
     * now. A client checks it before the merge, so that sub-lists of another, abandoned run
     * are never merged into the registrar's list. The path is inferred: no public source
     * gives it. Nothing pending is an empty list (200), never 404.
     *
     * `GET /v1/reports/maintain-domains/sub-lists` (operationId `getPendingSubListsOfMaintainDomainReportUsingGET`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 403, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listPendingSubLists(opts?: RequestOptions): ListPromise<PendingSubLists, ReportRequestInfo>;
    /**
     * Upload sub-list of maintain domains report
     *
     * Uploads one part of a large maintained-domains list. Sub-lists accumulate under the
     * registrar's pending report until they are merged; nothing replaces the maintained
     * list before the merge. Each call adds records, so repeating it is not harmless. A
     * record whose domainName is already pending replaces the pending copy. The answer is
     * the sub-list's own record (requestResult PENDING, requestType SUB_LIST) with
     * `totalDomain` the distinct records pending after it. Pending sub-lists that are not
     * merged expire (inferred; VNNIC's delay is not public): see ReportRequestInfo.
     *
     * `POST /v1/reports/maintain-domains/sub-lists` (operationId `uploadSubListOfMaintainDomainReportUsingPOST`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param body The JSON body: an array of `MaintainDomain`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 403, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    uploadMaintainDomainSubList(body: ReportsUploadMaintainDomainSubListBody, opts?: RequestOptions): ApiPromise<ReportRequestInfo>;
    /**
     * Merge all sub-list of maintain domains report
     *
     * Merges every pending sub-list into one maintained-domains list and applies it as a
     * REPLACE (the commit point of a bulk upload). The path is inferred: no public source
     * gives it. Once a merge succeeded nothing is pending, so a repeated merge answers 404;
     * it is still not idempotent, because a repeat would commit any sub-list uploaded in
     * between. Every merged sub-list leaves PENDING: its status reads SUCCESS with a note
     * naming the merge's report. It merges whatever is pending, from any run: read the
     * pending sub-lists first (GET on the sub-lists path) and merge only when they are
     * exactly the ones you uploaded.
     *
     * `PUT /v1/reports/maintain-domains/sub-lists/merge` (operationId `mergeAllSubListOfMaintainDomainReportUsingPUT`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 403, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    mergeSubLists(opts?: RequestOptions): ApiPromise<ReportRequestInfo>;
    /**
     * Upload list of fluctuation domains report
     *
     * Reports changes since the last report (form VNNIC-07) as an UPDATE: each record
     * carries an action (ADD, REM, CHANGE), its reason and date.
     *
     * `POST /v1/reports/fluctuation-domains` (operationId `uploadFluctuationDomainReportUsingPOST`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param body The JSON body: an array of `FluctuationDomain`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 403, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    uploadFluctuations(body: ReportsUploadFluctuationsBody, opts?: RequestOptions): ApiPromise<ReportRequestInfo>;
    /**
     * Get status of report
     *
     * Reads back the summary record of one report request. The path is inferred (no
     * public source gives it); it is the one the `link` field of ReportRequestInfo points
     * to, so clients should follow `link` when the server gives one.
     *
     * `GET /v1/reports/{id}` (operationId `getStatusOfReportUsingGET`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param reportId Identifier of the report request (ReportRequestInfo.id).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 403, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getStatus(reportId: PathId, opts?: RequestOptions): ApiPromise<ReportRequestInfo>;
  };
  /**
   * Domain Information Service: Domains the registrar maintains, as VNNIC holds them.
   */
  readonly domains: {
    /**
     * Get all list of domains
     *
     * `GET /v1/registrars/domains` (operationId `getAllListOfDomainsUsingGET`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 403, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    list(opts?: RequestOptions): ListPromise<DomainsListResult, ShortDomainRegistrar>;
    /**
     * Get a domain by name
     *
     * `GET /v1/registrars/domains/{domainName}` (operationId `getDomainByNameUsingGET`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param domainName Domain name (an IDN in its Unicode or punycode form).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 403, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    get(domainName: PathId, opts?: RequestOptions): ApiPromise<DomainRegistrar>;
  };
  /**
   * Registrar Category Service: ICANN-accredited registrars.
   */
  readonly registrars: {
    /**
     * Get all registrars of ICANN
     *
     * VNNIC's v1.0 document printed `/categories/registrars/icann-registrars`; registrars
     * report that this shorter path is the one that works.
     *
     * `GET /v1/categories/icann-registrars` (operationId `getAllRegistrarsOfIcannUsingGET`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listIcann(opts?: RequestOptions): ListPromise<RegistrarsListIcannResult, Registrar>;
  };
  /**
   * Place Category Service: Countries, provinces and wards (two-level local government since 1 July 2025). v1.0 shows the paths; the two-level answers on them are inferred.
   *
   * Old Place Category Service: Provinces, districts and wards of the old five-level address form.
   */
  readonly places: {
    /**
     * Get all list of countries
     *
     * `GET /v1/places/countries` (operationId `getAllListOfCountriesUsingGET`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listCountries(opts?: RequestOptions): ListPromise<PlacesListCountriesResult, Country>;
    /**
     * Get all list of provinces
     *
     * `GET /v1/places/provinces` (operationId `getAllListOfProvincesUsingGET`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listProvinces(opts?: RequestOptions): ListPromise<PlacesListProvincesResult, City>;
    /**
     * Get all list of districts
     *
     * `GET /v1/places/districts` (operationId `getAllListOfDistrictsUsingGET`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listDistricts(opts?: RequestOptions): ListPromise<PlacesListDistrictsResult, District>;
    /**
     * Get all list of districts by city ID
     *
     * `GET /v1/places/districts/{cityId}` (operationId `getAllListOfDistrictsByCityIdUsingGET`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param cityId Province (city) identifier, a string of digits that keeps its leading zeros (v1.0's example: `/places/districts/001`). The 1-3 digit pattern is the SDK's own check, not VNNIC's.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listDistrictsByCity(cityId: PathId, opts?: RequestOptions): ListPromise<PlacesListDistrictsByCityResult, District>;
    /**
     * Get all list of wards
     *
     * `GET /v1/places/wards` (operationId `getAllListOfWardsUsingGET`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listWards(opts?: RequestOptions): ListPromise<PlacesListWardsResult, Ward>;
    /**
     * Get all list of wards by district ID
     *
     * `GET /v1/places/wards/{districtId}` (operationId `getAllListOfWardsByDistrictIdUsingGET`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param districtId District identifier, a string of digits that keeps its leading zeros (v1.0's example: `/places/wards/101`). The 1-5 digit pattern is the SDK's own check, not VNNIC's.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listWardsByDistrict(districtId: PathId, opts?: RequestOptions): ListPromise<PlacesListWardsByDistrictResult, Ward>;
  };
}

/** The `reports` methods over one transport. */
export function reportsMethods(t: Transport<paths>): ReportingMethods["reports"] {
  return {
    uploadMaintainDomains: (body, opts) =>
      t.request("uploadMaintainDomainReportUsingPOST", { body }, opts),
    listPendingSubLists: (opts) =>
      pagedList(t, "getPendingSubListsOfMaintainDomainReportUsingGET", {}, opts, "subLists"),
    uploadMaintainDomainSubList: (body, opts) =>
      t.request("uploadSubListOfMaintainDomainReportUsingPOST", { body }, opts),
    mergeSubLists: (opts) =>
      t.request("mergeAllSubListOfMaintainDomainReportUsingPUT", {}, opts),
    uploadFluctuations: (body, opts) =>
      t.request("uploadFluctuationDomainReportUsingPOST", { body }, opts),
    getStatus: (reportId, opts) =>
      t.request("getStatusOfReportUsingGET", { path: { "id": reportId } }, opts),
  };
}

/** The `domains` methods over one transport. */
export function domainsMethods(t: Transport<paths>): ReportingMethods["domains"] {
  return {
    list: (opts) =>
      streamedList(t, "getAllListOfDomainsUsingGET", {}, opts),
    get: (domainName, opts) =>
      t.request("getDomainByNameUsingGET", { path: { "domainName": domainName } }, opts),
  };
}

/** The `registrars` methods over one transport. */
export function registrarsMethods(t: Transport<paths>): ReportingMethods["registrars"] {
  return {
    listIcann: (opts) =>
      streamedList(t, "getAllRegistrarsOfIcannUsingGET", {}, opts),
  };
}

/** The `places` methods over one transport. */
export function placesMethods(t: Transport<paths>): ReportingMethods["places"] {
  return {
    listCountries: (opts) =>
      streamedList(t, "getAllListOfCountriesUsingGET", {}, opts),
    listProvinces: (opts) =>
      streamedList(t, "getAllListOfProvincesUsingGET", {}, opts),
    listDistricts: (opts) =>
      streamedList(t, "getAllListOfDistrictsUsingGET", {}, opts),
    listDistrictsByCity: (cityId, opts) =>
      streamedList(t, "getAllListOfDistrictsByCityIdUsingGET", { path: { "cityId": cityId } }, opts),
    listWards: (opts) =>
      streamedList(t, "getAllListOfWardsUsingGET", {}, opts),
    listWardsByDistrict: (districtId, opts) =>
      streamedList(t, "getAllListOfWardsByDistrictIdUsingGET", { path: { "districtId": districtId } }, opts),
  };
}

/** The named methods over one transport (auth, retries and errors are the transport's). */
export function createMethods(t: Transport<paths>): ReportingMethods {
  const reports = reportsMethods(t);
  const domains = domainsMethods(t);
  const registrars = registrarsMethods(t);
  const places = placesMethods(t);
  return { reports, domains, registrars, places };
}

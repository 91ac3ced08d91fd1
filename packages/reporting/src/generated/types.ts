/**
 * Names for the types of this package's schemas and of each method's body, query and result.
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

import type { RequestOptions } from "@cdrapi/core";
import type { components, operations } from "./openapi.js";

type Schemas = components["schemas"];
type Ops = operations;
/** No key of RequestOptions: per-call options can never be taken for a body or query. */
type NoRequestOptions = { [K in keyof RequestOptions]?: never };

/** One maintained domain of a registrar's report (one element of an uploaded array). Required fields follow VNNIC v1.0 (the seed does not say); `districtName` may be empty when `is5LevelPlace` is false (Vietnam removed districts on 1 July 2025). */
export type MaintainDomain = Schemas["MaintainDomain"];
/** A maintained-domains report (or one sub-list of it), as a request body. */
export type MaintainDomainList = Schemas["MaintainDomainList"];
/** One record of a fluctuation report (form VNNIC-07): a maintained-domain record plus the action taken on it. */
export type FluctuationDomain = Schemas["FluctuationDomain"];
/** Summary record of one report request. */
export type ReportRequestInfo = Schemas["ReportRequestInfo"];
/** The registrar's pending sub-lists (inferred): what a merge would apply now. */
export type PendingSubLists = Schemas["PendingSubLists"];
/** Shortened domain registrar record (list of domains). */
export type ShortDomainRegistrar = Schemas["ShortDomainRegistrar"];
/** Domain registrar record (one domain, as VNNIC holds it). */
export type DomainRegistrar = Schemas["DomainRegistrar"];
export type Registrar = Schemas["Registrar"];
export type Country = Schemas["Country"];
/** A province or centrally-run city. */
export type City = Schemas["City"];
export type District = Schemas["District"];
/** A ward (v1.0 §2.7-2.8). A ward of the current two-level service has no `districtId` or `districtName`: inferred (v1.0 predates the 1 July 2025 reform; no source shows it). */
export type Ward = Schemas["Ward"];
/** The body of `reports.uploadMaintainDomains` (`POST /v1/reports/maintain-domains`). */
export type ReportsUploadMaintainDomainsBody = MaintainDomainList;
/** The body of `reports.uploadMaintainDomainSubList` (`POST /v1/reports/maintain-domains/sub-lists`). */
export type ReportsUploadMaintainDomainSubListBody = MaintainDomainList;
/** The body of `reports.uploadFluctuations` (`POST /v1/reports/fluctuation-domains`). */
export type ReportsUploadFluctuationsBody = NonNullable<Ops["uploadFluctuationDomainReportUsingPOST"]["requestBody"]>["content"]["application/json"];
/** What `domains.list` (`GET /v1/registrars/domains`) resolves to. */
export type DomainsListResult = Ops["getAllListOfDomainsUsingGET"]["responses"][200]["content"]["*/*"];
/** What `registrars.listIcann` (`GET /v1/categories/icann-registrars`) resolves to. */
export type RegistrarsListIcannResult = Ops["getAllRegistrarsOfIcannUsingGET"]["responses"][200]["content"]["*/*"];
/** What `places.listCountries` (`GET /v1/places/countries`) resolves to. */
export type PlacesListCountriesResult = Ops["getAllListOfCountriesUsingGET"]["responses"][200]["content"]["*/*"];
/** What `places.listProvinces` (`GET /v1/places/provinces`) resolves to. */
export type PlacesListProvincesResult = Ops["getAllListOfProvincesUsingGET"]["responses"][200]["content"]["*/*"];
/** What `places.listDistricts` (`GET /v1/places/districts`) resolves to. */
export type PlacesListDistrictsResult = Ops["getAllListOfDistrictsUsingGET"]["responses"][200]["content"]["*/*"];
/** What `places.listDistrictsByCity` (`GET /v1/places/districts/{cityId}`) resolves to. */
export type PlacesListDistrictsByCityResult = Ops["getAllListOfDistrictsByCityIdUsingGET"]["responses"][200]["content"]["*/*"];
/** What `places.listWards` (`GET /v1/places/wards`) resolves to. */
export type PlacesListWardsResult = Ops["getAllListOfWardsUsingGET"]["responses"][200]["content"]["*/*"];
/** What `places.listWardsByDistrict` (`GET /v1/places/wards/{districtId}`) resolves to. */
export type PlacesListWardsByDistrictResult = Ops["getAllListOfWardsByDistrictIdUsingGET"]["responses"][200]["content"]["*/*"];

/**
 * Which method calls each operationId of this package, for tools that call an operation by its SDK name (the CLI's api command) and tests that drive every one (no client module imports it, so a bundle that does not use it drops it).
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export const methodIndex = {
  "uploadMaintainDomainReportUsingPOST": {"method":"reports.uploadMaintainDomains","alias":"uploadMaintainDomainReport","path":[],"body":true,"query":false},
  "getPendingSubListsOfMaintainDomainReportUsingGET": {"method":"reports.listPendingSubLists","alias":"listPendingSubLists","path":[],"body":false,"query":false,"list":{"items":"subLists","item":"ReportRequestInfo"}},
  "uploadSubListOfMaintainDomainReportUsingPOST": {"method":"reports.uploadMaintainDomainSubList","alias":"uploadMaintainDomainSubList","path":[],"body":true,"query":false},
  "mergeAllSubListOfMaintainDomainReportUsingPUT": {"method":"reports.mergeSubLists","alias":"mergeMaintainDomainSubLists","path":[],"body":false,"query":false},
  "uploadFluctuationDomainReportUsingPOST": {"method":"reports.uploadFluctuations","alias":"uploadFluctuationDomainReport","path":[],"body":true,"query":false},
  "getStatusOfReportUsingGET": {"method":"reports.getStatus","alias":"getReportStatus","path":["reportId"],"body":false,"query":false},
  "getAllListOfDomainsUsingGET": {"method":"domains.list","alias":"listDomains","path":[],"body":false,"query":false,"list":{"streamed":true,"item":"ShortDomainRegistrar"}},
  "getDomainByNameUsingGET": {"method":"domains.get","alias":"getDomain","path":["domainName"],"body":false,"query":false},
  "getAllRegistrarsOfIcannUsingGET": {"method":"registrars.listIcann","alias":"listIcannRegistrars","path":[],"body":false,"query":false,"list":{"streamed":true,"item":"Registrar"}},
  "getAllListOfCountriesUsingGET": {"method":"places.listCountries","alias":"listCountries","path":[],"body":false,"query":false,"list":{"streamed":true,"item":"Country"}},
  "getAllListOfProvincesUsingGET": {"method":"places.listProvinces","alias":"listProvinces","path":[],"body":false,"query":false,"list":{"streamed":true,"item":"City"}},
  "getAllListOfDistrictsUsingGET": {"method":"places.listDistricts","alias":"listDistricts","path":[],"body":false,"query":false,"list":{"streamed":true,"item":"District"}},
  "getAllListOfDistrictsByCityIdUsingGET": {"method":"places.listDistrictsByCity","alias":"listDistrictsByCity","path":["cityId"],"body":false,"query":false,"list":{"streamed":true,"item":"District"}},
  "getAllListOfWardsUsingGET": {"method":"places.listWards","alias":"listWards","path":[],"body":false,"query":false,"list":{"streamed":true,"item":"Ward"}},
  "getAllListOfWardsByDistrictIdUsingGET": {"method":"places.listWardsByDistrict","alias":"listWardsByDistrict","path":["districtId"],"body":false,"query":false,"list":{"streamed":true,"item":"Ward"}},
} as const;

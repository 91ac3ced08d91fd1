/**
 * Which method calls each operationId of this package, for tools that call an operation by its SDK name (the CLI's api command) and tests that drive every one (no client module imports it, so a bundle that does not use it drops it).
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export const methodIndex = {
  "uploadMaintainDomainReportUsingPOST": {"method":"reports.uploadMaintainDomains","path":[],"body":true,"query":false},
  "getPendingSubListsOfMaintainDomainReportUsingGET": {"method":"reports.listPendingSubLists","path":[],"body":false,"query":false,"list":{"items":"subLists","item":"ReportRequestInfo"}},
  "uploadSubListOfMaintainDomainReportUsingPOST": {"method":"reports.uploadMaintainDomainSubList","path":[],"body":true,"query":false},
  "mergeAllSubListOfMaintainDomainReportUsingPUT": {"method":"reports.mergeSubLists","path":[],"body":false,"query":false},
  "uploadFluctuationDomainReportUsingPOST": {"method":"reports.uploadFluctuations","path":[],"body":true,"query":false},
  "getStatusOfReportUsingGET": {"method":"reports.getStatus","path":["reportId"],"body":false,"query":false},
  "getAllListOfDomainsUsingGET": {"method":"domains.list","path":[],"body":false,"query":false,"list":{"streamed":true,"item":"ShortDomainRegistrar"}},
  "getDomainByNameUsingGET": {"method":"domains.get","path":["domainName"],"body":false,"query":false},
  "getAllRegistrarsOfIcannUsingGET": {"method":"registrars.listIcann","path":[],"body":false,"query":false,"list":{"streamed":true,"item":"Registrar"}},
  "getAllListOfCountriesUsingGET": {"method":"places.listCountries","path":[],"body":false,"query":false,"list":{"streamed":true,"item":"Country"}},
  "getAllListOfProvincesUsingGET": {"method":"places.listProvinces","path":[],"body":false,"query":false,"list":{"streamed":true,"item":"City"}},
  "getAllListOfDistrictsUsingGET": {"method":"places.listDistricts","path":[],"body":false,"query":false,"list":{"streamed":true,"item":"District"}},
  "getAllListOfDistrictsByCityIdUsingGET": {"method":"places.listDistrictsByCity","path":["cityId"],"body":false,"query":false,"list":{"streamed":true,"item":"District"}},
  "getAllListOfWardsUsingGET": {"method":"places.listWards","path":[],"body":false,"query":false,"list":{"streamed":true,"item":"Ward"}},
  "getAllListOfWardsByDistrictIdUsingGET": {"method":"places.listWardsByDistrict","path":["districtId"],"body":false,"query":false,"list":{"streamed":true,"item":"Ward"}},
} as const;

/**
 * Runtime table of this package's operations, by operationId (drives auth and retries).
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export const operations = {
  "uploadMaintainDomainReportUsingPOST": {"method":"POST","path":"/v1/reports/maintain-domains","security":["basicAuth"],"idempotent":true},
  "getPendingSubListsOfMaintainDomainReportUsingGET": {"method":"GET","path":"/v1/reports/maintain-domains/sub-lists","security":["basicAuth"],"idempotent":true},
  "uploadSubListOfMaintainDomainReportUsingPOST": {"method":"POST","path":"/v1/reports/maintain-domains/sub-lists","security":["basicAuth"],"idempotent":false},
  "mergeAllSubListOfMaintainDomainReportUsingPUT": {"method":"PUT","path":"/v1/reports/maintain-domains/sub-lists/merge","security":["basicAuth"],"idempotent":false},
  "uploadFluctuationDomainReportUsingPOST": {"method":"POST","path":"/v1/reports/fluctuation-domains","security":["basicAuth"],"idempotent":false},
  "getStatusOfReportUsingGET": {"method":"GET","path":"/v1/reports/{id}","security":["basicAuth"],"idempotent":true,"names":{"id":"reportId"}},
  "getAllListOfDomainsUsingGET": {"method":"GET","path":"/v1/registrars/domains","security":["basicAuth"],"idempotent":true},
  "getDomainByNameUsingGET": {"method":"GET","path":"/v1/registrars/domains/{domainName}","security":["basicAuth"],"idempotent":true},
  "getAllRegistrarsOfIcannUsingGET": {"method":"GET","path":"/v1/categories/icann-registrars","security":["basicAuth"],"idempotent":true},
  "getAllListOfCountriesUsingGET": {"method":"GET","path":"/v1/places/countries","security":["basicAuth"],"idempotent":true},
  "getAllListOfProvincesUsingGET": {"method":"GET","path":"/v1/places/provinces","security":["basicAuth"],"idempotent":true},
  "getAllListOfDistrictsUsingGET": {"method":"GET","path":"/v1/places/districts","security":["basicAuth"],"idempotent":true},
  "getAllListOfDistrictsByCityIdUsingGET": {"method":"GET","path":"/v1/places/districts/{cityId}","security":["basicAuth"],"idempotent":true},
  "getAllListOfWardsUsingGET": {"method":"GET","path":"/v1/places/wards","security":["basicAuth"],"idempotent":true},
  "getAllListOfWardsByDistrictIdUsingGET": {"method":"GET","path":"/v1/places/wards/{districtId}","security":["basicAuth"],"idempotent":true},
} as const;

export type OperationId = keyof typeof operations;

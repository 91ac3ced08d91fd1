/**
 * Runtime table of this package's operations (drives auth and retries).
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export const operations = {
  "uploadMaintainDomainReportUsingPOST": {
    "operationId": "uploadMaintainDomainReportUsingPOST",
    "method": "POST",
    "path": "/v1/reports/maintain-domains",
    "security": [
      "basicAuth"
    ],
    "idempotent": true,
    "provenance": "seed"
  },
  "uploadSubListOfMaintainDomainReportUsingPOST": {
    "operationId": "uploadSubListOfMaintainDomainReportUsingPOST",
    "method": "POST",
    "path": "/v1/reports/maintain-domains/sub-lists",
    "security": [
      "basicAuth"
    ],
    "idempotent": false,
    "provenance": "seed"
  },
  "mergeAllSubListOfMaintainDomainReportUsingPUT": {
    "operationId": "mergeAllSubListOfMaintainDomainReportUsingPUT",
    "method": "PUT",
    "path": "/v1/reports/maintain-domains/sub-lists/merge",
    "security": [
      "basicAuth"
    ],
    "idempotent": false,
    "provenance": "inferred"
  },
  "uploadFluctuationDomainReportUsingPOST": {
    "operationId": "uploadFluctuationDomainReportUsingPOST",
    "method": "POST",
    "path": "/v1/reports/fluctuation-domains",
    "security": [
      "basicAuth"
    ],
    "idempotent": false,
    "provenance": "vnnic-v1.0"
  },
  "getStatusOfReportUsingGET": {
    "operationId": "getStatusOfReportUsingGET",
    "method": "GET",
    "path": "/v1/reports/{id}",
    "security": [
      "basicAuth"
    ],
    "idempotent": true,
    "provenance": "inferred"
  },
  "getAllListOfDomainsUsingGET": {
    "operationId": "getAllListOfDomainsUsingGET",
    "method": "GET",
    "path": "/v1/registrars/domains",
    "security": [
      "basicAuth"
    ],
    "idempotent": true,
    "provenance": "vnnic-v1.0"
  },
  "getDomainByNameUsingGET": {
    "operationId": "getDomainByNameUsingGET",
    "method": "GET",
    "path": "/v1/registrars/domains/{domainName}",
    "security": [
      "basicAuth"
    ],
    "idempotent": true,
    "provenance": "vnnic-v1.0"
  },
  "getAllRegistrarsOfIcannUsingGET": {
    "operationId": "getAllRegistrarsOfIcannUsingGET",
    "method": "GET",
    "path": "/v1/categories/icann-registrars",
    "security": [
      "basicAuth"
    ],
    "idempotent": true,
    "provenance": "vnnic-v1.0"
  },
  "getAllListOfCountriesUsingGET": {
    "operationId": "getAllListOfCountriesUsingGET",
    "method": "GET",
    "path": "/v1/places/countries",
    "security": [
      "basicAuth"
    ],
    "idempotent": true,
    "provenance": "vnnic-v1.0"
  },
  "getAllListOfProvincesUsingGET": {
    "operationId": "getAllListOfProvincesUsingGET",
    "method": "GET",
    "path": "/v1/places/provinces",
    "security": [
      "basicAuth"
    ],
    "idempotent": true,
    "provenance": "vnnic-v1.0"
  },
  "getAllListOfDistrictsUsingGET": {
    "operationId": "getAllListOfDistrictsUsingGET",
    "method": "GET",
    "path": "/v1/places/districts",
    "security": [
      "basicAuth"
    ],
    "idempotent": true,
    "provenance": "vnnic-v1.0"
  },
  "getAllListOfDistrictsByCityIdUsingGET": {
    "operationId": "getAllListOfDistrictsByCityIdUsingGET",
    "method": "GET",
    "path": "/v1/places/districts/{cityId}",
    "security": [
      "basicAuth"
    ],
    "idempotent": true,
    "provenance": "vnnic-v1.0"
  },
  "getAllListOfWardsUsingGET": {
    "operationId": "getAllListOfWardsUsingGET",
    "method": "GET",
    "path": "/v1/places/wards",
    "security": [
      "basicAuth"
    ],
    "idempotent": true,
    "provenance": "vnnic-v1.0"
  },
  "getAllListOfWardsByDistrictIdUsingGET": {
    "operationId": "getAllListOfWardsByDistrictIdUsingGET",
    "method": "GET",
    "path": "/v1/places/wards/{districtId}",
    "security": [
      "basicAuth"
    ],
    "idempotent": true,
    "provenance": "vnnic-v1.0"
  }
} as const;

export type OperationId = keyof typeof operations;

/**
 * Runtime table of this package's operations (drives auth and retries).
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export const operations = {
  "Utility_login": {
    "operationId": "Utility_login",
    "method": "POST",
    "path": "/login",
    "security": [],
    "idempotent": true,
    "provenance": "hostbill-userapi"
  },
  "Utility_refreshToken": {
    "operationId": "Utility_refreshToken",
    "method": "POST",
    "path": "/token",
    "security": [],
    "idempotent": false,
    "provenance": "hostbill-userapi"
  },
  "Utility_logout": {
    "operationId": "Utility_logout",
    "method": "POST",
    "path": "/logout",
    "security": [
      "bearerAuth"
    ],
    "idempotent": true,
    "provenance": "hostbill-userapi"
  },
  "Utility_revokeToken": {
    "operationId": "Utility_revokeToken",
    "method": "POST",
    "path": "/revoke",
    "security": [
      "bearerAuth"
    ],
    "idempotent": true,
    "provenance": "hostbill-userapi"
  },
  "Cloud Virtual Machine_resources": {
    "operationId": "Cloud Virtual Machine_resources",
    "method": "GET",
    "path": "/service/{id}/resources",
    "security": [
      "bearerAuth"
    ],
    "idempotent": true,
    "provenance": "seed"
  },
  "Cloud Virtual Machine_listVms": {
    "operationId": "Cloud Virtual Machine_listVms",
    "method": "GET",
    "path": "/service/{id}/vms",
    "security": [
      "bearerAuth"
    ],
    "idempotent": true,
    "provenance": "hostbill-userapi"
  },
  "Cloud Virtual Machine_upgradeOptions": {
    "operationId": "Cloud Virtual Machine_upgradeOptions",
    "method": "GET",
    "path": "/service/{id}/upgrade",
    "security": [
      "bearerAuth"
    ],
    "idempotent": true,
    "provenance": "hostbill-userapi"
  },
  "Cloud Virtual Machine_upgradeRequest": {
    "operationId": "Cloud Virtual Machine_upgradeRequest",
    "method": "POST",
    "path": "/service/{id}/upgrade",
    "security": [
      "bearerAuth"
    ],
    "idempotent": false,
    "provenance": "hostbill-userapi"
  },
  "Cloud Virtual Machine_rebuildTemplates": {
    "operationId": "Cloud Virtual Machine_rebuildTemplates",
    "method": "GET",
    "path": "/service/{id}/templates/{vmid}",
    "security": [
      "bearerAuth"
    ],
    "idempotent": true,
    "provenance": "hostbill-userapi"
  },
  "Cloud Virtual Machine_memoryUsage": {
    "operationId": "Cloud Virtual Machine_memoryUsage",
    "method": "GET",
    "path": "/service/{id}/vms/{vmid}/usage/memory",
    "security": [
      "bearerAuth"
    ],
    "idempotent": true,
    "provenance": "hostbill-userapi"
  },
  "Cloud Virtual Machine_listIsoImages": {
    "operationId": "Cloud Virtual Machine_listIsoImages",
    "method": "GET",
    "path": "/service/{id}/vms/{vmid}/images",
    "security": [
      "bearerAuth"
    ],
    "idempotent": true,
    "provenance": "hostbill-userapi"
  },
  "Cloud Virtual Machine_mountIsoImage": {
    "operationId": "Cloud Virtual Machine_mountIsoImage",
    "method": "POST",
    "path": "/service/{id}/vms/{vmid}/images",
    "security": [
      "bearerAuth"
    ],
    "idempotent": true,
    "provenance": "hostbill-userapi"
  },
  "Cloud Virtual Machine_bootOrder": {
    "operationId": "Cloud Virtual Machine_bootOrder",
    "method": "POST",
    "path": "/service/{id}/vms/{vmid}/boot",
    "security": [
      "bearerAuth"
    ],
    "idempotent": true,
    "provenance": "hostbill-userapi"
  },
  "Cloud Virtual Machine_enablePxe": {
    "operationId": "Cloud Virtual Machine_enablePxe",
    "method": "POST",
    "path": "/service/{id}/vms/{vmid}/tuntap",
    "security": [
      "bearerAuth"
    ],
    "idempotent": true,
    "provenance": "hostbill-userapi"
  }
} as const;

export type OperationId = keyof typeof operations;

/**
 * Runtime table of this package's operations, by operationId (drives auth and retries).
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export const operations = {
  "Utility_login": {"method":"POST","path":"/login","security":[],"idempotent":true},
  "Utility_refreshToken": {"method":"POST","path":"/token","security":[],"idempotent":false},
  "Utility_logout": {"method":"POST","path":"/logout","security":["bearerAuth"],"idempotent":true},
  "Utility_revokeToken": {"method":"POST","path":"/revoke","security":["bearerAuth"],"idempotent":true},
  "Cloud Virtual Machine_resources": {"method":"GET","path":"/service/{id}/resources","security":["bearerAuth"],"idempotent":true},
  "Cloud Virtual Machine_listVms": {"method":"GET","path":"/service/{id}/vms","security":["bearerAuth"],"idempotent":true},
  "Cloud Virtual Machine_upgradeOptions": {"method":"GET","path":"/service/{id}/upgrade","security":["bearerAuth"],"idempotent":true},
  "Cloud Virtual Machine_upgradeRequest": {"method":"POST","path":"/service/{id}/upgrade","security":["bearerAuth"],"idempotent":false},
  "Cloud Virtual Machine_rebuildTemplates": {"method":"GET","path":"/service/{id}/templates/{vmid}","security":["bearerAuth"],"idempotent":true},
  "Cloud Virtual Machine_memoryUsage": {"method":"GET","path":"/service/{id}/vms/{vmid}/usage/memory","security":["bearerAuth"],"idempotent":true},
  "Cloud Virtual Machine_listIsoImages": {"method":"GET","path":"/service/{id}/vms/{vmid}/images","security":["bearerAuth"],"idempotent":true},
  "Cloud Virtual Machine_mountIsoImage": {"method":"POST","path":"/service/{id}/vms/{vmid}/images","security":["bearerAuth"],"idempotent":true},
  "Cloud Virtual Machine_bootOrder": {"method":"POST","path":"/service/{id}/vms/{vmid}/boot","security":["bearerAuth"],"idempotent":true},
  "Cloud Virtual Machine_enablePxe": {"method":"POST","path":"/service/{id}/vms/{vmid}/tuntap","security":["bearerAuth"],"idempotent":true},
} as const;

export type OperationId = keyof typeof operations;

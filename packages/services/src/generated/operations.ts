/**
 * Runtime table of this package's operations, by operationId (drives auth and retries).
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export const operations = {
  "Services_addInterface": {"method":"POST","path":"/service/{id}/vms/{vmid}/interfaces","security":["bearerAuth"],"idempotent":false},
  "Services_list": {"method":"GET","path":"/service","security":["bearerAuth"],"idempotent":true},
  "Services_get": {"method":"GET","path":"/service/{id}","security":["bearerAuth"],"idempotent":true},
  "Services_listMethods": {"method":"GET","path":"/service/{id}/methods","security":["bearerAuth"],"idempotent":true},
  "Services_cancel": {"method":"POST","path":"/service/{id}/cancel","security":["bearerAuth"],"idempotent":false},
  "Services_getLabel": {"method":"GET","path":"/service/{id}/label","security":["bearerAuth"],"idempotent":true},
  "Services_setLabel": {"method":"POST","path":"/service/{id}/label","security":["bearerAuth"],"idempotent":true},
  "Services_renew": {"method":"POST","path":"/service/{id}/renew","security":["bearerAuth"],"idempotent":false},
  "Services_listBillingCycles": {"method":"GET","path":"/service/{id}/cycle","security":["bearerAuth"],"idempotent":true},
  "Services_setBillingCycle": {"method":"POST","path":"/service/{id}/cycle","security":["bearerAuth"],"idempotent":true},
  "Services_vmShutdown": {"method":"POST","path":"/service/{id}/vms/{vmid}/shutdown","security":["bearerAuth"],"idempotent":true},
  "Services_vmReset": {"method":"POST","path":"/service/{id}/vms/{vmid}/reset","security":["bearerAuth"],"idempotent":false},
  "Services_vmHostname": {"method":"POST","path":"/service/{id}/vms/{vmid}/hostname","security":["bearerAuth"],"idempotent":true},
  "Services_listIpPools": {"method":"GET","path":"/service/{id}/vms/{vmid}/ippool","security":["bearerAuth"],"idempotent":true},
  "Services_allocateIps": {"method":"POST","path":"/service/{id}/vms/{vmid}/ippool/{pool}","security":["bearerAuth"],"idempotent":false},
  "Services_listNetworks": {"method":"GET","path":"/service/{id}/networks","security":["bearerAuth"],"idempotent":true},
  "Services_getInterface": {"method":"GET","path":"/service/{id}/vms/{vmid}/interfaces/{iface}","security":["bearerAuth"],"idempotent":true},
  "Services_updateInterface": {"method":"PUT","path":"/service/{id}/vms/{vmid}/interfaces/{iface}","security":["bearerAuth"],"idempotent":true},
  "Services_removeInterface": {"method":"DELETE","path":"/service/{id}/vms/{vmid}/interfaces/{iface}","security":["bearerAuth"],"idempotent":true},
  "Services_listIps": {"method":"GET","path":"/service/{id}/ip","security":["bearerAuth"],"idempotent":true},
  "Services_getReverseDns": {"method":"GET","path":"/service/{id}/rdns","security":["bearerAuth"],"idempotent":true},
  "Services_updateReverseDns": {"method":"POST","path":"/service/{id}/rdns","security":["bearerAuth"],"idempotent":true},
} as const;

export type OperationId = keyof typeof operations;

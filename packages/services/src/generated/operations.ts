/**
 * Runtime table of this package's operations, by operationId (drives auth and retries).
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export const operations = {
  "Services_addInterface": {"method":"POST","path":"/service/{id}/vms/{vmid}/interfaces","security":["bearerAuth","basicAuth"],"idempotent":false,"names":{"id":"serviceId","vmid":"vmId"}},
  "Services_list": {"method":"GET","path":"/service","security":["bearerAuth","basicAuth"],"idempotent":true},
  "Services_get": {"method":"GET","path":"/service/{id}","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"serviceId"}},
  "Services_listMethods": {"method":"GET","path":"/service/{id}/methods","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"serviceId"}},
  "Services_cancel": {"method":"POST","path":"/service/{id}/cancel","security":["bearerAuth","basicAuth"],"idempotent":false,"names":{"id":"serviceId"}},
  "Services_getLabel": {"method":"GET","path":"/service/{id}/label","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"serviceId"}},
  "Services_setLabel": {"method":"POST","path":"/service/{id}/label","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"serviceId"}},
  "Services_renew": {"method":"POST","path":"/service/{id}/renew","security":["bearerAuth","basicAuth"],"idempotent":false,"names":{"id":"serviceId"}},
  "Services_listBillingCycles": {"method":"GET","path":"/service/{id}/cycle","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"serviceId"}},
  "Services_setBillingCycle": {"method":"POST","path":"/service/{id}/cycle","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"serviceId"}},
  "Services_vmShutdown": {"method":"POST","path":"/service/{id}/vms/{vmid}/shutdown","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"serviceId","vmid":"vmId"}},
  "Services_vmReset": {"method":"POST","path":"/service/{id}/vms/{vmid}/reset","security":["bearerAuth","basicAuth"],"idempotent":false,"names":{"id":"serviceId","vmid":"vmId"}},
  "Services_vmHostname": {"method":"POST","path":"/service/{id}/vms/{vmid}/hostname","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"serviceId","vmid":"vmId"}},
  "Services_listIpPools": {"method":"GET","path":"/service/{id}/vms/{vmid}/ippool","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"serviceId","vmid":"vmId"}},
  "Services_allocateIps": {"method":"POST","path":"/service/{id}/vms/{vmid}/ippool/{pool}","security":["bearerAuth","basicAuth"],"idempotent":false,"names":{"id":"serviceId","vmid":"vmId","pool":"poolId"}},
  "Services_listNetworks": {"method":"GET","path":"/service/{id}/networks","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"serviceId"}},
  "Services_getInterface": {"method":"GET","path":"/service/{id}/vms/{vmid}/interfaces/{iface}","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"serviceId","vmid":"vmId","iface":"interfaceId"}},
  "Services_updateInterface": {"method":"PUT","path":"/service/{id}/vms/{vmid}/interfaces/{iface}","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"serviceId","vmid":"vmId","iface":"interfaceId"}},
  "Services_removeInterface": {"method":"DELETE","path":"/service/{id}/vms/{vmid}/interfaces/{iface}","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"serviceId","vmid":"vmId","iface":"interfaceId"}},
  "Services_listIps": {"method":"GET","path":"/service/{id}/ip","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"serviceId"}},
  "Services_getReverseDns": {"method":"GET","path":"/service/{id}/rdns","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"serviceId"}},
  "Services_updateReverseDns": {"method":"POST","path":"/service/{id}/rdns","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"serviceId"}},
} as const;

export type OperationId = keyof typeof operations;

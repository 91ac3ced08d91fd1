/**
 * Which method calls each operationId of this package, for tools that call an operation by its SDK name (the CLI's api command) and tests that drive every one (no client module imports it, so a bundle that does not use it drops it).
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export const methodIndex = {
  "Services_addInterface": {"method":"vms.addInterface","path":["serviceId","vmId"],"body":true,"query":false},
  "Services_list": {"method":"services.list","path":[],"body":false,"query":true,"list":{"items":"services","page":"page","item":"Service"}},
  "Services_get": {"method":"services.get","path":["serviceId"],"body":false,"query":false},
  "Services_listMethods": {"method":"services.listMethods","path":["serviceId"],"body":false,"query":false,"list":{"items":"methods"}},
  "Services_cancel": {"method":"services.cancel","path":["serviceId"],"body":true,"query":false},
  "Services_getLabel": {"method":"services.getLabel","path":["serviceId"],"body":false,"query":false},
  "Services_setLabel": {"method":"services.setLabel","path":["serviceId"],"body":true,"query":false},
  "Services_renew": {"method":"services.renew","path":["serviceId"],"body":false,"query":false},
  "Services_listBillingCycles": {"method":"services.listBillingCycles","path":["serviceId"],"body":false,"query":false},
  "Services_setBillingCycle": {"method":"services.setBillingCycle","path":["serviceId"],"body":true,"query":false},
  "Services_vmShutdown": {"method":"vms.shutdown","path":["serviceId","vmId"],"body":false,"query":false},
  "Services_vmReset": {"method":"vms.reset","path":["serviceId","vmId"],"body":false,"query":false},
  "Services_vmHostname": {"method":"vms.setHostname","path":["serviceId","vmId"],"body":true,"query":false},
  "Services_listIpPools": {"method":"vms.listIpPools","path":["serviceId","vmId"],"body":false,"query":true},
  "Services_allocateIps": {"method":"vms.allocateIps","path":["serviceId","vmId","poolId"],"body":true,"query":false},
  "Services_listNetworks": {"method":"services.listNetworks","path":["serviceId"],"body":false,"query":false},
  "Services_getInterface": {"method":"vms.getInterface","path":["serviceId","vmId","interfaceId"],"body":false,"query":false},
  "Services_updateInterface": {"method":"vms.updateInterface","path":["serviceId","vmId","interfaceId"],"body":true,"query":false},
  "Services_removeInterface": {"method":"vms.removeInterface","path":["serviceId","vmId","interfaceId"],"body":false,"query":true},
  "Services_listIps": {"method":"services.listIps","path":["serviceId"],"body":false,"query":false},
  "Services_getReverseDns": {"method":"services.getReverseDns","path":["serviceId"],"body":false,"query":false},
  "Services_updateReverseDns": {"method":"services.updateReverseDns","path":["serviceId"],"body":true,"query":false},
} as const;

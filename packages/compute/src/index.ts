// Public surface of @cdrapi/compute: the generated shell (src/generated/index.ts) of its
// x-package operations, and the names of its document types. Nothing else is exported.
export * from "./generated/index.js";
export type {
  BootOrderRequest,
  ComputeAuth,
  ComputeOperations,
  HostBillInfo,
  HostBillObject,
  MountIsoRequest,
  ServiceId,
  UpgradeRequest,
  Vm,
  VmId,
  VmList,
} from "./types.js";

// Names of the compute group's document types, for users' own code, and the 0.1 names. The
// client and its methods are generated (src/generated/client.ts, src/generated/methods.ts).
import type { HostBillAuth } from "@cdrapi/account";
import type { ComputeMethods, PathId, Schemas } from "./generated/methods.js";

export type Vm = Schemas["Vm"];
export type VmList = Schemas["VmList"];
export type UpgradeRequest = Schemas["UpgradeRequest"];
export type MountIsoRequest = Schemas["MountIsoRequest"];
export type BootOrderRequest = Schemas["BootOrderRequest"];
/** A HostBill answer whose fields vary by provider and module. */
export type HostBillObject = Schemas["HostBillObject"];
/** HostBill's answer to a change: `info` messages (a non-empty `error` array is thrown as `ApiError`). */
export type HostBillInfo = Schemas["HostBillInfo"];

/** A service id, e.g. "1201" or 1201. */
export type ServiceId = PathId;
/** A virtual machine id within a service, e.g. "vm-10". */
export type VmId = PathId;

/** The named methods of a compute client (0.1 name of `ComputeMethods`). */
export type ComputeOperations = ComputeMethods;
/** How a compute client authenticates (0.1 name of `HostBillAuth`). */
export type ComputeAuth = HostBillAuth;

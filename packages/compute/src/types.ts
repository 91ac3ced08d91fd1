// Names for compute's ids and the 0.1 names. The document's types (`Vm`, `VmDetails`,
// `VmsCreateBody`, ...) are generated (src/generated/types.ts); the client and its methods too.
import type { HostBillAuth } from "@cdrapi/account";
import type { ComputeMethods, PathId } from "./generated/methods.js";

/** A service id, e.g. "1201" or 1201. */
export type ServiceId = PathId;
/** A virtual machine id within a service, e.g. "vm-10". */
export type VmId = PathId;

/** The named methods of a compute client (0.1 name of `ComputeMethods`). */
export type ComputeOperations = ComputeMethods;
/** How a compute client authenticates (0.1 name of `HostBillAuth`). */
export type ComputeAuth = HostBillAuth;

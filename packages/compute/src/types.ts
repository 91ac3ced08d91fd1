// Names for compute's ids. The document's types (`Vm`, `VmDetails`,
// `VmsCreateBody`, ...) are generated (src/generated/types.ts); the client and its methods too.
import type { PathId } from "./generated/methods.js";

/** A service id, e.g. "1201" or 1201. */
export type ServiceId = PathId;
/** A virtual machine id within a service, e.g. "vm-10". */
export type VmId = PathId;

// Public surface of @cdrapi/compute: the generated shell (src/generated/index.ts) of its
// x-package operations with the document's types, and the names of its ids. Nothing else is exported.
export * from "./generated/index.js";
export type { ServiceId, VmId } from "./types.js";

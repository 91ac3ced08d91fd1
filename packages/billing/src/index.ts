// Public surface of @cdrapi/billing: the generated shell (src/generated/index.ts) of its x-package
// operations. Nothing else is exported.
export * from "./generated/index.js";

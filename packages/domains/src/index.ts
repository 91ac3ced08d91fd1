// Public surface of @cdrapi/domains: the generated shell (src/generated/index.ts) of its x-package
// operations. Nothing else is exported.
export * from "./generated/index.js";

export type { components, operations as operationTypes, paths } from "./generated/openapi.js";
export { operations } from "./generated/operations.js";
export { specInfo } from "./generated/spec.js";

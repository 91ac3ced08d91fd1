// The shared library build (../../tsup.config.base.ts).
export { default } from "../../tsup.config.base.js";

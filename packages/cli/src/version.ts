// The package's version, for `--version` and the User-Agent. `pnpm release:version` rewrites
// PACKAGE_VERSION from package.json (tools/release/src/records.mjs matches this name), and a
// test keeps the two in step.
export const PACKAGE_VERSION = "0.1.0";
export const VERSION = PACKAGE_VERSION;

import { defineConfig } from "tsup";
import { library, nodeExecutables } from "../../tsup.config.base.js";

// The library entry (main() for scripts and tests) in ESM + CJS with types; the executables
// (dist/bin.js = `cdrapi`, dist/demo.js = `pnpm demo`) in ESM for Node. Workspace packages
// and npm dependencies stay external; @cdrapi/mock-server (a dev dependency, used by the demo
// only) too, so it is never bundled. `pnpm build` empties dist first (two configs build at once,
// so tsup's own `clean` could race).
export default defineConfig([
  library("node"),
  nodeExecutables({ bin: "src/bin.ts", demo: "src/demo.ts" }, { external: ["@cdrapi/mock-server"] }),
]);

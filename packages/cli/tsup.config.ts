import { defineConfig } from "tsup";

// The library entry (main() for scripts and tests) in ESM + CJS with types; the executables
// (dist/bin.js = `cdrapi`, dist/demo.js = `pnpm demo`) in ESM for Node. Workspace packages
// and npm dependencies stay external; @cdrapi/mock-server (a dev dependency, used by the demo
// only) too, so it is never bundled. `pnpm build` empties dist first (two configs build at once,
// so tsup's own `clean` could race).
export default defineConfig([
  {
    entry: ["src/index.ts"],
    format: ["esm", "cjs"],
    dts: true,
    sourcemap: true,
    target: "es2022",
    platform: "node",
  },
  {
    entry: { bin: "src/bin.ts", demo: "src/demo.ts" },
    format: ["esm"],
    sourcemap: true,
    target: "es2022",
    platform: "node",
    external: ["@cdrapi/mock-server"],
  },
]);

import { defineConfig } from "tsup";

// Two builds: the library (ESM + CJS with types) and the ESM-only bin. `pnpm build` empties
// dist/ first, so neither build cleans (they run in parallel).

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
    entry: ["src/bin.ts"],
    format: ["esm"],
    dts: false,
    sourcemap: true,
    target: "es2022",
    platform: "node",
  },
]);

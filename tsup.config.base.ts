// The build of every library package that is one entry (src/index.ts): ESM and CJS for any
// runtime, with types. A package's tsup.config.ts is this, unless it builds more.
import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts"],
  format: ["esm", "cjs"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
  platform: "neutral",
});

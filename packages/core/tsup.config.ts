import { defineConfig } from "tsup";
import { dts } from "../../tsup.config.base.js";

// Two entries: the transport (index) and the checker of `validateResponses` (validate), which
// imports Ajv: an app that does not check answers never loads it. The code both use goes into a
// chunk both import (ESM and CJS alike), so CdrapiError is one class whichever entry is loaded.
export default defineConfig({
  entry: { index: "src/index.ts", validate: "src/validate.ts" },
  format: ["esm", "cjs"],
  splitting: true,
  dts,
  sourcemap: true,
  target: "es2022",
  platform: "neutral",
  clean: true,
});

import { defineConfig } from "tsup";
import { dts } from "../../tsup.config.base.js";

// Two entries: the transport (index) and the checker of `validateResponses` (validate), which
// bundles Ajv: an app that does not check answers never loads it. They share no runtime code.
export default defineConfig({
  entry: { index: "src/index.ts", validate: "src/validate.ts" },
  format: ["esm", "cjs"],
  dts,
  sourcemap: true,
  target: "es2022",
  platform: "neutral",
  clean: true,
});

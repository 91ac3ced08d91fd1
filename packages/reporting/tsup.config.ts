import { defineConfig } from "tsup";
import { dts } from "../../tsup.config.base.js";

// Three entries: the client (index), the file readers for Node (node) and the bulk engine
// (bulk). Code two entries share goes into a chunk both import, in ESM and CJS alike, so an
// error class (src/bulk/errors.ts) is one class whichever entry a caller imports it from.
export default defineConfig({
  entry: { index: "src/index.ts", node: "src/node.ts", bulk: "src/engine.ts" },
  format: ["esm", "cjs"],
  splitting: true,
  dts,
  sourcemap: true,
  target: "es2022",
  platform: "neutral",
  clean: true,
});

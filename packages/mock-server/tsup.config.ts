import { defineConfig } from "tsup";
import { library, nodeExecutables } from "../../tsup.config.base.js";

// Two builds: the library (ESM + CJS with types) and the ESM-only bin. `pnpm build` empties
// dist/ first, so neither build cleans (they run in parallel).
export default defineConfig([library("node"), nodeExecutables(["src/bin.ts"])]);

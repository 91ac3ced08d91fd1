import { defineConfig } from "tsup";
import { library, nodeExecutables } from "../../tsup.config.base.js";

// The library entry (main() for scripts and tests) in ESM + CJS with types; the executable
// (dist/bin.js = `cdrapi`) in ESM for Node. Workspace packages and npm dependencies stay
// external. `pnpm build` empties dist first (two configs build at once, so tsup's own `clean`
// could race).
export default defineConfig([library("node"), nodeExecutables({ bin: "src/bin.ts" })]);

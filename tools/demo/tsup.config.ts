import { defineConfig } from "tsup";
import { nodeExecutables } from "../../tsup.config.base.js";

// dist/main.js, run by `pnpm demo`. The CLI and the reference server stay external (their
// builds, turbo's `^build`); the sample data (@cdrapi/test-helpers, a dev dependency: sources
// only) is bundled in.
export default defineConfig({ ...nodeExecutables({ main: "src/main.ts" }), clean: true });

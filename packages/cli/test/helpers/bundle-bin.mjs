// Jest's globalSetup for the CLI's tests: bundles the executable (src/bin.ts with the
// workspace's sources and its npm dependencies) into one file, once per Jest run, and names
// it in CDRAPI_TEST_BIN for the test files (helpers/cli.ts's BIN). The tests start the
// executable some 400 times; from one file a start costs about a third of what loading each
// TypeScript source through SWC hooks did. No `pnpm build` is needed first.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "tsup";

export default async function bundleBin() {
  const outDir = mkdtempSync(join(tmpdir(), "cdrapi-test-bin-"));
  await build({
    config: false,
    entry: { cdrapi: join(import.meta.dirname, "../../src/bin.ts") },
    tsconfig: join(import.meta.dirname, "../../tsconfig.json"),
    format: ["esm"],
    platform: "node",
    target: "node20",
    outDir,
    outExtension: () => ({ js: ".mjs" }),
    noExternal: [/./],
    // The CommonJS dependencies (cli-progress, ...) require Node's modules.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    silent: true,
  });
  process.env.CDRAPI_TEST_BIN = join(outDir, "cdrapi.mjs");
}

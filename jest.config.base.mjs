// Shared Jest setup: ESM TypeScript through @swc/jest (no type-checking here; `tsc --noEmit`
// does that in the typecheck task). Workspace packages resolve to their sources, so tests
// never need a build first.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(fileURLToPath(import.meta.url));

/** @param {string} packageDir @param {import('jest').Config} [extra] */
export function jestConfig(packageDir, extra = {}) {
  const name = packageDir.split("/").pop();
  return {
    rootDir: packageDir,
    testEnvironment: "node",
    extensionsToTreatAsEsm: [".ts"],
    transform: {
      "^.+\\.ts$": [
        "@swc/jest",
        { jsc: { target: "es2022", parser: { syntax: "typescript" } }, module: { type: "es6" } },
      ],
    },
    moduleNameMapper: {
      "^@cdrapi/(core|reporting|compute|account|billing|support|domains|services|mock-server|cli)$": join(
        root,
        "packages/$1/src/index.ts",
      ),
      "^@cdrapi/core/validate$": join(root, "packages/core/src/validate.ts"),
      "^@cdrapi/reporting/node$": join(root, "packages/reporting/src/node.ts"),
      "^@cdrapi/reporting/bulk$": join(root, "packages/reporting/src/engine.ts"),
      "^@cdrapi/test-helpers$": join(root, "tools/test-helpers/src/index.ts"),
      "^@cdrapi/test-helpers/sample-export$": join(root, "tools/test-helpers/src/sample-export.ts"),
      "^(\\.{1,2}/.*)\\.js$": "$1",
    },
    testMatch: ["<rootDir>/test/**/*.test.ts"],
    reporters: [
      "default",
      [join(root, "tools/test-report/jest-json-reporter.cjs"), { outputFile: `reports/jest-${name}.json` }],
    ],
    // Only a guard against a test that hangs, never a bound on speed: a test must pass on a
    // machine ten times slower than a quiet one (CI runs on developers' busy machines), so no
    // test sets a timeout of its own, and property tests are bounded by their numRuns.
    testTimeout: 600_000,
    ...extra,
  };
}

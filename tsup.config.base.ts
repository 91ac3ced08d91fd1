// The builds every package is made of: a library entry (src/index.ts: ESM and CJS, with
// types) and, for the packages that have them, executables for Node (ESM only). A package's
// tsup.config.ts is the default below unless it builds more.
import { defineConfig, type Options } from "tsup";

const common: Options = { sourcemap: true, target: "es2022" };

/**
 * Types: a package's declarations are written against the workspace packages it imports as a
 * user gets them, their built declarations (dist/, built first: turbo's `^build`), not by
 * type-checking their sources once more. tsconfig.base.json's paths (@cdrapi/* to sources,
 * for tests and editors) are dropped here.
 */
export const dts = { compilerOptions: { paths: {} } } satisfies Options["dts"];

/** src/index.ts as ESM and CJS with types; "neutral" runs anywhere fetch does. */
export function library(platform: "neutral" | "node" = "neutral"): Options {
  return { ...common, entry: ["src/index.ts"], format: ["esm", "cjs"], dts, platform };
}

/** Executables for Node: ESM, no types. */
export function nodeExecutables(entry: NonNullable<Options["entry"]>, extra: Options = {}): Options {
  return { ...common, entry, format: ["esm"], platform: "node", ...extra };
}

export default defineConfig({ ...library(), clean: true });

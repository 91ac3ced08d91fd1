// The OpenAPI hash each package was generated from (src/generated/spec.ts, written by codegen)
// and the hash it was last released with (package.json "cdrapi.releasedSpecHash").

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pendingChangesets as parseChangesets } from "./changelog.mjs";

/** @param {string} dir a package directory @returns {string | undefined} */
export function generatedSpecHash(dir) {
  const file = join(dir, "src/generated/spec.ts");
  if (!existsSync(file)) return undefined;
  const match = /"hash":\s*"(sha256-[0-9a-f]{64})"/.exec(readFileSync(file, "utf8"));
  if (!match) throw new Error(`${file}: no "hash" in specInfo`);
  return match[1];
}

/**
 * The packages named by each pending changeset (.changeset/*.md front matter).
 * @param {string} root @returns {Map<string, string[]>} package name -> changeset files
 */
export function pendingChangesets(root) {
  const named = new Map();
  if (!existsSync(join(root, ".changeset"))) return named;
  for (const { file, packages } of parseChangesets(root)) {
    for (const name of Object.keys(packages))
      named.set(name, [...(named.get(name) ?? []), `.changeset/${file}`]);
  }
  return named;
}

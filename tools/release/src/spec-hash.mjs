// The OpenAPI hash each package was generated from (src/generated/spec.ts, written by codegen)
// and the hash it was last released with (package.json "cdrapi.releasedSpecHash").
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

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
  const dir = join(root, ".changeset");
  const named = new Map();
  if (!existsSync(dir)) return named;
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".md") && f !== "README.md")) {
    const text = readFileSync(join(dir, file), "utf8");
    const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? "";
    for (const line of front.split(/\r?\n/)) {
      const name = /^\s*["']?([^"':\s]+)["']?\s*:\s*(major|minor|patch)\s*$/.exec(line)?.[1];
      if (name) named.set(name, [...(named.get(name) ?? []), `.changeset/${file}`]);
    }
  }
  return named;
}

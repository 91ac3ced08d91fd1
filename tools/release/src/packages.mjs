// The publishable packages of the workspace (every packages/* whose package.json is not private).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

/** The repository root; tests point it at a scratch copy. */
export const ROOT = resolve(process.env.CDRAPI_RELEASE_ROOT ?? join(import.meta.dirname, "../../.."));

/** @returns {{ dir: string, rel: string, manifest: Record<string, any> }[]} */
export function publishablePackages(root = ROOT) {
  return readdirSync(join(root, "packages"))
    .map((name) => ({ dir: join(root, "packages", name), rel: `packages/${name}` }))
    .filter(({ dir }) => existsSync(join(dir, "package.json")))
    .map((p) => ({ ...p, manifest: JSON.parse(readFileSync(join(p.dir, "package.json"), "utf8")) }))
    .filter(({ manifest }) => !manifest.private)
    .sort((a, b) => a.manifest.name.localeCompare(b.manifest.name));
}

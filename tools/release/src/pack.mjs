// `pnpm pack` of every publishable package (workspace:^ ranges become real versions).
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { publishablePackages, ROOT } from "./packages.mjs";

/** The pnpm of this workspace (a root devDependency), run with this node. */
export function pnpm(args, options = {}) {
  const r = spawnSync(process.execPath, [join(ROOT, "node_modules/pnpm/bin/pnpm.cjs"), ...args], {
    encoding: "utf8",
    ...options,
  });
  if (r.status !== 0)
    throw new Error(`pnpm ${args.join(" ")} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

/**
 * Packs each publishable package of `root` into `dest`.
 * @returns {{ name: string, version: string, tarball: string }[]}
 */
export function packAll(root, dest) {
  mkdirSync(dest, { recursive: true });
  return publishablePackages(root).map(({ dir, manifest }) => {
    const before = new Set(readdirSync(dest));
    pnpm(["pack", "--pack-destination", dest], { cwd: dir });
    const file = readdirSync(dest).find((f) => !before.has(f) && f.endsWith(".tgz"));
    const expected = `${manifest.name.replace(/^@/, "").replace("/", "-")}-${manifest.version}.tgz`;
    return { name: manifest.name, version: manifest.version, tarball: join(dest, file ?? expected) };
  });
}

// A scratch copy of the repository that a release rehearsal may change (version, build,
// publish) without touching the working tree: its files without installs, build output or
// generated artefacts, installed offline from the pnpm store.
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { pnpm } from "./pack.mjs";

/** Installs, build output and generated artefacts: by name anywhere, or by path. */
const SKIP_NAMES = new Set(["node_modules", ".git", ".turbo", "dist", "reports"]);
const SKIP_PATHS = new Set([
  "release",
  "tools/docs/api",
  "tools/readme-examples/generated",
  "tools/bench/tmp",
]);

/** Copies `root` into a new temp folder and installs it there; returns the folder. */
export function scratchCopy(root, prefix = "cdrapi-scratch-") {
  const scratch = mkdtempSync(join(tmpdir(), prefix));
  cpSync(root, scratch, {
    recursive: true,
    filter: (src) => {
      const rel = relative(root, src);
      return !SKIP_NAMES.has(rel.split("/").pop() ?? "") && !SKIP_PATHS.has(rel);
    },
  });
  pnpm(["install", "--offline", "--frozen-lockfile", "--ignore-scripts"], { cwd: scratch });
  return scratch;
}

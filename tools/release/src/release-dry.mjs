#!/usr/bin/env node
// `pnpm release:dry`: what a release would publish, without publishing and without touching
// this working tree. In a scratch copy: install (offline, from the pnpm store), `changeset
// version` + release records (version.mjs), build, then `pnpm pack` every publishable package
// into release/ here. Prints the tarballs and the versions they carry.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { packAll, pnpm } from "./pack.mjs";
import { ROOT } from "./packages.mjs";

/** Installs, build output and generated artefacts: by name anywhere, or by path. */
const SKIP_NAMES = new Set(["node_modules", ".git", ".turbo", "dist", "reports"]);
const SKIP_PATHS = new Set([
  "release",
  "tools/docs/api",
  "tools/readme-examples/generated",
  "tools/bench/tmp",
]);
const scratch = mkdtempSync(join(tmpdir(), "cdrapi-release-dry-"));
const dest = join(ROOT, "release");
const step = (what) => console.log(`\n== ${what}`);

try {
  step(`scratch copy: ${scratch}`);
  cpSync(ROOT, scratch, {
    recursive: true,
    filter: (src) => {
      const rel = relative(ROOT, src);
      return !SKIP_NAMES.has(rel.split("/").pop() ?? "") && !SKIP_PATHS.has(rel);
    },
  });
  step("install (offline from the store)");
  pnpm(["install", "--offline", "--frozen-lockfile", "--ignore-scripts"], { cwd: scratch });
  step("changeset version + release records");
  const version = spawnSync(process.execPath, [join(scratch, "tools/release/src/version.mjs")], {
    cwd: scratch,
    env: { ...process.env, CDRAPI_RELEASE_ROOT: scratch },
    stdio: "inherit",
  });
  if (version.status !== 0) throw new Error("changeset version failed");
  step("build");
  pnpm(["--filter", "./packages/*", "run", "build"], { cwd: scratch });
  step(`pack into ${relative(process.cwd(), dest) || dest}`);
  rmSync(dest, { recursive: true, force: true });
  const packed = packAll(scratch, dest);
  console.log("");
  for (const p of packed)
    console.log(`${p.name.padEnd(22)} ${p.version.padEnd(8)} ${relative(ROOT, p.tarball)}`);
  console.log(`\nrelease:dry: ${packed.length} tarballs, nothing published.`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

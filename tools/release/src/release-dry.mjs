#!/usr/bin/env node
// `pnpm release:dry`: what a release would publish, without publishing and without touching
// this working tree. In a scratch copy: install (offline, from the pnpm store), `changeset
// version` + release records (version.mjs), build, then `pnpm pack` every publishable package
// into release/ here. Prints the tarballs and the versions they carry.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join, relative } from "node:path";
import { packAll, pnpm } from "./pack.mjs";
import { ROOT } from "./packages.mjs";
import { scratchCopy } from "./scratch.mjs";

const dest = join(ROOT, "release");
const step = (what) => console.log(`\n== ${what}`);

step("scratch copy, installed offline from the store");
const scratch = scratchCopy(ROOT, "cdrapi-release-dry-");
try {
  console.log(scratch);
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

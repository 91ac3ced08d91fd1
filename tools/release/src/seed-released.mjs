#!/usr/bin/env node
// Writes api/released/openapi.json for the packages released before the document itself was
// kept: each recorded only the hash of its document (package.json "cdrapi.releasedSpecHash",
// since removed). For each, the commit that recorded the hash is found in git history, its
// openapi/ is bundled and cut to the package as codegen does today, and the result is written
// only if its hash is the recorded one. Run once from a clone with history; the output is committed.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, relative } from "node:path";
import { hashOf, loadDocument } from "../../codegen/src/document.mjs";
import { packageDocument } from "../../codegen/src/filter.mjs";
import { publishablePackages, ROOT } from "./packages.mjs";
import { writeReleasedDocument } from "./released.mjs";

const git = (...args) => execFileSync("git", args, { cwd: ROOT, encoding: "utf8", maxBuffer: 1 << 28 });

for (const { dir, manifest } of publishablePackages(ROOT)) {
  const manifestFile = relative(ROOT, join(dir, "package.json"));
  // The oldest commit whose change to the manifest added or removed a recorded hash.
  const commits = git("log", "--format=%H", "-G", '"releasedSpecHash"', "--", manifestFile)
    .split("\n")
    .filter(Boolean);
  const commit = commits.at(-1);
  if (!commit) continue;
  const hash = JSON.parse(git("show", `${commit}:${manifestFile}`)).cdrapi?.releasedSpecHash;
  if (!hash) continue;
  const scratch = mkdtempSync(join(tmpdir(), "cdrapi-released-"));
  try {
    execFileSync("sh", ["-c", `git archive ${commit} openapi | tar -x -C "${scratch}"`], { cwd: ROOT });
    const doc = packageDocument(loadDocument(join(scratch, "openapi/openapi.yaml")), basename(dir));
    if (hashOf(doc) !== hash)
      throw new Error(
        `${manifest.name}: the document at ${commit} hashes to ${hashOf(doc)}, not the recorded ${hash}`,
      );
    writeReleasedDocument(dir, doc);
    console.log(`${manifest.name}: api/released/openapi.json from ${commit.slice(0, 7)} (${hash})`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

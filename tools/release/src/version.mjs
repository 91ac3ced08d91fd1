#!/usr/bin/env node
// `pnpm version`: `changeset version` (bumps, changelogs, consumes .changeset/*.md), then
// records in each package it released what that release was made from (see records.mjs). The CHANGELOGs'
// "Unreleased" sections (changelog.mjs) are removed first: the same notes come back under
// the new version.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { syncChangelogs } from "./changelog.mjs";
import { publishablePackages, ROOT } from "./packages.mjs";
import { syncReleaseRecords } from "./records.mjs";

const changeset = join(ROOT, "node_modules/@changesets/cli/bin.js");
const before = new Map(publishablePackages(ROOT).map(({ manifest }) => [manifest.name, manifest.version]));
syncChangelogs(ROOT, { clear: true });
const run = spawnSync(process.execPath, [changeset, "version"], { cwd: ROOT, stdio: "inherit" });
if (run.status !== 0) process.exit(run.status ?? 1);
syncReleaseRecords(ROOT, before);
syncChangelogs(ROOT);

#!/usr/bin/env node
// `pnpm version`: `changeset version` (bumps, changelogs, consumes .changeset/*.md), then
// records in each package what the release contains (see records.mjs). The CHANGELOGs'
// "Unreleased" sections (changelog.mjs) are removed first: the same notes come back under
// the new version.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { syncChangelogs } from "./changelog.mjs";
import { ROOT } from "./packages.mjs";
import { syncReleaseRecords } from "./records.mjs";

const changeset = join(ROOT, "node_modules/@changesets/cli/bin.js");
syncChangelogs(ROOT, { clear: true });
const run = spawnSync(process.execPath, [changeset, "version"], { cwd: ROOT, stdio: "inherit" });
if (run.status !== 0) process.exit(run.status ?? 1);
syncReleaseRecords(ROOT);
syncChangelogs(ROOT);

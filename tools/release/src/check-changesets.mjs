#!/usr/bin/env node
import { staleChangelogs } from "./changelog.mjs";
// Fails when a package's generated code changed since its last release (the hash of the
// OpenAPI document it is generated from differs from package.json "cdrapi.releasedSpecHash")
// and no pending changeset names that package. `pnpm version` (changeset version) records
// the new hash when it releases the package.
import { publishablePackages, ROOT } from "./packages.mjs";
import { generatedSpecHash, pendingChangesets } from "./spec-hash.mjs";

const pending = pendingChangesets(ROOT);
const failures = [];
for (const { dir, rel, manifest } of publishablePackages(ROOT)) {
  const current = generatedSpecHash(dir);
  if (current === undefined) continue;
  const released = manifest.cdrapi?.releasedSpecHash;
  const name = manifest.name;
  if (released === current) {
    console.log(`ok   ${name}: generated from the released document (${current.slice(0, 19)}...)`);
  } else if (pending.has(name)) {
    console.log(`ok   ${name}: generated code changed; released in ${pending.get(name).join(", ")}`);
  } else {
    failures.push(
      `FAIL ${name}: its generated code changed (${rel}/src/generated/spec.ts hash ${current} ` +
        `!= released ${released ?? "(none recorded)"}) but no changeset names ${name}. ` +
        `Run \`pnpm changeset\` and select ${name}.`,
    );
  }
}
for (const name of staleChangelogs(ROOT)) {
  failures.push(
    `FAIL ${name}: CHANGELOG.md does not list the pending changesets; run \`node tools/release/src/changelog.mjs\`.`,
  );
}
for (const f of failures) console.error(f);
if (failures.length > 0) process.exit(1);
console.log("changeset:check: every package whose generated code changed has a changeset.");

// What a release records in each package: the spec hash it was generated from (package.json
// "cdrapi.releasedSpecHash") and its version in src/version.ts (it goes into the User-Agent).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { publishablePackages } from "./packages.mjs";
import { generatedSpecHash } from "./spec-hash.mjs";

/** @param {string} root */
export function syncReleaseRecords(root) {
  for (const { dir, manifest } of publishablePackages(root)) {
    const hash = generatedSpecHash(dir);
    if (hash !== undefined && manifest.cdrapi?.releasedSpecHash !== hash) {
      const updated = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
      updated.cdrapi = { ...updated.cdrapi, releasedSpecHash: hash };
      writeFileSync(join(dir, "package.json"), `${JSON.stringify(updated, null, 2)}\n`);
      console.log(`${manifest.name}: recorded releasedSpecHash ${hash}`);
    }
    const versionFile = join(dir, "src/version.ts");
    if (existsSync(versionFile)) {
      const text = readFileSync(versionFile, "utf8");
      const next = text.replace(/(PACKAGE_VERSION\s*=\s*")[^"]*(")/, `$1${manifest.version}$2`);
      if (next !== text) {
        writeFileSync(versionFile, next);
        console.log(`${manifest.name}: src/version.ts -> ${manifest.version}`);
      }
    }
  }
}

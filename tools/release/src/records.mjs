// What a release records in each package it releases: the document and the API reports it
// was released from (released.mjs), and its version in src/version.ts (it goes into the
// User-Agent).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { publishablePackages } from "./packages.mjs";
import { currentDocument, writeReleasedDocument, writeReleasedReports } from "./released.mjs";

/**
 * @param {string} root
 * @param {Map<string, string>} [before] each package's version before `changeset version`:
 *   the packages whose version it changed are the ones released. Without it, every package.
 */
export function syncReleaseRecords(root, before) {
  for (const { dir, manifest } of publishablePackages(root)) {
    if (before === undefined || before.get(manifest.name) !== manifest.version) {
      writeReleasedDocument(dir, currentDocument(root, dir));
      writeReleasedReports(dir);
      console.log(`${manifest.name}: recorded what ${manifest.version} is released from (api/released/)`);
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

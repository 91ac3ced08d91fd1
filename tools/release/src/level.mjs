// The level of each package's next release, from evidence: the diff of its OpenAPI document
// against the one it was last released from (document-diff.mjs) and of its API reports
// against the released ones (api-report.mjs). Every change is breaking, feature or fix
// (documentation included); a package's level is its highest one.
import { basename } from "node:path";
import { reportChanges } from "./api-report-diff.mjs";
import { documentChanges } from "./document-diff.mjs";
import { apiReports, currentDocument, releasedDocument } from "./released.mjs";

export const LEVELS = ["fix", "feature", "breaking"];
export const BUMPS = ["patch", "minor", "major"];

/**
 * The changeset bump a level needs. From 1.0: breaking major, feature minor, fix patch. On 0.x
 * (semver: anything may change; `^0.2.0` accepts 0.2.x only) a breaking change takes the
 * minor, and features and fixes the patch, so `^0.y.z` users get every compatible release.
 */
export function bumpFor(level, version) {
  const index = LEVELS.indexOf(level);
  if (index < 0) return undefined;
  return version.startsWith("0.") ? BUMPS[Math.max(0, index - 1)] : BUMPS[index];
}

/** The highest of some levels or bumps, in the order of `scale` (undefined when none). */
export const highest = (values, scale) =>
  values.reduce(
    (top, v) => (top === undefined || scale.indexOf(v) > scale.indexOf(top) ? v : top),
    undefined,
  );

/**
 * A package's evidence: what it was released from (undefined: never released, or released
 * before that was kept) and each change since.
 * @returns {{ document: "none" | "first" | "diffed", reports: "none" | "first" | "diffed", changes: import("./document-diff.mjs").Change[] }}
 */
export function packageChanges(root, dir) {
  const short = basename(dir);
  const changes = [];
  const current = currentDocument(root, dir);
  const released = releasedDocument(dir);
  let document = "none";
  if (current !== undefined) {
    document = released === undefined ? "first" : "diffed";
    if (released !== undefined) changes.push(...documentChanges(released, current));
  }
  const [now, was] = [apiReports(dir), apiReports(dir, { released: true })];
  let reports = "none";
  if (now.size > 0) {
    reports = was.size === 0 ? "first" : "diffed";
    if (was.size > 0)
      for (const file of new Set([...now.keys(), ...was.keys()]))
        changes.push(...reportChanges(file, was.get(file), now.get(file)));
  }
  return { document, reports, changes: changes.map((c) => ({ ...c, package: short })) };
}

/** "compute: operation `X`: request body added before the options: breaking" */
export const describeChange = (c) => `${c.package}: ${c.where}: ${c.what}: ${c.level}`;

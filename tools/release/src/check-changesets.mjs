#!/usr/bin/env node
// `pnpm --filter @cdrapi/release changeset:check`: for every publishable package, the level
// its changes since the last release call for (level.mjs) against the bump its pending
// changesets declare. Fails naming each change that needs more than declared, a package with
// breaking changes and no "Breaking:" note, each changeset whose note is not one line, and
// each CHANGELOG whose Unreleased section is stale.
// `--changes` prints every change found, with its level.
import { BREAKING_NOTE, pendingChangesets, staleChangelogs } from "./changelog.mjs";
import { BUMPS, bumpFor, describeChange, highest, LEVELS, packageChanges } from "./level.mjs";
import { publishablePackages, ROOT } from "./packages.mjs";

const listAll = process.argv.includes("--changes");
const changesets = pendingChangesets(ROOT);
const failures = [];

for (const { file, summary } of changesets) {
  if (summary.includes("\n"))
    failures.push(
      `FAIL .changeset/${file}: its note has more than one line; a changelog entry is one line a user reads.`,
    );
}

for (const { dir, manifest } of publishablePackages(ROOT)) {
  const name = manifest.name;
  const mine = changesets.filter((c) => c.packages[name]);
  const declared = highest(
    mine.map((c) => c.packages[name]),
    BUMPS,
  );
  const declaredText = declared
    ? `${declared} (${mine.length} changeset${mine.length > 1 ? "s" : ""})`
    : "no changeset";
  const { document, reports, changes } = packageChanges(ROOT, dir);
  if (listAll) for (const c of changes) console.log(`     ${describeChange(c)}`);
  const baselines = [
    document === "first" && "no released document",
    reports === "first" && "no released API report",
  ].filter(Boolean);
  if (document !== "diffed" && reports !== "diffed") {
    console.log(
      `ok   ${name}: first release, no baseline (${baselines.join(", ") || "nothing to diff"}): any level; declared ${declaredText}`,
    );
    continue;
  }
  const level = highest(
    changes.map((c) => c.level),
    LEVELS,
  );
  const needed = bumpFor(level, manifest.version);
  const counts = LEVELS.map((l) => [l, changes.filter((c) => c.level === l).length])
    .filter(([, n]) => n > 0)
    .map(([l, n]) => `${n} ${l}`)
    .join(", ");
  const found = level
    ? `level found: ${level} (${counts}), needs ${needed} at ${manifest.version}`
    : "level found: no change since the release";
  const unjudged = baselines.length
    ? `; not judged: ${baselines.join(", ")} (recorded at the next release)`
    : "";
  // A breaking change's CHANGELOG line says what to change in the user's code.
  if (level === "breaking" && !mine.some((c) => BREAKING_NOTE.test(c.summary)))
    failures.push(
      `FAIL ${name}: it has breaking changes (\`--changes\` lists them) but none of its changesets says so: ` +
        `start a line with "Breaking:" and say what to change in the user's code.`,
    );
  if (needed === undefined || (declared && BUMPS.indexOf(declared) >= BUMPS.indexOf(needed))) {
    console.log(`ok   ${name}: ${found}; declared ${declaredText}${unjudged}`);
    continue;
  }
  const short = changes.filter(
    (c) => !declared || BUMPS.indexOf(bumpFor(c.level, manifest.version)) > BUMPS.indexOf(declared),
  );
  failures.push(
    `FAIL ${name}: ${found}; declared ${declaredText}${unjudged}. ` +
      `Run \`pnpm changeset\`, select ${name} and choose ${needed}. These changes need more than ${declared ?? "no changeset"}:\n` +
      short.map((c) => `       ${describeChange(c)}`).join("\n"),
  );
}

for (const name of staleChangelogs(ROOT)) {
  failures.push(
    `FAIL ${name}: CHANGELOG.md does not list the pending changesets; run \`node tools/release/src/changelog.mjs\`.`,
  );
}
for (const f of failures) console.error(f);
if (failures.length > 0) process.exit(1);
console.log(
  "changeset:check: every package's pending changesets declare at least the level its changes call for.",
);

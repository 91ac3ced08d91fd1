#!/usr/bin/env node
// Each publishable package's CHANGELOG.md. Released sections ("## 0.2.0") are written by
// `changeset version` (see version.mjs); until then an "## Unreleased" section lists the
// changesets waiting in .changeset/ for that package. `node src/changelog.mjs` rewrites the
// Unreleased sections; version.mjs removes them just before `changeset version` writes the
// same notes under the new version.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { publishablePackages, ROOT } from "./packages.mjs";

const UNRELEASED = /\n## Unreleased\n[\s\S]*?(?=\n## |$)/;
const ORDER = { major: 0, minor: 1, patch: 2 };

/** A note for a breaking change starts so, then says what to change in the user's code. */
export const BREAKING_NOTE = /^Breaking:/;

/** The pending changesets: `{ packages: { name: bump }, summary, file }`, by file name. */
export function pendingChangesets(root = ROOT) {
  const dir = join(root, ".changeset");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".md") && f !== "README.md")
    .sort()
    .map((file) => {
      const text = readFileSync(join(dir, file), "utf8");
      const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
      if (!match) throw new Error(`.changeset/${file}: no front matter`);
      const packages = Object.fromEntries(
        match[1]
          .split(/\r?\n/)
          .map((line) => /^\s*["']?([^"':\s]+)["']?\s*:\s*(major|minor|patch)\s*$/.exec(line))
          .filter(Boolean)
          .map((m) => [m[1], m[2]]),
      );
      return { file, packages, summary: match[2].trim() };
    });
}

/**
 * A package's CHANGELOG text with its Unreleased section made from `pending` (none: removed):
 * breaking notes first, then by bump.
 */
export function withUnreleased(text, name, pending) {
  const base = (text ?? `# ${name}\n`).replace(UNRELEASED, "");
  if (pending.length === 0) return base;
  const notes = [...pending]
    .sort(
      (a, b) =>
        Number(BREAKING_NOTE.test(b.summary)) - Number(BREAKING_NOTE.test(a.summary)) ||
        ORDER[a.bump] - ORDER[b.bump],
    )
    .map((p) => `- ${p.bump}: ${p.summary.replace(/\n+/g, " ")}`)
    .join("\n");
  const section =
    "\n## Unreleased\n\n" +
    "Changesets not yet released (`pnpm release:version` turns them into the next version's notes):\n\n" +
    `${notes}\n`;
  const title = base.indexOf("\n");
  return `${base.slice(0, title + 1)}${section}${base.slice(title + 1)}`.replace(/\n{3,}/g, "\n\n");
}

/** Every publishable package's CHANGELOG path with its current and expected text. */
function changelogs(root, clear) {
  const changesets = clear ? [] : pendingChangesets(root);
  return publishablePackages(root).map(({ dir, manifest }) => {
    const file = join(dir, "CHANGELOG.md");
    const before = existsSync(file) ? readFileSync(file, "utf8") : undefined;
    const pending = changesets
      .filter((c) => c.packages[manifest.name])
      .map((c) => ({ bump: c.packages[manifest.name], summary: c.summary }));
    return { file, name: manifest.name, before, after: withUnreleased(before, manifest.name, pending) };
  });
}

/** Rewrites every publishable package's Unreleased section; `clear` removes them instead. */
export function syncChangelogs(root = ROOT, { clear = false } = {}) {
  for (const { file, before, after } of changelogs(root, clear)) {
    if (after !== before) writeFileSync(file, after);
  }
}

/** Names of the packages whose CHANGELOG.md does not list exactly the pending changesets. */
export function staleChangelogs(root = ROOT) {
  return changelogs(root, false)
    .filter(({ before, after }) => before !== after)
    .map(({ name }) => name);
}

if (import.meta.url === `file://${process.argv[1]}`) syncChangelogs();

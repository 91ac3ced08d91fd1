// What each package was last released from, kept in the package (not published: `files`
// lists dist only): api/released/openapi.json, the bundled document its code was generated
// from (its operations by `x-package` and the components they reach), and
// api/released/*.api.md, its API reports at that release (api-report.mjs). `pnpm
// release:version` writes them (records.mjs); the changeset check diffs against them.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { loadDocument } from "../../codegen/src/document.mjs";
import { packageDocument } from "../../codegen/src/filter.mjs";

export const RELEASED_DIR = "api/released";

const documents = new Map();

/** The package's document in the working tree (openapi/), or undefined if it has none. */
export function currentDocument(root, dir) {
  if (!documents.has(root)) documents.set(root, loadDocument(join(root, "openapi/openapi.yaml")));
  return packageDocument(documents.get(root), basename(dir));
}

/** The document the package was last released from, or undefined (never released). */
export function releasedDocument(dir) {
  const file = join(dir, RELEASED_DIR, "openapi.json");
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
}

/** Writes the package's released document (none: nothing written). */
export function writeReleasedDocument(dir, doc) {
  if (doc === undefined) return;
  mkdirSync(join(dir, RELEASED_DIR), { recursive: true });
  writeFileSync(join(dir, RELEASED_DIR, "openapi.json"), `${JSON.stringify(doc, null, 2)}\n`);
}

/** The package's API reports (api/*.api.md), by file name; `released` reads api/released/. */
export function apiReports(dir, { released = false } = {}) {
  const folder = join(dir, released ? RELEASED_DIR : "api");
  if (!existsSync(folder)) return new Map();
  return new Map(
    readdirSync(folder)
      .filter((f) => f.endsWith(".api.md"))
      .map((f) => [f, readFileSync(join(folder, f), "utf8")]),
  );
}

/** Copies the package's current API reports into api/released/, replacing the old ones. */
export function writeReleasedReports(dir) {
  const folder = join(dir, RELEASED_DIR);
  for (const file of apiReports(dir, { released: true }).keys()) rmSync(join(folder, file));
  const current = apiReports(dir);
  if (current.size > 0) mkdirSync(folder, { recursive: true });
  for (const file of current.keys()) cpSync(join(dir, "api", file), join(folder, file));
}

#!/usr/bin/env node
// The bundle budgets (`size` task of the test run): each entry of .size-limit.cjs measured under
// each build an app may use (bundle.mjs: esbuild with and without code splitting, Rollup), every
// chunk counted where it lands. `limit` ({ split, single, rollup }) bounds the initial download
// (the entry chunk and what it imports statically) or, for an entry with `lazy` (a module the
// app imports on first use), the chunks that import loads. `never` names dist files that must
// not be in the initial download under any build. Exits 1 naming each budget that is exceeded.
import { createRequire } from "node:module";
import { join } from "node:path";
import { BUILDS, measure } from "./bundle.mjs";

const require = createRequire(import.meta.url);
const budgets = require("../.size-limit.cjs");
const parseLimit = (text) => {
  const [, n, unit] = /^([\d.]+)\s*(B|kB)$/.exec(text) ?? [];
  if (!n) throw new Error(`size: unreadable limit ${text}`);
  return Number(n) * (unit === "kB" ? 1000 : 1);
};
// size-limit's notation: `{ a, b }` named imports, a bare name the default import
const namesOf = (text) => (text?.includes("{") ? text.replace(/[{}]/g, "").trim() : "default");
const here = (path) => join(import.meta.dirname, "..", path);

let failed = 0;
for (const budget of budgets) {
  const lazy = budget.lazy && { entry: here(budget.lazy.path), names: namesOf(budget.lazy.import) };
  for (const kind of BUILDS) {
    // a build that does not split inlines what the app imports on first use: nothing lazy
    if (lazy && kind === "single") continue;
    const measured = await measure(kind, here(budget.path), namesOf(budget.import), lazy);
    const part = lazy ? measured.lazy : measured.initial;
    const size = `${(part.gzip / 1000).toFixed(2)} kB gzip in ${part.chunks} chunk${part.chunks === 1 ? "" : "s"}`;
    const banned = (budget.never ?? []).filter((file) =>
      measured.initial.files.some((input) => input.replaceAll("\\", "/").endsWith(file)),
    );
    for (const file of banned)
      console.error(`✖ ${budget.name} [${kind}]: ${file} is in the initial download`);
    const limit = budget.limit?.[kind];
    const over = limit !== undefined && part.gzip > parseLimit(limit);
    if (over || banned.length > 0) failed++;
    const verdict = limit === undefined ? " " : over ? "✖" : "✔";
    console.log(
      `${verdict} ${budget.name} [${kind}]: ${size}${limit === undefined ? "" : ` (limit ${limit})`}`,
    );
  }
}
if (failed > 0) {
  console.error(`size: ${failed} budget${failed === 1 ? "" : "s"} exceeded`);
  process.exit(1);
}

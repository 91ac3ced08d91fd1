#!/usr/bin/env node
// The bundle budgets (`size` task of the test run): each entry of .size-limit.cjs bundled into
// one file (bundle.mjs, esbuild without code splitting), min+gzip against its `limit`; `never`
// names dist files that must not be in it. Exits 1 naming each budget that is exceeded.
import { createRequire } from "node:module";
import { join } from "node:path";
import { measure } from "./bundle.mjs";

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
  const measured = await measure(here(budget.path), namesOf(budget.import));
  const banned = (budget.never ?? []).filter((file) =>
    measured.files.some((input) => input.replaceAll("\\", "/").endsWith(file)),
  );
  for (const file of banned) console.error(`✖ ${budget.name}: ${file} is in the bundle`);
  const over = measured.gzip > parseLimit(budget.limit);
  if (over || banned.length > 0) failed++;
  console.log(
    `${over ? "✖" : "✔"} ${budget.name}: ${(measured.gzip / 1000).toFixed(2)} kB gzip (limit ${budget.limit})`,
  );
}
if (failed > 0) {
  console.error(`size: ${failed} budget${failed === 1 ? "" : "s"} exceeded`);
  process.exit(1);
}

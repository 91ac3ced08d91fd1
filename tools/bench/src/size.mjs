#!/usr/bin/env node
// The bundle budgets (`size` task of the test run): each entry of .size-limit.cjs measured as a
// browser app's bundler emits it (bundle.mjs: code splitting on, dynamic imports followed,
// each chunk counted where it lands). `limit` bounds the initial download (the entry chunk and
// what it imports statically) or, with `lazy: true`, the chunks loaded on first use. Exits 1
// naming each budget that is exceeded.
import { createRequire } from "node:module";
import { join } from "node:path";
import { measureSplit } from "./bundle.mjs";

const require = createRequire(import.meta.url);
const budgets = require("../.size-limit.cjs");
const parseLimit = (text) => {
  const [, n, unit] = /^([\d.]+)\s*(B|kB)$/.exec(text) ?? [];
  if (!n) throw new Error(`size: unreadable limit ${text}`);
  return Number(n) * (unit === "kB" ? 1000 : 1);
};

let failed = 0;
for (const budget of budgets) {
  // size-limit's notation: `{ a, b }` named imports, a bare name the default import
  const names = budget.import?.includes("{") ? budget.import.replace(/[{}]/g, "").trim() : "default";
  const measured = await measureSplit(join(import.meta.dirname, "..", budget.path), names);
  const part = budget.lazy ? measured.lazy : measured.initial;
  const size = `${(part.gzip / 1000).toFixed(2)} kB gzip in ${part.chunks} chunk${part.chunks === 1 ? "" : "s"}`;
  if (budget.limit === undefined) {
    console.log(`  ${budget.name}: ${size}`);
    continue;
  }
  const over = part.gzip > parseLimit(budget.limit);
  if (over) failed++;
  console.log(`${over ? "✖" : "✔"} ${budget.name}: ${size} (limit ${budget.limit})`);
}
if (failed > 0) {
  console.error(`size: ${failed} budget${failed === 1 ? "" : "s"} exceeded`);
  process.exit(1);
}

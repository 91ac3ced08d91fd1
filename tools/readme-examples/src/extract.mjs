#!/usr/bin/env node
// Writes every ```ts block of packages/*/README.md to generated/ as its own module, padded with
// blank lines so that a type error's line number is the README's line number. The root's
// `typecheck:packages` runs this first, then checks them in its one program (root tsconfig.json)
// against the workspace sources (tsconfig paths @cdrapi/*).
// A block whose info string says `ignore` (```ts ignore) is not checked (shapes, pseudo-code).
// A fragment that uses names from its surroundings gets them from a one-line HTML comment right
// above its fence, which is not rendered:  <!-- ts-prelude: declare const server: MockServer; -->
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../../..");
const out = join(import.meta.dirname, "../generated");
const FENCE = /^(\s*)(`{3,}|~{3,})\s*(ts|typescript|tsx)\b(.*)$/;
const PRELUDE = /^\s*<!--\s*ts-prelude:(.*)-->\s*$/;

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const written = [];
let skipped = 0;
for (const pkg of readdirSync(join(root, "packages")).sort()) {
  const readme = join(root, "packages", pkg, "README.md");
  if (!existsSync(readme)) continue;
  const lines = readFileSync(readme, "utf8").split("\n");
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]);
    if (!open) continue;
    const [, , fence, , info] = open;
    const start = i + 1;
    let end = start;
    while (end < lines.length && !lines[end].trimStart().startsWith(fence)) end++;
    if (/\bignore\b/.test(info)) skipped++;
    else {
      const file = `${pkg}-README-L${start + 1}.ts`;
      // Blank lines up to the block (the prelude on the first), so tsc reports README lines.
      const prelude = PRELUDE.exec(lines[i - 1] ?? "")?.[1]?.trim() ?? "";
      const padding = `${prelude}${"\n".repeat(start)}`;
      writeFileSync(join(out, file), `${padding}${lines.slice(start, end).join("\n")}\nexport {};\n`);
      written.push(`packages/${pkg}/README.md:${start + 1} -> generated/${file}`);
    }
    i = end;
  }
}
for (const w of written) console.log(w);
console.log(`readme-examples: ${written.length} block(s) to type-check, ${skipped} marked ignore.`);

// Module hooks that let a child `node` run this repo's TypeScript sources as Jest does (no
// build needed): @cdrapi/* resolve through tsconfig.base.json's `paths` (the same map tsc uses),
// "./x.js" imported from a .ts file resolves to "./x.ts", and .ts files go through SWC.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { transformSync } from "@swc/core";

const root = new URL("../../../", import.meta.url);
const { paths } = JSON.parse(readFileSync(new URL("tsconfig.base.json", root), "utf8")).compilerOptions;
const ALIASES = Object.fromEntries(Object.entries(paths).map(([name, [target]]) => [name, target]));

export async function resolve(specifier, context, next) {
  if (ALIASES[specifier]) return { url: new URL(ALIASES[specifier], root).href, shortCircuit: true };
  if (/^\.{1,2}\//.test(specifier) && specifier.endsWith(".js") && context.parentURL?.endsWith(".ts")) {
    const ts = new URL(specifier.replace(/\.js$/, ".ts"), context.parentURL);
    if (existsSync(fileURLToPath(ts))) return { url: ts.href, shortCircuit: true };
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.endsWith(".ts")) return next(url, context);
  const filename = fileURLToPath(url);
  const { code } = transformSync(readFileSync(filename, "utf8"), {
    filename,
    jsc: { target: "es2022", parser: { syntax: "typescript" } },
    module: { type: "es6" },
  });
  return { format: "module", source: code, shortCircuit: true };
}

// Module hooks that let a child `node` run the CLI's TypeScript sources as Jest does (no build
// needed): @cdrapi/* resolve to packages/*/src, "./x.js" to "./x.ts", and .ts goes through SWC.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { transformSync } from "@swc/core";

const root = new URL("../../../../", import.meta.url);
const ALIASES = {
  "@cdrapi/core": "packages/core/src/index.ts",
  "@cdrapi/reporting": "packages/reporting/src/index.ts",
  "@cdrapi/reporting/node": "packages/reporting/src/node.ts",
  "@cdrapi/compute": "packages/compute/src/index.ts",
  "@cdrapi/mock-server": "packages/mock-server/src/index.ts",
};

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

// 4. Bundle size: what an app's bundler emits for one import of a package, from the BUILT dist,
// every dependency bundled in, minified, ESM for the browser, in one file (esbuild without code
// splitting: a dynamic import() is inlined, so the file is everything the import can load).
// Gzipped as a browser fetches it. `files` lists the input files bundled (so a check can say
// which module must never be in it). The size check (size.mjs) and `pnpm bench` both measure
// with this.
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const root = join(import.meta.dirname, "../../..");
export const dist = (pkg, file = "index.js") => join(root, "packages", pkg, "dist", file);

/** Which package a bundled input file belongs to. */
function packageOf(file) {
  return (
    /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ??
    /packages\/([^/]+)\//.exec(file)?.[1]?.replace(/^/, "@cdrapi/") ??
    "entry"
  );
}

/** The app measured: `import { names } from entry` (`names` "default" for a default import), used. */
function appSource(entry, names) {
  return names === "default"
    ? `import x from ${JSON.stringify(entry)};\nconsole.log(x);`
    : `import { ${names} } from ${JSON.stringify(entry)};\nconsole.log(${names});`;
}

/** Bundles the app into one file: { minified, gzip, byPackage, files }. */
export async function measure(entry, names) {
  const r = await build({
    stdin: { contents: appSource(entry, names), resolveDir: join(import.meta.dirname, "..") },
    bundle: true,
    minify: true,
    write: false,
    metafile: true,
    outfile: join(import.meta.dirname, "../.bundle-out/app.js"),
    platform: "browser",
    format: "esm",
    // the repo's tsconfig `paths` would swap the dist for the sources
    tsconfigRaw: "{}",
    logLevel: "error",
  });
  const [output] = Object.values(r.metafile.outputs).filter((o) => o.entryPoint === "<stdin>");
  const code = r.outputFiles.find((f) => f.path.endsWith(".js")).contents;
  const byPackage = {};
  for (const [file, input] of Object.entries(output.inputs)) {
    const pkg = packageOf(file);
    byPackage[pkg] = (byPackage[pkg] ?? 0) + input.bytesInOutput;
  }
  return {
    minified: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    byPackage,
    files: Object.keys(output.inputs),
  };
}

/** The figures `pnpm bench` prints: openapi-fetch alone (the baseline) and each client. */
export async function benchBundles() {
  const budgets = (await import("../.size-limit.cjs")).default;
  const rows = [
    { label: "openapi-fetch alone (createClient)", ...(await measure("openapi-fetch", "default")) },
  ];
  for (const budget of budgets) {
    const names = budget.import.replace(/[{}]/g, "").trim();
    rows.push({
      label: budget.name,
      limit: budget.limit,
      ...(await measure(join(import.meta.dirname, "..", budget.path), names)),
    });
  }
  return rows;
}

// 4. Bundle size: what a browser app's bundler emits for one import of a package, from the BUILT
// dist (esbuild, platform browser, ESM, code splitting on: the way an app ships lazy code).
// Dynamic imports are followed, and each output chunk is counted where it lands: "initial" is
// the entry chunk and every chunk it imports statically (downloaded before the app runs);
// "lazy" is every chunk reached only through a dynamic import() (downloaded on first use).
// Each chunk is gzipped on its own, as a browser fetches it. The size check (size.mjs) and
// `pnpm bench` both measure with this.
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

/**
 * Bundles `import { names } from entry` (`names` "default" for a default import) and returns
 * the initial and lazy downloads: { minified, gzip, byPackage, chunks } each.
 */
export async function measureSplit(entry, names) {
  const contents =
    names === "default"
      ? `import x from ${JSON.stringify(entry)};\nconsole.log(x);`
      : `import { ${names} } from ${JSON.stringify(entry)};\nconsole.log(${names});`;
  const outdir = join(import.meta.dirname, "../.bundle-out");
  const r = await build({
    stdin: { contents, resolveDir: join(import.meta.dirname, "..") },
    bundle: true,
    minify: true,
    write: false,
    metafile: true,
    splitting: true,
    outdir,
    platform: "browser",
    format: "esm",
    // the repo's tsconfig `paths` would swap the dist for the sources
    tsconfigRaw: "{}",
    logLevel: "error",
  });
  const outputs = Object.entries(r.metafile.outputs).filter(([name]) => !name.endsWith(".map"));
  const byName = new Map(outputs);
  const code = new Map(r.outputFiles.map((f) => [f.path, f.contents]));
  const contentsOf = (name) => code.get(join(process.cwd(), name)) ?? code.get(name);
  const [entryName] = outputs.find(([, o]) => o.entryPoint === "<stdin>");
  // The static closure of the entry chunk, then whatever dynamic imports reach beyond it.
  const closure = (starts, kinds) => {
    const seen = new Set(starts);
    const queue = [...starts];
    while (queue.length > 0) {
      for (const edge of byName.get(queue.pop()).imports) {
        if (kinds.includes(edge.kind) && byName.has(edge.path) && !seen.has(edge.path)) {
          seen.add(edge.path);
          queue.push(edge.path);
        }
      }
    }
    return seen;
  };
  const initial = closure([entryName], ["import-statement"]);
  const all = closure([entryName], ["import-statement", "dynamic-import"]);
  const lazy = [...all].filter((name) => !initial.has(name));
  return { initial: sum([...initial], byName, contentsOf), lazy: sum(lazy, byName, contentsOf) };
}

function sum(names, byName, contentsOf) {
  const total = { minified: 0, gzip: 0, byPackage: {}, chunks: names.length };
  for (const name of names) {
    const bytes = contentsOf(name);
    if (!bytes) throw new Error(`bundle: no output for ${name}`);
    total.minified += bytes.length;
    total.gzip += gzipSync(bytes, { level: 9 }).length;
    for (const [file, { bytesInOutput }] of Object.entries(byName.get(name).inputs)) {
      const pkg = packageOf(file);
      total.byPackage[pkg] = (total.byPackage[pkg] ?? 0) + bytesInOutput;
    }
  }
  return total;
}

export async function benchBundles() {
  const row = async (label, entry, names) => ({ label, ...(await measureSplit(entry, names)).initial });
  const reporting = await measureSplit(dist("reporting"), "createReportingClient");
  return [
    await row("openapi-fetch alone (createClient)", "openapi-fetch", "default"),
    await row("@cdrapi/core (createTransport, basicAuth)", dist("core"), "createTransport, basicAuth"),
    { label: "@cdrapi/reporting (createReportingClient), initial download", ...reporting.initial },
    await row("@cdrapi/compute (createComputeClient)", dist("compute"), "createComputeClient"),
    {
      label: "@cdrapi/reporting: lazy chunks (bulk engine and what it loads, on first use)",
      ...reporting.lazy,
    },
  ];
}

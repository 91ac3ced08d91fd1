// 4. Bundle size: what an app's bundler emits for one import of a package, from the BUILT dist,
// every dependency bundled in, minified, ESM for the browser, under the three builds apps use:
// - "split": esbuild with code splitting (dynamic imports become chunks loaded on first use);
// - "single": esbuild without code splitting (one file: a dynamic import is inlined);
// - "rollup": Rollup (node-resolve, browser conditions), chunks minified by esbuild.
// Each output chunk is counted where it lands: "initial" is the entry chunk and every chunk it
// imports statically (downloaded before the app runs); "lazy" is every chunk reached only
// through a dynamic import() (downloaded on first use; always empty for "single"). Each chunk
// is gzipped on its own, as a browser fetches it. `files` lists the input files of the initial
// download (so a check can say which module must never be in it). The size check (size.mjs)
// and `pnpm bench` both measure with this.
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import { build, transform } from "esbuild";
import { rollup } from "rollup";

const root = join(import.meta.dirname, "../../..");
export const dist = (pkg, file = "index.js") => join(root, "packages", pkg, "dist", file);
export const BUILDS = ["split", "single", "rollup"];

/** Which package a bundled input file belongs to. */
function packageOf(file) {
  return (
    /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ??
    /packages\/([^/]+)\//.exec(file)?.[1]?.replace(/^/, "@cdrapi/") ??
    "entry"
  );
}

/**
 * The app measured: `import { names } from entry` (`names` "default" for a default import),
 * used; with `lazy` ({ entry, names }) also a dynamic import of that module on first use.
 */
function appSource(entry, names, lazy) {
  const lines =
    names === "default"
      ? [`import x from ${JSON.stringify(entry)};`, "console.log(x);"]
      : [`import { ${names} } from ${JSON.stringify(entry)};`, `console.log(${names});`];
  if (lazy) {
    lines.push(
      `globalThis.onclick = () => import(${JSON.stringify(lazy.entry)}).then((m) => console.log(m));`,
    );
  }
  return lines.join("\n");
}

/**
 * Bundles the app under `kind` (one of BUILDS) and returns the initial and lazy downloads:
 * { minified, gzip, byPackage, chunks, files } each.
 */
export async function measure(kind, entry, names, lazy) {
  const contents = appSource(entry, names, lazy);
  const chunks =
    kind === "rollup" ? await rollupChunks(contents) : await esbuildChunks(contents, kind === "split");
  const byName = new Map(chunks.map((c) => [c.name, c]));
  const closure = (starts, kinds) => {
    const seen = new Set(starts);
    const queue = [...starts];
    while (queue.length > 0) {
      const chunk = byName.get(queue.pop());
      for (const next of kinds.flatMap((k) => chunk[k])) {
        if (byName.has(next) && !seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    return seen;
  };
  const start = chunks.find((c) => c.isEntry).name;
  const initial = closure([start], ["imports"]);
  const all = closure([start], ["imports", "dynamicImports"]);
  const lazyNames = [...all].filter((name) => !initial.has(name));
  return { initial: sum([...initial], byName), lazy: sum(lazyNames, byName) };
}

/** esbuild's chunks: { name, isEntry, imports, dynamicImports, code, inputs: { file: bytes } }. */
async function esbuildChunks(contents, splitting) {
  const outdir = join(import.meta.dirname, "../.bundle-out");
  const r = await build({
    stdin: { contents, resolveDir: join(import.meta.dirname, "..") },
    bundle: true,
    minify: true,
    write: false,
    metafile: true,
    splitting,
    outdir,
    platform: "browser",
    format: "esm",
    // the repo's tsconfig `paths` would swap the dist for the sources
    tsconfigRaw: "{}",
    logLevel: "error",
  });
  const code = new Map(r.outputFiles.map((f) => [f.path, f.contents]));
  return Object.entries(r.metafile.outputs)
    .filter(([name]) => !name.endsWith(".map"))
    .map(([name, o]) => ({
      name,
      isEntry: o.entryPoint === "<stdin>",
      imports: o.imports.filter((e) => e.kind === "import-statement").map((e) => e.path),
      dynamicImports: o.imports.filter((e) => e.kind === "dynamic-import").map((e) => e.path),
      code: code.get(join(process.cwd(), name)) ?? code.get(name),
      inputs: Object.fromEntries(Object.entries(o.inputs).map(([file, i]) => [file, i.bytesInOutput])),
    }));
}

/** Rollup's chunks, each minified by esbuild (what a Vite production build does). */
async function rollupChunks(contents) {
  const bundle = await rollup({
    input: "\0app",
    plugins: [
      {
        name: "app",
        resolveId: (id) => (id === "\0app" ? id : null),
        load: (id) => (id === "\0app" ? contents : null),
      },
      nodeResolve({ browser: true, exportConditions: ["browser", "module", "import", "default"] }),
    ],
    onwarn: () => {},
  });
  try {
    const { output } = await bundle.generate({ format: "es", dir: "out" });
    return Promise.all(
      output
        .filter((c) => c.type === "chunk")
        .map(async (c) => ({
          name: c.fileName,
          isEntry: c.isEntry,
          imports: c.imports,
          dynamicImports: c.dynamicImports,
          code: Buffer.from((await transform(c.code, { minify: true, format: "esm" })).code),
          inputs: Object.fromEntries(
            Object.entries(c.modules).map(([file, m]) => [relative(process.cwd(), file), m.renderedLength]),
          ),
        })),
    );
  } finally {
    await bundle.close();
  }
}

function sum(names, byName) {
  const total = { minified: 0, gzip: 0, byPackage: {}, chunks: names.length, files: [] };
  for (const name of names) {
    const { code, inputs } = byName.get(name);
    if (!code) throw new Error(`bundle: no output for ${name}`);
    total.minified += code.length;
    total.gzip += gzipSync(code, { level: 9 }).length;
    for (const [file, bytes] of Object.entries(inputs)) {
      const pkg = packageOf(file);
      total.byPackage[pkg] = (total.byPackage[pkg] ?? 0) + bytes;
      total.files.push(file);
    }
  }
  return total;
}

export async function benchBundles() {
  const rows = [];
  for (const kind of BUILDS) {
    const row = async (label, entry, names, lazy) => {
      const m = await measure(kind, entry, names, lazy);
      return { label: `${label} [${kind}]`, build: kind, ...(lazy ? m.lazy : m.initial) };
    };
    rows.push(
      await row("openapi-fetch alone (createClient)", "openapi-fetch", "default"),
      await row("@cdrapi/core (createTransport, basicAuth)", dist("core"), "createTransport, basicAuth"),
      await row(
        "@cdrapi/reporting (createReportingClient), initial download",
        dist("reporting"),
        "createReportingClient",
      ),
      await row("@cdrapi/compute (createComputeClient)", dist("compute"), "createComputeClient"),
    );
    if (kind !== "single") {
      rows.push(
        await row(
          "@cdrapi/reporting/bulk: the engine, imported on first use",
          dist("reporting"),
          "createReportingClient",
          { entry: dist("reporting", "bulk.js"), names: "reportMaintainDomains" },
        ),
      );
    }
  }
  return rows;
}

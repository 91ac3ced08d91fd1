// 4. Bundle size: min+gzip bytes of each package's browser entry as a browser bundler makes it
// from the BUILT dist (esbuild, platform browser, dependencies bundled), the same settings as
// the size-limit budgets (.size-limit.cjs). Dynamic import() chunks are fetched only when used,
// so the entry's size leaves them out; the reporting bulk chunk is measured on its own.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const root = join(import.meta.dirname, "../../..");
const dist = (pkg) => join(root, "packages", pkg, "dist");
const lazyExternal = {
  name: "lazy-chunks-external",
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) =>
      args.kind === "dynamic-import" ? { path: args.path, external: true } : undefined,
    );
  },
};

async function measure(label, entry, names) {
  const contents =
    names === "createClient"
      ? `import createClient from ${JSON.stringify(entry)};\nconsole.log(createClient);`
      : names
        ? `import { ${names} } from ${JSON.stringify(entry)};\nconsole.log(${names});`
        : `import * as all from ${JSON.stringify(entry)};\nconsole.log(all);`;
  const r = await build({
    stdin: { contents, resolveDir: join(import.meta.dirname, "..") },
    bundle: true,
    minify: true,
    write: false,
    metafile: true,
    platform: "browser",
    format: "esm",
    tsconfigRaw: "{}",
    logLevel: "error",
    plugins: [lazyExternal],
  });
  const code = r.outputFiles[0].contents;
  const inputs = Object.values(r.metafile.outputs)[0].inputs;
  const byPackage = {};
  for (const [file, { bytesInOutput }] of Object.entries(inputs)) {
    const pkg =
      /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ??
      /packages\/([^/]+)\//.exec(file)?.[1]?.replace(/^/, "@cdrapi/") ??
      "entry";
    byPackage[pkg] = (byPackage[pkg] ?? 0) + bytesInOutput;
  }
  return { label, minified: code.length, gzip: gzipSync(code, { level: 9 }).length, byPackage };
}

export async function benchBundles() {
  const reportingLazy = readdirSync(dist("reporting")).find((f) => /^report-.*\.js$/.test(f));
  const rows = [
    await measure("openapi-fetch alone (createClient)", "openapi-fetch", "createClient"),
    await measure(
      "@cdrapi/core (createTransport, basicAuth)",
      join(dist("core"), "index.js"),
      "createTransport, basicAuth",
    ),
    await measure(
      "@cdrapi/reporting (createReportingClient)",
      join(dist("reporting"), "index.js"),
      "createReportingClient",
    ),
    await measure(
      "@cdrapi/compute (createComputeClient)",
      join(dist("compute"), "index.js"),
      "createComputeClient",
    ),
  ];
  if (reportingLazy)
    rows.push(await measure("@cdrapi/reporting bulk chunk (lazy)", join(dist("reporting"), reportingLazy)));
  return rows;
}

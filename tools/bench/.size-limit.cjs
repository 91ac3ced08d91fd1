// Bundle budgets, checked in the test run (`size` task) and reported by `pnpm bench`.
// Sizes are min+gzip of what a browser bundler (esbuild, platform browser) makes of the BUILT
// ESM entry, with every dependency (openapi-fetch, @cdrapi/core) bundled in.
//
// Dynamic import() chunks: a browser user's bundler splits `await import("./bulk/...")` into
// its own file, fetched only when `reportMaintainDomains` runs. So the "initial" checks mark
// dynamic imports external (they cost nothing up front), and the lazy chunk has its own check.
const lazyChunksExternal = {
  name: "lazy-chunks-external",
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === "dynamic-import" ? { path: args.path, external: true } : undefined,
    );
  },
};
// `tsconfigRaw`: esbuild would otherwise apply the repo's tsconfig `paths` (@cdrapi/* -> src/*.ts)
// to the built files and measure the sources instead of the published dist.
// `format: "esm"`: what a browser bundler emits for an ESM app; size-limit's default (IIFE) adds
// esbuild's CommonJS interop helpers to any bundle that contains an import().
const published = (config) => ({ ...config, format: "esm", tsconfigRaw: "{}", logLevel: "error" });
const initialOnly = (config) => ({
  ...published(config),
  plugins: [...(config.plugins ?? []), lazyChunksExternal],
});

// Limits are ceilings (a ratchet just above today's figures, so any growth fails the test run),
// not the targets: the targets (reporting 6 kB, compute 6.5 kB, core 5 kB) are in the README's
// performance section with the measured gap; see tools/bench/RESULTS.md for what costs most.
const dist = (pkg, file = "index.js") => `../../packages/${pkg}/dist/${file}`;

module.exports = [
  {
    name: "@cdrapi/reporting: createReportingClient (initial download)",
    path: dist("reporting"),
    import: "{ createReportingClient }",
    modifyEsbuildConfig: initialOnly,
    gzip: true,
    limit: "9.4 kB", // target 6 kB
  },
  {
    name: "@cdrapi/reporting: bulk module (lazy, on first reportMaintainDomains)",
    path: dist("reporting", "report-*.js"),
    modifyEsbuildConfig: published,
    gzip: true,
    limit: "56 kB",
  },
  {
    name: "@cdrapi/compute: createComputeClient",
    path: dist("compute"),
    import: "{ createComputeClient }",
    modifyEsbuildConfig: initialOnly,
    gzip: true,
    limit: "10.7 kB", // target 6.5 kB
  },
  {
    name: "@cdrapi/core: createTransport + basicAuth",
    path: dist("core"),
    import: "{ createTransport, basicAuth }",
    modifyEsbuildConfig: initialOnly,
    gzip: true,
    limit: "8.4 kB", // target 5 kB
  },
  {
    name: "openapi-fetch alone (baseline)",
    path: "node_modules/openapi-fetch/dist/index.mjs",
    import: "createClient",
    modifyEsbuildConfig: published,
    gzip: true,
  },
];

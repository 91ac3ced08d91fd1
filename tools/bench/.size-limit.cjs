// Bundle budgets, checked in the test run (`size` task: src/size.mjs) and reported by
// `pnpm bench`. The budget: no client's single-file build above 21.5 kB min+gzip (20 kB until one
// limiter per session, certificate errors and the hook for checking answers added 1.3 kB to
// every client: compute 19.77 -> 21.07 kB), that is what an app's bundler emits from the BUILT dist for `import { createXClient }` (platform browser, ESM,
// every dependency bundled in, esbuild without code splitting: src/bundle.mjs). `never` lists
// dist files that may not be in that build. The figures of each run are in tools/bench/RESULTS.md.
const dist = (pkg, file = "index.js") => `../../packages/${pkg}/dist/${file}`;

/** A client package's budget: its factory imported from its entry, in one file. */
const client = (pkg, factory, extra = {}) => ({
  name: `@cdrapi/${pkg}: ${factory}`,
  path: dist(pkg),
  import: `{ ${factory} }`,
  gzip: true,
  limit: "21.5 kB",
  ...extra,
});

module.exports = [
  // the bulk engine is its own entry (@cdrapi/reporting/bulk): an app that only makes calls does not bundle it
  client("reporting", "createReportingClient", { never: ["reporting/dist/bulk.js"] }),
  client("compute", "createComputeClient"),
  client("account", "createAccountClient"),
  client("billing", "createBillingClient"),
  client("support", "createSupportClient"),
  client("domains", "createDomainsClient"),
  client("services", "createServicesClient"),
];

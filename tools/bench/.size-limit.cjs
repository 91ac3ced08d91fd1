// Bundle budgets, checked in the test run (`size` task: src/size.mjs) and reported by
// `pnpm bench`. Sizes are min+gzip of what an app's bundler emits from the BUILT dist (platform
// browser, ESM, every dependency bundled in), under each of the three builds apps use
// (src/bundle.mjs): `split` esbuild with code splitting, `single` esbuild without it (a dynamic
// import is inlined: everything is up front), `rollup` Rollup with node-resolve, minified by
// esbuild. Each chunk is counted where it lands: `limit` ({ split, single, rollup }) bounds the
// initial download (the entry chunk and the chunks it imports statically), or, for an entry with
// `lazy` (a module the app imports with import() on first use), the chunks that import loads.
// `never` lists dist files that may not be in the initial download under any build.
// Limits are ceilings (a ratchet just above today's figures, so any growth fails the test run),
// not the targets: the target (8 kB up front for every client, #24 item 9) is in the README's
// performance section with the measured gap; see tools/bench/RESULTS.md for what each kB is.
const dist = (pkg, file = "index.js") => `../../packages/${pkg}/dist/${file}`;

module.exports = [
  {
    name: "@cdrapi/reporting: createReportingClient (initial download)",
    path: dist("reporting"),
    import: "{ createReportingClient }",
    gzip: true,
    // the bulk engine (its own entry, @cdrapi/reporting/bulk) never up front, whatever the build
    never: ["reporting/dist/bulk.js", "reporting/dist/bulk.cjs"],
    limit: { split: "12.2 kB", single: "18.0 kB", rollup: "11.6 kB" },
    // #36/#37: 11.95 / 17.60 / 11.27 kB (a FAILURE answer's own error, text read composed, a date read back by its day, the cut list answer, redirects and redaction in core).
    // 11.45 / 16.98 / 11.00 kB (#24 item 9, second pass): the ISO 3166 country list of the record
    // rules was a module-level `new Set(...)`, code a bundler must keep, so it was up front in
    // every build (0.6-0.7 kB); it is a string turned into a set on first use.
    // 12.08 / 17.72 / 11.69 kB with #24 items 1-8 merged (list promises and the streamed list's
    // wrapper 0.7 kB; hooks, client.request and requestMayHaveBeenProcessed 0.35 kB up front, their
    // lazy chunks and the JSON scanner inlined in one file: the single-file figure's +2.7 kB).
    // #24 item 9: 11.01 / 15.01 / 11.03 kB (split / single / Rollup). The engine left the entry's
    // import graph (an import() of a specifier no bundler follows, or the entry an app loaded):
    // without splitting 31.30 -> 15.01 kB; with splitting 13.04 -> 12.13 kB (the engine's list
    // reader and the uploader are the engine entry's now); then 12.13 -> 11.01 kB (Rollup
    // 11.25 -> 11.03): core's lazy chunks (client.api, the redirect follower) import nothing of
    // the first download (what they need is passed in), so it is one chunk, not three. What the
    // single build has beyond the split one is openapi-fetch and its adapter, loaded with the
    // first client.api call elsewhere (4.0 kB).
    // Earlier, split build only: 13.05 kB with #28 (core's one request path: call() names the operation from the client.api call it was given, Transport.rememberSecret; 0.12 kB in core); 12.92 kB with #22 item 6 (reading a streamed call's error answer within its deadline);  target 6 kB; 12.25 kB measured in 4 chunks (split build, #14; was 13.11 kB); 12.60 kB with #22 (the removal guard's and the read-back's error classes, which callers test with instanceof, and the list read the engine is handed)
  },
  {
    name: "@cdrapi/reporting/bulk: the bulk engine, imported by the app on first use",
    path: dist("reporting"),
    import: "{ createReportingClient }",
    lazy: { path: dist("reporting", "bulk.js"), import: "{ reportMaintainDomains }" },
    gzip: true,
    limit: { split: "27.4 kB", rollup: "26.9 kB" },
    // #36/#37: 26.88 / 26.39 kB (a FAILURE answer's own error, text read composed, a date read back by its day).
    // 26.24 / 25.75 kB with #35 (the filing rule: each removal's consent by cause, the list read
    // checked against the last filing, the report's removedDomain, the per-domain sample of the
    // read-back with the document's DomainRegistrar fields, the restart and the names the
    // checkpoint keeps, and their messages: 2.6 kB). Lazy: not in an app's first download.
    // 23.62 / 23.14 kB with #27 item 5 (the engine's files say each thing once: one acceptedRecords,
    // one setFields for the errors' fields, no ledger getters beside its view).
    // 23.81 / 23.32 kB with #24 items 1-8 merged: the figure counts every lazy chunk, and the
    // hooks, client.request, wait-loop and streamed-list chunks are new (not the engine's); #27's scanner 0.19 kB.
    // #24 item 9: 22.17 / 21.69 kB (split / Rollup; 0.2 kB of core the client no longer shares
    // with it in chunks of their own is the engine's to load now; a build without splitting has nothing lazy):
    // the engine is the entry @cdrapi/reporting/bulk, `reportMaintainDomains(client, source, o)`,
    // which builds the uploader over the client's transport (0.11 kB more than the chunk was).
    // Earlier: 21.82 kB with #23 (merged after #27): the checks a server with only the spec's report operations allows (each sub-list's count, the status read standing in for the pending read) and the superseding resend of a kept copy, 0.87 kB; 20.95 kB with #27 items 1-5: the checkpoint chain hashed with Node's synchronous createHash where there is one (read through process.getBuiltinModule, WebCrypto kept for browsers) and the list fingerprint's one walk per name, 0.11 kB; 20.84 kB with #27: one thread (no hand-off to a worker, no body pool, no fast path beside Ajv's generated validators, a Map for the names: 4.4 kB less; the generated sorted copy of a record for the bodies, 0.5 kB back); 24.67 kB with #22 item 6 (the stream watcher of a streamed body); 23.85 kB with #22: the removal guard, the read-back after the commit and the JSON array scanner streaming the server's list (2.5 kB); the engine: no Ajv (standalone validators), openapi-fetch, the fluctuation report (VNNIC-07, about 1.5 kB)
  },
  {
    name: "@cdrapi/compute: createComputeClient",
    path: dist("compute"),
    import: "{ createComputeClient }",
    gzip: true,
    limit: { split: "15.8 kB", single: "21.0 kB", rollup: "15.4 kB" },
    // #36/#37: 15.48 / 20.56 / 15.03 kB (the session's renewal hook, redirects that carry no secret or body abroad, one list of secret names, the bounded list walk, Retry-After as a floor).
    // 14.66 / 19.62 / 14.66 kB (#24 item 9, second pass): the session and the token client's
    // logout/revoke use account's `authOperations` (5 rows) instead of its whole table (23), 0.3 kB.
    // 14.97 / 19.92 / 14.96 kB with #24 items 1-8 merged (core's 0.35 kB as above, lists 0.4 kB,
    // vms.waitFor 0.37 kB, Basic auth and session restore 0.32 kB).
    // #24 item 9: 13.78 / 17.78 / 13.83 kB (split / single / Rollup; 14.98 / 17.80 / 14.05 kB
    // before core's first download was one chunk); single: openapi-fetch and its adapter
    // (about 3 kB) are up front. Earlier, split build only: 14.93 kB with #28 (0.12 kB of core's one request path; the session's login, refresh, logout and revoke are account's generated auth.* methods, each generated namespace a factory of its own so the session bundles only `auth`, and createHostBillClient); 14.66 kB with #22 item 6 (a streamed call's error answer and deadline);  target 6.5 kB; 14.33 kB measured in 3 chunks (split build, #14; 13.1 kB as one bundle); 14.41 kB with the process-wide secrets of #22 (one redaction for every error, 0.09 kB)
  },
  {
    name: "@cdrapi/core: createTransport + basicAuth",
    path: dist("core"),
    import: "{ createTransport, basicAuth }",
    gzip: true,
    limit: { split: "9.6 kB", single: "14.4 kB", rollup: "9.6 kB" },
    // #36/#37: 9.27 / 14.08 / 9.32 kB (redirects that carry no secret or body abroad, one list of secret names, the bounded list walk, Retry-After as a floor, the cut answer).
    // 9.02 / 13.71 / 9.06 kB with #24 items 1-8 merged (hooks, client.request and
    // requestMayHaveBeenProcessed up front 0.35 kB; their lazy chunks inlined in one file).
    // #24 item 9: 8.69 / 12.70 / 8.73 kB (split / single / Rollup): client.api's chunk and the
    // redirect follower take what they need of the first download as arguments, so a splitting
    // bundler no longer cuts it into three chunks (9.80 / 12.69 / 8.94 kB before). Earlier, split build only: 9.80 kB with #28 (client.api's adapter gets the operation of each call from what was called, not from a middleware tag; call() judges every answer from openapi-fetch's result and names its operation; Transport.rememberSecret); 9.68 kB with #22 item 6 (a streamed call's error answer and deadline);  target 5 kB; 9.29 kB in 3 chunks (split build, #14); openapi-fetch is loaded with the first client.api call; 9.45 kB with the process-wide secrets of #22 (one redaction for every error, 0.09 kB)
  },
  {
    name: "openapi-fetch alone (baseline)",
    path: "node_modules/openapi-fetch/dist/index.mjs",
    import: "createClient",
    gzip: true,
  },
];

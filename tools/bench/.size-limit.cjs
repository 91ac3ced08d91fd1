// Bundle budgets, checked in the test run (`size` task: src/size.mjs) and reported by
// `pnpm bench`. Sizes are min+gzip of what a browser app's bundler (esbuild, platform browser,
// ESM, code splitting on) emits from the BUILT dist, every dependency bundled in, dynamic
// imports followed and each chunk counted where it lands (src/bundle.mjs): `limit` bounds the
// initial download (the entry chunk and the chunks it imports statically), or with
// `lazy: true` the chunks reached only through import() (fetched on first use).
// Limits are ceilings (a ratchet just above today's figures, so any growth fails the test run),
// not the targets: the targets (reporting 6 kB, compute 6.5 kB, core 5 kB) are in the README's
// performance section with the measured gap; see tools/bench/RESULTS.md for what costs most.
const dist = (pkg, file = "index.js") => `../../packages/${pkg}/dist/${file}`;

module.exports = [
  {
    name: "@cdrapi/reporting: createReportingClient (initial download)",
    path: dist("reporting"),
    import: "{ createReportingClient }",
    gzip: true,
    limit: "13.8 kB", // 13.77 kB with #24 item 1 (lists: core's ListPromise and paged walk, 0.4 kB, and the streamed list's wrapper, 0.27 kB; its JSON scanner is a lazy chunk); 13.05 kB with #28 (core's one request path: call() names the operation from the client.api call it was given, Transport.rememberSecret; 0.12 kB in core); 12.92 kB with #22 item 6 (reading a streamed call's error answer within its deadline);  target 6 kB; 12.25 kB measured in 4 chunks (split build, #14; was 13.11 kB); 12.60 kB with #22 (the removal guard's and the read-back's error classes, which callers test with instanceof, and the list read the engine is handed)
  },
  {
    name: "@cdrapi/reporting: bulk engine (lazy, on first reportMaintainDomains)",
    path: dist("reporting"),
    import: "{ createReportingClient }",
    lazy: true,
    gzip: true,
    limit: "22.2 kB", // 22.16 kB with #24 item 1: the JSON scanner's chunk is now reached from the client's lazy list iteration (counted here as lazy), the engine reads the list through it; 21.82 kB with #23 (merged after #27): the checks a server with only the spec's report operations allows (each sub-list's count, the status read standing in for the pending read) and the superseding resend of a kept copy, 0.87 kB; 20.95 kB with #27 items 1-5: the checkpoint chain hashed with Node's synchronous createHash where there is one (read through process.getBuiltinModule, WebCrypto kept for browsers) and the list fingerprint's one walk per name, 0.11 kB; 20.84 kB with #27: one thread (no hand-off to a worker, no body pool, no fast path beside Ajv's generated validators, a Map for the names: 4.4 kB less; the generated sorted copy of a record for the bodies, 0.5 kB back); 24.67 kB with #22 item 6 (the stream watcher of a streamed body); 23.85 kB with #22: the removal guard, the read-back after the commit and the JSON array scanner streaming the server's list (2.5 kB); the engine: no Ajv (standalone validators), openapi-fetch, the fluctuation report (VNNIC-07, about 1.5 kB)
  },
  {
    name: "@cdrapi/compute: createComputeClient",
    path: dist("compute"),
    import: "{ createComputeClient }",
    gzip: true,
    limit: "15.3 kB", // 15.22 kB with #24 item 1 (core's ListPromise and paged walk: every `list...` method iterates); 14.93 kB with #28 (0.12 kB of core's one request path; the session's login, refresh, logout and revoke are account's generated auth.* methods, each generated namespace a factory of its own so the session bundles only `auth`, and createHostBillClient); 14.66 kB with #22 item 6 (a streamed call's error answer and deadline);  target 6.5 kB; 14.33 kB measured in 3 chunks (split build, #14; 13.1 kB as one bundle); 14.41 kB with the process-wide secrets of #22 (one redaction for every error, 0.09 kB)
  },
  {
    name: "@cdrapi/core: createTransport + basicAuth",
    path: dist("core"),
    import: "{ createTransport, basicAuth }",
    gzip: true,
    limit: "9.8 kB", // 9.80 kB with #28 (client.api's adapter gets the operation of each call from what was called, not from a middleware tag; call() judges every answer from openapi-fetch's result and names its operation; Transport.rememberSecret); 9.68 kB with #22 item 6 (a streamed call's error answer and deadline);  target 5 kB; 9.29 kB in 3 chunks (split build, #14); openapi-fetch is loaded with the first client.api call; 9.45 kB with the process-wide secrets of #22 (one redaction for every error, 0.09 kB)
  },
  {
    name: "openapi-fetch alone (baseline)",
    path: "node_modules/openapi-fetch/dist/index.mjs",
    import: "createClient",
    gzip: true,
  },
];

import { dirname, join } from "node:path";
import { defineConfig, type Options } from "tsup";
import { dts } from "../../tsup.config.base.js";

// Two builds, so that an app's bundler never loads the bulk engine up front.
//
// 1. The entries (index, node). A client's `reportMaintainDomains` loads the engine's file
//    with an import() of a specifier no bundler follows (a bundler that does not split would
//    inline a followed one): the file's name for the format is defined below.
// 2. The bulk engine, the entry @cdrapi/reporting/bulk (dist/bulk.js, src/engine.ts),
//    self-contained but for the error classes callers test with `instanceof`
//    (src/bulk/errors.ts, whoever imports it: the engine, the fluctuation report): it imports
//    those from the entry, so there is one class of each. Code both builds use (validation,
//    checkpoint parsing) is in each.
//
// Were the engine a chunk of build 1, the code it shares with the entry would be a chunk the
// entry imports; an app's esbuild (code splitting) then loads every module of that chunk up
// front, used or not, because the engine makes it live.
//
// Types load nothing at run time, so build 1 writes the declarations of all three entries in
// one TypeScript run (their shared types in shared .d.ts files: one declaration of each type
// and error class, whichever entry a caller imports it from).
const shared: Options = {
  format: ["esm", "cjs"],
  sourcemap: true,
  target: "es2022",
  platform: "neutral",
};

/** `from` resolved to an external `to` (with the format's extension) when `when` says so. */
const externalAs = (
  name: string,
  when: (path: string, kind: string, importer: string) => boolean,
  to: string,
): NonNullable<Options["esbuildPlugins"]>[number] => ({
  name,
  setup(b) {
    const ext = b.initialOptions.format === "cjs" ? ".cjs" : ".js";
    b.onResolve({ filter: /.*/ }, (args) =>
      when(args.path, args.kind, args.importer) ? { path: `${to}${ext}`, external: true } : undefined,
    );
  },
});

const engine: Options = {
  ...shared,
  entry: { bulk: "src/engine.ts" },
  clean: false,
  // The entry's CJS build loads it with import(): Node finds a CJS file's named exports by
  // reading it, and esbuild writes the note it reads (`0 && (module.exports = {...})`) only
  // for platform node. The engine imports nothing of Node either way.
  esbuildOptions(options, { format }) {
    if (format === "cjs") options.platform = "node";
  },
  esbuildPlugins: [
    externalAs(
      "errors-from-entry",
      (path, _kind, importer) => /[\\/]src[\\/]bulk[\\/]errors\.js$/.test(join(dirname(importer), path)),
      "./index",
    ),
  ],
};

export default defineConfig([
  {
    ...shared,
    entry: ["src/index.ts", "src/node.ts"],
    dts: { ...dts, entry: { index: "src/index.ts", node: "src/node.ts", bulk: "src/engine.ts" } },
    // everything but the files of build 2 (the builds run side by side)
    clean: ["!bulk.*"],
    esbuildOptions(options, { format }) {
      options.define = {
        __CDRAPI_BULK_FILE__: JSON.stringify(format === "cjs" ? "./bulk.cjs" : "./bulk.js"),
      };
    },
  },
  engine,
]);

#!/usr/bin/env node
// `pnpm run docs`: the rendered reference of the OpenAPI document, one static HTML file
// (tools/docs/build/reference.html) built by Redocly's `build-docs` (Redoc). The bundle it
// renders (build/openapi.json) is the document with each operation's x-codeSamples: its SDK
// call and its `cdrapi api` line (code-samples.mjs), generated here, never kept in openapi/.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { listOperations, loadDocument } from "../../codegen/src/document.mjs";
import { withCodeSamples } from "./code-samples.mjs";

export const BUILD = join(import.meta.dirname, "../build");
export const REFERENCE = join(BUILD, "reference.html");

/** The bundled document with its code samples, and the packages its operations belong to. */
export function documentWithSamples() {
  const doc = loadDocument();
  const packages = [...new Set(listOperations(doc).map(({ op }) => op["x-package"]))];
  return withCodeSamples(doc, packages);
}

/** Writes the bundle and renders it; resolves to the HTML file's path. Throws with Redocly's output when it fails. */
export function buildReference() {
  mkdirSync(BUILD, { recursive: true });
  const bundle = join(BUILD, "openapi.json");
  writeFileSync(bundle, `${JSON.stringify(documentWithSamples(), null, 2)}\n`);
  // Redocly's own entry, run by this Node (its bin is the root's dev dependency).
  const cli = createRequire(join(import.meta.dirname, "../../../package.json")).resolve(
    "@redocly/cli/bin/cli.js",
  );
  const run = spawnSync(
    process.execPath,
    [
      cli,
      "build-docs",
      bundle,
      "--inlineBundle",
      "--output",
      REFERENCE,
      "--title",
      "cdrapi: the OpenAPI reference",
    ],
    {
      encoding: "utf8",
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
    },
  );
  if (run.status !== 0) throw new Error(`redocly build-docs failed:\n${run.stdout}${run.stderr}`);
  return REFERENCE;
}

if (process.argv[1] === import.meta.filename) {
  console.log(`docs: ${buildReference()}`);
}

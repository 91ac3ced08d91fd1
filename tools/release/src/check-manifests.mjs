#!/usr/bin/env node
// Packaging rules publint and attw do not check, for every publishable package: what users
// install is only what they need, declares where it runs, tree-shakes, is licensed, and points
// only to places that exist. Exits 1 listing every broken rule, by package.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { publishablePackages, ROOT } from "./packages.mjs";

/** The fields that say where a package's source, site and issue tracker are. */
const LINK_FIELDS = ["repository", "homepage", "bugs"];
/** Names reserved by RFC 2606 and RFC 6761: never a real place (example.invalid was one). */
const RESERVED_HOST = /(^|\.)(invalid|test|example|localhost|example\.(com|net|org))$/i;

/** A link field's URL (`repository`/`bugs` may be an object with `url`). */
const urlOf = (field) => (typeof field === "string" ? field : field?.url);

/**
 * The links, declared once: the root package.json's `repository`, `homepage` and `bugs`. While
 * the repository is nowhere public the root declares none and no package may claim one. When
 * the root declares them, each package carries the same, `repository.directory` its own folder,
 * and publishes with provenance (npm checks a provenance statement against `repository`).
 * @param {Record<string, any>} m @param {string} rel @param {Record<string, any>} root
 */
export function linkProblems(m, rel, root) {
  const problems = [];
  for (const field of LINK_FIELDS) {
    const url = urlOf(root[field]);
    if (url === undefined) {
      if (m[field] !== undefined)
        problems.push(
          `\`${field}\` must be absent: the root package.json declares no ${field}, so it would point nowhere real`,
        );
      continue;
    }
    const host = /^(?:git\+)?\w+:\/\/([^/:]+)/.exec(url)?.[1] ?? "";
    if (RESERVED_HOST.test(host))
      problems.push(`the root \`${field}\` (${url}) is a reserved name, not a real place`);
    if (urlOf(m[field]) !== url) problems.push(`\`${field}\` must be the root's (${url})`);
  }
  if (root.repository !== undefined) {
    if (m.repository?.directory !== rel) problems.push(`\`repository.directory\` must be "${rel}"`);
    if (m.publishConfig?.provenance !== true) problems.push("`publishConfig.provenance` must be true");
  } else if (m.publishConfig?.provenance !== undefined) {
    problems.push("`publishConfig.provenance` must be absent: provenance needs a public `repository`");
  }
  return problems;
}

/** Files a user needs; anything else in `files` is a mistake (tests, sources, configs). */
const ALLOWED_FILES = new Set(["dist", "README.md", "LICENSE", "CHANGELOG.md"]);

/**
 * @param {Record<string, any>} m @param {string} dir @param {string} rel its folder in the repository
 * @param {Record<string, any>} root the root package.json @returns {string[]}
 */
export function manifestProblems(m, dir, rel, root) {
  const problems = [];
  const files = m.files;
  if (!Array.isArray(files) || files.length === 0) problems.push("`files` must list what is published");
  else {
    for (const f of files)
      if (!ALLOWED_FILES.has(f))
        problems.push(`\`files\` includes "${f}" (users need only ${[...ALLOWED_FILES].join(", ")})`);
    if (!files.includes("dist")) problems.push('`files` must include "dist"');
  }
  if (typeof m.engines?.node !== "string") problems.push("`engines.node` is missing");
  // false, or the few dist files whose loading is their use (an app's bundler then keeps
  // `import "<file>"`).
  const sideEffectsOk =
    m.sideEffects === false ||
    (Array.isArray(m.sideEffects) && m.sideEffects.every((f) => /^\.\/dist\/[\w.-]+$/.test(f)));
  if (!sideEffectsOk) problems.push("`sideEffects` must be false or a list of ./dist/ files");
  if (!m.license) problems.push("`license` is missing");
  if (!existsSync(join(dir, "LICENSE"))) problems.push("LICENSE file is missing");
  if (m.publishConfig?.access !== "public") problems.push('`publishConfig.access` must be "public"');
  problems.push(...linkProblems(m, rel, root));
  if (m.type !== "module") problems.push('`type` must be "module"');

  const exportsMap = m.exports;
  if (!exportsMap || typeof exportsMap !== "object") problems.push("`exports` is missing");
  else {
    if (!exportsMap["."]) problems.push('`exports` has no "." entry');
    for (const [key, entry] of Object.entries(exportsMap)) {
      if (key === "./package.json") continue;
      for (const condition of ["import", "require"]) {
        const target = entry?.[condition];
        if (!target) problems.push(`exports["${key}"] has no "${condition}" condition`);
        else if (typeof target !== "object" || !target.types || !target.default)
          problems.push(`exports["${key}"].${condition} needs "types" and "default"`);
        else if (Object.keys(target)[0] !== "types")
          problems.push(`exports["${key}"].${condition}: "types" must come first`);
      }
      const esmTypes = entry?.import?.types;
      const cjsTypes = entry?.require?.types;
      if (esmTypes && !esmTypes.endsWith(".d.ts"))
        problems.push(`exports["${key}"].import.types must be a .d.ts`);
      if (cjsTypes && !cjsTypes.endsWith(".d.cts"))
        problems.push(`exports["${key}"].require.types must be a .d.cts`);
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let failed = 0;
  const root = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
  for (const { dir, rel, manifest } of publishablePackages()) {
    const problems = manifestProblems(manifest, dir, rel, root);
    if (problems.length === 0) console.log(`ok   ${manifest.name} (${rel})`);
    for (const p of problems) console.error(`FAIL ${manifest.name} (${rel}/package.json): ${p}`);
    failed += problems.length;
  }
  if (failed > 0) {
    console.error(`manifests: ${failed} problem(s).`);
    process.exit(1);
  }
  console.log(
    "manifests: every publishable package has files, engines, sideEffects, LICENSE, publishConfig, typed exports and no link to a place that does not exist.",
  );
}

// Cuts the document down to one package's operations (x-package) and the components they
// reach, so each package's generated types hold only its own API group.
import { METHODS } from "./document.mjs";

/**
 * The client packages, one per API group; an operation's `x-package` names one of them.
 * Adding a group means adding its package here (and scaffolding packages/<name>).
 */
export const CLIENT_PACKAGES = [
  "reporting",
  "compute",
  "account",
  "billing",
  "support",
  "domains",
  "services",
];

/**
 * The document a package is generated from: a client package's own operations, or the whole
 * document for the reference server (packages/mock-server), which serves every group; never
 * the extensions only the CLI reads (withoutCliExtensions).
 */
export function packageDocument(doc, pkg) {
  if (pkg === "mock-server") return withoutCliExtensions(doc);
  if (CLIENT_PACKAGES.includes(pkg)) return filterForPackage(withoutCliExtensions(doc), pkg);
  return undefined;
}

export function filterForPackage(doc, pkg) {
  const paths = {};
  for (const [path, item] of Object.entries(doc.paths)) {
    const kept = Object.fromEntries(
      Object.entries(item).filter(([k, op]) => !METHODS.includes(k) || op["x-package"] === pkg),
    );
    if (METHODS.some((m) => kept[m])) paths[path] = kept;
  }
  const filtered = { ...doc, paths, components: {} };
  const used = collectRefs(paths, doc);
  for (const [section, entries] of Object.entries(doc.components ?? {})) {
    const keep = Object.entries(entries).filter(([name]) => used.has(`#/components/${section}/${name}`));
    if (keep.length) filtered.components[section] = Object.fromEntries(keep);
  }
  const schemes = new Set(
    Object.values(paths).flatMap((item) =>
      METHODS.flatMap((m) => (item[m]?.security ?? []).flatMap((s) => Object.keys(s))),
    ),
  );
  if (schemes.size) {
    filtered.components.securitySchemes = Object.fromEntries(
      Object.entries(doc.components.securitySchemes).filter(([name]) => schemes.has(name)),
    );
  }
  const pkgTags = new Set(
    Object.values(paths).flatMap((item) => METHODS.flatMap((m) => item[m]?.tags ?? [])),
  );
  filtered.tags = (doc.tags ?? []).filter((t) => pkgTags.has(t.name));
  return filtered;
}

/** All `$ref`s reachable from a value, following refs into components transitively. */
function collectRefs(start, doc) {
  const seen = new Set();
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== "object") return;
    if (typeof node.$ref === "string" && !seen.has(node.$ref)) {
      seen.add(node.$ref);
      visit(resolvePointer(doc, node.$ref));
    }
    for (const v of Object.values(node)) visit(v);
  };
  visit(start);
  return seen;
}

/** A node itself, or the node its `$ref` points at. */
export function resolveRef(doc, node) {
  return node?.$ref ? resolvePointer(doc, node.$ref) : node;
}

export function resolvePointer(doc, ref) {
  if (!ref.startsWith("#/")) throw new Error(`only local $refs are supported: ${ref}`);
  return ref
    .slice(2)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce((node, key) => {
      if (node == null || !(key in node)) throw new Error(`unresolved $ref ${ref}`);
      return node[key];
    }, doc);
}

/**
 * The document without the extensions only the CLI reads (`x-effect`, for `cdrapi mcp`): they
 * are no part of a package's document, so marking an operation changes no package's hash.
 */
export function withoutCliExtensions(doc) {
  const paths = Object.fromEntries(
    Object.entries(doc.paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([key, op]) => {
          if (!METHODS.includes(key) || !("x-effect" in op)) return [key, op];
          const { "x-effect": _cliOnly, ...rest } = op;
          return [key, rest];
        }),
      ),
    ]),
  );
  return { ...doc, paths };
}

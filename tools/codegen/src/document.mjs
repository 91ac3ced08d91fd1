// Loads the hand-maintained OpenAPI document and the seed's operation list.
//
// The document is split across files: openapi/openapi.yaml is the entry, whose `paths` map
// each path to a path item in openapi/paths/<group>.yaml and whose `components` name each
// schema, parameter and response defined in openapi/components/**. loadDocument() bundles
// it into ONE document whose only $refs are local (`#/components/...`), which is what the
// rest of codegen (filter, openapi-typescript, the reference server) expects.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { parse } from "yaml";

// CDRAPI_CODEGEN_ROOT lets the tests run the generator on a scratch copy of the repo.
export const ROOT = process.env.CDRAPI_CODEGEN_ROOT ?? join(import.meta.dirname, "../../..");
export const SPEC_FILE = "openapi/openapi.yaml";
export const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** The bundled document: every file of openapi/ reachable from the entry, refs made local. */
export function loadDocument(entry = join(ROOT, SPEC_FILE)) {
  const files = new Map();
  // maxAliasCount: path files reuse their `servers` lists through YAML anchors.
  const read = (file) => {
    if (!files.has(file)) files.set(file, parse(readFileSync(file, "utf8"), { maxAliasCount: 1000 }));
    return files.get(file);
  };
  const doc = structuredClone(read(entry));

  // "<file>#<pointer>" of each component the entry names -> its local ref.
  const named = new Map();
  for (const [section, entries] of Object.entries(doc.components ?? {})) {
    for (const [name, value] of Object.entries(entries ?? {})) {
      if (isExternal(value)) named.set(target(entry, value.$ref), `#/components/${section}/${name}`);
    }
  }
  const show = (file) => relative(ROOT, file);

  /** A copy of `node` (found in `file`) with every $ref rewritten to a local component ref. */
  const localise = (node, file) => {
    if (Array.isArray(node)) return node.map((v) => localise(v, file));
    if (!node || typeof node !== "object") return node;
    if (typeof node.$ref === "string") {
      const key = target(file, node.$ref);
      const [refFile, pointer] = splitKey(key);
      let local;
      if (refFile === entry) local = `#${pointer}`;
      else local = named.get(key);
      if (!local) {
        throw new Error(
          `${show(file)}: $ref ${node.$ref} points at something openapi.yaml's components do not name`,
        );
      }
      return { ...node, $ref: local };
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, localise(v, file)]));
  };
  /** The value an external $ref points at, with its own refs made local. */
  const inline = (from, ref) => {
    const [file, pointer] = splitKey(target(from, ref));
    const value = at(read(file), pointer, `${show(from)}: $ref ${ref}`);
    if (isExternal(value)) throw new Error(`${show(file)}${pointer}: a $ref to a $ref is not supported`);
    return localise(value, file);
  };

  for (const entries of Object.values(doc.components ?? {})) {
    for (const [name, value] of Object.entries(entries ?? {})) {
      entries[name] = isExternal(value) ? inline(entry, value.$ref) : localise(value, entry);
    }
  }
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    doc.paths[path] = isExternal(item) ? inline(entry, item.$ref) : localise(item, entry);
  }
  return doc;
}

const isExternal = (value) => typeof value?.$ref === "string" && !value.$ref.startsWith("#");

/** "<absolute file>#<decoded JSON pointer>" of a $ref written in `from`. */
function target(from, ref) {
  const hash = ref.indexOf("#");
  const file = hash === 0 ? from : resolve(dirname(from), hash < 0 ? ref : ref.slice(0, hash));
  const pointer = hash < 0 ? "" : decodeURIComponent(ref.slice(hash + 1));
  return `${file}#${pointer}`;
}

function splitKey(key) {
  const hash = key.indexOf("#");
  return [key.slice(0, hash), key.slice(hash + 1)];
}

/** The value at a (decoded) JSON pointer. */
function at(root, pointer, where) {
  if (pointer === "") return root;
  return pointer
    .slice(1)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce((node, key) => {
      if (node == null || typeof node !== "object" || !(key in node)) throw new Error(`${where}: not found`);
      return node[key];
    }, root);
}

export function loadSeedOperations() {
  return parse(readFileSync(join(ROOT, "openapi/seed-operations.yaml"), "utf8"));
}

/** Every operation of the document, in document order. */
export function listOperations(doc) {
  const out = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (op) out.push({ path, method, op, item });
    }
  }
  return out;
}

/** Stable hash of a JSON value: keys sorted, so formatting of the YAML does not matter. */
export function hashOf(value) {
  const canonical = JSON.stringify(value, (_key, v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
  return `sha256-${createHash("sha256").update(canonical).digest("hex")}`;
}

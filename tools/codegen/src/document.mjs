// Loads the hand-maintained OpenAPI document and the seed's operation list.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";

// CDRAPI_CODEGEN_ROOT lets the tests run the generator on a scratch copy of the repo.
export const ROOT = process.env.CDRAPI_CODEGEN_ROOT ?? join(import.meta.dirname, "../../..");
export const SPEC_FILE = "openapi/openapi.yaml";
export const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

export function loadDocument() {
  // maxAliasCount: the document reuses its `servers` lists through YAML anchors.
  return parse(readFileSync(join(ROOT, SPEC_FILE), "utf8"), { maxAliasCount: 1000 });
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

// SDK names of one package's operations: the namespace and method of each (`x-sdk-method`,
// or derived from the operationId and tag when the document has none) and the argument name of
// each path parameter (`x-sdk-name`).
import { listOperations } from "./document.mjs";
import { resolveRef } from "./filter.mjs";

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
/** Names a client object already uses for something else, so no namespace may take them. */
export const RESERVED = new Set([
  "api",
  "baseUrl",
  "session",
  "logout",
  "revoke",
  "request",
  "then",
  "constructor",
]);
const JS_RESERVED = new Set(
  "break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with yield let static implements interface package private protected public await".split(
    " ",
  ),
);

/** "Cloud Virtual Machine" / "getAll-list of_X" -> "cloudVirtualMachine" / "getAllListOfX". */
export function camelCase(text) {
  const words = String(text)
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const joined = words
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0].toUpperCase() + w.slice(1).toLowerCase()))
    .join("");
  const safe = /^[0-9]/.test(joined) ? `_${joined}` : joined;
  return safe === "" ? "op" : JS_RESERVED.has(safe) ? `${safe}_` : safe;
}

/** A derived method name: keeps the operationId's own camel case, drops Spring's `UsingGET` suffix. */
function derivedMethod(operationId) {
  const tail = operationId.includes("_") ? operationId.slice(operationId.lastIndexOf("_") + 1) : operationId;
  const bare = tail.replace(/Using(GET|POST|PUT|DELETE|PATCH|HEAD|OPTIONS)$/, "");
  const words = bare.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const joined = words
    .map((w, i) => (i === 0 ? w[0].toLowerCase() : w[0].toUpperCase()) + w.slice(1))
    .join("");
  if (joined === "") return "op";
  return /^[0-9]/.test(joined) ? `_${joined}` : joined;
}

/** Path and query parameters of an operation, path-level ones included, `$ref`s resolved. */
export function parametersOf(doc, item, op) {
  const all = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => resolveRef(doc, p));
  // An operation's own parameter overrides a path-level one of the same name and place.
  const byKey = new Map(all.map((p) => [`${p.in}:${p.name}`, p]));
  return [...byKey.values()];
}

/**
 * Every operation of a (filtered) document with its SDK names, in document order. Throws on
 * a document error (duplicate or invalid explicit names); derived names never fail: a clash
 * gets a numeric suffix.
 */
export function sdkOperations(doc, pkg) {
  const errors = [];
  const taken = new Map(); // "ns.method" -> operationId
  const out = [];
  const ops = listOperations(doc);
  // Explicit names first, so a derived name never takes a name the document gave.
  const ordered = [
    ...ops.filter(({ op }) => op["x-sdk-method"]),
    ...ops.filter(({ op }) => !op["x-sdk-method"]),
  ];
  for (const entry of ordered) {
    const { op, item } = entry;
    const id = op.operationId;
    let namespace;
    let method;
    const explicit = op["x-sdk-method"];
    if (explicit !== undefined) {
      const parts = String(explicit).split(".");
      // A method may be a reserved word (`dns.delete`); a namespace is also a local name in the generated code.
      if (parts.length !== 2 || !parts.every((p) => IDENTIFIER.test(p)) || JS_RESERVED.has(parts[0])) {
        errors.push(`${id}: x-sdk-method "${explicit}" must be "<namespace>.<method>", both identifiers`);
        continue;
      }
      [namespace, method] = parts;
      if (taken.has(`${namespace}.${method}`)) {
        errors.push(
          `${id}: x-sdk-method "${explicit}" is also the name of ${taken.get(`${namespace}.${method}`)} in ${pkg}`,
        );
        continue;
      }
    } else {
      namespace = camelCase(op.tags?.[0] ?? "operations");
      method = derivedMethod(id);
      const base = method;
      for (let n = 2; taken.has(`${namespace}.${method}`); n++) method = `${base}${n}`;
    }
    if (RESERVED.has(namespace)) {
      errors.push(`${id}: namespace "${namespace}" is reserved on the client object`);
      continue;
    }
    taken.set(`${namespace}.${method}`, id);

    const params = parametersOf(doc, item, op);
    const pathParams = params
      .filter((p) => p.in === "path")
      // Arguments in the order the path names them.
      .sort((a, b) => entry.path.indexOf(`{${a.name}}`) - entry.path.indexOf(`{${b.name}}`))
      .map((p) => ({ name: p.name, arg: p["x-sdk-name"] ?? camelCase(p.name), description: p.description }));
    const argNames = new Set();
    for (const p of pathParams) {
      if (
        !IDENTIFIER.test(p.arg) ||
        JS_RESERVED.has(p.arg) ||
        ["body", "query", "opts"].includes(p.arg) ||
        argNames.has(p.arg)
      ) {
        errors.push(`${id}: path parameter ${p.name} has an unusable argument name "${p.arg}"`);
      }
      argNames.add(p.arg);
    }
    const queryParams = params.filter((p) => p.in === "query");
    out.push({ ...entry, namespace, sdkMethod: method, pathParams, queryParams });
  }
  if (errors.length) throw new Error(`${pkg}: ${errors.join("; ")}`);
  // Back to document order.
  const order = new Map(ops.map(({ op }, i) => [op.operationId, i]));
  return out.sort((a, b) => order.get(a.op.operationId) - order.get(b.op.operationId));
}

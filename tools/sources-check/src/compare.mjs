// Compares the document's operations with the HostBill sources: for each source operation
// on the same method and normalised path, the parameters' names, where they go, types and
// required flags, and the types in the source's example answer against the 200 schema.
// A difference is explained by an entry of the operation's `x-source-exceptions` or of the
// document's `x-source-conventions`; what is left is returned, each naming its operation.
import { normalisePath, pathParamNames } from "./sources.mjs";

const METHODS = ["get", "put", "post", "delete", "patch"];

/** The document's operations: id, method, path and parameters in the sources' terms. */
export function documentOperations(doc) {
  const out = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = [];
      const declared = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => deref(doc, p));
      for (const p of declared) {
        params.push({ name: p.name, in: p.in, types: typesOf(doc, p.schema), required: p.required === true });
      }
      const body = deref(doc, op.requestBody);
      const schema = deref(doc, body?.content?.["application/json"]?.schema);
      const { properties, required } = objectShape(doc, schema);
      for (const [name, prop] of Object.entries(properties)) {
        params.push({ name, in: "body", types: typesOf(doc, prop), required: required.has(name) });
      }
      out.push({
        id: op.operationId ?? `${method.toUpperCase()} ${path}`,
        method,
        path,
        key: `${method} ${normalisePath(path)}`,
        op,
        doc,
        params,
        response: deref(doc, firstSchema(deref(doc, op.responses?.["200"])?.content)),
      });
    }
  }
  return out;
}

/** The schema of `application/json`, else of the first media type (VNNIC's answers are `*\/*`). */
function firstSchema(content) {
  return (content?.["application/json"] ?? Object.values(content ?? {})[0])?.schema;
}

export function deref(doc, node) {
  let n = node;
  for (let i = 0; n?.$ref && i < 20; i++) {
    n = n.$ref
      .slice(2)
      .split("/")
      .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
      .reduce((o, k) => o?.[k], doc);
  }
  return n;
}

/** Properties and required names of an object schema, through allOf. */
export function objectShape(doc, schema) {
  const s = deref(doc, schema);
  const properties = { ...(s?.properties ?? {}) };
  const required = new Set(s?.required ?? []);
  for (const part of s?.allOf ?? []) {
    const inner = objectShape(doc, part);
    Object.assign(properties, inner.properties);
    for (const r of inner.required) required.add(r);
  }
  return { properties, required };
}

/** The JSON types a schema accepts (`string`, `integer`, ...); empty when any. */
export function typesOf(doc, schema) {
  const s = deref(doc, schema);
  if (!s) return [];
  const parts = [...(s.anyOf ?? []), ...(s.oneOf ?? [])];
  if (parts.length) return [...new Set(parts.flatMap((p) => typesOf(doc, p)))];
  if (s.allOf) return [...new Set(s.allOf.flatMap((p) => typesOf(doc, p)))];
  if (s.type) return [s.type];
  if (s.properties) return ["object"];
  if (s.enum) return [typeof s.enum[0] === "number" ? "number" : typeof s.enum[0]];
  return [];
}

/** Does the document's set of types accept the source's type? (integer is a number.) */
function accepts(types, type) {
  if (!type || types.length === 0) return true;
  if (types.includes(type)) return true;
  return type === "integer" && types.includes("number");
}

/** `in` as the document puts it: HostBill reads a POST/PUT field from the query or a JSON body alike. */
function where(param) {
  return param.in === "formData" ? "body" : param.in;
}

/** Every difference between one document operation and one source operation. */
export function differences(docOp, srcOp) {
  const out = [];
  const add = (kind, param, detail, extra = {}) =>
    out.push({ kind, param, detail, source: srcOp.source, ...extra });
  // Path parameters by position: the document names them as a source does.
  const docPath = pathParamNames(docOp.path);
  const srcPath = pathParamNames(srcOp.rawPath);
  docPath.forEach((name, i) => {
    if (srcPath[i] !== undefined && srcPath[i] !== name)
      add("path-name", name, `the source names it ${srcPath[i]}`, { sourceName: srcPath[i] });
  });
  const docParams = new Map(docOp.params.filter((p) => p.in !== "path").map((p) => [p.name, p]));
  const pathDoc = new Map(docOp.params.filter((p) => p.in === "path").map((p) => [p.name, p]));
  const srcParams = new Map();
  for (const p of srcOp.params) {
    if (p.in === "path") {
      const i = srcPath.indexOf(p.name);
      const docName = docPath[i];
      const d = pathDoc.get(docName);
      if (d && !accepts(d.types, p.type))
        add("type", docName, `the source types it ${p.type}, the document ${d.types.join("|")}`, {
          in: "path",
          sourceType: p.type,
          docTypes: d.types,
        });
      continue;
    }
    if (p.in === "header") continue;
    srcParams.set(p.name, p);
  }
  for (const [name, p] of srcParams) {
    const d = docParams.get(name);
    if (!d) {
      add("missing", name, `the source has ${where(p)} parameter ${name}, the document does not`, {
        in: where(p),
      });
      continue;
    }
    const srcIn = where(p);
    // HostBill's exports and the collection list every field as a query parameter, POST or not.
    const sameIn = srcIn === d.in || (srcIn === "query" && d.in === "body" && docOp.method !== "get");
    if (!sameIn) add("in", name, `the source puts it in ${srcIn}, the document in ${d.in}`);
    if (!accepts(d.types, p.type))
      add("type", name, `the source types it ${p.type}, the document ${d.types.join("|")}`, {
        in: d.in,
        sourceType: p.type,
        docTypes: d.types,
      });
    // The collection marks no field required or not (all disabled), so only the exports count.
    if (srcOp.source !== "HTC" && p.required !== d.required)
      add("required", name, `the source says required: ${p.required}, the document ${d.required}`);
  }
  for (const [name] of docParams) {
    if (!srcParams.has(name)) add("extra", name, `the document has ${name}, the source does not`);
  }
  if (srcOp.example !== undefined && docOp.response) {
    for (const d of exampleDifferences(docOp.doc, docOp.response, srcOp.example, ""))
      add("response", d.at, d.detail);
  }
  return out;
}

const jsonType = (v) =>
  v === null ? "null" : Array.isArray(v) ? "array" : Number.isInteger(v) ? "integer" : typeof v;

/** Where the source's example answer has a value whose type the 200 schema does not accept. */
export function exampleDifferences(doc, schema, value, at) {
  const s = deref(doc, schema);
  if (!s) return [];
  const types = typesOf(doc, s);
  const t = jsonType(value);
  if (t === "null")
    return s.nullable
      ? []
      : [{ at: at || "(body)", detail: `the example has null, the document ${types.join("|")}` }];
  if (!accepts(types, t))
    return [
      {
        at: at || "(body)",
        detail: `the example has ${t} (${JSON.stringify(value).slice(0, 40)}), the document ${types.join("|")}`,
      },
    ];
  const branches = [...(s.anyOf ?? []), ...(s.oneOf ?? [])];
  if (branches.length) {
    const fits = branches.map((b) => exampleDifferences(doc, b, value, at));
    return (
      fits.find((f) => f.length === 0) ?? fits.find((_f, i) => accepts(typesOf(doc, branches[i]), t)) ?? []
    );
  }
  if (t === "array") {
    if (!s.items) return [];
    return value.flatMap((v) => exampleDifferences(doc, s.items, v, `${at}[]`)).filter(unique());
  }
  if (t === "object") {
    const { properties } = objectShape(doc, s);
    const extra = typeof s.additionalProperties === "object" ? s.additionalProperties : undefined;
    return Object.entries(value).flatMap(([k, v]) => {
      const sub = properties[k] ?? extra;
      return sub ? exampleDifferences(doc, sub, v, at ? `${at}.${k}` : k) : [];
    });
  }
  return [];
}

function unique() {
  const seen = new Set();
  return (d) => !seen.has(d.at) && seen.add(d.at);
}

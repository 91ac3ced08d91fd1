// The one comparison of the OpenAPI document with a HostBill export: for an operation of each on
// the same method and normalised path, the parameters' names, where they go, types and required
// flags, and the types in the export's example answer against the document's 200 schema. Used
// by `cdrapi provider check` and by the repository's check of the document against its sources.
import {
  deref,
  type ExportOperation,
  type Json,
  normalisePath,
  pathParamNames,
} from "./export-operations.js";

const METHODS = ["get", "put", "post", "delete", "patch"];

export interface DocParam {
  name: string;
  /** path, query, header or body. */
  in: string;
  types: string[];
  required: boolean;
}

export interface DocOperation {
  /** The operationId. */
  id: string;
  method: string;
  path: string;
  /** `get /service/{}/vms`: what an export's operation is matched by. */
  key: string;
  /** The operation object of the document. */
  op: Json;
  doc: Json;
  params: DocParam[];
  /** The 200 answer's schema, resolved. */
  response: Json | undefined;
}

export interface Difference {
  /** missing, extra, type, required, in, path-name or response. */
  kind: string;
  /** The field: a parameter's name, or a path in the answer (`vms[].status`). */
  param: string;
  detail: string;
  source: string;
  in?: string | undefined;
  sourceType?: string | undefined;
  docTypes?: string[] | undefined;
  sourceName?: string | undefined;
}

/** The document's operations: id, method, path and parameters in the exports' terms. */
export function documentOperations(doc: Json): DocOperation[] {
  const out: DocOperation[] = [];
  for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params: DocParam[] = [];
      const declared = [...(item.parameters ?? []), ...(op.parameters ?? [])]
        .map((p: Json) => deref(doc, p))
        .filter((p): p is Json => p !== undefined);
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
function firstSchema(content: Json | undefined): Json | undefined {
  return (content?.["application/json"] ?? Object.values<Json>(content ?? {})[0])?.schema;
}

/** Properties and required names of an object schema, through allOf. */
export function objectShape(doc: Json, schema: unknown): { properties: Json; required: Set<string> } {
  const s = deref(doc, schema);
  const properties: Json = { ...(s?.properties ?? {}) };
  const required = new Set<string>(s?.required ?? []);
  for (const part of s?.allOf ?? []) {
    const inner = objectShape(doc, part);
    Object.assign(properties, inner.properties);
    for (const r of inner.required) required.add(r);
  }
  return { properties, required };
}

/** The JSON types a schema accepts (`string`, `integer`, ...); empty when any. */
export function typesOf(doc: Json, schema: unknown): string[] {
  const s = deref(doc, schema);
  if (!s) return [];
  const parts = [...(s.anyOf ?? []), ...(s.oneOf ?? [])];
  if (parts.length) return [...new Set(parts.flatMap((p: unknown) => typesOf(doc, p)))];
  if (s.allOf) return [...new Set<string>(s.allOf.flatMap((p: unknown) => typesOf(doc, p)))];
  if (s.type) return [s.type];
  if (s.properties) return ["object"];
  if (s.enum) return [typeof s.enum[0] === "number" ? "number" : typeof s.enum[0]];
  return [];
}

/** Does the document's set of types accept the export's type? (integer is a number.) */
function accepts(types: string[], type: string | undefined): boolean {
  if (!type || types.length === 0) return true;
  if (types.includes(type)) return true;
  return type === "integer" && types.includes("number");
}

/** `in` as the document puts it: HostBill reads a POST/PUT field from the query or a JSON body alike. */
function where(param: { in: string }): string {
  return param.in === "formData" ? "body" : param.in;
}

export interface CompareOptions {
  /**
   * Also the answer's field names both ways: a field of the document's schema the example lacks,
   * and one the example has that the schema does not name (a provider's renamed field). Off for
   * the document's own sources, whose examples show a few fields of many.
   */
  fieldNames?: boolean;
}

/** Every difference between one document operation and one export operation. */
export function differences(
  docOp: DocOperation,
  srcOp: ExportOperation,
  options: CompareOptions = {},
): Difference[] {
  const out: Difference[] = [];
  const add = (kind: string, param: string, detail: string, extra: Partial<Difference> = {}) =>
    out.push({ kind, param, detail, source: srcOp.source, ...extra });
  // Path parameters by position: the document names them as an export does.
  const docPath = pathParamNames(docOp.path);
  const srcPath = pathParamNames(srcOp.rawPath);
  docPath.forEach((name, i) => {
    if (srcPath[i] !== undefined && srcPath[i] !== name)
      add("path-name", name, `the source names it ${srcPath[i]}`, { sourceName: srcPath[i] });
  });
  const docParams = new Map(docOp.params.filter((p) => p.in !== "path").map((p) => [p.name, p]));
  const pathDoc = new Map(docOp.params.filter((p) => p.in === "path").map((p) => [p.name, p]));
  const srcParams = new Map<string, ExportOperation["params"][number]>();
  for (const p of srcOp.params) {
    if (p.in === "path") {
      const docName = docPath[srcPath.indexOf(p.name)];
      const d = docName === undefined ? undefined : pathDoc.get(docName);
      if (d && docName && !accepts(d.types, p.type))
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
    // A Postman collection marks no field required or not (HTC's are all disabled): only exports count.
    if (srcOp.format !== "postman" && p.required !== d.required)
      add("required", name, `the source says required: ${p.required}, the document ${d.required}`);
  }
  for (const [name] of docParams) {
    if (!srcParams.has(name)) add("extra", name, `the document has ${name}, the source does not`);
  }
  if (srcOp.example !== undefined && docOp.response) {
    for (const d of exampleDifferences(docOp.doc, docOp.response, srcOp.example, "", options))
      add("response", d.at, d.detail);
  }
  return out;
}

const jsonType = (v: unknown) =>
  v === null ? "null" : Array.isArray(v) ? "array" : Number.isInteger(v) ? "integer" : typeof v;

interface AnswerDifference {
  at: string;
  detail: string;
}

/** Where the export's example answer has a value whose type the 200 schema does not accept. */
export function exampleDifferences(
  doc: Json,
  schema: unknown,
  value: unknown,
  at: string,
  options: CompareOptions = {},
): AnswerDifference[] {
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
    const fits = branches.map((b) => exampleDifferences(doc, b, value, at, options));
    return (
      fits.find((f) => f.length === 0) ?? fits.find((_f, i) => accepts(typesOf(doc, branches[i]), t)) ?? []
    );
  }
  if (Array.isArray(value)) {
    if (!s.items) return [];
    return value.flatMap((v) => exampleDifferences(doc, s.items, v, `${at}[]`, options)).filter(unique());
  }
  if (value && typeof value === "object") {
    const { properties } = objectShape(doc, s);
    const extra = typeof s.additionalProperties === "object" ? s.additionalProperties : undefined;
    // Names are compared only where the document types a shape (not an open bag of HostBill's
    // `error` alone) and keys are not ids (`additionalProperties` with a schema).
    const names = options.fieldNames === true && !extra && Object.keys(properties).some((k) => k !== "error");
    const unnamed: AnswerDifference[] = [];
    const out = Object.entries(value).flatMap(([k, v]) => {
      const sub = properties[k] ?? extra;
      const path = at ? `${at}.${k}` : k;
      if (sub) return exampleDifferences(doc, sub, v, path, options);
      if (names)
        unnamed.push({ at: path, detail: `the example has ${path} (${jsonType(v)}), the document does not` });
      return [];
    });
    out.push(...unnamed);
    // A field the example lacks is a difference only beside one the document does not name (a
    // rename, as `status` to `state`): an example shows a few optional fields of many.
    if (unnamed.length) {
      for (const [k, sub] of Object.entries(properties)) {
        if (k === "error" || Object.hasOwn(value, k)) continue;
        const path = at ? `${at}.${k}` : k;
        out.push({
          at: path,
          detail: `the document has ${path} (${typesOf(doc, sub).join("|")}), the example does not`,
        });
      }
    }
    return out;
  }
  return [];
}

function unique() {
  const seen = new Set<string>();
  return (d: AnswerDifference) => !seen.has(d.at) && !!seen.add(d.at);
}

/** Does an `x-source-exceptions` or `x-source-conventions` entry (kind, param or params, source) cover a difference? */
export function fits(entry: Json, d: Difference): boolean {
  if (entry.kind !== d.kind) return false;
  if (entry.source !== undefined && entry.source !== d.source) return false;
  const params = entry.params ?? (entry.param !== undefined ? [entry.param] : undefined);
  return params === undefined || params.includes(d.param);
}

/**
 * The document's `x-source-conventions` entry that covers a difference: a rule of every
 * operation by which the SDK takes what HostBill's exports write (path ids typed integer, ...).
 */
export function conventionFor(doc: Json, d: Difference): Json | undefined {
  return (doc["x-source-conventions"] ?? []).find(
    (c: Json) =>
      fits(c, d) &&
      (c.in === undefined || c.in === d.in) &&
      (c.sourceType === undefined || c.sourceType === d.sourceType) &&
      (c.docType === undefined || (d.docTypes ?? []).includes(c.docType)),
  );
}

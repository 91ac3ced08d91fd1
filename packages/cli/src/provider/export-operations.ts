// A HostBill User API export as one list of operations: method, normalised path, parameters
// (name, where it goes, type, required) and the example answer, from a Swagger 2.0 or OpenAPI 3
// export (as HostBill writes them: the example in the 200 answer's description) or a Postman
// collection. Paths are normalised so `@id`, `:id` and `{id}` match.
import { lenientJson } from "./lenient-json.js";

export interface ExportParam {
  name: string;
  /** path, query, header, body or formData (a form field). */
  in: string;
  type?: string | undefined;
  required: boolean;
}

export interface ExportOperation {
  /** The export's short name (`DS`, or the file a user gave). */
  source: string;
  format: "swagger" | "openapi" | "postman";
  method: string;
  /** `/service/{}/vms`. */
  path: string;
  /** The path as the export writes it. */
  rawPath: string;
  /** The Postman folder it is filed under. */
  folder?: string | undefined;
  summary?: string | undefined;
  params: ExportParam[];
  /** The 200 answer's example, when the export shows one. */
  example?: unknown;
  /** The repairs its example needed (empty: strict JSON); undefined without an example. */
  repairs?: string[] | undefined;
}

/** An export's or the document's JSON: any shape, read defensively (`?.`). */
// biome-ignore lint/suspicious/noExplicitAny: the value of a JSON document of any shape
export type Json = Record<string, any>;

const METHODS = new Set(["get", "put", "post", "delete", "patch"]);

/** `/service/{}/vms/{}`: leading slash, no `/api` prefix, every path parameter as `{}`. */
export function normalisePath(path: string): string {
  const segments = path
    .replace(/^\/+/, "")
    .split("/")
    .filter((s) => s !== "");
  if (segments[0] === "api") segments.shift();
  return `/${segments.map((s) => (/^[@:{]/.test(s) ? "{}" : s)).join("/")}`;
}

/** Path parameter names in order, from any of the three spellings. */
export function pathParamNames(path: string): string[] {
  return path
    .split("/")
    .filter((s) => /^[@:{]/.test(s))
    .map((s) => s.replace(/^[@:{]|}$/g, ""));
}

/** `GET` and `/service/{id}/backups`: an export operation's route as the document and `cdrapi api` spell it. */
export function routeOf(s: ExportOperation): { method: string; path: string } {
  const segments = s.rawPath.split("/").filter((part) => part !== "");
  if (segments[0] === "api") segments.shift();
  const path = segments.map((part) => (/^[@:{]/.test(part) ? `{${part.replace(/^[@:{]|}$/g, "")}}` : part));
  return { method: s.method.toUpperCase(), path: `/${path.join("/")}` };
}

/** The kind of export a parsed file is, or undefined when it is none of the three. */
export function exportKind(data: unknown): "swagger" | "openapi" | "postman" | undefined {
  const d = data as Json | null;
  if (!d || typeof d !== "object") return undefined;
  if (typeof d.swagger === "string" && d.paths) return "swagger";
  if (typeof d.openapi === "string" && d.paths) return "openapi";
  if (Array.isArray(d.item)) return "postman";
  return undefined;
}

/** The operations of an export (Swagger 2.0, OpenAPI 3 or Postman), each marked with `source`. */
export function exportOperations(data: unknown, source: string): ExportOperation[] {
  const kind = exportKind(data);
  if (kind === "postman") return fromPostman(data as Json, source);
  if (kind) return fromSwaggerOrOpenApi(data as Json, source, kind);
  throw new Error("not a Swagger 2.0 or OpenAPI 3 document, nor a Postman collection");
}

function fromSwaggerOrOpenApi(data: Json, source: string, format: "swagger" | "openapi"): ExportOperation[] {
  const out: ExportOperation[] = [];
  for (const [path, item] of Object.entries<Json>(data.paths ?? {})) {
    for (const [method, op] of Object.entries<Json>(item ?? {})) {
      if (!METHODS.has(method) || !op || typeof op !== "object") continue;
      const params: ExportParam[] = [...(item.parameters ?? []), ...(op.parameters ?? [])]
        .map((p: Json) => deref(data, p))
        .filter((p): p is Json => typeof p?.name === "string")
        .map((p: Json) => ({
          name: p.name,
          in: p.in,
          type: p.type ?? deref(data, p.schema)?.type,
          required: p.required === true,
        }));
      // OpenAPI 3: a request body's fields (JSON or a form) are fields like the query's.
      const content = deref(data, op.requestBody)?.content ?? {};
      const body = deref(data, Object.values<Json>(content)[0]?.schema);
      const required = new Set<string>(body?.required ?? []);
      for (const [name, s] of Object.entries<Json>(body?.properties ?? {}))
        params.push({ name, in: "formData", type: deref(data, s)?.type, required: required.has(name) });
      const answer = deref(data, op.responses?.["200"]);
      out.push({
        source,
        format,
        method,
        path: normalisePath(path),
        rawPath: path,
        summary: (op.summary ?? op.operationId ?? "").split("\n")[0],
        params,
        ...exampleOf(answer),
      });
    }
  }
  return out;
}

/**
 * The 200 answer's example: a JSON block of its description (```json ... ```), as HostBill
 * writes it, else an `example` of its OpenAPI 3 content or Swagger 2.0 `examples`.
 */
function exampleOf(answer: Json | undefined): { example?: unknown; repairs?: string[] } {
  const m = /```json\s*([\s\S]*?)(```|$)/.exec(answer?.description ?? "");
  if (m) {
    const { value, repairs } = lenientJson(m[1]!);
    return { example: value, repairs };
  }
  const given =
    Object.values<Json>(answer?.content ?? {})[0]?.example ?? answer?.examples?.["application/json"];
  return given === undefined ? {} : { example: given, repairs: [] };
}

function fromPostman(data: Json, source: string): ExportOperation[] {
  const out: ExportOperation[] = [];
  const walk = (items: Json[], folder: string | undefined) => {
    for (const item of items) {
      if (Array.isArray(item.item)) {
        walk(item.item, item.name);
        continue;
      }
      const { method, url, body } = item.request ?? {};
      if (!method || !url) continue;
      const segments: string[] = Array.isArray(url.path)
        ? url.path
        : String(url.path ?? url.raw ?? "").split("/");
      const path = `/${segments.join("/")}`;
      const inPath = pathParamNames(path);
      out.push({
        source,
        format: "postman",
        folder,
        method: String(method).toLowerCase(),
        path: normalisePath(path),
        rawPath: path,
        summary: item.name,
        params: [
          ...inPath.map((name) => ({ name, in: "path", required: true })),
          // A field is a query parameter (a disabled one is optional), a URL variable that is no
          // segment of the path, or a body field: HostBill reads each alike.
          ...(url.query ?? []).map((q: Json) => ({
            name: q.key,
            in: "query",
            required: q.disabled !== true,
          })),
          ...(url.variable ?? [])
            .filter((v: Json) => !inPath.includes(v.key))
            .map((v: Json) => ({ name: v.key, in: "query", required: false })),
          ...[...(body?.urlencoded ?? []), ...(body?.formdata ?? [])].map((f: Json) => ({
            name: f.key,
            in: "formData",
            required: f.disabled !== true,
          })),
          ...rawBodyFields(body),
        ],
      });
    }
  };
  walk(data.item, undefined);
  return out;
}

/** The top-level fields of a raw JSON body, each optional. */
function rawBodyFields(body: Json | undefined): ExportParam[] {
  if (body?.mode !== "raw" || !body.raw) return [];
  const { value } = lenientJson(body.raw);
  if (!value || typeof value !== "object" || Array.isArray(value)) return [];
  return Object.keys(value).map((name) => ({ name, in: "formData", required: false }));
}

/** A node with its local `$ref`s followed (`#/definitions/...`, `#/components/...`). */
export function deref(doc: Json, node: unknown): Json | undefined {
  let n = node as Json | undefined;
  for (let i = 0; typeof n?.$ref === "string" && n.$ref.startsWith("#/") && i < 20; i++) {
    n = (n.$ref as string)
      .slice(2)
      .split("/")
      .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
      .reduce<Json | undefined>((o, k) => o?.[k], doc);
  }
  return n;
}

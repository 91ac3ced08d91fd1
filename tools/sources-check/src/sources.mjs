// The HostBill sources as one list of operations: method, normalised path and parameters
// (name, where it goes, type, required), from the two User API exports (Swagger 2.0) and
// HiTechCloud's Postman collection. Paths are normalised so `@id`, `:id` and `{id}` match.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { lenientJson } from "./lenient-json.mjs";

/** The HostBill sources: key (used in x-source-exceptions), file, and how to read it. */
export const HOSTBILL_SOURCES = [
  { key: "DS", file: "hostbill-dnsservices-swagger.json", kind: "swagger" },
  { key: "DC", file: "hostbill-dchost-userapi.json", kind: "swagger" },
  { key: "HTC", file: "hostbill-hitechcloud-postman.json", kind: "postman" },
];

/** `/service/{}/vms/{}`: leading slash, no `/api` prefix, every path parameter as `{}`. */
export function normalisePath(path) {
  const segments = path
    .replace(/^\/+/, "")
    .split("/")
    .filter((s) => s !== "");
  if (segments[0] === "api") segments.shift();
  return `/${segments.map((s) => (/^[@:{]/.test(s) ? "{}" : s)).join("/")}`;
}

/** Path parameter names in order, from any of the three spellings. */
export function pathParamNames(path) {
  return path
    .split("/")
    .filter((s) => /^[@:{]/.test(s))
    .map((s) => s.replace(/^[@:{]|}$/g, ""));
}

export function loadHostBillSources(dir) {
  return HOSTBILL_SOURCES.flatMap((source) => {
    const data = JSON.parse(readFileSync(join(dir, source.file), "utf8"));
    return source.kind === "swagger" ? fromSwagger(data, source.key) : fromPostman(data, source.key);
  });
}

function fromSwagger(data, key) {
  const out = [];
  for (const [path, item] of Object.entries(data.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!op || typeof op !== "object" || !op.responses) continue;
      out.push({
        source: key,
        method,
        path: normalisePath(path),
        rawPath: path,
        name: op.summary?.split("\n")[0] ?? op.operationId,
        params: (op.parameters ?? []).map((p) => ({
          name: p.name,
          in: p.in,
          type: p.type ?? p.schema?.type,
          required: p.required === true,
        })),
        ...exampleOf(op.responses?.["200"]?.description),
      });
    }
  }
  return out;
}

/** The JSON example HostBill's exports put in a response description (```json ... ```), read leniently. */
export function exampleOf(description) {
  const m = /```json\s*([\s\S]*?)(```|$)/.exec(description ?? "");
  if (!m) return {};
  const { value, repairs } = lenientJson(m[1]);
  return { example: value, repairs };
}

function fromPostman(data, key) {
  const out = [];
  const walk = (items, folder) => {
    for (const item of items) {
      if (item.item) {
        walk(item.item, item.name);
        continue;
      }
      const { method, url, body } = item.request;
      const path = `/${url.path.join("/")}`;
      const inPath = pathParamNames(path);
      out.push({
        source: key,
        folder,
        method: method.toLowerCase(),
        path: normalisePath(path),
        rawPath: path,
        name: item.name,
        params: [
          ...inPath.map((name) => ({ name, in: "path", required: true })),
          // The collection lists a field as a query parameter (a disabled one is optional), as a
          // URL variable that is no segment of the path, or in a form body: HostBill reads each alike.
          ...(url.query ?? []).map((q) => ({ name: q.key, in: "query", required: q.disabled !== true })),
          ...(url.variable ?? [])
            .filter((v) => !inPath.includes(v.key))
            .map((v) => ({ name: v.key, in: "query", required: false })),
          ...[...(body?.urlencoded ?? []), ...(body?.formdata ?? [])].map((f) => ({
            name: f.key,
            in: "formData",
            required: f.disabled !== true,
          })),
          ...rawBodyFields(body),
        ],
      });
    }
  };
  walk(data.item, "");
  return out;
}

/** The top-level fields of a raw JSON body of the collection, each optional. */
function rawBodyFields(body) {
  if (body?.mode !== "raw" || !body.raw) return [];
  const { value } = lenientJson(body.raw);
  if (!value || typeof value !== "object" || Array.isArray(value)) return [];
  return Object.keys(value).map((name) => ({ name, in: "formData", required: false }));
}

// The CLI's catalog of every operation, for `cdrapi mcp`: its SDK name, summary, effect and the
// JSON Schema of its arguments (path ids by their SDK names, query, body), so the MCP server
// searches the document's words and checks arguments before anything is sent.
import { toJsonSchema } from "./emit.mjs";
import { filterForPackage, resolveRef } from "./filter.mjs";
import { parametersOf, sdkOperations } from "./names.mjs";
import { mediaOf } from "./types.mjs";

const EFFECTS = ["read", "write", "destructive"];

/**
 * What calling an operation does: the document's `x-effect` where it says (a read sent as POST,
 * a write that destroys or costs money), else a GET reads, a DELETE destroys, the rest write.
 */
export function effectOf(op, method) {
  const said = op["x-effect"];
  if (said !== undefined) {
    if (!EFFECTS.includes(said))
      throw new Error(`${op.operationId}: x-effect must be one of ${EFFECTS.join(", ")}`);
    return said;
  }
  if (method === "get") return "read";
  return method === "delete" ? "destructive" : "write";
}

/** One sentence: the summary, else the description's first line. */
const summaryOf = (op) => (op.summary ?? op.description ?? "").split("\n")[0].trim();

/** A path id as the SDK takes it (core's PathId): a string or a whole number. */
const PATH_ID = { type: ["string", "integer"] };

function objectOf(params, doc, key) {
  const properties = {};
  const required = [];
  for (const p of params) {
    const name = p[key];
    properties[name] = p.in === "path" ? { ...PATH_ID } : toJsonSchema(p.schema ?? {}, doc);
    if (p.description && !properties[name].description) properties[name].description = p.description.trim();
    if (p.required) required.push(name);
  }
  return { type: "object", properties, required, additionalProperties: false };
}

function inputOf(doc, o) {
  const all = parametersOf(doc, o.item, o.op);
  const byName = new Map(all.map((p) => [`${p.in}:${p.name}`, p]));
  const path = o.pathParams.map((p) => ({ ...byName.get(`path:${p.name}`), arg: p.arg, required: true }));
  const query = o.queryParams.map((p) => ({ ...p, arg: p.name }));
  const properties = {};
  const required = [];
  if (path.length) {
    properties.path = objectOf(path, doc, "arg");
    required.push("path");
  }
  if (query.length) {
    properties.query = objectOf(query, doc, "arg");
    if (query.some((p) => p.required)) required.push("query");
  }
  const requestBody = o.op.requestBody && resolveRef(doc, o.op.requestBody);
  const media = requestBody?.content?.[mediaOf(requestBody.content)];
  if (media) {
    properties.body = toJsonSchema(media.schema ?? {}, doc);
    if (requestBody.required) required.push("body");
  }
  return { type: "object", properties, required, additionalProperties: false };
}

const TYPE = `/** An operation of the document, as \`cdrapi mcp\` offers it. */
export interface CatalogEntry {
  operationId: string;
  /** The package (x-package). */
  group: string;
  /** The SDK's name of its method (\`vms.reboot\`). */
  name: string;
  method: string;
  path: string;
  summary: string;
  /** x-effect, or derived from the method (a GET reads, a DELETE destroys). */
  effect: "read" | "write" | "destructive";
  /** Takes no credentials (a login, a sign-up). */
  anonymous: boolean;
  /** The path template's parameter of each SDK argument name (\`serviceId\` -> \`id\`). */
  pathNames: Readonly<Record<string, string>>;
  /** The JSON Schema of \`{ path, query, body }\`. */
  input: { type: "object"; properties: Record<string, unknown>; required: readonly string[]; additionalProperties: false };
  /** The states its waiter knows (x-sdk-waiter). */
  waiter?: { states: readonly string[] };
}
`;

export function emitCatalog(doc, packages, header) {
  const rows = [];
  for (const pkg of packages) {
    const sub = filterForPackage(doc, pkg);
    for (const o of sdkOperations(sub, pkg)) {
      rows.push({
        operationId: o.op.operationId,
        group: pkg,
        name: `${o.namespace}.${o.sdkMethod}`,
        method: o.method.toUpperCase(),
        path: o.path,
        summary: summaryOf(o.op),
        effect: effectOf(o.op, o.method),
        anonymous: Array.isArray(o.op.security) && o.op.security.length === 0,
        pathNames: Object.fromEntries(o.pathParams.map((p) => [p.arg, p.name])),
        input: inputOf(sub, o),
        ...(o.op["x-sdk-waiter"] ? { waiter: { states: o.op["x-sdk-waiter"].states } } : {}),
      });
    }
  }
  return `${header("Every operation with its SDK name, summary, effect and the JSON Schema of its arguments, for the CLI's MCP server (`cdrapi mcp`).")}${TYPE}\nexport const catalog: readonly CatalogEntry[] = ${JSON.stringify(rows, null, 1)};\n`;
}

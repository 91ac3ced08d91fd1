// src/generated/types.ts of one package: a name for every type a user handles.
//   - each schema of the package's operations, by its document name (`Vm`, `Service`, `DnsRecord`);
//   - each operation's body, query and result, by method (`VmsCreateBody`, `ServicesListQuery`,
//     `VmsCreateResult`), so that signatures and hovers read as names, not indexed access chains.
//     A result that is a named schema is that schema (`vms.get` -> `VmDetails`).
// A body or query type also says `never` for every key of core's RequestOptions, so per-call
// options can never be passed where a body or query goes (`reboot(id, vmId, { headers })` does
// not compile); a document body or query with such a field is refused here, loudly.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { header } from "./emit.mjs";
import { resolveRef } from "./filter.mjs";
import { sdkOperations } from "./names.mjs";

const pascal = (s) => s[0].toUpperCase() + s.slice(1);
const CORE_SRC = join(import.meta.dirname, "../../../packages/core/src");

/** The keys of core's `RequestOptions`, read from its declaration (the one list of them). */
export function requestOptionKeys(dir = CORE_SRC) {
  for (const file of readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith(".ts"))) {
    const m = /export interface RequestOptions \{\n([\s\S]*?)\n\}/.exec(
      readFileSync(join(dir, file), "utf8"),
    );
    if (m) return [...m[1].matchAll(/^ {2}(?:readonly )?([A-Za-z_$][\w$]*)\??:/gm)].map((k) => k[1]);
  }
  throw new Error(
    `codegen: no \`export interface RequestOptions\` in ${dir}: the body/query guard needs its keys`,
  );
}

/** The media type the SDK uses from a content map: JSON first. */
export function mediaOf(content) {
  const types = Object.keys(content ?? {});
  return types.includes("application/json") ? "application/json" : types[0];
}

/** The name of a `#/components/schemas/...` reference (its type in types.ts), else undefined. */
export const schemaName = (schema) =>
  schema?.$ref?.startsWith("#/components/schemas/") ? schema.$ref.split("/").pop() : undefined;

/** Property names an object schema declares (following $ref and allOf). */
function propertyNames(root, schema, seen = new Set()) {
  if (!schema || seen.has(schema)) return [];
  seen.add(schema);
  const s = resolveRef(root, schema);
  return [
    ...Object.keys(s.properties ?? {}),
    ...(s.allOf ?? []).flatMap((part) => propertyNames(root, part, seen)),
  ];
}

/** Whether a schema can be an object (so an options object could be mistaken for it). */
function objectLike(root, schema) {
  const s = resolveRef(root, schema);
  return !s || s.type === undefined || s.type === "object";
}

/**
 * The named types of one operation: `{ body, query, result }`, each `{ name, expr }` (or
 * `result` a bare type when there is nothing to name: `unknown`, `undefined`, a schema's name).
 */
export function operationTypes(o, root, optionKeys) {
  const ops = `Ops[${JSON.stringify(o.op.operationId)}]`;
  const base = `${pascal(o.namespace)}${pascal(o.sdkMethod)}`;
  const clash = (where, names) => {
    const bad = names.filter((n) => optionKeys.includes(n));
    if (bad.length)
      throw new Error(
        `${o.op.operationId}: the ${where} has ${bad.join(", ")}, a key of RequestOptions: a caller's options could be taken for it; rename it with x-sdk-name or change the SDK's guard`,
      );
  };
  const out = {};
  const body = o.op.requestBody;
  if (body) {
    const media = mediaOf(body.content);
    const schema = body.content?.[media]?.schema;
    clash("body", propertyNames(root, schema));
    const raw =
      schemaName(schema) ?? `NonNullable<${ops}["requestBody"]>["content"][${JSON.stringify(media)}]`;
    out.body = { name: `${base}Body`, expr: objectLike(root, schema) ? `${raw} & NoRequestOptions` : raw };
  }
  if (o.queryParams.length) {
    clash(
      "query",
      o.queryParams.map((p) => p.name),
    );
    out.query = {
      name: `${base}Query`,
      expr: `NonNullable<${ops}["parameters"]["query"]> & NoRequestOptions`,
    };
  }
  const success = Object.keys(o.op.responses ?? {}).find((code) => /^2\d\d$/.test(code));
  const response = success === undefined ? undefined : o.op.responses[success];
  const media = mediaOf(response?.content);
  const schema = media === undefined ? undefined : response.content[media]?.schema;
  if (success === undefined) out.result = "unknown";
  // No schema: the server's JSON, whatever it is (an empty body is undefined).
  else if (!schema) out.result = success === "204" ? "undefined" : "unknown";
  else if (schemaName(schema)) out.result = schemaName(schema);
  else
    out.result = {
      name: `${base}Result`,
      expr: `${ops}["responses"][${success}]["content"][${JSON.stringify(media)}]`,
    };
  return out;
}

/** The JSDoc of a schema's alias: its description, first paragraph. */
function schemaDoc(schema) {
  const text = String(schema?.description ?? "")
    .split(/\n\s*\n/)[0]
    .replace(/\*\//g, "*\\/")
    .trim();
  return text ? `/** ${text.replace(/\n/g, " ")} */\n` : "";
}

/** The whole src/generated/types.ts of one package; `taken` are names its surface already exports. */
export function emitTypesModule(filteredDoc, pkg, taken = [], optionKeys = requestOptionKeys()) {
  const names = new Map(taken.map((n) => [n, "the package's surface"]));
  const lines = [];
  const add = (name, what, text) => {
    if (names.has(name)) throw new Error(`${pkg}: type ${name} (${what}) is also ${names.get(name)}`);
    names.set(name, what);
    lines.push(text);
  };
  for (const [name, schema] of Object.entries(filteredDoc.components?.schemas ?? {}))
    add(
      name,
      `schema ${name}`,
      `${schemaDoc(schema)}export type ${name} = Schemas[${JSON.stringify(name)}];`,
    );
  for (const o of sdkOperations(filteredDoc, pkg)) {
    const t = operationTypes(o, filteredDoc, optionKeys);
    const where = `\`${o.namespace}.${o.sdkMethod}\` (\`${o.method.toUpperCase()} ${o.path}\`)`;
    if (t.body)
      add(
        t.body.name,
        `the body of ${where}`,
        `/** The body of ${where}. */\nexport type ${t.body.name} = ${t.body.expr};`,
      );
    if (t.query)
      add(
        t.query.name,
        `the query of ${where}`,
        `/** The query parameters of ${where}. */\nexport type ${t.query.name} = ${t.query.expr};`,
      );
    if (typeof t.result === "object")
      add(
        t.result.name,
        `the result of ${where}`,
        `/** What ${where} resolves to. */\nexport type ${t.result.name} = ${t.result.expr};`,
      );
  }
  return `${header("Names for the types of this package's schemas and of each method's body, query and result.")}import type { RequestOptions } from "@cdrapi/core";
import type { components, operations } from "./openapi.js";

type Schemas = components["schemas"];
type Ops = operations;
/** No key of RequestOptions: per-call options can never be taken for a body or query. */
type NoRequestOptions = { [K in keyof RequestOptions]?: never };

${lines.join("\n")}
`;
}

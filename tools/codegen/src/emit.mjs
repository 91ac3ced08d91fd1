// Renders the generated files of one package from its filtered document.
import openapiTS, { astToString } from "openapi-typescript";
import { hashOf, listOperations, SPEC_FILE } from "./document.mjs";
import { resolvePointer } from "./filter.mjs";
import { camelCase, parametersOf, sdkOperations } from "./names.mjs";

export const header = (what) =>
  `/**\n * ${what}\n * Generated from ${SPEC_FILE} by tools/codegen - do not edit; run \`pnpm generate\`.\n */\n\n/* eslint-disable */\n// biome-ignore-all lint: generated code\n\n`;

/** openapi-typescript path map: `paths`, `components`, `operations`. */
export async function emitTypes(doc) {
  const ast = await openapiTS(structuredClone(doc), { alphabetize: false, exportType: false });
  return header("Typed path map of this package's operations (openapi-typescript).") + astToString(ast);
}

/** The types of the document's named schemas alone (the reference server's records, answers). */
export async function emitSchemaTypes(doc) {
  const schemas = { ...doc, paths: {}, components: { schemas: doc.components?.schemas ?? {} } };
  const ast = await openapiTS(structuredClone(schemas), { alphabetize: false, exportType: false });
  return `${header('Types of the document\'s schemas (openapi-typescript): `Schemas["MaintainDomain"]`.')}${astToString(ast)}\nexport type Schemas = components["schemas"];\n`;
}

/**
 * The namespaces whose rows code outside their own methods needs as a table of their own: a
 * HostBill session's login, refresh, logout and revoke (account's `auth`), which every HostBill
 * client bundles, so it bundles those 5 rows and not account's whole table.
 */
const NAMESPACE_TABLES = { account: ["auth"] };

/**
 * Runtime table of operations, keyed by operationId: method, path, security, idempotent (one line
 * each), in document order (`operations`); and, for NAMESPACE_TABLES, those namespaces' rows as
 * tables of their own (`authOperations`).
 */
export function emitOperations(doc, pkg) {
  const rows = listOperations(doc).map(({ path, method, op }) => {
    const security = (op.security ?? doc.security ?? []).flatMap((s) => Object.keys(s));
    if (typeof op["x-idempotent"] !== "boolean")
      throw new Error(`${op.operationId}: x-idempotent is missing`);
    // Only what the transport reads at run time: the key is the operationId; `names` are the
    // argument names users see for path ids (x-sdk-name), for the transport's error messages.
    const names = Object.fromEntries(
      parametersOf(doc, doc.paths[path], op)
        .filter((p) => p.in === "path")
        .map((p) => [p.name, p["x-sdk-name"] ?? camelCase(p.name)])
        .filter(([name, arg]) => name !== arg),
    );
    const row = { method: method.toUpperCase(), path, security, idempotent: op["x-idempotent"] };
    return [op.operationId, Object.keys(names).length ? { ...row, names } : row];
  });
  const namespaceOf = new Map(sdkOperations(doc, pkg).map((o) => [o.op.operationId, o.namespace]));
  const tables = new Map([["operations", rows]]);
  for (const namespace of NAMESPACE_TABLES[pkg] ?? [])
    tables.set(
      `${namespace}Operations`,
      rows.filter(([id]) => namespaceOf.get(id) === namespace),
    );
  const body = [...tables]
    .map(
      ([name, list]) =>
        `export const ${name} = {\n${list.map(([id, row]) => `  ${JSON.stringify(id)}: ${JSON.stringify(row)},\n`).join("")}} as const;\n\n`,
    )
    .join("");
  const what =
    tables.size > 1
      ? "Runtime tables of this package's operations, by operationId (drive auth and retries)."
      : "Runtime table of this package's operations, by operationId (drives auth and retries).";
  return `${header(what)}${body}export type OperationId = keyof typeof operations;\n`;
}

/**
 * JSON Schemas (no $ref) of the named components, one export each (`MaintainDomainSchema`)
 * so a bundler keeps only the ones a validator imports.
 */
export function emitSchemas(doc) {
  const parts = Object.entries(doc.components?.schemas ?? {}).map(
    ([name, s]) =>
      `export const ${name}Schema = ${JSON.stringify(toJsonSchema(s, doc), null, 2)} as const;\n`,
  );
  return `${header("JSON Schemas of this package's components, dereferenced, for validators.")}${parts.join("\n")}`;
}

/**
 * The JSON Schema (no $ref) of each operation's success answer (its first 2xx response with a
 * JSON body), by operationId: what a client's `validateResponses` checks answers against. One
 * object that a bundler drops unless the app imports it (`responseSchemas`).
 */
export function emitResponseSchemas(doc) {
  const rows = [];
  for (const { op } of listOperations(doc)) {
    const success = Object.entries(op.responses ?? {})
      .filter(([status]) => /^2\d\d$/.test(status))
      .map(([, response]) => (response.$ref ? resolvePointer(doc, response.$ref) : response))
      .map((response) => jsonSchemaOf(response.content))
      .find(Boolean);
    if (!success) continue;
    const schema = toJsonSchema(success, doc);
    rows.push(`  ${JSON.stringify(op.operationId)}: ${JSON.stringify(schema)},\n`);
  }
  return `${header("The JSON Schema of each operation's success answer, by operationId, for `validateResponses`.")}export const responseSchemas: Readonly<Record<string, object>> = {\n${rows.join("")}};\n`;
}

/** The schema of a JSON body: `application/json`'s, else another JSON type's or the any-type's (VNNIC's). */
function jsonSchemaOf(content = {}) {
  const media =
    content["application/json"] ?? Object.entries(content).find(([type]) => /json|^\*\/\*$/.test(type))?.[1];
  return media?.schema;
}

/** The document version and the hash of exactly what this package was generated from. */
export function emitSpecInfo(doc) {
  return `${header("Which OpenAPI document this package was generated from.")}export const specInfo = ${JSON.stringify({ title: doc.info.title, version: doc.info.version, hash: hashOf(doc) }, null, 2)} as const;\n`;
}

/** A document as a value (no file read at run time), for `purpose`. */
export function emitDocument(doc, purpose = "The OpenAPI document as data, for the reference server.") {
  return `${header(purpose)}export const document: Record<string, any> = ${JSON.stringify(doc, null, 2)};\n`;
}

const DROP = new Set([
  "example",
  "xml",
  "externalDocs",
  "discriminator",
  "deprecated",
  "readOnly",
  "writeOnly",
]);

/** OpenAPI 3.0 Schema Object -> plain JSON Schema: refs inlined, `nullable` expressed as a type union. */
export function toJsonSchema(schema, doc, stack = []) {
  if (schema.$ref) {
    if (stack.includes(schema.$ref)) throw new Error(`recursive schema ${schema.$ref} is not supported`);
    return toJsonSchema(resolvePointer(doc, schema.$ref), doc, [...stack, schema.$ref]);
  }
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DROP.has(key) || key.startsWith("x-") || key === "nullable") continue;
    if (key === "properties") {
      out.properties = Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, toJsonSchema(v, doc, stack)]),
      );
    } else if (
      key === "items" ||
      key === "not" ||
      (key === "additionalProperties" && typeof value === "object")
    ) {
      out[key] = toJsonSchema(value, doc, stack);
    } else if (key === "allOf" || key === "anyOf" || key === "oneOf") {
      out[key] = value.map((v) => toJsonSchema(v, doc, stack));
    } else {
      out[key] = value;
    }
  }
  if (schema.nullable === true && typeof out.type === "string") out.type = [out.type, "null"];
  return out;
}

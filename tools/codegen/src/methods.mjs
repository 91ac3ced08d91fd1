// src/generated/methods.ts of one package: its named methods, grouped by namespace
// (`compute.vms.reboot(serviceId, vmId)`). Every method is one call of core's
// `transport.request` by operationId; types come from the package's generated openapi.ts.
//
// The argument rule (the same in every package, documented in docs/hostbill.md):
//   (...path ids in path order, body if the operation has one, query if it has query
//    parameters, opts?: RequestOptions)
// An argument is optional when the document does not require it and no later argument
// (before opts) is required; otherwise it is required, typed `T | undefined` if the
// document lets it be absent.
import { SPEC_FILE } from "./document.mjs";
import { header } from "./emit.mjs";
import { resolveRef } from "./filter.mjs";
import { listCall, listImports, listOf, listType } from "./lists.mjs";
import { sdkOperations } from "./names.mjs";
import { mediaOf, operationTypes, requestOptionKeys, schemaName } from "./types.mjs";

const pascal = (s) => s[0].toUpperCase() + s.slice(1);

/** The TypeScript interface name of a package's methods: "ComputeMethods". */
export const methodsInterface = (pkg) =>
  `${pascal(pkg.replace(/-([a-z])/g, (_m, c) => c.toUpperCase()))}Methods`;

/** Text safe inside a JSDoc block. */
const doc = (s) =>
  String(s ?? "")
    .replace(/\*\//g, "*\\/")
    .trim();

/** The arguments of an operation, in the rule's order; types are the names types.mjs gives. */
function argumentsOf(o) {
  const types = operationTypes(o, o.root, o.optionKeys);
  const args = o.pathParams.map((p) => ({
    name: p.arg,
    type: "PathId",
    required: true,
    doc: p.description ?? `The \`${p.name}\` path parameter.`,
  }));
  const body = o.op.requestBody;
  if (body) {
    args.push({
      name: "body",
      type: types.body.name,
      required: body.required === true,
      doc: doc(body.description) || bodyShape(o.root, body.content?.[mediaOf(body.content)]?.schema),
    });
  }
  if (o.queryParams.length) {
    args.push({
      name: "query",
      type: types.query.name,
      required: o.queryParams.some((p) => p.required),
      doc: `Query parameters: ${o.queryParams.map((p) => `\`${p.name}\``).join(", ")}.`,
    });
  }
  // A required argument makes every earlier one required (possibly `undefined`).
  let laterRequired = false;
  for (let i = args.length - 1; i >= 0; i--) {
    const a = args[i];
    a.optional = !a.required && !laterRequired;
    if (!a.required && laterRequired) a.type = `${a.type} | undefined`;
    laterRequired ||= a.required;
  }
  return args;
}

/** The result type of an operation: a name from types.ts, or `unknown` / `undefined`. */
function resultType(o) {
  const { result } = operationTypes(o, o.root, o.optionKeys);
  return typeof result === "object" ? result.name : result;
}

/** The names an operation's signature takes from types.ts. */
function typeNames(o) {
  const t = operationTypes(o, o.root, o.optionKeys);
  const item = listOf(o.root, o)?.item;
  return [t.body?.name, t.query?.name, typeof t.result === "object" ? t.result.name : t.result, item].filter(
    (n) => n && n !== "unknown" && n !== "undefined",
  );
}

/** "The JSON body: `{ name, ttl?, ... }`" from the schema's properties (required ones without `?`). */
function bodyShape(root, schema) {
  const resolved = resolveRef(root, schema);
  if (resolved?.type === "array") {
    const item = schemaName(resolved.items);
    return item ? `The JSON body: an array of \`${item}\`.` : "The JSON body: an array.";
  }
  const props = Object.keys(resolved?.properties ?? {});
  if (props.length === 0) return "The JSON body.";
  const required = new Set(resolved.required ?? []);
  return `The JSON body: \`{ ${props.map((p) => (required.has(p) ? p : `${p}?`)).join(", ")} }\`.`;
}

function signature(name, o) {
  const args = argumentsOf(o);
  const params = [
    ...args.map((a) => `${a.name}${a.optional ? "?" : ""}: ${a.type}`),
    "opts?: RequestOptions",
  ];
  const list = listOf(o.root, o);
  return `${name}(${params.join(", ")}): ${list ? listType(list, resultType(o)) : `ApiPromise<${resultType(o)}>`}`;
}

/** Whether and when the transport repeats a call, from the document's x-idempotent. */
const retried = (op) =>
  op["x-idempotent"]
    ? "Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`)."
    : "Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).";

/** The document's error answers of an operation, for `@throws`. */
function throwsLine(op) {
  const codes = Object.keys(op.responses ?? {}).filter((c) => /^[45]\d\d$/.test(c));
  const answers = codes.length ? ` (this operation's documented errors: ${codes.join(", ")})` : "";
  return `@throws {ApiError} when the server answers with an error${answers}: a subclass by status, e.g. \`NotFoundError\` for 404. \`ConnectionError\`, \`TimeoutError\` or \`AbortError\` when no answer comes.`;
}

/** The user's documentation of a method: what it does, its arguments, errors, whether it is retried. */
function jsdoc(o, indent, extra = []) {
  const { op } = o;
  const lines = [];
  if (op.summary) lines.push(doc(op.summary));
  if (op.description) lines.push("", ...doc(op.description).split("\n"));
  lines.push(
    "",
    `\`${o.method.toUpperCase()} ${o.path}\` (operationId \`${op.operationId}\`). ${retried(op)}`,
    ...extra,
  );
  for (const a of argumentsOf(o)) lines.push(`@param ${a.name} ${doc(a.doc).replace(/\n/g, " ")}`);
  lines.push(`@param opts Per-call options: ${o.optionKeys.map((k) => `\`${k}\``).join(", ")}.`);
  lines.push(throwsLine(op));
  return [`${indent}/**`, ...lines.map((l) => (l ? `${indent} * ${l}` : `${indent} *`)), `${indent} */`].join(
    "\n",
  );
}

function call(o) {
  const args = argumentsOf(o);
  const names = [...args.map((a) => a.name), "opts"];
  const input = [];
  if (o.pathParams.length) {
    input.push(`path: { ${o.pathParams.map((p) => `${JSON.stringify(p.name)}: ${p.arg}`).join(", ")} }`);
  }
  if (args.some((a) => a.name === "body")) input.push("body");
  if (args.some((a) => a.name === "query")) input.push("query");
  const literal = input.length ? `{ ${input.join(", ")} }` : "{}";
  const list = listOf(o.root, o);
  if (list) return `(${names.join(", ")}) =>\n      ${listCall(list, o, literal)}`;
  return `(${names.join(", ")}) =>\n      t.request(${JSON.stringify(o.op.operationId)}, ${literal}, opts)`;
}

/** The import of the names the signatures use from types.ts. */
function typeImports(ops) {
  const names = [...new Set(ops.flatMap(typeNames))].sort();
  return names.length ? `import type {\n${names.map((n) => `  ${n},\n`).join("")}} from "./types.js";\n` : "";
}

/** The whole src/generated/methods.ts of one package. */
export function emitMethods(filteredDoc, pkg) {
  const optionKeys = requestOptionKeys();
  const ops = sdkOperations(filteredDoc, pkg).map((o) => ({ ...o, root: filteredDoc, optionKeys }));
  const iface = methodsInterface(pkg);
  const namespaces = new Map();
  for (const o of ops) namespaces.set(o.namespace, [...(namespaces.get(o.namespace) ?? []), o]);
  const tagDescriptions = new Map((filteredDoc.tags ?? []).map((t) => [t.name, t.description]));

  const members = [];
  for (const [ns, list] of namespaces) {
    const tags = [...new Set(list.flatMap((o) => o.op.tags ?? []))];
    const about = tags.map((t) => (tagDescriptions.get(t) ? `${t}: ${doc(tagDescriptions.get(t))}` : t));
    members.push(
      `  /**\n${about.map((a) => `   * ${a.replace(/\n/g, " ")}`).join("\n   *\n")}\n   */\n  readonly ${ns}: {\n${list
        .map((o) => `${jsdoc(o, "    ")}\n    ${signature(o.sdkMethod, o)};`)
        .join("\n")}\n  };`,
    );
  }
  // One factory a namespace, so that code needing one namespace (a session's `auth`) bundles only it.
  const factories = [...namespaces].map(
    ([ns, list]) =>
      `/** The \`${ns}\` methods over one transport. */\nexport function ${ns}Methods(t: Transport<paths>): ${iface}[${JSON.stringify(ns)}] {\n  return {\n${list.map((o) => `    ${o.sdkMethod}: ${call(o)},`).join("\n")}\n  };\n}\n`,
  );
  const bodies = [...namespaces.keys()].map((ns) => `  const ${ns} = ${ns}Methods(t);`);
  const returned = [...namespaces.keys()];

  return `${header(`Named methods of this package, one per operation of ${SPEC_FILE} (x-sdk-method).`)}import type { ApiPromise, RequestOptions, Transport } from "@cdrapi/core";
${listImports(ops.map((o) => listOf(filteredDoc, o)))}import type { components, paths } from "./openapi.js";
${typeImports(ops)}
/** An id in a path: a non-empty string or a non-negative integer (percent-encoded when sent). */
export type PathId = string | number;
/** The document's schemas of this package, by name: \`Schemas["Vm"]\`. */
export type Schemas = components["schemas"];

/**
 * Every operation of this package as a method, grouped as the document's \`x-sdk-method\`
 * names them. Arguments: the path ids in path order, then \`body\` (when the operation has
 * one), then \`query\` (when it has query parameters), then \`opts\` (\`{ signal }\`).
 */
export interface ${iface} {
${members.join("\n")}
}

${factories.join("\n")}
/** The named methods over one transport (auth, retries and errors are the transport's). */
export function createMethods(t: Transport<paths>): ${iface} {
${bodies.join("\n")}
  return { ${returned.join(", ")} };
}
`;
}

/**
 * src/generated/method-index.ts: which method calls each operationId, with its arguments, one
 * line an operation. Only tests read it (to drive every method): no runtime module imports it.
 */
export function emitMethodIndex(filteredDoc, pkg) {
  const rows = sdkOperations(filteredDoc, pkg).map((o) => {
    const row = {
      method: `${o.namespace}.${o.sdkMethod}`,
      path: o.pathParams.map((p) => p.arg),
      body: Boolean(o.op.requestBody),
      query: o.queryParams.length > 0,
      ...(listOf(filteredDoc, o) ? { list: listOf(filteredDoc, o) } : {}),
    };
    return `  ${JSON.stringify(o.op.operationId)}: ${JSON.stringify(row)},\n`;
  });
  return `${header("Which method calls each operationId of this package, for tools that call an operation by its SDK name (the CLI's api command) and tests that drive every one (no client module imports it, so a bundle that does not use it drops it).")}export const methodIndex = {\n${rows.join("")}} as const;\n`;
}

// The changes between the document a package was released from and its current one, each
// judged breaking, feature or fix (documentation included). api-smart-diff classifies the
// OpenAPI changes as a client of the HTTP API sees them; the rules below add what our SDKs
// make of the document (docs/releasing.md says why each one is there).
import { apiCompare } from "api-smart-diff";
import { METHODS } from "../../codegen/src/document.mjs";

/** api-smart-diff's types as release levels. */
const LIBRARY_LEVELS = {
  breaking: "breaking",
  "non-breaking": "feature",
  deprecated: "feature",
  annotation: "fix",
};

/**
 * Our extensions, by [add, remove, replace]. The `x-sdk-*` ones shape the generated SDK: a
 * method's name, whether the answer is iterated, a waiter; an argument's name (`x-sdk-name`)
 * is seen in signatures and messages, but arguments are positional. The others document:
 * where a fact comes from, which constraints are the SDK's own (`x-sdk-constraints`, prose
 * codegen does not read), which package an operation is in (a move shows as a removal in one
 * package and an addition in the other).
 */
const EXTENSIONS = {
  "x-sdk-method": ["breaking", "breaking", "breaking"],
  "x-sdk-name": ["feature", "feature", "feature"],
  "x-sdk-list": ["breaking", "breaking", "breaking"],
  "x-sdk-waiter": ["feature", "breaking", "breaking"],
  "x-idempotent": ["feature", "feature", "feature"],
  "x-sdk-constraints": ["fix", "fix", "fix"],
  "x-sources": ["fix", "fix", "fix"],
  "x-source-exceptions": ["fix", "fix", "fix"],
  "x-source-conventions": ["fix", "fix", "fix"],
  "x-provenance": ["fix", "fix", "fix"],
  "x-package": ["fix", "fix", "fix"],
};
const ACTIONS = ["add", "remove", "replace"];

/** Top-level parts of the document that no generated code reads. */
const DOCUMENTATION = new Set(["info", "tags", "externalDocs"]);

/** Keys whose values are only read by people (and the generated JSDoc). */
const DOCUMENTATION_KEYS = new Set([
  "description",
  "summary",
  "title",
  "example",
  "examples",
  "externalDocs",
]);

/** Components are diffed where operations reach them (api-smart-diff resolves $refs). */
const REACHED_THROUGH_PATHS = new Set([
  "schemas",
  "parameters",
  "responses",
  "requestBodies",
  "headers",
  "examples",
]);

/**
 * @typedef {{ level: "breaking" | "feature" | "fix", where: string, what: string }} Change
 * @param {any} before @param {any} after @returns {Change[]}
 */
export function documentChanges(before, after) {
  const changes = apiCompare(before, after)
    .diffs.filter((d) => !(d.path[0] === "components" && REACHED_THROUGH_PATHS.has(String(d.path[1]))))
    .map((d) => ({ level: levelOf(d), where: whereOf(d.path, before, after), what: whatOf(d) }));
  return dedupe([...changes, ...argumentChanges(before, after)]);
}

/** The level of one api-smart-diff change, after our rules. */
function levelOf(d) {
  const extension = d.path.find((key) => typeof key === "string" && key.startsWith("x-"));
  const rule = EXTENSIONS[extension];
  if (rule) return rule[ACTIONS.indexOf(d.action === "rename" ? "replace" : d.action)];
  if (DOCUMENTATION_KEYS.has(d.path.at(-1)) && d.path.at(-2) !== "properties") return "fix";
  // A response's generated type is what the user's code reads: a field removed or of another
  // type no longer compiles (api-smart-diff judges as a client of any JSON, for whom an
  // optional field may disappear and a type may change).
  if (d.path.includes("responses")) {
    if (d.action !== "add" && d.path.at(-2) === "properties") return "breaking";
    if (d.action === "replace" && d.path.at(-1) === "type" && d.path.at(-2) !== "properties")
      return "breaking";
  }
  // A scheme the operations no longer offer, or changed: callers' credentials stop working.
  if (d.path[0] === "components" && d.path[1] === "securitySchemes")
    return d.action === "add" ? "feature" : "breaking";
  if (DOCUMENTATION.has(d.path[0]) || String(d.path[0]).startsWith("x-")) return "fix";
  // Unclassified by the library and not ours to judge: the safe side.
  return LIBRARY_LEVELS[d.type] ?? "breaking";
}

/**
 * The generated methods take `(...path ids, body?, query?, opts?)` (tools/codegen/src/methods.mjs):
 * an operation gaining or losing its body or its query parameters moves the arguments after
 * it, whatever the HTTP API makes of it.
 */
function argumentChanges(before, after) {
  const changes = [];
  for (const [path, item] of Object.entries(after.paths ?? {})) {
    for (const method of METHODS) {
      const [was, now] = [before.paths?.[path]?.[method], item[method]];
      if (!was || !now) continue;
      const where = `operation \`${now.operationId ?? `${method.toUpperCase()} ${path}`}\``;
      for (const [arg, has] of [
        ["request body", (op) => op.requestBody !== undefined],
        ["query argument", (op) => (op.parameters ?? []).some((p) => resolve(p, after).in === "query")],
      ]) {
        if (has(was) !== has(now))
          changes.push({
            level: "breaking",
            where,
            what: `${arg} ${has(now) ? "added before" : "removed from before"} the options`,
          });
      }
    }
  }
  return changes;
}

const resolve = (node, doc) =>
  node?.$ref
    ? (node.$ref
        .slice(2)
        .split("/")
        .reduce((n, k) => n?.[k.replace(/~1/g, "/").replace(/~0/g, "~")], doc) ?? {})
    : node;

/** "operation `Id`", "security scheme `name`" or the JSON path of a change. */
function whereOf(path, before, after) {
  if (path[0] === "paths" && METHODS.includes(path[2])) {
    const op = after.paths?.[path[1]]?.[path[2]] ?? before.paths?.[path[1]]?.[path[2]];
    return `operation \`${op?.operationId ?? `${String(path[2]).toUpperCase()} ${path[1]}`}\``;
  }
  if (path[0] === "paths") return `path \`${path[1]}\``;
  return `\`${path.join("/")}\``;
}

/** api-smart-diff's sentence, or what changed where in the operation, with the values. */
function whatOf(d) {
  const extension = d.path.find((key) => typeof key === "string" && key.startsWith("x-"));
  if (!extension && d.description)
    return d.description.replace(/^\[(\w+)\]\s*/, (_m, a) => `${a.toLowerCase()} `);
  const at = (d.path[0] === "paths" && METHODS.includes(d.path[2]) ? d.path.slice(3) : d.path).join("/");
  const show = (v) => {
    const text = JSON.stringify(v) ?? "undefined";
    return `\`${text.length > 60 ? `${text.slice(0, 57)}...` : text}\``;
  };
  if (d.action === "add") return `${at} added: ${show(d.after)}`;
  if (d.action === "remove") return `${at} removed (was ${show(d.before)})`;
  return `${at} changed from ${show(d.before)} to ${show(d.after)}`;
}

function dedupe(changes) {
  const seen = new Set();
  return changes.filter((c) => {
    const key = `${c.level} ${c.where} ${c.what}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// Which operations are lists, and how their items come (ARCHITECTURE.md, "Streamed lists"): derived from the
// document, or said by `x-sdk-list` where the schema leaves it open. A list method returns core's
// ListPromise: awaited, the answer as today; iterated, every item.
//
//   - a GET whose answer is a JSON array (VNNIC's lists): streamed item by item when iterated
//     (the package's src/streamed-list.ts, over the project's one JSON array scanner);
//   - a GET named `list...` whose answer is an object with exactly one array field besides
//     HostBill's `error` messages (`{ services: [...] }`): that field's items; it pages when the
//     operation takes a `page` query parameter and the answer has a `page` object (HostBill
//     portals: `?page=N` answered with `page: { current, total }`);
//   - `x-sdk-list: { items: <field>, page?: <query parameter> }` names them where that is
//     ambiguous (two array fields); `x-sdk-list: false` says an operation is not a list.
import { resolveRef as resolve } from "./filter.mjs";
import { mediaOf, schemaName } from "./types.mjs";

/** The schema of an operation's 200 answer (JSON first), resolved. */
function answerSchema(root, op) {
  const content = op.responses?.["200"]?.content ?? {};
  return resolve(root, content[mediaOf(content)]?.schema);
}

/**
 * The list shape of an operation of the package's document (`o` from sdkOperations), or
 * undefined when it is not a list: `{ streamed: true }` for an array answer, else
 * `{ items, page? }`. Throws on an `x-sdk-list` the answer does not bear out.
 */
export function listOf(root, o) {
  const explicit = o.op["x-sdk-list"];
  const id = o.op.operationId;
  if (explicit === false) return undefined;
  const schema = o.method === "get" ? answerSchema(root, o.op) : undefined;
  if (schema?.type === "array") return { streamed: true, ...itemName(schema) };
  const arrays = Object.entries(schema?.properties ?? {})
    .filter(([name, s]) => name !== "error" && arrayOf(root, s))
    .map(([name]) => name);
  const pageParam = o.queryParams.some((p) => p.name === "page") ? "page" : undefined;
  if (explicit !== undefined) {
    if (!explicit || typeof explicit.items !== "string" || !arrays.includes(explicit.items))
      throw new Error(`${id}: x-sdk-list.items must name an array field of the GET's 200 answer`);
    if (explicit.page !== undefined && !o.queryParams.some((p) => p.name === explicit.page))
      throw new Error(`${id}: x-sdk-list.page must name a query parameter of the operation`);
    const field = arrayOf(root, schema.properties[explicit.items]);
    return { items: explicit.items, ...(explicit.page ? { page: explicit.page } : {}), ...itemName(field) };
  }
  if (!/^list/.test(o.sdkMethod) || arrays.length !== 1) return undefined;
  const pages = pageParam && resolve(root, schema.properties.page)?.type === "object";
  const field = arrayOf(root, schema.properties[arrays[0]]);
  return { items: arrays[0], ...(pages ? { page: pageParam } : {}), ...itemName(field) };
}

/**
 * The array schema of a list field: the field itself, or its array branch when it is an array
 * or an object keyed by id (`vms`): core's pagedList yields the object's values alike.
 */
function arrayOf(root, field) {
  const s = resolve(root, field);
  if (s?.type === "array") return s;
  const branches = (s?.oneOf ?? []).map((b) => resolve(root, b));
  const array = branches.find((b) => b?.type === "array");
  const keyed = branches.filter((b) => b !== array);
  const same = (b) => b?.type === "object" && schemaName(b.additionalProperties) === schemaName(array?.items);
  return array && keyed.every(same) ? array : undefined;
}

/** `{ item: "Service" }` when an array's items are a named schema (its type in types.ts). */
function itemName(array) {
  const item = schemaName(array?.items);
  return item ? { item } : {};
}

/** The return type of a list method, given its answer's type. */
export function listType(list, page) {
  const item = list.item
    ? list.item
    : list.streamed
      ? `${page}[number]`
      : `NonNullable<${page}[${JSON.stringify(list.items)}]>[number]`;
  return `ListPromise<${page}, ${item}>`;
}

/** The call of a list method (`input`: the `{ path, query }` object literal of its request). */
export function listCall(list, o, input) {
  const id = JSON.stringify(o.op.operationId);
  if (list.streamed) return `streamedList(t, ${id}, ${input}, opts)`;
  const page = list.page ? `, ${JSON.stringify(list.page)}` : "";
  return `pagedList(t, ${id}, ${input}, opts, ${JSON.stringify(list.items)}${page})`;
}

/** The imports a package's methods.ts needs for its lists. */
export function listImports(lists) {
  const shapes = [...lists].filter(Boolean);
  const lines = [];
  if (shapes.some((l) => !l.streamed)) lines.push('import { pagedList } from "@cdrapi/core";');
  if (shapes.some((l) => l.streamed)) lines.push('import { streamedList } from "../streamed-list.js";');
  if (shapes.length) lines.push('import type { ListPromise } from "@cdrapi/core";');
  return lines.map((l) => `${l}\n`).join("");
}

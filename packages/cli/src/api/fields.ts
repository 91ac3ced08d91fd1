// `cdrapi api` fields as `gh api` takes them: `-f key=value` a string, `-F key=value` typed
// (true, false, null and integers as JSON, `@file` a file's text, `@-` standard input's),
// `key[]=v` appends to a list and `key[sub]=v` nests. A field named as a path parameter fills
// the path; the others make the JSON body, or the query when the operation takes no body (or
// the body comes from --input).
import { pathIdProblem } from "@cdrapi/core";
import { UsageError } from "../exit-codes.js";
import type { FoundOperation } from "./groups.js";

export interface Field {
  /** The key as written: `name`, `tags[]`, `owner[email]`. */
  key: string;
  value: unknown;
}

/** The fields of -f (strings) and -F (typed), each checked for `key=value`. */
export async function fieldsOf(
  pairs: { raw: readonly string[]; typed: readonly string[] },
  read: (source: string) => Promise<string>,
): Promise<Field[]> {
  const split = (flag: string, pair: string) => {
    const at = pair.indexOf("=");
    if (at <= 0) throw new UsageError(`${flag} ${pair}: use key=value`);
    return { key: pair.slice(0, at), text: pair.slice(at + 1) };
  };
  const fields: Field[] = pairs.raw.map((pair) => {
    const { key, text } = split("-f", pair);
    return { key, value: text };
  });
  for (const pair of pairs.typed) {
    const { key, text } = split("-F", pair);
    fields.push({ key, value: await typed(text, read) });
  }
  return fields;
}

/** gh's typing of -F values. */
async function typed(text: string, read: (source: string) => Promise<string>): Promise<unknown> {
  if (text === "true") return true;
  if (text === "false") return false;
  if (text === "null") return null;
  if (/^-?(0|[1-9]\d*)$/.test(text) && Number.isSafeInteger(Number(text))) return Number(text);
  if (text.startsWith("@")) return read(text.slice(1));
  return text;
}

/** `owner[email]` → ["owner", "email"]; `tags[]` → ["tags", ""]. */
function keyPath(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) throw new UsageError(`field ${key}: use name, name[] or name[key]`);
  return [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
}

/** Sets a field in an object, building its lists and objects on the way. */
function assign(target: Record<string, unknown>, key: string, value: unknown): void {
  const path = keyPath(key);
  let node: unknown = target;
  path.forEach((part, i) => {
    const last = i === path.length - 1;
    const fresh = () => (path[i + 1] === "" ? [] : {});
    if (part === "") {
      if (!Array.isArray(node)) throw new UsageError(`field ${key}: [] only after a list`);
      const next = last ? value : fresh();
      node.push(next);
      node = next;
      return;
    }
    if (Array.isArray(node) || node === null || typeof node !== "object")
      throw new UsageError(`field ${key}: ${part} cannot go in a value`);
    const object = node as Record<string, unknown>;
    if (last) object[part] = value;
    else object[part] ??= fresh();
    node = object[part];
  });
}

export interface RequestParts {
  path: Record<string, string>;
  query: Record<string, string | string[]>;
  body: Record<string, unknown> | undefined;
}

/** Where each value goes: the path (by its name in the path or the SDK's), the body or the query. */
export function requestOf(
  operation: FoundOperation,
  given: {
    pathParams: Record<string, string>;
    pathQuery: Record<string, string | string[]>;
    positional: readonly string[];
    /** `-p key=value`: the path, else the query. */
    params: readonly string[];
    fields: readonly Field[];
    /** The body comes from --input: every field goes to the query. */
    hasInput: boolean;
  },
): RequestParts {
  const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const pathName = (key: string) =>
    names.find((name) => name === key || operation.sdkParams[name] === key) ?? undefined;
  const path: Record<string, string> = { ...given.pathParams };
  const query: Record<string, unknown> = { ...given.pathQuery };
  let body: Record<string, unknown> | undefined;
  for (const pair of given.params) {
    const at = pair.indexOf("=");
    if (at <= 0) throw new UsageError(`--param ${pair}: use key=value`);
    const [key, value] = [pair.slice(0, at), pair.slice(at + 1)];
    const name = pathName(key);
    if (name !== undefined) path[name] = value;
    else {
      const before = query[key];
      query[key] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
    }
  }
  const toBody = operation.hasBody && !given.hasInput;
  for (const field of given.fields) {
    const name = pathName(field.key);
    if (name !== undefined) path[name] = String(field.value);
    else if (toBody) {
      body ??= {};
      assign(body, field.key, field.value);
    } else assign(query, field.key, field.value);
  }
  // The words after the name fill the ids the fields did not, in path order.
  for (const word of given.positional) {
    const next = names.find((name) => path[name] === undefined);
    if (next === undefined)
      throw new UsageError(
        `${describe(operation)} takes ${names.length} id(s) in its path; "${word}" is one too many`,
      );
    path[next] = word;
  }
  const missing = names.filter((name) => path[name] === undefined || path[name] === "");
  if (missing.length > 0) {
    throw new UsageError(
      `${describe(operation)} needs ${missing.map((m) => `{${m}}`).join(" and ")}: give ${missing.length === 1 ? "it" : "them"} after the name, or as ${missing.map((m) => `-f ${m}=...`).join(" ")}`,
    );
  }
  // The SDK's rule for ids (a "." or ".." would be resolved into another operation's path).
  for (const name of names) {
    const problem = pathIdProblem(path[name]);
    if (problem) throw new UsageError(`${describe(operation)}: {${name}} ${problem}`);
  }
  return { path, query: queryStrings(query), body };
}

/** Query values as strings: a list repeats its key; an object goes as its JSON. */
function queryStrings(query: Record<string, unknown>): Record<string, string | string[]> {
  const text = (value: unknown) =>
    value !== null && typeof value === "object" ? JSON.stringify(value) : String(value);
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, Array.isArray(value) ? value.map(text) : text(value)]),
  );
}

const describe = (operation: FoundOperation) => {
  const call = `${operation.method.toUpperCase()} ${operation.path}`;
  return operation.operationId === undefined ? call : `${operation.operationId} (${call})`;
};

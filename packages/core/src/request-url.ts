// The URL of one operation call, built from the operation's path template, the path ids
// (each percent-encoded, so an id can never add a path segment) and the query. Query values
// are serialized as openapi-fetch does by default, so `request` and `client.api` send the
// same bytes: arrays as repeated keys (`a=1&a=2`), objects as `key[prop]=value`.
import { ValidationError } from "./errors.js";

/** A compiled path template: literal parts and parameter names, alternating ("/service/", "id", "/resources"). */
export type PathTemplate = readonly string[];

export function compileTemplate(path: string): PathTemplate {
  return path.split(/\{([^{}]+)\}/);
}

/**
 * `baseUrl` (no trailing slash) + the filled template + `?query`. Each id must be a non-empty
 * string or a safe integer >= 0, and not "." or ".." (which URL parsing would resolve, even
 * percent-encoded, into another path): otherwise a ValidationError naming the argument as the
 * user knows it (`names`, from `x-sdk-name`), before anything is sent.
 */
export function buildUrl(
  baseUrl: string,
  template: PathTemplate,
  path: Readonly<Record<string, unknown>> | undefined,
  query: Readonly<Record<string, unknown>> | undefined,
  names?: Readonly<Record<string, string>>,
): string {
  let url = baseUrl + template[0];
  for (let i = 1; i < template.length; i += 2) {
    const name = template[i]!;
    const value = path?.[name];
    const problem = pathIdProblem(value);
    if (problem) throw new ValidationError([{ index: null, field: names?.[name] ?? name, message: problem }]);
    url += encodeURIComponent(value as string | number) + template[i + 1];
  }
  if (query) {
    const search = serializeQuery(query);
    if (search) url += `?${search}`;
  }
  return url;
}

/**
 * Why a value cannot be a path id, or undefined when it can: the one rule for every id a client
 * puts in a path (the named methods here; `cdrapi api` checks its ids with it too).
 */
export function pathIdProblem(value: unknown): string | undefined {
  if (typeof value === "number") {
    return Number.isSafeInteger(value) && value >= 0
      ? undefined
      : "must be a non-negative integer or a non-empty string";
  }
  if (typeof value !== "string" || value === "") return "is required (a non-empty string or a number)";
  if (value === "." || value === "..") return 'must not be "." or ".."';
  return undefined;
}

export function serializeQuery(query: Readonly<Record<string, unknown>>): string {
  const parts: string[] = [];
  const add = (name: string, value: unknown) => {
    if (value !== undefined && value !== null) parts.push(`${name}=${encodeURIComponent(String(value))}`);
  };
  for (const [name, value] of Object.entries(query)) {
    const key = encodeURIComponent(name);
    if (Array.isArray(value)) for (const item of value) add(key, item);
    else if (value !== null && typeof value === "object") {
      for (const [prop, item] of Object.entries(value)) add(`${key}[${encodeURIComponent(prop)}]`, item);
    } else add(key, value);
  }
  return parts.join("&");
}

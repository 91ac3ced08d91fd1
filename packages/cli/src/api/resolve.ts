// Which operation `cdrapi api` words name: an operationId ("Cloud Instance_reboot", quoted), an
// SDK name (`vms.reboot`, `compute.vms.reboot`, from the generated x-sdk-method index) or a
// path of the document with its method (`POST /service/1201/vms/vm-10/reboot`, `GET /tickets`,
// or `/tickets` with -X). The words after the name are the path's ids, in order. A path (or a
// path's method) the document lacks is sent as written (groups.ts `undocumented`).
import { UsageError } from "../exit-codes.js";
import {
  allOperations,
  type FoundOperation,
  findByPath,
  findBySdkName,
  findOperation,
  undocumented,
} from "./groups.js";

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"] as const;

export interface Resolved {
  operation: FoundOperation;
  /** Path parameters the path itself gave (`/service/1201/...`). */
  pathParams: Record<string, string>;
  /** The query a path carried after `?`. */
  query: Record<string, string | string[]>;
  /** The words after the operation: the path's ids in order. */
  rest: string[];
}

export function resolveOperation(words: readonly string[], methodFlag: string | undefined): Resolved {
  const [first = "", ...others] = words;
  const spaced = /^([A-Za-z]+)\s+(\/.*)$/.exec(first);
  const isMethod = (word: string) => (HTTP_METHODS as readonly string[]).includes(word.toUpperCase());
  if (spaced && isMethod(spaced[1]!)) return byPath(spaced[2]!, spaced[1]!.toUpperCase(), others, methodFlag);
  if (isMethod(first) && others[0]?.startsWith("/"))
    return byPath(others[0], first.toUpperCase(), others.slice(1), methodFlag);
  if (first.startsWith("/")) return byPath(first, undefined, others, methodFlag);
  if (methodFlag !== undefined)
    throw new UsageError("-X/--method goes with a /path, not an operation's name");
  const named = findOperation(first) ?? bySdkName(first);
  if (!named) throw unknown(first);
  return { operation: named, pathParams: {}, query: {}, rest: others };
}

function bySdkName(name: string): FoundOperation | undefined {
  const matches = findBySdkName(name);
  if (matches.length > 1) {
    throw new UsageError(
      `"${name}" names an operation of several packages: say which, e.g. ${matches.map((op) => `${op.group.name}.${name}`).join(" or ")}`,
    );
  }
  return matches[0];
}

function byPath(
  written: string,
  method: string | undefined,
  rest: string[],
  methodFlag: string | undefined,
): Resolved {
  if (method !== undefined && methodFlag !== undefined && method !== methodFlag)
    throw new UsageError(`${method} ${written} and -X ${methodFlag} disagree`);
  const at = written.indexOf("?");
  const path = at < 0 ? written : written.slice(0, at);
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(at < 0 ? "" : written.slice(at + 1))) {
    const before = query[key];
    query[key] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  const matches = findByPath(path);
  const wanted = method ?? methodFlag;
  const methods = [...new Set(matches.map((m) => m.operation.method.toUpperCase()))];
  // No method said: the path's only one, else GET (as curl and gh api default).
  const chosen =
    wanted ??
    (methods.length === 1
      ? methods[0]!
      : methods.length === 0 || methods.includes("GET")
        ? "GET"
        : undefined);
  if (chosen === undefined)
    throw new UsageError(`${path} takes ${methods.join(", ")}: say which (${methods[0]} ${path}, or -X)`);
  const match = matches.find((m) => m.operation.method.toUpperCase() === chosen);
  // A path (or method) the document lacks, a provider's own: sent as written, like `gh api`.
  if (!match) {
    if (/[{}]/.test(path)) throw new UsageError(`${path}: a {name} is filled only in a path of the document`);
    return { operation: undocumented(chosen, path), pathParams: {}, query, rest };
  }
  return { operation: match.operation, pathParams: match.params, query, rest };
}

/** A usage error naming the closest ids and SDK names. */
function unknown(name: string): UsageError {
  const wanted = name.toLowerCase();
  const close = allOperations()
    .flatMap((op) => [op.operationId, op.sdkName])
    .filter((id): id is string => id !== undefined)
    .filter((id) => id.toLowerCase().includes(wanted) || wanted.includes(id.toLowerCase()))
    .slice(0, 5);
  return new UsageError(
    `unknown operation "${name}"${close.length ? ` (did you mean ${close.join(", ")}?)` : ""}: cdrapi api --list shows them all`,
  );
}

// An operation's arguments checked against the document's schemas (the generated catalog)
// before anything is sent: a wrong argument is the assistant's to fix, never the server's.
import { pathIdProblem } from "@cdrapi/core";
import { Ajv, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import type { Entry } from "./operations.js";

export interface Arguments {
  path?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

const ajv = new Ajv({ allErrors: true, strict: false });
(addFormats as unknown as (ajv: Ajv) => void)(ajv);
const compiled = new Map<Entry, ValidateFunction>();

/** What is wrong with the arguments, one sentence each (empty: none). */
export function argumentProblems(entry: Entry, args: unknown): string[] {
  let validate = compiled.get(entry);
  if (!validate) {
    validate = ajv.compile(entry.input as object);
    compiled.set(entry, validate);
  }
  const problems: string[] = [];
  if (!validate(args ?? {})) {
    for (const error of validate.errors ?? []) {
      const where = error.instancePath ? error.instancePath.slice(1).replaceAll("/", ".") : "arguments";
      const extra = (error.params as { additionalProperty?: string }).additionalProperty;
      problems.push(extra ? `${where}: has no field "${extra}"` : `${where}: ${error.message}`);
    }
  }
  // A path id also has the SDK's own rule: not empty, not "." or "..".
  for (const [name, value] of Object.entries((args as Arguments | undefined)?.path ?? {})) {
    const problem = pathIdProblem(value);
    if (problem) problems.push(`path.${name}: ${problem}`);
  }
  return problems;
}

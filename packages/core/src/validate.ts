// "@cdrapi/core/validate": the checker of `validateResponses`, Ajv over the packages'
// `responseSchemas`. Its own entry point so that only an app that checks answers bundles Ajv
// (and the schemas): a client's budget (tools/bench/.size-limit.cjs) is 21.5 kB min+gzip, and
// Ajv alone is more. Ajv compiles each schema to a function with `new Function`, once per operation,
// on its first answer: a page whose Content-Security-Policy forbids eval cannot use it.
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import type { ResponseValidator } from "./options.js";
import { ResponseValidationError } from "./response-validation-error.js";

export type { ResponseValidator, ValidateResponses } from "./options.js";
export { ResponseValidationError } from "./response-validation-error.js";

/**
 * The checker of answers against the schemas given (one package's `responseSchemas`, or
 * several packages' for clients of several groups), for a client's `responseValidator`: types,
 * required fields, enums and bounds are checked, formats (dates, e-mails) are not. An operation
 * without a schema passes.
 */
export function responseValidator(...schemas: Readonly<Record<string, object>>[]): ResponseValidator {
  const byOperation: Record<string, object> = Object.assign({}, ...schemas);
  // verbose: each error carries the value it is about, to name its type (never shown itself).
  const ajv = new Ajv({ allErrors: true, strict: false, verbose: true, validateFormats: false });
  const compiled = new Map<string, ValidateFunction>();
  return (operationId, data, mode, warn) => {
    if (!Object.hasOwn(byOperation, operationId)) return;
    let validate = compiled.get(operationId);
    if (!validate) {
      validate = ajv.compile(byOperation[operationId]!);
      compiled.set(operationId, validate);
    }
    if (validate(data)) return;
    const error = new ResponseValidationError(operationId, [
      ...new Set(named(validate.errors ?? []).map(issueOf)),
    ]);
    if (mode === "throw") throw error;
    warn(error.message);
  };
}

/**
 * The errors worth naming: not a oneOf's or anyOf's own summary, nor one branch's type mismatch
 * where another branch matched the value's type and failed deeper (`vms` is an array or an
 * object keyed by id: an array with a wrong item is about the item, not about being no object).
 */
function named(errors: ErrorObject[]): ErrorObject[] {
  const deeper = (error: ErrorObject) =>
    errors.some((other) => other.instancePath.startsWith(`${error.instancePath}/`));
  return errors.filter(
    (error) =>
      error.keyword !== "oneOf" &&
      error.keyword !== "anyOf" &&
      !(error.keyword === "type" && /\/(oneOf|anyOf)\/\d+\//.test(error.schemaPath) && deeper(error)),
  );
}

/** One Ajv error as "field.path: what differs", without the value. */
function issueOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const at = (extra?: unknown) => fieldPath(error.instancePath, extra);
  switch (error.keyword) {
    case "type":
      return `${at()}: expected ${[params.type].flat().join(" or ")}, got ${typeName(error.data)}`;
    case "required":
      return `${at(params.missingProperty)}: missing`;
    case "additionalProperties":
      return `${at(params.additionalProperty)}: not in the document`;
    case "enum":
      return `${at()}: not one of the document's values`;
    default:
      return `${at()}: ${error.message ?? error.keyword}`;
  }
}

/** A JSON pointer (`/vms/0/status`) as a field path (`vms[0].status`); the root is "(the answer)". */
function fieldPath(pointer: string, extra?: unknown): string {
  const tokens = pointer === "" ? [] : pointer.slice(1).split("/");
  if (extra !== undefined) tokens.push(String(extra));
  let path = "";
  for (const raw of tokens) {
    const token = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    path += /^\d+$/.test(token) ? `[${token}]` : `${path === "" ? "" : "."}${token}`;
  }
  return path === "" ? "(the answer)" : path;
}

function typeName(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

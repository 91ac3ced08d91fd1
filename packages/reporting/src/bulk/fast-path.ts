// The schema half of the fast path for the common case, a valid record. `compileSchemaFastCheck`
// turns the generated JSON Schema (never a hand copy) and Ajv's own format definitions into one
// pass of plain checks that answers true only when Ajv would report nothing; anything it is not
// sure of answers false, and the record then goes through Ajv as before. So what is accepted or
// rejected, and every issue, is unchanged: the fast path only skips work for clean records.
//
// Where it is cheaper than Ajv: `minLength`/`maxLength` count code points (`ucs2length`, twice
// per string in Ajv's code). The UTF-16 length bounds that count (length/2 <= code points <=
// length), so a string within the bounds by its length is within them by code points too; one
// that is not (rare: longer than the limit in UTF-16 units) is left to Ajv, which counts.
//
// A caller's own rule on a string field (validate.ts: free text is text) can ride along as
// `extra`, so the value is read once; like the rest it must answer true only when that rule
// finds nothing.

/** A format as Ajv holds it after `addFormats` (`ajv.formats[name]`). */
export type AjvFormat =
  | true
  | RegExp
  | ((value: never) => boolean)
  | { validate?: unknown; async?: boolean; type?: string };

type Check = (value: unknown) => boolean;

interface FieldCheck {
  readonly key: string;
  readonly required: boolean;
  readonly check: Check;
}

// Keywords that do not constrain the data.
const ANNOTATIONS = new Set(["description", "title", "examples", "default", "deprecated", "$comment"]);

/**
 * Compiles the fast check of an object schema, or returns undefined when the schema uses
 * something this does not handle (then every record goes through Ajv).
 */
export function compileSchemaFastCheck(
  schema: object,
  formats: Readonly<Record<string, AjvFormat | undefined>>,
  extra?: (key: string, required: boolean) => ((value: string) => boolean) | undefined,
): ((record: Readonly<Record<string, unknown>>) => boolean) | undefined {
  const top = schema as Record<string, unknown>;
  for (const keyword of Object.keys(top)) {
    if (!["type", "required", "properties"].includes(keyword) && !ANNOTATIONS.has(keyword)) return undefined;
  }
  if (top.type !== "object") return undefined;
  const properties = (top.properties ?? {}) as Record<string, Record<string, unknown>>;
  const required = (top.required ?? []) as unknown[];
  if (!Array.isArray(required) || !required.every((key) => typeof key === "string")) return undefined;
  const fields: FieldCheck[] = [];
  for (const key of Object.keys(properties)) {
    const isRequired = required.includes(key);
    const check = propertyCheck(properties[key]!, formats, extra?.(key, isRequired));
    if (!check) return undefined;
    fields.push({ key, required: isRequired, check });
  }
  // A required property without a schema of its own: only present or not.
  for (const key of required as string[]) {
    if (!Object.hasOwn(properties, key)) fields.push({ key, required: true, check: () => true });
  }
  // Ajv reads properties as `data.key` (inherited ones included, `undefined` = absent): same here.
  return (record) => {
    for (const field of fields) {
      const value = record[field.key];
      if (value === undefined) {
        if (field.required) return false;
      } else if (!field.check(value)) return false;
    }
    return true;
  };
}

function propertyCheck(
  schema: Record<string, unknown>,
  formats: Readonly<Record<string, AjvFormat | undefined>>,
  extra: ((value: string) => boolean) | undefined,
): Check | undefined {
  let minLength = 0;
  let maxLength = Number.POSITIVE_INFINITY;
  let minimum = Number.NEGATIVE_INFINITY;
  let pattern: RegExp | undefined;
  let allowed: readonly unknown[] | undefined;
  let format: Check | undefined;
  for (const [keyword, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(keyword) || keyword === "type") continue;
    if (keyword === "minLength" && isCount(value)) minLength = value;
    else if (keyword === "maxLength" && isCount(value)) maxLength = value;
    else if (keyword === "minimum" && typeof value === "number" && Number.isFinite(value)) minimum = value;
    // Ajv compiles patterns with the `u` flag (its default `unicodeRegExp`).
    else if (keyword === "pattern" && typeof value === "string") pattern = new RegExp(value, "u");
    else if (keyword === "enum" && Array.isArray(value) && value.every(isPrimitive)) allowed = value;
    else if (keyword === "format" && typeof value === "string") {
      format = formatCheck(formats[value]);
      if (!format) return undefined;
    } else return undefined;
  }
  const match = (value: unknown) =>
    (pattern === undefined || pattern.test(value as string)) &&
    (allowed === undefined || allowed.indexOf(value) !== -1) &&
    (format === undefined || format(value));
  if (extra && schema.type !== "string") return undefined;
  switch (schema.type) {
    case "string":
      // Code points: between ceil(length / 2) and length.
      return (value) =>
        typeof value === "string" &&
        value.length <= maxLength &&
        (value.length + 1) >>> 1 >= minLength &&
        match(value) &&
        (extra === undefined || extra(value));
    case "integer":
      if (minLength > 0 || maxLength !== Number.POSITIVE_INFINITY || pattern) return undefined;
      return (value) => Number.isInteger(value) && (value as number) >= minimum && match(value);
    case "boolean":
      if (minLength > 0 || maxLength !== Number.POSITIVE_INFINITY || pattern || format) return undefined;
      return (value) => typeof value === "boolean" && match(value);
    default:
      return undefined;
  }
}

/** Ajv's own test of a format, applied whatever the type (stricter than Ajv, never looser). */
function formatCheck(format: AjvFormat | undefined): Check | undefined {
  const validate = typeof format === "object" && !(format instanceof RegExp) ? format.validate : format;
  if (typeof format === "object" && !(format instanceof RegExp) && format.async) return undefined;
  if (validate === true) return () => true;
  if (validate instanceof RegExp) return (value) => typeof value === "string" && validate.test(value);
  if (typeof validate === "function") return validate as Check;
  return undefined;
}

function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}

function isPrimitive(value: unknown): boolean {
  return value === null || ["string", "number", "boolean"].includes(typeof value);
}

/**
 * A minimal valid instance of a (dereferenced) JSON Schema, for operations the server answers
 * from the document: the schema's own `example` or `default` when it has one, else a value
 * built from its type, formats, bounds and properties (every declared property, so the answer
 * shows the fields a client can expect).
 */

type Schema = Record<string, unknown>;

const FORMATS: Record<string, string> = {
  date: "2026-01-15",
  "date-time": "2026-01-15T08:00:00Z",
  email: "user@example.vn",
  uri: "https://example.vn/",
  url: "https://example.vn/",
  uuid: "00000000-0000-4000-8000-000000000000",
  ipv4: "203.0.113.10",
  ipv6: "2001:db8::10",
  hostname: "host.example.vn",
  byte: "",
  binary: "",
  password: "secret",
};

/** Candidates tried, in order, against a `pattern` (the first that matches wins). */
const PATTERN_CANDIDATES = [
  "1",
  "001",
  "example",
  "example.vn",
  "A",
  "a",
  "2026-01-15",
  "VN",
  "ns1.example.vn",
];

const MAX_DEPTH = 8;

export function synthesize(input: unknown, depth = 0): unknown {
  const schema = (input ?? {}) as Schema;
  if (schema.example !== undefined) return structuredClone(schema.example);
  if (schema.default !== undefined) return structuredClone(schema.default);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map((part) => synthesize(part, depth));
    return parts.every((p) => p && typeof p === "object" && !Array.isArray(p))
      ? Object.assign({}, ...parts)
      : parts[0];
  }
  for (const key of ["oneOf", "anyOf"] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length > 0) return synthesize(options[0], depth + 1);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === "object" || (type === undefined && schema.properties)) return object(schema, depth);
  if (type === "array") return array(schema, depth);
  if (type === "string") return string(schema);
  if (type === "integer" || type === "number") return number(schema, type);
  if (type === "boolean") return true;
  if (schema.nullable === true) return null;
  return {};
}

/** Past MAX_DEPTH only what is required is built, so a deep schema still ends. */
function object(schema: Schema, depth: number): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  for (const [name, property] of Object.entries(properties)) {
    if (depth >= MAX_DEPTH && !required.has(name)) continue;
    // `error` is how HostBill says a 200 failed: a success answer never carries it.
    if (name === "error" && !required.has(name)) continue;
    if (property.readOnly === true && !required.has(name)) continue;
    result[name] = synthesize(property, depth + 1);
  }
  return result;
}

function array(schema: Schema, depth: number): unknown[] {
  const count = Math.max(Number(schema.minItems ?? 0), depth >= MAX_DEPTH ? 0 : 1);
  const items = Array.from({ length: count }, () => synthesize(schema.items, depth + 1));
  return schema.uniqueItems === true
    ? [...new Map(items.map((i) => [JSON.stringify(i), i])).values()]
    : items;
}

function string(schema: Schema): string {
  const min = Number(schema.minLength ?? 0);
  const max = Number(schema.maxLength ?? Number.POSITIVE_INFINITY);
  const format = FORMATS[String(schema.format ?? "")];
  const candidates = [...(format !== undefined ? [format] : []), ...PATTERN_CANDIDATES, "string"];
  const pattern = typeof schema.pattern === "string" ? new RegExp(schema.pattern, "u") : undefined;
  const fits = (value: string) =>
    value.length >= min && value.length <= max && (pattern === undefined || pattern.test(value));
  const found = candidates.find(fits);
  if (found !== undefined) return found;
  return "x".repeat(Math.min(Math.max(min, 1), max));
}

function number(schema: Schema, type: string): number {
  let value = 1;
  if (typeof schema.minimum === "number") value = Math.max(value, schema.minimum);
  if (typeof schema.exclusiveMinimum === "number") value = Math.max(value, schema.exclusiveMinimum + 1);
  if (schema.exclusiveMinimum === true && typeof schema.minimum === "number" && value <= schema.minimum)
    value = schema.minimum + 1;
  if (typeof schema.maximum === "number") value = Math.min(value, schema.maximum);
  if (typeof schema.multipleOf === "number") value = Math.ceil(value / schema.multipleOf) * schema.multipleOf;
  return type === "integer" ? Math.round(value) : value;
}

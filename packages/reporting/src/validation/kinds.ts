// The two kinds of record a report carries: a maintained domain (VNNIC-06, MaintainDomain) and a
// fluctuation (VNNIC-07, FluctuationDomain: a MaintainDomain plus the action taken on it). Each
// kind's fields, required fields and Ajv validator come from the generated schema and standalone
// code (never a hand list). The readers convert CSV cells by these fields; the validation checks
// them.
import { FluctuationDomainSchema, MaintainDomainSchema } from "../generated/schemas.js";
import { validateFluctuationAction, validateMaintainDomain } from "../generated/validators.js";

/** Which record a source holds: `maintain` (VNNIC-06, the default) or `fluctuation` (VNNIC-07). */
export type RecordKind = "maintain" | "fluctuation";

/** A property's schema as the readers and the rules (validate.ts) read it. */
export type PropertySchema = Readonly<Record<string, unknown>>;

/** A kind's record schema as one plain object schema (type, required, properties). */
export interface KindSchema {
  readonly type: "object";
  readonly required: readonly string[];
  readonly properties: Readonly<Record<string, PropertySchema>>;
}

export interface Kind {
  /** The schema's name, for messages: "MaintainDomain" or "FluctuationDomain". */
  readonly name: string;
  readonly schema: KindSchema;
  /** Ajv's standalone validator of the kind's schema (allErrors): `errors` set as Ajv's. */
  readonly validate: AjvValidate;
}

/** An Ajv validator as validate.ts reads it: the answer, and the issues of the last call. */
type AjvValidate = ((record: unknown) => boolean) & { errors?: unknown[] | null };

/**
 * Ajv's validator of `allOf` the parts: every part checked (allErrors), their issues in order.
 * The same answer and issues (instance paths, keywords, params) as Ajv's code for the allOf;
 * only `schemaPath` differs, which nothing reads.
 */
function allOf(...parts: AjvValidate[]): AjvValidate {
  const validate: AjvValidate = (record) => {
    const errors: unknown[] = [];
    for (const part of parts) if (!part(record)) errors.push(...(part.errors ?? []));
    validate.errors = errors.length === 0 ? null : errors;
    return errors.length === 0;
  };
  return validate;
}

/**
 * FluctuationDomain is `allOf` of two object schemas with their own properties and required
 * lists and nothing else (no additionalProperties): a record passes both exactly when it passes
 * their union as one object schema. A schema of any other shape is refused here (tsc and the
 * tests see it), so the readers and the rules never read a schema it does not mean.
 */
function merged(parts: readonly Readonly<Record<string, unknown>>[]): KindSchema {
  const required: string[] = [];
  const properties: Record<string, PropertySchema> = {};
  for (const part of parts) {
    for (const keyword of Object.keys(part)) {
      if (!["type", "required", "properties", "description"].includes(keyword)) {
        throw new Error(`cannot merge a record schema with "${keyword}"`);
      }
    }
    if (part.type !== "object") throw new Error("a record schema must be an object schema");
    required.push(...((part.required ?? []) as string[]));
    for (const [key, schema] of Object.entries((part.properties ?? {}) as Record<string, PropertySchema>)) {
      if (Object.hasOwn(properties, key)) throw new Error(`property "${key}" appears twice`);
      properties[key] = schema;
    }
  }
  return { type: "object", required, properties };
}

export const KINDS: Readonly<Record<RecordKind, Kind>> = {
  maintain: {
    name: "MaintainDomain",
    schema: merged([MaintainDomainSchema]),
    validate: validateMaintainDomain as AjvValidate,
  },
  fluctuation: {
    name: "FluctuationDomain",
    schema: merged(FluctuationDomainSchema.allOf),
    // FluctuationDomain is allOf [MaintainDomain, the action fields] (generated/schemas.ts):
    // its first part is MaintainDomain's own validator, the second compiled alone (codegen).
    validate: allOf(validateMaintainDomain as AjvValidate, validateFluctuationAction as AjvValidate),
  },
};

/** The kind named, or a TypeError for anything else. */
export function kindOf(kind: RecordKind | undefined): Kind {
  const found = kind === undefined ? KINDS.maintain : Object.hasOwn(KINDS, kind) ? KINDS[kind] : undefined;
  if (!found) throw new TypeError(`kind must be "maintain" or "fluctuation" (got ${JSON.stringify(kind)})`);
  return found;
}

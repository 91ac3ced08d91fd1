// Validation of MaintainDomain records (and of FluctuationDomain ones, `kind: "fluctuation"`:
// the same plus the action fields and their pairing, actions.ts): the document's JSON Schema
// (compiled ahead of time by Ajv into standalone code, generated/validators.ts: no Ajv at run
// time, never hand-copied), then the semantic rules a registrar trips on (rules.ts), each
// written once. Bad data yields issues; nothing here throws for it.
import { AbortError } from "@cdrapi/core";
import type { ErrorObject } from "ajv";
import { type LocatedRecord, locatedItems, RECORD_FIELD, type RecordSource } from "../bulk/chunk.js";
import { formats } from "../generated/validators.js";
import type { PlaceChecker } from "../places/checker.js";
import { withPlaceChecks } from "../places/source.js";
import { ACTION_ENUM_MESSAGES, pairingIssue } from "./actions.js";
import type { RecordIssue } from "./issue.js";
import { type Kind, kindOf, type RecordKind } from "./kinds.js";
import { checkDomainName, isCountryCode, textIssue } from "./rules.js";

// Re-exported for the modules that import it from here (the bulk engine's).
export type { RecordIssue } from "./issue.js";

/** The schema's own date format (generated): the one date check. A function, not a constant: a
 * property read at load would keep this module in an app bundle that never validates. */
function isDate(value: string): boolean {
  return formats.date.validate(value);
}

/**
 * The free-text fields of a kind, from its schema: strings without a `format`, `pattern` or
 * `enum` (those say exactly which characters may appear) and other than domainName
 * (checkDomainName refuses white space, control characters, U+FFFD and unpaired surrogates).
 * `textIssue` checks them; `required` ones must not be blank either.
 */
function textFields(kind: Kind): readonly { key: string; required: boolean }[] {
  return Object.entries(kind.schema.properties)
    .filter(
      ([key, schema]) =>
        schema.type === "string" &&
        schema.format === undefined &&
        schema.pattern === undefined &&
        schema.enum === undefined &&
        key !== "domainName",
    )
    .map(([key]) => ({ key, required: kind.schema.required.includes(key) }));
}

/** What the rules of a kind read from its schema, worked out once. */
interface KindRules {
  kind: Kind;
  /** The fields of the kind (others are issues). */
  known: ReadonlySet<string>;
  text: readonly { key: string; required: boolean }[];
  /** The kind's own rule beyond the schema (fluctuation: action and reason go together). */
  pairing: boolean;
}

const rulesByKind = new Map<Kind, KindRules>();

function rulesOf(kind: Kind): KindRules {
  let found = rulesByKind.get(kind);
  if (!found) {
    found = {
      kind,
      known: new Set(Object.keys(kind.schema.properties)),
      text: textFields(kind),
      pairing: Object.hasOwn(kind.schema.properties, "actionReason"),
    };
    rulesByKind.set(kind, found);
  }
  return found;
}

/** Which records a validator checks (default MaintainDomain). */
export interface KindOption {
  /** `fluctuation`: FluctuationDomain records (VNNIC-07); default `maintain` (VNNIC-06). */
  kind?: RecordKind | undefined;
}

/**
 * Where a row is, as issues say it: `line 14` (a file's line), `line 14, row 12` (and its
 * spreadsheet row where that differs), `row 3` (the 0-based row of a list without lines).
 */
export function rowName(at: Pick<RecordIssue, "index" | "line" | "sheetRow">): string {
  if (at.line !== undefined)
    return `line ${at.line}${at.sheetRow === undefined ? "" : `, row ${at.sheetRow}`}`;
  return at.index === null ? "" : `row ${at.index}`;
}

/**
 * Where each valid name (ASCII, lower case) was first seen, so that a duplicate anywhere in the
 * list names its first copy as issues name rows (`rowName`). One number a name: its line, or its
 * row in a list without lines; the few spreadsheet rows that differ from their line, aside.
 */
class FirstCopies {
  private readonly lines = new Map<string, number>();
  private readonly sheetRows = new Map<string, number>();

  /** Where the first copy of `name` is, or undefined (this row at `index`, `item`, is the first). */
  firstOf(name: string, index: number, item: LocatedRecord | undefined): string | undefined {
    const first = this.lines.get(name);
    if (first !== undefined) {
      return item?.line === undefined
        ? rowName({ index: first })
        : rowName({ index: null, line: first, sheetRow: this.sheetRows.get(name) });
    }
    this.lines.set(name, item?.line ?? index);
    if (item?.sheetRow !== undefined && item.sheetRow !== item.line) this.sheetRows.set(name, item.sheetRow);
    return undefined;
  }
}

/**
 * Checks one record (row `index`, read as `item` when it came from a located source): the
 * schema's issues, then the rules', pushed on `issues`. A valid domain name (its ASCII form,
 * lower case) seen before is a duplicate of its first copy (`seen`); returns that name when the
 * record holds one (its `domainKey`, which the removal guard and the list's fingerprint read).
 */
function checkRecord(
  record: unknown,
  index: number,
  item: LocatedRecord | undefined,
  issues: RecordIssue[],
  seen: FirstCopies,
  { kind, known, text, pairing }: KindRules,
): string | undefined {
  const validate = kind.validate;
  if (!validate(record)) {
    for (const error of (validate.errors ?? []) as ErrorObject[]) issues.push(fromAjv(error, index));
  }
  if (record === null || typeof record !== "object" || Array.isArray(record)) return undefined;
  const fields = record as Record<string, unknown>;
  const add = (field: string, message: string) => issues.push({ index, field, message });

  // for...in reads no array of keys; an inherited key is not the record's (Object.keys' view)
  for (const key in fields) {
    if (!known.has(key) && Object.hasOwn(fields, key)) add(key, `is not a ${kind.name} field`);
  }
  const { domainName, registeredDate, expiredDate, countryCode, is5LevelPlace, districtName } = fields;
  let name: string | undefined;
  if (typeof domainName === "string" && domainName.length > 0) {
    const checked = checkDomainName(domainName);
    if (!checked.ok) add("domainName", checked.reason);
    else {
      name = checked.ascii;
      const first = seen.firstOf(name, index, item);
      if (first !== undefined) add("domainName", `duplicate of ${first} (${name})`);
    }
  }
  if (
    typeof registeredDate === "string" &&
    typeof expiredDate === "string" &&
    registeredDate > expiredDate &&
    isDate(registeredDate) &&
    isDate(expiredDate)
  ) {
    add("expiredDate", `must not be before registeredDate (${registeredDate})`);
  }
  if (typeof countryCode === "string" && !isCountryCode(countryCode) && /^[A-Z]{2}$/.test(countryCode)) {
    add("countryCode", `"${countryCode}" is not an ISO 3166-1 alpha-2 country code`);
  }
  if (is5LevelPlace === true && (typeof districtName !== "string" || districtName.trim() === "")) {
    add("districtName", "is required when is5LevelPlace is true");
  }
  if (pairing) {
    const problem = pairingIssue(fields.action, fields.actionReason);
    if (problem) add("actionReason", problem);
  }
  for (let i = 0; i < text.length; i++) {
    const { key, required } = text[i]!;
    const value = fields[key];
    const problem = typeof value === "string" ? textIssue(value, required) : undefined;
    if (problem) add(key, problem);
  }
  return name;
}

/** A stateful validator: checks records one by one and remembers names to find duplicates. */
export interface RecordValidator {
  /** Issues of `record`, the row `index` of the input (its name recorded for duplicate checks). */
  check(record: unknown, index: number): RecordIssue[];
}

/**
 * Creates a validator that remembers every valid domain name it saw with its row (a Map: about
 * 60 bytes a name, 60 MiB for a million), so a duplicate anywhere in the list is reported.
 */
export function createRecordValidator(options: KindOption = {}): RecordValidator {
  const rules = rulesOf(kindOf(options.kind));
  const seen = new FirstCopies();
  return {
    check(record, index) {
      const issues: RecordIssue[] = [];
      checkRecord(record, index, undefined, issues, seen, rules);
      return issues;
    },
  };
}

/**
 * Validates a list of MaintainDomain records against the document's schema and the
 * semantic rules (calendar dates, registeredDate <= expiredDate, e-mail, ISO country code,
 * ownerType, domain syntax incl. IDN, duplicates, districtName for five-level addresses,
 * unknown fields, free text without control characters, U+FFFD or unpaired surrogates, and
 * required free text not blank). Returns every issue, in row order; an empty array means valid.
 */
export function validateMaintainDomains(records: Iterable<unknown>, options: KindOption = {}): RecordIssue[] {
  const validator = createRecordValidator(options);
  const issues: RecordIssue[] = [];
  let index = 0;
  for (const record of records) {
    for (const issue of validator.check(record, index)) issues.push(issue);
    index++;
  }
  return issues;
}

/** What a valid row yields: one shared empty list. */
const NO_ISSUES: readonly RecordIssue[] = /* @__PURE__ */ Object.freeze([]);

/** What the source validator says about one item of a source. */
export interface CheckedItem {
  /** 0-based row of the record; null for an item about the file rather than a data row. */
  index: number | null;
  /** Read issues and validation issues of the item, each with its index and source line. */
  issues: readonly RecordIssue[];
  /** The record's domain name in ASCII, lower case, when it is a valid one (`checkRecord`). */
  name?: string | undefined;
}

/**
 * Checks the items of a source in order, as the bulk upload does: numbers the data rows,
 * keeps the readers' issues (a row that could not be read at all is not validated), adds
 * the validation issues of the other fields (duplicates across the whole source included)
 * and the source line.
 */
export function createSourceValidator(options: KindOption = {}): { check(item: LocatedRecord): CheckedItem } {
  const rules = rulesOf(kindOf(options.kind));
  const seen = new FirstCopies();
  let rows = 0;
  return {
    check(item) {
      if (item.row === false) {
        return {
          index: null,
          issues: (item.issues ?? []).map((issue) => located({ index: null, ...issue }, item)),
        };
      }
      const index = rows++;
      const found: RecordIssue[] = [];
      if (item.issues === undefined || item.issues.length === 0) {
        const name = checkRecord(item.record, index, item, found, seen, rules);
        if (found.length === 0) return { index, issues: NO_ISSUES, name };
        return { index, issues: item.line === undefined ? found : found.map((i) => located(i, item)), name };
      }
      const issues = item.issues.map((issue) => located({ index, ...issue }, item));
      if (item.record === undefined) return { index, issues };
      const name = checkRecord(item.record, index, item, found, seen, rules);
      // A cell the reader could not convert is left out of the record: its issue says why,
      // so validation's view of that field ("is required") would only repeat it.
      const unread = new Set(issues.map((issue) => issue.field));
      for (const issue of found) if (!unread.has(issue.field)) issues.push(located(issue, item));
      return { index, issues, name };
    },
  };
}

/** `issue` with the source line of `item`, if it has one (and its spreadsheet row where that differs). */
export function located(issue: RecordIssue, item: LocatedRecord): RecordIssue {
  if (item.line === undefined) return issue;
  return item.sheetRow === undefined || item.sheetRow === item.line
    ? { ...issue, line: item.line }
    : { ...issue, line: item.line, sheetRow: item.sheetRow };
}

export interface ValidateSourceOptions extends KindOption {
  /** Called every 1000 records and once at the end. */
  onProgress?: ((progress: { validated: number; invalid: number }) => void) | undefined;
  /** Stops the reading: the call rejects with `AbortError`. */
  signal?: AbortSignal | undefined;
  /** Also check the places against the server's lists (`loadPlaceChecker`): each problem is an issue. */
  places?: PlaceChecker | undefined;
}

/** The outcome of `validateSource`. */
export interface SourceValidation {
  /** Data rows read (valid or not). */
  records: number;
  /** Rows with at least one issue. */
  invalidRecords: number;
  /** Every issue in source order: about the file (index null) or a row (index, and line for files). */
  issues: RecordIssue[];
}

/**
 * Validates a source of any size as `reportMaintainDomains` does, without sending anything:
 * an array, iterable, async iterable, or a reader of `@cdrapi/reporting/node` (issues then
 * carry the file's line). Memory: the issues and the names seen (for duplicates), never the
 * records.
 */
export async function validateSource(
  source: RecordSource,
  options: ValidateSourceOptions = {},
): Promise<SourceValidation> {
  const validator = createSourceValidator(options);
  const result: SourceValidation = { records: 0, invalidRecords: 0, issues: [] };
  const progress = () => options.onProgress?.({ validated: result.records, invalid: result.invalidRecords });
  const checked = options.places ? withPlaceChecks(source, options.places) : source;
  for await (const item of locatedItems(checked)) {
    if (options.signal?.aborted) throw new AbortError();
    const { index, issues } = validator.check(item);
    for (const issue of issues) result.issues.push(issue);
    if (index === null) continue;
    result.records++;
    if (issues.length > 0) result.invalidRecords++;
    if (result.records % 1000 === 0) progress();
  }
  progress();
  return result;
}

function fromAjv(error: ErrorObject, index: number): RecordIssue {
  const path = error.instancePath
    .replace(/^\//, "")
    .replaceAll("/", ".")
    .replaceAll("~1", "/")
    .replaceAll("~0", "~");
  const params = error.params as Record<string, unknown>;
  if (error.keyword === "required") {
    return { index, field: String(params.missingProperty), message: "is required" };
  }
  const field = path || RECORD_FIELD;
  if (error.keyword === "format" && params.format === "date") {
    return { index, field, message: "must be a real calendar date (YYYY-MM-DD)" };
  }
  if (error.keyword === "format" && params.format === "email") {
    return { index, field, message: "must be an e-mail address" };
  }
  if (error.keyword === "enum" && Object.hasOwn(ACTION_ENUM_MESSAGES, field)) {
    return { index, field, message: ACTION_ENUM_MESSAGES[field]! };
  }
  if (error.keyword === "enum") {
    return { index, field, message: `must be one of ${(params.allowedValues as unknown[]).join(", ")}` };
  }
  return { index, field, message: error.message ?? `fails ${error.keyword}` };
}

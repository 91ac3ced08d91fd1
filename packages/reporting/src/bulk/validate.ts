// Validation of MaintainDomain records (and of FluctuationDomain ones, `kind: "fluctuation"`:
// the same plus the action fields and their pairing, actions.ts): the document's JSON Schema
// (compiled ahead of time by Ajv into standalone code, generated/validators.ts: no Ajv at run
// time, never hand-copied) plus the semantic rules a registrar trips on. Bad data yields
// issues; nothing here throws for it. A valid record (the common case) is recognised by a fast
// path (fast-path.ts, `isClean`) that answers "no issues" only when the full path would; any
// other record goes through Ajv and the rules, which say what is wrong, as before.
import { AbortError } from "@cdrapi/core";
import type { ErrorObject, ValidateFunction } from "ajv";
import { formats } from "../generated/validators.js";
import type { PlaceChecker } from "../places/checker.js";
import { withPlaceChecks } from "../places/source.js";
import { ACTION_ENUM_MESSAGES, pairingIssue } from "./actions.js";
import { type LocatedRecord, locatedItems, RECORD_FIELD, type RecordSource } from "./chunk.js";
import { type AjvFormat, compileSchemaFastCheck } from "./fast-path.js";
import { type Kind, kindOf, type RecordKind } from "./kinds.js";
import { NameSet } from "./names.js";
import { checkDomainName, isCalendarDate, isCountryCode, isPlainText, textIssue } from "./rules.js";

/** One problem of one record. `index` is the 0-based row of the input; readers add `line`. */
export interface RecordIssue {
  /** 0-based row of the input; null for an issue about the file or the list as a whole. */
  index: number | null;
  field: string;
  message: string;
  /** Line of the source file the record came from (CSV: physical line, header = 1). */
  line?: number;
  /** Its row as a spreadsheet numbers it (CSV: header = row 1), where that is not `line`. */
  sheetRow?: number;
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

interface SchemaValidators {
  kind: Kind;
  /** The fields of the kind (others are issues). */
  known: ReadonlySet<string>;
  text: readonly { key: string; required: boolean }[];
  /** Ajv's validator: the reference, and the source of every schema issue. */
  full: ValidateFunction;
  /** True only when `full` would pass the record (see fast-path.ts); absent if not derivable. */
  clean: ((record: Readonly<Record<string, unknown>>) => boolean) | undefined;
  /** The kind's own rule beyond the schema (fluctuation: action and reason go together). */
  pairing: boolean;
}

const compiled = new Map<Kind, SchemaValidators>();

/** The validators of a kind's schema, compiled once, on first use. */
function schemaValidators(kind: Kind): SchemaValidators {
  let found = compiled.get(kind);
  if (!found) {
    const text = textFields(kind);
    // The fast path's half of the text rule, for the free-text fields (read once there).
    const plainTextCheck = (key: string, required: boolean): ((value: string) => boolean) | undefined => {
      if (!text.some((field) => field.key === key)) return undefined;
      return required ? (value) => isPlainText(value, true) : (value) => isPlainText(value, false);
    };
    found = {
      kind,
      known: new Set(Object.keys(kind.schema.properties)),
      text,
      full: kind.validate as ValidateFunction,
      // `isCalendarDate` answers as ajv-formats' `date` (tested) without its regex match array.
      // The text rule rides along on the free-text fields (see `semanticIssues`).
      clean: compileSchemaFastCheck(
        kind.schema,
        { ...(formats as Record<string, AjvFormat | undefined>), date: isCalendarDate },
        plainTextCheck,
      ),
      pairing: Object.hasOwn(kind.schema.properties, "actionReason"),
    };
    compiled.set(kind, found);
  }
  return found;
}

/** Which records a validator checks (default MaintainDomain). */
export interface KindOption {
  /** `fluctuation`: FluctuationDomain records (VNNIC-07); default `maintain` (VNNIC-06). */
  kind?: RecordKind | undefined;
}

/** A stateful validator: checks records one by one and remembers names to find duplicates. */
export interface RecordValidator {
  /** Issues of `record`, the row `index` of the input (also recorded for duplicate checks). */
  check(record: unknown, index: number): readonly RecordIssue[];
  /** The names seen so far, with their rows (what a validator that takes over is given). */
  readonly names: NameSet;
}

/** Internal: a validator that takes over from another (the bulk engine's hand-over between threads). */
export interface TakeOver {
  /** The names the other one saw (default: none). */
  names?: NameSet | undefined;
  /** The row to number the first item (default 0). */
  firstRow?: number | undefined;
}

/** What a clean record yields: one shared empty list, so the common case allocates nothing. */
export const NO_ISSUES: readonly RecordIssue[] = Object.freeze([]);

/**
 * Creates a validator that remembers every valid domain name it saw (normalized ASCII,
 * lower case) with its row, so a duplicate anywhere in the list is reported. Memory: the
 * name's bytes, two integers and two slots per record in typed arrays (names.ts), inherent to finding
 * duplicates in one pass (about 34 bytes each: ~34 MiB for 1,000,000 names like `domain-123456.vn`).
 * `fastPath: false` runs every record through Ajv and the rules (the reference of the tests).
 */
export function createRecordValidator(
  options: { fastPath?: boolean } & KindOption & Pick<TakeOver, "names"> = {},
): RecordValidator {
  const validators = schemaValidators(kindOf(options.kind));
  const { full: validate, clean } = validators;
  const fast = options.fastPath === false ? undefined : clean;
  const seen = options.names ?? new NameSet();
  return {
    names: seen,
    check(record, index) {
      // Most records are valid: prove it cheaply, else take the full path (which reports).
      if (fast && isClean(record, index, fast, seen, validators)) return NO_ISSUES;
      const issues: RecordIssue[] = [];
      if (!validate(record)) {
        for (const error of validate.errors ?? []) issues.push(fromAjv(error, index));
      }
      if (record === null || typeof record !== "object" || Array.isArray(record)) return issues;
      semanticIssues(record as Record<string, unknown>, index, issues, seen, validators);
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

/** What the source validator says about one item of a source. */
export interface CheckedItem {
  /** 0-based row of the record; null for an item about the file rather than a data row. */
  index: number | null;
  /** Read issues and validation issues of the item, each with its index and source line. */
  issues: readonly RecordIssue[];
}

/**
 * Checks the items of a source in order, as the bulk upload does: numbers the data rows,
 * keeps the readers' issues (a row that could not be read at all is not validated), adds
 * the validation issues of the other fields (duplicates across the whole source included)
 * and the source line.
 */
export function createSourceValidator(options: KindOption & TakeOver = {}): {
  check(item: LocatedRecord): CheckedItem;
  readonly names: NameSet;
} {
  const validator = createRecordValidator(options);
  let rows = options.firstRow ?? 0;
  return {
    names: validator.names,
    check(item) {
      if (item.row === false) {
        return {
          index: null,
          issues: (item.issues ?? []).map((issue) => located({ index: null, ...issue }, item)),
        };
      }
      const index = rows++;
      if (item.issues === undefined || item.issues.length === 0) {
        // Nothing the reader could not read: the validation's issues, located.
        const found = validator.check(item.record, index);
        return { index, issues: found.length === 0 ? NO_ISSUES : found.map((issue) => located(issue, item)) };
      }
      const issues = item.issues.map((issue) => located({ index, ...issue }, item));
      if (item.record === undefined && issues.length > 0) return { index, issues };
      // A cell the reader could not convert is left out of the record: its issue says why,
      // so validation's view of that field ("is required") would only repeat it.
      const unread = new Set(issues.map((issue) => issue.field));
      for (const issue of validator.check(item.record, index)) {
        if (!unread.has(issue.field)) issues.push(located(issue, item));
      }
      return { index, issues };
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

/**
 * True only when the full path (Ajv, then `semanticIssues`) would find nothing in `record`;
 * then it records the name for the duplicate check as the full path does. False when unsure:
 * nothing is recorded and the full path runs. Each rule below answers false on a superset of
 * the conditions under which `semanticIssues` adds an issue.
 */
function isClean(
  record: unknown,
  index: number,
  schemaClean: (record: Readonly<Record<string, unknown>>) => boolean,
  seen: NameSet,
  { known, pairing }: SchemaValidators,
): boolean {
  if (record === null || typeof record !== "object" || Array.isArray(record)) return false;
  const fields = record as Record<string, unknown>;
  // for...in also lists inherited enumerable keys: a superset of Object.keys.
  for (const key in fields) if (!known.has(key)) return false;
  if (!schemaClean(fields)) return false; // the free-text fields' `isPlainText` included
  if (pairing && pairingIssue(fields.action, fields.actionReason) !== undefined) return false;
  const { domainName, registeredDate, expiredDate, countryCode, is5LevelPlace, districtName } = fields;
  if (typeof registeredDate === "string" && typeof expiredDate === "string" && registeredDate > expiredDate) {
    return false;
  }
  if (typeof countryCode === "string" && !isCountryCode(countryCode)) return false;
  if (is5LevelPlace === true && (typeof districtName !== "string" || districtName.trim() === ""))
    return false;
  if (typeof domainName === "string" && domainName.length > 0) {
    const checked = checkDomainName(domainName);
    // last: a duplicate is not recorded, and the full path then reports it
    if (!checked.ok || seen.add(checked.ascii, index) !== undefined) return false;
  }
  return true;
}

function semanticIssues(
  record: Record<string, unknown>,
  index: number,
  issues: RecordIssue[],
  seen: NameSet,
  { kind, known, text, pairing }: SchemaValidators,
): void {
  const add = (field: string, message: string) => issues.push({ index, field, message });

  for (const key of Object.keys(record)) {
    if (!known.has(key)) add(key, `is not a ${kind.name} field`);
  }

  const { domainName, registeredDate, expiredDate, countryCode, is5LevelPlace, districtName } = record;
  if (typeof domainName === "string" && domainName.length > 0) {
    const checked = checkDomainName(domainName);
    if (!checked.ok) add("domainName", checked.reason);
    else {
      const first = seen.add(checked.ascii, index);
      if (first !== undefined) add("domainName", `duplicate of row ${first} (${checked.ascii})`);
    }
  }
  if (
    typeof registeredDate === "string" &&
    typeof expiredDate === "string" &&
    isCalendarDate(registeredDate) &&
    isCalendarDate(expiredDate) &&
    registeredDate > expiredDate
  ) {
    add("expiredDate", `must not be before registeredDate (${registeredDate})`);
  }
  if (typeof countryCode === "string" && /^[A-Z]{2}$/.test(countryCode) && !isCountryCode(countryCode)) {
    add("countryCode", `"${countryCode}" is not an ISO 3166-1 alpha-2 country code`);
  }
  if (is5LevelPlace === true && (typeof districtName !== "string" || districtName.trim() === "")) {
    add("districtName", "is required when is5LevelPlace is true");
  }
  if (pairing) {
    const problem = pairingIssue(record.action, record.actionReason);
    if (problem) add("actionReason", problem);
  }
  for (const { key, required } of text) {
    const value = record[key];
    const problem = typeof value === "string" ? textIssue(value, required) : undefined;
    if (problem) add(key, problem);
  }
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

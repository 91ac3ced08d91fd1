// Validation of MaintainDomain records: the document's JSON Schema (compiled ahead of time by
// Ajv into standalone code, generated/validators.ts: no Ajv at run time, never hand-copied)
// plus the semantic rules a registrar trips on. Bad data yields
// issues; nothing here throws for it. A valid record (the common case) is recognised by a fast
// path (fast-path.ts, `isClean`) that answers "no issues" only when the full path would; any
// other record goes through Ajv and the rules, which say what is wrong, as before.
import { AbortError } from "@cdrapi/core";
import type { ErrorObject, ValidateFunction } from "ajv";
import { MaintainDomainSchema } from "../generated/schemas.js";
import { formats, validateMaintainDomain } from "../generated/validators.js";
import type { PlaceChecker } from "../places/checker.js";
import { withPlaceChecks } from "../places/source.js";
import { type LocatedRecord, locatedItems, RECORD_FIELD, type RecordSource } from "./chunk.js";
import { type AjvFormat, compileSchemaFastCheck } from "./fast-path.js";
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
}

const KNOWN_FIELDS: ReadonlySet<string> = new Set(Object.keys(MaintainDomainSchema.properties));

/**
 * The free-text fields, from the schema: strings without a `format`, `pattern` or `enum` (those
 * say exactly which characters may appear) and other than domainName (checkDomainName refuses
 * white space, control characters, U+FFFD and unpaired surrogates). `textIssue` checks them;
 * `required` ones must not be blank either.
 */
const TEXT_FIELDS: readonly { key: string; required: boolean }[] = Object.entries(
  MaintainDomainSchema.properties as Readonly<Record<string, Readonly<Record<string, unknown>>>>,
)
  .filter(
    ([key, schema]) =>
      schema.type === "string" &&
      schema.format === undefined &&
      schema.pattern === undefined &&
      schema.enum === undefined &&
      key !== "domainName",
  )
  .map(([key]) => ({ key, required: (MaintainDomainSchema.required as readonly string[]).includes(key) }));

/** The fast path's half of the text rule, for the free-text fields (fast-path.ts reads each value once). */
function plainTextCheck(key: string, required: boolean): ((value: string) => boolean) | undefined {
  if (!TEXT_FIELDS.some((field) => field.key === key)) return undefined;
  return required ? (value) => isPlainText(value, true) : (value) => isPlainText(value, false);
}

interface SchemaValidators {
  /** Ajv's validator: the reference, and the source of every schema issue. */
  full: ValidateFunction;
  /** True only when `full` would pass the record (see fast-path.ts); absent if not derivable. */
  clean: ((record: Readonly<Record<string, unknown>>) => boolean) | undefined;
}

let compiled: SchemaValidators | undefined;

/** The validators of MaintainDomainSchema, compiled once, on first use. */
function schemaValidators(): SchemaValidators {
  if (!compiled) {
    compiled = {
      full: validateMaintainDomain as ValidateFunction,
      // `isCalendarDate` answers as ajv-formats' `date` (tested) without its regex match array.
      // The text rule rides along on the free-text fields (see `semanticIssues`).
      clean: compileSchemaFastCheck(
        MaintainDomainSchema,
        { ...(formats as Record<string, AjvFormat | undefined>), date: isCalendarDate },
        plainTextCheck,
      ),
    };
  }
  return compiled;
}

/** A stateful validator: checks records one by one and remembers names to find duplicates. */
export interface RecordValidator {
  /** Issues of `record`, the row `index` of the input (also recorded for duplicate checks). */
  check(record: unknown, index: number): readonly RecordIssue[];
}

/** What a clean record yields: one shared empty list, so the common case allocates nothing. */
const NO_ISSUES: readonly RecordIssue[] = Object.freeze([]);

/**
 * Creates a validator that remembers every valid domain name it saw (normalized ASCII,
 * lower case) with its row, so a duplicate anywhere in the list is reported. Memory: the
 * name's bytes and four integers per record in typed arrays (names.ts), inherent to finding
 * duplicates in one pass (about 40 bytes each: ~40 MiB for 1,000,000 names like `domain-123456.vn`).
 * `fastPath: false` runs every record through Ajv and the rules (the reference of the tests).
 */
export function createRecordValidator(options: { fastPath?: boolean } = {}): RecordValidator {
  const { full: validate, clean } = schemaValidators();
  const fast = options.fastPath === false ? undefined : clean;
  const seen = new NameSet();
  return {
    check(record, index) {
      // Most records are valid: prove it cheaply, else take the full path (which reports).
      if (fast && isClean(record, index, fast, seen)) return NO_ISSUES;
      const issues: RecordIssue[] = [];
      if (!validate(record)) {
        for (const error of validate.errors ?? []) issues.push(fromAjv(error, index));
      }
      if (record === null || typeof record !== "object" || Array.isArray(record)) return issues;
      semanticIssues(record as Record<string, unknown>, index, issues, seen);
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
export function validateMaintainDomains(records: Iterable<unknown>): RecordIssue[] {
  const validator = createRecordValidator();
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
export function createSourceValidator(): { check(item: LocatedRecord): CheckedItem } {
  const validator = createRecordValidator();
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

function located(issue: RecordIssue, item: LocatedRecord): RecordIssue {
  return item.line === undefined ? issue : { ...issue, line: item.line };
}

export interface ValidateSourceOptions {
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
  const validator = createSourceValidator();
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
): boolean {
  if (record === null || typeof record !== "object" || Array.isArray(record)) return false;
  const fields = record as Record<string, unknown>;
  // for...in also lists inherited enumerable keys: a superset of Object.keys.
  for (const key in fields) if (!KNOWN_FIELDS.has(key)) return false;
  if (!schemaClean(fields)) return false; // the free-text fields' `isPlainText` included
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
): void {
  const add = (field: string, message: string) => issues.push({ index, field, message });

  for (const key of Object.keys(record)) {
    if (!KNOWN_FIELDS.has(key)) add(key, "is not a MaintainDomain field");
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
  for (const { key, required } of TEXT_FIELDS) {
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
  if (error.keyword === "enum") {
    return { index, field, message: `must be one of ${(params.allowedValues as unknown[]).join(", ")}` };
  }
  return { index, field, message: error.message ?? `fails ${error.keyword}` };
}

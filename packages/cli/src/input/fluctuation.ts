// A fluctuation report (form VNNIC-07) read from a file: MaintainDomain records plus the action
// taken on each (action, actionReason, actionSource, actionDate). The MaintainDomain part is
// validated by the reporting package exactly as an upload is (schema, semantic rules, line
// numbers); the action part is checked here against the generated FluctuationDomain type: the
// lists below must name every action, reason and non-string field of the type, or tsc fails.
// A fluctuation report goes up in one request, so the records are held in memory (a day's
// changes, not the whole list).
import { readFile } from "node:fs/promises";
import type {
  FluctuationDomain,
  LocatedRecord,
  LocatedSource,
  MaintainDomain,
  RecordIssue,
} from "@cdrapi/reporting";
import { parse } from "csv-parse/sync";
import { InputError } from "../exit-codes.js";
import type { InputFile } from "./source.js";

type Action = FluctuationDomain["action"];
type Reason = FluctuationDomain["actionReason"];

/** Which reasons go with which action (the document's actionReason description). */
export const REASONS_BY_ACTION = {
  ADD: ["C", "G"],
  REM: ["D", "L"],
  CHANGE: ["U", "R", "O"],
} as const satisfies Record<Action, readonly Reason[]>;

/** The fields a fluctuation record adds to MaintainDomain. */
export const ACTION_FIELDS = [
  "action",
  "actionReason",
  "actionSource",
  "actionDate",
] as const satisfies readonly Exclude<keyof FluctuationDomain, keyof MaintainDomain>[];

type KeysOf<T, V> = { [K in keyof T]-?: NonNullable<T[K]> extends V ? K : never }[keyof T];
const BOOLEAN_FIELDS = ["isAgentManager", "is5LevelPlace"] as const satisfies readonly KeysOf<
  MaintainDomain,
  boolean
>[];
const INTEGER_FIELDS = ["ianaNumber"] as const satisfies readonly KeysOf<MaintainDomain, number>[];

// Compile-time checks that the lists above are whole (a new action, reason or field fails tsc).
type Exhaustive<Missing> = [Missing] extends [never] ? true : Missing;
const _wholeLists: [
  Exhaustive<Exclude<Reason, (typeof REASONS_BY_ACTION)[Action][number]>>,
  Exhaustive<Exclude<Exclude<keyof FluctuationDomain, keyof MaintainDomain>, (typeof ACTION_FIELDS)[number]>>,
  Exhaustive<Exclude<KeysOf<MaintainDomain, boolean>, (typeof BOOLEAN_FIELDS)[number]>>,
  Exhaustive<Exclude<KeysOf<MaintainDomain, number>, (typeof INTEGER_FIELDS)[number]>>,
] = [true, true, true, true];

const ACTION_SET: ReadonlySet<string> = new Set(ACTION_FIELDS);
const BOOLEANS: ReadonlySet<string> = new Set(BOOLEAN_FIELDS);
const INTEGERS: ReadonlySet<string> = new Set(INTEGER_FIELDS);

/** A record read from the file, with its line and the issues of reading it. */
export interface FluctuationItem {
  record: Record<string, unknown> | undefined;
  line?: number | undefined;
  issues: { field: string; message: string }[];
  row: boolean;
}

/** Every item of the file: CSV read here (its action columns are not MaintainDomain's), JSON and NDJSON by the readers. */
export async function readFluctuations(input: InputFile): Promise<FluctuationItem[]> {
  if (input.format !== "csv") {
    const items: FluctuationItem[] = [];
    for await (const item of input.source() as AsyncIterable<LocatedRecord>) {
      items.push({
        record: item.record as Record<string, unknown> | undefined,
        line: item.line,
        issues: [...(item.issues ?? [])],
        row: item.row !== false,
      });
    }
    return items;
  }
  return readCsv(input);
}

async function readCsv(input: InputFile): Promise<FluctuationItem[]> {
  const bytes = await readFile(input.path);
  const text = decode(bytes, input);
  const rows = parse(text, {
    delimiter: input.delimiter ?? ",",
    relax_column_count: true,
    skip_empty_lines: true,
    info: true,
  }) as unknown as { record: string[]; info: { lines: number } }[];
  const [head, ...body] = rows;
  if (!head)
    return [
      { record: undefined, line: 1, issues: [fileIssue("is empty: a header row is required")], row: false },
    ];
  const header = head.record.map((cell) => cell.trim());
  const items: FluctuationItem[] = [];
  const known = (name: string) => ACTION_SET.has(name) || MAINTAIN_FIELDS.has(name);
  for (const name of header) {
    if (!known(name))
      items.push({ record: undefined, line: 1, issues: [fileIssue(`unknown column "${name}"`)], row: false });
  }
  for (const { record: cells, info } of body) {
    const record: Record<string, unknown> = {};
    const issues: { field: string; message: string }[] = [];
    header.forEach((field, column) => {
      const value = cells[column];
      if (!known(field) || value === undefined || value === "") return;
      const converted = convert(field, value);
      if ("issue" in converted) issues.push({ field, message: converted.issue });
      else record[field] = converted.value;
    });
    if (cells.length !== header.length) {
      issues.unshift({
        field: "(row)",
        message: `has ${cells.length} cells; the header has ${header.length}`,
      });
    }
    items.push({ record, line: info.lines, issues, row: true });
  }
  return items;
}

/** The MaintainDomain field names: what the header may name besides the action fields (tsc checks the set is whole). */
const MAINTAIN_FIELDS: ReadonlySet<string> = new Set(
  Object.keys({
    domainName: true,
    registeredDate: true,
    expiredDate: true,
    ownerName: true,
    ownerType: true,
    address: true,
    wardName: true,
    districtName: true,
    cityName: true,
    countryCode: true,
    phone: true,
    email: true,
    fax: true,
    adminName: true,
    isAgentManager: true,
    ianaNumber: true,
    is5LevelPlace: true,
    note: true,
  } satisfies Record<keyof MaintainDomain, true>),
);

/** A cell as its field's type (the readers' rules: true/false/1/0, digits). */
function convert(field: string, cell: string): { value: unknown } | { issue: string } {
  if (BOOLEANS.has(field)) {
    const text = cell.trim().toLowerCase();
    if (text === "true" || text === "1") return { value: true };
    if (text === "false" || text === "0") return { value: false };
    return { issue: `must be true, false, 1 or 0 (got "${cell.slice(0, 40)}")` };
  }
  if (INTEGERS.has(field)) {
    const text = cell.trim();
    if (/^[+-]?\d+$/.test(text) && Number.isSafeInteger(Number(text))) return { value: Number(text) };
    return { issue: `must be an integer (got "${cell.slice(0, 40)}")` };
  }
  return { value: cell };
}

/** The file's text, strictly: a byte that is not of the encoding is one error naming its line. */
function decode(bytes: Uint8Array, input: InputFile): string {
  const bom = { "utf-8": [0xef, 0xbb, 0xbf], "utf-16le": [0xff, 0xfe], "utf-16be": [0xfe, 0xff] }[
    input.encoding
  ];
  const skip = bom.every((b, i) => bytes[i] === b) ? bom.length : 0;
  try {
    return new TextDecoder(input.encoding, { fatal: true, ignoreBOM: true }).decode(bytes.subarray(skip));
  } catch {
    const loose = new TextDecoder(input.encoding, { ignoreBOM: true }).decode(bytes.subarray(skip));
    const line = loose.split(/\r\n|\n|\r/).findIndex((text) => text.includes("\uFFFD")) + 1;
    throw new InputError(
      `${input.path} is not valid ${input.encoding.toUpperCase()} (line ${line || "?"}): save it as UTF-8`,
    );
  }
}

function fileIssue(message: string): { field: string; message: string } {
  return { field: "(file)", message };
}

/** The action part of a record: its issues (the MaintainDomain part is the validator's). */
export function actionIssues(record: Record<string, unknown>): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  const { action, actionReason, actionSource, actionDate } = record;
  const reasons =
    typeof action === "string" && Object.hasOwn(REASONS_BY_ACTION, action)
      ? (REASONS_BY_ACTION[action as Action] as readonly string[])
      : undefined;
  if (action === undefined) issues.push({ field: "action", message: "is required (ADD, REM or CHANGE)" });
  else if (!reasons)
    issues.push({ field: "action", message: `must be ADD, REM or CHANGE (got ${JSON.stringify(action)})` });
  if (actionReason === undefined) issues.push({ field: "actionReason", message: "is required" });
  else if (reasons && !reasons.includes(actionReason as string)) {
    issues.push({
      field: "actionReason",
      message: `must be ${reasons.join(", ")} for ${action as string} (got ${JSON.stringify(actionReason)})`,
    });
  } else if (
    !reasons &&
    !Object.values(REASONS_BY_ACTION).some((list) => (list as readonly unknown[]).includes(actionReason))
  ) {
    issues.push({
      field: "actionReason",
      message: `must be one of C, G, D, L, U, R, O (got ${JSON.stringify(actionReason)})`,
    });
  }
  if (actionDate === undefined) issues.push({ field: "actionDate", message: "is required (YYYY-MM-DD)" });
  else if (typeof actionDate !== "string" || !isCalendarDate(actionDate)) {
    issues.push({ field: "actionDate", message: "must be a real calendar date (YYYY-MM-DD)" });
  }
  if (actionSource !== undefined && typeof actionSource !== "string") {
    issues.push({ field: "actionSource", message: "must be text" });
  }
  return issues;
}

function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The MaintainDomain part of each item, as a located source the reporting validator reads. */
export function maintainPart(items: readonly FluctuationItem[]): LocatedSource {
  return {
    located: true,
    rereadable: true,
    async *[Symbol.asyncIterator]() {
      for (const item of items) {
        const record = item.record === undefined ? undefined : withoutActions(item.record);
        yield { record, line: item.line, issues: item.issues, row: item.row };
      }
    },
  } as LocatedSource;
}

export function withoutActions(record: Record<string, unknown>): Record<string, unknown> {
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) if (!ACTION_SET.has(key)) rest[key] = value;
  return rest;
}

export type { RecordIssue };

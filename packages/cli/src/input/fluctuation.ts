// A fluctuation report (form VNNIC-07) read from a file: MaintainDomain records plus the action
// taken on each (action, actionReason, actionSource, actionDate). The reporting readers read it
// (`readFluctuationDomains`: the same CSV, NDJSON and JSON readers as an upload, the action
// columns known) and its validation checks it (schema, semantic rules, the action/reason
// pairing, line numbers). Kept here: the file as the readers take it, and the table of reasons
// by action the help text states (tsc checks it names every action and reason of the type).
import { createReadStream } from "node:fs";
import { type FluctuationDomain, type LocatedSource, validateMaintainDomains } from "@cdrapi/reporting";
import { readFluctuationDomains } from "@cdrapi/reporting/node";
import type { InputFile } from "./source.js";

type Action = FluctuationDomain["action"];
type Reason = FluctuationDomain["actionReason"];

/** Which reasons go with which action (the document's actionReason description). */
export const REASONS_BY_ACTION = {
  ADD: ["C", "G"],
  REM: ["D", "L"],
  CHANGE: ["U", "R", "O"],
} as const satisfies Record<Action, readonly Reason[]>;

// Compile-time check that the table is whole (a new reason fails tsc).
type Exhaustive<Missing> = [Missing] extends [never] ? true : Missing;
const _wholeTable: Exhaustive<Exclude<Reason, (typeof REASONS_BY_ACTION)[Action][number]>> = true;

const ACTION_FIELDS: ReadonlySet<string> = new Set(["action", "actionReason", "actionSource", "actionDate"]);

const BOMS = {
  "utf-8": undefined,
  "utf-16le": Uint8Array.of(0xff, 0xfe),
  "utf-16be": Uint8Array.of(0xfe, 0xff),
} as const;

/**
 * The file's fluctuation records, re-readable. The readers need a byte order mark for UTF-16:
 * one is put in front when the bytes do not start with it (UTF-16 sniffed or --encoding).
 */
export function fluctuationSource(input: InputFile): LocatedSource {
  const options =
    input.format === "csv" ? { format: input.format, delimiter: input.delimiter } : { format: input.format };
  const bom = BOMS[input.encoding];
  return {
    located: true,
    rereadable: true,
    [Symbol.asyncIterator]: () =>
      readFluctuationDomains(bom ? withBom(input.path, bom) : input.path, options)[Symbol.asyncIterator](),
  };
}

async function* withBom(path: string, bom: Uint8Array): AsyncGenerator<Uint8Array> {
  let first = true;
  for await (const chunk of createReadStream(path) as AsyncIterable<Uint8Array>) {
    if (first && !(chunk[0] === bom[0] && chunk[1] === bom[1])) yield bom;
    first = false;
    yield chunk;
  }
}

/** The action part of a record's issues, as the reporting validation finds them. */
export function actionIssues(record: Record<string, unknown>): { field: string; message: string }[] {
  return validateMaintainDomains([record], { kind: "fluctuation" })
    .filter((issue) => ACTION_FIELDS.has(issue.field))
    .map(({ field, message }) => ({ field, message }));
}

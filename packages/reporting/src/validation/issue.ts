// What a validation issue is and how it names its row: shared by the validator, the place
// check (places/fix.ts) and the bulk engine, none of which imports another for it.

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
  /** `places`: found by the place check (the field's place is not as the server lists it). */
  check?: "places";
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

// The issue type every check reports in (the record validation, the place check), in a module
// of its own so that the place check, which the validation runs, need not import the validation.

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

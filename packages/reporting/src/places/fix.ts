// From a place check to what the bulk validation and the fixer need: issues (one per field that
// is not known) and a corrected copy of the record (only the fixable fields change).
import type { RecordIssue } from "../validation/issue.js";
import type { PlaceCheck, PlaceChecker, PlaceField } from "./checker.js";

/** One field a fix changed. */
export interface PlaceChange {
  field: PlaceField;
  from: string;
  to: string;
}

/** The issues of a check: every field that is fixable, ambiguous or unknown. */
export function placeIssues(check: PlaceCheck, index: number | null): RecordIssue[] {
  return check.fields
    .filter((field) => field.status !== "known" && field.status !== "unchecked")
    .map((field) => ({
      index,
      field: field.field,
      message: field.message ?? `is ${field.status}`,
      check: "places" as const,
    }));
}

/**
 * A copy of `record` with every fixable place field set to its canonical name, and the changes.
 * Ambiguous and unknown fields are left as they are (never guessed); the record is not touched.
 */
export function fixPlaces<T extends object>(
  record: T,
  check: PlaceCheck,
): { record: T; changes: PlaceChange[] } {
  const changes: PlaceChange[] = [];
  const copy = { ...record } as Record<string, unknown>;
  for (const field of check.fields) {
    if (field.status !== "fixable" || field.canonical === undefined) continue;
    changes.push({ field: field.field, from: field.value ?? "", to: field.canonical });
    copy[field.field] = field.canonical;
  }
  return { record: copy as T, changes };
}

/** The bulk validation's hook: the place issues of one record (row `index`). */
export function placeIssuesOf(checker: PlaceChecker): (record: unknown, index: number) => RecordIssue[] {
  return (record, index) => placeIssues(checker.check(record), index);
}

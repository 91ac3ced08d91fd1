// A value as the text of a table or CSV cell.

/** A cell's text: scalars as they are, objects as compact JSON, nothing for null/undefined. */
export function cell(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

// A value as the text of a table or CSV cell.
import { compactJson } from "./terminal.js";

/**
 * A cell's text: scalars as they are, objects as compact JSON (levels past MAX_CELL_DEPTH cut:
 * an answer nested 100,000 levels deep still prints), nothing for null/undefined. The text is
 * the server's: the printer makes its control characters inert (terminal.ts).
 */
export function cell(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "object") return compactJson(value);
  return String(value);
}

/** What a spreadsheet takes for the start of a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A value as the text of a CSV cell: `cell`'s, with a single quote before a text that a
 * spreadsheet would run as a formula (OWASP's advice; the sheet shows the text, quote hidden).
 * Only text: a number (-5) is a number in the sheet too, never a formula.
 */
export function csvText(value: unknown): string {
  const text = cell(value);
  return typeof value === "string" && FORMULA_START.test(text) ? `'${text}` : text;
}

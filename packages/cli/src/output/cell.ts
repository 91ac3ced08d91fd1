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

// Text cells -> typed record values, by the types the kind's schema declares (validation/kinds.ts:
// MaintainDomain, or FluctuationDomain with its action fields; no hand list of fields):
// booleans accept true/false/1/0, integers digits only; empty cells are left out, so a missing
// required field is reported by validation.

import type { ReadIssue } from "../bulk/chunk.js";
import type { Kind } from "../validation/kinds.js";

/** Whether a column header names a field of the kind. */
export function isField(kind: Kind, name: string): boolean {
  return Object.hasOwn(kind.schema.properties, name);
}

const TRUE = new Set(["true", "1"]);
const FALSE = new Set(["false", "0"]);

/** Builds a record from header names and cells; conversion problems become issues. */
export function recordFromCells(
  kind: Kind,
  headers: readonly (string | undefined)[],
  cells: readonly string[],
): { record: Record<string, unknown>; issues: ReadIssue[] } {
  const record: Record<string, unknown> = {};
  const issues: ReadIssue[] = [];
  headers.forEach((field, column) => {
    if (field === undefined) return; // an unknown column, reported once for the header
    const cell = cells[column];
    if (cell === undefined || cell === "") return;
    const converted = convertCell(kind, field, cell);
    if ("issue" in converted) issues.push({ field, message: converted.issue });
    else record[field] = converted.value;
  });
  return { record, issues };
}

export function convertCell(kind: Kind, field: string, cell: string): { value: unknown } | { issue: string } {
  switch (isField(kind, field) ? kind.schema.properties[field]!.type : undefined) {
    case "boolean": {
      const text = cell.trim().toLowerCase();
      if (TRUE.has(text)) return { value: true };
      if (FALSE.has(text)) return { value: false };
      return { issue: `must be true, false, 1 or 0 (got "${clip(cell)}")` };
    }
    case "integer": {
      const text = cell.trim();
      if (/^[+-]?\d+$/.test(text) && Number.isSafeInteger(Number(text))) return { value: Number(text) };
      return { issue: `must be an integer (got "${clip(cell)}")` };
    }
    case "number": {
      const value = Number(cell.trim());
      if (cell.trim() !== "" && Number.isFinite(value)) return { value };
      return { issue: `must be a number (got "${clip(cell)}")` };
    }
    default:
      return { value: cell };
  }
}

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}...` : text;
}

// An API answer in the chosen format: JSON as it came; otherwise the list it holds (a bare
// array, or the first array field of a HostBill answer such as `services`) row by row, or the
// one record it wraps (`{"vm": {...}}`) as fields.
import type { GlobalFlags } from "../config.js";
import type { CliIo } from "../io.js";
import { outputFormatOf } from "./format.js";
import { printList } from "./list.js";
import { printJson, printValue } from "./table.js";

/**
 * A HostBill answer: JSON as it came; otherwise the list it holds (the first array field,
 * e.g. `services`, `invoices`) row by row, or its fields.
 */
export async function printAnswer(io: CliIo, globals: GlobalFlags, answer: unknown): Promise<void> {
  const format = outputFormatOf(globals);
  if (format === "json") return printJson(io.stdout, answer ?? null);
  if (Array.isArray(answer)) {
    await printList(io.stdout, format, answer);
    return;
  }
  const list =
    answer !== null && typeof answer === "object"
      ? Object.values(answer as Record<string, unknown>).find(Array.isArray)
      : undefined;
  if (list?.every((item) => item !== null && typeof item === "object")) {
    await printList(io.stdout, format, list);
    return;
  }
  // `{"service": {...}}`, `{"vm": {...}}`: the one record inside, as fields.
  const values = answer !== null && typeof answer === "object" ? Object.values(answer as object) : [];
  const inner =
    values.length === 1 && values[0] !== null && typeof values[0] === "object" ? values[0] : answer;
  await printValue(io.stdout, format, inner ?? null);
}

// HostBill's exports show example answers in Markdown, and 19 of their 67 are not strict JSON:
// `(...)` where the author cut a list short, `//` comments, trailing commas, once a stray brace.
// jsonc-parser reads comments and trailing commas and recovers past what it cannot read; this
// says which repairs each example needed, so no example is skipped or repaired silently.
import { parse, printParseErrorCode, visit } from "jsonc-parser";

const ELISION = /\(\.\.\.\)/g;

/** The value of a JSON-like text, and the repairs it took (empty when it is strict JSON). */
export function lenientJson(text) {
  try {
    return { value: JSON.parse(text), repairs: [] };
  } catch {
    // read leniently below
  }
  const repairs = [];
  const elisions = text.match(ELISION)?.length ?? 0;
  if (elisions) repairs.push(`${elisions} "(...)" elision${elisions > 1 ? "s" : ""} removed`);
  const cut = text.replace(ELISION, "");
  let comments = 0;
  visit(cut, { onComment: () => comments++ });
  if (comments) repairs.push(`${comments} comment${comments > 1 ? "s" : ""} ignored`);
  const errors = [];
  const value = parse(cut, errors, { allowTrailingComma: true });
  const strict = [];
  parse(cut, strict, { allowTrailingComma: false });
  const commas = strict.length - errors.length;
  if (commas > 0) repairs.push(`${commas} trailing comma${commas > 1 ? "s" : ""} ignored`);
  if (errors.length)
    repairs.push(
      `not JSON even so (${[...new Set(errors.map((e) => printParseErrorCode(e.error)))].join(", ")} at offset ${errors[0].offset}): read as far as jsonc-parser recovers`,
    );
  return { value, repairs };
}

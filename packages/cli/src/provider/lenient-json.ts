// HostBill's exports show example answers in Markdown, and many are not strict JSON: `(...)`
// where the author cut a list short, `//` comments, trailing commas, once a stray brace.
// jsonc-parser reads comments and trailing commas and recovers past what it cannot read; this
// says which repairs each text needed, so nothing is skipped or repaired silently.
import { type ParseError, parse, printParseErrorCode, visit } from "jsonc-parser";

const ELISION = /\(\.\.\.\)/g;

const count = (n: number, what: string, done: string) => `${n} ${what}${n > 1 ? "s" : ""} ${done}`;

/** The value of a JSON-like text, and the repairs it took (none when it is strict JSON). */
export function lenientJson(text: string): { value: unknown; repairs: string[] } {
  try {
    return { value: JSON.parse(text), repairs: [] };
  } catch {
    // read leniently below
  }
  const repairs: string[] = [];
  const elisions = text.match(ELISION)?.length ?? 0;
  if (elisions) repairs.push(count(elisions, '"(...)" elision', "removed"));
  const cut = text.replace(ELISION, "");
  let comments = 0;
  visit(cut, { onComment: () => comments++ });
  if (comments) repairs.push(count(comments, "comment", "ignored"));
  const errors: ParseError[] = [];
  const value: unknown = parse(cut, errors, { allowTrailingComma: true });
  const strict: ParseError[] = [];
  parse(cut, strict, { allowTrailingComma: false });
  const commas = strict.length - errors.length;
  if (commas > 0) repairs.push(count(commas, "trailing comma", "ignored"));
  if (errors.length) {
    const codes = [...new Set(errors.map((e) => printParseErrorCode(e.error)))].join(", ");
    repairs.push(
      `not JSON even so (${codes} at offset ${errors[0]!.offset}): read as far as jsonc-parser recovers`,
    );
  }
  return { value, repairs };
}

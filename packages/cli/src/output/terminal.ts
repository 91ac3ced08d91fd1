// What a server sent, made fit for a terminal. A server's text is data, never commands to the
// terminal: its control characters (ESC and the sequences it starts, the C1 CSI 0x9b, BEL,
// backspace, carriage return...) are spelled out (`\u001b`), so a hostile answer cannot clear
// a line and print a fake "upload succeeded" over it. Only the line breaks (and tabs) a printer
// writes itself are kept. JSON stays the same value: its text escapes what JSON.stringify
// leaves raw (DEL and C1). And no value is nested too deeply to print (JSON.stringify recurses:
// 100,000 levels overflow the stack).
import { createApiError } from "@cdrapi/core";

/** C0 controls, DEL and C1 controls: what a terminal acts on instead of printing. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
/** The same, but tabs and line feeds (what multi-line text needs). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROLS_BUT_LINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
/**
 * The same, but tabs and line breaks, LF or CR LF (a quoted CSV cell may hold them); a carriage
 * return alone is spelled out (it would send the terminal back to the start of the line).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROLS_BUT_CSV = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\r(?!\n)/g;
/** What JSON.stringify leaves raw (it escapes C0 itself). */
const RAW_IN_JSON = /[\u007f-\u009f]/g;

const spelled = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;

export type Keep = "nothing" | "lines" | "csv";
const PATTERNS: Readonly<Record<Keep, RegExp>> = {
  nothing: CONTROLS,
  lines: CONTROLS_BUT_LINES,
  csv: CONTROLS_BUT_CSV,
};

/** `text` with its control characters spelled out; `keep` the line breaks a printer needs. */
export function inert(text: string, keep: Keep = "nothing"): string {
  return text.replace(PATTERNS[keep], spelled);
}

/** JSON text that is safe on a terminal and still the same JSON value (`\u009b` for a raw CSI). */
function inertJson(json: string): string {
  return json.replace(RAW_IN_JSON, spelled);
}

/** Past this depth a table or CSV cell shows `{…}` or `[…]` (real answers nest a few levels). */
export const MAX_CELL_DEPTH = 32;
/** Written in the place of what is nested deeper; replaced by `{…}` / `[…]` once stringified. */
const DEEP_OBJECT = "\u0000{…}";
const DEEP_ARRAY = "\u0000[…]";

/** Compact JSON of an object for a cell: levels past MAX_CELL_DEPTH are `{…}` / `[…]`. */
export function compactJson(value: object): string {
  const depths = new WeakMap<object, number>();
  const text = JSON.stringify(value, function (this: object, _key, item: unknown) {
    if (item === null || typeof item !== "object") return item;
    const depth = (depths.get(this) ?? 0) + 1;
    if (depth > MAX_CELL_DEPTH) return Array.isArray(item) ? DEEP_ARRAY : DEEP_OBJECT;
    depths.set(item, depth);
    return item;
  });
  return text.replaceAll(JSON.stringify(DEEP_OBJECT), "{…}").replaceAll(JSON.stringify(DEEP_ARRAY), "[…]");
}

/**
 * `JSON.stringify(value, null, indent)` for the terminal (see inertJson). A value nested too
 * deeply for it is the server's error, said plainly (exit 4), not a crash.
 */
export function jsonText(value: unknown, indent?: number): string {
  try {
    return inertJson(JSON.stringify(value, null, indent));
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const depth = depthOf(value, MAX_REPORTED_DEPTH);
    if (depth < MIN_TOO_DEEP) throw error; // not the nesting (a string too long): not ours to explain
    throw tooDeep(depth);
  }
}

/** Depths reported exactly in the error; deeper is "more than". */
const MAX_REPORTED_DEPTH = 1_000_000;
/** Shallower than this, a RangeError of JSON.stringify is not about the nesting. */
const MIN_TOO_DEEP = 1000;

/** The error for an answer nested `depth` levels deep (MAX_REPORTED_DEPTH + 1: more than that). */
export function tooDeep(depth: number): Error {
  const levels = depth > MAX_REPORTED_DEPTH ? `more than ${MAX_REPORTED_DEPTH}` : String(depth);
  return createApiError({
    status: 200,
    messages: [
      `the answer is nested ${levels} levels deep, too deep to print as JSON (-o table shows it, cut at ${MAX_CELL_DEPTH} levels)`,
    ],
  });
}

/** How deeply `value` nests (a scalar is 0), counted without recursion; stops past `limit`. */
export function depthOf(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== "object") continue;
    if (depth + 1 > deepest) deepest = depth + 1;
    if (deepest > limit) return deepest;
    for (const child of Object.values(item)) {
      if (child !== null && typeof child === "object") stack.push([child, depth + 1]);
    }
  }
  return deepest;
}

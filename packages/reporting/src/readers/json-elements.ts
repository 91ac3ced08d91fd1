// The JSON array scanner: the elements of a top-level JSON array as they arrive, each parsed
// alone, with the line where it starts; never the whole text in memory. It reads decoded text
// (with the decoder's issues passed through), so it serves files (json.ts) and HTTP answers
// alike (the bulk upload's list read), in Node and in browsers.
// A broken array is a file issue: one never closed was cut off, and an element longer than
// MAX_RECORD_LENGTH stops the reading there (memory stays bounded).
import type { LocatedRecord } from "../bulk/chunk.js";
import { cutOff, fileIssue, MAX_RECORD_LENGTH, parseRecord, recordTooLong } from "./input.js";

const WHITESPACE = new Set([" ", "\t", "\n", "\r"]);

/**
 * A small scanner over the text: outside elements it expects `[`, `,`, `]` and whitespace;
 * inside an element it tracks strings, escapes and nesting to find where the element ends,
 * then JSON.parse reads the element alone.
 */
export async function* jsonElements(
  texts: AsyncIterable<string | LocatedRecord>,
): AsyncGenerator<LocatedRecord> {
  let line = 1;
  let state: "start" | "value" | "end" = "start";
  let element = "";
  let inside = false; // within an element (which may have started in an earlier chunk)
  let elementLine = 0;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let cut = false; // the text stopped at a bad byte

  /** The element read, or (undefined) the issue of one too long: then the reading stops. */
  const finish = (): LocatedRecord | undefined => {
    const text = element;
    element = "";
    return text.length > MAX_RECORD_LENGTH ? undefined : parseRecord(text, elementLine);
  };

  for await (const text of texts) {
    if (typeof text !== "string") {
      cut = true;
      yield text;
      continue;
    }
    let start = inside ? 0 : -1; // where the current element's text starts in this chunk
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!;
      if (inside) {
        // inside an element
        if (inString) {
          if (escaped) escaped = false;
          else if (c === "\\") escaped = true;
          else if (c === '"') inString = false;
          if (c === "\n") line++;
          continue;
        }
        if (c === '"') inString = true;
        else if (c === "{" || c === "[") depth++;
        else if ((c === "}" || c === "]") && depth > 0) depth--;
        else if (depth === 0 && (c === "," || c === "]")) {
          // the element ends: at a comma, or at the array's own `]` (after a primitive element)
          element += text.slice(start, i);
          start = -1;
          inside = false;
          const item = finish();
          if (!item) {
            yield recordTooLong(elementLine);
            return;
          }
          yield item;
          state = c === "," ? "value" : "end";
          continue;
        }
        if (c === "\n") line++;
        continue;
      }
      if (WHITESPACE.has(c)) {
        if (c === "\n") line++;
        continue;
      }
      if (state === "start") {
        if (c !== "[") {
          yield fileIssue("must be a JSON array of records", line);
          return;
        }
        state = "value";
      } else if (state === "value") {
        if (c === "]" && elementLine === 0)
          state = "end"; // an empty array
        else if (c !== "," && c !== "]") {
          // an element starts here: the loop's first branch reads it from this character on
          start = i;
          elementLine = line;
          inside = true;
          i--;
        } else {
          yield fileIssue(`unexpected "${c}"`, line);
          return;
        }
      } else {
        yield fileIssue(`unexpected "${c}" after the end of the array`, line);
        return;
      }
    }
    if (inside) {
      element += text.slice(start);
      // At most MAX_RECORD_LENGTH and a chunk are held.
      if (element.length > MAX_RECORD_LENGTH) {
        yield recordTooLong(elementLine);
        return;
      }
    }
  }
  if (state === "end" || cut) return;
  if (inside) {
    if (element.length > MAX_RECORD_LENGTH) {
      yield recordTooLong(elementLine);
      return;
    }
    yield cutOff("ends inside the element that starts on this line, before the array is closed", elementLine);
  } else if (state === "start") {
    yield fileIssue("is empty: a JSON array of records is required", line);
  } else {
    yield cutOff("ends before the array is closed (no `]` after the last element)", line);
  }
}

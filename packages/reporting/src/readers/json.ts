// JSON reader: a top-level array of records, read element by element (never the whole file
// in memory); each record carries the line where its element starts. Bytes that are not UTF-8
// end the records (encoding.ts): the unfinished element is dropped, each bad line is a file issue.
// A broken file is refused whole (file issues, never skippable rows): an array that is never
// closed was cut off (an interrupted export, a full disk), and an element longer than
// MAX_RECORD_LENGTH stops the reading there (memory stays bounded).
import type { LocatedRecord, LocatedSource } from "../bulk/chunk.js";
import { decodeInput } from "./encoding.js";
import {
  cutOff,
  fileIssue,
  locatedSource,
  MAX_RECORD_LENGTH,
  parseRecord,
  type ReaderInput,
  recordTooLong,
} from "./input.js";

/** Reads MaintainDomain records from a JSON array (a file path, or a stream read once). */
export function readJson(input: ReaderInput): LocatedSource {
  return locatedSource(input, jsonRecords);
}

const WHITESPACE = new Set([" ", "\t", "\n", "\r"]);

/**
 * A small scanner over the text: outside elements it expects `[`, `,`, `]` and whitespace;
 * inside an element it tracks strings, escapes and nesting to find where the element ends,
 * then JSON.parse reads the element alone.
 */
async function* jsonRecords(chunks: AsyncIterable<string | Uint8Array>): AsyncGenerator<LocatedRecord> {
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

  for await (const text of decodeInput(chunks)) {
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
        else if (c === "}" || c === "]") {
          if (depth === 0) {
            // the array's own `]` ends a primitive element
            element += text.slice(start, i);
            start = -1;
            inside = false;
            const item = finish();
            if (!item) {
              yield recordTooLong(elementLine);
              return;
            }
            yield item;
            state = "end";
            continue;
          }
          depth--;
        } else if (c === "," && depth === 0) {
          element += text.slice(start, i);
          start = -1;
          inside = false;
          const item = finish();
          if (!item) {
            yield recordTooLong(elementLine);
            return;
          }
          yield item;
          state = "value";
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

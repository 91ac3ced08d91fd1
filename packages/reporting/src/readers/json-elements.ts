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
 * A small scanner over the text, chunk by chunk (synchronous: no promise per element): outside
 * elements it expects `[`, `,`, `]` and whitespace; inside an element it tracks strings,
 * escapes and nesting to find where the element ends, then JSON.parse reads the element alone.
 */
export class JsonArrayScanner {
  /** Set by an issue that ends the reading (the last item `push` returned says why). */
  stopped = false;
  private line = 1;
  private state: "start" | "value" | "end" = "start";
  private element = "";
  private inside = false; // within an element (which may have started in an earlier chunk)
  private elementLine = 0;
  private depth = 0;
  private inString = false;
  private escaped = false;

  /** The elements `text` completes, in order, and the issue that stops the reading, if any. */
  push(text: string): LocatedRecord[] {
    const out: LocatedRecord[] = [];
    const stop = (issue: LocatedRecord) => {
      out.push(issue);
      this.stopped = true;
      return out;
    };
    let start = this.inside ? 0 : -1; // where the current element's text starts in this chunk
    // The next backslash and line break at or after i (-1: none left in this chunk): a string's
    // text is skipped to its closing quote with indexOf, not character by character.
    let backslash = text.indexOf("\\");
    let newline = text.indexOf("\n");
    for (let i = 0; i < text.length; i++) {
      if (this.inside && this.inString && !this.escaped) {
        if (backslash !== -1 && backslash < i) backslash = text.indexOf("\\", i);
        if (newline !== -1 && newline < i) newline = text.indexOf("\n", i);
        const quote = text.indexOf('"', i);
        let next = quote === -1 ? text.length : quote;
        if (backslash !== -1 && backslash < next) next = backslash;
        if (newline !== -1 && newline < next) next = newline;
        i = next; // the loop's test ends the chunk when nothing is left
        if (i === text.length) continue;
      }
      const c = text[i]!;
      if (this.inside) {
        if (this.inString) {
          if (this.escaped) this.escaped = false;
          else if (c === "\\") this.escaped = true;
          else if (c === '"') this.inString = false;
          if (c === "\n") this.line++;
          continue;
        }
        if (c === '"') this.inString = true;
        else if (c === "{" || c === "[") this.depth++;
        else if ((c === "}" || c === "]") && this.depth > 0) this.depth--;
        else if (this.depth === 0 && (c === "," || c === "]")) {
          // the element ends: at a comma, or at the array's own `]` (after a primitive element)
          const element = this.element + text.slice(start, i);
          this.element = "";
          start = -1;
          this.inside = false;
          if (element.length > MAX_RECORD_LENGTH) return stop(recordTooLong(this.elementLine));
          out.push(parseRecord(element, this.elementLine));
          this.state = c === "," ? "value" : "end";
          continue;
        }
        if (c === "\n") this.line++;
        continue;
      }
      if (WHITESPACE.has(c)) {
        if (c === "\n") this.line++;
        continue;
      }
      if (this.state === "start") {
        if (c !== "[") return stop(fileIssue("must be a JSON array of records", this.line));
        this.state = "value";
      } else if (this.state === "value") {
        if (c === "]" && this.elementLine === 0)
          this.state = "end"; // an empty array
        else if (c !== "," && c !== "]") {
          // an element starts here: the loop's first branch reads it from this character on
          start = i;
          this.elementLine = this.line;
          this.inside = true;
          i--;
        } else {
          return stop(fileIssue(`unexpected "${c}"`, this.line));
        }
      } else {
        return stop(fileIssue(`unexpected "${c}" after the end of the array`, this.line));
      }
    }
    if (this.inside) {
      this.element += text.slice(start);
      // At most MAX_RECORD_LENGTH and a chunk are held.
      if (this.element.length > MAX_RECORD_LENGTH) return stop(recordTooLong(this.elementLine));
    }
    return out;
  }

  /** At the end of the text: the issue of an array not closed, if it was not. */
  end(): LocatedRecord | undefined {
    if (this.state === "end" || this.stopped) return undefined;
    if (this.inside) {
      if (this.element.length > MAX_RECORD_LENGTH) return recordTooLong(this.elementLine);
      return cutOff(
        "ends inside the element that starts on this line, before the array is closed",
        this.elementLine,
      );
    }
    if (this.state === "start") return fileIssue("is empty: a JSON array of records is required", this.line);
    return cutOff("ends before the array is closed (no `]` after the last element)", this.line);
  }
}

/** The elements of a JSON array, located, as `JsonArrayScanner` finds them in the texts. */
export async function* jsonElements(
  texts: AsyncIterable<string | LocatedRecord>,
): AsyncGenerator<LocatedRecord> {
  const scanner = new JsonArrayScanner();
  let cut = false; // the text stopped at a bad byte
  for await (const text of texts) {
    if (typeof text !== "string") {
      cut = true;
      yield text;
      continue;
    }
    yield* scanner.push(text);
    if (scanner.stopped) return;
  }
  const last = cut ? undefined : scanner.end();
  if (last) yield last;
}

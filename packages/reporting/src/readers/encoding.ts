// Bytes -> text for the readers, strictly: UTF-8 (a leading byte order mark is dropped) or, when
// it starts with its byte order mark, UTF-16 LE or BE. Nothing is ever replaced by U+FFFD (that
// would upload "Nguy�n" in a legal filing): the text ends just before the first bad byte, and each
// line holding bad bytes is a file issue (row: false, never skippable), so a run stops before
// anything is merged. The platform's fatal TextDecoder alone says what is valid:
//   - fast path: one streaming decoder over the chunks, line breaks counted for line numbers;
//   - once it throws (or a NUL byte shows: most likely UTF-16 saved without its byte order mark),
//     each line is checked by a new decoder: the text goes on up to the first bad character,
//     then one issue per bad line (MAX_NAMED_LINES named, then a count), and no more text.
// A reader drops what it holds unfinished then (an NDJSON line, a JSON element, a CSV line).
// Memory stays bounded: a line is held whole only while it is checked, and one longer than any
// record may be (LINE_BYTES) is checked up to there, then the decoding stops with an issue.
// Lines end with "\n", "\r\n" or a lone "\r" (csv-parse's delimiters; NDJSON and JSON use "\n").
import { isUtf8 } from "node:buffer";
import type { LocatedRecord } from "../bulk/chunk.js";
import { fileIssue, MAX_RECORD_LENGTH } from "./input.js";

/** Lines with bad bytes named one by one; one more issue counts the rest. */
export const MAX_NAMED_LINES = 100;

/**
 * The most bytes of one line held to check it: a record of MAX_RECORD_LENGTH characters (UTF-16
 * code units: 3 bytes each at most in UTF-8, 2 in UTF-16) and its line break.
 */
const LINE_BYTES = 3 * MAX_RECORD_LENGTH + 4;

/** What the decoding yields: text (in order), or an issue about the encoding (then no more text). */
export type Decoded = string | LocatedRecord;

export interface DecodeOptions {
  /** Asked before each chunk: true ends the decoding (the reader's consumer went away). */
  stopped?: () => boolean;
}

/** Decodes a reader's chunks: strings pass as they are; bytes go through a `StrictDecoder`. */
export async function* decodeInput(
  chunks: AsyncIterable<string | Uint8Array>,
  options: DecodeOptions = {},
): AsyncGenerator<Decoded> {
  const decoder = new StrictDecoder();
  for await (const chunk of chunks) {
    if (options.stopped?.()) return;
    const pieces = typeof chunk === "string" ? decoder.pushText(chunk) : decoder.push(chunk);
    for (const piece of pieces) yield piece;
    if (decoder.stopped) break; // a line too long: nothing more is read
  }
  for (const piece of decoder.end()) yield piece;
}

const NAMES = { "utf-8": "UTF-8", "utf-16le": "UTF-16 LE", "utf-16be": "UTF-16 BE" } as const;
type Encoding = keyof typeof NAMES;
const EMPTY = new Uint8Array(0);

/** A push decoder (no I/O, so it can be tested chunk by chunk): `push` each chunk, then `end`. */
export class StrictDecoder {
  private encoding: Encoding = "utf-8";
  /** The first bytes, until there are 3 to look for a byte order mark (then none). */
  private start: Uint8Array | undefined = EMPTY;
  private decoder: TextDecoder | undefined;
  /** The next character's line and place in it (UTF-8: bytes; UTF-16: code units). */
  private line = 1;
  private col = 0;
  /** The last character was "\r": a "\n" now ends no other line. */
  private afterCR = false;
  /** The last 3 bytes decoded, and whether they all are odd in number (see `held`). */
  private tail = EMPTY;
  private odd = 0;
  /** Once a byte is bad: the unfinished line, checked when it ends (`carry`: half a UTF-16 unit). */
  private lineParts: Uint8Array[] | undefined;
  private lineBytes = 0;
  /** A line was longer than LINE_BYTES: the decoding stopped there. */
  private over = false;
  private carry = EMPTY;
  private named = 0;
  private more = 0;

  /** Whether a line longer than any record may be stopped the decoding (later chunks are ignored). */
  get stopped(): boolean {
    return this.over;
  }

  /** Text and encoding issues of the next chunk of bytes. */
  push(chunk: Uint8Array): readonly Decoded[] {
    if (this.over) return [];
    if (this.lineParts) return this.scan(chunk);
    if (!this.start) return this.decode(chunk);
    this.start = concat(this.start, chunk);
    return this.start.length < 3 ? [] : this.begin();
  }

  /** A chunk that is text already (a stream of strings): passed on, a leading U+FEFF dropped. */
  pushText(text: string): readonly Decoded[] {
    if (this.lineParts || text === "") return [];
    if (this.start?.length) return [...this.begin(), ...this.pushText(text)];
    let piece = text;
    if (this.start) {
      // Text first: no byte order mark follows (bytes after it are UTF-8).
      [this.start, this.decoder] = [undefined, this.fatal()];
      if (piece.startsWith("\uFEFF")) piece = piece.slice(1);
    }
    return piece === "" ? [] : [piece];
  }

  /** The end of the input: a character it cuts short, the last line, the count of bad lines not named. */
  end(): readonly Decoded[] {
    const out: Decoded[] = this.start?.length ? [...this.begin()] : [];
    if (!this.lineParts && this.decoder) {
      const rest = attempt(() => this.decoder!.decode());
      if (rest !== undefined) return rest === "" ? out : [...out, rest];
      out.push(...this.fail(EMPTY)); // the input ends inside a character
    }
    if (!this.lineParts) return out;
    const last = concat(...this.lineParts, this.carry);
    if (last.length > 0 && !this.over) this.lineEnd(out, last);
    const lines = `${this.more.toLocaleString("en-US")} more line${this.more === 1 ? "" : "s"}`;
    const more = `has ${lines} that are not valid ${NAMES[this.encoding]} (the first ${MAX_NAMED_LINES} are listed)`;
    return this.more === 0 ? out : [...out, fileIssue(more)];
  }

  /** Reads the byte order mark, if any, then decodes the rest. */
  private begin(): readonly Decoded[] {
    const start = this.start!;
    const [a, b, c] = start;
    if (a === 0xff && b === 0xfe) this.encoding = "utf-16le";
    if (a === 0xfe && b === 0xff) this.encoding = "utf-16be";
    const skip = this.encoding !== "utf-8" ? 2 : a === 0xef && b === 0xbb && c === 0xbf ? 3 : 0;
    [this.start, this.decoder] = [undefined, this.fatal()];
    return this.decode(start.subarray(skip));
  }

  private fatal(): TextDecoder {
    return new TextDecoder(this.encoding, { fatal: true, ignoreBOM: true });
  }

  /** The fast path: the chunk through the streaming decoder, its line breaks counted. */
  private decode(chunk: Uint8Array): readonly Decoded[] {
    const text = attempt(() => this.decoder!.decode(chunk, { stream: true }));
    if (text === undefined || (this.encoding === "utf-8" && text.includes("\0"))) return this.fail(chunk);
    this.countLines(text);
    this.tail = Uint8Array.from([...this.tail, ...chunk.subarray(-3)].slice(-3));
    this.odd ^= chunk.length & 1;
    return text === "" ? [] : [text];
  }

  /** Bad bytes in this chunk: lines are checked from here on, from the character the decoder holds. */
  private fail(chunk: Uint8Array): readonly Decoded[] {
    const held = this.held();
    this.decoder = undefined;
    this.lineParts = [];
    return this.scan(concat(held, chunk));
  }

  /**
   * What the decoder holds (an unfinished character): the longest end of `tail` that a new
   * decoder takes without giving any text. For UTF-16, whole code units and the odd byte.
   */
  private held(): Uint8Array {
    for (let k = this.tail.length; k > 0; k--) {
      const end = this.tail.subarray(-k);
      if (this.encoding !== "utf-8" && (k & 1) !== this.odd) continue;
      if (attempt(() => this.fatal().decode(end, { stream: true })) === "") return end;
    }
    return EMPTY;
  }

  /** Counts the line breaks of valid text ("\r\n" is one), and the place in its line after it. */
  private countLines(text: string): void {
    let last = -1;
    for (const br of ["\n", "\r"]) {
      for (let i = text.indexOf(br); i !== -1; i = text.indexOf(br, i + 1)) {
        if (br === "\r" || !(i === 0 ? this.afterCR : text[i - 1] === "\r")) this.line++;
        last = Math.max(last, i);
      }
    }
    const rest = text.slice(last + 1);
    const size = this.encoding === "utf-8" ? Buffer.byteLength(rest) : rest.length;
    this.col = (last === -1 ? this.col : 0) + size;
    if (text !== "") this.afterCR = text.endsWith("\r");
  }

  /** Splits the bytes into lines at the line breaks (UTF-16: its code units); each is checked whole. */
  private scan(chunk: Uint8Array): Decoded[] {
    const out: Decoded[] = [];
    const bytes = concat(this.carry, chunk);
    const size = this.encoding === "utf-8" ? 1 : 2;
    let from = 0;
    for (let i = 0; i + size <= bytes.length; i += size) {
      const unit = this.unitAt(bytes, i);
      if (unit !== 0x0a && unit !== 0x0d) continue;
      const crlf = unit === 0x0a && this.afterCR && i === from && this.lineParts!.length === 0;
      this.lineEnd(out, concat(...this.lineParts!, bytes.subarray(from, i + size)));
      this.lineParts = [];
      this.lineBytes = 0;
      from = i + size;
      if (!crlf) this.line++;
      this.col = 0;
      this.afterCR = unit === 0x0d;
    }
    // Copies: the caller may reuse its chunk.
    const whole = bytes.length - ((bytes.length - from) % size);
    if (whole > from) {
      this.lineParts!.push(new Uint8Array(bytes.subarray(from, whole)));
      this.lineBytes += whole - from;
    }
    this.carry = new Uint8Array(bytes.subarray(whole));
    if (this.lineBytes > LINE_BYTES) this.stop(out);
    return out;
  }

  /**
   * The line being checked is longer than any record may be: what is held of it is checked as
   * a line (its first bad character is there: the line is held from the chunk that held it, when
   * no earlier line was bad), then the decoding stops, saying so.
   */
  private stop(out: Decoded[]): void {
    this.lineEnd(out, concat(...this.lineParts!));
    [this.lineParts, this.lineBytes, this.carry, this.over] = [[], 0, EMPTY, true];
    const size = LINE_BYTES.toLocaleString("en-US");
    out.push(fileIssue(`is longer than ${size} bytes: the input is not read past this line`, this.line));
  }

  /** A line ends (with its line break, or the input): its text while no line was bad, or its issue. */
  private lineEnd(out: Decoded[], line: Uint8Array): void {
    const utf8 = this.encoding === "utf-8";
    const nul = utf8 ? line.indexOf(0) : -1;
    // isUtf8 judges as the decoder does, without the cost of an exception for each bad line.
    const valid = utf8 ? nul === -1 && isUtf8(line) : attempt(() => this.fatal().decode(line)) !== undefined;
    if (valid) {
      if (this.named === 0) out.push(this.fatal().decode(line));
    } else if (this.named === MAX_NAMED_LINES) this.more++;
    else {
      const { text, bad, open } = this.locate(line, nul);
      if (this.named === 0 && text !== "") out.push(text);
      out.push(this.issue(line, bad, open));
    }
  }

  /**
   * Where a bad line's first bad character starts, and the text before it. A streaming decoder
   * takes any prefix that ends before the byte that makes it fail (it holds a character cut
   * short), so the longest prefix it takes is found by bisection; its text ends at the bad
   * character. A NUL byte ends the prefix too. `open`: the input's last line ends in a character.
   */
  private locate(line: Uint8Array, nul: number): { text: string; bad: number; open: boolean } {
    const takes = (n: number) => attempt(() => this.fatal().decode(line.subarray(0, n), { stream: true }));
    let lo = 0;
    let hi = nul === -1 ? line.length : nul;
    let text = takes(hi);
    const open = text !== undefined && nul === -1;
    if (text === undefined) {
      text = ""; // what takes(lo) gives; takes(hi) throws
      while (hi - lo > 1) {
        const mid = (lo + hi) >>> 1;
        const taken = takes(mid);
        if (taken === undefined) hi = mid;
        else [lo, text] = [mid, taken];
      }
    }
    return { text, bad: this.encoding === "utf-8" ? Buffer.byteLength(text) : text.length * 2, open };
  }

  /** The issue of a bad line: its first bad character, at `bad` in the line. */
  private issue(line: Uint8Array, bad: number, open: boolean): LocatedRecord {
    const utf8 = this.encoding === "utf-8";
    const nul = utf8 && line[bad] === 0;
    const odd = !utf8 && open && bad === line.length - 1;
    const what = utf8
      ? `byte 0x${hex(line[bad]!, 2)}`
      : `unpaired surrogate U+${hex(this.unitAt(line, bad), 4)}`;
    const place = utf8 ? `byte ${this.col + bad + 1}` : `character ${this.col + bad / 2 + 1}`;
    const detail = nul
      ? `a NUL byte at ${place} of the line, as in UTF-16 saved without a byte order mark`
      : odd
        ? `a last byte without its pair at ${place} of the line, an odd number of bytes`
        : `${what} at ${place} of the line${open && utf8 ? ", a character the end of the input cuts short" : ""}`;
    const message = `is not ${nul ? "UTF-8 text" : `valid ${NAMES[this.encoding]}`} (${detail})`;
    if (this.named++ > 0) return fileIssue(message, this.line);
    const advice = utf8 ? " (a Windows-1258 or TCVN3 export must be converted)" : "";
    return fileIssue(
      `${message}: save the file as UTF-8${advice}; records are read only up to this line`,
      this.line,
    );
  }

  /** The byte (UTF-8) or code unit (UTF-16) at `i`. */
  private unitAt(bytes: Uint8Array, i: number): number {
    if (this.encoding === "utf-8") return bytes[i]!;
    return this.encoding === "utf-16le" ? bytes[i]! | (bytes[i + 1]! << 8) : (bytes[i]! << 8) | bytes[i + 1]!;
  }
}

/** What `decode` returns, or undefined when it throws (a fatal TextDecoder refusing its bytes). */
function attempt(decode: () => string): string | undefined {
  try {
    return decode();
  } catch {
    return undefined;
  }
}

function hex(value: number, digits: number): string {
  return value.toString(16).toUpperCase().padStart(digits, "0");
}

/** The parts one after the other (the only one not empty as it is). */
function concat(...parts: Uint8Array[]): Uint8Array {
  const some = parts.filter((part) => part.length > 0);
  return some.length === 1 ? some[0]! : Buffer.concat(some);
}

// Bytes -> text for the readers, strictly. An input is UTF-8 (a leading byte order mark is
// dropped) or, when it starts with its byte order mark, UTF-16 LE or BE. Nothing is ever
// replaced by U+FFFD (that would upload "Nguy�n" in a legal filing): the text ends just before
// the first byte that is not valid in the encoding, and every line holding such bytes becomes a
// file issue (row: false, never skippable), so a run stops before anything is merged.
//
//   chunks -> byte order mark? -> fatal TextDecoder, one call per chunk (valid input: the fast path,
//                                  │                   plus a count of line breaks for line numbers)
//                                  │ it throws, or a NUL byte
//                                  v
//             the byte scanner: the text up to the first bad byte, then one issue per line with
//             bad bytes (the first MAX_NAMED_LINES, then a count); no more text after that
//
// A reader drops what it holds unfinished when the text stops early (an NDJSON line, a JSON
// element, a CSV line) and says nothing of how the input ends: the issues say why it stopped.
// Lines end with "\n", "\r\n" or a lone "\r" (csv-parse's record delimiters; NDJSON and JSON
// files end theirs with "\n").
import type { LocatedRecord } from "../bulk/chunk.js";
import { fileIssue } from "./input.js";

/** Lines with bad bytes named one by one; one more issue counts the rest. */
export const MAX_NAMED_LINES = 100;

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
  }
  for (const piece of decoder.end()) yield piece;
}

type Encoding = "utf-8" | "utf-16le" | "utf-16be";

const NAMES: Readonly<Record<Encoding, string>> = {
  "utf-8": "UTF-8",
  "utf-16le": "UTF-16 LE",
  "utf-16be": "UTF-16 BE",
};

const NONE: readonly Decoded[] = Object.freeze([]);

/**
 * A push decoder (no I/O, so it can be tested chunk by chunk): `push` each chunk and take the
 * text and issues it returns, then `end`.
 */
export class StrictDecoder {
  private encoding: Encoding | undefined;
  /** Bytes received before the encoding is known (fewer than 3). */
  private start: Uint8Array = new Uint8Array(0);
  private decoder: TextDecoder | undefined;
  /** The bytes the TextDecoder holds: an unfinished character at the end of the last chunk. */
  private held: Uint8Array = new Uint8Array(0);
  /** 1-based line of the next byte (the fast path counts line breaks; then the scanner does). */
  private line = 1;
  /** The last chunk ended with "\r": not counted yet (a "\n" may follow). */
  private pendingCR = false;
  /** 0-based position of the next byte (UTF-8) or code unit (UTF-16 text) in its line. */
  private col = 0;
  /** Set at the first bad byte: it names the bad lines; no more text is given out. */
  private scanner: Scanner | undefined;
  /** Any input seen (a byte order mark counts only at the start). */
  private started = false;

  /** Text and encoding issues of the next chunk of bytes. */
  push(chunk: Uint8Array): readonly Decoded[] {
    if (chunk.length === 0) return NONE;
    if (this.scanner) return this.scanner.scan(chunk);
    if (!this.encoding) {
      const start = concat(this.start, chunk);
      if (start.length < 3) {
        this.start = start;
        return NONE;
      }
      this.start = new Uint8Array(0);
      return this.begin(start);
    }
    return this.decode(chunk);
  }

  /** A chunk that is text already (a stream of strings): passed on, a leading U+FEFF dropped. */
  pushText(text: string): readonly Decoded[] {
    if (this.scanner || text === "") return NONE;
    const out: Decoded[] = this.start.length > 0 ? [...this.begin(this.start)] : [];
    if (this.scanner) return out;
    const piece = !this.started && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    this.started = true;
    if (piece !== "") out.push(piece);
    return out;
  }

  /** The end of the input: a character it cuts short, and the count of bad lines not named. */
  end(): readonly Decoded[] {
    const out: Decoded[] = this.start.length > 0 ? [...this.begin(this.start)] : [];
    if (!this.scanner && this.decoder) {
      try {
        const rest = this.decoder.decode();
        if (rest) out.push(rest);
        return out;
      } catch {
        // The input ends inside a character: the scanner reads it (and says so at its end).
        const { held } = this;
        out.push(...this.startScanner().scan(held));
      }
    }
    if (this.scanner) out.push(...this.scanner.end());
    return out;
  }

  /** Reads the byte order mark, if any, then decodes the rest. */
  private begin(start: Uint8Array): readonly Decoded[] {
    this.start = new Uint8Array(0);
    let skip = 0;
    if (start[0] === 0xef && start[1] === 0xbb && start[2] === 0xbf) skip = 3;
    else if (start[0] === 0xff && start[1] === 0xfe) {
      this.encoding = "utf-16le";
      skip = 2;
    } else if (start[0] === 0xfe && start[1] === 0xff) {
      this.encoding = "utf-16be";
      skip = 2;
    }
    if (this.started) {
      // bytes after text: no byte order mark there, and UTF-8 (what text chunks come from)
      this.encoding = undefined;
      skip = 0;
    }
    this.encoding ??= "utf-8";
    this.started = true;
    this.decoder = new TextDecoder(this.encoding, { fatal: true, ignoreBOM: true });
    return this.decode(start.subarray(skip));
  }

  private decode(chunk: Uint8Array): readonly Decoded[] {
    if (chunk.length === 0) return NONE;
    if (this.encoding === "utf-8") {
      const bytes = asBuffer(chunk);
      // A NUL byte is no text: most likely UTF-16 saved without its byte order mark.
      if (bytes.indexOf(0) !== -1) return this.fail(chunk);
      let text: string;
      try {
        text = this.decoder!.decode(bytes, { stream: true });
      } catch {
        return this.fail(chunk);
      }
      this.countLines(bytes);
      this.held = utf8Held(this.held, chunk);
      return text === "" ? NONE : [text];
    }
    let text: string;
    try {
      text = this.decoder!.decode(chunk, { stream: true });
    } catch {
      return this.fail(chunk);
    }
    this.countLines(text);
    this.held = utf16Held(this.held, chunk, this.encoding === "utf-16be");
    return text === "" ? NONE : [text];
  }

  /**
   * The chunk holds a bad byte: the scanner reads the unfinished character held from before and
   * the chunk, then every later chunk. The text before the first bad byte is still given out (it
   * is valid), then the issues.
   */
  private fail(chunk: Uint8Array): readonly Decoded[] {
    const bytes = concat(this.held, chunk);
    const scanner = this.startScanner();
    const issues = scanner.scan(bytes);
    const out: Decoded[] = [];
    const cut = scanner.firstBad;
    if (cut === undefined) {
      // The TextDecoder refused what the scanner accepts: never drop text without an issue.
      out.push(fileIssue(`is not valid ${NAMES[this.encoding!]}`, this.line));
    } else if (cut > 0) {
      const text = new TextDecoder(this.encoding, { fatal: true, ignoreBOM: true }).decode(
        bytes.subarray(0, cut),
      );
      if (text) out.push(text);
    }
    out.push(...issues);
    return out;
  }

  /** Counts the line breaks of a chunk (bytes, or UTF-16 text): "\n", "\r\n", a lone "\r". */
  private countLines(chunk: Buffer | string): void {
    if (chunk.length === 0) return; // (UTF-16 text of half a character)
    const find =
      typeof chunk === "string"
        ? (code: number, from: number) => chunk.indexOf(code === 0x0a ? "\n" : "\r", from)
        : (code: number, from: number) => chunk.indexOf(code, from);
    const codeAt = typeof chunk === "string" ? (i: number) => chunk.charCodeAt(i) : (i: number) => chunk[i];
    let breaks = 0;
    let lastBreak = -1;
    for (let i = find(0x0a, 0); i !== -1; i = find(0x0a, i + 1)) {
      breaks++;
      lastBreak = i;
    }
    if (this.pendingCR && codeAt(0) !== 0x0a) breaks++; // the last chunk's "\r" was a lone one
    this.pendingCR = false;
    // Each "\r" not followed by "\n" is a line break too (a "\n" is counted above).
    for (let i = find(0x0d, 0); i !== -1; i = find(0x0d, i + 1)) {
      if (i === chunk.length - 1) this.pendingCR = true;
      else if (codeAt(i + 1) !== 0x0a) breaks++;
      lastBreak = Math.max(lastBreak, i);
    }
    this.line += breaks;
    this.col = lastBreak === -1 ? this.col + chunk.length : chunk.length - lastBreak - 1;
  }

  private startScanner(): Scanner {
    const { encoding, pendingCR } = this;
    const line = this.line + (pendingCR ? 1 : 0);
    // The scanner starts with the held bytes: UTF-8 counted them in the column (UTF-16 text not).
    const col = encoding === "utf-8" ? this.col - this.held.length : this.col;
    this.scanner =
      encoding === "utf-8"
        ? new Utf8Scanner(line, col, pendingCR)
        : new Utf16Scanner(line, col, pendingCR, encoding === "utf-16be");
    this.decoder = undefined;
    this.held = new Uint8Array(0);
    return this.scanner;
  }
}

/**
 * Names the lines with bad bytes (one issue per line: its first). `firstBad` is where the first
 * bad character starts in the first chunk scanned: the text ends there.
 */
abstract class Scanner {
  firstBad: number | undefined;
  /** 0-based position in the line: bytes for UTF-8, code units for UTF-16. */
  protected col: number;
  /** The last byte (or code unit) was "\r": a "\n" now ends no other line. */
  protected afterCR: boolean;
  private lastLine = 0;
  private named = 0;
  private more = 0;
  private chunks = 0;
  private out: Decoded[] = [];

  constructor(
    protected line: number,
    col: number,
    afterCR: boolean,
    private readonly encoding: string,
    private readonly unit: string,
  ) {
    this.col = col;
    this.afterCR = afterCR;
  }

  /** Whether `c`, an ASCII code, ends a line (then the line count and column are updated). */
  protected lineBreak(c: number): boolean {
    const wasCR = this.afterCR;
    this.afterCR = c === 0x0d;
    if (c === 0x0d || (c === 0x0a && !wasCR)) {
      this.line++;
      this.col = 0;
      return true;
    }
    return c === 0x0a;
  }

  scan(bytes: Uint8Array): readonly Decoded[] {
    this.out = [];
    this.read(bytes, this.chunks++ === 0);
    return this.out;
  }

  end(): readonly Decoded[] {
    this.out = [];
    this.finish();
    if (this.more > 0) {
      const lines = `${this.more.toLocaleString("en-US")} more line${this.more === 1 ? "" : "s"}`;
      this.out.push(
        fileIssue(
          `has ${lines} that are not valid ${this.encoding} (the first ${MAX_NAMED_LINES} are listed)`,
        ),
      );
    }
    return this.out;
  }

  protected abstract read(bytes: Uint8Array, first: boolean): void;
  protected abstract finish(): void;

  /**
   * A bad character (`what`) at `line`, `col` (0-based); `index`: where it starts when in the
   * first chunk scanned. `note`: why it is bad, and for bytes that are valid but no text (a NUL
   * byte) `text: false`.
   */
  protected bad(
    line: number,
    col: number,
    what: string,
    index: number | undefined,
    note?: { text: boolean; why: string },
  ): void {
    if (this.lastLine === 0) this.firstBad = index ?? 0;
    if (line === this.lastLine) return;
    const first = this.lastLine === 0;
    this.lastLine = line;
    if (this.named === MAX_NAMED_LINES) {
      this.more++;
      return;
    }
    this.named++;
    const head = note?.text === false ? `is not ${this.encoding} text` : `is not valid ${this.encoding}`;
    const detail = `${what} at ${this.unit} ${col + 1} of the line${note ? `, ${note.why}` : ""}`;
    const advice =
      this.encoding === "UTF-8"
        ? "save the file as UTF-8 (a Windows-1258 or TCVN3 export must be converted)"
        : "save the file as UTF-8";
    this.out.push(
      fileIssue(
        first
          ? `${head} (${detail}): ${advice}; records are read only up to this line`
          : `${head} (${detail})`,
        line,
      ),
    );
  }
}

/** UTF-8 as the WHATWG decoder reads it (the same bytes are valid), and a NUL byte is bad. */
class Utf8Scanner extends Scanner {
  private needed = 0;
  private seen = 0;
  private lower = 0x80;
  private upper = 0xbf;
  private lead = 0;
  private leadLine = 0;
  private leadCol = 0;
  private leadIndex: number | undefined;

  constructor(line: number, col: number, afterCR: boolean) {
    super(line, col, afterCR, "UTF-8", "byte");
  }

  protected read(bytes: Uint8Array, first: boolean): void {
    for (let i = 0; i < bytes.length; i++) {
      const b = bytes[i]!;
      if (b >= 0x80) this.afterCR = false;
      if (this.needed > 0) {
        if (b >= this.lower && b <= this.upper) {
          this.lower = 0x80;
          this.upper = 0xbf;
          this.col++;
          if (++this.seen === this.needed) this.needed = 0;
          continue;
        }
        // The character is cut short: it is the bad one; this byte is read anew.
        this.needed = 0;
        this.lower = 0x80;
        this.upper = 0xbf;
        this.bad(this.leadLine, this.leadCol, `byte ${hex(this.lead)}`, this.leadIndex);
      }
      if (b < 0x80) {
        if (this.lineBreak(b)) continue;
        if (b === 0) {
          this.bad(this.line, this.col, "a NUL byte", at(first, i), {
            text: false,
            why: "as in UTF-16 saved without a byte order mark",
          });
        }
        this.col++;
        continue;
      }
      if (b >= 0xc2 && b <= 0xdf) this.needed = 1;
      else if (b >= 0xe0 && b <= 0xef) {
        if (b === 0xe0) this.lower = 0xa0;
        else if (b === 0xed) this.upper = 0x9f;
        this.needed = 2;
      } else if (b >= 0xf0 && b <= 0xf4) {
        if (b === 0xf0) this.lower = 0x90;
        else if (b === 0xf4) this.upper = 0x8f;
        this.needed = 3;
      } else {
        this.bad(this.line, this.col, `byte ${hex(b)}`, at(first, i));
        this.col++;
        continue;
      }
      this.seen = 0;
      this.lead = b;
      this.leadLine = this.line;
      this.leadCol = this.col;
      this.leadIndex = at(first, i);
      this.col++;
    }
  }

  protected finish(): void {
    if (this.needed > 0) {
      this.needed = 0;
      this.bad(this.leadLine, this.leadCol, `byte ${hex(this.lead)}`, this.leadIndex, {
        text: true,
        why: "a character the end of the input cuts short",
      });
    }
  }
}

/** UTF-16: every surrogate in a pair, and an even number of bytes. */
class Utf16Scanner extends Scanner {
  private odd = -1; // the first byte of a code unit whose second is in the next chunk
  private high = -1; // a high surrogate waiting for its low one
  private highLine = 0;
  private highCol = 0;
  private highIndex: number | undefined;

  constructor(
    line: number,
    col: number,
    afterCR: boolean,
    private readonly bigEndian: boolean,
  ) {
    super(line, col, afterCR, bigEndian ? "UTF-16 BE" : "UTF-16 LE", "character");
  }

  protected read(bytes: Uint8Array, first: boolean): void {
    let i = 0;
    if (this.odd !== -1 && bytes.length > 0) {
      this.unit16(this.pair(this.odd, bytes[0]!), undefined);
      this.odd = -1;
      i = 1;
    }
    for (; i + 1 < bytes.length; i += 2) this.unit16(this.pair(bytes[i]!, bytes[i + 1]!), at(first, i));
    if (i < bytes.length) this.odd = bytes[i]!;
  }

  private pair(a: number, b: number): number {
    return this.bigEndian ? (a << 8) | b : (b << 8) | a;
  }

  private unit16(u: number, index: number | undefined): void {
    if (u !== 0x0a && u !== 0x0d) this.afterCR = false;
    if (this.high !== -1) {
      const high = this.high;
      this.high = -1;
      if (u >= 0xdc00 && u <= 0xdfff) {
        this.col++;
        return;
      }
      this.bad(this.highLine, this.highCol, `unpaired surrogate ${codePoint(high)}`, this.highIndex);
    }
    if (u >= 0xd800 && u <= 0xdbff) {
      this.high = u;
      this.highLine = this.line;
      this.highCol = this.col;
      this.highIndex = index;
      this.col++;
    } else if (u >= 0xdc00 && u <= 0xdfff) {
      this.bad(this.line, this.col, `unpaired surrogate ${codePoint(u)}`, index);
      this.col++;
    } else if (!this.lineBreak(u)) this.col++;
  }

  protected finish(): void {
    if (this.high !== -1) {
      const high = this.high;
      this.high = -1;
      this.bad(this.highLine, this.highCol, `unpaired surrogate ${codePoint(high)}`, this.highIndex);
    }
    if (this.odd !== -1) {
      this.odd = -1;
      this.bad(this.line, this.col, "a last byte without its pair", undefined, {
        text: true,
        why: "an odd number of bytes",
      });
    }
  }
}

/** Where a character starts, as `firstBad` counts: in the first chunk scanned only. */
function at(first: boolean, index: number): number | undefined {
  return first ? index : undefined;
}

function hex(byte: number): string {
  return `0x${byte.toString(16).toUpperCase().padStart(2, "0")}`;
}

function codePoint(unit: number): string {
  return `U+${unit.toString(16).toUpperCase().padStart(4, "0")}`;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The last `n` bytes of `a` then `b` (n <= a.length + b.length). */
function lastBytes(a: Uint8Array, b: Uint8Array, n: number): Uint8Array {
  if (n === 0) return new Uint8Array(0);
  if (b.length >= n) return b.slice(b.length - n);
  return concat(a.subarray(a.length - (n - b.length)), b);
}

/** The unfinished UTF-8 character at the end of valid input (what a streaming decoder holds). */
function utf8Held(held: Uint8Array, chunk: Uint8Array): Uint8Array {
  const total = held.length + chunk.length;
  const byteAt = (k: number) => (k < held.length ? held[k]! : chunk[k - held.length]!);
  for (let back = 1; back <= Math.min(3, total); back++) {
    const b = byteAt(total - back);
    if ((b & 0xc0) === 0x80) continue; // a continuation byte
    const length = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return length > back ? lastBytes(held, chunk, back) : new Uint8Array(0);
  }
  return new Uint8Array(0);
}

/** What a streaming UTF-16 decoder holds: an odd byte, and a high surrogate waiting for its pair. */
function utf16Held(held: Uint8Array, chunk: Uint8Array, bigEndian: boolean): Uint8Array {
  const total = held.length + chunk.length;
  const odd = total & 1;
  const byteAt = (k: number) => (k < held.length ? held[k]! : chunk[k - held.length]!);
  const end = total - odd;
  if (end >= 2) {
    const a = byteAt(end - 2);
    const b = byteAt(end - 1);
    const unit = bigEndian ? (a << 8) | b : (b << 8) | a;
    if (unit >= 0xd800 && unit <= 0xdbff) return lastBytes(held, chunk, 2 + odd);
  }
  return lastBytes(held, chunk, odd);
}

// Broken files (#22): a file cut off inside its last record (an interrupted export, a full disk)
// and a record longer than MAX_RECORD_LENGTH are file issues (row: false), never skippable rows,
// in every reader; a complete file without a final line break still reads. Table-driven cases per
// reader, properties over every cut of generated exports, and the bulk upload refusing such a
// file even with skipInvalid.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { type LocatedRecord, type LocatedSource, ValidationError, validateSource } from "@cdrapi/reporting";
import {
  MAX_RECORD_LENGTH,
  readCsv,
  readJson,
  readMaintainDomains,
  readNdjson,
} from "@cdrapi/reporting/node";
import { makeRecord } from "@cdrapi/test-helpers";
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import fc from "fast-check";
import { reportMaintainDomains } from "../../src/bulk/report.js";
import { StrictDecoder } from "../../src/readers/encoding.js";
import { fakeServer, rejection } from "../helpers/fake-uploader.js";

type Reader = (input: AsyncIterable<Uint8Array>) => LocatedSource;

async function collect(source: AsyncIterable<LocatedRecord>): Promise<LocatedRecord[]> {
  const out: LocatedRecord[] = [];
  for await (const item of source) out.push(item);
  return out;
}

/** The bytes in chunks of `size` (all at once by default). */
function chunked(bytes: Uint8Array, size = bytes.length || 1): Readable {
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return Readable.from(chunks);
}

const read = (reader: Reader, text: string, size?: number) =>
  collect(reader(chunked(Buffer.from(text), size)));

/** One line per item: `row 2 a.vn` (with its issues' fields), or `file 3: message`. */
function summary(items: readonly LocatedRecord[]): string[] {
  return items.map((item) =>
    item.row === false
      ? `file ${item.line}: ${item.issues![0]!.message}`
      : `row ${item.line} ${(item.record as { domainName?: string } | undefined)?.domainName}${
          item.issues?.length ? ` [${item.issues.map((i) => i.field).join(" ")}]` : ""
        }`,
  );
}

const CUT = /the file looks cut off \(an interrupted export or a full disk\?\), so it is refused whole/;
const LONG = new RegExp(
  `longer than ${MAX_RECORD_LENGTH.toLocaleString("en-US")} characters starting on this line`,
);
const SIZES = [undefined, 1, 7, 4096];

describe("the cap", () => {
  test("is 1 MiB of text, far above a real record (under 2 KB)", () => {
    expect(MAX_RECORD_LENGTH).toBe(1024 * 1024);
    const text = JSON.stringify(makeRecord(123_456, { note: "x".repeat(200) }));
    expect(text.length).toBeLessThan(2000);
  });
});

const H = "domainName,registeredDate,note";
const csv: Reader = (input) => readCsv(input);

describe("CSV", () => {
  // [name, text, summary wanted; a file issue is matched by its line and the pattern]
  const truncated: Array<[string, string, string[], number, RegExp]> = [
    [
      "too few cells (LF)",
      `${H}\na.vn,2024-01-01,x\nb.vn,2024-0`,
      ["row 2 a.vn"],
      3,
      /has no line end and only 2 of the header's 3 cells/,
    ],
    [
      "too few cells (CRLF)",
      `${H}\r\na.vn,2024-01-01,x\r\nb.vn`,
      ["row 2 a.vn"],
      3,
      /has no line end and only 1 of the header's 3 cells/,
    ],
    [
      "too few cells (CR)",
      `${H}\ra.vn,2024-01-01,x\rb.vn,`,
      ["row 2 a.vn"],
      3,
      /has no line end and only 2 of the header's 3 cells/,
    ],
    [
      "too few cells after blank lines",
      `${H}\na.vn,2024-01-01,x\n\n\nb`,
      ["row 2 a.vn"],
      5,
      /only 1 of the header's 3 cells/,
    ],
    ["the first record cut", `${H}\na.vn,20`, [], 2, /has no line end and only 2 of the header's 3 cells/],
    [
      "an unterminated quote, no line end",
      `${H}\na.vn,2024-01-01,x\nb.vn,2024-01-01,"two\nli`,
      ["row 2 a.vn"],
      3,
      /^ends inside a quoted cell/,
    ],
    [
      "an unterminated quote, cut after a line break in it",
      `${H}\na.vn,2024-01-01,"x"\nb.vn,2024-01-01,"two\r\n`,
      ["row 2 a.vn"],
      3,
      /^ends inside a quoted cell/,
    ],
    [
      "an opening quote alone",
      `${H}\na.vn,2024-01-01,x\nb.vn,2024-01-01,"`,
      ["row 2 a.vn"],
      3,
      /^ends inside a quoted cell/,
    ],
  ];
  for (const [name, text, rows, line, message] of truncated) {
    test(`cut off: ${name} is a file issue at the record's line`, async () => {
      for (const size of SIZES) {
        const items = await read(csv, text, size);
        expect(summary(items.slice(0, -1))).toEqual(rows);
        expect(items.at(-1)).toMatchObject({ row: false, line, record: undefined });
        expect(items.at(-1)!.issues![0]!.message).toMatch(message);
        expect(items.at(-1)!.issues![0]!.message).toMatch(CUT);
      }
    });
  }

  // [name, text without a final line break, the line break it would have]
  const complete: Array<[string, string, string]> = [
    ["LF", `${H}\na.vn,2024-01-01,x\nb.vn,2024-01-01,y`, "\n"],
    ["CRLF", `${H}\r\na.vn,2024-01-01,x\r\nb.vn,2024-01-01,y`, "\r\n"],
    ["CR (old Mac)", `${H}\ra.vn,2024-01-01,x\rb.vn,2024-01-01,y`, "\r"],
    ["a quoted last cell", `${H}\na.vn,2024-01-01,x\nb.vn,2024-01-01,"y, ""z"""`, "\n"],
    ["a quoted last cell over two lines", `${H}\na.vn,2024-01-01,x\nb.vn,2024-01-01,"y\nz"`, "\n"],
    ["an empty last cell (a trailing delimiter)", `${H}\na.vn,2024-01-01,x\nb.vn,2024-01-01,`, "\n"],
    ["a byte order mark", `\uFEFF${H}\na.vn,2024-01-01,x`, "\n"],
    ["a CRLF cut between its \\r and \\n", `${H}\r\na.vn,2024-01-01,x\r\nb.vn,2024-01-01,y\r`, "\n"],
    ["a quoted cell, a CRLF cut between its \\r and \\n", `${H}\r\na.vn,2024-01-01,"x"\r`, "\n"],
    ["a header alone", H, "\n"],
  ];
  for (const [name, text, end] of complete) {
    test(`complete without a final line break: ${name} reads as with one`, async () => {
      const want = await read(csv, text + end);
      expect(want.every((item) => item.row !== false && item.issues?.length === 0)).toBe(true);
      for (const size of SIZES) expect(await read(csv, text, size)).toEqual(want);
    });
  }

  test("a short row that has its line end is still a row issue (skippable), as before", async () => {
    const text = `${H}\na.vn,2024-01-01\nb.vn,2024-01-01,y`;
    expect(summary(await read(csv, text))).toEqual(["row 2 a.vn [(row)]", "row 3 b.vn"]);
  });

  test("a stray quote is a file issue (it was an exception: csv-parse names its code without CSV_)", async () => {
    const text = `${H}\na.vn,2024-01-01,5" screen\nb.vn,2024-01-01,y\n`;
    const items = await read(csv, text);
    expect(items.at(-1)).toMatchObject({ row: false, line: 2 });
    expect(items.at(-1)!.issues![0]!.message).toMatch(/^is not valid CSV: Invalid Opening Quote/);
  });

  const long = "x".repeat(MAX_RECORD_LENGTH);
  const over: Array<[string, string, string[], number]> = [
    [
      "an unquoted record",
      `${H}\na.vn,2024-01-01,x\nb.vn,2024-01-01,${long}\nc.vn,2024-01-01,z\n`,
      ["row 2 a.vn"],
      3,
    ],
    [
      "a quoted record of short lines",
      `${H}\na.vn,2024-01-01,x\n\nb.vn,2024-01-01,"${Array(40).fill("y".repeat(30_000)).join("\r\n")}"\nc.vn,2024-01-01,z\n`,
      ["row 2 a.vn"],
      4,
    ],
    ["the header row", `domainName,registeredDate,${long}\na.vn,2024-01-01,x\n`, [], 1],
    ["a single line without any line break", `${H},${long}${long}`, [], 1],
  ];
  for (const [name, text, rows, line] of over) {
    test(`a record too long: ${name} stops the reading with a file issue at its first line`, async () => {
      for (const size of [undefined, 65_536]) {
        const items = await read(csv, text, size);
        expect(summary(items.slice(0, -1))).toEqual(rows);
        expect(items.at(-1)).toMatchObject({ row: false, line });
        expect(items.at(-1)!.issues![0]!.message).toMatch(LONG);
        if (line === 1) expect(items.at(-1)!.issues![0]!.message).toMatch(/^has a header row longer/);
      }
    });
  }

  test("a record of exactly the cap reads", async () => {
    const prefix = "b.vn,2024-01-01,";
    const text = `${H}\na.vn,2024-01-01,x\n${prefix}${"y".repeat(MAX_RECORD_LENGTH - prefix.length)}\n`;
    const items = await read(csv, text, 65_536);
    expect(summary(items)).toEqual(["row 2 a.vn", "row 3 b.vn"]);
  });
});

describe("NDJSON", () => {
  const ndjson: Reader = (input) => readNdjson(input);
  const a = JSON.stringify({ domainName: "a.vn" });
  const b = JSON.stringify({ domainName: "b.vn", note: "y" });
  const truncated: Array<[string, string, number]> = [
    ["LF", `${a}\n${b.slice(0, 12)}`, 2],
    ["CRLF", `${a}\r\n${b.slice(0, -1)}`, 2],
    ["after blank lines", `${a}\n\n\n${b.slice(0, 1)}`, 4],
    ["the first line", b.slice(0, 5), 1],
  ];
  for (const [name, text, line] of truncated) {
    test(`cut off (${name}): a last line without a line end that is not JSON is a file issue`, async () => {
      for (const size of SIZES) {
        const items = await read(ndjson, text, size);
        expect(summary(items.slice(0, -1))).toEqual(line === 1 ? [] : ["row 1 a.vn"]);
        expect(items.at(-1)).toMatchObject({ row: false, line });
        expect(items.at(-1)!.issues![0]!.message).toMatch(
          /^ends inside a record: its last line has no line end and is not valid JSON/,
        );
        expect(items.at(-1)!.issues![0]!.message).toMatch(CUT);
      }
    });
  }

  const complete: Array<[string, string, string]> = [
    ["LF", `${a}\n${b}`, "\n"],
    ["CRLF", `${a}\r\n${b}`, "\r\n"],
    ["a CRLF cut between its \\r and \\n", `${a}\r\n${b}\r`, "\n"],
    ["trailing blanks", `${a}\n${b}\n  `, "\n"],
  ];
  for (const [name, text, end] of complete) {
    test(`complete without a final line break (${name}) reads as with one`, async () => {
      const want = await read(ndjson, text + end);
      expect(summary(want)).toEqual(["row 1 a.vn", "row 2 b.vn"]);
      for (const size of SIZES) expect(await read(ndjson, text, size)).toEqual(want);
    });
  }

  test("a bad line with its line end is still an issue of its row (skippable), as before", async () => {
    expect(summary(await read(ndjson, `{oops\n${b}`))).toEqual(["row 1 undefined [(record)]", "row 2 b.vn"]);
  });

  test("a line too long stops the reading with a file issue at its line; one of exactly the cap reads", async () => {
    const padded = (length: number) => {
      const start = '{"domainName":"b.vn","note":"';
      return `${start}${"y".repeat(length - start.length - 2)}"}`;
    };
    for (const size of [undefined, 65_536]) {
      const text = `${a}\n${padded(MAX_RECORD_LENGTH + 1)}\n${b}\n`;
      const items = await read(ndjson, text, size);
      expect(summary(items.slice(0, -1))).toEqual(["row 1 a.vn"]);
      expect(items.at(-1)).toMatchObject({ row: false, line: 2 });
      expect(items.at(-1)!.issues![0]!.message).toMatch(LONG);
      const exact = `${a}\r\n${padded(MAX_RECORD_LENGTH)}\r\n${b}`;
      expect(summary(await read(ndjson, exact, size))).toEqual(["row 1 a.vn", "row 2 b.vn", "row 3 b.vn"]);
    }
  });
});

describe("JSON", () => {
  const json: Reader = (input) => readJson(input);
  const text = JSON.stringify([{ domainName: "a.vn" }, { domainName: "b.vn", note: "y" }], null, 1);
  const truncated: Array<[string, string, string[], number, RegExp]> = [
    [
      "inside an element",
      text.slice(0, text.indexOf("b.vn")),
      ["row 2 a.vn"],
      5,
      /^ends inside the element that starts on this line/,
    ],
    [
      "after an element",
      text.slice(0, text.lastIndexOf("}") + 1),
      ["row 2 a.vn"],
      5,
      /^ends inside the element/,
    ],
    [
      "after a comma",
      text.slice(0, text.indexOf(",\n") + 2),
      ["row 2 a.vn"],
      5,
      /^ends before the array is closed/,
    ],
    ["after the opening bracket", "[\n", [], 2, /^ends before the array is closed/],
    ["inside a primitive", "[1, 2", ["row 1 undefined"], 1, /^ends inside the element/],
  ];
  for (const [name, cut, rows, line, message] of truncated) {
    test(`cut off ${name}: a file issue`, async () => {
      for (const size of SIZES) {
        const items = await read(json, cut, size);
        expect(summary(items.slice(0, -1))).toEqual(rows);
        expect(items.at(-1)).toMatchObject({ row: false, line });
        expect(items.at(-1)!.issues![0]!.message).toMatch(message);
        expect(items.at(-1)!.issues![0]!.message).toMatch(CUT);
      }
    });
  }

  test("an empty file is a file issue (not an empty list)", async () => {
    for (const empty of ["", " \n"]) {
      expect(await read(json, empty)).toMatchObject([
        { row: false, issues: [{ message: "is empty: a JSON array of records is required" }] },
      ]);
    }
  });

  test("complete, with or without a final line break, reads", async () => {
    for (const whole of [text, `${text}\n`, `${text}  `]) {
      for (const size of SIZES) {
        expect(summary(await read(json, whole, size))).toEqual(["row 2 a.vn", "row 5 b.vn"]);
      }
    }
  });

  test("an element too long stops the reading with a file issue at its line", async () => {
    const long = `[\n{"domainName":"a.vn"},\n{"domainName":"b.vn",\n"note":"${"y".repeat(MAX_RECORD_LENGTH)}"},\n{"domainName":"c.vn"}]`;
    for (const size of [undefined, 65_536]) {
      const items = await read(json, long, size);
      expect(summary(items.slice(0, -1))).toEqual(["row 2 a.vn"]);
      expect(items.at(-1)).toMatchObject({ row: false, line: 3 });
      expect(items.at(-1)!.issues![0]!.message).toMatch(LONG);
    }
  });
});

describe("an endless line is refused after reading about the cap (memory stays bounded)", () => {
  /** Past this, the endless input fails the read: a reader without a cap would read on for ever. */
  const LIMIT = 16 * 1024 * 1024;
  /** 64 KiB chunks of `fill` after `head`, without end (up to LIMIT): counts what was read. */
  function endless(head: string, fill: string) {
    const state = { bytes: 0 };
    const chunk = Buffer.from(fill.repeat(Math.ceil(65_536 / fill.length)).slice(0, 65_536));
    async function* chunks(): AsyncGenerator<Uint8Array> {
      yield Buffer.from(head);
      for (;;) {
        state.bytes += chunk.length;
        if (state.bytes > LIMIT) throw new Error(`read on past ${LIMIT} bytes of one line`);
        yield chunk;
      }
    }
    return { state, chunks: chunks() };
  }
  const cases: Array<[string, (input: AsyncIterable<Uint8Array>) => LocatedSource, string, string, number]> =
    [
      ["CSV", (input) => readCsv(input), `${H}\na.vn,2024-01-01,x\n`, "b.vn,2024-01-01,", 3],
      ["CSV (a quote never closed)", (input) => readCsv(input), `${H}\na.vn,2024-01-01,"`, "x\n", 2],
      ["CSV (no line break at all)", (input) => readCsv(input), "domainName,", "note,", 1],
      ["NDJSON", (input) => readNdjson(input), `{"domainName":"a.vn"}\n`, '{"a":1},', 2],
      ["JSON", (input) => readJson(input), '[{"domainName":"a.vn"},\n', '{"a":[1,', 2],
      ["JSON (a string never closed)", (input) => readJson(input), '[\n"', "x", 2],
    ];
  for (const [name, reader, head, fill, line] of cases) {
    test(name, async () => {
      const { state, chunks } = endless(head, fill);
      const items = await collect(reader(chunks));
      expect(items.at(-1)).toMatchObject({ row: false, line });
      expect(items.at(-1)!.issues![0]!.message).toMatch(LONG);
      expect(state.bytes).toBeLessThan(MAX_RECORD_LENGTH + 4 * 65_536);
    });
  }

  test("bytes that are not UTF-8 then an endless line: the decoder stops too", async () => {
    const { state, chunks } = endless("", "x");
    async function* input(): AsyncGenerator<Uint8Array> {
      yield Buffer.concat([Buffer.from("domainName\na.vn\n"), Buffer.from([0xe0, 0x41])]);
      yield* chunks;
    }
    const items = await collect(readNdjson(input()));
    expect(summary(items)).toEqual([
      "row 1 undefined [(record)]",
      "row 2 undefined [(record)]",
      expect.stringMatching(/^file 3: is not valid UTF-8 \(byte 0xE0 at byte 1 of the line\)/),
      expect.stringMatching(/^file 3: is longer than 3,145,732 bytes: the input is not read past this line/),
    ]);
    expect(state.bytes).toBeLessThan(3 * MAX_RECORD_LENGTH + 4 * 65_536);
  });

  test("the decoder alone: a long bad line after the first is checked up to the cap, then it stops", () => {
    const decoder = new StrictDecoder();
    const out = [
      ...decoder.push(Buffer.from([0x61, 0xff, 0x0a])),
      ...decoder.push(Buffer.alloc(3 * MAX_RECORD_LENGTH + 10, 0x78)),
      ...decoder.push(Buffer.from([0xff, 0x0a, 0xff, 0x0a])),
      ...decoder.end(),
    ];
    expect(decoder.stopped).toBe(true);
    expect(
      out.map((piece) => (typeof piece === "string" ? piece : `${piece.line}: ${piece.issues![0]!.message}`)),
    ).toEqual([
      "a",
      expect.stringMatching(/^1: is not valid UTF-8 \(byte 0xFF/),
      expect.stringMatching(/^2: is longer than 3,145,732 bytes/),
    ]);
  });
});

// Properties: an export cut at any byte (in chunks of any size) is refused (a file issue) or
// reads exactly the records it holds whole; never a record quietly lost or a short row to skip.

const COLUMNS = [
  "domainName",
  "registeredDate",
  "expiredDate",
  "ownerName",
  "isAgentManager",
  "note",
] as const;
type Row = {
  domainName: string;
  registeredDate: string;
  expiredDate: string;
  ownerName: string;
  isAgentManager: boolean;
  note: string;
};

/** Text of a cell: mostly ASCII (quotes and commas included), some of it what CSV quotes, some not ASCII. */
const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ minLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom("a,b", 'say "hi"', "two\r\nlines", "x\ny", "Nguyễn Văn Bình") },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", minLength: 1 }) },
);
const rows = fc.array(fc.record({ ownerName: text, note: text, isAgentManager: fc.boolean() }), {
  minLength: 1,
  maxLength: 5,
});
const toRows = (changes: readonly Partial<Row>[]): Row[] =>
  changes.map((change, i) => {
    const { domainName, registeredDate, expiredDate } = makeRecord(i);
    return {
      domainName,
      registeredDate,
      expiredDate,
      ownerName: "",
      isAgentManager: false,
      note: "",
      ...change,
    };
  });

const cell = (value: unknown) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The cut's bytes in chunks of `size`, read by `reader`. */
const readCut = (reader: Reader, bytes: Buffer, cut: number, size: number) =>
  collect(reader(chunked(bytes.subarray(0, cut), size)));

/**
 * A byte offset in `bytes` at or after `from`, from any natural `where` (fast-check's doubles
 * in 0..1 favour the ends, boundaries where nothing is cut); `whole`: moved back to the start of
 * its character (a cut inside a character is refused by the decoder: too easy).
 */
function cutOf(bytes: Buffer, from: number, where: number, whole: boolean): number {
  let cut = from + (where % (bytes.length - from + 1));
  while (whole && cut > from && cut < bytes.length && (bytes[cut]! & 0xc0) === 0x80) cut--;
  return cut;
}

describe("properties: a cut export is refused or reads the records it holds whole", () => {
  test("CSV: cut anywhere (half the cuts inside the last record)", async () => {
    await fc.assert(
      fc.asyncProperty(
        rows,
        fc.constantFrom("\n", "\r\n"),
        fc.boolean(),
        fc.nat(),
        fc.boolean(),
        fc.integer({ min: 1, max: 64 }),
        fc.boolean(),
        async (changes, eol, finalBreak, where, inLast, size, whole) => {
          const records = toRows(changes);
          const lines = [COLUMNS.join(","), ...records.map((r) => COLUMNS.map((c) => cell(r[c])).join(","))];
          const ends: number[] = []; // bytes up to the end of each record's line end
          let length = 0;
          const parts = lines.map((line, i) => {
            const text = i < lines.length - 1 || finalBreak ? line + eol : line;
            length += Buffer.byteLength(text);
            if (i > 0) ends.push(length);
            return text;
          });
          const bytes = Buffer.from(parts.join(""));
          const lastStart = ends.length > 1 ? ends.at(-2)! : Buffer.byteLength(parts[0]!);
          const from = inLast ? lastStart : 0;
          const cut = cutOf(bytes, from, where, whole);
          const items = await readCut((input) => readCsv(input), bytes, cut, size);
          const complete = ends.filter((end) => end <= cut).length;
          const refused = items.some((item) => item.row === false);
          // At a record's end (or between the \r and \n of its CRLF) nothing is cut: never refused.
          const crlfCut = eol === "\r\n" && (finalBreak ? ends : ends.slice(0, -1)).includes(cut + 1);
          if (ends.includes(cut) || crlfCut) expect(refused).toBe(false);
          if (refused) return; // nothing of it is uploaded
          // A last record without its line end may only be the whole one, or one cut in its last cell.
          expect(items.length === complete || items.length === complete + 1).toBe(true);
          for (const [i, item] of items.entries()) {
            expect(item.issues).toEqual([]);
            const { note, ...rest } = item.record as Row;
            const { note: wanted, ...expected } = records[i]!;
            expect(rest).toEqual(expected);
            if (i < complete) expect(note).toBe(wanted);
            else expect(note === undefined || wanted.startsWith(note)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  test("NDJSON: cut inside a record's JSON is refused; anywhere else reads the whole records", async () => {
    await fc.assert(
      fc.asyncProperty(
        rows,
        fc.constantFrom("\n", "\r\n"),
        fc.boolean(),
        fc.nat(),
        fc.integer({ min: 1, max: 64 }),
        fc.boolean(),
        async (changes, eol, finalBreak, where, size, whole) => {
          const records = toRows(changes);
          const spans: Array<[number, number]> = []; // each record's JSON, in bytes
          let text = "";
          for (const [i, record] of records.entries()) {
            const start = Buffer.byteLength(text);
            text += JSON.stringify(record);
            spans.push([start, Buffer.byteLength(text)]);
            if (i < records.length - 1 || finalBreak) text += eol;
          }
          const bytes = Buffer.from(text);
          const cut = cutOf(bytes, 0, where, whole);
          const items = await readCut((input) => readNdjson(input), bytes, cut, size);
          const inside = spans.some(([start, end]) => cut > start && cut < end);
          const refused = items.some((item) => item.row === false);
          expect(refused).toBe(inside);
          const rowsRead = items.filter((item) => item.row !== false);
          expect(rowsRead.map((item) => item.record)).toEqual(
            records.slice(0, spans.filter(([, end]) => end <= cut).length),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  test("JSON: cut before the array's closing bracket is refused; after it, every record reads", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ note: text, ownerName: text }), { maxLength: 4 }),
        fc.constantFrom(undefined, 1, 2),
        fc.boolean(),
        fc.nat(),
        fc.integer({ min: 1, max: 64 }),
        fc.boolean(),
        async (changes, indent, finalBreak, where, size, whole) => {
          const records = toRows(changes);
          const text = JSON.stringify(records, null, indent) + (finalBreak ? "\n" : "");
          const bytes = Buffer.from(text);
          const closed = Buffer.byteLength(text.slice(0, text.lastIndexOf("]") + 1));
          const cut = cutOf(bytes, 0, where, whole);
          const items = await readCut((input) => readJson(input), bytes, cut, size);
          const refused = items.some((item) => item.row === false);
          expect(refused).toBe(cut < closed);
          const rowsRead = items.filter((item) => item.row !== false).map((item) => item.record);
          expect(rowsRead).toEqual(records.slice(0, rowsRead.length));
          if (!refused) expect(rowsRead).toHaveLength(records.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("the bulk upload refuses a cut file even with skipInvalid (nothing sent, nothing merged)", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "cdrapi-truncation-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const records = Array.from({ length: 12 }, (_, i) => makeRecord(i));
  const fields = Object.keys(records[0]!) as Array<keyof (typeof records)[number]>;
  const csvText = [fields.join(","), ...records.map((r) => fields.map((f) => cell(r[f])).join(","))].join(
    "\n",
  );
  const ndjsonText = records.map((r) => JSON.stringify(r)).join("\n");
  const jsonText = JSON.stringify(records, null, 2);
  const files: Array<[string, string]> = [
    ["cut.csv", csvText.slice(0, csvText.lastIndexOf(",2021-") + 4)],
    ["cut.ndjson", ndjsonText.slice(0, -40)],
    ["cut.json", jsonText.slice(0, -40)],
  ];

  for (const [name, text] of files) {
    test(`${name}, from its path (validated first) and as a one-shot stream`, async () => {
      const path = join(dir, name);
      await writeFile(path, text);
      const validation = await validateSource(readMaintainDomains(path));
      expect(validation.records).toBe(11);
      expect(validation.issues).toEqual([
        expect.objectContaining({ index: null, field: "(file)", message: expect.stringMatching(CUT) }),
      ]);

      const server = fakeServer();
      const error = await rejection(
        reportMaintainDomains(server, readMaintainDomains(path), { skipInvalid: true, subListSize: 5 }),
      );
      expect(error).toBeInstanceOf(ValidationError);
      expect(error.message).toMatch(/^1 file issue, nothing sent \(first: line \d+, \(file\): .*cut off/);
      expect(server.calls).toEqual([]);

      const stream = fakeServer();
      const format = name.slice(name.lastIndexOf(".") + 1) as "csv" | "ndjson" | "json";
      const once = readMaintainDomains(Readable.from([Buffer.from(text)]), { format });
      const streamed = await rejection(
        reportMaintainDomains(stream, once, { skipInvalid: true, subListSize: 5 }),
      );
      expect(streamed).toBeInstanceOf(ValidationError);
      expect(stream.calls).not.toContain("merge");
      expect(stream.calls).not.toContain("full");
      expect(stream.list.size).toBe(0);
    });
  }
});

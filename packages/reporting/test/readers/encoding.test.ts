// The readers take UTF-8 (a BOM is dropped) or UTF-16 with its BOM, and never pass on U+FFFD:
// bytes that are not valid end the records, and each line holding them is a file issue.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { type LocatedRecord, type LocatedSource, validateSource } from "@cdrapi/reporting";
import { readCsv, readJson, readNdjson } from "@cdrapi/reporting/node";
import { makeRecord, windows1258 } from "@cdrapi/test-helpers";
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import fc from "fast-check";
import { MAX_NAMED_LINES, StrictDecoder } from "../../src/readers/encoding.js";
import type { ReaderInput } from "../../src/readers/located.js";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "cdrapi-encoding-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function collect(source: AsyncIterable<LocatedRecord>): Promise<LocatedRecord[]> {
  const out: LocatedRecord[] = [];
  for await (const item of source) out.push(item);
  return out;
}

/** The bytes as a stream of chunks of `size` bytes (every split point of a character is met). */
function chunked(bytes: Uint8Array, size = bytes.length): Readable {
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(Buffer.from(bytes.subarray(i, i + size)));
  return Readable.from(chunks);
}

const HEADER = "domainName,ownerName,address,cityName";
/** Lines 3 and 5 hold Vietnamese letters; 2 and 4 are plain ASCII (the same in every encoding). */
const CSV_LINES = [
  HEADER,
  "a.vn,An,1 Hai Ba Trung,Ha Noi",
  "b.vn,Nguyễn Văn Bình,2 Lê Lợi,Thành phố Hồ Chí Minh",
  "c.vn,Chi,3 Tran Phu,Da Nang",
  "d.vn,Trần Thị Dung,4 Lý Tự Trọng,Hà Nội",
];

const FIRST_BAD =
  /^is not valid UTF-8 \(byte 0x[0-9A-F]{2} at byte \d+ of the line\): save the file as UTF-8 \(a Windows-1258 or TCVN3 export must be converted\); records are read only up to this line$/;
const NEXT_BAD = /^is not valid UTF-8 \(byte 0x[0-9A-F]{2} at byte \d+ of the line\)$/;

const fileIssueAt = (line: number, message: RegExp | string) => ({
  record: undefined,
  row: false,
  line,
  issues: [
    { field: "(file)", message: typeof message === "string" ? message : expect.stringMatching(message) },
  ],
});

type Reader = (input: ReaderInput) => LocatedSource;

// The same records in each format: one per line (a JSON array puts one element on each line).
const FORMATS: Array<[string, Reader, (records: Array<Record<string, string>>) => string]> = [
  [
    "CSV",
    readCsv,
    (records) =>
      [HEADER, ...records.map((r) => [r.domainName, r.ownerName, r.address, r.cityName].join(","))].join(
        "\r\n",
      ),
  ],
  ["NDJSON", readNdjson, (records) => records.map((r) => JSON.stringify(r)).join("\n")],
  ["JSON", readJson, (records) => `[\n${records.map((r) => JSON.stringify(r)).join(",\n")}\n]\n`],
];

const RECORDS = CSV_LINES.slice(1).map((line) => {
  const [domainName, ownerName, address, cityName] = line.split(",");
  return { domainName: domainName!, ownerName: ownerName!, address: address!, cityName: cityName! };
});

describe("a Windows-1258 export", () => {
  const bytes = Buffer.concat(CSV_LINES.map((line, i) => windows1258(i === 0 ? line : `\n${line}`)));

  test("the records before the first bad line are read; each bad line is a file issue", async () => {
    const items = await collect(readCsv(chunked(bytes)));
    expect(items).toEqual([
      { record: RECORDS[0], line: 2, issues: [] },
      fileIssueAt(
        3,
        "is not valid UTF-8 (byte 0xEA at byte 10 of the line): save the file as UTF-8 (a Windows-1258 or TCVN3 export must be converted); records are read only up to this line",
      ),
      fileIssueAt(5, "is not valid UTF-8 (byte 0xE2 at byte 8 of the line)"), // ầ: â, then a grave accent
    ]);
    // never a replacement character
    expect(JSON.stringify(items)).not.toContain("\uFFFD");
  });

  test("the same issues whatever the chunks (a bad byte at a chunk's end, or alone)", async () => {
    const want = await collect(readCsv(chunked(bytes)));
    for (let size = 1; size <= 8; size++) expect(await collect(readCsv(chunked(bytes, size)))).toEqual(want);
  });

  test("a bad header, or a bad line inside a quoted cell: the encoding issue alone", async () => {
    // not "is empty" (no header was read), nor "Quote Not Closed" (the text stopped in the cell)
    const texts = ["domainName,ownerName,địaChỉ\na.vn,An\n", 'domainName,note\na.vn,"two\nlines: Nguyễn"\n'];
    for (const text of texts.map(windows1258)) {
      const items = await collect(readCsv(chunked(text)));
      expect(items).toEqual([fileIssueAt(items[0]!.line!, FIRST_BAD)]);
    }
  });

  test("validateSource: file issues (index null), the rows before them validated", async () => {
    const path = join(dir, "export-1258.csv");
    await writeFile(path, bytes);
    const result = await validateSource(readCsv(path));
    expect(result).toEqual({
      records: 1,
      invalidRecords: 1, // a.vn lacks the other required fields
      issues: [
        ...result.issues.filter((issue) => issue.index === 0),
        expect.objectContaining({
          index: null,
          line: 3,
          field: "(file)",
          message: expect.stringMatching(FIRST_BAD),
        }),
        expect.objectContaining({
          index: null,
          line: 5,
          field: "(file)",
          message: expect.stringMatching(NEXT_BAD),
        }),
      ],
    });
  });

  for (const [name, reader, write] of FORMATS.slice(1)) {
    test(`${name}: the same lines`, async () => {
      const text = windows1258(write(RECORDS));
      for (const size of [text.length, 1, 3, 7]) {
        const items = await collect(reader(chunked(text, size)));
        const lines = name === "JSON" ? [2, 3, 5] : [1, 2, 4];
        expect(items).toEqual([
          { record: RECORDS[0], line: lines[0] },
          fileIssueAt(lines[1]!, FIRST_BAD),
          fileIssueAt(lines[2]!, NEXT_BAD),
        ]);
      }
    });
  }
});

describe("invalid bytes", () => {
  const cases: Array<[string, Buffer, Array<[number, string]>]> = [
    ["a lone continuation byte", Buffer.from([0x61, 0x80, 0x62]), [[1, "byte 0x80 at byte 2"]]],
    ["an overlong form (C0 AF for /)", Buffer.from([0xc0, 0xaf]), [[1, "byte 0xC0 at byte 1"]]],
    ["a surrogate in UTF-8 (ED A0 80)", Buffer.from([0x61, 0xed, 0xa0, 0x80]), [[1, "byte 0xED at byte 2"]]],
    ["a code point above U+10FFFF", Buffer.from([0xf4, 0x90, 0x80, 0x80]), [[1, "byte 0xF4 at byte 1"]]],
    [
      "a character cut short by a line break",
      Buffer.from([0x61, 0x0a, 0x62, 0xe1, 0xbb, 0x0a, 0x63]),
      [[2, "byte 0xE1 at byte 2"]],
    ],
    [
      "a character cut short by the end",
      Buffer.from([0x61, 0x0a, 0xe1, 0xbb]),
      [[2, "byte 0xE1 at byte 1 of the line, a character the end of the input cuts short"]],
    ],
    [
      "lines end with CRLF or a lone CR",
      Buffer.from([0x61, 0x0d, 0x0a, 0x62, 0x0d, 0x80, 0x0d, 0x0a, 0xff]),
      [
        [3, "byte 0x80 at byte 1"],
        [4, "byte 0xFF at byte 1"],
      ],
    ],
    [
      "two bad bytes on a line: one issue, the first",
      Buffer.from([0x61, 0xff, 0xfe, 0x0a, 0x80]),
      [
        [1, "byte 0xFF at byte 2"],
        [2, "byte 0x80 at byte 1"],
      ],
    ],
  ];
  for (const [name, bytes, want] of cases) {
    test(name, () => {
      for (let size = 1; size <= bytes.length; size++) {
        const { text, issues } = decode(bytes, size);
        expect(text).not.toContain("\uFFFD");
        expect(issues.map((i) => [i.line, i.issues![0]!.message])).toEqual(
          want.map(([line, where]) => [line, expect.stringContaining(`(${where}`)]),
        );
      }
    });
  }

  test("a NUL byte: most likely UTF-16 without its byte order mark", () => {
    const { text, issues } = decode(Buffer.from("domainName", "utf16le"), 5);
    expect(text).toBe("d");
    expect(issues).toEqual([
      fileIssueAt(
        1,
        "is not UTF-8 text (a NUL byte at byte 2 of the line, as in UTF-16 saved without a byte order mark): save the file as UTF-8 (a Windows-1258 or TCVN3 export must be converted); records are read only up to this line",
      ),
    ]);
  });

  test(`the first ${MAX_NAMED_LINES} bad lines are named, then counted`, () => {
    const bytes = Buffer.concat(Array.from({ length: 250 }, () => Buffer.from([0x61, 0xe9, 0x0a])));
    const { issues } = decode(bytes, 1000);
    expect(issues).toHaveLength(MAX_NAMED_LINES + 1);
    expect(issues.slice(0, MAX_NAMED_LINES).map((i) => i.line)).toEqual(
      Array.from({ length: MAX_NAMED_LINES }, (_, i) => i + 1),
    );
    expect(issues.at(-1)).toEqual({
      record: undefined,
      row: false,
      line: undefined,
      issues: [
        {
          field: "(file)",
          message: "has 150 more lines that are not valid UTF-8 (the first 100 are listed)",
        },
      ],
    });
  });

  test("UTF-16: an unpaired surrogate, and an odd last byte", () => {
    const utf16 = (text: string) => Buffer.from(text, "utf16le");
    const bytes = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      utf16("ok\nx\ud83dy\n\udc00\n"),
      utf16("z"),
      Buffer.from([0x41]),
    ]);
    for (let size = 1; size <= bytes.length; size++) {
      const { text, issues } = decode(bytes, size);
      expect(text).toBe("ok\nx");
      expect(issues.map((i) => [i.line, i.issues![0]!.message])).toEqual([
        [
          2,
          "is not valid UTF-16 LE (unpaired surrogate U+D83D at character 2 of the line): save the file as UTF-8; records are read only up to this line",
        ],
        [3, "is not valid UTF-16 LE (unpaired surrogate U+DC00 at character 1 of the line)"],
        [
          4,
          "is not valid UTF-16 LE (a last byte without its pair at character 2 of the line, an odd number of bytes)",
        ],
      ]);
    }
  });
});

describe("byte order marks and UTF-16", () => {
  const encodings: Array<[string, (text: string) => Buffer]> = [
    ["UTF-8 with a BOM", (text) => Buffer.from(`\uFEFF${text}`)],
    ["UTF-16 LE with its BOM", (text) => Buffer.from(`\uFEFF${text}`, "utf16le")],
    ["UTF-16 BE with its BOM", (text) => Buffer.from(`\uFEFF${text}`, "utf16le").swap16()],
  ];
  for (const [format, reader, write] of FORMATS) {
    for (const [name, encode] of encodings) {
      test(`${format} in ${name} reads as in UTF-8`, async () => {
        const text = write(RECORDS);
        const want = await collect(reader(chunked(Buffer.from(text))));
        expect(want.filter((item) => item.record !== undefined)).toHaveLength(RECORDS.length);
        for (const size of [100_000, 1, 3]) {
          expect(await collect(reader(chunked(encode(text), size)))).toEqual(want);
        }
      });
    }
  }

  test("a U+FEFF after the start is text, not a byte order mark", () => {
    expect(decode(Buffer.from("\uFEFFa\uFEFF"), 1).text).toBe("a\uFEFF");
    expect(decode(Buffer.from("a\uFEFF"), 1).text).toBe("a\uFEFF");
    expect(decode(Buffer.from("\uFEFF"), 1).text).toBe("");
  });
});

describe("a file read in 64 KiB chunks", () => {
  const fields = ["domainName", "ownerName", "address", "cityName"] as const;
  const row = (i: number, ownerName: string) => {
    const r = { ...makeRecord(i), ownerName };
    return fields.map((f) => r[f]).join(",");
  };
  /** A CSV whose `middle` bytes start at byte 65,535: the first 64 KiB chunk ends after their first. */
  async function fileWith(name: string, middle: Buffer): Promise<{ path: string; line: number }> {
    const lines = [fields.join(",")];
    while (Buffer.byteLength(lines.join("\n")) < 65_536 - 300) lines.push(row(lines.length, "An"));
    const before = `${lines.join("\n")}\nmiddle.vn,Bình,`; // the address comes next
    const bytes = Buffer.concat([
      Buffer.from(before.padEnd(before.length + 65_535 - Buffer.byteLength(before), "A")),
      middle,
      Buffer.from(` Lê Lợi,Hà Nội\n${row(lines.length + 1, "Chi")}\n`),
    ]);
    expect(bytes.indexOf(middle, 65_000)).toBe(65_535);
    const path = join(dir, name);
    await writeFile(path, bytes);
    return { path, line: lines.length + 1 };
  }

  test("a valid character across the chunks is read (not flagged)", async () => {
    const { path, line } = await fileWith("valid.csv", Buffer.from("ễ")); // E1 BB 85
    const items = await collect(readCsv(path));
    expect(items).toHaveLength(line);
    expect(items.every((item) => item.row !== false && item.issues?.length === 0)).toBe(true);
    expect(items.find((item) => item.line === line)?.record).toMatchObject({
      address: expect.stringMatching(/Aễ Lê Lợi$/),
    });
  });

  test("a bad sequence across the chunks is found, at its line", async () => {
    const { path, line } = await fileWith("invalid.csv", Buffer.from([0xe1, 0xbb, 0x41]));
    const items = await collect(readCsv(path));
    expect(items.filter((item) => item.row === false)).toEqual([fileIssueAt(line, FIRST_BAD)]);
    expect(items.filter((item) => item.row !== false)).toHaveLength(line - 2);
  });
});

describe("properties", () => {
  const cuts = fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 12 });
  /** Valid Unicode text (no NUL: a NUL byte is refused as a sign of UTF-16 without a BOM). */
  const text = fc.string({ unit: "binary", maxLength: 40 }).map((s) => s.replaceAll("\0", ""));

  test("property: valid text reads back unchanged, however it is cut, in each encoding", () => {
    const encodings: Array<(s: string) => Buffer> = [
      (s) => Buffer.from(s),
      (s) => Buffer.from(`\uFEFF${s}`),
      (s) => Buffer.from(`\uFEFF${s}`, "utf16le"),
      (s) => Buffer.from(`\uFEFF${s}`, "utf16le").swap16(),
    ];
    fc.assert(
      fc.property(text, fc.nat(3), cuts, (s, encoding, sizes) => {
        const { text, issues } = decode(encodings[encoding]!(s), sizes);
        expect(issues).toEqual([]);
        expect(text).toBe(s.startsWith("\uFEFF") && encoding === 0 ? s.slice(1) : s);
      }),
      { numRuns: 2000 },
    );
  });

  test("property: any string values survive an NDJSON round trip", async () => {
    const value = fc.string({ unit: "binary", maxLength: 20 });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.dictionary(fc.string({ maxLength: 5 }), value), { maxLength: 5 }),
        cuts,
        async (records, sizes) => {
          const bytes = Buffer.from(records.map((r) => JSON.stringify(r)).join("\n"));
          const items = await collect(readNdjson(Readable.from(split(bytes, sizes))));
          expect(items).toEqual(records.map((record, i) => ({ record, line: i + 1 })));
        },
      ),
      { numRuns: 300 },
    );
  });

  test("property: on any bytes, what TextDecoder refuses is an issue, and the text stops at the first bad byte", () => {
    // Mostly ASCII and line breaks, pieces of real characters, and bytes that are never valid.
    const piece = fc.oneof(
      fc.constantFrom("a", "\n", "\r", "\r\n", "ễ", "đ", "😀", "\uFFFD").map((s) => [...Buffer.from(s)]),
      fc.constantFrom(...Buffer.from("ễ😀")).map((b) => [b]),
      fc.integer({ min: 0x80, max: 0xff }).map((b) => [b]),
      fc.constant([0]),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), cuts, (pieces, sizes) => {
        const bytes = Buffer.from(pieces.flat());
        const bom = [
          [0xef, 0xbb, 0xbf],
          [0xff, 0xfe],
          [0xfe, 0xff],
        ];
        if (bom.some((mark) => mark.every((byte, i) => bytes[i] === byte))) return; // not UTF-8 then
        const { text, issues } = decode(bytes, sizes);
        const loose = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
        let valid = true;
        try {
          new TextDecoder("utf-8", { fatal: true }).decode(bytes);
        } catch {
          valid = false;
        }
        valid &&= !bytes.includes(0);
        expect(issues.length > 0).toBe(!valid);
        if (valid) {
          expect(text).toBe(loose);
          return;
        }
        // The text is what a lenient decoder gives up to its first stand-in (or the NUL).
        expect(loose.startsWith(text)).toBe(true);
        expect(["\uFFFD", "\0"]).toContain(loose[text.length]);
        expect(text.includes("\uFFFD")).toBe(loose.slice(0, text.length).includes("\uFFFD"));
        // The first issue names the line the text stopped on.
        expect(issues[0]!.line).toBe(text.split(/\r\n|\r|\n/).length);
      }),
      { numRuns: 3000 },
    );
  });

  test("property: the same for UTF-16 (unpaired surrogates, an odd last byte), LE and BE", () => {
    const unit = fc.oneof(
      fc.constantFrom("a", "\n", "\r", "\0", "ễ", "😀", "\uFFFD"),
      fc.constantFrom("\ud83d", "\ude00", "\udbff", "\udc00"),
    );
    fc.assert(
      fc.property(
        fc.array(unit, { maxLength: 20 }),
        fc.boolean(),
        fc.boolean(),
        cuts,
        (units, bigEndian, odd, sizes) => {
          const le = Buffer.from(`\uFEFF${units.join("")}`, "utf16le");
          const body = Buffer.concat([bigEndian ? le.swap16() : le, Buffer.from(odd ? [0x41] : [])]);
          const { text, issues } = decode(body, sizes);
          const encoding = bigEndian ? "utf-16be" : "utf-16le";
          const loose = new TextDecoder(encoding).decode(body);
          let valid = true;
          try {
            new TextDecoder(encoding, { fatal: true }).decode(body);
          } catch {
            valid = false;
          }
          expect(issues.length > 0).toBe(!valid);
          if (valid) {
            expect(text).toBe(loose);
            return;
          }
          expect(loose.startsWith(text)).toBe(true);
          expect(loose[text.length]).toBe("\uFFFD");
          expect(issues[0]!.line).toBe(text.split(/\r\n|\r|\n/).length);
        },
      ),
      { numRuns: 3000 },
    );
  });
});

/** Splits bytes in chunks of the given sizes, repeated. */
function split(bytes: Uint8Array, sizes: number | readonly number[]): Uint8Array[] {
  const list = typeof sizes === "number" ? [sizes] : sizes;
  const out: Uint8Array[] = [];
  for (let i = 0, k = 0; i < bytes.length; k++) {
    const size = list[k % list.length]!;
    out.push(bytes.subarray(i, i + size));
    i += size;
  }
  return out;
}

/** Runs the decoder over the chunks; the text joined, and the issues. */
function decode(
  bytes: Uint8Array,
  sizes: number | readonly number[],
): { text: string; issues: LocatedRecord[] } {
  const decoder = new StrictDecoder();
  const pieces = [...split(bytes, sizes).flatMap((chunk) => decoder.push(chunk)), ...decoder.end()];
  let text = "";
  const issues: LocatedRecord[] = [];
  for (const piece of pieces) {
    if (typeof piece === "string") {
      expect(issues).toEqual([]); // no text after an issue
      text += piece;
    } else issues.push(piece);
  }
  return { text, issues };
}

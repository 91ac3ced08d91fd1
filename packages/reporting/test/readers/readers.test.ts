import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import type { LocatedRecord } from "@cdrapi/reporting";
import { detectFormat, readCsv, readJson, readMaintainDomains, readNdjson } from "@cdrapi/reporting/node";
import { makeRecord, tsRegister } from "@cdrapi/test-helpers";
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import fc from "fast-check";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "cdrapi-readers-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function collect(source: AsyncIterable<LocatedRecord>): Promise<LocatedRecord[]> {
  const out: LocatedRecord[] = [];
  for await (const item of source) out.push(item);
  return out;
}

const run = promisify(execFile);

const stream = (text: string) => Readable.from([Buffer.from(text)]);

describe("CSV", () => {
  test("converts booleans and integers by the schema's types, omits empty cells, keeps line numbers", async () => {
    const text = [
      "domainName,isAgentManager,ianaNumber,is5LevelPlace,fax,note",
      "a.com,true,1234,0,,",
      "",
      'b.com,FALSE,42,1,,"two',
      'lines"',
      "c.com,yes,4x,1,,",
    ].join("\r\n");
    const items = await collect(readCsv(stream(text)));
    expect(items).toEqual([
      {
        record: { domainName: "a.com", isAgentManager: true, ianaNumber: 1234, is5LevelPlace: false },
        line: 2,
        issues: [],
      },
      {
        record: {
          domainName: "b.com",
          isAgentManager: false,
          ianaNumber: 42,
          is5LevelPlace: true,
          note: "two\r\nlines",
        },
        line: 4,
        issues: [],
      },
      {
        record: { domainName: "c.com", is5LevelPlace: true },
        line: 6,
        // A spreadsheet shows the quoted cell's two lines as one row: c.com is its row 5.
        sheetRow: 5,
        issues: [
          { field: "isAgentManager", message: 'must be true, false, 1 or 0 (got "yes")' },
          { field: "ianaNumber", message: 'must be an integer (got "4x")' },
        ],
      },
    ]);
  });

  test.each([
    ["a CRLF header over LF rows", ["\r\n", "\n", "\n", "\n"]],
    ["an LF header over CRLF rows", ["\n", "\r\n", "\r\n", "\r\n"]],
    ["rows appended with the other line end", ["\r\n", "\r\n", "\n", "\n"]],
    ["CR alone (old Mac)", ["\r", "\r", "\r", "\r"]],
    ["CRLF, no line end at the end", ["\r\n", "\r\n", "\r\n", ""]],
  ])("mixed line endings read as the lines they are: %s", async (_name, ends) => {
    const lines = ["domainName,ianaNumber", "a.vn,1", "b.vn,2", "c.vn,3"];
    const text = lines.map((line, i) => `${line}${ends[i]}`).join("");
    const items = await collect(readCsv(stream(text)));
    expect(items).toEqual(
      ["a.vn", "b.vn", "c.vn"].map((domainName, i) => ({
        record: { domainName, ianaNumber: i + 1 },
        line: i + 2,
        issues: [],
      })),
    );
  });

  test("line numbers as editors count and rows as spreadsheets count, whatever the line ends, blank lines and quoted cells", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            blankBefore: fc.boolean(),
            note: fc.constantFrom("", "one", "two\nlines", "three\r\nlines\nhere"),
            end: fc.constantFrom("\n", "\r\n"),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        fc.constantFrom("\n", "\r\n"),
        async (rows, headerEnd) => {
          let text = `domainName,note${headerEnd}`;
          let line = 2;
          let sheetRow = 2;
          const expected: { line: number; sheetRow: number }[] = [];
          rows.forEach((row, i) => {
            if (row.blankBefore) {
              text += row.end;
              line++;
              sheetRow++;
            }
            expected.push({ line, sheetRow });
            text += `r${i}.vn,"${row.note}"${row.end}`;
            line += row.note.split(/\r\n|\n/).length;
            sheetRow++;
          });
          const items = await collect(readCsv(stream(text)));
          expect(items.map((item) => ({ line: item.line, sheetRow: item.sheetRow ?? item.line }))).toEqual(
            expected,
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  test("unknown and repeated headers are file issues; short rows are row issues", async () => {
    const items = await collect(readCsv(stream("domainName,colour,domainName\nx.com,red\n")));
    expect(items).toEqual([
      {
        record: undefined,
        row: false,
        line: 1,
        issues: [{ field: "(file)", message: 'unknown column "colour" (not a MaintainDomain field)' }],
      },
      {
        record: undefined,
        row: false,
        line: 1,
        issues: [{ field: "(file)", message: 'column "domainName" appears twice' }],
      },
      {
        record: { domainName: "x.com" },
        line: 2,
        issues: [{ field: "(row)", message: "has 2 cells; the header has 3" }],
      },
    ]);
  });

  test("broken CSV is a file issue at its line", async () => {
    const items = await collect(readCsv(stream('domainName\na.com\n"b.com\n')));
    expect(items.at(-1)).toMatchObject({
      row: false,
      line: 3,
      issues: [{ field: "(file)", message: expect.stringMatching(/^ends inside a quoted cell.*cut off/) }],
    });
  });

  test("an empty file is a file issue", async () => {
    expect(await collect(readCsv(stream("")))).toEqual([
      {
        record: undefined,
        row: false,
        line: 1,
        issues: [{ field: "(file)", message: expect.stringMatching(/is empty/) }],
      },
    ]);
  });

  test("property: generated records survive a CSV round trip", async () => {
    const fields = Object.keys(makeRecord(0)) as Array<keyof ReturnType<typeof makeRecord>>;
    const cell = (v: unknown) => {
      const text = String(v);
      return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    };
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            ownerName: fc.string({ minLength: 1 }),
            address: fc.string({ minLength: 1 }),
            isAgentManager: fc.boolean(),
            ianaNumber: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
          }),
          { maxLength: 8 },
        ),
        async (changes) => {
          const records = changes.map((change, i) => makeRecord(i, change));
          const text = [
            fields.join(","),
            ...records.map((r) => fields.map((f) => cell(r[f])).join(",")),
          ].join("\n");
          const items = await collect(readCsv(stream(text)));
          // A cell that is empty is left out; the generated strings are never empty.
          expect(items.map((i) => i.record)).toEqual(records);
          expect(items.every((i) => i.issues?.length === 0)).toBe(true);
        },
      ),
      { numRuns: 50 },
    );
  });
  test("a large file (3 MB) is read without a process warning (no listener piles up on the parser)", async () => {
    const fields = Object.keys(makeRecord(0)) as Array<keyof ReturnType<typeof makeRecord>>;
    const rows = [fields.join(",")];
    for (let i = 0; rows.length <= 12_000; i++)
      rows.push(fields.map((f) => String(makeRecord(i)[f])).join(","));
    const path = join(dir, "large.csv");
    await writeFile(path, rows.join("\n"));
    // In a child node: Jest's sandboxed `process` does not see the warnings Node emits.
    const script = [
      'import { readCsv } from "@cdrapi/reporting/node";',
      "const warnings = [];",
      'process.on("warning", (w) => warnings.push(w.name + ": " + w.message));',
      "let count = 0;",
      "for await (const item of readCsv(process.env.CSV_PATH)) if (item.issues.length === 0) count++;",
      "await new Promise((resolve) => setImmediate(resolve));",
      "process.stdout.write(JSON.stringify({ count, warnings }));",
    ].join("\n");
    const { stdout } = await run(
      process.execPath,
      ["--import", pathToFileURL(tsRegister).href, "--input-type=module", "-e", script],
      { env: { ...process.env, NODE_OPTIONS: "", CSV_PATH: path } },
    );
    expect(JSON.parse(stdout)).toEqual({ count: rows.length - 1, warnings: [] });
  });
});

describe("NDJSON", () => {
  test("one record per line; blank lines skipped; bad JSON is an issue of its line", async () => {
    const text = `\uFEFF${JSON.stringify({ domainName: "a.com" })}\r\n\n{oops\n${JSON.stringify({ domainName: "b.com" })}`;
    expect(await collect(readNdjson(stream(text)))).toEqual([
      { record: { domainName: "a.com" }, line: 1 },
      {
        record: undefined,
        line: 3,
        issues: [{ field: "(record)", message: expect.stringMatching(/^is not valid JSON/) }],
      },
      { record: { domainName: "b.com" }, line: 4 },
    ]);
  });
});

describe("JSON", () => {
  const cases: Array<[string, string, Array<Record<string, unknown>>]> = [
    ["an empty array", " [ ] ", []],
    [
      "records on their lines",
      '[\n  {"domainName": "a.com", "note": "has ] and , and \\" in it"},\n  {"domainName": "b.com",\n "x": [1, {"y": 2}]}\n]\n',
      [
        { record: { domainName: "a.com", note: 'has ] and , and " in it' }, line: 2 },
        { record: { domainName: "b.com", x: [1, { y: 2 }] }, line: 3 },
      ],
    ],
    [
      "primitives are records too (validation refuses them)",
      "[1, null]",
      [
        { record: 1, line: 1 },
        { record: null, line: 1 },
      ],
    ],
    [
      "not an array",
      '{"a": 1}',
      [{ row: false, issues: [{ field: "(file)", message: "must be a JSON array of records" }] }],
    ],
    [
      "a trailing comma",
      "[1,]",
      [{ record: 1 }, { row: false, issues: [{ field: "(file)", message: 'unexpected "]"' }] }],
    ],
    [
      "an unclosed array",
      "[1, 2",
      [
        { record: 1 },
        {
          row: false,
          line: 1,
          issues: [
            { field: "(file)", message: expect.stringMatching(/^ends inside the element .* cut off/) },
          ],
        },
      ],
    ],
    [
      "a bad element",
      "[{oops}]",
      [
        {
          record: undefined,
          issues: [{ field: "(record)", message: expect.stringMatching(/^is not valid JSON/) }],
        },
      ],
    ],
  ];
  for (const [name, text, want] of cases) {
    test(name, async () => {
      const items = await collect(readJson(stream(text)));
      expect(items).toHaveLength(want.length);
      for (const [i, item] of items.entries()) expect(item).toMatchObject(want[i]!);
    });
  }

  test("elements split across chunks", async () => {
    const text = JSON.stringify([makeRecord(0), makeRecord(1)], null, 1);
    const chunks = text.match(/[\s\S]{1,7}/g)!.map((c) => Buffer.from(c));
    const items = await collect(readJson(Readable.from(chunks)));
    expect(items.map((i) => i.record)).toEqual([makeRecord(0), makeRecord(1)]);
  });

  test("property: any JSON array, cut anywhere, reads as JSON.parse reads it, each element on its line", async () => {
    // Strings full of the characters the scanner watches: quotes, backslashes, brackets, line breaks.
    const text = fc.string({
      unit: fc.constantFrom('"', "\\", "\n", "[", "]", "{", "}", ",", "a", "é", "\u2028"),
    });
    const value = fc.letrec((tie) => ({
      any: fc.oneof(
        { depthSize: "small" },
        text,
        fc.integer(),
        fc.constant(null),
        tie("list"),
        tie("object"),
      ),
      list: fc.array(tie("any"), { maxLength: 3 }),
      object: fc.dictionary(text, tie("any"), { maxKeys: 3 }),
    })).any;
    await fc.assert(
      fc.asyncProperty(
        fc.array(value, { maxLength: 5 }),
        fc.constantFrom(0, 1, 2),
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1 }),
        async (elements, indent, sizes) => {
          const json = JSON.stringify(elements, null, indent);
          const chunks: Buffer[] = [];
          for (let at = 0, k = 0; at < json.length; at += sizes[k++ % sizes.length]!) {
            chunks.push(Buffer.from(json.slice(at, at + sizes[k % sizes.length]!)));
          }
          const items = await collect(readJson(Readable.from(chunks)));
          expect(items.map((i) => i.record)).toEqual(elements);
          // Pretty-printed, an element starts on the line after the previous one's last (line 1: `[`).
          let line = 2;
          const lines = elements.map((element) => {
            const at = line;
            line += JSON.stringify(element, null, indent).split("\n").length;
            return at;
          });
          if (indent > 0) expect(items.map((i) => i.line)).toEqual(lines);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("files", () => {
  test("detects the format by extension and re-reads the file on each iteration", async () => {
    const records = [makeRecord(0), makeRecord(1)];
    const files = {
      "a.json": JSON.stringify(records),
      "a.ndjson": records.map((r) => JSON.stringify(r)).join("\n"),
      "a.JSONL": records.map((r) => JSON.stringify(r)).join("\n"),
    };
    for (const [name, text] of Object.entries(files)) {
      const path = join(dir, name);
      await writeFile(path, text);
      const source = readMaintainDomains(path);
      expect(source.rereadable).toBe(true);
      expect((await collect(source)).map((i) => i.record)).toEqual(records);
      expect((await collect(source)).map((i) => i.record)).toEqual(records);
    }
  });

  test("a stream can be read once", async () => {
    const source = readMaintainDomains(stream("[]"), { format: "json" });
    expect(source.rereadable).toBe(false);
    await collect(source);
    expect(() => source[Symbol.asyncIterator]()).toThrow(/only once/);
  });

  test("an unknown extension, and a missing file", async () => {
    expect(detectFormat("x.xlsx")).toBeUndefined();
    expect(() => readMaintainDomains("x.xlsx")).toThrow(/cannot tell the format/);
    await expect(collect(readMaintainDomains(join(dir, "missing.csv")))).rejects.toThrow(/ENOENT/);
  });
});

// The list formats, streamed: what each writes, that they read back as what was listed
// (CSV through csv-parse, NDJSON and JSON through JSON.parse), and the JSON array reader the
// streamed lists use, on any split of the bytes.
import { describe, expect, test } from "@jest/globals";
import { parse } from "csv-parse/sync";
import fc from "fast-check";
import type { OutputStream } from "../src/io.js";
import { jsonArrayItems, NotAnArrayError } from "../src/output/json-array.js";
import { PAGE_ROWS, printList } from "../src/output/list.js";

function capture(): OutputStream & { text: () => string; writes: () => number } {
  let text = "";
  let writes = 0;
  return {
    write: (chunk: string) => {
      text += chunk;
      writes++;
      return true;
    },
    text: () => text,
    writes: () => writes,
  };
}

async function* slowly<T>(items: readonly T[]): AsyncGenerator<T> {
  for (const item of items) yield item;
}

const ROWS = [
  { domainName: "nhadat-saigon.com", ownerName: "Trần Thị Bình", expiredDate: "2030-01-01" },
  { domainName: "cà-phê-sài-gòn.vn", ownerName: 'Công ty "Cà Phê", HCM', note: "line1\nline2" },
];

describe("printList", () => {
  test("json: the same text as JSON.stringify(list, null, 2)", async () => {
    for (const rows of [[], ROWS]) {
      const out = capture();
      await printList(out, "json", slowly(rows));
      expect(out.text()).toBe(`${JSON.stringify(rows, null, 2)}\n`);
    }
  });

  test("table: a header, an underline, aligned rows; (none) when empty", async () => {
    const out = capture();
    await printList(out, "table", ROWS);
    const [head, rule, first] = out.text().split("\n");
    expect(head).toMatch(/^domainName +ownerName +expiredDate +note$/);
    expect(rule).toMatch(/^-+ {2}-+ {2}-+ {2}-+$/);
    expect(first!.indexOf("Trần")).toBe(head!.indexOf("ownerName"));
    expect(out.text()).toContain("line1 line2"); // a line break in a cell stays on its row
    const empty = capture();
    await printList(empty, "table", []);
    expect(empty.text()).toBe("(none)\n");
  });

  test("table: pages; a page that needs wider columns repeats the header, every row lines up with it", async () => {
    const rows = Array.from({ length: PAGE_ROWS * 2 + 3 }, (_, i) => ({
      id: i,
      name: i === PAGE_ROWS + 1 ? "a much longer name" : "x",
      end: "e",
    }));
    const out = capture();
    await printList(out, "table", rows);
    const lines = out.text().trimEnd().split("\n");
    const headers = lines.filter((l) => l.startsWith("id "));
    expect(headers).toHaveLength(3); // the first page; page 2 (a longer name); page 3 (4-digit ids)
    let endAt = -1;
    let count = 0;
    for (const line of lines) {
      if (line.startsWith("id ")) endAt = line.indexOf("end");
      else if (/^\d/.test(line)) {
        expect(line.lastIndexOf("e")).toBe(endAt);
        count++;
      }
    }
    expect(count).toBe(rows.length);
  });

  test("property: csv and ndjson read back as the rows (a text a spreadsheet would run with a quote)", async () => {
    const text = fc.string({
      unit: fc.constantFrom("a", "B", " ", ",", '"', "\n", "\r", "ế", "😀", ";", "=", "-", "@", "+", "\t"),
    });
    const asSheet = (t: string) => (/^[=+\-@\t\r]/.test(t) ? `'${t}` : t);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ a: text, b: text, c: fc.integer() }), { maxLength: 30 }),
        async (rows) => {
          const csv = capture();
          await printList(csv, "csv", rows, { columns: ["a", "b", "c"] });
          const back =
            rows.length === 0 ? [] : (parse(csv.text(), { columns: true }) as Record<string, string>[]);
          expect(back).toEqual(rows.map((r) => ({ a: asSheet(r.a), b: asSheet(r.b), c: String(r.c) })));
          const nd = capture();
          await printList(nd, "ndjson", rows);
          expect(
            nd
              .text()
              .split("\n")
              .filter(Boolean)
              .map((l) => JSON.parse(l)),
          ).toEqual(rows);
        },
      ),
    );
  });

  test("many rows go out in few writes (buffered), never one per row", async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => ({ id: i, name: `domain-${i}.vn` }));
    const out = capture();
    await printList(out, "ndjson", rows);
    expect(out.text().split("\n")).toHaveLength(20_001);
    expect(out.writes()).toBeLessThan(20);
  });
});

describe("jsonArrayItems", () => {
  const chunksOf = (text: string, cuts: number[]) => {
    const bytes = Buffer.from(text, "utf8");
    const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
    const chunks: Uint8Array[] = [];
    let from = 0;
    for (const point of [...points, bytes.length]) {
      chunks.push(bytes.subarray(from, point));
      from = point;
    }
    return slowly(chunks);
  };
  const collect = async (chunks: AsyncIterable<Uint8Array>) => {
    const items: unknown[] = [];
    for await (const item of jsonArrayItems(chunks)) items.push(item);
    return items;
  };

  test("property: any array, cut anywhere (inside characters too), reads back whole", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.jsonValue(), { maxLength: 20 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        async (values, cuts) => {
          const expected = JSON.parse(JSON.stringify(values));
          expect(await collect(chunksOf(JSON.stringify(values, null, 1), cuts))).toEqual(expected);
        },
      ),
    );
  });

  test.each([[""], ["{}"], ["null"], ["[1,"], ["[1 2]"], ["[] x"]])("%j is not one array", async (text) => {
    await expect(collect(chunksOf(text, []))).rejects.toBeInstanceOf(NotAnArrayError);
  });
});

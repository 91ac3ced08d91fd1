import { describe, expect, test } from "@jest/globals";
import { parseCheckpoint } from "../../src/bulk/checkpoint.js";
import { chunk, isRereadable, locatedItems } from "../../src/bulk/chunk.js";
import { canonicalJson, createRecordHasher } from "../../src/bulk/hash.js";

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

describe("chunk", () => {
  const cases: Array<[number, number, Array<[number, boolean]>]> = [
    [0, 3, [[0, true]]],
    [1, 3, [[1, true]]],
    [3, 3, [[3, true]]],
    [
      4,
      3,
      [
        [3, false],
        [1, true],
      ],
    ],
    [
      6,
      3,
      [
        [3, false],
        [3, true],
      ],
    ],
  ];
  for (const [count, size, want] of cases) {
    test(`${count} records in sub-lists of ${size}`, async () => {
      const chunks = await collect(
        chunk(
          Array.from({ length: count }, (_, i) => i),
          size,
        ),
      );
      expect(chunks.map((c) => [c.records.length, c.last])).toEqual(want);
      expect(chunks.map((c) => c.index)).toEqual(want.map((_, i) => i));
    });
  }
  test("a bad size is refused", async () => {
    await expect(collect(chunk([1], 0))).rejects.toThrow(RangeError);
  });
});

describe("sources", () => {
  test("arrays are re-readable; iterables are not", () => {
    expect(isRereadable([])).toBe(true);
    expect(isRereadable(new Set([1]))).toBe(false);
    expect(isRereadable({ located: true, rereadable: true, async *[Symbol.asyncIterator]() {} })).toBe(true);
  });
  test("plain records become located records without a line", async () => {
    expect(await collect(locatedItems([{ a: 1 }]))).toEqual([{ record: { a: 1 } }]);
  });
  test("something that is not a source is a TypeError", async () => {
    await expect(collect(locatedItems(42 as never))).rejects.toThrow(TypeError);
  });
});

describe("hash", () => {
  test("canonical JSON sorts keys and drops undefined", () => {
    expect(canonicalJson({ b: 1, a: [{ d: 1, c: undefined }] })).toBe('{"a":[{"d":1}],"b":1}');
  });
  test("equal records in another key order hash equal; digest can be read as it goes", () => {
    const a = createRecordHasher();
    const b = createRecordHasher();
    a.add({ x: 1, y: 2 });
    const mid = a.digest();
    b.add({ y: 2, x: 1 });
    expect(b.digest()).toBe(mid);
    a.add({ z: 3 });
    expect(a.digest()).not.toBe(mid);
    expect(mid).toMatch(/^sha256-[0-9a-f]{64}$/);
  });
});

describe("parseCheckpoint", () => {
  const good = {
    version: 1,
    inputHash: "sha256-x",
    read: 10,
    subListSize: 5,
    accepted: [{ index: 0, id: 7, count: 5, hash: "h" }],
  };
  const bad: Array<[string, unknown, RegExp]> = [
    ["not an object", "x", /not an object/],
    ["another version", { ...good, version: 2 }, /unsupported version 2/],
    ["no inputHash", { ...good, inputHash: undefined }, /inputHash/],
    [
      "sub-lists out of order",
      { ...good, accepted: [{ index: 1, id: 7, count: 5, hash: "h" }] },
      /accepted\[0\]/,
    ],
  ];
  test("a checkpoint is copied, not shared", () => {
    const parsed = parseCheckpoint(good);
    expect(parsed).toEqual(good);
    expect(parsed).not.toBe(good);
  });
  for (const [name, value, message] of bad) {
    test(`refuses ${name}`, () => expect(() => parseCheckpoint(value)).toThrow(message));
  }
});

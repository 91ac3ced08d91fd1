import { describe, expect, test } from "@jest/globals";
import { parseCheckpoint } from "../../src/bulk/checkpoint.js";
import { type Chunk, isRereadable, locatedBatches, locatedItems, SubLists } from "../../src/bulk/chunk.js";
import { canonicalJson, hashLink, serializeSubList, skippedRowText } from "../../src/bulk/hash.js";

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

/** The sub-lists `SubLists` cuts from `records`, as the sending pass hands them out. */
async function* chunk<T>(records: Iterable<T>, size: number): AsyncGenerator<Chunk<T>> {
  const subLists = new SubLists<T>(size);
  for (const record of records) {
    for (const full of subLists.add(record)) yield full;
  }
  const last = subLists.end();
  if (last) yield last;
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
    // a later sub-list goes out as soon as it is full: it cannot know it is the last
    [
      6,
      3,
      [
        [3, false],
        [3, false],
      ],
    ],
    [
      8,
      3,
      [
        [3, false],
        [3, false],
        [2, true],
      ],
    ],
    [
      2,
      1,
      [
        [1, false],
        [1, false],
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
  test("reads one record past the first sub-list only", async () => {
    let pulled = 0;
    const seen: number[] = [];
    function* source() {
      for (let i = 0; i < 9; i++) {
        pulled++;
        yield i;
      }
    }
    for await (const c of chunk(source(), 3)) seen.push(pulled - (c.index + 1) * 3);
    expect(seen).toEqual([1, 0, 0]);
  });
  test("SubLists.room: what can be read before a sub-list is handed out", () => {
    const subLists = new SubLists<number>(3);
    const rooms: number[] = [];
    for (let i = 0; i < 8; i++) {
      rooms.push(subLists.room());
      subLists.add(i);
    }
    // the first sub-list waits for one record more; later ones go as soon as they are full
    expect(rooms).toEqual([4, 3, 2, 1, 2, 1, 3, 2]);
  });
  test("locatedBatches reads a synchronous source up to the room it is given", async () => {
    const room = [2, 5, 1];
    const batches = await collect(locatedBatches([1, 2, 3, 4, 5, 6], () => room.shift() ?? 10));
    expect(batches.map((batch) => batch.map((item) => item.record))).toEqual([
      [1, 2],
      [3, 4, 5, 6],
    ]);
    expect(await collect(locatedItems(new Set([7, 8])))).toEqual([{ record: 7 }, { record: 8 }]);
  });
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
  test("every source's text is read composed (NFC); a record already composed is not copied, a caller's never changed", async () => {
    const nfd = { domainName: "việt.vn".normalize("NFD"), n: 1 };
    const nfc = { domainName: "việt.vn", n: 2 };
    const located = {
      located: true as const,
      rereadable: false,
      async *[Symbol.asyncIterator]() {
        yield { record: nfd, line: 2 };
      },
    };
    async function* lazy() {
      yield nfd;
    }
    for (const source of [[nfd, nfc], new Set([nfd, nfc]), lazy(), located]) {
      const [first, second] = await collect(locatedItems(source));
      expect(first!.record).toEqual({ domainName: "việt.vn", n: 1 });
      if (second) expect(second.record).toBe(nfc);
    }
    expect(nfd.domainName).toBe("việt.vn".normalize("NFD"));
  });
  test("something that is not a source is a TypeError", async () => {
    await expect(collect(locatedItems(42 as never))).rejects.toThrow(TypeError);
  });
});

describe("hash", () => {
  test("canonical JSON sorts keys and drops undefined", () => {
    expect(canonicalJson({ b: 1, a: [{ d: 1, c: undefined }] })).toBe('{"a":[{"d":1}],"b":1}');
  });
  test("equal records in another key order serialize and hash equal; a link depends on the previous", async () => {
    const a = serializeSubList([{ domainName: "a.vn", phone: "1", email: undefined }]);
    const b = serializeSubList([{ phone: "1", domainName: "a.vn" }]);
    expect(a).toBe(b);
    expect(a).toBe('[{"domainName":"a.vn","phone":"1"}]');
    const first = await hashLink("", "", a);
    expect(first).toMatch(/^sha256-[0-9a-f]{64}$/);
    expect(await hashLink("", "", b)).toBe(first);
    // the body's UTF-8 bytes (what is sent) give the same link as its text
    expect(await hashLink("x", "1:{}\n", new TextEncoder().encode(`${a}Việt`))).toBe(
      await hashLink("x", "1:{}\n", `${a}Việt`),
    );
    const second = await hashLink(first, "", a);
    expect(second).not.toBe(first);
    expect(await hashLink("", "", a)).not.toBe(await hashLink("", skippedRowText(0, { x: 1 }), a));
    expect(skippedRowText(3, { y: 2, x: undefined })).toBe('3:{"y":2}\n');
  });
  test("the link is SHA-256 of previous, skipped rows and body, one per line", async () => {
    // computed independently with node:crypto
    const { createHash } = await import("node:crypto");
    const expected = createHash("sha256").update("sha256-x\n1:null\n\n[]").digest("hex");
    expect(await hashLink("sha256-x", "1:null\n", "[]")).toBe(`sha256-${expected}`);
  });
});

describe("parseCheckpoint", () => {
  const good = {
    version: 3,
    target: { baseUrl: "https://gtldapi-ote.vnnic.vn", account: "sha256-a" },
    inputHash: "sha256-x",
    read: 10,
    subListSize: 5,
    accepted: [{ index: 0, id: 7, count: 5, hash: "h" }],
  };
  const bad: Array<[string, unknown, RegExp]> = [
    ["not an object", "x", /not an object/],
    ["another version", { ...good, version: 4 }, /unsupported version 4/],
    ["a version 1 checkpoint", { ...good, version: 1 }, /older cdrapi version .*; start a new upload/],
    [
      "a version 2 checkpoint (no target)",
      { ...good, version: 2, target: undefined },
      /older cdrapi version \(it does not say which server and account it was made on\)/,
    ],
    ["no target", { ...good, target: undefined }, /target \(baseUrl and account\) is missing/],
    ["a target without account", { ...good, target: { baseUrl: "https://x" } }, /target/],
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

// NameSet (the duplicate check's set of names) answers as a Map that keeps each name's first row.
import { describe, expect, test } from "@jest/globals";
import fc from "fast-check";
import { NameSet } from "../../src/bulk/names.js";

const name = fc.stringMatching(/^[a-z0-9-]{1,12}(\.[a-z0-9-]{1,6}){0,2}$/);

describe("NameSet", () => {
  test("property: add returns the first row of a name seen before, else records it", () => {
    fc.assert(
      fc.property(fc.array(name, { maxLength: 3000 }), (names) => {
        const set = new NameSet();
        const map = new Map<string, number>();
        names.forEach((n, row) => {
          expect(set.add(n, row)).toBe(map.get(n));
          if (!map.has(n)) map.set(n, row);
        });
        for (const [n, row] of map) expect(set.get(n)).toBe(row);
        expect(set.get("not-added.invalid")).toBeUndefined();
      }),
      { numRuns: 50 },
    );
  });

  test("grows past its first sizes without losing a name (100,000 names, prefixes of each other)", () => {
    const set = new NameSet();
    for (let i = 0; i < 100_000; i++) expect(set.add(`domain-${i}.vn`, i)).toBeUndefined();
    for (let i = 0; i < 100_000; i += 997) expect(set.get(`domain-${i}.vn`)).toBe(i);
    expect(set.add("domain-1.vn", 5)).toBe(1);
    expect(set.get("domain-1.v")).toBeUndefined();
    expect(set.get("domain-1.vnx")).toBeUndefined();
  });

  test("names of any length: a length byte or five, a block of their own, and across a hand-over", () => {
    const set = new NameSet();
    const long = [
      "a".repeat(254),
      "a".repeat(255),
      "b".repeat(70_000),
      "c".repeat(1_100_000),
      "d".repeat(1 << 20),
    ];
    for (let i = 0; i < 5000; i++) {
      expect(set.add(`n${i}`, i)).toBeUndefined();
      if (i % 2500 === 0)
        for (const [k, name] of long.entries()) expect(set.add(`${name}${i}`, i + k)).toBeUndefined();
    }
    const moved = NameSet.from(set.state());
    for (let i = 0; i < 5000; i += 7) expect(moved.get(`n${i}`)).toBe(i);
    for (const i of [0, 2500])
      for (const [k, name] of long.entries()) expect(moved.add(`${name}${i}`, 0)).toBe(i + k);
    expect(moved.get(`${"a".repeat(254)}x`)).toBeUndefined();
  });
});

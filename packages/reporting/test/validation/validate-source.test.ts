// validateSource: the bulk upload's validation pass on its own (no upload), for any source.
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { AbortError, type RecordIssue, ValidationError, validateSource } from "@cdrapi/reporting";
import { readCsv } from "@cdrapi/reporting/node";
import { makeRecord, makeRecords } from "@cdrapi/test-helpers";
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { reportMaintainDomains } from "../../src/bulk/report.js";
import { fakeServer } from "../helpers/fake-uploader.js";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "cdrapi-validate-source-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const FIELDS = Object.keys(makeRecord(0)) as Array<keyof ReturnType<typeof makeRecord>>;
const csvOf = (rows: string[][]) => [FIELDS.join(","), ...rows.map((cells) => cells.join(","))].join("\n");
const cellsOf = (i: number, overrides: Record<string, string> = {}) =>
  FIELDS.map((f) => overrides[f] ?? String(makeRecord(i)[f]));

async function* once<T>(items: T[]): AsyncGenerator<T> {
  yield* items;
}

describe("validateSource", () => {
  test("a CSV file: issues with row and line, duplicates across the whole file, counts", async () => {
    const path = join(dir, "bad.csv");
    const rows = Array.from({ length: 2500 }, (_, i) => cellsOf(i));
    rows[1] = cellsOf(1, { email: "not-an-email" });
    rows[2400] = cellsOf(2400, { domainName: "DOMAIN-0.com" });
    await writeFile(path, csvOf(rows));
    const progress: number[] = [];
    const result = await validateSource(readCsv(path), { onProgress: (p) => progress.push(p.validated) });
    expect(result).toEqual({
      records: 2500,
      invalidRecords: 2,
      issues: [
        { index: 1, line: 3, field: "email", message: "must be an e-mail address" },
        { index: 2400, line: 2402, field: "domainName", message: "duplicate of line 2 (domain-0.com)" },
      ],
    });
    expect(progress).toEqual([1000, 2000, 2500]);
  });

  test("issues about the file have no row and count no record", async () => {
    const text = `domainName,colour\n${makeRecord(0).domainName},red\n`;
    const result = await validateSource(readCsv(Readable.from([text])));
    expect(result.records).toBe(1);
    expect(result.invalidRecords).toBe(1); // the only row misses every required field
    expect(result.issues[0]).toEqual({
      index: null,
      line: 1,
      field: "(file)",
      message: 'unknown column "colour" (not a MaintainDomain field)',
    });
    expect(result.issues.slice(1).every((issue) => issue.index === 0 && issue.line === 2)).toBe(true);
  });

  test("a cell that cannot be converted is reported once, by the reader (not also as missing)", async () => {
    const path = join(dir, "maybe.csv");
    await writeFile(path, csvOf([cellsOf(0, { isAgentManager: "maybe", ianaNumber: "12x" }), cellsOf(1)]));
    const want = [
      { index: 0, line: 2, field: "isAgentManager", message: 'must be true, false, 1 or 0 (got "maybe")' },
      { index: 0, line: 2, field: "ianaNumber", message: 'must be an integer (got "12x")' },
    ];
    expect((await validateSource(readCsv(path))).issues).toEqual(want);
    const thrown = await reportMaintainDomains(fakeServer(), readCsv(path)).catch((error: unknown) => error);
    expect((thrown as ValidationError).issues).toEqual(want);
  });

  test("arrays, iterables and async iterables of plain records (no line)", async () => {
    const list = makeRecords(3);
    list[2] = { ...list[2]!, ownerType: "X" as "C" };
    const want = { index: 2, field: "ownerType", message: "must be one of C, T" };
    for (const source of [list, new Set(list).values(), once(list)]) {
      expect(await validateSource(source)).toEqual({ records: 3, invalidRecords: 1, issues: [want] });
    }
  });

  test("finds exactly the issues the bulk upload refuses the file with", async () => {
    const path = join(dir, "same.csv");
    const rows = Array.from({ length: 12 }, (_, i) => cellsOf(i));
    rows[3] = cellsOf(3, { registeredDate: "2025-02-30", ianaNumber: "12x" });
    rows[9] = cellsOf(9, { domainName: "domain-3.com" });
    await writeFile(path, csvOf(rows));
    let thrown: unknown;
    await reportMaintainDomains(fakeServer(), readCsv(path), { subListSize: 5 }).catch((error) => {
      thrown = error;
    });
    expect(thrown).toBeInstanceOf(ValidationError);
    const { issues } = await validateSource(readCsv(path));
    expect(issues.length).toBeGreaterThan(2);
    expect((thrown as ValidationError).issues as RecordIssue[]).toEqual(issues);
  });

  test("an aborted signal stops it", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(validateSource(makeRecords(2), { signal: controller.signal })).rejects.toBeInstanceOf(
      AbortError,
    );
  });
});

describe("bundle", () => {
  test("the client's static imports never reach the validation module (it loads with the bulk upload)", () => {
    const src = join(import.meta.dirname, "..", "..", "src");
    const seen = new Set<string>();
    // Static value imports only: `import type` is erased, `import("...")` is the lazy chunk.
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(join(src, file), "utf8");
      for (const [, typeOnly, spec] of text.matchAll(
        /^(?:import|export)\s+(type\s)?[^;]*?from\s+"(\.[^"]+)";/gms,
      )) {
        if (!typeOnly) visit(join(file, "..", spec!.replace(/\.js$/, ".ts")));
      }
    };
    visit("client.ts");
    expect([...seen].sort()).not.toContain("validation/validate.ts");
    expect(seen.has("client-methods.ts")).toBe(true);
  });
});

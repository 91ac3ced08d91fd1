// fixPlacesInFile: a corrected copy in the input's own format (only the fixed rows rewritten)
// and a change log, the input untouched; against the reference server's lists.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_REGISTRAR, type MockServer, startMockServer } from "@cdrapi/mock-server";
import { createReportingClient, loadPlaceChecker, type PlaceChecker } from "@cdrapi/reporting";
import { fixPlacesInFile, type RecordFormat } from "@cdrapi/reporting/node";
import { makeRecord } from "@cdrapi/test-helpers";
import { afterAll, beforeAll, expect, test } from "@jest/globals";

let server: MockServer;
let checker: PlaceChecker;
let dir: string;

beforeAll(async () => {
  server = await startMockServer({ port: 0 });
  checker = await loadPlaceChecker(
    createReportingClient({ baseUrl: server.url, credentials: DEMO_REGISTRAR }),
  );
  dir = await mkdtemp(join(tmpdir(), "cdrapi-fix-places-"));
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const clean = makeRecord;
// A quoted cell with the delimiter and a quote in it, in a row that is rewritten.
const loose = (i: number) => ({
  ...makeRecord(i),
  address: 'Số 12, "Lý Tự Trọng"',
  cityName: "TP. HCM",
  districtName: "Q.1",
  wardName: "P. Ben Nghe",
});
const fixed = (i: number) => ({
  ...loose(i),
  cityName: makeRecord(i).cityName,
  districtName: makeRecord(i).districtName,
  wardName: makeRecord(i).wardName,
});
const FIELDS = Object.keys(loose(0)) as (keyof ReturnType<typeof loose>)[];
// Rows 1 and 2 fixed (one after the other), 3 kept, 4 (the last) fixed.
const INPUT = [clean(1), loose(2), loose(3), clean(4), loose(5)];
const FIXED = [clean(1), fixed(2), fixed(3), clean(4), fixed(5)];

function csv(records: object[], delimiter: string): string {
  const cell = (value: unknown) => {
    const text = String(value ?? "");
    return text.includes(delimiter) || /["\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const rows = records.map((r) => FIELDS.map((f) => cell((r as Record<string, unknown>)[f])).join(delimiter));
  return `${[FIELDS.join(delimiter), ...rows].join("\r\n")}\r\n`;
}

test.each<[string, RecordFormat, (records: object[]) => string, string | undefined]>([
  ["CSV", "csv", (r) => csv(r, ","), undefined],
  ["CSV separated by semicolons", "csv", (r) => csv(r, ";"), ";"],
  ["NDJSON", "ndjson", (r) => `${r.map((x) => JSON.stringify(x)).join("\n")}\n`, undefined],
  ["JSON", "json", (r) => `${JSON.stringify(r, null, 2)}\n`, undefined],
])("%s: the fixed rows only, the input untouched", async (name, format, write, delimiter) => {
  const input = join(dir, `${name.replace(/\W+/g, "-")}.${format}`);
  const text = write(INPUT);
  await writeFile(input, text);
  const result = await fixPlacesInFile({ input, format, delimiter, checker });
  expect(result).toMatchObject({ records: 5, fixedRecords: 3, unresolved: 0 });
  expect(result.changes.map((c) => [c.index, c.field, c.from, c.to])).toEqual(
    [1, 2, 4].flatMap((index) => [
      [index, "cityName", "TP. HCM", "Thành phố Hồ Chí Minh"],
      [index, "districtName", "Q.1", "Quận 1"],
      [index, "wardName", "P. Ben Nghe", "Phường Bến Nghé"],
    ]),
  );
  expect(await readFile(input, "utf8")).toBe(text);
  const copy = [...result.copy].join("");
  if (format === "json") expect(JSON.parse(copy)).toEqual(FIXED);
  else {
    // Every line but the fixed records' is byte for byte the input's.
    const before = text.split("\n");
    const after = copy.split("\n");
    expect(after).toHaveLength(before.length);
    const changed = after.flatMap((line, i) => (line === before[i] ? [] : [i]));
    expect(changed).toEqual(format === "csv" ? [2, 3, 5] : [1, 2, 4]);
    expect(copy).toBe(write(FIXED));
  }
  const log = result.changeLog.trim().split("\n");
  expect(log[0]).toBe("line,domainName,field,from,to");
  // The record's line (CSV: after the header; NDJSON: its own line); JSON: where the element starts.
  const line = { csv: "3", ndjson: "2", json: String(result.changes[0]!.line) }[format];
  expect(log[1]).toBe(`${line},domain-2.com,cityName,TP. HCM,Thành phố Hồ Chí Minh`);
});

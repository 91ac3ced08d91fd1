// An export as Excel writes it in a Vietnamese locale (semicolons), with tabs, or in UTF-16:
// the delimiter and encoding are sniffed from the file and said on stderr; a wrong guess or a
// wrong --delimiter is one clear message, never one issue per row.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { DEMO_REGISTRAR, type MockServer, startMockServer } from "@cdrapi/mock-server";
import type { MaintainDomain } from "@cdrapi/reporting";
import { CANDIDATE_DELIMITERS, sniffCsv } from "@cdrapi/reporting/node";
import { COLUMNS, generateExport } from "@cdrapi/test-helpers/sample-export";
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import fc from "fast-check";
import { EXIT } from "../src/exit-codes.js";
import { cdrapi, serverEnv, tempDir } from "./helpers/cli.js";

let server: MockServer;
let dir: string;
let cleanup: () => Promise<void>;
const records = generateExport(200, 17);

beforeAll(async () => {
  server = await startMockServer({ port: 0 });
  ({ dir, cleanup } = await tempDir());
});
afterAll(async () => {
  await server.close();
  await cleanup();
});

function cellText(value: unknown, delimiter: string): string {
  const text = value === undefined || value === null ? "" : String(value);
  return text.includes(delimiter) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The records as CSV text with this delimiter. */
function delimited(
  rows: readonly MaintainDomain[],
  delimiter: string,
  columns: readonly string[] = COLUMNS,
): string {
  const lines = [columns.map((c) => cellText(c, delimiter)).join(delimiter)];
  for (const r of rows)
    lines.push(columns.map((c) => cellText((r as Record<string, unknown>)[c], delimiter)).join(delimiter));
  return `${lines.join("\r\n")}\r\n`;
}

type Encoding = "utf-8" | "utf-8-bom" | "utf-16le-bom" | "utf-16be-bom" | "utf-16le";

function encode(text: string, encoding: Encoding): Uint8Array {
  const le = Buffer.from(text, "utf16le");
  const be = Buffer.from(le).swap16();
  switch (encoding) {
    case "utf-8":
      return Buffer.from(text, "utf8");
    case "utf-8-bom":
      return Buffer.concat([Buffer.of(0xef, 0xbb, 0xbf), Buffer.from(text, "utf8")]);
    case "utf-16le-bom":
      return Buffer.concat([Buffer.of(0xff, 0xfe), le]);
    case "utf-16be-bom":
      return Buffer.concat([Buffer.of(0xfe, 0xff), be]);
    case "utf-16le":
      return le;
  }
}

describe("sniffCsv", () => {
  test.each([
    [",", "utf-8", "utf-8", false],
    [";", "utf-8-bom", "utf-8", true],
    ["\t", "utf-16le-bom", "utf-16le", true],
    [";", "utf-16be-bom", "utf-16be", true],
    [";", "utf-16le", "utf-16le", false],
  ] as const)("%j in %s", (delimiter, encoding, expected, bom) => {
    const sniff = sniffCsv(encode(delimited(records.slice(0, 20), delimiter), encoding));
    expect(sniff).toMatchObject({ delimiter, encoding: expected, bom, guessed: true });
    expect(sniff.knownFields[delimiter]).toBe(COLUMNS.length);
  });

  test("a delimiter inside a quoted header cell does not count", () => {
    const sniff = sniffCsv(Buffer.from('"domainName";"ownerName";"a,b,c,d,e"\nx;y;z\n'));
    expect(sniff.delimiter).toBe(";");
  });

  test("any header of MaintainDomain fields, any candidate delimiter, any supported encoding", () => {
    fc.assert(
      fc.property(
        fc.subarray([...COLUMNS], { minLength: 1 }),
        fc.constantFrom(...CANDIDATE_DELIMITERS),
        fc.constantFrom<Encoding>("utf-8", "utf-8-bom", "utf-16le-bom", "utf-16be-bom"),
        fc.nat({ max: 5 }),
        (columns, delimiter, encoding, rows) => {
          const sniff = sniffCsv(encode(delimited(records.slice(0, rows), delimiter, columns), encoding));
          // One column has no delimiter to find: any guess reads it, comma first.
          expect(sniff.delimiter).toBe(columns.length === 1 ? "," : delimiter);
          expect(sniff.encoding).toBe(encoding.replace("-bom", ""));
          expect(sniff.knownFields[sniff.delimiter]).toBe(columns.length);
        },
      ),
    );
  });
});

describe("the CLI reads what it sniffed, and says so", () => {
  test.each([
    [
      "semicolons (Excel, Vietnamese locale)",
      ";",
      "utf-8-bom",
      /semicolon \(";"\) detected, UTF-8 with a byte order mark/,
    ],
    ["tabs", "\t", "utf-8", /tab \("\\t"\) detected, UTF-8$/m],
    [
      "UTF-16 LE with its byte order mark",
      ";",
      "utf-16le-bom",
      /semicolon .* detected, UTF-16 LE with a byte order mark/,
    ],
    [
      "UTF-16 LE without one",
      ",",
      "utf-16le",
      /comma .* detected, UTF-16 LE without a byte order mark \(detected\)/,
    ],
  ] as const)("%s: validate exits 0", async (_name, delimiter, encoding, note) => {
    const file = join(dir, `sniff-${encoding}-${delimiter === "\t" ? "tab" : delimiter}.csv`);
    await writeFile(file, encode(delimited(records, delimiter), encoding));
    const run = await cdrapi(["reports", "validate", file]);
    expect(run.stderr).toMatch(note);
    expect(run.stdout).toContain(`${records.length} records, all valid`);
    expect(run.code).toBe(EXIT.OK);
  });

  test("a semicolon UTF-16 export uploads whole", async () => {
    const file = join(dir, "excel-utf16.csv");
    await writeFile(file, encode(delimited(records, ";"), "utf-16le-bom"));
    const run = await cdrapi(["reports", "upload", file, "--no-progress", "--sub-list-size", "50"], {
      env: serverEnv(server),
    });
    expect(run.code).toBe(EXIT.OK);
    expect(server.state.maintainedList(DEMO_REGISTRAR.username)).toHaveLength(records.length);
    server.reset();
  });

  test("--json: the choice is in the result, stderr stays empty", async () => {
    const file = join(dir, "json-note.csv");
    await writeFile(file, delimited(records.slice(0, 5), ";"));
    const run = await cdrapi(["reports", "validate", file, "--json"]);
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toMatchObject({ delimiter: ";", encoding: "utf-8", valid: true });
  });

  test("a wrong --delimiter: one message naming the delimiter that reads it, not one issue per row", async () => {
    const file = join(dir, "wrong.csv");
    await writeFile(file, delimited(generateExport(5000, 3), ";"));
    const run = await cdrapi(["reports", "validate", file, "--delimiter", ","]);
    expect(run.code).toBe(EXIT.INVALID_INPUT);
    const errors = run.stderr.split("\n").filter((l) => l.startsWith("error:"));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /names no MaintainDomain field when split at comma.*split at semicolon \(";"\) it names 18: pass --delimiter ';'/,
    );
    expect(run.stdout).toBe("");
  });

  test("a file that is not an export of MaintainDomain records: one message", async () => {
    const file = join(dir, "other.csv");
    await writeFile(file, "name;price\nbanh mi;20000\n".repeat(1000));
    const run = await cdrapi(["reports", "validate", file]);
    expect(run.code).toBe(EXIT.INVALID_INPUT);
    expect(run.stderr.split("\n").filter((l) => l.startsWith("error:"))).toHaveLength(1);
    expect(run.stderr).toMatch(/nor at a comma, semicolon or tab/);
  });

  test("--delimiter tab and --encoding override the sniffing", async () => {
    const file = join(dir, "forced.txt.csv");
    await writeFile(file, encode(delimited(records.slice(0, 10), "\t"), "utf-16le"));
    const run = await cdrapi(["reports", "validate", file, "--delimiter", "tab", "--encoding", "utf-16le"]);
    expect(run.stderr).toMatch(/tab \("\\t"\) from --delimiter, UTF-16 LE \(--encoding\)/);
    expect(run.code).toBe(EXIT.OK);
  });
});

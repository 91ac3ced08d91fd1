// An export that is not UTF-8 (Excel's "CSV" on a Vietnamese Windows is Windows-1258) must
// never reach VNNIC with U+FFFD in place of the registrants' names: validate names the lines,
// upload sends nothing. UTF-16 with its byte order mark reads as UTF-8 does.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { DEMO_REGISTRAR, type MockServer, startMockServer } from "@cdrapi/mock-server";
import { windows1258 } from "@cdrapi/test-helpers";
import { generateExport, toCsv } from "@cdrapi/test-helpers/sample-export";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "@jest/globals";
import { EXIT } from "../src/exit-codes.js";
import { cdrapi, serverEnv, tempDir } from "./helpers/cli.js";

const FULL = "/v1/reports/maintain-domains";
const SUB_LISTS = "/v1/reports/maintain-domains/sub-lists";
const MERGE = "/v1/reports/maintain-domains/sub-lists/merge";

let server: MockServer;
let dir: string;
let cleanup: () => Promise<void>;
let env: Record<string, string>;

beforeAll(async () => {
  server = await startMockServer({ port: 0 });
  ({ dir, cleanup } = await tempDir());
  env = serverEnv(server);
});
afterAll(async () => {
  await server.close();
  await cleanup();
});
afterEach(() => {
  server.reset();
});

const HEADER =
  "domainName,registeredDate,expiredDate,ownerName,ownerType,address,cityName,countryCode,phone,email,adminName,isAgentManager";
// Lines 2 and 4 are plain ASCII (the same bytes in any encoding); 3 and 5 are Vietnamese.
const EXPORT = [
  HEADER,
  "ascii-1.com,2020-01-01,2030-01-01,Nguyen Van An,C,1 Le Loi,Ha Noi,VN,+84.903123456,an@example.vn,Nguyen Van An,false",
  "viet-1.com,2020-01-01,2030-01-01,Trần Thị Bình,C,2 Lê Lợi,Thành phố Hồ Chí Minh,VN,+84.903123457,binh@example.vn,Trần Thị Bình,false",
  "ascii-2.com,2020-01-01,2030-01-01,Le Van Cuong,C,3 Le Loi,Ha Noi,VN,+84.903123458,cuong@example.vn,Le Van Cuong,false",
  "viet-2.com,2020-01-01,2030-01-01,Đặng Văn Dũng,T,4 Lý Tự Trọng,Đà Nẵng,VN,+84.903123459,dung@example.vn,Đặng Văn Dũng,true",
  "",
].join("\r\n");

async function windows1258File(name = "export-1258.csv"): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, windows1258(EXPORT));
  return path;
}

describe("reports validate", () => {
  test("a Windows-1258 CSV: exit 1, each line with bytes that are not UTF-8 named", async () => {
    const run = await cdrapi(["reports", "validate", await windows1258File()]);
    expect(run.code).toBe(EXIT.INVALID_INPUT);
    const issues = run.stdout.split("\n").filter((line) => line.startsWith("  "));
    expect(issues).toEqual([
      "  line 3: (file) is not valid UTF-8 (byte 0xE2 at byte 36 of the line): save the file as UTF-8 (a Windows-1258 or TCVN3 export must be converted); records are read only up to this line",
      "  line 5: (file) is not valid UTF-8 (byte 0xD0 at byte 34 of the line)",
    ]);
    expect(run.stdout).not.toContain("\uFFFD");
  });

  test("--json: file issues (index null) with their lines", async () => {
    const run = await cdrapi(["reports", "validate", await windows1258File(), "--json"]);
    expect(run.code).toBe(EXIT.INVALID_INPUT);
    const result = JSON.parse(run.stdout);
    expect(result).toMatchObject({ valid: false, records: 1, invalidRecords: 0 });
    expect(result.issues).toEqual([
      expect.objectContaining({ index: null, line: 3, field: "(file)" }),
      expect.objectContaining({ index: null, line: 5, field: "(file)" }),
    ]);
  });

  const encodings: Array<[string, (text: string) => Buffer]> = [
    ["UTF-8", (text) => Buffer.from(text)],
    ["UTF-8 with a BOM", (text) => Buffer.from(`\uFEFF${text}`)],
    ["UTF-16 LE with its BOM", (text) => Buffer.from(`\uFEFF${text}`, "utf16le")],
    ["UTF-16 BE with its BOM", (text) => Buffer.from(`\uFEFF${text}`, "utf16le").swap16()],
  ];
  test.each(encodings)("the same export in %s: all valid", async (name, encode) => {
    const path = join(dir, `export ${name}.csv`);
    await writeFile(path, encode(EXPORT));
    const run = await cdrapi(["reports", "validate", path]);
    expect(run.stdout).toMatch(/: 4 records, all valid$/m);
    expect(run.code).toBe(EXIT.OK);
  });
});

describe("reports upload", () => {
  test("a Windows-1258 CSV: exit 1, nothing sent, the maintained list unchanged", async () => {
    // The registrar's current list, from an earlier (valid) upload.
    const current = join(dir, "current.csv");
    await writeFile(current, toCsv(generateExport(20, 3)));
    expect((await cdrapi(["reports", "upload", current, "--no-progress"], { env })).code).toBe(EXIT.OK);
    const before = server.state.maintainedList(DEMO_REGISTRAR.username);
    expect(before).toHaveLength(20);
    const sent = (path: string) => server.requestCount("POST", path);
    const counts = () => [sent(FULL), sent(SUB_LISTS), server.requestCount("PUT", MERGE)];
    const countsBefore = counts();

    const bad = await windows1258File();
    for (const flags of [[], ["--skip-invalid"], ["--sub-list-size", "1"]]) {
      const run = await cdrapi(["reports", "upload", bad, "--no-progress", ...flags], { env });
      expect(run.code).toBe(EXIT.INVALID_INPUT);
      expect(run.stderr.split("\n")[1]).toMatch(
        /^error: 2 file issues, nothing sent \(first: line 3, .*not valid UTF-8/,
      );
      expect(run.stderr).toMatch(/line 5: \(file\) is not valid UTF-8/);
      expect(counts()).toEqual(countsBefore);
      expect(server.state.maintainedList(DEMO_REGISTRAR.username)).toEqual(before);
    }
  });
});

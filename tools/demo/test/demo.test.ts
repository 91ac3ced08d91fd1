// The demo in-process, and its sample data. (Moved here from packages/cli/test/demo.test.ts.)

import { DEMO_REGISTRAR, type MockServer, startMockServer } from "@cdrapi/mock-server";
import { createReportingClient, validateMaintainDomains } from "@cdrapi/reporting";
import { generateExport, IDN_NAMES, nextMonth, PLACES, toCsv } from "@cdrapi/test-helpers/sample-export";
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { runDemo } from "../src/run.js";

test("the demo runs end to end and shows the diff counts", async () => {
  let stdout = "";
  let stderr = "";
  const code = await runDemo(
    {
      stdout: {
        write: (t: string) => {
          stdout += t;
        },
      },
      stderr: {
        write: (t: string) => {
          stderr += t;
        },
      },
      env: {},
    },
    { records: 1200, subListSize: 300 },
  );
  expect(code).toBe(0);
  expect(stdout).toMatch(/Reference server .*: http:\/\/127\.0\.0\.1:\d+/);
  expect(stdout).toContain("$ cdrapi reports upload domains-2025-06.fixed.csv --sub-list-size 300");
  // Places: old-style addresses flagged with a suggestion, fixed into a copy that validates clean.
  expect(stdout).toContain("$ cdrapi reports validate domains-2025-06.csv --fix-places");
  expect(stdout).toMatch(
    /line \d+: cityName "TP [A-Za-z ]+" is not the listed spelling of a province of the (old|current) lists .*: "Thành phố /,
  );
  expect(stdout).toMatch(/districtName "Q\.[A-Za-z0-9 ]+" is not the listed spelling of a district/);
  expect(stdout).toMatch(/wrote domains-2025-06\.fixed\.csv: \d+ places fixed in 3 of 1200 records/);
  expect(stdout).toContain("ok: the fixed copy validates clean, places included");
  expect(stdout).toContain("ok: the fixed copy holds the listed names");
  expect(stdout).toMatch(/the server counted: \d+ added, \d+ changed, \d+ removed/);
  expect(stdout).toMatch(/ok: diff counts match the exports: \+\d+ ~\d+ -\d+/);
  expect(stdout).toMatch(/^cpu +cores +4 +/m);
  expect(stdout).toMatch(/Demo done in [\d.]+s/);
  expect(stdout).not.toContain("demo-secret"); // passwords are masked in the narrative
  expect(stderr).toMatch(/^sub-list 4\/4 accepted/m);
});

describe("sample data", () => {
  const june = generateExport(3000);

  test("is deterministic", () => {
    expect(toCsv(generateExport(3000))).toBe(toCsv(june));
  });

  test("is valid: every record, IDNs included, no duplicate", () => {
    expect(validateMaintainDomains(june)).toEqual([]);
    const names = june.map((r) => r.domainName);
    for (const idn of IDN_NAMES) expect(names).toContain(idn);
    expect(names.some((n) => n.endsWith(".vn"))).toBe(true);
    expect(names.some((n) => n.endsWith(".net"))).toBe(true);
  });

  test("next month adds, changes and removes some domains, and stays valid", () => {
    const july = nextMonth(june);
    expect(validateMaintainDomains(july.records)).toEqual([]);
    expect(july.added).toBeGreaterThan(0);
    expect(july.changed).toBeGreaterThan(0);
    expect(july.removed).toBeGreaterThan(0);
    expect(july.records).toHaveLength(june.length + july.added - july.removed);
  });
});

describe("places of the sample data", () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await startMockServer({ port: 0 });
  });
  afterAll(() => server.close());

  test("are wards the reference server lists", async () => {
    const client = createReportingClient({ baseUrl: server.url, credentials: DEMO_REGISTRAR });
    const wards = await client.places.listWards();
    const known = new Set(wards.map((w) => `${w.cityName}|${w.districtName}|${w.wardName}`));
    for (const place of PLACES)
      expect(known).toContain(`${place.cityName}|${place.districtName}|${place.wardName}`);
    // ... and the current ward each became: a ward without district, in the same province.
    const current = new Set(wards.filter((w) => !w.districtId).map((w) => `${w.cityName}|${w.wardName}`));
    for (const place of PLACES) expect(current).toContain(`${place.cityName}|${place.currentWardName}`);
  });
});

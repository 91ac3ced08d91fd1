import { validateMaintainDomains } from "@cdrapi/reporting";
import { makeRecord } from "@cdrapi/test-helpers";
import { describe, expect, test } from "@jest/globals";
import fc from "fast-check";
import { formats } from "../../src/generated/validators.js";
import { checkDomainName, countryCodes } from "../../src/validation/rules.js";

const issuesOf = (record: unknown) =>
  validateMaintainDomains([record]).map((i) => `${i.field}: ${i.message}`);

describe("validateMaintainDomains: one record", () => {
  const cases: Array<[string, Record<string, unknown>, string[]]> = [
    ["a valid record", {}, []],
    ["a missing required field", { ownerName: undefined }, ["ownerName: is required"]],
    [
      "2025-02-30 is not a date",
      { registeredDate: "2025-02-30" },
      ["registeredDate: must be a real calendar date (YYYY-MM-DD)"],
    ],
    ["2024-02-29 is a date", { registeredDate: "2024-02-29" }, []],
    [
      "a date in another format",
      { expiredDate: "15/03/2027" },
      ["expiredDate: must be a real calendar date (YYYY-MM-DD)"],
    ],
    [
      "registeredDate after expiredDate",
      { registeredDate: "2028-01-01" },
      ["expiredDate: must not be before registeredDate (2028-01-01)"],
    ],
    ["a bad e-mail", { email: "a@" }, ["email: must be an e-mail address"]],
    [
      "a country code not in ISO 3166-1",
      { countryCode: "XX" },
      ['countryCode: "XX" is not an ISO 3166-1 alpha-2 country code'],
    ],
    ["a lower-case country code", { countryCode: "vn" }, ['countryCode: must match pattern "^[A-Z]{2}$"']],
    ["an unknown ownerType", { ownerType: "X" }, ["ownerType: must be one of C, T"]],
    ["a string ianaNumber", { ianaNumber: "1234" }, ["ianaNumber: must be integer"]],
    ["an unknown field", { color: "red" }, ["color: is not a MaintainDomain field"]],
    [
      "a five-level address without a district",
      { districtName: "" },
      ["districtName: is required when is5LevelPlace is true"],
    ],
    ["a two-level address without a district", { districtName: undefined, is5LevelPlace: false }, []],
    ["an IDN in Unicode", { domainName: "ví-dụ.vn" }, []],
    ["an IDN in punycode", { domainName: "xn--v-d-rma6749a.vn" }, []],
    ["a single label", { domainName: "localhost" }, ["domainName: needs at least two labels (name and TLD)"]],
    [
      "an underscore",
      { domainName: "a_b.com" },
      ['domainName: label "a_b" must be letters, digits and inner hyphens'],
    ],
    [
      "a leading hyphen",
      { domainName: "-ab.com" },
      ['domainName: label "-ab" must be letters, digits and inner hyphens'],
    ],
    [
      "a 64-character label",
      { domainName: `${"a".repeat(64)}.com` },
      [`domainName: label "${"a".repeat(20)}..." is longer than 63 characters`],
    ],
    ["an IP address", { domainName: "1.2.3.4" }, ["domainName: TLD must not be all digits"]],
    [
      "a URL",
      { domainName: "http://a.com" },
      ["domainName: contains a character not allowed in a domain name"],
    ],
    [
      "broken punycode",
      { domainName: "xn--zz.com" },
      ["domainName: is not a valid domain name (IDNA conversion failed)"],
    ],
  ];
  for (const [name, change, want] of cases) {
    test(name, () => {
      const record: Record<string, unknown> = { ...makeRecord(1), ...change };
      for (const key of Object.keys(change)) if (change[key] === undefined) delete record[key];
      expect(issuesOf(record)).toEqual(want);
    });
  }

  test("something that is not an object", () => {
    expect(validateMaintainDomains([null, "x"])).toEqual([
      { index: 0, field: "(record)", message: "must be object" },
      { index: 1, field: "(record)", message: "must be object" },
    ]);
  });
});

describe("validateMaintainDomains: a list", () => {
  test("duplicates are found by their normalized ASCII name, with the first row", () => {
    const issues = validateMaintainDomains([
      makeRecord(0, { domainName: "ví-dụ.vn" }),
      makeRecord(1),
      makeRecord(2, { domainName: "XN--V-D-RMA6749A.VN" }),
    ]);
    expect(issues).toEqual([
      { index: 2, field: "domainName", message: "duplicate of row 0 (xn--v-d-rma6749a.vn)" },
    ]);
  });

  test("every issue of every row is returned, in row order", () => {
    const issues = validateMaintainDomains([
      makeRecord(0, { email: "x", phone: "" }),
      makeRecord(1),
      makeRecord(2, { ownerType: "Z" as "C" }),
    ]);
    expect(issues.map((i) => [i.index, i.field])).toEqual([
      [0, "email"],
      [0, "phone"],
      [2, "ownerType"],
    ]);
  });

  test("property: any generated record yields issues or none, and never throws", () => {
    const value = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    );
    const record = fc.dictionary(
      fc.constantFrom(
        "domainName",
        "registeredDate",
        "expiredDate",
        "email",
        "countryCode",
        "ownerType",
        "ianaNumber",
        "x",
      ),
      value,
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(record, value), { maxLength: 5 }), (records) => {
        const issues = validateMaintainDomains(records);
        for (const issue of issues) {
          expect(issue.index).toBeGreaterThanOrEqual(0);
          expect(issue.index).toBeLessThan(records.length);
          expect(typeof issue.message).toBe("string");
        }
      }),
    );
  });

  test("property: valid records with generated names and dates validate clean", () => {
    const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,20}[a-z0-9])?$/).filter((l) => !/^..--/.test(l));
    const day = fc.date({ min: new Date("1990-01-01"), max: new Date("2090-12-31"), noInvalidDate: true });
    fc.assert(
      fc.property(label, fc.constantFrom("com", "vn", "net"), day, day, (name, tld, a, b) => {
        const [from, to] = [a, b].map((d) => d.toISOString().slice(0, 10)).sort();
        expect(
          issuesOf(makeRecord(1, { domainName: `${name}.${tld}`, registeredDate: from!, expiredDate: to! })),
        ).toEqual([]);
      }),
    );
  });
});

describe("rules", () => {
  test("the country list holds the 249 ISO 3166-1 codes", () => expect(countryCodes().size).toBe(249));
  test("calendar dates", () => {
    const isCalendarDate = (value: string) => formats.date.validate(value);
    expect(["2024-02-29", "2000-02-29", "2025-12-31"].map(isCalendarDate)).toEqual([true, true, true]);
    expect(["1900-02-29", "2025-04-31", "2025-13-01", "2025-00-10", "2025-1-1"].map(isCalendarDate)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
  test("domain names convert to their ASCII form", () => {
    expect(checkDomainName("Bücher.DE")).toEqual({ ok: true, ascii: "xn--bcher-kva.de" });
    expect(checkDomainName("例子.测试")).toEqual({ ok: true, ascii: "xn--fsqu00a.xn--0zwm56d" });
    expect(checkDomainName("a.com.")).toEqual({ ok: false, reason: "must not end with a dot" });
  });
});

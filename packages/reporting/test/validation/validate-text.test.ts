// Text fields hold text: no control characters, no U+FFFD (what is left of bytes that were not
// UTF-8), no unpaired surrogates, and a required one is not blank.
import { makeRecord } from "@cdrapi/test-helpers";
import { describe, expect, test } from "@jest/globals";
import fc from "fast-check";
import { textIssue } from "../../src/validation/rules.js";
import { createRecordValidator } from "../../src/validation/validate.js";

/** The issues of one record, as `field: message`. */
function issuesOf(change: Record<string, unknown>): string[] {
  const record = { ...makeRecord(1), ...change };
  return createRecordValidator()
    .check(record, 0)
    .map((issue) => `${issue.field}: ${issue.message}`);
}

const CONTROL = (code: string, position: number) =>
  `must not contain control characters (U+${code} at position ${position})`;

// [name, value, what a free-text field says of it (undefined: nothing), if optional when not the same]
const TEXT_CASES: Array<[string, string, string | undefined, (string | undefined)?]> = [
  ["spaces only", "   ", "must not be blank", undefined],
  ["a tab only (blank first when required)", "\t", "must not be blank", CONTROL("0009", 1)],
  ["Unicode spaces only (U+3000, U+00A0)", "\u3000\u00a0", "must not be blank", undefined],
  ["a tab inside", "Nguyễn\tAn", CONTROL("0009", 7)],
  ["a line break", "1 Lê Lợi\nQuận 1", CONTROL("000A", 9)],
  ["a CR at the end", "An\r", CONTROL("000D", 3)],
  ["a NUL", "a\u0000", CONTROL("0000", 2)],
  ["DEL", "\u007fx", CONTROL("007F", 1)],
  ["a C1 control (U+0085)", "x\u0085", CONTROL("0085", 2)],
  ["a C1 control from Windows-1258 read as Latin-1 (U+0090)", "Nguy\u0090n", CONTROL("0090", 5)],
  ["the position counts code points", "😀😀\u0001", CONTROL("0001", 3)],
  [
    "U+FFFD",
    "Nguy\uFFFDn",
    "must not contain U+FFFD, the replacement character (at position 5): it stands for bytes that were not UTF-8, and the original text is lost",
  ],
  ["an unpaired high surrogate", "a\ud83d", "must not contain an unpaired surrogate (U+D83D at position 2)"],
  ["an unpaired low surrogate", "\ude00a", "must not contain an unpaired surrogate (U+DE00 at position 1)"],
  ["Vietnamese and an emoji", "Nguyễn Văn An 😀", undefined],
  ["spaces around words", "  An  ", undefined],
  ["a no-break space inside", "Nguyễn\u00a0An", undefined],
];

describe("required free text: ownerName, address, cityName, phone, adminName", () => {
  for (const field of ["ownerName", "address", "cityName", "phone", "adminName"]) {
    for (const [name, value, want] of TEXT_CASES) {
      test(`${field}: ${name}`, () => {
        expect(issuesOf({ [field]: value })).toEqual(want === undefined ? [] : [`${field}: ${want}`]);
      });
    }
    test(`${field}: empty is the schema's minLength, said once`, () => {
      expect(issuesOf({ [field]: "" })).toEqual([`${field}: must NOT have fewer than 1 characters`]);
    });
  }
  test("a name too long and with a tab: both said", () => {
    expect(issuesOf({ ownerName: `\t${"a".repeat(255)}` })).toEqual([
      "ownerName: must NOT have more than 255 characters",
      `ownerName: ${CONTROL("0009", 1)}`,
    ]);
  });
});

describe("optional free text: wardName, districtName, fax, note", () => {
  for (const field of ["wardName", "districtName", "fax", "note"]) {
    for (const [name, value, required, ...optional] of TEXT_CASES) {
      // White space only in an optional field is accepted, as an empty one is.
      const want = optional.length > 0 ? optional[0] : required;
      const expected = want === undefined ? [] : [`${field}: ${want}`];
      test(`${field}: ${name}`, () => {
        expect(issuesOf({ [field]: value, is5LevelPlace: false })).toEqual(expected);
      });
    }
  }
  test("a blank districtName of a five-level address is still missing", () => {
    expect(issuesOf({ districtName: "  " })).toEqual([
      "districtName: is required when is5LevelPlace is true",
    ]);
  });
});

describe("required fields with their own rules refuse such text once, by that rule", () => {
  const cases: Array<[string, string]> = [
    ["domainName", "contains a character not allowed in a domain name"],
    ["registeredDate", "must be a real calendar date (YYYY-MM-DD)"],
    ["expiredDate", "must be a real calendar date (YYYY-MM-DD)"],
    ["email", "must be an e-mail address"],
    ["countryCode", 'must match pattern "^[A-Z]{2}$"'],
    ["ownerType", "must be one of C, T"],
  ];
  for (const [field, message] of cases) {
    for (const value of ["   ", "\t", "V\u0000", "x\uFFFD"]) {
      test(`${field}: ${JSON.stringify(value)}`, () => {
        const issues = issuesOf({ [field]: value });
        expect(issues.filter((issue) => issue.startsWith(`${field}:`))).toHaveLength(1);
        if (field !== "domainName" || /\s|\p{Cc}/u.test(value))
          expect(issues).toContain(`${field}: ${message}`);
      });
    }
  }
});

describe("textIssue", () => {
  test("property: finds nothing exactly when the value has no control character, U+FFFD or unpaired surrogate, and is not blank when required", () => {
    const unit = fc.oneof(
      fc.constantFrom(" ", "\t", "\n", "\u0000", "\u007f", "\u0085", "\u009f", "\u00a0", "\u3000", "\uFFFD"),
      fc.constantFrom("\ud83d", "\ude00", "😀", "ễ", "a", "\uFEFF", "\u2028"),
      fc.string({ unit: "binary", maxLength: 1 }),
    );
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 8 }), fc.boolean(), (value, required) => {
        const refused =
          /[\p{Cc}\uFFFD]|\p{Cs}/u.test(value) || (required && value.length > 0 && value.trim() === "");
        expect(textIssue(value, required) === undefined).toBe(!refused);
      }),
      { numRuns: 5000 },
    );
  });
});

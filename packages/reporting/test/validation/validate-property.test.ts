// The bulk validation on generated records: the schema's verdict is Ajv's own (the standalone
// validators are generated from the document), the name handed on to the removal guard is the
// name it keys the server's list by, and the ASCII branch of checkDomainName says what the URL
// parser says.
import { makeRecord } from "@cdrapi/test-helpers";
import { describe, expect, test } from "@jest/globals";
import Ajv from "ajv";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { MaintainDomainSchema } from "../../src/generated/schemas.js";
import { formats } from "../../src/generated/validators.js";
import { domainKey } from "../../src/identity.js";
import { checkDomainName, checkDomainNameByUrl } from "../../src/validation/rules.js";
import { createRecordValidator, createSourceValidator } from "../../src/validation/validate.js";

/** Ajv at run time, compiled from the document's schema (the generated code is Ajv's, ahead of time). */
const ajvValidate = (() => {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  return ajv.compile(MaintainDomainSchema);
})();

// Strings around the schema's length limits, in 1-, 2- (UTF-16) and 4-byte characters: a
// string of 255 emoji is 510 UTF-16 units but 255 code points (within a maxLength of 255).
const aroundLimit = fc
  .tuple(
    fc.constantFrom(1, 2, 32, 253, 254, 255, 500, 1000),
    fc.integer({ min: -2, max: 2 }),
    fc.constantFrom("a", "ệ", "😀", "\ud83d"),
    fc.constantFrom("", "a", "😀"),
  )
  .map(([n, delta, char, tail]) => char.repeat(Math.max(0, n + delta)) + tail);

const domainName = fc.oneof(
  fc.constantFrom(
    "a.com",
    "A.COM",
    "ví-dụ.vn",
    "xn--v-d-rma6749a.vn",
    "XN--V-D-RMA6749A.VN",
    "xn--zz.com",
    "1.0x7f",
    "a.0x",
    "a.1",
    "1.2.3.4",
    "a..b",
    "-a.com",
    "a_b.com",
    "a.com.",
    "localhost",
    "domain-1.com",
    "Domain-2.COM",
  ),
  fc.stringMatching(/^[a-zA-Z0-9-]{1,8}(\.[a-zA-Z0-9-]{1,8}){1,3}$/),
  fc.string({ maxLength: 12 }),
);

const date = fc.oneof(
  fc
    .date({ min: new Date("1890-01-01"), max: new Date("2100-12-31"), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom(
    "2024-02-29",
    "2025-02-29",
    "2025-02-30",
    "2025-13-01",
    "2025-00-10",
    "2025-1-1",
    "0000-01-01",
  ),
  fc.string({ maxLength: 12 }),
);

// Text that is not text: blank, control characters (C0, DEL, C1), U+FFFD, unpaired surrogates,
// mixed with ordinary letters, Unicode spaces and emoji.
const suspiciousText = fc.oneof(
  fc.string({
    unit: fc.constantFrom(
      "a",
      "ễ",
      " ",
      "\u00a0",
      "\u3000",
      "\t",
      "\n",
      "\r",
      "\u0000",
      "\u001f",
      "\u007f",
      "\u0085",
      "\u009f",
      "\uFFFD",
      "\ud83d",
      "\ude00",
      "😀",
    ),
    maxLength: 6,
  }),
  fc.constantFrom("Nguyễn\tAn", "1 Lê Lợi\r\nQuận 1", "Nguy\uFFFDn", "   ", "\u3000", "\u0085"),
);

const anyValue = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.string({ unit: "grapheme", maxLength: 6 }),
  fc.constantFrom("", " ", " \t ", "C", "T", "VN", "XX", "vn", "a@b.vn", "a@", "x"),
  suspiciousText,
  aroundLimit,
  fc.integer({ min: -3, max: 3 }),
  fc.constantFrom(0.5, 2 ** 31, -(2 ** 31) - 1, Number.NaN, Number.POSITIVE_INFINITY, 1234),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.constant([]),
  fc.constant({}),
);

const FIELDS = Object.keys(MaintainDomainSchema.properties) as Array<
  keyof typeof MaintainDomainSchema.properties
>;

const fieldValue = (field: string) => {
  if (field === "domainName") return fc.oneof(domainName, anyValue);
  if (field === "registeredDate" || field === "expiredDate") return fc.oneof(date, anyValue);
  if (field === "countryCode") return fc.oneof(fc.stringMatching(/^[A-Z]{2}$/), anyValue);
  if (field === "email")
    return fc.oneof(fc.emailAddress(), fc.stringMatching(/^[a-z.]{0,3}@[a-z.-]{0,5}$/), anyValue);
  return anyValue;
};
// Each field's values, built once: built in chain() for each change, stringMatching's set-up
// was most of this file's CPU.
const CHANGED = [...FIELDS, "color", "constructor"];
const valuesOf = new Map(CHANGED.map((field) => [field, fieldValue(field)]));

// Mostly valid records (a few names, so duplicates happen) with some fields changed or removed,
// unknown fields added, and now and then something that is not a record at all.
const record = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(
        fc.integer({ min: 0, max: 5 }),
        fc.array(
          fc
            .constantFrom(...CHANGED)
            .chain((field) => fc.tuple(fc.constant(field), valuesOf.get(field)!, fc.boolean())),
          { maxLength: 3 },
        ),
      )
      .map(([i, changes]) => {
        const out: Record<string, unknown> = { ...makeRecord(i) };
        for (const [field, value, remove] of changes) {
          if (remove) delete out[field];
          else out[field] = value;
        }
        return out as unknown;
      }),
  },
  { weight: 1, arbitrary: anyValue },
);

describe("the validation of generated records", () => {
  test("property: a record without issues is one Ajv accepts; every field Ajv refuses has an issue", () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 8 }), (records) => {
        const validator = createRecordValidator();
        records.forEach((r, index) => {
          const issues = validator.check(r, index);
          const valid = ajvValidate(r);
          if (issues.length === 0) expect(valid).toBe(true);
          const fields = new Set(issues.map((issue) => issue.field));
          for (const error of ajvValidate.errors ?? []) {
            const field =
              error.keyword === "required"
                ? String(error.params.missingProperty)
                : error.instancePath.slice(1) || "(record)";
            expect(fields.has(field)).toBe(true);
          }
        });
      }),
      { numRuns: 1000 },
    );
  });

  test("property: the name a valid record hands on is its domainKey (what the server's list is keyed by)", () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 8 }), (records) => {
        const validator = createSourceValidator();
        for (const r of records) {
          const { issues, name } = validator.check({ record: r });
          if (issues.length === 0) expect(name).toBe(domainKey((r as { domainName: unknown }).domainName));
        }
      }),
      { numRuns: 1000 },
    );
  });

  test("limits count code points: 255 emoji are a valid ownerName, 256 are not", () => {
    for (const [count, want] of [
      [255, 0],
      [256, 1],
    ] as const) {
      const r = makeRecord(1, { ownerName: "😀".repeat(count) });
      expect(createRecordValidator().check(r, 0)).toHaveLength(want);
    }
  });

  test("the source validator: read issues and lines kept as before", () => {
    const item = { record: makeRecord(1, { email: "x" }), line: 7 };
    expect(createSourceValidator().check(item)).toEqual({
      index: 0,
      issues: [{ index: 0, field: "email", message: "must be an e-mail address", line: 7 }],
      name: "domain-1.com",
    });
    expect(createSourceValidator().check({ record: makeRecord(1), line: 2 })).toEqual({
      index: 0,
      issues: [],
      name: "domain-1.com",
    });
  });
});

describe("checkDomainName's ASCII branch against the URL parser", () => {
  const label = fc.oneof(
    fc.stringMatching(/^[a-zA-Z0-9-]{1,10}$/),
    fc.stringMatching(/^[a-z0-9]{60,66}$/),
    fc.constantFrom(
      "xn--",
      "XN--zz",
      "xn--bcher-kva",
      "0x",
      "0X1f",
      "0x1g",
      "123",
      "09",
      "-a",
      "a-",
      "a--b",
      "",
    ),
    fc.string({ unit: fc.constantFrom(..."aZx0-9._ é/%"), maxLength: 6 }),
  );
  const asciiName = fc.oneof(
    fc.array(label, { minLength: 1, maxLength: 6 }).map((labels) => labels.join(".")),
    fc
      .array(fc.stringMatching(/^[a-z]{63}$/), { minLength: 4, maxLength: 5 })
      .map((labels) => labels.join(".")),
    fc.string({ unit: fc.constantFrom(..."aZx0-9.-_"), maxLength: 20 }),
  );

  test("property: checkDomainName gives what the URL parser path gives (ASCII names)", () => {
    fc.assert(
      fc.property(asciiName, (name) => {
        expect(checkDomainName(name)).toEqual(checkDomainNameByUrl(name));
      }),
      { numRuns: 5000 },
    );
  });
});

describe("the generated date format", () => {
  test("property: answers as ajv-formats' date format", () => {
    const ajv = new Ajv();
    addFormats(ajv);
    const ajvDate = (ajv.formats.date as { validate: (value: string) => boolean }).validate;
    const digits = (n: number) => fc.stringMatching(new RegExp(`^[0-9]{${n}}$`));
    const dateLike = fc.oneof(
      fc
        .tuple(digits(4), digits(2), digits(2), fc.constantFrom("-", "-", "/", ""))
        .map(([y, m, d, sep]) => `${y}${sep}${m}-${d}`),
      fc
        .tuple(digits(4), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
        .map(([y, m, d]) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`),
      fc.string({ unit: fc.constantFrom(..."0129-٣ \n"), maxLength: 11 }),
      fc.string(),
    );
    fc.assert(
      fc.property(dateLike, (value) => {
        expect(formats.date.validate(value)).toBe(ajvDate(value));
      }),
      { numRuns: 5000 },
    );
  });
});

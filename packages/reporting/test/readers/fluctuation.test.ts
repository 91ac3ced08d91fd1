// Fluctuation records (VNNIC-07) through the same readers and validation as a maintained list:
// the action columns are known to the CSV reader with `kind: "fluctuation"`, every issue carries
// its line, and the readers' parsing plus the validation agree with Ajv's FluctuationDomain
// validator on arbitrary records (compiled here from the generated schema; the package checks a
// fluctuation record with MaintainDomain's standalone code and its action part's).
import { Readable } from "node:stream";
import type { LocatedRecord } from "@cdrapi/reporting";
import { validateMaintainDomains, validateSource } from "@cdrapi/reporting";
import { readCsv, readFluctuationDomains } from "@cdrapi/reporting/node";
import { makeRecord } from "@cdrapi/test-helpers";
import { describe, expect, test } from "@jest/globals";
import Ajv from "ajv";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { FluctuationDomainSchema, MaintainDomainSchema } from "../../src/generated/schemas.js";
import { REASONS_BY_ACTION } from "../../src/validation/actions.js";
import { KINDS } from "../../src/validation/kinds.js";
import { createRecordValidator } from "../../src/validation/validate.js";

// The reference: Ajv itself (a dev dependency) on the whole FluctuationDomain schema.
const validateFluctuationDomain = (() => {
  const ajv = new Ajv({ allErrors: true, strict: true });
  addFormats(ajv);
  return ajv.compile(structuredClone(FluctuationDomainSchema) as object);
})();

const stream = (text: string) => Readable.from([Buffer.from(text)]);

async function collect(source: AsyncIterable<LocatedRecord>): Promise<LocatedRecord[]> {
  const out: LocatedRecord[] = [];
  for await (const item of source) out.push(item);
  return out;
}

const change = (i: number, action = "ADD", actionReason = "C", more: Record<string, unknown> = {}) => ({
  ...makeRecord(i),
  action,
  actionReason,
  actionDate: "2026-11-20",
  ...more,
});

/** RFC 4180 CSV of records, columns in the order of the first record's keys. */
function csvOf(records: Record<string, unknown>[], columns = Object.keys(records[0]!)): string {
  const cell = (value: unknown) => {
    const text = value === undefined ? "" : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [columns.join(","), ...records.map((r) => columns.map((c) => cell(r[c])).join(","))].join("\n");
}

describe("reading fluctuation files", () => {
  test("CSV: the action columns are read with kind fluctuation, refused without it", async () => {
    const text = csvOf(
      [change(1), change(2, "REM", "L", { actionSource: "Other JSC" })],
      [...Object.keys(change(1)), "actionSource"],
    );
    const read = await collect(readFluctuationDomains(stream(text), { format: "csv" }));
    expect(read).toEqual([
      { record: change(1), line: 2, issues: [] },
      { record: change(2, "REM", "L", { actionSource: "Other JSC" }), line: 3, issues: [] },
    ]);
    const asMaintain = await collect(readCsv(stream(text)));
    expect(asMaintain.filter((item) => item.row === false).map((item) => item.issues![0]!.message)).toEqual(
      ["action", "actionReason", "actionDate", "actionSource"].map(
        (name) => `unknown column "${name}" (not a MaintainDomain field)`,
      ),
    );
  });

  test("an unknown column names the kind", async () => {
    const text = csvOf([{ ...change(1), actionSauce: "x" }]);
    const items = await collect(readFluctuationDomains(stream(text), { format: "csv" }));
    expect(items[0]).toEqual({
      record: undefined,
      row: false,
      line: 1,
      issues: [{ field: "(file)", message: 'unknown column "actionSauce" (not a FluctuationDomain field)' }],
    });
  });

  test("a kind that is neither is a TypeError before anything is read", () => {
    expect(() => readCsv(stream(""), { kind: "update" as never })).toThrow(TypeError);
    expect(() => readFluctuationDomains("x.json", { format: "json", kind: "x" } as never)).not.toThrow();
  });

  const bad = [
    change(0, "MOVE", "C"),
    change(1, "ADD", "D"),
    change(2, "REM", "L", { actionDate: "2026-02-30", email: "not-an-email" }),
    change(3, "CHANGE", "O", { actionSource: "tab\there" }),
    { ...makeRecord(4), action: "CHANGE" },
    change(5, "CHANGE", "R"),
  ];
  const expected = [
    { index: 0, line: 2, field: "action", message: "must be ADD, REM or CHANGE" },
    { index: 1, line: 3, field: "actionReason", message: 'must be C, G for ADD (got "D")' },
    { index: 2, line: 4, field: "email", message: "must be an e-mail address" },
    { index: 2, line: 4, field: "actionDate", message: "must be a real calendar date (YYYY-MM-DD)" },
    {
      index: 3,
      line: 5,
      field: "actionSource",
      message: "must not contain control characters (U+0009 at position 4)",
    },
    { index: 4, line: 6, field: "actionReason", message: "is required" },
    { index: 4, line: 6, field: "actionDate", message: "is required" },
  ];
  const columns = [...Object.keys(change(0)), "actionSource"];
  test.each([
    ["CSV", "csv", csvOf(bad, columns), 0],
    ["NDJSON", "ndjson", `${bad.map((r) => JSON.stringify(r)).join("\n")}\n`, -1],
  ] as const)("%s: every issue of the action fields with its line", async (_name, format, text, shift) => {
    const result = await validateSource(readFluctuationDomains(stream(text), { format }), {
      kind: "fluctuation",
    });
    const issues = expected.map((issue) => ({ ...issue, line: issue.line + shift }));
    expect(result).toEqual({ records: 6, invalidRecords: 5, issues });
  });
});

describe("the action/reason pairing", () => {
  const reasons = ["C", "G", "D", "L", "U", "R", "O"];
  test.each(
    Object.entries(REASONS_BY_ACTION).flatMap(([action, listed]) =>
      reasons.map((reason) => [action, reason, (listed as readonly string[]).includes(reason)] as const),
    ),
  )("%s with %s: valid %s", (action, reason, valid) => {
    const issues = validateMaintainDomains([change(1, action, reason)], { kind: "fluctuation" });
    expect(issues).toEqual(
      valid
        ? []
        : [
            {
              index: 0,
              field: "actionReason",
              message: `must be ${REASONS_BY_ACTION[action as keyof typeof REASONS_BY_ACTION].join(", ")} for ${action} (got "${reason}")`,
            },
          ],
    );
  });

  test("a maintained-list validation refuses the action fields as unknown", () => {
    expect(validateMaintainDomains([change(1)]).map((issue) => issue.field)).toEqual([
      "action",
      "actionReason",
      "actionDate",
    ]);
  });
});

// Records near valid: a valid change with some fields replaced by other values or removed.
const fields = Object.keys(KINDS.fluctuation.schema.properties);
const value = fc.oneof(
  fc.constantFrom("ADD", "REM", "CHANGE", "add", "C", "G", "D", "L", "U", "R", "O", "X", ""),
  fc.constantFrom("2026-11-20", "2024-02-29", "2026-02-29", "2026-1-1", "20261120"),
  fc.constantFrom("Other JSC", " ", "tab\there", "😀", "\uFFFD", "x".repeat(256)),
  fc.string({ maxLength: 6 }),
  fc.integer({ min: -2, max: 2 }),
  fc.boolean(),
  fc.constant(null),
);
const nearValid = fc
  .tuple(
    fc.integer({ min: 0, max: 3 }),
    fc.constantFrom(
      ...Object.entries(REASONS_BY_ACTION).flatMap(([a, rs]) => rs.map((r) => [a, r] as const)),
    ),
    fc.array(fc.tuple(fc.constantFrom(...fields, "colour"), fc.option(value, { nil: undefined })), {
      maxLength: 3,
    }),
  )
  .map(([i, [action, reason], changes]) => {
    const record: Record<string, unknown> = change(i, action, reason);
    for (const [field, v] of changes) {
      if (v === undefined) delete record[field];
      else record[field] = v;
    }
    return record;
  });

describe("property: the fluctuation validation agrees with Ajv's FluctuationDomain validator", () => {
  test("the schema is allOf MaintainDomain and the action part (what kinds.ts relies on)", () => {
    expect(FluctuationDomainSchema.allOf[0]).toEqual(MaintainDomainSchema);
  });

  test("the package's validator gives Ajv's answer and issues (but schemaPath)", () => {
    const issues = (errors: unknown[] | null | undefined) =>
      (errors ?? []).map((error) => {
        const { schemaPath: _path, ...rest } = error as { schemaPath: string };
        return rest;
      });
    fc.assert(
      fc.property(nearValid, (record) => {
        const { validate } = KINDS.fluctuation;
        expect(validate(record)).toBe(validateFluctuationDomain(record));
        expect(issues(validate.errors)).toEqual(issues(validateFluctuationDomain.errors));
      }),
      { numRuns: 400 },
    );
  });

  test("a record Ajv refuses always has an issue", () => {
    fc.assert(
      fc.property(fc.array(nearValid, { maxLength: 6 }), (records) => {
        const validator = createRecordValidator({ kind: "fluctuation" });
        records.forEach((record, index) => {
          const found = validator.check(record, index);
          if (!validateFluctuationDomain(record)) expect(found.length).toBeGreaterThan(0);
          // What Ajv accepts is refused only by the rules the schema cannot say (the pairing,
          // names, dates in order, places, text), never on a field only the schema constrains.
          else {
            const schemaOnly = ["action", "actionDate", "registeredDate", "email", "ownerType", "ianaNumber"];
            for (const issue of found) expect(schemaOnly).not.toContain(issue.field);
          }
        });
      }),
      { numRuns: 400 },
    );
  });

  test("CSV parsing: a record written as CSV reads back as the same values and the same verdict", async () => {
    await fc.assert(
      fc.asyncProperty(nearValid, async (record) => {
        // CSV holds text: only records whose values are text (or the schema's booleans and
        // integers written as such) round-trip; the rest is the JSON readers' case.
        const props = KINDS.fluctuation.schema.properties;
        const typed = Object.entries(record).every(
          ([key, v]) =>
            Object.hasOwn(props, key) &&
            ((typeof v === "string" && props[key]!.type === "string" && v !== "" && !/^\s|\s$/.test(v)) ||
              (typeof v === "boolean" && props[key]!.type === "boolean") ||
              (typeof v === "number" && props[key]!.type === "integer")),
        );
        fc.pre(typed);
        const [item] = await collect(readFluctuationDomains(stream(csvOf([record])), { format: "csv" }));
        expect(item!.record).toEqual(record);
        const viaReader = await validateSource(
          readFluctuationDomains(stream(csvOf([record])), { format: "csv" }),
          {
            kind: "fluctuation",
          },
        );
        expect(viaReader.issues.map(({ line: _line, ...issue }) => issue)).toEqual(
          validateMaintainDomains([record], { kind: "fluctuation" }),
        );
        if (!validateFluctuationDomain(record)) expect(viaReader.invalidRecords).toBe(1);
      }),
      { numRuns: 150 },
    );
  });
});

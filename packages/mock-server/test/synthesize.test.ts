/**
 * The synthesiser answers operations that have no example: whatever schema the document
 * gives, its value must validate (Ajv with the server's formats, through openapi-backend).
 */

import { describe, expect, test } from "@jest/globals";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { OpenAPIValidator } from "openapi-backend";
import { synthesize } from "../src/synthesize.js";

/** Validation errors of `value` against `schema`, as the server's response validation reports them. */
function errorsOf(schema: unknown, value: unknown): unknown[] {
  const definition = {
    openapi: "3.0.3",
    info: { title: "t", version: "1" },
    paths: {
      "/x": {
        get: {
          operationId: "x",
          responses: { "200": { description: "ok", content: { "application/json": { schema } } } },
        },
      },
    },
  };
  const validator = new OpenAPIValidator({
    definition: definition as never,
    lazyCompileValidators: true,
    customizeAjv: (ajv) => {
      addFormats(ajv as never);
      return ajv;
    },
  });
  return validator.validateResponse(value, "x", 200).errors ?? [];
}

const FORMATS = ["date", "date-time", "email", "uri", "uuid", "ipv4", "ipv6", "hostname", "password"];
const PATTERNS = ["^[0-9]{1,3}$", "^[A-Z]{2}$", "^[a-z0-9.-]+$", "^\\d{4}-\\d{2}-\\d{2}$"];

const schema = fc.letrec((tie) => ({
  leaf: fc.oneof(
    fc.record(
      {
        type: fc.constant("string"),
        format: fc.constantFrom(...FORMATS),
        minLength: fc.integer({ min: 0, max: 3 }),
      },
      { requiredKeys: ["type"] },
    ),
    fc.record({ type: fc.constant("string"), pattern: fc.constantFrom(...PATTERNS) }),
    fc
      .tuple(fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 50 }))
      .map(([minimum, span]) => ({ type: "integer", minimum, maximum: minimum + span })),
    fc.record({ type: fc.constant("number"), exclusiveMinimum: fc.integer({ min: 0, max: 9 }) }),
    fc.constant({ type: "boolean" }),
    fc.uniqueArray(fc.string({ minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 4 }).map((e) => ({
      type: "string",
      enum: e,
    })),
  ),
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    tie("leaf"),
    tie("array"),
    tie("object"),
    tie("allOf"),
  ),
  array: fc.record({
    type: fc.constant("array"),
    items: tie("node"),
    minItems: fc.integer({ min: 0, max: 3 }),
  }),
  object: fc.dictionary(fc.stringMatching(/^[a-z_]{1,8}$/), tie("node"), { maxKeys: 4 }).chain((properties) =>
    fc.subarray(Object.keys(properties)).map((required) => ({
      type: "object",
      properties,
      ...(required.length > 0 ? { required } : {}),
    })),
  ),
  // One object's properties split over two parts: allOf of parts that cannot contradict.
  allOf: tie("object").map((o) => {
    const { properties, required = [] } = o as { properties: Record<string, unknown>; required?: string[] };
    const names = Object.keys(properties);
    const part = (keep: string[]) => ({
      type: "object",
      properties: Object.fromEntries(keep.map((n) => [n, properties[n]])),
      required: required.filter((n) => keep.includes(n)),
    });
    const half = Math.ceil(names.length / 2);
    return { allOf: [part(names.slice(0, half)), part(names.slice(half))] };
  }),
}));

describe("synthesize", () => {
  test("its value validates against any schema of the grammar", () => {
    fc.assert(
      fc.property(schema.node, (s) => {
        expect(errorsOf(s, synthesize(s))).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  test.each([
    ["an example wins", { type: "object", example: { id: "7" } }, { id: "7" }],
    ["then a default", { type: "string", default: "Active" }, "Active"],
    ["then the first enum value", { type: "string", enum: ["Open", "Closed"] }, "Open"],
    [
      "a success never carries HostBill's error array",
      {
        type: "object",
        properties: { info: { type: "array", items: { type: "string" } }, error: { type: "array" } },
      },
      { info: ["1"] },
    ],
    ["a date", { type: "string", format: "date" }, "2026-01-15"],
    ["a bounded integer", { type: "integer", minimum: 5, maximum: 9 }, 5],
  ])("%s", (_name, given, want) => {
    expect(synthesize(given)).toEqual(want);
  });
});

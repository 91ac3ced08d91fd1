// The checker of `validateResponses` (@cdrapi/core/validate) on its own: each kind of difference
// as one "field.path: what differs" issue, never a value (SECRET is one); an operation without a
// schema passes;
// "warn" hands the line to `warn`, "throw" throws a ResponseValidationError.
import { describe, expect, test } from "@jest/globals";
import { CdrapiError } from "../src/index.js";
import { ResponseValidationError, responseValidator } from "../src/validate.js";

const SECRET = "a-value-never-shown";
const schemas = {
  op: {
    type: "object",
    required: ["id"],
    additionalProperties: false,
    properties: {
      id: { type: "integer" },
      state: { enum: ["on", "off"] },
      items: { type: "array", items: { type: "object", properties: { "a/b": { type: "string" } } } },
      size: { type: "number", minimum: 0 },
    },
  },
};

/** The issues of `data` against the schema of "op", or undefined when it passes. */
function issuesOf(data: unknown, operationId = "op"): readonly string[] | undefined {
  try {
    responseValidator(schemas)(operationId, data, "throw", () => {});
    return undefined;
  } catch (error) {
    return (error as ResponseValidationError).issues;
  }
}

describe("responseValidator", () => {
  test.each([
    [{ id: 1, state: "on", items: [{ "a/b": "x" }], size: 2 }, undefined],
    [{ id: SECRET }, ["id: expected integer, got string"]],
    [{ id: 1.5 }, ["id: expected integer, got number"]],
    [{}, ["id: missing"]],
    [{ id: 1, state: SECRET }, ["state: not one of the document's values"]],
    [{ id: 1, extra: SECRET }, ["extra: not in the document"]],
    [{ id: 1, items: [{}, { "a/b": 2 }] }, ["items[1].a/b: expected string, got number"]],
    [{ id: 1, items: {} }, ["items: expected array, got object"]],
    [{ id: 1, size: -1 }, ["size: must be >= 0"]],
    [[SECRET], ["(the answer): expected object, got array"]],
    [null, ["(the answer): expected object, got null"]],
  ])("%j: %j", (data, issues) => {
    expect(issuesOf(data)).toEqual(issues);
  });

  test("an operation without a schema passes", () => {
    expect(issuesOf("anything", "another")).toBeUndefined();
  });

  test('"warn": one line to warn, nothing thrown; "throw": a ResponseValidationError, a CdrapiError', () => {
    const lines: string[] = [];
    responseValidator(schemas)("op", { id: "x" }, "warn", (line) => lines.push(line));
    expect(lines).toEqual(["op: the answer differs from the document: id: expected integer, got string"]);
    let error: unknown;
    try {
      responseValidator(schemas)("op", { id: "x" }, "throw", () => {});
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toBeInstanceOf(CdrapiError);
    expect((error as Error).name).toBe("ResponseValidationError");
  });

  test("more than five differences: five in the message, all in issues", () => {
    const many = { type: "array", items: { type: "string" } };
    let error: ResponseValidationError | undefined;
    try {
      responseValidator({ many })("many", [1, 2, 3, 4, 5, 6, 7], "throw", () => {});
    } catch (thrown) {
      error = thrown as ResponseValidationError;
    }
    expect(error?.issues).toHaveLength(7);
    expect(error?.message).toMatch(/\[4\]: expected string, got number \(and 2 more\)$/);
  });
});

// Which operations are lists and how their items come (src/lists.mjs): derived from the answer's
// schema and the `page` query parameter, or said by x-sdk-list; a wrong x-sdk-list is an error.
import { expect, test } from "@jest/globals";
// @ts-expect-error plain ESM without types
import { listOf } from "../src/lists.mjs";
// @ts-expect-error plain ESM without types
import { sdkOperations } from "../src/names.mjs";

const array = { type: "array", items: { type: "object" } };
const pageParam = { name: "page", in: "query", schema: { type: "integer" } };
/** The list shape of one GET (named `x-sdk-method`) answering `schema`. */
function shape(schema: unknown, extra: Record<string, unknown> = {}, method = "things.list") {
  const op = {
    operationId: "op",
    "x-package": "domains",
    "x-idempotent": true,
    "x-sdk-method": method,
    responses: { "200": { description: "OK", content: { "application/json": { schema } } } },
    ...extra,
  };
  const doc = { openapi: "3.0.3", info: { title: "t", version: "1" }, paths: { "/things": { get: op } } };
  return listOf(doc, sdkOperations(doc, "domains")[0]);
}

const cases: [string, unknown, Record<string, unknown>, string | undefined, unknown][] = [
  ["an array answer streams", array, {}, undefined, { streamed: true }],
  [
    "one array field: its items",
    { type: "object", properties: { things: array } },
    {},
    undefined,
    { items: "things" },
  ],
  [
    "HostBill's error array does not count",
    { type: "object", properties: { things: array, error: array } },
    {},
    undefined,
    { items: "things" },
  ],
  [
    "a page parameter and a page object: it pages",
    { type: "object", properties: { things: array, page: { type: "object" } } },
    { parameters: [pageParam] },
    undefined,
    { items: "things", page: "page" },
  ],
  [
    "a page parameter without a page object in the answer: not paged",
    { type: "object", properties: { things: array } },
    { parameters: [pageParam] },
    undefined,
    { items: "things" },
  ],
  [
    "two array fields: ambiguous, not a list",
    { type: "object", properties: { a: array, b: array } },
    {},
    undefined,
    undefined,
  ],
  [
    "x-sdk-list names the field",
    { type: "object", properties: { a: array, b: array } },
    { "x-sdk-list": { items: "b" } },
    undefined,
    { items: "b" },
  ],
  ["x-sdk-list: false", array, { "x-sdk-list": false }, undefined, undefined],
  [
    "a method not named list...: not a list",
    { type: "object", properties: { things: array } },
    {},
    "things.get",
    undefined,
  ],
  ["an open answer: not a list", { type: "object", additionalProperties: true }, {}, undefined, undefined],
];
test.each(cases)("%s", (_name, schema, extra, method, want) => {
  expect(shape(schema, extra, method)).toEqual(want);
});

test("an x-sdk-list the answer does not bear out is an error naming the operation", () => {
  const schema = { type: "object", properties: { a: array } };
  expect(() => shape(schema, { "x-sdk-list": { items: "nope" } })).toThrow(/op: x-sdk-list.items/);
  expect(() => shape(schema, { "x-sdk-list": { items: "a", page: "p" } })).toThrow(/op: x-sdk-list.page/);
});

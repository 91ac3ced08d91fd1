// src/generated/types.ts: a name per schema and per method's body, query and result; bodies and
// queries closed to RequestOptions' keys; a document field that is such a key is refused.
import { describe, expect, test } from "@jest/globals";
// @ts-expect-error plain ESM without types
import { emitTypesModule, requestOptionKeys } from "../src/types.mjs";

type Op = Record<string, unknown>;
const json = (schema: unknown) => ({ content: { "application/json": { schema } } });
function docOf(op: Op, schemas: Record<string, unknown> = {}) {
  return {
    openapi: "3.0.3",
    info: { title: "t", version: "1" },
    paths: {
      "/z/{id}": { post: { operationId: "Op", "x-sdk-method": "zones.make", "x-idempotent": false, ...op } },
    },
    components: { schemas },
  };
}
const KEYS = ["signal", "timeoutMs", "maxRetries", "headers"];

describe("generated names", () => {
  test("core's RequestOptions keys are read from its declaration", () => {
    expect(requestOptionKeys()).toEqual(expect.arrayContaining(KEYS));
  });

  test.each([
    [
      "a body",
      { requestBody: json({ type: "object" }) },
      'export type ZonesMakeBody = NonNullable<Ops["Op"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;',
    ],
    [
      "a named body",
      { requestBody: json({ $ref: "#/components/schemas/Zone" }) },
      "export type ZonesMakeBody = Zone & NoRequestOptions;",
    ],
    [
      "an array body (never an options object)",
      { requestBody: json({ type: "array", items: { type: "string" } }) },
      'export type ZonesMakeBody = NonNullable<Ops["Op"]["requestBody"]>["content"]["application/json"];',
    ],
    [
      "a query",
      { parameters: [{ name: "page", in: "query", schema: { type: "integer" } }] },
      'export type ZonesMakeQuery = NonNullable<Ops["Op"]["parameters"]["query"]> & NoRequestOptions;',
    ],
    [
      "an inline result",
      { responses: { "200": { description: "OK", ...json({ type: "object" }) } } },
      'export type ZonesMakeResult = Ops["Op"]["responses"][200]["content"]["application/json"];',
    ],
    ["a schema", {}, 'export type Zone = Schemas["Zone"];'],
  ])("%s", (_name, op, want) => {
    expect(emitTypesModule(docOf(op, { Zone: { type: "object" } }), "domains", [], KEYS)).toContain(want);
  });

  test("a named result is its schema, without an alias", () => {
    const source = emitTypesModule(
      docOf(
        { responses: { "200": { description: "OK", ...json({ $ref: "#/components/schemas/Zone" }) } } },
        { Zone: { type: "object" } },
      ),
      "domains",
      [],
      KEYS,
    );
    expect(source).not.toContain("ZonesMakeResult");
  });

  test.each([
    [
      "a body field",
      { requestBody: json({ type: "object", properties: { headers: { type: "string" } } }) },
      /body has headers/,
    ],
    ["a named body's field", { requestBody: json({ $ref: "#/components/schemas/Opts" }) }, /body has signal/],
    [
      "a query parameter",
      { parameters: [{ name: "timeoutMs", in: "query", schema: { type: "integer" } }] },
      /query has timeoutMs/,
    ],
  ])("%s named as a RequestOptions key is refused", (_name, op, message) => {
    const schemas = { Opts: { type: "object", properties: { signal: { type: "string" } } } };
    expect(() => emitTypesModule(docOf(op, schemas), "domains", [], KEYS)).toThrow(message);
  });

  test("a schema named as something the surface exports is refused", () => {
    expect(() =>
      emitTypesModule(docOf({}, { ApiError: { type: "object" } }), "domains", ["ApiError"], KEYS),
    ).toThrow(/ApiError .* is also the package's surface/);
  });
});

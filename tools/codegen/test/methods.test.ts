// The named-method generator: names from x-sdk-method (or derived), argument order
// and optionality, and clear errors for documents it cannot name.
import { describe, expect, test } from "@jest/globals";
import fc from "fast-check";
// @ts-expect-error plain ESM without types
import { emitMethods } from "../src/methods.mjs";
// @ts-expect-error plain ESM without types
import { camelCase, sdkOperations } from "../src/names.mjs";

type Op = Record<string, unknown>;
/** A one-package document with the given operations (path -> method -> operation). */
function docOf(paths: Record<string, Record<string, Op>>) {
  const filled = Object.fromEntries(
    Object.entries(paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([m, op]) => [
          m,
          {
            "x-package": "domains",
            "x-idempotent": true,
            responses: { "200": { description: "OK" } },
            ...op,
          },
        ]),
      ),
    ]),
  );
  return { openapi: "3.0.3", info: { title: "t", version: "1" }, paths: filled, components: {} };
}
const idParam = (name: string, sdk?: string) => ({
  name,
  in: "path",
  required: true,
  schema: { type: "string" },
  ...(sdk ? { "x-sdk-name": sdk } : {}),
});

describe("names", () => {
  test("x-sdk-method gives the namespace and method; x-sdk-name the path arguments, in path order", () => {
    const doc = docOf({
      "/service/{id}/vms/{vmid}/reboot": {
        post: {
          operationId: "Cloud VM_reboot",
          "x-sdk-method": "vms.reboot",
          parameters: [idParam("vmid", "vmId"), idParam("id", "serviceId")],
        },
      },
    });
    const [op] = sdkOperations(doc, "compute");
    expect(op).toMatchObject({ namespace: "vms", sdkMethod: "reboot" });
    expect(op.pathParams.map((p: { arg: string }) => p.arg)).toEqual(["serviceId", "vmId"]);
  });

  const derived: Array<[string, string | undefined, string, string]> = [
    ["Cloud Virtual Machine_listVms", "Cloud Virtual Machine", "cloudVirtualMachine", "listVms"],
    [
      "getAllListOfCountriesUsingGET",
      "Place Category Service",
      "placeCategoryService",
      "getAllListOfCountries",
    ],
    ["DNS Management_add record", "DNS Management", "dnsManagement", "addRecord"],
    ["delete", undefined, "operations", "delete"],
    ["Default_2fa", "default", "default_", "_2fa"],
  ];
  test.each(derived)("without x-sdk-method, %s (tag %s) is %s.%s", (operationId, tag, ns, method) => {
    const doc = docOf({ "/x": { get: { operationId, ...(tag ? { tags: [tag] } : {}) } } });
    expect(sdkOperations(doc, "p")[0]).toMatchObject({ namespace: ns, sdkMethod: method });
  });

  test("a derived name that clashes gets a suffix instead of failing; explicit names win", () => {
    const doc = docOf({
      "/a": { get: { operationId: "G_list", tags: ["G"] } },
      "/b": { get: { operationId: "Other_list", tags: ["G"] } },
      "/c": { get: { operationId: "X", "x-sdk-method": "g.list" } },
    });
    const names = sdkOperations(doc, "p").map(
      (o: { namespace: string; sdkMethod: string }) => `${o.namespace}.${o.sdkMethod}`,
    );
    expect(names).toEqual(["g.list2", "g.list3", "g.list"]);
  });

  const broken: Array<[string, Record<string, Record<string, Op>>, RegExp]> = [
    [
      "a duplicate x-sdk-method",
      {
        "/a": { get: { operationId: "A", "x-sdk-method": "dns.get" } },
        "/b": { get: { operationId: "B", "x-sdk-method": "dns.get" } },
      },
      /B: x-sdk-method "dns.get" is also the name of A/,
    ],
    [
      "a malformed x-sdk-method",
      { "/a": { get: { operationId: "A", "x-sdk-method": "dns" } } },
      /"<namespace>.<method>"/,
    ],
    ["a reserved namespace", { "/a": { get: { operationId: "A", "x-sdk-method": "api.get" } } }, /reserved/],
    [
      "a path argument named like the body",
      { "/a/{b}": { get: { operationId: "A", parameters: [idParam("b", "body")] } } },
      /unusable argument name "body"/,
    ],
  ];
  test.each(broken)("%s is a generation error naming the operation", (_n, paths, message) => {
    expect(() => sdkOperations(docOf(paths), "domains")).toThrow(message);
  });

  test("camelCase always gives an identifier", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(camelCase(text)).toMatch(/^[A-Za-z_$][A-Za-z0-9_$]*$/);
      }),
    );
  });
});

describe("emitted methods", () => {
  const signatureOf = (source: string, name: string) =>
    new RegExp(`\\n\\s*${name}\\(([^\\n]*)\\): ApiPromise<`).exec(source)?.[1];

  const rule: Array<[string, Op, string]> = [
    ["ids only", { parameters: [idParam("id", "zoneId")] }, "zoneId: PathId, opts?: RequestOptions"],
    [
      "a required body",
      {
        parameters: [idParam("id", "zoneId")],
        requestBody: { required: true, content: { "application/json": { schema: { type: "object" } } } },
      },
      "zoneId: PathId, body: ZonesDoBody, opts?: RequestOptions",
    ],
    [
      "an optional body",
      { requestBody: { content: { "application/json": { schema: { type: "object" } } } } },
      "body?: ZonesDoBody, opts?: RequestOptions",
    ],
    [
      "optional query parameters",
      { parameters: [{ name: "page", in: "query", schema: { type: "integer" } }] },
      "query?: ZonesDoQuery, opts?: RequestOptions",
    ],
    [
      "an optional body before a required query",
      {
        requestBody: { content: { "application/json": { schema: { type: "object" } } } },
        parameters: [{ name: "q", in: "query", required: true, schema: { type: "string" } }],
      },
      "body: ZonesDoBody | undefined, query: ZonesDoQuery, opts?: RequestOptions",
    ],
  ];
  test.each(rule)("%s", (_n, op, want) => {
    const source = emitMethods(
      docOf({ "/z/{id}": { post: { operationId: "Op", "x-sdk-method": "zones.do", ...op } } }),
      "domains",
    );
    expect(signatureOf(source, "do")).toBe(want);
  });

  test("the result is the first 2xx response's JSON; no schema is unknown; 204 is undefined", () => {
    const source = emitMethods(
      docOf({
        "/a": {
          get: {
            operationId: "A",
            "x-sdk-method": "n.a",
            responses: {
              "200": { description: "OK", content: { "application/json": { schema: { type: "string" } } } },
            },
          },
        },
        "/b": { get: { operationId: "B", "x-sdk-method": "n.b" } },
        "/c": {
          delete: { operationId: "C", "x-sdk-method": "n.c", responses: { "204": { description: "gone" } } },
        },
      }),
      "domains",
    );
    expect(source).toContain("a(opts?: RequestOptions): ApiPromise<NAResult>");
    expect(source).toContain("b(opts?: RequestOptions): ApiPromise<unknown>");
    expect(source).toContain("c(opts?: RequestOptions): ApiPromise<undefined>");
  });

  test("JSDoc carries the summary, the HTTP line, retries and errors, no provenance", () => {
    const source = emitMethods(
      docOf({
        "/r/{id}": {
          post: {
            operationId: "R",
            summary: "Renew a domain */ not a comment end",
            "x-sdk-method": "domains.renew",
            "x-provenance": "hostbill-userapi",
            "x-idempotent": false,
            parameters: [idParam("id", "domainId")],
          },
        },
      }),
      "domains",
    );
    expect(source).toContain("Renew a domain *\\/ not a comment end");
    expect(source).toContain("`POST /r/{id}` (operationId `R`). Not idempotent: not retried");
    expect(source).toContain("@throws {ApiError}");
    expect(source).toContain("@param opts Per-call options: `signal`, ");
    expect(source).not.toContain("hostbill-userapi");
    expect(source).toContain('path: { "id": domainId }');
  });
});

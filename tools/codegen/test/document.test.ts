// The split document: the loader bundles openapi/ into one document with only local refs,
// and every operation follows the conventions the generator and the reference server rely on.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, test } from "@jest/globals";
import { listOperations, loadDocument } from "../src/document.mjs";
import { resolvePointer } from "../src/filter.mjs";

// biome-ignore lint/suspicious/noExplicitAny: the document is untyped YAML
type Op = Record<string, any>;
const doc = loadDocument();
const ops: { path: string; method: string; op: Op; item: Op }[] = listOperations(doc);
const PACKAGES = ["reporting", "compute", "account", "billing", "support", "domains", "services"];
const ANONYMOUS = ["Utility_login", "Utility_refreshToken", "Utility_passwordReset", "Client area_signUp"];

function refsOf(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const v of node) refsOf(v, out);
  else if (node && typeof node === "object") {
    for (const [k, v] of Object.entries(node)) {
      if (k === "$ref" && typeof v === "string") out.push(v);
      else refsOf(v, out);
    }
  }
  return out;
}
const resolve = (node: Op): Op => (node.$ref ? resolvePointer(doc, node.$ref) : node);

describe("the bundled document", () => {
  test("has only local refs, and each resolves", () => {
    const refs = refsOf(doc);
    expect(refs.length).toBeGreaterThan(500);
    expect(refs.filter((r) => !r.startsWith("#/components/"))).toEqual([]);
    for (const ref of new Set(refs)) expect(() => resolvePointer(doc, ref)).not.toThrow();
  });

  test("keeps the first release's 29 operations at their paths and ids", () => {
    const first = [
      "post /v1/reports/maintain-domains uploadMaintainDomainReportUsingPOST",
      "post /v1/reports/maintain-domains/sub-lists uploadSubListOfMaintainDomainReportUsingPOST",
      "get /v1/reports/maintain-domains/sub-lists getPendingSubListsOfMaintainDomainReportUsingGET",
      "put /v1/reports/maintain-domains/sub-lists/merge mergeAllSubListOfMaintainDomainReportUsingPUT",
      "post /v1/reports/fluctuation-domains uploadFluctuationDomainReportUsingPOST",
      "get /v1/reports/{id} getStatusOfReportUsingGET",
      "get /v1/registrars/domains getAllListOfDomainsUsingGET",
      "get /v1/registrars/domains/{domainName} getDomainByNameUsingGET",
      "get /v1/categories/icann-registrars getAllRegistrarsOfIcannUsingGET",
      "get /v1/places/countries getAllListOfCountriesUsingGET",
      "get /v1/places/provinces getAllListOfProvincesUsingGET",
      "get /v1/places/districts getAllListOfDistrictsUsingGET",
      "get /v1/places/districts/{cityId} getAllListOfDistrictsByCityIdUsingGET",
      "get /v1/places/wards getAllListOfWardsUsingGET",
      "get /v1/places/wards/{districtId} getAllListOfWardsByDistrictIdUsingGET",
      "post /login Utility_login",
      "post /token Utility_refreshToken",
      "post /logout Utility_logout",
      "post /revoke Utility_revokeToken",
      "get /service/{id}/resources Cloud Virtual Machine_resources",
      "get /service/{id}/vms Cloud Virtual Machine_listVms",
      "get /service/{id}/upgrade Cloud Virtual Machine_upgradeOptions",
      "post /service/{id}/upgrade Cloud Virtual Machine_upgradeRequest",
      "get /service/{id}/templates/{vmid} Cloud Virtual Machine_rebuildTemplates",
      "get /service/{id}/vms/{vmid}/usage/memory Cloud Virtual Machine_memoryUsage",
      "get /service/{id}/vms/{vmid}/images Cloud Virtual Machine_listIsoImages",
      "post /service/{id}/vms/{vmid}/images Cloud Virtual Machine_mountIsoImage",
      "post /service/{id}/vms/{vmid}/boot Cloud Virtual Machine_bootOrder",
      "post /service/{id}/vms/{vmid}/tuntap Cloud Virtual Machine_enablePxe",
    ];
    const present = new Set(ops.map(({ method, path, op }) => `${method} ${path} ${op.operationId}`));
    expect(first.filter((line) => !present.has(line))).toEqual([]);
    // The seed's resources operation: a 200 without a body.
    expect(doc.paths["/service/{id}/resources"].get.responses["200"]).toEqual({ description: "OK" });
  });

  test("operationIds are unique", () => {
    const ids = ops.map(({ op }) => op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});

describe("every operation", () => {
  test.each(
    ops.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o]),
  )("%s follows the conventions", (_name, o) => {
    const { op, method, path } = o as (typeof ops)[number];
    expect(PACKAGES).toContain(op["x-package"]);
    expect(typeof op["x-idempotent"]).toBe("boolean");
    if (method === "get") expect(op["x-idempotent"]).toBe(true);
    expect(op["x-sdk-method"]).toMatch(/^[a-z][A-Za-z0-9]*\.[a-z][A-Za-z0-9]*$/);
    expect(op.tags?.length).toBeGreaterThan(0);
    expect(op.summary).toBeTruthy();

    const hostbill = !path.startsWith("/v1/");
    if (hostbill && op.operationId !== "Cloud Virtual Machine_resources") {
      // third-party: only a third-party app shows it (its x-source-exceptions say which).
      expect(["hostbill-userapi", "third-party"]).toContain(op["x-provenance"]);
      expect(op["x-sources"]).toMatch(/Sources?:\s/);
    }
    // The description is the user's documentation (method JSDoc): which sources say what is in x-sources.
    expect(op.description ?? "").not.toMatch(/\b(DS|DC|HTC|TB|TF|WL|TW|TR|AD|LG|TD)\b|Sources?: /);
    const schemes = (op.security ?? []).flatMap((s: Op) => Object.keys(s));
    if (!hostbill) expect(schemes).toEqual(["basicAuth"]);
    // HostBill: the bearer token, or HTTP Basic (both User API exports declare it).
    else expect(schemes).toEqual(ANONYMOUS.includes(op.operationId) ? [] : ["bearerAuth", "basicAuth"]);
    if (schemes.includes("bearerAuth"))
      expect(op.responses["401"]).toEqual({ $ref: "#/components/responses/Unauthorized" });

    const params = (op.parameters ?? []).map(resolve);
    for (const name of [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1])) {
      const p = params.find((x: Op) => x.in === "path" && x.name === name);
      expect(p).toMatchObject({ required: true, "x-sdk-name": expect.stringMatching(/^[a-z][A-Za-z0-9]*$/) });
    }
    if (path.includes("{")) expect(op.responses["404"]).toBeDefined();
    expect(op.responses["429"]).toEqual({ $ref: "#/components/responses/TooManyRequests" });
    expect(op.responses["503"]).toEqual({ $ref: "#/components/responses/ServiceUnavailable" });
    // A body, a query or a path id can be wrong, and a change can conflict with the item's state.
    if (hostbill && method !== "get")
      expect(op.responses["400"]).toEqual({ $ref: "#/components/responses/BadRequest" });
    if (!hostbill && (op.requestBody || path.includes("{"))) expect(op.responses["400"]).toBeDefined();
    if (op.requestBody) {
      expect(["post", "put"]).toContain(method);
      expect(Object.keys(op.requestBody.content)).toEqual(["application/json"]);
      if (hostbill) expect(op.responses["400"]).toEqual({ $ref: "#/components/responses/BadRequest" });
    }
  });

  test("x-sdk-method is unique within a package, and the one name of its operation", () => {
    for (const pkg of PACKAGES) {
      const mine = ops.filter(({ op }) => op["x-package"] === pkg);
      const names = mine.map(({ op }) => op["x-sdk-method"]);
      expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    }
    expect(ops.filter(({ op }) => "x-sdk-alias" in op).map(({ op }) => op.operationId)).toEqual([]);
  });
});

describe("loadDocument on a split document", () => {
  const scratch = mkdtempSync(join(tmpdir(), "cdrapi-document-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(scratch, file)), { recursive: true });
    writeFileSync(join(scratch, file), text);
  };
  /** A minimal entry whose one path item lives in paths/a.yaml, with its component index. */
  function entry(name: string, components: string) {
    write(
      `${name}/openapi.yaml`,
      `openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /a/{id}:\n    $ref: "paths/a.yaml#/~1a~1{id}"\ncomponents:\n${components}`,
    );
    return join(scratch, name, "openapi.yaml");
  }
  const pathFile = (name: string, schemaRef: string) =>
    write(
      `${name}/paths/a.yaml`,
      `/a/{id}:\n  get:\n    parameters:\n      - $ref: "../components/parameters.yaml#/Id"\n    responses:\n      "200":\n        description: OK\n        content:\n          application/json:\n            schema:\n              $ref: "${schemaRef}"\n`,
    );

  test.each([
    ["a ref to a schema the entry names", "../components/schemas.yaml#/Thing", null],
    ["a ref to the entry's own components", "../openapi.yaml#/components/schemas/Thing", null],
    [
      "a ref to a schema the entry does not name",
      "../components/schemas.yaml#/Other",
      /paths\/a\.yaml: \$ref \.\.\/components\/schemas\.yaml#\/Other points at something/,
    ],
    ["a ref to a missing file target", "../components/schemas.yaml#/Thing/nope", /points at something/],
  ])("%s", (_name, schemaRef, error) => {
    const name = `case${Math.random().toString(36).slice(2)}`;
    write(
      `${name}/components/parameters.yaml`,
      "Id:\n  name: id\n  in: path\n  required: true\n  schema: {type: string}\n",
    );
    write(
      `${name}/components/schemas.yaml`,
      "Thing:\n  type: object\n  properties:\n    part: {$ref: '#/Part'}\nPart: {type: string}\nOther: {type: string}\n",
    );
    pathFile(name, schemaRef as string);
    const file = entry(
      name,
      "  parameters:\n    Id: {$ref: 'components/parameters.yaml#/Id'}\n  schemas:\n    Thing: {$ref: 'components/schemas.yaml#/Thing'}\n    Part: {$ref: 'components/schemas.yaml#/Part'}\n",
    );
    if (error) {
      expect(() => loadDocument(file)).toThrow(error as RegExp);
      return;
    }
    const bundled = loadDocument(file);
    const get = bundled.paths["/a/{id}"].get;
    expect(get.parameters).toEqual([{ $ref: "#/components/parameters/Id" }]);
    expect(get.responses["200"].content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/Thing",
    });
    expect(bundled.components.schemas.Thing.properties.part).toEqual({ $ref: "#/components/schemas/Part" });
    expect(bundled.components.parameters.Id.name).toBe("id");
  });
});

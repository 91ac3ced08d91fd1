/**
 * Issue #22: an invalid body of any size under the body limit is answered 400 (a problem, or
 * HostBill's error shape), never 500. 30,000 invalid records used to overflow the stack in
 * request validation (openapi-backend spread every Ajv error into one `push(...)` call). The
 * answer lists the first MAX_LISTED_ISSUES issues and counts them all.
 */

import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { OpenAPIBackend } from "openapi-backend";
import { document } from "../src/generated/document.js";
import { type MockServer, sampleRecord, startMockServer } from "../src/index.js";
import { MAX_LISTED_ISSUES } from "../src/problem.js";
import { asRegistrar, basic, type Loose } from "./helpers.js";
import { type Api, signIn } from "./hostbill/client.js";

const SUB_LISTS = "/v1/reports/maintain-domains/sub-lists";
const FULL = "/v1/reports/maintain-domains";
/** Required fields of a MaintainDomain (the document's), each missing from `{ domainName: 42 }`, whose name has the wrong type. */
const ISSUES_PER_RECORD = 12;
const SMALL_LIMIT = 1024 * 1024;

let server: MockServer;
let small: MockServer;
let hostbill: Api;
beforeAll(async () => {
  server = await startMockServer({ validateResponses: true });
  small = await startMockServer({ bodyLimit: SMALL_LIMIT });
  hostbill = await signIn(server);
});
afterAll(async () => {
  await server.close();
  await small.close();
});

/** POST a raw JSON text as the demo registrar. */
async function post(base: MockServer, path: string, text: string) {
  const response = await fetch(`${base.url}${path}`, {
    method: "POST",
    headers: { authorization: basic(), "content-type": "application/json" },
    body: text,
  });
  const answer = await response.text();
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    body: JSON.parse(answer) as Loose,
  };
}

/** A 400 problem listing at most MAX_LISTED_ISSUES issues and counting `total`. */
function expectCounted(answer: { status: number; type: string | null; body: Loose }, total: number) {
  expect(answer.status).toBe(400);
  expect(answer.type).toMatch(/^application\/problem\+json/);
  expect(answer.body).toMatchObject({ type: "about:blank", status: 400, title: "Bad Request" });
  expect(answer.body.errors).toHaveLength(Math.min(total, MAX_LISTED_ISSUES));
  if (total > MAX_LISTED_ISSUES) {
    expect(answer.body.errorCount).toBe(total);
    expect(answer.body.detail).toBe(
      `The request does not match the document. ${total.toLocaleString("en-US")} issues: the first ${MAX_LISTED_ISSUES} are listed.`,
    );
  } else {
    expect(answer.body.errorCount).toBeUndefined();
    expect(answer.body.detail).toBe("The request does not match the document.");
  }
}

describe.each([
  ["a sub-list", SUB_LISTS],
  ["a full upload", FULL],
])("%s of invalid records", (_name, path) => {
  test.each(
    [1, 30_000, 100_000].map((count): [string, number] => [count.toLocaleString("en-US"), count]),
  )("%s records: 400, the first issues listed, all counted", async (_label, count) => {
    const text = JSON.stringify(Array.from({ length: count }, () => ({ domainName: 42 })));
    const answer = await post(server, path, text);
    expectCounted(answer, count * ISSUES_PER_RECORD);
    expect(answer.body.errors.slice(0, 2)).toEqual([
      { path: "/0", message: "must have required property 'registeredDate'" },
      { path: "/0", message: "must have required property 'expiredDate'" },
    ]);
    expect(answer.body.errors).toContainEqual({ path: "/0/domainName", message: "must be string" });
  });

  test("as many records as fit under the body limit: 400", async () => {
    const count = Math.floor((SMALL_LIMIT - 2) / 3);
    // exactly the limit (JSON may end with blanks)
    const text = `[${Array(count).fill("{}").join(",")}]`.padEnd(SMALL_LIMIT, " ");
    expect(Buffer.byteLength(text)).toBe(SMALL_LIMIT);
    // every required field of every record is missing: 12 each
    expectCounted(await post(small, path, text), count * ISSUES_PER_RECORD);
    // one byte more: 413, as before
    expect((await post(small, path, `${text} `)).status).toBe(413);
  });

  test("the server answers normally afterwards", async () => {
    const answer = await asRegistrar(`${server.url}${path}`, "POST", [sampleRecord("sau-do.vn")]);
    expect(answer.status).toBe(200);
  });
});

test("5,000 duplicated names: 400 naming the first hundred, all counted", async () => {
  const records = Array.from({ length: 10_000 }, (_, index) => sampleRecord(`trung-${index % 5_000}.vn`));
  const answer = await post(server, SUB_LISTS, JSON.stringify(records));
  expect(answer.status).toBe(400);
  expect(answer.body.errors).toHaveLength(MAX_LISTED_ISSUES);
  expect(answer.body.errorCount).toBe(5_000);
  expect(answer.body.detail).toMatch(
    /^Duplicate domainName in the list: trung-0\.vn, trung-1\.vn, .*, trung-99\.vn, …\. 5,000 issues: the first 100 are listed\.$/,
  );
});

test("HostBill: 200,000 unknown properties are a 400 in HostBill's shape, the first issues listed", async () => {
  const body = Object.fromEntries(Array.from({ length: 200_000 }, (_, index) => [`x${index}`, 0]));
  const answer = await hostbill("POST", "/domain/lookup", body);
  expect(answer.status).toBe(400);
  expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
  expect(answer.body.error[0]).toBe(
    "The request does not match the document. 200,000 issues: the first 100 are listed.",
  );
  expect(answer.body.error).toHaveLength(1 + MAX_LISTED_ISSUES);
  expect(answer.body.error[1]).toBe("/: must NOT have additional properties");
});

describe("property: the issues listed and counted are Ajv's, whatever the size", () => {
  // The reference: the document's body validated whole by Ajv with every error, as the server
  // did before (fine for the small bodies it is given here).
  let reference: OpenAPIBackend;
  beforeAll(async () => {
    reference = new OpenAPIBackend({
      definition: document as never,
      quick: true,
      ajvOpts: { allErrors: true },
      customizeAjv: (ajv) => {
        addFormats(ajv as never);
        return ajv;
      },
    });
    await reference.init();
  });

  function ajvIssues(operationId: string, body: unknown): string[] {
    const result = reference.validator.validateRequest(
      { method: "POST", path: SUB_LISTS, headers: { "content-type": "application/json" }, query: {}, body },
      operationId,
    );
    return (result.errors ?? []).map((error) => {
      const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues;
      const path = error.instancePath.replace(/^\/requestBody/, "") || "/";
      return `${path} ${error.message}${allowed ? `: ${allowed.join(", ")}` : ""}`;
    });
  }

  // A few record shapes (valid, broken in one field or in many), repeated up to 20,000 times.
  const shape = fc.oneof(
    fc.constant({}),
    fc.constant({ domainName: 42 }),
    fc.record({
      domainName: fc.oneof(fc.constant(""), fc.constant(7), fc.constant("a.vn")),
      ownerType: fc.constantFrom("C", "T", "X"),
      countryCode: fc.constantFrom("VN", "vn", 84),
      email: fc.constantFrom("an@example.vn", "not-an-email"),
      isAgentManager: fc.constantFrom(true, "yes"),
    }),
    fc.jsonValue({ maxDepth: 2 }),
    fc.constant(sampleRecord("hop-le.vn")),
  );
  const bodies = fc.record({
    shapes: fc.array(shape, { minLength: 1, maxLength: 4 }),
    count: fc.oneof(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 9, max: 20_000 })),
    path: fc.constantFrom(SUB_LISTS, FULL),
  });

  test("a 400 whose count is every issue and whose list is the first of them (small bodies: exactly Ajv's)", async () => {
    const operationIds = {
      [SUB_LISTS]: "uploadSubListOfMaintainDomainReportUsingPOST",
      [FULL]: "uploadMaintainDomainReportUsingPOST",
    };
    await fc.assert(
      fc.asyncProperty(bodies, async ({ shapes, count, path }) => {
        const records = Array.from({ length: count }, (_, index) => shapes[index % shapes.length]);
        // Every issue of the body, from each shape's (an element's issues do not depend on the others).
        const perShape = shapes.map((one) => ajvIssues(operationIds[path], [one]).length);
        const total = records.reduce<number>(
          (sum, _record, index) => sum + (perShape[index % shapes.length] ?? 0),
          0,
        );
        const answer = await post(server, path, JSON.stringify(records));
        if (total === 0) {
          // every record valid: only duplicate names (a repeated shape) can refuse it
          expect([200, 400]).toContain(answer.status);
          return;
        }
        expectCounted(answer, total);
        if (count <= 8 && total <= MAX_LISTED_ISSUES) {
          const listed = (answer.body.errors as { path: string; message: string }[]).map(
            (issue) => `${issue.path} ${issue.message}`,
          );
          expect(listed.sort()).toEqual(ajvIssues(operationIds[path], records).sort());
        }
      }),
      { numRuns: 40 },
    );
  });
});

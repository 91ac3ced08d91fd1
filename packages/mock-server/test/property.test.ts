/**
 * Property: whatever body arrives at an upload route, the answer is a 4xx problem or a 200
 * whose body is valid against the document, and the server keeps answering.
 */

import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import fc from "fast-check";
import { type MockServer, startMockServer } from "../src/index.js";
import { loadDocument } from "../src/openapi.js";
import { basic } from "./helpers.js";

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer({ validateResponses: true });
});
afterAll(() => server.close());

const isoDate = fc
  .date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** Each field is usually valid, sometimes anything at all, sometimes missing. */
function field<T>(valid: fc.Arbitrary<T>) {
  return fc.oneof({ weight: 60, arbitrary: valid }, { weight: 1, arbitrary: fc.jsonValue() });
}

const maintainRecord = fc.record(
  {
    domainName: field(
      fc.oneof(fc.domain(), fc.constantFrom("ví-dụ.vn", "xn--v-d-rma6749a.com", "nhà-đất.com")),
    ),
    registeredDate: field(isoDate),
    expiredDate: field(isoDate),
    ownerName: field(fc.string({ minLength: 1, maxLength: 40 })),
    ownerType: field(fc.constantFrom("C", "T")),
    address: field(fc.string({ minLength: 1, maxLength: 60 })),
    wardName: field(fc.string({ maxLength: 30 })),
    districtName: field(fc.string({ maxLength: 30 })),
    cityName: field(fc.string({ minLength: 1, maxLength: 30 })),
    countryCode: field(fc.constantFrom("VN", "US", "JP", "SG", "FR", "KR", "vn", "VNM")),
    phone: field(fc.string({ minLength: 1, maxLength: 20 })),
    email: field(
      fc.constantFrom(
        "an@example.vn",
        "b.c@example.com",
        "lan.tran@cong-ty.com.vn",
        "an@example.vn",
        "not-an-email",
      ),
    ),
    fax: field(fc.string({ maxLength: 20 })),
    adminName: field(fc.string({ minLength: 1, maxLength: 40 })),
    isAgentManager: field(fc.boolean()),
    ianaNumber: field(fc.integer({ min: -5, max: 100000 })),
    is5LevelPlace: field(fc.boolean()),
    note: field(fc.string({ maxLength: 50 })),
  },
  {
    requiredKeys: [
      "domainName",
      "registeredDate",
      "expiredDate",
      "ownerName",
      "ownerType",
      "address",
      "cityName",
      "countryCode",
      "phone",
      "adminName",
      "isAgentManager",
    ],
  },
);

const fluctuationRecord = fc
  .tuple(
    maintainRecord,
    fc.record(
      {
        action: field(fc.constantFrom("ADD", "REM", "CHANGE")),
        actionReason: field(fc.constantFrom("C", "G", "D", "L", "U", "R", "O")),
        actionSource: field(fc.string({ maxLength: 20 })),
        actionDate: field(isoDate),
      },
      { requiredKeys: ["action", "actionReason", "actionDate"] },
    ),
  )
  .map(([base, extra]) => ({ ...base, ...extra }));

/** A raw request body: records, any JSON at all, or text that may not be JSON. */
function bodies(record: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.array(record, { minLength: 0, maxLength: 4 }).map((list) => JSON.stringify(list)),
    },
    { weight: 2, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  );
}

const routes: Array<[string, fc.Arbitrary<string>]> = [
  ["/v1/reports/maintain-domains", bodies(maintainRecord)],
  ["/v1/reports/maintain-domains/sub-lists", bodies(maintainRecord)],
  ["/v1/reports/fluctuation-domains", bodies(fluctuationRecord)],
];

describe("random bodies to each upload route", () => {
  test.each(routes)("POST %s: 4xx or a valid 200, 300 times", async (path, body) => {
    const model = await loadDocument();
    const operation = model.match("POST", path)!;
    const seen = { ok: 0, clientError: 0 };
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const response = await fetch(`${server.url}${path}`, {
          method: "POST",
          headers: { authorization: basic(), "content-type": "application/json" },
          body: text,
        });
        const answer = await response.text();
        if (response.status === 200) {
          seen.ok++;
          expect(model.validateResponse(JSON.parse(answer), operation, 200).listed).toEqual([]);
        } else {
          seen.clientError++;
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
          expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
        }
      }),
      { numRuns: 300 },
    );
    // Both outcomes were exercised (about 1 body in 11 is valid), and the server still answers.
    expect(seen.ok).toBeGreaterThanOrEqual(10);
    expect(seen.clientError).toBeGreaterThan(20);
    const after = await fetch(`${server.url}/v1/places/countries`, { headers: { authorization: basic() } });
    expect(after.status).toBe(200);
  });
});

// One rule for a domain's identity: the reference server's lists are keyed by the reporting
// client's `domainKey`, checked with the table the client runs too
// (packages/reporting/test/identity.test.ts): a REPLACE of one spelling by the other changes
// nothing when they are one domain, and removes one and adds the other when they are not.
import { domainIdentityCases } from "@cdrapi/test-helpers";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "@jest/globals";
import { type MockServer, startMockServer } from "../../src/index.js";
import { asRegistrar, record } from "../helpers.js";

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe("the maintained list knows a domain by the client's rule", () => {
  test.each(domainIdentityCases)("$what: $a / $b", async ({ a, b, same }) => {
    const url = `${server.url}/v1/reports/maintain-domains`;
    expect((await asRegistrar(url, "POST", [record(a)])).status).toBe(200);
    const { status, body } = await asRegistrar(url, "POST", [record(b)]);
    expect(status).toBe(200);
    expect(body).toMatchObject(
      same
        ? { totalDomain: 1, addedDomain: 0, removedDomain: 0 }
        : { totalDomain: 1, addedDomain: 1, removedDomain: 1 },
    );
  });
});

// One rule for a domain's identity: the table the reference server runs too
// (packages/mock-server/test/reporting/identity.test.ts).
import { domainKey } from "@cdrapi/reporting";
import { domainIdentityCases } from "@cdrapi/test-helpers";
import { describe, expect, test } from "@jest/globals";

describe("domainKey: which two names are the same domain", () => {
  test.each(domainIdentityCases)("$what: $a / $b", ({ a, b, same }) => {
    expect(domainKey(a) === domainKey(b)).toBe(same);
  });

  test("a value that is not text has no key", () => {
    expect(domainKey(undefined)).toBeUndefined();
    expect(domainKey(42)).toBeUndefined();
  });
});

import { readFileSync } from "node:fs";
import { createReportingClient, ENVIRONMENTS, ValidationError } from "@cdrapi/reporting";
import { describe, expect, test } from "@jest/globals";
import { sameOriginPath } from "../src/client-methods.js";
import { PACKAGE_VERSION } from "../src/version.js";

const credentials = { username: "registrar", password: "secret" };

describe("createReportingClient", () => {
  const hosts: Array<[string, Parameters<typeof createReportingClient>[0], string]> = [
    ["production by default", { credentials }, "https://gtld-api.vnnic.vn"],
    ["OT&E", { environment: "ote", credentials }, "https://gtldapi-ote.vnnic.vn"],
    [
      "baseUrl wins",
      { environment: "ote", baseUrl: "http://127.0.0.1:4010", credentials },
      "http://127.0.0.1:4010",
    ],
  ];
  for (const [name, options, want] of hosts) {
    test(name, () => expect(createReportingClient(options).baseUrl).toBe(want));
  }

  test("an unknown environment and missing credentials are ValidationErrors", () => {
    expect(() => createReportingClient({ environment: "staging" as "ote", credentials })).toThrow(
      ValidationError,
    );
    expect(() => createReportingClient({} as never)).toThrow(ValidationError);
  });

  test("ENVIRONMENTS names VNNIC's two hosts", () =>
    expect(Object.keys(ENVIRONMENTS)).toEqual(["production", "ote"]));

  test("the version in the User-Agent is package.json's", () => {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      version: string;
    };
    expect(PACKAGE_VERSION).toBe(pkg.version);
  });
});

describe("reports.getStatus follows a link only to the same origin, under the base path", () => {
  const cases: Array<[string | undefined, string, string | undefined]> = [
    ["/v1/reports/5", "https://gtld-api.vnnic.vn", "/v1/reports/5"],
    ["https://gtld-api.vnnic.vn/v1/reports/5?x=1", "https://gtld-api.vnnic.vn", "/v1/reports/5?x=1"],
    ["v1/reports/5", "https://host.example/api", "/v1/reports/5"],
    ["/api/v1/reports/5", "https://host.example/api/", "/v1/reports/5"],
    ["/v1/reports/5", "https://host.example/api", undefined],
    ["https://evil.example/v1/reports/5", "https://gtld-api.vnnic.vn", undefined],
    ["https://user:pw@gtld-api.vnnic.vn/v1/reports/5", "https://gtld-api.vnnic.vn", undefined],
    ["http://gtld-api.vnnic.vn/v1/reports/5", "https://gtld-api.vnnic.vn", undefined],
    [undefined, "https://gtld-api.vnnic.vn", undefined],
  ];
  for (const [link, base, want] of cases) {
    test(`${link} from ${base}`, () => expect(sameOriginPath(link, base)).toBe(want));
  }
});

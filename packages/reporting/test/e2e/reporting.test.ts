// End to end against the reference server on loopback: the named methods, the REPLACE diff
// counts, and authentication.
import { inspect } from "node:util";
import { DEMO_REGISTRAR, type MockServer, startMockServer } from "@cdrapi/mock-server";
import {
  AuthenticationError,
  createReportingClient,
  type MaintainDomain,
  NotFoundError,
  type ReportingClient,
} from "@cdrapi/reporting";
import { reportMaintainDomains } from "@cdrapi/reporting/bulk";
import { makeRecord, makeRecords } from "@cdrapi/test-helpers";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "@jest/globals";

let server: MockServer;
let client: ReportingClient;

beforeAll(async () => {
  server = await startMockServer();
  client = createReportingClient({ baseUrl: server.url, credentials: DEMO_REGISTRAR });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe("maintain-domain reports (REPLACE diffs)", () => {
  test("three lists in turn give the right added, removed and changed counts", async () => {
    const first = makeRecords(10);
    const second = [
      ...first.filter((r) => r.domainName !== "domain-0.com"), // 1 removed
      makeRecord(100),
      makeRecord(101), // 2 added
    ].map((r) => (r.domainName === "domain-5.com" ? { ...r, phone: "+84.911111111" } : r)); // 1 changed
    const third = [
      ...second.filter((r) => r.domainName !== "domain-100.com"),
      makeRecord(200),
      makeRecord(201),
    ].map((r) => (r.domainName === "domain-7.com" ? { ...r, email: "new@example.vn" } : r));

    const reports = [];
    for (const list of [first, second, third]) reports.push(await reportMaintainDomains(client, list));
    expect(reports.map((r) => [r.totalDomain, r.addedDomain, r.removedDomain, r.changedDomain])).toEqual([
      [10, 10, 0, 0],
      [11, 2, 1, 1],
      [12, 2, 1, 1],
    ]);
    expect(server.requestCount("POST", "/v1/reports/maintain-domains")).toBe(3);
    expect(
      server.state
        .maintainedList(DEMO_REGISTRAR.username)
        .map((r) => r.domainName)
        .sort(),
    ).toEqual(third.map((r) => r.domainName).sort());
  });

  test("uploadMaintainDomainReport returns the ReportRequestInfo; getReportStatus reads it back", async () => {
    const info = await client.reports.uploadMaintainDomains(makeRecords(3));
    expect(info).toMatchObject({ requestResult: "SUCCESS", requestType: "REPLACE", totalDomain: 3 });
    expect(await client.reports.getStatus(info)).toEqual(info); // follows `link`
    expect(await client.reports.getStatus(info.id)).toEqual(info);
    expect(server.requestCount("GET", "/v1/reports/{id}")).toBe(2);
  });

  test("a link to another origin is not followed: the id path is used", async () => {
    const info = await client.reports.uploadMaintainDomains(makeRecords(1));
    const status = await client.reports.getStatus({
      ...info,
      link: "https://elsewhere.example/v1/reports/1",
    });
    expect(status.id).toBe(info.id);
  });

  test("sub-lists then a merge through the named methods", async () => {
    const a = await client.reports.uploadMaintainDomainSubList(makeRecords(3));
    expect(a.requestResult).toBe("PENDING");
    await client.reports.uploadMaintainDomainSubList(makeRecords(2, 3));
    const merged = await client.reports.mergeSubLists();
    expect(merged).toMatchObject({ requestType: "REPLACE", totalDomain: 5 });
    await expect(client.reports.mergeSubLists()).rejects.toThrow(NotFoundError);
  });

  test("a fluctuation report is counted by action", async () => {
    await client.reports.uploadMaintainDomains(makeRecords(2));
    const info = await client.reports.uploadFluctuations([
      { ...makeRecord(9), action: "ADD", actionReason: "C", actionDate: "2026-01-02" },
      { ...makeRecord(0), action: "REM", actionReason: "D", actionDate: "2026-01-02" },
    ]);
    expect(info).toMatchObject({ requestType: "UPDATE", addedDomain: 1, removedDomain: 1 });
  });
});

describe("reads", () => {
  test("domains, by name (IDN included), and the categories", async () => {
    const idn: MaintainDomain = makeRecord(1, { domainName: "ví-dụ.vn" });
    await client.reports.uploadMaintainDomains([makeRecord(0), idn]);
    const domains = await client.domains.list();
    expect(domains.map((d) => d.domainName).sort()).toEqual(["domain-0.com", "ví-dụ.vn"].sort());
    expect(await client.domains.get("domain-0.com")).toMatchObject({
      domainName: "domain-0.com",
      ownerType: "C",
    });
    expect(await client.domains.get("ví-dụ.vn")).toMatchObject({ ownerName: idn.ownerName });
    await expect(client.domains.get("missing.com")).rejects.toThrow(NotFoundError);

    expect((await client.places.listCountries()).some((c) => c.alpha2Code === "VN")).toBe(true);
    expect((await client.places.listProvinces()).length).toBeGreaterThan(0);
    expect((await client.registrars.listIcann()).length).toBeGreaterThan(0);
    const districts = await client.places.listDistricts();
    expect(districts.length).toBeGreaterThan(0);
    const { cityId, districtId } = districts[0]!;
    const byCity = await client.places.listDistrictsByCity(String(cityId).padStart(3, "0"));
    expect(byCity.every((d) => d.cityId === cityId)).toBe(true);
    expect((await client.places.listWards()).length).toBeGreaterThan(0);
    const wards = await client.places.listWardsByDistrict(districtId!);
    expect(wards.every((w) => w.districtId === districtId)).toBe(true);
  });

  test(".api is the typed openapi-fetch client with the same auth", async () => {
    const { data, response } = await client.api.GET("/v1/places/countries");
    expect(response.status).toBe(200);
    expect(Array.isArray(data)).toBe(true);
  });

  test("every named method takes a signal", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(client.places.listCountries({ signal: controller.signal })).rejects.toThrow(/abort/i);
  });
});

describe("authentication", () => {
  test("the wrong password is an AuthenticationError with no secret in it", async () => {
    const password = "wrong-Secret-4711";
    const bad = createReportingClient({
      baseUrl: server.url,
      credentials: { username: DEMO_REGISTRAR.username, password },
    });
    const error = await bad.reports.uploadMaintainDomains(makeRecords(1)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as AuthenticationError).status).toBe(401);
    const basic = Buffer.from(`${DEMO_REGISTRAR.username}:${password}`).toString("base64");
    for (const text of [
      String(error),
      JSON.stringify(error),
      inspect(error, { depth: 10, showHidden: true }),
    ]) {
      expect(text).not.toContain(password);
      expect(text).not.toContain(basic);
    }
    expect(server.state.maintainedList(DEMO_REGISTRAR.username)).toEqual([]);
  });

  test("credentials with a colon in the username are refused before any request", () => {
    expect(() =>
      createReportingClient({ baseUrl: server.url, credentials: { username: "a:b", password: "x" } }),
    ).toThrow(/must not contain ":"/);
  });
});

import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { type MockServer, startMockServer } from "../../src/index.js";
import { basic, call, record } from "../helpers.js";

let server: MockServer;
const alice = basic("alice", "alice-secret");
const bob = basic("bob", "bob-secret");

beforeAll(async () => {
  server = await startMockServer({
    registrars: [
      { username: "alice", password: "alice-secret", name: "Alice Registrar", ianaNumber: 4321 },
      { username: "bob", password: "bob-secret" },
    ],
    seed: { maintained: { alice: [record("nhadat-saigon.com"), record("ví-dụ.vn", { note: "IDN" })] } },
  });
});
afterAll(() => server.close());

describe("report status", () => {
  test("GET the link of a report: 200 for its owner, 403 for another registrar, 404 unknown", async () => {
    const upload = await call(`${server.url}/v1/reports/maintain-domains`, "POST", [record("a.com")], {
      authorization: bob,
    });
    expect(upload.status).toBe(200);
    const own = await call(`${server.url}${upload.body.link}`, "GET", undefined, { authorization: bob });
    expect(own.status).toBe(200);
    expect(own.body).toEqual(upload.body);
    const other = await call(`${server.url}${upload.body.link}`, "GET", undefined, { authorization: alice });
    expect(other.status).toBe(403);
    expect(other.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(
      (await call(`${server.url}/v1/reports/999999`, "GET", undefined, { authorization: bob })).status,
    ).toBe(404);
    expect(
      (await call(`${server.url}/v1/reports/abc`, "GET", undefined, { authorization: bob })).status,
    ).toBe(400);
    expect(server.state.reports.get(upload.body.id)?.owner).toBe("bob");
  });
});

describe("domain information", () => {
  test("list: short records with label and TLD", async () => {
    const { status, body } = await call(`${server.url}/v1/registrars/domains`, "GET", undefined, {
      authorization: alice,
    });
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        domainName: "nhadat-saigon.com",
        domainLabel: "nhadat-saigon",
        tldName: "com",
        registeredDate: "2021-03-15",
        expiredDate: "2027-03-15",
      },
      {
        domainName: "ví-dụ.vn",
        domainLabel: "ví-dụ",
        tldName: "vn",
        registeredDate: "2021-03-15",
        expiredDate: "2027-03-15",
      },
    ]);
  });

  test.each([
    ["nhadat-saigon.com"],
    ["NHADAT-SAIGON.COM"],
    ["ví-dụ.vn"],
    ["xn--v-d-rma6749a.vn"],
  ])("get %s", async (name) => {
    const { status, body } = await call(
      `${server.url}/v1/registrars/domains/${encodeURIComponent(name)}`,
      "GET",
      undefined,
      {
        authorization: alice,
      },
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ icannRegistrarName: "Alice Registrar", ianaNumber: 4321, ownerType: "C" });
    expect(body.fullAddress).toBe("12 Lý Tự Trọng, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh");
  });

  test("get an absent domain: 404; another registrar's domain is absent too", async () => {
    expect(
      (await call(`${server.url}/v1/registrars/domains/nope.com`, "GET", undefined, { authorization: alice }))
        .status,
    ).toBe(404);
    expect(
      (
        await call(`${server.url}/v1/registrars/domains/nhadat-saigon.com`, "GET", undefined, {
          authorization: bob,
        })
      ).status,
    ).toBe(404);
  });
});

describe("places and registrars from fixtures", () => {
  const get = (path: string) => call(`${server.url}${path}`, "GET", undefined, { authorization: alice });

  test("provinces include Hà Nội 01 and Hồ Chí Minh 79", async () => {
    const { body } = await get("/v1/places/provinces");
    expect(body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ cityId: 1, fullName: "Thành phố Hà Nội" }),
        expect.objectContaining({ cityId: 79, fullName: "Thành phố Hồ Chí Minh" }),
      ]),
    );
  });

  test.each([
    ["/v1/places/countries", 200],
    ["/v1/places/districts", 200],
    ["/v1/places/districts/01", 200],
    ["/v1/places/districts/079", 200],
    ["/v1/places/districts/999", 404],
    ["/v1/places/districts/abc", 400],
    ["/v1/places/wards", 200],
    ["/v1/places/wards/760", 200],
    ["/v1/places/wards/99999", 404],
    ["/v1/categories/icann-registrars", 200],
  ])("GET %s -> %i", async (path, want) => {
    expect((await get(path)).status).toBe(want);
  });

  test("districts of a city and wards of a district are filtered", async () => {
    const districts = (await get("/v1/places/districts/79")).body as Array<{ cityId: number }>;
    expect(districts.length).toBeGreaterThan(0);
    expect(districts.every((d) => d.cityId === 79)).toBe(true);
    const wards = (await get("/v1/places/wards/001")).body as Array<{
      wardName: string;
      districtName: string;
    }>;
    expect(wards.map((w) => w.wardName)).toContain("Phường Phúc Xá");
    expect(wards.every((w) => w.districtName === "Quận Ba Đình")).toBe(true);
  });
});

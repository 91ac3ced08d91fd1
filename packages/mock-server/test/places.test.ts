// The reference server's place lists: the current (34 provinces, 3,321 wards without district)
// and the old (63 provinces, 696 districts, wards with their district) services on the v1.0
// paths, as documented in src/fixtures/places.ts; served and validated against the document.
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { cities, countries, districts, placeListsInfo, wards } from "../src/fixtures/places.js";
import { type MockServer, startMockServer } from "../src/index.js";
import { asRegistrar } from "./helpers.js";

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer({ port: 0 });
});
afterAll(() => server.close());

const currentWards = wards.filter((ward) => ward.districtId === undefined);
const oldWards = wards.filter((ward) => ward.districtId !== undefined);
const currentCityIds = new Set(currentWards.map((ward) => `${ward.cityId}|${ward.cityName}`));
const oldCityIds = new Set(districts.map((district) => `${district.cityId}|${district.cityName}`));

describe("the lists", () => {
  test.each([
    ["current provinces", currentCityIds.size, 34],
    ["current wards", currentWards.length, 3321],
    ["old provinces", oldCityIds.size, 63],
    ["old districts", districts.length, 696],
    ["countries (ISO 3166-1)", countries.length, 249],
  ])("%s: %d", (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  test("about 10,000 old wards, each in a known district", () => {
    expect(oldWards.length).toBeGreaterThan(10_000);
    const ids = new Set(districts.map((district) => district.districtId));
    expect(oldWards.every((ward) => ids.has(ward.districtId!))).toBe(true);
  });

  test("every province a ward or district names is in the province list", () => {
    const listed = new Set(cities.map((city) => `${city.cityId}|${city.fullName}`));
    for (const key of [...currentCityIds, ...oldCityIds]) expect(listed).toContain(key);
  });

  test.each([
    // Same code, another province after 1 July 2025.
    [15, ["Tỉnh Lào Cai", "Tỉnh Yên Bái"]],
    [24, ["Tỉnh Bắc Giang", "Tỉnh Bắc Ninh"]],
    // Unchanged: listed once.
    [1, ["Thành phố Hà Nội"]],
    [79, ["Thành phố Hồ Chí Minh"]],
  ])("province code %d lists %j", (cityId, names) => {
    expect(
      cities
        .filter((city) => city.cityId === cityId)
        .map((city) => city.fullName)
        .sort(),
    ).toEqual(names);
  });

  test("names are NFC, trimmed, single-spaced", () => {
    const names = [...wards.map((w) => w.wardName), ...districts.map((d) => d.districtName)];
    for (const name of [...names, ...cities.map((c) => c.fullName)]) {
      expect(name).toBe(name.normalize("NFC").replace(/\s+/g, " ").trim());
    }
  });

  test("the lists carry their sources and dates", () => {
    expect(placeListsInfo.dates.current).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(placeListsInfo.dates.old).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const source of Object.values(placeListsInfo.sources)) expect(source.license).toBe("MIT");
  });
});

describe("served on the v1.0 paths (responses validated against the document)", () => {
  test("GET /v1/places/wards holds both services' wards", async () => {
    const { status, body } = await asRegistrar<Array<{ wardName: string; districtId?: string }>>(
      `${server.url}/v1/places/wards`,
      "GET",
    );
    expect(status).toBe(200);
    expect(body).toHaveLength(wards.length);
    expect(body).toContainEqual(expect.objectContaining({ wardName: "Phường Sài Gòn", cityId: 79 }));
    expect(body).toContainEqual(
      expect.objectContaining({ wardName: "Phường Bến Nghé", districtName: "Quận 1" }),
    );
  });

  test("GET /v1/places/provinces and /v1/places/districts/{cityId}", async () => {
    const provinces = await asRegistrar<unknown[]>(`${server.url}/v1/places/provinces`, "GET");
    expect(provinces.body).toHaveLength(cities.length);
    const hcm = await asRegistrar<Array<{ districtName: string }>>(
      `${server.url}/v1/places/districts/79`,
      "GET",
    );
    expect(hcm.body.map((district) => district.districtName)).toEqual(
      expect.arrayContaining(["Quận 1", "Quận Gò Vấp", "Thành phố Thủ Đức", "Huyện Củ Chi"]),
    );
  });
});

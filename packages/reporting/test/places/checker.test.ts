// The place checker over the reference server's real lists (read through the client on
// loopback): old and current forms, is5LevelPlace, old vs new names, countries; and the
// `places` option of validateSource and of the bulk upload.
import { DEMO_REGISTRAR, type MockServer, startMockServer } from "@cdrapi/mock-server";
import {
  createReportingClient,
  fixPlaces,
  loadPlaceChecker,
  type MaintainDomain,
  type PlaceChecker,
  type ReportingClient,
  ValidationError,
  validateSource,
} from "@cdrapi/reporting";
import { reportMaintainDomains } from "@cdrapi/reporting/bulk";
import { makeRecord } from "@cdrapi/test-helpers";
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import fc from "fast-check";

let server: MockServer;
let client: ReportingClient;
let checker: PlaceChecker;

beforeAll(async () => {
  server = await startMockServer({ port: 0 });
  client = createReportingClient({ baseUrl: server.url, credentials: DEMO_REGISTRAR });
  checker = await loadPlaceChecker(client);
});
afterAll(() => server.close());

type Place = Partial<
  Pick<MaintainDomain, "countryCode" | "cityName" | "districtName" | "wardName" | "is5LevelPlace">
>;
const OLD = { is5LevelPlace: true } as const;
const NEW = { is5LevelPlace: false, districtName: undefined } as const;

/** field -> status, or status:canonical for a fixable field. */
function summary(place: Place): Record<string, string> {
  const record = { ...makeRecord(1), ...place };
  const out: Record<string, string> = {};
  for (const f of checker.check(record).fields) {
    out[f.field] = f.status === "fixable" ? `fixable:${f.canonical}` : f.status;
  }
  return out;
}

describe("check", () => {
  test.each<[string, Place, Record<string, string>]>([
    [
      "old five-level address as listed",
      { ...OLD, cityName: "Thành phố Hồ Chí Minh", districtName: "Quận 1", wardName: "Phường Bến Nghé" },
      { countryCode: "known", cityName: "known", districtName: "known", wardName: "known" },
    ],
    [
      "old address abbreviated, without diacritics",
      { ...OLD, cityName: "TP.HCM", districtName: "Q1", wardName: "p ben nghe" },
      {
        countryCode: "known",
        cityName: "fixable:Thành phố Hồ Chí Minh",
        districtName: "fixable:Quận 1",
        wardName: "fixable:Phường Bến Nghé",
      },
    ],
    [
      "numbered old ward, zero-padded",
      { ...OLD, cityName: "Hồ Chí Minh", districtName: "Quận Gò Vấp", wardName: "Phường 01" },
      {
        countryCode: "known",
        cityName: "fixable:Thành phố Hồ Chí Minh",
        districtName: "known",
        wardName: "fixable:Phường 1",
      },
    ],
    [
      "current two-level address as listed (no district expected)",
      { ...NEW, cityName: "Thành phố Hồ Chí Minh", wardName: "Phường Sài Gòn" },
      { countryCode: "known", cityName: "known", districtName: "unchecked", wardName: "known" },
    ],
    [
      "current address, đ without its stroke",
      { ...NEW, cityName: "Da Nang", wardName: "Phuong Hai Chau" },
      {
        countryCode: "known",
        cityName: "fixable:Thành phố Đà Nẵng",
        districtName: "unchecked",
        wardName: "fixable:Phường Hải Châu",
      },
    ],
    [
      "old province in a current-form record (Yên Bái is part of Lào Cai since 2025): the ward is checked in the same pass",
      { ...NEW, cityName: "Tỉnh Yên Bái", wardName: "Phường Yên Bái" },
      { countryCode: "known", cityName: "unknown", districtName: "unchecked", wardName: "known" },
    ],
    [
      "the same code, the new province (15: Lào Cai) in the current form",
      { ...NEW, cityName: "Lào Cai", wardName: "Phường Yên Bái" },
      {
        countryCode: "known",
        cityName: "fixable:Tỉnh Lào Cai",
        districtName: "unchecked",
        wardName: "known",
      },
    ],
    [
      "an old ward in the current form",
      { ...NEW, cityName: "Thành phố Hồ Chí Minh", wardName: "Phường Bến Nghé" },
      { countryCode: "known", cityName: "known", districtName: "unchecked", wardName: "unknown" },
    ],
    [
      "a current ward in the old form",
      { ...OLD, cityName: "Thành phố Hồ Chí Minh", districtName: "Quận 1", wardName: "Phường Sài Gòn" },
      { countryCode: "known", cityName: "known", districtName: "known", wardName: "unknown" },
    ],
    [
      "without is5LevelPlace a district makes it the old form",
      { is5LevelPlace: undefined, districtName: "Quận 1", wardName: "Phường Bến Nghé" },
      { countryCode: "known", cityName: "known", districtName: "known", wardName: "known" },
    ],
    [
      "ambiguous ward within a province (Tây Ninh: Tân Thành / Tân Thạnh)",
      { ...NEW, cityName: "Tỉnh Tây Ninh", wardName: "Xa Tan Thanh" },
      { countryCode: "known", cityName: "known", districtName: "unchecked", wardName: "ambiguous" },
    ],
    [
      "unknown district: the ward is checked against every old ward in the same pass",
      { ...OLD, districtName: "Quận 99", wardName: "Phường Bến Nghé" },
      { countryCode: "known", cityName: "known", districtName: "unknown", wardName: "known" },
    ],
    [
      "unknown province: a ward no list has is reported in the same pass",
      { ...NEW, cityName: "Tỉnh Không Có", wardName: "Phường Không Có" },
      { countryCode: "known", cityName: "unknown", districtName: "unchecked", wardName: "unknown" },
    ],
    [
      "country code in lower case, or alpha-3",
      { countryCode: "vnm", ...NEW, cityName: "Thành phố Hà Nội", wardName: "Phường Ba Đình" },
      { countryCode: "fixable:VN", cityName: "known", districtName: "unchecked", wardName: "known" },
    ],
    [
      "another country: its places are not Vietnam's lists",
      { countryCode: "JP", cityName: "Tokyo", districtName: "Chiyoda", wardName: "" },
      { countryCode: "known", cityName: "unchecked", districtName: "unchecked", wardName: "unchecked" },
    ],
    [
      "an unknown country",
      { countryCode: "XX", cityName: "Hà Nội" },
      { countryCode: "unknown", cityName: "unchecked", districtName: "unchecked", wardName: "unchecked" },
    ],
  ])("%s", (_name, place, expected) => {
    expect(summary(place)).toEqual(expected);
  });

  test("hints name the other lists: old ward -> its district; current ward -> is5LevelPlace false", () => {
    const record = { ...makeRecord(1), ...NEW, wardName: "Phường Bến Nghé" };
    const ward = checker.check(record).fields.find((f) => f.field === "wardName")!;
    expect(ward.message).toMatch(/"Phường Bến Nghé, Quận 1" is in the old lists/);
    const old = { ...makeRecord(1), ...OLD, wardName: "Phường Sài Gòn" };
    expect(checker.check(old).fields.find((f) => f.field === "wardName")!.message).toMatch(
      /"Phường Sài Gòn" is a ward of the current lists .*is5LevelPlace false/,
    );
  });

  test("a name written decomposed (NFD) is fixable, and its message says so rather than repeat the name", () => {
    const record = { ...makeRecord(1), ...OLD, wardName: "Phường Bến Nghé".normalize("NFD") };
    const ward = checker.check(record).fields.find((f) => f.field === "wardName")!;
    expect(ward).toMatchObject({ status: "fixable", canonical: "Phường Bến Nghé" });
    expect(ward.message).toBe(
      `"${"Phường Bến Nghé".normalize("NFD")}" is written in decomposed Unicode (NFD): the listed spelling of a ward of Quận 1, Thành phố Hồ Chí Minh in the old lists (before 1 July 2025) is the same letters composed (NFC)`,
    );
  });

  test.each([
    ["VN", { ...OLD, cityName: "TP HCM" }],
    ["JP", { countryCode: "JP" }],
  ])("a check is plain data (%s)", (_name, place) => {
    const check = checker.check({ ...makeRecord(1), ...place });
    expect(JSON.parse(JSON.stringify(check))).toEqual(check);
    for (const field of check.fields) expect(Object.keys(field)).not.toContain("place");
  });

  test("fixPlaces changes only the fixable fields, on a copy", () => {
    const record = {
      ...makeRecord(1),
      ...OLD,
      cityName: "TP HCM",
      districtName: "Quận 1",
      wardName: "Ben Nghe",
    };
    const { record: fixed, changes } = fixPlaces(record, checker.check(record));
    expect(changes).toEqual([
      { field: "cityName", from: "TP HCM", to: "Thành phố Hồ Chí Minh" },
      { field: "wardName", from: "Ben Nghe", to: "Phường Bến Nghé" },
    ]);
    expect(record.cityName).toBe("TP HCM");
    expect(checker.check(fixed).fields.every((f) => f.status === "known")).toBe(true);
  });

  test("loadPlaceChecker reads the lists once per client", async () => {
    const before = server.requestCount("GET", "/v1/places/wards");
    expect(await loadPlaceChecker(client)).toBe(checker);
    expect(server.requestCount("GET", "/v1/places/wards")).toBe(before);
  });
});

describe("properties over the real lists", () => {
  test("every listed current ward matches itself in its province, and so does every old ward", async () => {
    const wards = await client.places.listWards();
    fc.assert(
      fc.property(fc.constantFrom(...wards), (ward) => {
        const place: Place = ward.districtId
          ? { ...OLD, cityName: ward.cityName!, districtName: ward.districtName!, wardName: ward.wardName! }
          : { ...NEW, cityName: ward.cityName!, wardName: ward.wardName! };
        const statuses = Object.values(summary(place));
        // A source list may repeat a name within one district (then: ambiguous, never guessed).
        expect([
          "known,known,known,known",
          "known,known,unchecked,known",
          "known,known,known,ambiguous",
        ]).toContain(statuses.join(","));
      }),
      { numRuns: 500 },
    );
  });

  test("a listed current ward written without marks is fixed to itself or reported ambiguous", async () => {
    const wards = (await client.places.listWards()).filter((w) => !w.districtId);
    const strip = (text: string) =>
      text.normalize("NFD").replace(/\p{M}/gu, "").replace(/đ/g, "d").replace(/Đ/g, "D");
    fc.assert(
      fc.property(fc.constantFrom(...wards), fc.boolean(), (ward, upper) => {
        const written = upper ? strip(ward.wardName!).toUpperCase() : strip(ward.wardName!);
        const check = checker.check({ ...makeRecord(1), ...NEW, cityName: ward.cityName, wardName: written });
        const field = check.fields.find((f) => f.field === "wardName")!;
        if (field.status === "fixable" || field.status === "known")
          expect(field.canonical).toBe(ward.wardName);
        else {
          expect(field.status).toBe("ambiguous");
          expect(field.candidates).toContain(ward.wardName);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe("the places option", () => {
  const records = [
    { ...makeRecord(1), ...OLD },
    { ...makeRecord(2), ...OLD, districtName: "Q.1" },
    { ...makeRecord(3), ...NEW, wardName: "Phường Bến Nghé" },
  ];

  test("validateSource: place issues join the record's issues", async () => {
    const plain = await validateSource(records);
    expect(plain.issues).toEqual([]);
    const checked = await validateSource(records, { places: checker });
    expect(checked.invalidRecords).toBe(2);
    expect(checked.issues.map((issue) => [issue.index, issue.field])).toEqual([
      [1, "districtName"],
      [2, "wardName"],
    ]);
  });

  test("validateSource and the upload read text composed (NFC): a decomposed name is the listed one", async () => {
    const nfd = [{ ...makeRecord(1), ...OLD, cityName: "Thành phố Hồ Chí Minh".normalize("NFD") }];
    expect((await validateSource(nfd, { places: checker })).issues).toEqual([]);
  });

  test("upload: a record with a place issue stops the upload before anything is sent", async () => {
    server.reset();
    await expect(reportMaintainDomains(client, records, { places: checker })).rejects.toBeInstanceOf(
      ValidationError,
    );
    expect(server.requestCount("POST", "/v1/reports/maintain-domains")).toBe(0);
    const result = await reportMaintainDomains(client, records, { places: checker, skipInvalid: true });
    expect(result.totalDomain).toBe(1);
    expect(result.skipped.map((issue) => issue.field)).toEqual(["districtName", "wardName"]);
  });
});

test("a province no list has: its ward, found once among every ward, names the province in the message", () => {
  const check = checker.check({
    ...makeRecord(1),
    ...NEW,
    cityName: "Tỉnh Không Có",
    wardName: "Phường Yên Bái",
  });
  const city = check.fields.find((f) => f.field === "cityName")!;
  expect(city.status).toBe("unknown");
  expect(city.message).toMatch(/its ward "Phường Yên Bái" is in .*Lào Cai/);
});

test("the README's example (## The place checker) gives what its comments say", () => {
  const record = {
    countryCode: "VN",
    is5LevelPlace: false,
    cityName: "tp ho chi minh",
    wardName: "phuong sai gon",
  };
  const check = checker.check(record);
  const { record: fixed, changes } = fixPlaces(record, check);
  expect([fixed.cityName, fixed.wardName, changes.length]).toEqual([
    "Thành phố Hồ Chí Minh",
    "Phường Sài Gòn",
    2,
  ]);
});

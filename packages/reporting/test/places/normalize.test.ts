// Normalisation of written place names: tables of what must compare equal and what must not.
import { describe, expect, test } from "@jest/globals";
import { cleanName, hasMarks, looseKey, readings, spellingKey } from "../../src/places/normalize.js";

describe("looseKey", () => {
  test.each([
    ["Thành phố Hồ Chí Minh", "thanh pho ho chi minh"],
    ["Đà Nẵng", "da nang"], // đ/Đ have no decomposition: mapped explicitly
    ["ĐẮK LẮK", "dak lak"],
    ["Phường 01", "phuong 1"], // numbered wards
    ["Phường 1", "phuong 1"],
    ["Xã Ea H’Leo", "xa ea hleo"], // curly apostrophe
    ["Xã Ea H'Leo", "xa ea hleo"],
    ["Phan Rang-Tháp Chàm", "phan rang thap cham"],
    ["  Q.1 ", "q 1"],
    ["Q1", "q 1"],
    ["TP.HCM", "tp hcm"],
    ["Ho\u0300a Bi\u0300nh", "hoa binh"], // decomposed (NFD) input
  ])("%j -> %j", (input, expected) => {
    expect(looseKey(input)).toBe(expected);
  });
});

describe("spellingKey", () => {
  test.each([
    ["Thanh Hóa", "Thanh Hoá", true], // tone-mark position (old and new style)
    ["Khánh Hòa", "KHÁNH HOÀ", true],
    ["Thủy", "Thuỷ", true],
    ["Phường 01", "Phường 1", true],
    ["Hòa Bình", "Ho\u0300a Bi\u0300nh", true], // NFC vs NFD
    ["Văn Lang", "Văn Lăng", false], // a mark that is not a tone
    ["Đông Tiến", "Đồng Tiến", false],
    ["Sơn Hà", "Sơn Hạ", false],
    ["Đà Nẵng", "Da Nang", false],
  ])("%j vs %j: equal %s", (a, b, equal) => {
    expect(spellingKey(a) === spellingKey(b)).toBe(equal);
  });
});

describe("readings (administrative prefixes)", () => {
  test.each([
    ["TP. Hồ Chí Minh", "province", "thanh pho", "ho chi minh"],
    ["Tỉnh Lào Cai", "province", "tinh", "lao cai"],
    ["Thủ đô Hà Nội", "province", "thanh pho", "ha noi"],
    ["Q.1", "district", "quan", "1"],
    ["Quận 01", "district", "quan", "1"],
    ["TX. Kỳ Anh", "district", "thi xa", "ky anh"],
    ["Huyện Củ Chi", "district", "huyen", "cu chi"],
    ["P. Bến Nghé", "ward", "phuong", "ben nghe"],
    ["P12", "ward", "phuong", "12"],
    ["Thị trấn Củ Chi", "ward", "thi tran", "cu chi"],
    ["Đặc khu Côn Đảo", "ward", "dac khu", "con dao"],
    ["Xã Ba Tơ", "ward", "xa", "ba to"],
  ] as const)("%j at %s: type %j, name %j", (input, level, type, name) => {
    const read = readings(input, level);
    expect(read[0]!.type).toBeUndefined(); // the whole text is always one reading
    expect(read.at(-1)).toMatchObject({ type, loose: name });
  });

  test("a name that starts like a prefix is also read whole", () => {
    expect(readings("Quan Hóa", "district").map((r) => r.loose)).toEqual(["quan hoa", "hoa"]);
  });
});

test.each([
  ["Hà Nội", true],
  ["Ha Noi", false],
  ["Đa", true],
  ["Ho\u0300a", true],
])("hasMarks(%j) = %s", (input, expected) => {
  expect(hasMarks(input)).toBe(expected);
});

test("cleanName: NFC, straight apostrophes, single spaces", () => {
  expect(cleanName("  Xã  Ea H’Leo ")).toBe("Xã Ea H'Leo");
  expect(cleanName("Ho\u0300a")).toBe("Hòa");
});

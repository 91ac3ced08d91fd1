// Matching written names against one scope's names: a table of cases, and properties over
// generated spellings (canonical names always match themselves; a name that collides with
// another once marks are dropped is never fixed from an input without marks).
import { describe, expect, test } from "@jest/globals";
import fc from "fast-check";
import { NameIndex } from "../../src/places/matcher.js";
import { looseKey } from "../../src/places/normalize.js";

// Wards of one province, with the colliding pairs the reference found in the 2025 lists.
const WARDS = [
  "Xã Văn Lang",
  "Xã Văn Lăng",
  "Xã Đồng Tiến",
  "Phường Đông Tiến",
  "Xã Sơn Hà",
  "Xã Sơn Hạ",
  "Xã Ba Tơ",
  "Xã Ba Tô",
  "Phường Mỹ Tho",
  "Xã Mỹ Thọ",
  "Phường Bến Nghé",
  "Phường 1",
  "Phường 12",
  "Xã Ea H'Leo",
  "Phường Hà Giang 1",
  "Phường Hà Giang 2",
  "Xã Hòa Bình",
  "Đặc khu Côn Đảo",
];
const wards = new NameIndex<string>("ward", WARDS, (name) => name);

describe("ward names within one scope", () => {
  test.each([
    // [input, status, canonical or candidates]
    ["Phường Bến Nghé", "known", "Phường Bến Nghé"],
    ["phường bến nghé", "fixable", "Phường Bến Nghé"],
    ["P. Ben Nghe", "fixable", "Phường Bến Nghé"],
    ["Ben Nghe", "fixable", "Phường Bến Nghé"],
    ["Bến Nghe", "fixable", "Phường Bến Nghé"], // a wrong mark, but one place only
    ["  Phường  Bến Nghé ", "fixable", "Phường Bến Nghé"],
    ["Phường 01", "fixable", "Phường 1"],
    ["P1", "fixable", "Phường 1"],
    ["P.12", "fixable", "Phường 12"],
    ["Phuong 12", "fixable", "Phường 12"],
    ["Xã Ea H’Leo", "fixable", "Xã Ea H'Leo"],
    ["Xã Hoà Bình", "fixable", "Xã Hòa Bình"], // tone-mark position
    ["Hà Giang 2", "fixable", "Phường Hà Giang 2"],
    ["Dac khu Con Dao", "fixable", "Đặc khu Côn Đảo"],
    // Collisions once marks are dropped: the marks decide, or nothing does.
    ["xã văn lăng", "fixable", "Xã Văn Lăng"],
    ["Văn Lang", "fixable", "Xã Văn Lang"],
    ["Xa Van Lang", "ambiguous", ["Xã Văn Lang", "Xã Văn Lăng"]],
    ["van lang", "ambiguous", ["Xã Văn Lang", "Xã Văn Lăng"]],
    ["Văn Làng", "ambiguous", ["Xã Văn Lang", "Xã Văn Lăng"]], // marks that fit neither
    ["Son Ha", "ambiguous", ["Xã Sơn Hà", "Xã Sơn Hạ"]],
    ["Ba To", "ambiguous", ["Xã Ba Tô", "Xã Ba Tơ"]],
    ["Dong Tien", "ambiguous", ["Phường Đông Tiến", "Xã Đồng Tiến"]],
    ["Phường Đồng Tiến", "ambiguous", ["Phường Đông Tiến", "Xã Đồng Tiến"]], // type and marks disagree
    ["Phuong Dong Tien", "fixable", "Phường Đông Tiến"], // the type decides
    ["My Tho", "ambiguous", ["Phường Mỹ Tho", "Xã Mỹ Thọ"]],
    ["Xã Mỹ Thọ", "known", "Xã Mỹ Thọ"],
    // Unknown.
    ["Phường Tân Định", "unknown", undefined],
    ["Phường 13", "unknown", undefined],
  ])("%j -> %s %j", (input, status, expected) => {
    const result = wards.match(input);
    expect(result.status).toBe(status);
    if (status === "ambiguous") expect(result.candidates).toEqual(expected);
    else expect(result.canonical).toBe(expected);
  });
});

describe("provinces (aliases) and districts", () => {
  const provinces = new NameIndex<{ fullName: string; short: string; code: string }>(
    "province",
    [
      { fullName: "Thành phố Hồ Chí Minh", short: "Hồ Chí Minh", code: "HCM" },
      { fullName: "Tỉnh Lào Cai", short: "Lào Cai", code: "LCI" },
      { fullName: "Thành phố Hà Nội", short: "Hà Nội", code: "HNI" },
    ],
    (p) => p.fullName,
    (p) => [p.short, p.code],
  );
  test.each([
    ["Thành phố Hồ Chí Minh", "known", "Thành phố Hồ Chí Minh"],
    ["TP. HCM", "fixable", "Thành phố Hồ Chí Minh"],
    ["Ho Chi Minh", "fixable", "Thành phố Hồ Chí Minh"],
    ["tp ho chi minh", "fixable", "Thành phố Hồ Chí Minh"],
    ["Lao Cai", "fixable", "Tỉnh Lào Cai"],
    ["Thủ đô Hà Nội", "fixable", "Thành phố Hà Nội"],
    ["Yên Bái", "unknown", undefined],
  ])("%j -> %s %j", (input, status, canonical) => {
    const result = provinces.match(input);
    expect(result.status).toBe(status);
    expect(result.canonical).toBe(canonical);
  });

  const districts = new NameIndex<string>(
    "district",
    ["Quận 1", "Quận 10", "Huyện Kỳ Anh", "Thị xã Kỳ Anh", "Huyện Quan Hóa", "Thành phố Thủ Đức"],
    (name) => name,
  );
  test.each([
    ["Q1", "fixable", "Quận 1"],
    ["Quận 01", "fixable", "Quận 1"],
    ["Q.10", "fixable", "Quận 10"],
    ["TX Ky Anh", "fixable", "Thị xã Kỳ Anh"],
    ["Huyen Ky Anh", "fixable", "Huyện Kỳ Anh"],
    ["Kỳ Anh", "ambiguous", undefined],
    ["Quan Hoa", "fixable", "Huyện Quan Hóa"], // read whole: "Quan" is the name, not "Quận"
    ["TP Thu Duc", "fixable", "Thành phố Thủ Đức"],
  ])("%j -> %s %j", (input, status, canonical) => {
    const result = districts.match(input);
    expect(result.status).toBe(status);
    expect(result.canonical).toBe(canonical);
  });
});

// Generated spellings of a listed name: case, prefix written or abbreviated or left out, marks
// kept or dropped, extra spaces, leading zeros.
const stripMarks = (text: string) =>
  text.normalize("NFD").replace(/\p{M}/gu, "").replace(/đ/g, "d").replace(/Đ/g, "D");
const PREFIX_FORMS: Record<string, string[]> = {
  Phường: ["Phường ", "P. ", "P.", "phuong ", ""],
  Xã: ["Xã ", "X. ", "xa ", ""],
  "Đặc khu": ["Đặc khu ", "dac khu ", ""],
};
const spelling = (canonical: string) =>
  fc
    .record({
      prefix: fc.nat(),
      marks: fc.boolean(),
      upper: fc.boolean(),
      spaces: fc.boolean(),
    })
    .map(({ prefix, marks, upper, spaces }) => {
      const type = Object.keys(PREFIX_FORMS).find((t) => canonical.startsWith(`${t} `))!;
      const forms = PREFIX_FORMS[type]!;
      let text = forms[prefix % forms.length]! + canonical.slice(type.length + 1);
      if (!marks) text = stripMarks(text);
      if (upper) text = text.toUpperCase();
      if (spaces) text = `  ${text.replace(/ /g, "  ")} `;
      return text;
    });

describe("properties", () => {
  test("a canonical name always matches itself (known, the same place)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...WARDS), (name) => {
        const result = wards.match(name);
        expect(result).toMatchObject({ status: "known", canonical: name, place: name });
      }),
    );
  });

  test("any spelling of a listed name is known or fixed to that name, unless it collides", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WARDS).chain((name) => fc.tuple(fc.constant(name), spelling(name))),
        ([name, written]) => {
          const result = wards.match(written);
          if (result.status === "known" || result.status === "fixable") expect(result.canonical).toBe(name);
          else expect(result.status).toBe("ambiguous");
        },
      ),
    );
  });

  test("no normalised collision is ever auto-fixed from an input without marks", () => {
    // Names that are the same once marks are dropped (prefix included), written without marks.
    const colliding = WARDS.filter((a) => WARDS.some((b) => a !== b && looseKey(a) === looseKey(b)));
    expect(colliding).toHaveLength(6);
    fc.assert(
      fc.property(
        fc.constantFrom(...colliding).chain((name) => spelling(name)),
        fc.boolean(),
        (written, upper) => {
          const input = upper ? stripMarks(written).toUpperCase() : stripMarks(written);
          const result = wards.match(input);
          expect(result.status).toBe("ambiguous");
          expect(result.canonical).toBeUndefined();
        },
      ),
    );
  });
});

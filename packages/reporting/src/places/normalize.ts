// How a written place name is compared with the server's names. Two keys per name:
//   spelling key: NFC, case, white space, apostrophes, hyphens and the position of the tone
//                 mark ("Hòa" = "Hoà") do not count; every other mark does.
//   loose key:    also without any mark, đ/Đ written d (they have no Unicode decomposition,
//                 so stripping marks alone would keep them), apostrophes dropped.
// Numbers lose leading zeros in both ("Phường 01" = "Phường 1"). A leading administrative
// prefix ("TP.", "Q.", "Phường", "Thị xã") is read as the unit's type, never as its name.
// Pure functions, no Node imports (browser path).

/** The level of a place name: which prefixes it may carry. */
export type PlaceLevel = "country" | "province" | "district" | "ward";

/** Prefixes by level, in loose form, with the type they name (the loose full word). */
const PREFIXES: Readonly<Record<PlaceLevel, ReadonlyArray<readonly [prefix: string, type: string]>>> = {
  country: [],
  province: [
    ["thanh pho", "thanh pho"],
    ["tp", "thanh pho"],
    ["thu do", "thanh pho"],
    ["tinh", "tinh"],
  ],
  district: [
    ["quan", "quan"],
    ["q", "quan"],
    ["huyen", "huyen"],
    ["h", "huyen"],
    ["thi xa", "thi xa"],
    ["tx", "thi xa"],
    ["thanh pho", "thanh pho"],
    ["tp", "thanh pho"],
  ],
  ward: [
    ["phuong", "phuong"],
    ["p", "phuong"],
    ["xa", "xa"],
    ["x", "xa"],
    ["thi tran", "thi tran"],
    ["tt", "thi tran"],
    ["dac khu", "dac khu"],
  ],
};

// Combining marks that carry the tone (grave, acute, tilde, hook above, dot below); the others
// (circumflex, breve, horn) shape the vowel and stay where they are.
const TONE = /[\u0300\u0301\u0303\u0309\u0323]/g;
const MARKS = /\p{M}/gu;
const APOSTROPHES = /[\u2018\u2019\u02BC\u0060\u00B4]/g;

/** NFC, curly apostrophes straight, white space collapsed and trimmed: how names are written out. */
export function cleanName(text: string): string {
  return text.normalize("NFC").replace(APOSTROPHES, "'").replace(/\s+/g, " ").trim();
}

/**
 * Whether `written` is `listed` but written decomposed (NFD, as macOS may write text): the same
 * letters, so the two look alike when shown, but other code points.
 */
export function onlyDecomposed(written: string, listed: string): boolean {
  return written !== listed && written.normalize("NFC") === listed;
}

/** Words of a name, lower case, with separators (hyphens, dots, commas, brackets) as spaces. */
function words(text: string): string[] {
  return cleanName(text)
    .toLowerCase()
    .replace(/[-‐‑–—.,;:()/\\]/g, " ")
    .split(" ")
    .filter((word) => word !== "")
    .flatMap(splitGluedNumber);
}

// "Q1", "P12", "TX2": an abbreviated prefix written against its number.
function splitGluedNumber(word: string): string[] {
  const glued = /^(q|p|h|x|tx|tt|tp)(\d+)$/.exec(word);
  return glued ? [glued[1]!, glued[2]!] : [word];
}

const noLeadingZeros = (word: string) => (/^\d+$/.test(word) ? word.replace(/^0+(?=\d)/, "") : word);

/** One word's spelling key: the tone mark moved to the end of the word. */
function spellWord(word: string): string {
  const decomposed = word.normalize("NFD");
  const tones = decomposed.match(TONE)?.join("") ?? "";
  return noLeadingZeros(decomposed.replace(TONE, "")) + tones;
}

/** One word's loose key: no marks, đ as d, letters and digits only. */
function looseWord(word: string): string {
  return noLeadingZeros(
    word
      .normalize("NFD")
      .replace(MARKS, "")
      .replace(/đ/g, "d")
      .replace(/[^a-z0-9]/g, ""),
  );
}

/** The spelling key of a name (see the file header). */
export function spellingKey(text: string): string {
  return words(text).map(spellWord).join(" ");
}

/** The loose key of a name (see the file header). */
export function looseKey(text: string): string {
  return words(text)
    .map(looseWord)
    .filter((word) => word !== "")
    .join(" ");
}

/** Whether the text carries any mark or đ (then its marks are evidence when matching). */
export function hasMarks(text: string): boolean {
  return /[đĐ]/.test(text) || /\p{M}/u.test(text.normalize("NFD"));
}

/** One way to read a written name: an optional type (from its prefix) and the name's keys. */
export interface NameReading {
  /** The unit's type from the prefix, as its loose word ("quan", "phuong"); undefined without one. */
  type: string | undefined;
  spelling: string;
  loose: string;
}

/**
 * The ways to read `text` at `level`: without a prefix (the whole text is the name) and, when
 * it starts with a prefix of that level, with it (the rest is the name). "Quan Hóa" is read
 * both as the name "Quan Hóa" and as "Quận Hóa"; matching tries both.
 */
export function readings(text: string, level: PlaceLevel): NameReading[] {
  const all = words(text);
  const loose = all.map(looseWord);
  const whole: NameReading = {
    type: undefined,
    spelling: all.map(spellWord).join(" "),
    loose: loose.filter((word) => word !== "").join(" "),
  };
  const result = [whole];
  for (const [prefix, type] of PREFIXES[level]) {
    const size = prefix.split(" ").length;
    if (all.length > size && loose.slice(0, size).join(" ") === prefix) {
      result.push({
        type,
        spelling: all.slice(size).map(spellWord).join(" "),
        loose: loose
          .slice(size)
          .filter((word) => word !== "")
          .join(" "),
      });
      break; // prefixes are listed longest first where one starts another ("thi xa" before "x")
    }
  }
  return result;
}

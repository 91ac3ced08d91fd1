// The sample exports of the demo (tools/demo) and the CLI's tests: a registrar's maintained
// domains, generated from a fixed seed
// (the same file every run): Vietnamese owners and addresses in real wards, .com/.net/.vn
// names and a few IDNs. Then a second month's export with some domains added, changed and
// removed, with the counts the server should report.
import type { MaintainDomain } from "@cdrapi/reporting";
import { PLACES, STREETS } from "./sample-places.js";

export { PLACES, type Place } from "./sample-places.js";

// Bound once, not looked up on the global object per call: where globals are intercepted (a
// vm context, as Jest runs the tests in) each lookup costs more than the arithmetic, and the
// tests generate hundreds of thousands of records.
const { floor, imul } = Math;

/** A small, fast, seeded PRNG (mulberry32): deterministic samples, no dependency. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]): T => list[floor(rng() * list.length)]!;
const int = (rng: Rng, min: number, max: number) => min + floor(rng() * (max - min + 1));

const FAMILY = [
  "Nguyễn",
  "Trần",
  "Lê",
  "Phạm",
  "Hoàng",
  "Huỳnh",
  "Phan",
  "Vũ",
  "Võ",
  "Đặng",
  "Bùi",
  "Đỗ",
  "Hồ",
  "Ngô",
  "Dương",
  "Lý",
];
const MIDDLE = ["Văn", "Thị", "Đức", "Minh", "Ngọc", "Thanh", "Hữu", "Quang", "Thu", "Hoài", "Gia", "Anh"];
const GIVEN = [
  "An",
  "Bình",
  "Châu",
  "Dũng",
  "Duy",
  "Giang",
  "Hà",
  "Hải",
  "Hạnh",
  "Hiếu",
  "Hoa",
  "Hùng",
  "Hương",
  "Khánh",
  "Lan",
  "Linh",
  "Long",
  "Mai",
  "Minh",
  "Nam",
  "Nga",
  "Nhung",
  "Phong",
  "Phúc",
  "Quân",
  "Quỳnh",
  "Sơn",
  "Tâm",
  "Thảo",
  "Thắng",
  "Trang",
  "Trung",
  "Tuấn",
  "Vy",
  "Yến",
];
const BUSINESS = [
  "Thương mại",
  "Công nghệ",
  "Du lịch",
  "Xây dựng",
  "Truyền thông",
  "Thực phẩm",
  "Nội thất",
  "Giáo dục",
  "Vận tải",
  "Dược phẩm",
  "Thời trang",
  "Bất động sản",
];
const BRAND = [
  "Sao Việt",
  "Phương Nam",
  "Hồng Hà",
  "Bình Minh",
  "Thái Sơn",
  "Đông Á",
  "Hưng Thịnh",
  "Tân Phát",
  "Ánh Dương",
  "Kim Long",
];
const PREFIX = [
  "nhadat",
  "dulich",
  "thoitrang",
  "congnghe",
  "amthuc",
  "giaoduc",
  "suckhoe",
  "xaydung",
  "noithat",
  "mypham",
  "oto",
  "camera",
  "hoatuoi",
  "banhmi",
  "caphe",
  "pho",
  "sachhay",
  "dienmay",
  "vanphong",
  "nhakhoa",
  "spa",
  "tienganh",
  "thucpham",
  "nongsan",
  "thegioi",
  "phukien",
  "dienthoai",
  "laptop",
  "giaydep",
  "tuixach",
];
const SUFFIX = [
  "saigon",
  "hanoi",
  "danang",
  "vietnam",
  "online",
  "24h",
  "express",
  "pro",
  "plus",
  "365",
  "center",
  "store",
  "group",
  "xanh",
  "viet",
];
const TLDS = [".com", ".com", ".com", ".net", ".net", ".vn", ".com.vn", ".org", ".info"];
/** Internationalized names (Unicode form): valid IDNs, reported as written. */
export const IDN_NAMES = [
  "cà-phê-sài-gòn.vn",
  "phở-hà-nội.com",
  "bánh-mì-hội-an.net",
  "áo-dài-việt.com",
  "nhà-đất-đà-nẵng.vn",
  "du-lịch-hạ-long.com",
  "trà-sữa-sài-gòn.net",
  "hoa-tươi-hà-nội.vn",
  "gốm-bát-tràng.com",
  "lụa-vạn-phúc.net",
];
const MAIL_HOSTS = ["gmail.com", "gmail.com", "yahoo.com.vn", "outlook.com", "fpt.vn", "vnn.vn"];
const MOBILE = ["90", "91", "93", "94", "96", "97", "98", "86", "88", "32", "35", "70", "77"];

/** Vietnamese without its marks, for e-mail addresses ("Đặng Thu Hà" -> "dang thu ha"). */
export function plain(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").replace(/đ/g, "d").replace(/Đ/g, "D").toLowerCase();
}

const personName = (rng: Rng) => `${pick(rng, FAMILY)} ${pick(rng, MIDDLE)} ${pick(rng, GIVEN)}`;
const pad = (n: number) => String(n).padStart(2, "0");

function dates(rng: Rng): { registeredDate: string; expiredDate: string } {
  const year = int(rng, 2008, 2024);
  const month = pad(int(rng, 1, 12));
  const day = pad(int(rng, 1, 28));
  const expires = int(rng, Math.max(2026, year + 1), 2031);
  return { registeredDate: `${year}-${month}-${day}`, expiredDate: `${expires}-${month}-${day}` };
}

/** Generates unique domain names: plain LDH names from word lists, and the IDNs now and then. */
class Names {
  private readonly used = new Set<string>();
  private idn = 0;
  constructor(private readonly rng: Rng) {}

  next(position: number): string {
    if (position % 300 === 7 && this.idn < IDN_NAMES.length) {
      const name = IDN_NAMES[this.idn++]!;
      if (!this.used.has(name)) {
        this.used.add(name);
        return name;
      }
    }
    for (let attempt = 0; ; attempt++) {
      const joiner = this.rng() < 0.3 ? "-" : "";
      const number = attempt > 2 ? String(int(this.rng, 2, 999)) : "";
      const name = `${pick(this.rng, PREFIX)}${joiner}${pick(this.rng, SUFFIX)}${number}${pick(this.rng, TLDS)}`;
      if (!this.used.has(name)) {
        this.used.add(name);
        return name;
      }
    }
  }

  reserve(names: Iterable<string>): void {
    for (const name of names) this.used.add(name);
  }
}

function record(rng: Rng, domainName: string, serial: number): MaintainDomain {
  const place = pick(rng, PLACES);
  const organisation = rng() < 0.25;
  const person = personName(rng);
  const ownerName = organisation
    ? `Công ty ${rng() < 0.5 ? "TNHH" : "Cổ phần"} ${pick(rng, BUSINESS)} ${pick(rng, BRAND)}`
    : person;
  const [family = "", , given = ""] = plain(person).split(" ");
  const fivelevel = rng() < 0.6;
  const r: MaintainDomain = {
    domainName,
    ...dates(rng),
    ownerName,
    ownerType: organisation ? "T" : "C",
    address: `${int(rng, 1, 250)} ${pick(rng, STREETS[place.districtName] ?? ["Lê Lợi"])}`,
    // The old five-level form names the old ward and its district; the current form, the
    // ward that took it over (no district since 1 July 2025).
    wardName: fivelevel ? place.wardName : place.currentWardName,
    ...(fivelevel ? { districtName: place.districtName } : {}),
    cityName: place.cityName,
    countryCode: "VN",
    phone: `+84.${pick(rng, MOBILE)}${String(int(rng, 0, 9_999_999)).padStart(7, "0")}`,
    email: `${given}.${family}${serial % 97}@${pick(rng, MAIL_HOSTS)}`,
    adminName: person,
    isAgentManager: rng() < 0.1,
    ianaNumber: 9999,
    is5LevelPlace: fivelevel,
  };
  if (rng() < 0.05) r.note = "Tên miền dùng cho thương hiệu chính";
  return r;
}

/** A registrar's export of `count` maintained domains (the same for the same seed). */
export function generateExport(count: number, seed = 2025): MaintainDomain[] {
  const rng = random(seed);
  const names = new Names(rng);
  return Array.from({ length: count }, (_, i) => record(rng, names.next(i), i));
}

export interface ChangedExport {
  records: MaintainDomain[];
  added: number;
  changed: number;
  removed: number;
}

/**
 * Next month's export: about 2% of the domains gone (expired or transferred out), 5% changed
 * (renewed, or the owner moved or changed phone), 3% new registrations.
 */
export function nextMonth(previous: readonly MaintainDomain[], seed = 2026): ChangedExport {
  const rng = random(seed);
  const names = new Names(rng);
  names.reserve(previous.map((r) => r.domainName));
  let changed = 0;
  let removed = 0;
  const records: MaintainDomain[] = [];
  for (const old of previous) {
    const roll = rng();
    if (roll < 0.02) {
      removed++;
      continue;
    }
    if (roll < 0.07) {
      changed++;
      const next = { ...old };
      const what = rng();
      if (what < 0.5)
        next.expiredDate = `${Number(old.expiredDate.slice(0, 4)) + 1}${old.expiredDate.slice(4)}`;
      else if (what < 0.8) next.address = `${int(rng, 251, 400)} ${old.address.replace(/^\d+ /, "")}`;
      else next.phone = `+84.${pick(rng, MOBILE)}${String(int(rng, 0, 9_999_999)).padStart(7, "0")}`;
      records.push(next);
      continue;
    }
    records.push(old);
  }
  const added = Math.round(previous.length * 0.03);
  for (let i = 0; i < added; i++) records.push(record(rng, names.next(i + 1), previous.length + i));
  return { records, added, changed, removed };
}

/** MaintainDomain fields, in the order of the export's columns. */
export const COLUMNS = [
  "domainName",
  "registeredDate",
  "expiredDate",
  "ownerName",
  "ownerType",
  "address",
  "wardName",
  "districtName",
  "cityName",
  "countryCode",
  "phone",
  "email",
  "fax",
  "adminName",
  "isAgentManager",
  "ianaNumber",
  "is5LevelPlace",
  "note",
] as const;

/** RFC 4180 quoting of one cell (writing CSV, not parsing it: the reader is csv-parse). */
function quote(value: unknown): string {
  const text = value === undefined || value === null ? "" : `${value}`; // not String(): a global (above)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The records as a CSV export with a header row. */
export function toCsv(records: readonly MaintainDomain[]): string {
  const rows = [COLUMNS.join(",")];
  for (const r of records) rows.push(COLUMNS.map((c) => quote((r as Record<string, unknown>)[c])).join(","));
  return `${rows.join("\r\n")}\r\n`;
}

/** Without marks, đ as d ("Bến Nghé" -> "Ben Nghe"), case kept. */
const unmarked = (text: string) =>
  text.normalize("NFD").replace(/\p{M}/gu, "").replace(/đ/g, "d").replace(/Đ/g, "D");

/**
 * The same export with the places of a few records written the way old registrar databases
 * have them ("TP Ho Chi Minh", "Q.1", "P. Ben Nghe": abbreviated prefixes, no diacritics),
 * each spelling unique in its province or district, so the place fixer restores the listed
 * names exactly. Returns the records and the domain names that were changed.
 */
export function withLooseAddresses(
  records: readonly MaintainDomain[],
  count = 3,
): { records: MaintainDomain[]; loosened: string[] } {
  const loosened: string[] = [];
  const out = records.map((record, i) => {
    if (loosened.length >= count || i % 7 !== 3) return record;
    loosened.push(record.domainName);
    const loose = { ...record, cityName: `TP ${unmarked(record.cityName.replace(/^Thành phố /, ""))}` };
    if (record.wardName) loose.wardName = `P. ${unmarked(record.wardName.replace(/^Phường /, ""))}`;
    if (record.districtName) loose.districtName = `Q.${unmarked(record.districtName.replace(/^Quận /, ""))}`;
    return loose;
  });
  return { records: out, loosened };
}

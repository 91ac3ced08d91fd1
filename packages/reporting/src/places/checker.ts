// The place checker: says of each record whether its countryCode, cityName, districtName and
// wardName are places the server lists, and proposes the canonical spelling when the written
// name matches one place only (matcher.ts). Built once from the server's lists (lists.ts);
// each scope's name index is built on first use.
//
// Which lists apply is the record's own choice: is5LevelPlace true is the old five-level
// form (province, district, ward of the old service); false is the current form (province and
// ward of the current service; no district is expected, so none is checked). Without
// is5LevelPlace, a districtName makes it the old form. Places are checked for VN only.

import {
  type City,
  type Country,
  cityKey,
  type District,
  fetchPlaceLists,
  type PlaceListSource,
  type PlaceLists,
  type ServiceLists,
  splitServices,
  type Ward,
} from "./lists.js";
import { type MatchResult, NameIndex } from "./matcher.js";
import { cleanName, looseKey, onlyDecomposed } from "./normalize.js";

export type PlaceField = "countryCode" | "cityName" | "districtName" | "wardName";

/** What the checker says of one field. */
export interface PlaceFieldCheck {
  field: PlaceField;
  /**
   * known: the listed spelling; fixable: one listed place matches, `canonical` is its name;
   * ambiguous: several match (`candidates`), none is chosen; unknown: none matches;
   * unchecked: empty, or not checkable (no parent place, not VN).
   */
  status: "known" | "fixable" | "ambiguous" | "unknown" | "unchecked";
  value?: string | undefined;
  canonical?: string | undefined;
  candidates?: string[] | undefined;
  /** Why it is not known, for a person (set unless known or unchecked). */
  message?: string | undefined;
}

export interface PlaceCheck {
  /** Which lists the record was checked against (undefined when its country is not VN). */
  form: "old" | "current" | undefined;
  /** The four fields, in the order countryCode, cityName, districtName, wardName. */
  fields: PlaceFieldCheck[];
}

export interface PlaceChecker {
  check(record: unknown): PlaceCheck;
  /** When the lists were read, if known. */
  readonly fetchedAt: string | undefined;
}

// Other names people write for a province, by the loose key of its full name.
const PROVINCE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  "thanh pho ho chi minh": ["TPHCM", "HCMC", "Sài Gòn", "Saigon"],
  "thanh pho ha noi": ["HN"],
};

const OLD = "the old lists (before 1 July 2025)";
const CURRENT = "the current lists (since 1 July 2025)";

/** A place checker over `lists` (the server's; see lists.ts for how the two services are told apart). */
export function createPlaceChecker(lists: PlaceLists): PlaceChecker {
  const services = splitServices(lists);
  const countries = new NameIndex<Country>(
    "country",
    lists.countries.filter((country) => country.alpha2Code),
    (country) => country.alpha2Code!,
    (country) => [country.alpha3Code, country.shortName, country.fullName].filter(isText),
  );
  const provinceIndex = (service: ServiceLists) =>
    new NameIndex<City>(
      "province",
      service.provinces,
      (city) => city.fullName ?? "",
      (city) =>
        [city.shortName, city.alpha3Code, ...(PROVINCE_ALIASES[looseKey(city.fullName ?? "")] ?? [])].filter(
          isText,
        ),
    );
  const oldProvinces = provinceIndex(services.old);
  const currentProvinces = services.current ? provinceIndex(services.current) : undefined;
  const cityKeyOf = (city: City) => cityKey(city.cityId, city.fullName);
  const districtsOf = cached(
    cityKeyOf,
    (city) =>
      new NameIndex<District>(
        "district",
        services.old.districts.get(cityKeyOf(city)) ?? [],
        (d) => d.districtName ?? "",
      ),
  );
  const oldWardsOf = cached(
    // v1.0 types districtId int; the lists key wards by its text.
    (district: District) => String(district.districtId ?? ""),
    (district) =>
      new NameIndex<Ward>("ward", services.old.wards.get(String(district.districtId ?? "")) ?? [], wardName),
  );
  // A ward whose province (or old district) is not placed is checked against every ward of its
  // form, in the same pass: a name no list has is reported now, not once the province is fixed.
  const anyOldWard = cached(
    () => "old",
    () => new NameIndex<Ward>("ward", [...services.old.wards.values()].flat(), wardName),
  );
  const anyCurrentWard = cached(
    () => "current",
    () => new NameIndex<Ward>("ward", [...(services.current?.wards.values() ?? [])].flat(), wardName),
  );
  const currentWardsOf = cached(
    cityKeyOf,
    (city) => new NameIndex<Ward>("ward", services.current?.wards.get(cityKeyOf(city)) ?? [], wardName),
  );

  /** For a hint: the old district holding a ward of that name in the old province named `cityName`. */
  const oldHome = (cityName: string, name: string): string | undefined => {
    const city = oldProvinces.match(cityName).place;
    if (!city) return undefined;
    for (const district of services.old.districts.get(cityKey(city.cityId, city.fullName)) ?? []) {
      const ward = oldWardsOf(district).match(name);
      if (ward.status === "known" || ward.status === "fixable")
        return `${ward.canonical}, ${district.districtName}`;
    }
    return undefined;
  };
  const currentHome = (cityName: string, name: string): string | undefined => {
    const city = currentProvinces?.match(cityName).place;
    const ward = city ? currentWardsOf(city).match(name) : undefined;
    return ward?.place ? ward.canonical : undefined;
  };

  return {
    fetchedAt: lists.fetchedAt,
    check(record) {
      const fields = (record ?? {}) as Record<string, unknown>;
      const text = (field: PlaceField) =>
        typeof fields[field] === "string" ? (fields[field] as string) : "";
      const country = field("countryCode", text("countryCode"), countries, "a country of the place lists");
      const isVN = (country.status === "known" || country.status === "fixable") && country.canonical === "VN";
      if (!isVN) {
        return {
          form: undefined,
          fields: [
            country,
            ...(["cityName", "districtName", "wardName"] as const).map(unchecked(fields)),
          ].map(strip),
        };
      }
      const is5Level = fields.is5LevelPlace;
      const form =
        is5Level === true || (is5Level === undefined && text("districtName").trim() !== "")
          ? "old"
          : "current";
      const cityName = text("cityName");
      const wardValue = text("wardName");
      if (form === "old") {
        const city = field("cityName", cityName, oldProvinces, `a province of ${OLD}`);
        if (city.status === "unknown" && currentProvinces?.match(cityName).place) {
          city.message += `; it is a province of ${CURRENT}: report it with is5LevelPlace false`;
        }
        const cityPlace = placeOf<City>(city);
        const district = cityPlace
          ? field(
              "districtName",
              text("districtName"),
              districtsOf(cityPlace),
              `a district of ${cityPlace.fullName} in ${OLD}`,
            )
          : unchecked(fields)("districtName");
        const districtPlace = placeOf<District>(district);
        const ward = districtPlace
          ? field(
              "wardName",
              wardValue,
              oldWardsOf(districtPlace),
              `a ward of ${districtPlace.districtName}, ${cityPlace!.fullName} in ${OLD}`,
            )
          : anyWard(fields, wardValue, anyOldWard(undefined), OLD, cityPlace ? district : city);
        const now = ward.status === "unknown" ? currentHome(cityName, wardValue) : undefined;
        if (now) ward.message += `; "${now}" is a ward of ${CURRENT}: report it with is5LevelPlace false`;
        return { form, fields: [country, city, district, ward].map(strip) };
      }
      const city = currentProvinces
        ? field("cityName", cityName, currentProvinces, `a province of ${CURRENT}`)
        : unchecked(fields)("cityName");
      if (city.status === "unknown" && oldProvinces.match(cityName).place) {
        city.message += `; it is a province of ${OLD}: report it with is5LevelPlace true and its district`;
      }
      const cityPlace = placeOf<City>(city);
      const ward = cityPlace
        ? field(
            "wardName",
            wardValue,
            currentWardsOf(cityPlace),
            `a ward of ${cityPlace.fullName} in ${CURRENT}`,
          )
        : currentProvinces
          ? anyWard(fields, wardValue, anyCurrentWard(undefined), CURRENT, city)
          : unchecked(fields)("wardName");
      const then = ward.status === "unknown" ? oldHome(cityName, wardValue) : undefined;
      if (then) {
        ward.message += `; "${then}" is in ${OLD}: report it with is5LevelPlace true and its district, or use its current ward`;
      }
      return { form, fields: [country, city, unchecked(fields)("districtName"), ward].map(strip) };
    },
  };
}

// The matched place rides along on the field check until `strip` (the result stays plain data).
type Matched = PlaceFieldCheck & { place?: unknown };

function field<T>(name: PlaceField, value: string, index: NameIndex<T>, what: string): Matched {
  if (value.trim() === "") return { field: name, status: "unchecked", value };
  const result: MatchResult<T> = index.match(value);
  const check: Matched = { field: name, status: result.status, value, place: result.place };
  if (result.status === "fixable") {
    check.canonical = result.canonical;
    // Shown side by side, a decomposed name and its listed spelling look the same: say what differs.
    check.message = onlyDecomposed(value, result.canonical!)
      ? `"${value}" is written in decomposed Unicode (NFD): the listed spelling of ${what} is the same letters composed (NFC)`
      : `"${value}" is not the listed spelling of ${what}: "${result.canonical}"`;
  } else if (result.status === "known") {
    check.canonical = result.canonical;
  } else if (result.status === "ambiguous") {
    check.candidates = result.candidates;
    check.message = `"${value}" could be any of ${result.candidates!.map((c) => `"${c}"`).join(", ")} (${what}); write it as listed`;
  } else {
    check.message = `"${cleanName(value)}" is not ${what}`;
  }
  return check;
}

/**
 * A ward whose parent place (`parent`: the province, or the old district) is not placed, checked
 * against every ward of its form. Unknown there is an issue now; a single match names its place
 * in the parent's message; several matches say nothing until the parent is fixed (unchecked).
 */
function anyWard(
  fields: Record<string, unknown>,
  value: string,
  index: NameIndex<Ward>,
  lists: string,
  parent: Matched,
): Matched {
  const ward = field("wardName", value, index, `a ward of any province in ${lists}`);
  if (ward.status === "ambiguous") return unchecked(fields)("wardName");
  const place = placeOf<Ward>(ward);
  if (place && parent.message !== undefined) {
    const where = [place.districtName, place.cityName].filter(isText).join(", ");
    if (where !== "") parent.message += ` (its ward "${ward.canonical}" is in ${where})`;
  }
  return ward;
}

function unchecked(fields: Record<string, unknown>) {
  return (name: PlaceField): Matched => ({
    field: name,
    status: "unchecked",
    value: typeof fields[name] === "string" ? (fields[name] as string) : undefined,
  });
}

function placeOf<T>(check: Matched): T | undefined {
  return check.status === "known" || check.status === "fixable" ? (check.place as T) : undefined;
}

function strip(check: Matched): PlaceFieldCheck {
  const { place: _place, ...rest } = check;
  return rest;
}

/** `make(key)`, made once per `keyOf(key)`: a scope's name index is built on first use. */
function cached<K, V>(keyOf: (key: K) => string, make: (key: K) => V): (key: K) => V {
  const made = new Map<string, V>();
  return (key) => {
    const id = keyOf(key);
    let value = made.get(id);
    if (value === undefined) {
      value = make(key);
      made.set(id, value);
    }
    return value;
  };
}

const isText = (value: string | undefined): value is string => typeof value === "string" && value !== "";
const wardName = (ward: Ward) => ward.wardName ?? "";

const loaded = new WeakMap<object, Promise<PlaceChecker>>();

/**
 * The place checker of a server, from its place lists read once per client (the promise is
 * cached: later calls share it; a failed read is not cached).
 */
export function loadPlaceChecker(client: PlaceListSource): Promise<PlaceChecker> {
  let pending = loaded.get(client);
  if (!pending) {
    pending = fetchPlaceLists(client).then(createPlaceChecker);
    pending.catch(() => loaded.delete(client));
    loaded.set(client, pending);
  }
  return pending;
}

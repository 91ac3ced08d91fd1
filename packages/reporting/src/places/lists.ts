// The server's place lists, as its place operations return them, and how the two services are
// told apart in them. The document serves VNNIC's current and old place services through the
// same v1.0 paths, so a list may hold both; the records themselves say which is which:
//   - a district belongs to the old service (the current one has no district level);
//   - a ward with a district is an old ward, one without is a current ward;
//   - a province is old when a district names it (its cityId and full name), current when a
//     ward without district does; a province of both is both.
import type { RequestOptions } from "@cdrapi/core";
import type { components } from "../generated/openapi.js";

type Schemas = components["schemas"];
export type Country = Schemas["Country"];
export type City = Schemas["City"];
export type District = Schemas["District"];
export type Ward = Schemas["Ward"];

/** Everything the place checker needs: the answers of the four list operations. */
export interface PlaceLists {
  countries: Country[];
  provinces: City[];
  districts: District[];
  wards: Ward[];
  /** When the lists were read (ISO date-time); a cache shows it. */
  fetchedAt?: string | undefined;
}

/** The four list calls of a reporting client, `client.places` (any object with them will do). */
export interface PlaceListSource {
  readonly places: {
    listCountries(options?: RequestOptions): Promise<Country[]>;
    listProvinces(options?: RequestOptions): Promise<City[]>;
    listDistricts(options?: RequestOptions): Promise<District[]>;
    listWards(options?: RequestOptions): Promise<Ward[]>;
  };
}

/** Reads the four lists (in parallel, one request each). */
export async function fetchPlaceLists(
  source: PlaceListSource,
  options?: RequestOptions,
): Promise<PlaceLists> {
  const { places } = source;
  const [countries, provinces, districts, wards] = await Promise.all([
    places.listCountries(options),
    places.listProvinces(options),
    places.listDistricts(options),
    places.listWards(options),
  ]);
  return { countries, provinces, districts, wards, fetchedAt: new Date().toISOString() };
}

/** A province's identity in the lists: a code can name two provinces (15: Yên Bái, now Lào Cai). */
export const cityKey = (cityId: number | undefined, cityName: string | undefined) => `${cityId}|${cityName}`;

/** The lists of one service. */
export interface ServiceLists {
  provinces: City[];
  /** Old service: districts by cityKey. */
  districts: Map<string, District[]>;
  /** Old service: wards by districtId; current service: wards by cityKey. */
  wards: Map<string, Ward[]>;
}

/** Which service's list a place is of: a ward with a district is of the old one. */
export type PlaceService = "old" | "current";
export const wardService = (ward: Ward): PlaceService => (ward.districtId ? "old" : "current");

/** Which services' lists name a province (both: "old, current"), by the rule of the file header. */
export function provinceServices(lists: Pick<PlaceLists, "districts" | "wards">): (city: City) => string {
  const split = splitServices({ countries: [], provinces: [], ...lists });
  return (city) => {
    const key = cityKey(city.cityId, city.fullName);
    return [split.old.districts.has(key) ? "old" : "", split.current?.wards.has(key) ? "current" : ""]
      .filter(Boolean)
      .join(", ");
  };
}

/** The lists split by service (see the file header). `current` is undefined without district-less wards. */
export function splitServices(lists: PlaceLists): { old: ServiceLists; current: ServiceLists | undefined } {
  const old: ServiceLists = { provinces: [], districts: new Map(), wards: new Map() };
  const current: ServiceLists = { provinces: [], districts: new Map(), wards: new Map() };
  const add = <T>(map: Map<string, T[]>, key: string, item: T) => {
    const list = map.get(key);
    if (list) list.push(item);
    else map.set(key, [item]);
  };
  for (const district of lists.districts)
    add(old.districts, cityKey(district.cityId, district.cityName), district);
  for (const ward of lists.wards) {
    if (wardService(ward) === "old") add(old.wards, String(ward.districtId), ward);
    else add(current.wards, cityKey(ward.cityId, ward.cityName), ward);
  }
  for (const city of lists.provinces) {
    const key = cityKey(city.cityId, city.fullName);
    if (old.districts.has(key)) old.provinces.push(city);
    if (current.wards.has(key)) current.provinces.push(city);
  }
  return { old, current: current.wards.size > 0 ? current : undefined };
}

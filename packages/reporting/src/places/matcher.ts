// Matching a written name against the names of one scope (the provinces of a service, the
// districts of a province, the wards of a district or province):
//
//   1. the exact canonical name                                   -> known
//   2. the places whose name has the same loose key (normalize.ts), under any reading of the
//      prefix: none -> unknown; one -> fixable (its canonical name is proposed)
//   3. several: the input must single one out by what it does say, its prefix's type and, when
//      it has any marks, its spelling key. Exactly one consistent -> fixable; else ambiguous.
//
// So names that collide once marks are dropped ("Xã Văn Lang" / "Xã Văn Lăng") are never
// fixed from an input without marks: that would be a guess.
import { cleanName, hasMarks, type NameReading, type PlaceLevel, readings } from "./normalize.js";

export type MatchStatus = "known" | "fixable" | "ambiguous" | "unknown";

export interface MatchResult<T> {
  status: MatchStatus;
  /** known / fixable: the place. */
  place?: T;
  /** known / fixable: its canonical name. */
  canonical?: string;
  /** ambiguous: the canonical names it could be. */
  candidates?: string[];
}

interface Entry<T> {
  place: T;
  canonical: string;
  reading: NameReading;
}

/** A name index of one scope. Other names of a place (a short name, a code) are aliases. */
export class NameIndex<T> {
  private readonly exact = new Map<string, Entry<T>>();
  private readonly byLoose = new Map<string, Entry<T>[]>();

  constructor(
    private readonly level: PlaceLevel,
    places: Iterable<T>,
    canonicalOf: (place: T) => string,
    aliasesOf: (place: T) => readonly string[] = () => [],
  ) {
    for (const place of places) {
      const canonical = canonicalOf(place);
      this.exact.set(canonical, { place, canonical, reading: readings(canonical, level).at(-1)! });
      for (const name of [canonical, ...aliasesOf(place)]) {
        const reading = readings(name, level).at(-1)!; // with its prefix read as the type
        const entry = { place, canonical, reading };
        const list = this.byLoose.get(reading.loose);
        if (!list) this.byLoose.set(reading.loose, [entry]);
        else if (!list.some((other) => other.place === place)) list.push(entry);
      }
    }
  }

  /** Whether a place of this scope is named exactly `name`. */
  has(name: string): boolean {
    return this.exact.has(name);
  }

  match(input: string): MatchResult<T> {
    const known = this.exact.get(input);
    if (known) return { status: "known", place: known.place, canonical: known.canonical };
    const cleaned = this.exact.get(cleanName(input));
    if (cleaned) return { status: "fixable", place: cleaned.place, canonical: cleaned.canonical };

    const ways = readings(input, this.level);
    const plausible = new Map<T, Entry<T>>();
    for (const way of ways) {
      for (const entry of this.byLoose.get(way.loose) ?? []) {
        if (!plausible.has(entry.place)) plausible.set(entry.place, entry);
      }
    }
    if (plausible.size === 0) return { status: "unknown" };
    const entries = [...plausible.values()];
    if (entries.length === 1) return fixable(entries[0]!);

    const marked = hasMarks(input);
    const consistent = entries.filter((entry) =>
      ways.some(
        (way) =>
          way.loose === entry.reading.loose &&
          (way.type === undefined || way.type === entry.reading.type) &&
          (!marked || way.spelling === entry.reading.spelling),
      ),
    );
    if (consistent.length === 1) return fixable(consistent[0]!);
    return { status: "ambiguous", candidates: entries.map((entry) => entry.canonical).sort() };
  }
}

function fixable<T>(entry: Entry<T>): MatchResult<T> {
  return { status: "fixable", place: entry.place, canonical: entry.canonical };
}

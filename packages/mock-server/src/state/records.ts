/** Domain records: identity, comparison and the REPLACE diff. */

import { domainKey as identity } from "@cdrapi/reporting";
import type { Schemas } from "../generated/schemas.js";

/** One maintained domain, as the document's MaintainDomain schema describes it. */
export type MaintainDomain = Schemas["MaintainDomain"];

/** A fluctuation record: a MaintainDomain plus the action taken on it. */
export type FluctuationDomain = Schemas["FluctuationDomain"];

/**
 * The identity of a domain, by the reporting client's rule (one rule for both: which names its
 * removal guard and this server's REPLACE count as one domain): its ASCII (punycode) form in
 * lower case, so `Ví-dụ.com`, `VÍ-DỤ.COM.` and `xn--v-d-rma6749a.com` are one domain.
 */
export function domainKey(domainName: string): string {
  return identity(domainName) ?? "";
}

/** Whether two records of the same domain differ in any field other than the name's spelling. */
export function recordsDiffer(a: MaintainDomain, b: MaintainDomain): boolean {
  const fields = new Set([...Object.keys(a), ...Object.keys(b)]);
  fields.delete("domainName");
  for (const field of fields) {
    const left = (a as unknown as Record<string, unknown>)[field];
    const right = (b as unknown as Record<string, unknown>)[field];
    if (left !== right) return true;
  }
  return false;
}

/** Names that occur more than once in `records` (as written in the first occurrence). */
export function duplicateNames(records: readonly MaintainDomain[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Map<string, string>();
  for (const record of records) {
    const key = domainKey(record.domainName);
    if (seen.has(key) && !duplicates.has(key)) duplicates.set(key, record.domainName);
    seen.add(key);
  }
  return [...duplicates.values()];
}

export interface ReplaceDiff {
  totalDomain: number;
  addedDomain: number;
  changedDomain: number;
  removedDomain: number;
}

/** The counts of replacing `previous` by `next` (both keyed by domainKey). */
export function replaceDiff(
  previous: ReadonlyMap<string, MaintainDomain>,
  next: ReadonlyMap<string, MaintainDomain>,
): ReplaceDiff {
  let addedDomain = 0;
  let changedDomain = 0;
  for (const [key, record] of next) {
    const before = previous.get(key);
    if (before === undefined) addedDomain++;
    else if (recordsDiffer(before, record)) changedDomain++;
  }
  let removedDomain = 0;
  for (const key of previous.keys()) if (!next.has(key)) removedDomain++;
  return { totalDomain: next.size, addedDomain, changedDomain, removedDomain };
}

/** Records keyed by domainKey, in order (a later record of the same name wins). */
export function keyed(records: readonly MaintainDomain[]): Map<string, MaintainDomain> {
  const map = new Map<string, MaintainDomain>();
  for (const record of records) map.set(domainKey(record.domainName), record);
  return map;
}

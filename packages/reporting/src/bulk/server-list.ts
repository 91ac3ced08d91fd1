// The registrar's maintained list as the server holds it (VNNIC v1.0's "get all list of
// domains", GET /v1/registrars/domains: names and dates), read twice by a bulk upload: before
// anything is sent, by the removal guard (removals.ts), and after the commit, to check that the
// list the server now holds is the one this upload sent (sample.ts: `checkListReadBack`). The
// list is streamed, item by item (the client's `domains.list()` iterated: streamed-list.ts).
import { formats } from "../generated/validators.js";
import { domainKey } from "../identity.js";
import type { BulkUploader } from "./api.js";
import { readMissing } from "./guards.js";

/** One element of the list read (only what the checks compare). */
export interface ListedDomain {
  domainName?: unknown;
  registeredDate?: unknown;
  expiredDate?: unknown;
}

/**
 * Reads the server's list, handing each element to `visit`. Returns false, having visited
 * nothing, when the server has no such read; any other failure (auth, a 5xx after retries) throws.
 */
export async function readServerList(
  uploader: BulkUploader,
  signal: AbortSignal | undefined,
  visit: (domain: ListedDomain) => void,
): Promise<boolean> {
  if (!uploader.maintainedDomains) return false;
  try {
    for await (const domain of uploader.maintainedDomains(signal ? { signal } : {})) {
      visit((domain ?? {}) as ListedDomain);
    }
    return true;
  } catch (error) {
    if (readMissing(error)) return false;
    throw error;
  }
}

/**
 * An order-free fingerprint of a list: how many names, and two sums of 64-bit hashes (of each
 * name, and of each name with its two dates). Two lists with the same fingerprint are the same
 * list but for a hash collision (about 2^-64 for an accidental difference); memory is constant.
 */
export class ListDigest {
  count = 0;
  /** Whether every element gave both dates as days (`dayOf`; else only the names can be compared). */
  dated = true;
  private readonly names = new Uint32Array(2);
  private readonly full = new Uint32Array(2);

  /** `name`: the element's `domainKey`, when the caller has it already. */
  add(domain: ListedDomain, name = domainKey(domain.domainName) ?? ""): void {
    const registered = dayOf(domain.registeredDate);
    const expired = dayOf(domain.expiredDate);
    if (registered === undefined || expired === undefined) this.dated = false;
    this.count++;
    sum(this.names, name, this.full, `\t${registered ?? ""}\t${expired ?? ""}`);
  }

  /** Whether `other` (the server's) is this list: names and dates when it gives every date. */
  matches(other: ListDigest): boolean {
    const same = (a: Uint32Array, b: Uint32Array) => a[0] === b[0] && a[1] === b[1];
    return (
      this.count === other.count &&
      same(this.names, other.names) &&
      (!other.dated || same(this.full, other.full))
    );
  }
}

/**
 * Adds two 32-bit hashes (FNV-1a, and the same walk with another multiplier) of `name` to
 * `names` and of `name + rest` to `full`, modulo 2^32: one walk of the name for both.
 */
function sum(names: Uint32Array, name: string, full: Uint32Array, rest: string): void {
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  names[0] = (names[0]! + (a >>> 0)) >>> 0;
  names[1] = (names[1]! + (b >>> 0)) >>> 0;
  for (let i = 0; i < rest.length; i++) {
    const c = rest.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  full[0] = (full[0]! + (a >>> 0)) >>> 0;
  full[1] = (full[1]! + (b >>> 0)) >>> 0;
}

/** Vietnam's offset from UTC: UTC+7 all year, no daylight saving (Asia/Ho_Chi_Minh since 1975). */
const VIETNAM_MS = 7 * 3_600_000;
/** A date-time with an explicit offset (RFC 3339, seconds optional): `2021-03-14T17:00:00.000Z`. */
const DATE_TIME =
  /^\d{4}-\d{2}-\d{2}T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

/**
 * The day a date the server gives back denotes (VNNIC's dates are days in Vietnam): a date
 * (`2021-03-15`, a day that exists) is itself; a date-time with an explicit offset is the day it
 * falls on in Vietnam (`2021-03-14T17:00:00.000Z` and `2021-03-15T00:00:00+07:00` are both
 * 2021-03-15); anything else (a date-time without an offset, another form) denotes no day: undefined.
 */
export function dayOf(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  if (formats.date.validate(value)) return value;
  if (!DATE_TIME.test(value) || !formats.date.validate(value.slice(0, 10))) return undefined;
  return new Date(Date.parse(value) + VIETNAM_MS).toISOString().slice(0, 10);
}

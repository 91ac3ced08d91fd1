// The registrar's maintained list as the server holds it (VNNIC v1.0's "get all list of
// domains", GET /v1/registrars/domains: names and dates), read twice by a bulk upload: before
// anything is sent, by the removal guard (removals.ts), and after the commit, to check that the
// list the server now holds is the one this upload sent (the merge takes no condition, so another
// upload's sub-lists could have been merged with it; a sample of its domains is read one by one
// too: sample.ts). The list is streamed, item by item (the client's `domains.list()` iterated:
// streamed-list.ts).
import { AbortError } from "@cdrapi/core";
import type { ReportRequestInfo } from "../types.js";
import { checkDomainName } from "../validation/rules.js";
import type { BulkUploader } from "./api.js";
import { ReportListMismatchError } from "./errors.js";
import { readMissing } from "./guards.js";
import { compareSample, dayOf, type RecordSample } from "./sample.js";

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

/** A name as the checks compare it: its ASCII form in lower case (as duplicates are found). */
export function nameKey(name: unknown): string | undefined {
  if (typeof name !== "string") return undefined;
  const trimmed = name.trim();
  const check = checkDomainName(trimmed);
  return check.ok ? check.ascii : trimmed.toLowerCase();
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

  /** `name`: the element's `nameKey`, when the caller has it already. */
  add(domain: ListedDomain, name = nameKey(domain.domainName) ?? ""): void {
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

/**
 * After the commit: reads the list back, and the sample's domains one by one, and throws
 * ReportListMismatchError when they are not what was sent (`sent`: names and dates; `sample`: the
 * other fields). Returns notes of what could not be compared.
 */
export async function checkListReadBack(
  uploader: BulkUploader,
  sent: ListDigest,
  sample: RecordSample,
  report: ReportRequestInfo,
  signal: AbortSignal | undefined,
): Promise<string[]> {
  const notes: string[] = [];
  const held = new ListDigest();
  let read: boolean | undefined;
  try {
    read = await readServerList(uploader, signal, (domain) => held.add(domain));
  } catch (error) {
    // The report is committed; a read that failed (after its retries) leaves it unverified, not failed.
    if (error instanceof AbortError) throw error;
    notes.push(
      `the list could not be read back after the commit (${(error as Error).message}): nothing shows that it holds exactly the names sent`,
    );
  }
  const mismatch = (what: string) =>
    new ReportListMismatchError(
      report,
      sent.count,
      held.count,
      `the maintained list read back after report ${report.id} is not the list this upload sent (${what}): another upload's sub-lists may have been merged with it. Check the list on the server, then report again`,
    );
  if (read === false) {
    notes.push(
      "the list was not read back after the commit (the server has no list read): nothing shows that it holds exactly the names sent",
    );
  } else if (read && !sent.matches(held)) {
    throw mismatch(
      `${held.count} names on the server, ${sent.count} sent; ${held.dated ? "names and dates" : "names"} compared`,
    );
  } else if (read && !held.dated) {
    notes.push(
      "the list read back after the commit does not give every domain's dates as days (a date, or a date-time with its offset): only its names were compared with the records sent",
    );
  }
  const compared = await compareSample(uploader, sample, signal);
  if (!compared) {
    notes.push(
      "no domain was read back one by one after the commit (no per-domain read): owners, addresses and contacts were not compared with the records sent",
    );
    return notes;
  }
  if (compared.differing.length > 0) {
    const shown = compared.differing.slice(0, 5).join("; ");
    const more = compared.differing.length > 5 ? `; and ${compared.differing.length - 5} more` : "";
    throw mismatch(
      `of ${compared.read} domains read back one by one, ${compared.differing.length} differ from the records sent: ${shown}${more}`,
    );
  }
  if (compared.unread.length > 0) {
    notes.push(
      `${compared.unread.length} of the sampled domains could not be read back one by one after the commit: ${compared.unread.slice(0, 5).join(", ")}`,
    );
  }
  if (compared.missing.length > 0) {
    notes.push(
      `the server's record of a domain does not give ${compared.missing.join(", ")}: ${compared.missing.length === 1 ? "that field was" : "those fields were"} not compared with the records sent`,
    );
  }
  return notes;
}

// After the commit, a sample of the records sent is compared with the server's own record of each
// domain (GET /v1/registrars/domains/{domainName}: owner, address, contacts), which the list read
// (names and dates) does not give. The merge takes no condition, so another upload's sub-list of
// the same names and dates could be merged with this one's; its records would differ here. The
// sample is the first record of each sub-list, so a sub-list of another upload that replaced one
// of this run's is seen whichever it was. `checkListReadBack` makes both checks: the list read
// back (server-list.ts), then the sample.
import { AbortError, ApiError } from "@cdrapi/core";
import { DomainRegistrarSchema, MaintainDomainSchema } from "../generated/schemas.js";
import type { ReportRequestInfo } from "../types.js";
import type { BulkUploader } from "./api.js";
import { ReportListMismatchError } from "./errors.js";
import { dayOf, ListDigest, readServerList } from "./server-list.js";

export { dayOf } from "./server-list.js";

/** At most this many domains are read back (one a sub-list: 320,000 records at the default size). */
const MAX_SAMPLE = 64;
/** Reads at once. */
const PARALLEL = 8;

type Property = { format?: string; type?: string };
const SENT: Readonly<Record<string, Property>> = MaintainDomainSchema.properties;

/** The fields of a record sent that the server's record of a domain gives back (from the document), but its name. */
const COMPARED = Object.keys(SENT).filter(
  (field) => field !== "domainName" && field in DomainRegistrarSchema.properties,
);

/** The records sampled while the input is read. */
export class RecordSample {
  readonly records: Record<string, unknown>[] = [];

  /** The first record of a sub-list. */
  add(record: unknown): void {
    if (this.records.length < MAX_SAMPLE && record !== null && typeof record === "object") {
      this.records.push(record as Record<string, unknown>);
    }
  }
}

export interface SampleComparison {
  /** Domains read back. */
  read: number;
  /** `domain: field, field` of each sampled domain whose server record differs from the one sent. */
  differing: string[];
  /** Fields sent that the server's record does not give (not compared). */
  missing: string[];
  /** Domains that could not be read back, with why. */
  unread: string[];
}

/** Reads each sampled domain back and compares the fields both sides have. Undefined: no per-domain read. */
export async function compareSample(
  uploader: BulkUploader,
  sample: RecordSample,
  signal: AbortSignal | undefined,
): Promise<SampleComparison | undefined> {
  const getDomain = uploader.getDomain?.bind(uploader);
  if (!getDomain || sample.records.length === 0) return undefined;
  const result: SampleComparison = { read: 0, differing: [], missing: [], unread: [] };
  const missing = new Set<string>();
  const compare = async (sent: Record<string, unknown>) => {
    const name = String(sent.domainName);
    let held: Record<string, unknown>;
    try {
      held = ((await getDomain(name, { signal })) ?? {}) as Record<string, unknown>;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      result.unread.push(`${name} (HTTP ${error.status})`);
      return;
    }
    result.read++;
    const fields = COMPARED.filter((field) => {
      if (sent[field] === undefined) return false;
      if (held[field] === undefined) {
        missing.add(field);
        return false;
      }
      return normalise(field, sent[field]) !== normalise(field, held[field]);
    });
    if (fields.length > 0) result.differing.push(`${name}: ${fields.join(", ")}`);
  };
  for (let at = 0; at < sample.records.length; at += PARALLEL) {
    await Promise.all(sample.records.slice(at, at + PARALLEL).map(compare));
  }
  result.missing = [...missing];
  return result;
}

/**
 * A value as compared, as text (a server may write `true` or `1001` as strings): dates (the
 * document's `format: date` fields) by the day they denote (`dayOf`), e-mail addresses in lower
 * case, text trimmed and NFC.
 */
function normalise(field: string, value: unknown): string {
  const text = String(value).trim().normalize("NFC");
  const format = SENT[field]?.format;
  if (format === "date") return dayOf(text) ?? text;
  return format === "email" ? text.toLowerCase() : text;
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

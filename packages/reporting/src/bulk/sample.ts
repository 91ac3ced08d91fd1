// After the commit, a sample of the records sent is compared with the server's own record of each
// domain (GET /v1/registrars/domains/{domainName}: owner, address, contacts), which the list read
// (names and dates) does not give. The merge takes no condition, so another upload's sub-list of
// the same names and dates could be merged with this one's; its records would differ here. The
// sample is the first record of each sub-list, so a sub-list of another upload that replaced one
// of this run's is seen whichever it was.
import { ApiError } from "@cdrapi/core";
import { DomainRegistrarSchema, MaintainDomainSchema } from "../generated/schemas.js";
import { formats } from "../generated/validators.js";
import type { BulkUploader } from "./api.js";

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

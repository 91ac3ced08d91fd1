// The removal guard, as `rsync --max-delete` guards a mirror. A maintained-domains report
// REPLACEs the registrar's whole list, so every name on the server's list that the report does
// not hold leaves it. Each removal needs the consent of its cause (guards.ts's table: removals):
// a domain the input does not hold, `allowRemovals` (default: 1 % of the list, at least 10); a
// domain whose record is left out (invalid, or places not as listed), `removeSkipped` (default
// none). The count comes from the list read before anything is sent, trusted only when it holds
// at least the names the last filing left; after the commit, the report's own `removedDomain`
// is checked against the same consent.
import { NotFoundError, PermissionDeniedError } from "@cdrapi/core";
import { domainKey } from "../identity.js";
import type { ReportRequestInfo } from "../types.js";
import type { RecordIssue } from "../validation/validate.js";
import type { BulkUploader, LastFiling, RemovedDomain } from "./api.js";
import { RemovalLimitExceededError, RemovalRefusedError, type SkippedOnList } from "./errors.js";
import { readMissing } from "./guards.js";
import { readServerList } from "./server-list.js";

/** What the caller consents to remove, by cause. */
export interface RemovalConsent {
  allowRemovals?: number | undefined;
  removeSkipped?: number | undefined;
}

export class RemovalGuard {
  /** Records left out whose domains are on the list, by name. */
  private readonly leftOut = new Map<string, SkippedOnList>();
  private skippedRows = 0;

  private constructor(
    /** Names on the server's list that no kept record has held so far (undefined: the guard is off). */
    private readonly leaving: Set<string> | undefined,
    /** Names on the server's list (or, with the guard off, the last filing's count, if known). */
    private readonly listed: number,
  ) {}

  /**
   * Reads the names on the server's list, before anything is sent, and checks the read against
   * the last filing. Throws RemovalRefusedError when the read is missing or short; `guard: false`
   * reads nothing (the caller's explicit choice, noted).
   */
  static async open(
    uploader: BulkUploader,
    options: {
      signal?: AbortSignal | undefined;
      guard?: boolean | undefined;
      lastFiling?: LastFiling | undefined;
    },
    note: (text: string) => void,
  ): Promise<RemovalGuard> {
    const { signal, lastFiling } = options;
    if (options.guard === false) {
      note(
        "the removal guard was off (removalGuard: false): the domains this report removes were not counted or named before the commit; only the report's removedDomain was checked against the limit",
      );
      return new RemovalGuard(undefined, lastFiling?.domains ?? 0);
    }
    const names = new Set<string>();
    const read = await readServerList(uploader, signal, (domain) => {
      const name = domainKey(domain.domainName);
      if (name !== undefined) names.add(name);
    });
    if (!read) {
      throw unverified(
        "the maintained list could not be read before the upload (the server answered 404, 405 or 501 to GET /v1/registrars/domains), so nothing can count or name the domains this report would remove. Nothing was sent. If this server really has no list read, go on without the guard (removalGuard: false; the CLI's --no-removal-guard)",
      );
    }
    // The record is confirmed with the server only when it would refuse the read (one request less a night).
    if (
      lastFiling &&
      names.size < lastFiling.domains &&
      (await knownToServer(uploader, lastFiling, signal, note))
    ) {
      throw unverified(
        `the maintained list read before the upload holds ${names.size} names, but the last filing recorded for this account (report ${lastFiling.report}) left ${lastFiling.domains}: the read may have been cut short (a proxy or gateway that caps or pages lists, a lagging read), or the list was changed elsewhere since. Nothing was sent. Check the list (the CLI's domains list); if it really holds ${names.size} names, go on without the guard this once (removalGuard: false; the CLI's --no-removal-guard)`,
      );
    }
    return new RemovalGuard(names, names.size);
  }

  /** A kept record, by its `domainKey`. */
  kept(name: string | undefined): void {
    if (name !== undefined) this.leaving?.delete(name);
  }

  /** A record left out (`skipInvalid`), with its issues. */
  skipped(record: unknown, issues: readonly RecordIssue[]): void {
    this.skippedRows++;
    const domainName = (record as { domainName?: unknown } | null)?.domainName;
    const name = domainKey(domainName);
    if (name !== undefined && this.leaving?.has(name)) {
      this.leftOut.set(name, { domainName: String(domainName), issues });
    }
  }

  /**
   * Once every record is read: throws RemovalRefusedError unless each cause's removals have their
   * consent. `sentSome`: sub-lists went up already (a one-shot stream); they are left unmerged.
   */
  check(consent: RemovalConsent, sentSome: boolean): void {
    const outcome = sentSome ? "Nothing was merged" : "Nothing was sent";
    const leaving = this.leaving;
    if (!leaving) {
      const n = this.skippedRows;
      if (n > 0 && consent.removeSkipped === undefined) {
        throw new RemovalRefusedError(
          `${n} record${n === 1 ? " was" : "s were"} left out and the removal guard is off: nothing shows that ${n === 1 ? "its domain is" : "their domains are"} not on the maintained list, which the report would remove. ${outcome}. Fix the records, or allow their removal (removeSkipped: ${n}; the CLI's --remove-skipped ${n})`,
          { reason: "skipped", removals: 0, names: [], skippedOnList: [], limit: undefined },
        );
      }
      return;
    }
    // A name left out, then held by a later record, is not removed.
    const skippedOnList = [...this.leftOut].filter(([name]) => leaving.has(name)).map(([, s]) => s);
    const absent = [...leaving].filter((name) => !this.leftOut.has(name));
    const limit = consent.allowRemovals ?? defaultRemovalLimit(this.listed);
    const details = { removals: leaving.size, names: absent.slice(0, 20), skippedOnList, limit };
    const refusals: string[] = [];
    const tooManySkipped = skippedOnList.length > (consent.removeSkipped ?? 0);
    if (tooManySkipped) {
      refusals.push(describeSkipped(skippedOnList, consent.removeSkipped));
    }
    if (absent.length > limit) {
      const why =
        consent.allowRemovals === undefined
          ? "the limit without allowRemovals: 1 % of the list, at least 10"
          : "allowed";
      const more = absent.length > 20 ? ` and ${absent.length - 20} more` : "";
      refusals.push(
        `this report would remove ${absent.length} of the ${this.listed} domains on the maintained list, more than ${limit} (${why}), that the input does not hold: ${details.names.join(", ")}${more}. If they really left this registrar, allow it (allowRemovals: ${absent.length}; the CLI's --allow-removals ${absent.length}); if not, the export is incomplete`,
      );
    }
    if (refusals.length > 0) {
      throw new RemovalRefusedError(`${refusals.join(". Also, ")}. ${outcome}: the list is unchanged`, {
        reason: tooManySkipped ? "skipped" : "absent",
        ...details,
      });
    }
  }

  /** The domains the committed report removed, each with its cause (undefined: the guard was off). */
  removed(): RemovedDomain[] | undefined {
    if (!this.leaving) return undefined;
    return [...this.leaving].map((name) => {
      const skipped = this.leftOut.get(name);
      return skipped
        ? { domainName: skipped.domainName, cause: "skipped" as const, issues: skipped.issues }
        : { domainName: name, cause: "absent" as const };
    });
  }

  /**
   * After the commit: the report's own `removedDomain` against the consent. Throws
   * RemovalLimitExceededError over it; returns a note when the count could not be checked, or
   * differs from the guard's.
   */
  checkReport(report: ReportRequestInfo, consent: RemovalConsent, sent: number): string | undefined {
    const removed = report.removedDomain;
    const counted = this.leaving?.size;
    if (typeof removed !== "number") {
      return `the report does not say how many domains it removed (removedDomain)${counted === undefined ? ": nothing checked the removals" : ""}`;
    }
    const allowed =
      (consent.allowRemovals ?? defaultRemovalLimit(this.listed)) + (consent.removeSkipped ?? 0);
    const before =
      counted === undefined
        ? "the removal guard was off"
        : `the list read before the upload showed ${counted} leaving`;
    if (removed > allowed) {
      throw new RemovalLimitExceededError(
        report,
        sent,
        allowed,
        counted,
        `report ${report.id} removed ${removed} domains from the maintained list, more than allowed (${allowed}); ${before}. The report is committed: check the list on the server (the CLI's domains list), then report the full list again`,
      );
    }
    if (counted !== undefined && removed !== counted) {
      return `report ${report.id} says it removed ${removed} domains, but ${before} (within the ${allowed} allowed)`;
    }
    return undefined;
  }
}

/**
 * The most names a report may remove without `allowRemovals`: 1 % of the names on the server's
 * list, at least 10 (a night's expiries and transfers pass; a cut export does not).
 */
export function defaultRemovalLimit(listed: number): number {
  return Math.max(10, Math.floor(listed / 100));
}

function unverified(message: string): RemovalRefusedError {
  return new RemovalRefusedError(message, {
    reason: "unverified",
    removals: 0,
    names: [],
    skippedOnList: [],
    limit: undefined,
  });
}

/** The refusal of left-out records' removals: counted by cause, each domain named (the first ten here). */
function describeSkipped(skipped: readonly SkippedOnList[], allowed: number | undefined): string {
  const n = skipped.length;
  const places = skipped.filter((s) => s.issues.some((issue) => issue.check === "places")).length;
  const causes = [
    ...(n - places > 0 ? [`${n - places} invalid`] : []),
    ...(places > 0 ? [`${places} with places not as listed (the place check)`] : []),
  ].join(", ");
  const shown = skipped.slice(0, 10).map((s) => `${s.domainName} (${describeIssue(s.issues[0])})`);
  const more = n > shown.length ? `; and ${n - shown.length} more` : "";
  const them = n === 1 ? "it" : "them";
  const fix =
    places > 0
      ? "Fix the records (the CLI's --fix-places writes the places it can match as listed)"
      : "Fix the records";
  const over = allowed === undefined ? "" : `, more than removeSkipped allows (${allowed})`;
  return `${n} domain${n === 1 ? " on the maintained list has its record" : "s on the maintained list have their records"} left out of this report (${causes})${over}, so the report would remove ${them} from the list: ${shown.join("; ")}${more}. ${fix}, or remove ${them} from the list explicitly (removeSkipped: ${n}; the CLI's --remove-skipped ${n})`;
}

/** `line 12, email: must be an e-mail address`. */
function describeIssue(issue: RecordIssue | undefined): string {
  if (!issue) return "invalid";
  return `${issue.line === undefined ? "" : `line ${issue.line}, `}${issue.field}: ${issue.message}`;
}

/**
 * Whether the server knows the last filing's report: a record of another server, or of a server
 * reset since, is not used (noted). Without a status read (405, 501) the record stands.
 */
async function knownToServer(
  uploader: BulkUploader,
  last: LastFiling,
  signal: AbortSignal | undefined,
  note: (text: string) => void,
): Promise<boolean> {
  try {
    await uploader.getReportStatus(last.report, { signal });
  } catch (error) {
    if (error instanceof NotFoundError || error instanceof PermissionDeniedError) {
      note(
        `the last filing recorded for this account (report ${last.report}) is unknown to this server: the list read before the upload was not checked against it`,
      );
      return false;
    }
    if (!readMissing(error)) throw error;
  }
  return true;
}

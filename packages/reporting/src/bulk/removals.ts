// The removal guard, as `rsync --max-delete` guards a mirror. A maintained-domains report
// REPLACEs the registrar's whole list, so every name on the server's list that the report does
// not hold leaves it: an export cut short, or records left out as invalid, would shrink a legal
// filing. The rule is guards.ts's table (removals); the limit, `defaultRemovalLimit`.
import type { RecordIssue } from "../validation/validate.js";
import type { BulkUploader } from "./api.js";
import { RemovalRefusedError, type SkippedOnList } from "./errors.js";
import { nameKey, readServerList } from "./server-list.js";

export class RemovalGuard {
  private readonly skippedOnList: SkippedOnList[] = [];
  private skippedRows = 0;

  private constructor(
    /** Names on the server's list that no kept record has held so far (undefined: no list read). */
    private readonly leaving: Set<string> | undefined,
    /** Names on the server's list. */
    private readonly listed: number,
  ) {}

  /** Reads the names on the server's list, before anything is sent. */
  static async open(uploader: BulkUploader, signal: AbortSignal | undefined): Promise<RemovalGuard> {
    const names = new Set<string>();
    const read = await readServerList(uploader, signal, (domain) => {
      const name = nameKey(domain.domainName);
      if (name !== undefined) names.add(name);
    });
    return new RemovalGuard(read ? names : undefined, names.size);
  }

  /** A kept record, by its `nameKey`. */
  kept(name: string | undefined): void {
    if (name !== undefined) this.leaving?.delete(name);
  }

  skipped(record: unknown, issues: readonly RecordIssue[]): void {
    this.skippedRows++;
    const domainName = (record as { domainName?: unknown } | null)?.domainName;
    const name = nameKey(domainName);
    if (name !== undefined && this.leaving?.has(name)) {
      this.skippedOnList.push({ domainName: String(domainName), issues });
    }
  }

  /**
   * Once every record is read: throws RemovalRefusedError, or returns a note when the guard could
   * not run. `sentSome`: sub-lists went up already (a one-shot stream); they are left unmerged.
   */
  check(allowRemovals: number | undefined, sentSome: boolean): string | undefined {
    const outcome = sentSome ? "Nothing was merged" : "Nothing was sent";
    const leaving = this.leaving;
    if (!leaving) {
      if (this.skippedRows > 0 && allowRemovals === undefined) {
        const n = this.skippedRows;
        throw new RemovalRefusedError(
          `${n} invalid record${n === 1 ? " was" : "s were"} left out, and the server's list could not be read to show that none of their domains is on it: a report without them would remove those. ${outcome}. Fix the records, or allow removals explicitly (allowRemovals; the CLI's --allow-removals N)`,
          { removals: 0, names: [], skippedOnList: [], limit: undefined },
        );
      }
      return "the removal guard could not run (the server has no list read): nothing checked how many domains this report removes from the maintained list";
    }
    // A name skipped, then held by a later record, is not removed.
    const skippedOnList = this.skippedOnList.filter((s) => leaving.has(nameKey(s.domainName)!));
    const limit = allowRemovals ?? defaultRemovalLimit(this.listed);
    const names: string[] = [];
    for (const name of leaving) {
      if (names.length === 20) break;
      names.push(name);
    }
    const details = { removals: leaving.size, names, skippedOnList, limit };
    if (skippedOnList.length > 0 && allowRemovals === undefined) {
      const n = skippedOnList.length;
      const shown = skippedOnList.slice(0, 10).map((s) => {
        const issue = s.issues[0];
        const where = issue?.line === undefined ? "" : `line ${issue.line}, `;
        return `${s.domainName} (${where}${issue ? `${issue.field}: ${issue.message}` : "invalid"})`;
      });
      const more = n > shown.length ? `; and ${n - shown.length} more` : "";
      throw new RemovalRefusedError(
        `${n} invalid record${n === 1 ? " is" : "s are"} of domains on the maintained list: leaving ${n === 1 ? "it" : "them"} out would remove ${n === 1 ? "that domain" : "those domains"} from the list: ${shown.join("; ")}${more}. ${outcome}. Fix the records, or allow their removal explicitly (allowRemovals; the CLI's --allow-removals ${leaving.size})`,
        details,
      );
    }
    if (leaving.size > limit) {
      const more = leaving.size > names.length ? ` and ${leaving.size - names.length} more` : "";
      const why =
        allowRemovals === undefined
          ? "the limit without allowRemovals: 1 % of the list, at least 10"
          : "allowed";
      throw new RemovalRefusedError(
        `this report would remove ${leaving.size} of the ${this.listed} domains on the maintained list, more than ${limit} (${why}): ${names.join(", ")}${more}. ${outcome}: the list is unchanged. If they really left this registrar, allow it (allowRemovals; the CLI's --allow-removals ${leaving.size}); if not, the export is incomplete`,
        details,
      );
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

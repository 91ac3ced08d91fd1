// The jobs done on each row of the input, which report.ts calls in this order for every row:
//   checkRow / recheckRow  validate it (pass 1, a one-shot source) or re-check it (a re-read)
//   leaveOut               count a row with an issue and add its text to the chain's (hash.ts)
//   cover                  record what the kept row adds to its sub-list's link of the chain
//   (report.ts: tell the removal guard, the sample, the list fingerprint; cut: chunk.ts SubLists)
// They count into the tally report.ts owns for the read (`RowTally`) and return what it needs.
import { ValidationError } from "@cdrapi/core";
import { type CheckedItem, type RecordIssue, rowName } from "../validation/validate.js";
import type { Cover, RowTally } from "./api.js";
import type { LocatedRecord } from "./chunk.js";
import { CheckpointMismatchError } from "./errors.js";
import { hashLink, skippedRowText } from "./hash.js";

/** Text of left-out rows longer than this is hashed down to one line (bounded memory). */
const SKIPPED_TEXT_LIMIT = 1 << 20;

export function newRowTally(): RowTally {
  return { read: 0, kept: 0, issues: [], fatal: [], skippedRows: 0, leftOut: new Set(), tail: "" };
}

/**
 * A validated row: `undefined` for an item about the file (its issues are fatal, counted here);
 * else whether it is left out (it has issues) and its domain name.
 */
export function checkRow(
  tally: RowTally,
  checked: CheckedItem,
  skipInvalid: boolean,
): { leftOut: boolean; name: string | undefined } | undefined {
  if (checked.index === null) {
    tally.fatal.push(...checked.issues);
    return undefined;
  }
  const leftOut = checked.issues.length > 0;
  if (leftOut) {
    tally.issues.push(...checked.issues);
    tally.leftOut.add(checked.index);
    if (skipInvalid) tally.skippedRows++;
  }
  return { leftOut, name: checked.name };
}

/**
 * A row of a re-read, left out unvalidated when pass 1 left it out. Returns whether it is; a
 * row that no longer reads as it did in pass 1 means the input changed (CheckpointMismatchError).
 */
export function recheckRow(
  tally: RowTally,
  item: LocatedRecord,
  leftOutBefore: ReadonlySet<number>,
): boolean {
  const leftOut = leftOutBefore.has(tally.read);
  if (item.row === false || ((item.issues?.length ?? 0) > 0 && !leftOut)) {
    throw new CheckpointMismatchError(
      "the input changed while it was being uploaded (a row no longer reads)",
      "changed",
    );
  }
  if (leftOut) tally.skippedRows++;
  return leftOut;
}

/** A left-out row (row number `index`): its text joins the rows left out since the last kept record. */
export async function leaveOut(tally: RowTally, index: number, record: unknown): Promise<void> {
  tally.tail = await foldSkipped(tally.tail + skippedRowText(index, record));
}

/**
 * A kept row: what its sub-list's link covers (a new cover when it opens a sub-list), the rows
 * left out before it included. `name`: its records' names are wanted (a sending read).
 */
export async function cover(
  tally: RowTally,
  covers: Map<number, Cover>,
  subListSize: number,
  name: string | undefined,
): Promise<void> {
  if (tally.kept % subListSize === 0)
    covers.set(tally.kept / subListSize, { skipped: "", read: 0, names: [] });
  const current = covers.get(Math.floor(tally.kept / subListSize))!;
  // Only awaited when rows were left out: no promise per valid record.
  if (tally.tail !== "") {
    current.skipped = await foldSkipped(current.skipped + tally.tail);
    tally.tail = "";
  }
  current.read = tally.read;
  if (name !== undefined) current.names.push(name);
  tally.kept++;
}

/** Left-out rows' text, hashed down to one line once it is long (deterministic: same input, same text). */
async function foldSkipped(text: string): Promise<string> {
  return text.length > SKIPPED_TEXT_LIMIT ? `${await hashLink("", text, "")}\n` : text;
}

/** Whether the report stops (no more uploads, no merge): a file issue, or a row issue without skipInvalid. */
export function blocked(tally: Pick<RowTally, "fatal" | "issues">, skipInvalid: boolean): boolean {
  return tally.fatal.length > 0 || (tally.issues.length > 0 && !skipInvalid);
}

/** Throws `ValidationError` with every issue when `blocked`. `sentSome`: sub-lists went up (unmerged). */
export function refuseInvalid(
  tally: Pick<RowTally, "fatal" | "issues">,
  skipInvalid: boolean,
  sentSome: boolean,
): void {
  if (!blocked(tally, skipInvalid)) return;
  const issues = [...tally.fatal, ...tally.issues];
  throw new ValidationError(issues, describeIssues(issues, sentSome));
}

/**
 * One line, whatever the number of issues (they are all in `.issues`):
 * `3 invalid records, nothing sent (first: line 14, row 12, email: must be an e-mail address)`.
 */
function describeIssues(issues: readonly RecordIssue[], sentSome: boolean): string {
  const count = (n: number, what: string) => (n === 0 ? [] : [`${n} ${what}${n === 1 ? "" : "s"}`]);
  const rows = new Set(issues.flatMap((issue) => (issue.index === null ? [] : [issue.index]))).size;
  const fileIssues = issues.filter((issue) => issue.index === null).length;
  const what = [...count(rows, "invalid record"), ...count(fileIssues, "file issue")].join(" and ");
  const outcome = sentSome ? "nothing merged: the maintained list is unchanged" : "nothing sent";
  const first = issues[0]!;
  const where = rowName(first);
  return `${what}, ${outcome} (first: ${where ? `${where}, ` : ""}${first.field}: ${first.message})`;
}

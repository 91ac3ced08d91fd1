// Serialise each sub-list once and hash it, the next link of the chain (hash.ts), checked
// against what is already known of the input: pass 1's links (the sending pass of a re-read),
// the checkpoint's accepted sub-lists and the rows it covers. The body hashed is the body sent.
import type { Cut, Prepared } from "./api.js";
import type { AcceptedSubList } from "./checkpoint.js";
import { CheckpointMismatchError } from "./errors.js";
import { encodeSubList, hashLink } from "./hash.js";

/** What the chain is checked against. */
export interface ChainChecks {
  /** A resumed checkpoint's `read` rows must hash to its `inputHash`. */
  resume?: { read: number; inputHash: string; total?: number | undefined } | undefined;
  /** Sub-lists a resumed checkpoint says the server accepted: the same records. */
  accepted: readonly AcceptedSubList[];
  /** Pass 1's links, by sub-list (the sending pass of a re-readable source). */
  expected?: readonly string[] | undefined;
}

export class Chain {
  /** `sha256-...` of the first `read` rows ("" for none). */
  hash = "";
  read = 0;
  /** By sub-list: its link of the chain. */
  readonly links: string[] = [];
  private resumeChecked = false;

  constructor(private readonly checks: ChainChecks) {}

  /** Serializes and hashes each sub-list, in input order. */
  async *prepare(cuts: AsyncIterable<Cut>): AsyncGenerator<Prepared> {
    for await (const { index, records, last, skipped, read, names } of cuts) {
      const body = encodeSubList(records);
      this.hash = await hashLink(this.hash, skipped, body);
      // An empty sub-list (no valid record at all) covers no row: the rows left out are the tail.
      this.read = read;
      this.links[index] = this.hash;
      this.checkResume();
      const expected = this.checks.expected;
      if (expected && expected[index] !== this.hash) {
        throw new CheckpointMismatchError(
          "the input changed while it was being uploaded (sub-list hashes differ)",
          "changed",
        );
      }
      const accepted = this.checks.accepted[index];
      if (accepted && (accepted.count !== records.length || accepted.hash !== this.hash)) {
        throw new CheckpointMismatchError(
          `sub-list ${index} differs from the one the server accepted (id ${accepted.id}): refusing to resume`,
        );
      }
      yield { index, count: records.length, last, body, hash: this.hash, read, names };
    }
  }

  /**
   * At the end of the input: the rows left out after the last sub-list close the chain, which
   * then covers every row; the input must be as long as the checkpoint says.
   */
  async finish(tail: string, rows: number): Promise<void> {
    if (tail !== "") this.hash = await hashLink(this.hash, tail, "");
    this.read = rows;
    this.checkResume();
    const resume = this.checks.resume;
    if (resume && (rows < resume.read || (resume.total !== undefined && resume.total !== rows))) {
      throw new CheckpointMismatchError(
        `the input has ${rows} records; the checkpoint was made from ${resume.total ?? `at least ${resume.read}`}`,
      );
    }
  }

  /**
   * Once the chain covers the checkpoint's `read` rows it must match its `inputHash`. The
   * same input ends a link (or the whole input) exactly there, so passing it is a mismatch too.
   */
  private checkResume(): void {
    const resume = this.checks.resume;
    if (!resume || resume.read === 0 || this.resumeChecked || this.read < resume.read) return;
    if (this.read !== resume.read || this.hash !== resume.inputHash) {
      throw new CheckpointMismatchError(
        `the input differs from the one the checkpoint was made from (first ${resume.read} records)`,
      );
    }
    this.resumeChecked = true;
  }
}

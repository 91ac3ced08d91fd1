// The bodies of the sub-lists while the worker validates (off-thread.ts): each batch of rows is
// written as JSON once, for the worker; once the worker has found its rows valid, the same text
// goes into the body of the sub-list being filled (the rows it left out are written again
// without them, and a batch that spans two sub-lists is split). So the records themselves are not
// kept until their sub-list is full: only their bytes, which the collector does not walk.
import { BodyBuffers, type BodyWriter, jsonSlices, type Made, plainJsonSlices } from "./hash.js";
import { offThreadCounts } from "./off-thread.js";

export class BodiesAhead {
  /** The body being filled, and how many rows it has. */
  private writer: BodyWriter | undefined;
  private count = 0;
  /** The sub-list it is of. */
  private index: number;
  /** Bodies full and not taken yet, by sub-list. */
  private readonly full = new Map<number, { count: number; writer: BodyWriter }>();
  /** Set once no more rows come after the body being filled (`finish`). */
  private finishing = false;
  private readonly buffers = new BodyBuffers();

  /** Bodies of the sub-lists of `size` rows from kept row `first` on (a multiple of `size`). */
  constructor(
    private readonly size: number,
    first: number,
  ) {
    this.index = first / size;
  }

  /** Whether the next kept row goes into a body here (else its sub-list is serialised from its records). */
  get open(): boolean {
    return !this.finishing || this.count > 0;
  }

  /** From now on, rows go here only to fill the body being filled. */
  finish(): void {
    this.finishing = true;
  }

  /**
   * The next kept rows, in order: `texts` is `plainJsonSlices(records)` when the caller has it;
   * `plain`: each record is a plain row (`plainRow`), which `plainJsonSlices` may write. Returns
   * how many went into bodies (the first ones; all of them unless `finish` was called).
   */
  add(records: readonly unknown[], texts: readonly string[] | undefined, plain: boolean): number {
    let rest = records;
    while (rest.length > 0 && this.open) {
      const room = this.size - this.count;
      const part = rest.length <= room ? rest : rest.slice(0, room);
      const json = part === records && texts ? texts : plain ? plainJsonSlices(part) : jsonSlices(part);
      this.writer ??= this.buffers.writer(this.size);
      for (const text of json) this.writer.append(text);
      this.count += part.length;
      rest = rest.length <= room ? [] : rest.slice(room);
      if (this.count === this.size) {
        this.full.set(this.index++, { count: this.count, writer: this.writer });
        this.writer = undefined;
        this.count = 0;
      }
    }
    return records.length - rest.length;
  }

  /**
   * The body of sub-list `index` of `count` records, when written here: a full one, or at the
   * end of the input the one being filled; `done` gives its buffer back once it is not read.
   */
  take(index: number, count: number): Made | undefined {
    let found = this.full.get(index);
    this.full.delete(index);
    if (!found && index === this.index && this.writer && this.count === count) {
      found = { count, writer: this.writer };
      this.writer = undefined;
      this.count = 0;
      this.finishing = true; // the end: nothing follows
    }
    if (found?.count !== count) return undefined;
    offThreadCounts.bodies++;
    return this.buffers.made(found.writer);
  }
}

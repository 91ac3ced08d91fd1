// Bodies written ahead, while the worker validates (off-thread.ts): the JSON of each batch of
// rows handed to it is also written into the body of the sub-list the batch falls in, were every
// row before it kept (the common case). A body is used only when that held: a batch with an
// issue spoils every body in progress (the sub-lists after it start at other rows), and those are
// serialised again from their records (chain.ts), as without the worker: the same bytes.
import { BodyWriter, HEAD_ROOM } from "./hash.js";
import { offThreadCounts } from "./off-thread.js";

interface Body {
  /** The kept row it starts at: a multiple of the sub-list size. */
  first: number;
  count: number;
  writer: BodyWriter;
}

export class BodiesAhead {
  /** The bodies in progress, by their first row. */
  private readonly bodies = new Map<number, Body>();
  /** The one the next batch may extend. */
  private last: Body | undefined;
  /** The largest body so far, an eighth more: the next one's buffer. */
  private capacity = 0;
  /** Buffers of bodies done with, for the next ones. */
  private readonly spare: ArrayBuffer[] = [];

  constructor(private readonly size: number) {}

  /** The JSON (`jsonSlices`) of `count` rows, kept rows `first`.. were every row before them kept. */
  add(first: number, count: number, texts: readonly string[]): void {
    if (first % this.size === 0) {
      const capacity = this.capacity || HEAD_ROOM + 256 * this.size;
      const spare = this.spare.pop();
      const bytes = spare && spare.byteLength >= capacity ? new Uint8Array(spare) : new Uint8Array(capacity);
      this.last = { first, count: 0, writer: new BodyWriter(bytes) };
      this.bodies.set(first, this.last);
    }
    const body = this.last;
    if (!body || body.first + body.count !== first || body.count + count > this.size) {
      this.last = undefined; // not the next rows of a body: none is written until the next multiple
      return;
    }
    for (const text of texts) body.writer.append(text);
    body.count += count;
  }

  /** A batch had an issue: the rows after it are not the rows the bodies in progress are of. */
  spoil(): void {
    this.bodies.clear();
    this.last = undefined;
  }

  /**
   * The body of the sub-list of `count` kept rows from `first` on, when it was written ahead
   * from exactly those rows; `done` gives its buffer back once it is not read any more.
   */
  take(first: number, count: number): { body: Uint8Array; room: number; done: () => void } | undefined {
    const found = this.bodies.get(first);
    for (const key of this.bodies.keys()) if (key <= first) this.bodies.delete(key);
    if (this.last && this.last.first <= first) this.last = undefined;
    if (found?.count !== count) return undefined;
    const { writer } = found;
    offThreadCounts.bodies++;
    this.capacity = Math.max(this.capacity, writer.used + (writer.used >> 3));
    return {
      body: writer.body(),
      room: HEAD_ROOM,
      done: () => void (this.spare.length < 2 && this.spare.push(writer.bytes.buffer)),
    };
  }
}

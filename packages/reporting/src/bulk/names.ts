// The domain names seen so far, for the duplicate check, with the row of each: a hash set over
// flat typed arrays. A Map of 1,000,000 strings costs about 60 bytes a name and, worse, every
// major garbage collection marks all of them again, so the validation slowed down as the list
// grew; here a name is its bytes (the ASCII form: letters, digits, '-', '.') after a length
// byte, plus two integers and two slots (about 34 bytes for `domain-123456.vn`), and the
// collector has nothing to walk. Lean because it is most of the worker's memory (peak RSS):
// the bytes go in fixed blocks (no copy, no transient double when they grow), lengths sit in
// the bytes and hashes are recomputed from them when the slots grow. Exact: names whose
// hashes agree are compared byte by byte.

/** A NameSet's contents as plain typed arrays: what a worker thread is handed (names.ts is its only reader). */
export interface NameSetState {
  blocks: Uint8Array<ArrayBuffer>[];
  used: number;
  starts: Int32Array<ArrayBuffer>;
  rows: Int32Array<ArrayBuffer>;
  count: number;
  slots: Int32Array<ArrayBuffer>;
}

/**
 * Bytes of a block (2^BLOCK_BITS): an entry's start is its block << BLOCK_BITS | its offset
 * there, in 32 bits (read unsigned: 4096 blocks, 4 GiB of names).
 */
const BLOCK_BITS = 20;
const BLOCK = 1 << BLOCK_BITS;
/** A length byte of 255: the length follows in 4 bytes (a name longer than a domain name). */
const LONG = 255;

export class NameSet {
  /** The names, each its length then its bytes, never across two blocks. */
  private blocks: Uint8Array<ArrayBuffer>[] = [];
  /** Bytes used in the last block. */
  private used = 0;
  /** By entry: where it starts, its row. */
  private starts = new Int32Array(1024);
  private rows = new Int32Array(1024);
  private count = 0;
  /**
   * Open addressing, at most half full; by slot, 0 (empty) or entry + 1 in the low bits
   * (below the slots' count: fits) and the hash's high bits above, which mostly settle a
   * comparison without reading the bytes.
   */
  private slots = new Int32Array(2048);

  /** A set holding what `state` held (the arrays are taken, not copied). */
  static from(state: NameSetState): NameSet {
    const set = new NameSet();
    ({
      blocks: set.blocks,
      used: set.used,
      starts: set.starts,
      rows: set.rows,
      count: set.count,
      slots: set.slots,
    } = state);
    return set;
  }

  /** The buffers of `state`: the transfer list of a message holding it. */
  static buffers(state: NameSetState): ArrayBuffer[] {
    return [...state.blocks, state.starts, state.rows, state.slots].map((view) => view.buffer);
  }

  /** The contents, to hand to another thread (this set must not be used after). */
  state(): NameSetState {
    const { blocks, used, starts, rows, count, slots } = this;
    return { blocks, used, starts, rows, count, slots };
  }

  /** The row `name` was first seen at, if seen. */
  get(name: string): number | undefined {
    const entry = this.slots[this.find(name, hash(name))]! & (this.slots.length - 1);
    return entry === 0 ? undefined : this.rows[entry - 1];
  }

  /**
   * Records `name` at `row` and returns undefined, or returns the row it was first seen at
   * (and records nothing). `name` is ASCII (a checked domain name's ASCII form).
   */
  add(name: string, row: number): number | undefined {
    const h = hash(name);
    const slot = this.find(name, h);
    const mask = this.slots.length - 1;
    const found = this.slots[slot]! & mask;
    if (found !== 0) return this.rows[found - 1];
    const entry = this.count++;
    if (entry === this.rows.length) {
      this.starts = grown(this.starts, entry * 2);
      this.rows = grown(this.rows, entry * 2);
    }
    this.starts[entry] = this.write(name);
    this.rows[entry] = row;
    this.slots[slot] = (h & ~mask) | (entry + 1);
    if (this.count * 2 > this.slots.length) this.rehash();
    return undefined;
  }

  /** Stores `name` (its length, then its bytes) and returns where it starts. */
  private write(name: string): number {
    const head = headSize(name.length);
    const size = head + name.length;
    let block = this.blocks[this.blocks.length - 1];
    if (block === undefined || this.used + size > block.length) {
      // a new block (a name longer than a block gets one of its own size)
      block = new Uint8Array(Math.max(BLOCK, size));
      this.blocks.push(block);
      this.used = 0;
    }
    const offset = this.used;
    const start = ((this.blocks.length - 1) << BLOCK_BITS) | offset;
    if (head === 1) block[offset] = name.length;
    else {
      block[offset] = LONG;
      new DataView(block.buffer).setUint32(offset + 1, name.length);
    }
    for (let i = 0; i < name.length; i++) block[offset + head + i] = name.charCodeAt(i);
    this.used = offset + size;
    return start;
  }

  /** The block holding an entry's name, and where its header is there. */
  private blockOf(entry: number): Uint8Array<ArrayBuffer> {
    return this.blocks[this.starts[entry]! >>> BLOCK_BITS]!;
  }

  private offsetOf(entry: number): number {
    return this.starts[entry]! & (BLOCK - 1);
  }

  /** The slot holding `name`, or the empty slot where it would go. */
  private find(name: string, h: number): number {
    const mask = this.slots.length - 1;
    for (let slot = h & mask; ; slot = (slot + 1) & mask) {
      const value = this.slots[slot]!;
      if (value === 0 || ((value & ~mask) === (h & ~mask) && this.equals((value & mask) - 1, name)))
        return slot;
    }
  }

  private equals(entry: number, name: string): boolean {
    const block = this.blockOf(entry);
    const at = this.offsetOf(entry);
    const length = lengthAt(block, at);
    if (length !== name.length) return false;
    const from = at + headSize(length);
    for (let i = 0; i < length; i++) if (block[from + i] !== name.charCodeAt(i)) return false;
    return true;
  }

  /** Twice the slots, each entry placed again by its hash (from its bytes). */
  private rehash(): void {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 2);
    release(old.buffer);
    const mask = this.slots.length - 1;
    for (let entry = 0; entry < this.count; entry++) {
      const h = this.hashOf(entry);
      let slot = h & mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
      this.slots[slot] = (h & ~mask) | (entry + 1);
    }
  }

  /** `hash` of an entry's name, from its bytes. */
  private hashOf(entry: number): number {
    const block = this.blockOf(entry);
    const at = this.offsetOf(entry);
    const length = lengthAt(block, at);
    const from = at + headSize(length);
    let h = 0x811c9dc5;
    for (let i = from; i < from + length; i++) h = Math.imul(h ^ block[i]!, 0x01000193);
    return h | 0;
  }
}

/** Bytes of the header before a name of `length`: the length in one byte, or LONG then 4 bytes. */
function headSize(length: number): number {
  return length < LONG ? 1 : 5;
}

/** The length of the name whose header is at `at` in `block` (written by `write`). */
function lengthAt(block: Uint8Array<ArrayBuffer>, at: number): number {
  const first = block[at]!;
  return first === LONG ? new DataView(block.buffer).getUint32(at + 1) : first;
}

/** FNV-1a over the UTF-16 code units (the names are ASCII: the same as over their bytes). */
function hash(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return h | 0;
}

function grown(array: Int32Array<ArrayBuffer>, size: number): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(size);
  bigger.set(array);
  release(array.buffer);
  return bigger;
}

/**
 * Frees `buffer`'s memory at the next minor collection rather than the next full one: moved to
 * a new (young) buffer that nothing holds. The set's old arrays would otherwise stay resident
 * long after a growth (tens of MB for a million names), more so in a worker whose heap is small.
 */
function release(buffer: ArrayBuffer): void {
  try {
    structuredClone(buffer, { transfer: [buffer] });
  } catch {
    // no structuredClone or no transfer here: the collector frees it in its time
  }
}

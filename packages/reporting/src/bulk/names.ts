// The domain names seen so far, for the duplicate check, with the row of each: a hash set over
// flat typed arrays. A Map of 1,000,000 strings costs about 60 bytes a name and, worse, every
// major garbage collection marks all of them again, so the validation slowed down as the list
// grew; here a name is its bytes in one buffer (the ASCII form: letters, digits, '-', '.'),
// plus three integers, and the collector has nothing to walk. Exact: equal hashes are compared
// byte by byte.

/** A NameSet's contents as plain typed arrays: what a worker thread is handed (names.ts is its only reader). */
export interface NameSetState {
  bytes: Uint8Array<ArrayBuffer>;
  used: number;
  starts: Int32Array<ArrayBuffer>;
  lengths: Int32Array<ArrayBuffer>;
  rows: Int32Array<ArrayBuffer>;
  hashes: Int32Array<ArrayBuffer>;
  count: number;
  slots: Int32Array<ArrayBuffer>;
}

export class NameSet {
  private bytes = new Uint8Array(1 << 16);
  private used = 0;
  /** By entry: where its bytes start, how many, its row, its hash. */
  private starts = new Int32Array(1024);
  private lengths = new Int32Array(1024);
  private rows = new Int32Array(1024);
  private hashes = new Int32Array(1024);
  private count = 0;
  /** Open addressing: entry + 1 by slot (0: empty); at most half full. */
  private slots = new Int32Array(2048);

  /** A set holding what `state` held (the arrays are taken, not copied). */
  static from(state: NameSetState): NameSet {
    const set = new NameSet();
    ({
      bytes: set.bytes,
      used: set.used,
      starts: set.starts,
      lengths: set.lengths,
      rows: set.rows,
      hashes: set.hashes,
      count: set.count,
      slots: set.slots,
    } = state);
    return set;
  }

  /** The contents, to hand to another thread (this set must not be used after). */
  state(): NameSetState {
    const { bytes, used, starts, lengths, rows, hashes, count, slots } = this;
    return { bytes, used, starts, lengths, rows, hashes, count, slots };
  }

  /** The row `name` was first seen at, if seen. */
  get(name: string): number | undefined {
    const entry = this.slots[this.find(name, hash(name))]!;
    return entry === 0 ? undefined : this.rows[entry - 1];
  }

  /**
   * Records `name` at `row` and returns undefined, or returns the row it was first seen at
   * (and records nothing). `name` is ASCII (a checked domain name's ASCII form).
   */
  add(name: string, row: number): number | undefined {
    const h = hash(name);
    const slot = this.find(name, h);
    const found = this.slots[slot]!;
    if (found !== 0) return this.rows[found - 1];
    const entry = this.count++;
    if (entry === this.rows.length) this.growEntries();
    if (this.used + name.length > this.bytes.length) {
      this.bytes = grown(this.bytes, Math.max(this.bytes.length * 2, this.used + name.length));
    }
    for (let i = 0; i < name.length; i++) this.bytes[this.used + i] = name.charCodeAt(i);
    this.starts[entry] = this.used;
    this.lengths[entry] = name.length;
    this.rows[entry] = row;
    this.hashes[entry] = h;
    this.used += name.length;
    this.slots[slot] = entry + 1;
    if (this.count * 2 > this.slots.length) this.rehash();
    return undefined;
  }

  /** The slot holding `name`, or the empty slot where it would go. */
  private find(name: string, h: number): number {
    const mask = this.slots.length - 1;
    for (let slot = h & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot]!;
      if (entry === 0 || (this.hashes[entry - 1] === h && this.equals(entry - 1, name))) return slot;
    }
  }

  private equals(entry: number, name: string): boolean {
    if (this.lengths[entry] !== name.length) return false;
    const start = this.starts[entry]!;
    for (let i = 0; i < name.length; i++) if (this.bytes[start + i] !== name.charCodeAt(i)) return false;
    return true;
  }

  private growEntries(): void {
    const size = this.rows.length * 2;
    this.starts = grown(this.starts, size);
    this.lengths = grown(this.lengths, size);
    this.rows = grown(this.rows, size);
    this.hashes = grown(this.hashes, size);
  }

  private rehash(): void {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 2);
    release(old.buffer);
    const mask = this.slots.length - 1;
    for (let entry = 0; entry < this.count; entry++) {
      let slot = this.hashes[entry]! & mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
      this.slots[slot] = entry + 1;
    }
  }
}

/** FNV-1a over the UTF-16 code units (the names are ASCII). */
function hash(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return h | 0;
}

function grown<T extends Uint8Array | Int32Array>(array: T, size: number): T {
  const bigger = new (array.constructor as new (size: number) => T)(size);
  bigger.set(array);
  release(array.buffer as ArrayBuffer);
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

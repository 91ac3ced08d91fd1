// Hashes of the input, for checkpoints. The input is hashed as a chain of segments, one per
// sub-list: SHA-256 over the previous link, the rows left out since the previous sub-list
// (invalid rows, with their row number) and the sub-list's serialized body. Each record is
// serialized once per pass (the body), in a fixed key order, and hashed one-shot with the
// platform's SHA-256 (WebCrypto `crypto.subtle`: browsers and Node alike, native code).
import { ValidationError } from "@cdrapi/core";
import { MaintainDomainSchema } from "../generated/schemas.js";
import { sortedMaintainDomain } from "../generated/validators.js";

const encoder = new TextEncoder();

/** MaintainDomain's fields, sorted: the key order of every serialized record. */
export const SUB_LIST_FIELDS: readonly string[] = Object.keys(MaintainDomainSchema.properties).sort();

/**
 * The JSON of a sub-list of valid records with each record's keys in sorted order (the
 * schema's properties, sorted; a valid record has no other key), so equal records give equal
 * text whatever their key order. Native `JSON.stringify` with a key list: one pass.
 */
export function serializeSubList(records: readonly unknown[]): string {
  return JSON.stringify(records, SUB_LIST_FIELDS as string[]);
}

/** JSON with object keys sorted at every level: equal values give equal text (invalid rows). */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return "null";
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const object = value as Record<string, unknown>;
  const keys = Object.keys(object)
    .filter((key) => object[key] !== undefined)
    .sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(object[key])}`).join(",")}}`;
}

/** The text of a row left out of the sub-lists (invalid): its row number and canonical JSON. */
export function skippedRowText(index: number, record: unknown): string {
  return `${index}:${canonicalJson(record)}\n`;
}

/** Free bytes kept before a body, where `hashLink` writes the head of its link (no copy of the body). */
export const HEAD_ROOM = 256;

/**
 * Records per JSON.stringify when a body is written: a slice's text (tens of KB) is a young
 * object that the next minor collection frees, where a whole sub-list's (megabytes) is a large
 * object kept until a full collection: most of a bulk run's heap (RSS), for no speed.
 */
const SLICE = 64;

/**
 * `jsonSlices` of plain records (`plainRow` each: fields of the schema only, primitives, no
 * toJSON): the same text, about a fifth faster. Each record is copied with its fields in sorted
 * order (generated from the schema) and stringified without a key list: V8's fast path.
 */
export function plainJsonSlices(records: readonly unknown[]): string[] {
  const texts: string[] = [];
  for (let i = 0; i < records.length; i += SLICE) {
    const copies = records.slice(i, i + SLICE);
    for (let j = 0; j < copies.length; j++) copies[j] = sortedMaintainDomain(copies[j]);
    texts.push(JSON.stringify(copies));
  }
  return texts;
}

/** `serializeSubList` of the records, `slice` records at a time (the texts of a body, in order; none for none). */
export function jsonSlices(records: readonly unknown[], slice = SLICE): string[] {
  if (records.length === 0) return [];
  if (records.length <= slice) return [serializeSubList(records)];
  const texts: string[] = [];
  for (let i = 0; i < records.length; i += slice) texts.push(serializeSubList(records.slice(i, i + slice)));
  return texts;
}

/**
 * A body written a batch of records at a time, in UTF-8, after HEAD_ROOM free bytes (`hashLink`'s
 * room): the UTF-8 bytes of `serializeSubList(all of them)`. `bytes` grows when full.
 */
export class BodyWriter {
  /** The end of the body in `bytes` (0: nothing written). */
  used = 0;

  /** `slice`: records per JSON.stringify. */
  constructor(
    public bytes: Uint8Array<ArrayBuffer>,
    private readonly slice = SLICE,
  ) {}

  /** Appends the records. */
  add(records: readonly unknown[]): void {
    for (const text of jsonSlices(records, this.slice)) this.append(text);
  }

  /** The body written (`[]` for no record). */
  body(): Uint8Array<ArrayBuffer> {
    if (this.used === 0) this.append("[]");
    return this.bytes.subarray(HEAD_ROOM, this.used);
  }

  /** Appends a list's JSON (`serializeSubList` of the next records): its `[` replaces the `]` written last, as a comma. */
  append(text: string): void {
    const at = this.used === 0 ? HEAD_ROOM : this.used - 1;
    let { read, written } = encoder.encodeInto(text, this.bytes.subarray(at));
    if (read < text.length) {
      const bigger = new Uint8Array(Math.max(this.bytes.length * 2, at + text.length * 3));
      bigger.set(this.bytes.subarray(0, at));
      this.bytes = bigger;
      ({ read, written } = encoder.encodeInto(text, this.bytes.subarray(at)));
    }
    if (at > HEAD_ROOM) this.bytes[at] = 0x2c; // ","
    this.used = at + written;
  }
}

/** A body: its UTF-8 bytes, the free bytes before them (`hashLink`'s room), and what gives its buffer back. */
export interface Made {
  body: Uint8Array;
  room: number;
  done: () => void;
}

/**
 * Buffers for bodies, reused once a body is done with: the first a guess (256 bytes a record,
 * growing as it is written), then the largest body so far and a quarter (one pass).
 */
export class BodyBuffers {
  private largest = 0;
  private readonly spare: ArrayBuffer[] = [];

  /** A writer for the body of about `records` records. */
  writer(records: number): BodyWriter {
    const size = HEAD_ROOM + (this.largest === 0 ? 256 * records : this.largest + (this.largest >> 2));
    const spare = this.spare.pop();
    return new BodyWriter(spare && spare.byteLength >= size ? new Uint8Array(spare) : new Uint8Array(size));
  }

  /** The writer's body; `done` gives its buffer back for the next one. */
  made(writer: BodyWriter): Made {
    const body = writer.body();
    this.largest = Math.max(this.largest, body.length);
    const bytes = writer.bytes.buffer;
    return { body, room: HEAD_ROOM, done: () => void (this.spare.length < 2 && this.spare.push(bytes)) };
  }
}

/**
 * The next link of the chain: `sha256-<hex>` of the previous link ("" for none), the rows left
 * out before the segment and its body (text, or its UTF-8 bytes: same link). `hashLink("",
 * "", body)` of equal input is equal. `room`: bytes before `body` in its buffer that are free to
 * write, where the head goes when it fits (no copy of the body).
 */
export async function hashLink(
  previous: string,
  skipped: string,
  body: string | Uint8Array,
  room = 0,
): Promise<string> {
  let bytes: Uint8Array<ArrayBuffer>;
  if (typeof body === "string") {
    bytes = encoder.encode(`${previous}\n${skipped}\n${body}`) as Uint8Array<ArrayBuffer>;
  } else {
    const head = encoder.encode(`${previous}\n${skipped}\n`);
    if (head.length <= room) {
      const start = body.byteOffset - head.length;
      bytes = new Uint8Array(body.buffer as ArrayBuffer, start, head.length + body.length);
      bytes.set(head);
    } else {
      bytes = new Uint8Array(head.length + body.length);
      bytes.set(head);
      bytes.set(body, head.length);
    }
  }
  return `sha256-${await sha256Hex(bytes)}`;
}

/** The SHA-256 of `data` (text as UTF-8) in lowercase hex. */
export async function sha256Hex(data: string | Uint8Array<ArrayBuffer>): Promise<string> {
  const bytes = typeof data === "string" ? (encoder.encode(data) as Uint8Array<ArrayBuffer>) : data;
  const digest = new Uint8Array(await sha256(bytes));
  let hex = "";
  for (const byte of digest) hex += byte.toString(16).padStart(2, "0");
  return hex;
}

function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) {
    // Browsers give WebCrypto only to secure contexts: a page on plain http:// (not localhost) has none.
    throw new ValidationError([
      {
        index: null,
        field: "globalThis.crypto.subtle",
        message:
          "WebCrypto is missing, and reportMaintainDomains hashes its checkpoints with it: in a browser, serve the page over https:// or from localhost (a secure context); elsewhere use a runtime with WebCrypto (Node 20+, Bun, Deno)",
      },
    ]);
  }
  return subtle.digest("SHA-256", bytes);
}

// Hashes of the input, for checkpoints. The input is hashed as a chain of segments, one per
// sub-list: SHA-256 over the previous link, the rows left out since the previous sub-list
// (invalid rows, with their row number) and the sub-list's serialized body. Each record is
// serialized once per pass (the body), in a fixed key order, and hashed one-shot: with Node's
// synchronous `createHash` where there is one (no copy of the body, no promise of WebCrypto's),
// else the platform's WebCrypto (`crypto.subtle`: browsers). Both give the same SHA-256.
import { ValidationError } from "@cdrapi/core";
import { sortedMaintainDomain } from "../generated/validators.js";
import type { MaintainDomain } from "../types.js";

const encoder = new TextEncoder();

/**
 * The JSON of a sub-list of valid records: each record's fields of the schema in sorted order
 * (a copy generated from the document), so equal records give equal text whatever their key
 * order. A valid record holds no other field, and each is a string, number or boolean. (A row
 * that is no longer a record when re-read is written as it is: its hash then differs.)
 */
export function serializeSubList(records: readonly unknown[]): string {
  return JSON.stringify(
    records.map((r) => (typeof r === "object" && r !== null ? sortedMaintainDomain(r) : r)),
  );
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

/** The body of a sub-list: `serializeSubList` of its records in UTF-8, the bytes hashed and sent. */
export function encodeSubList(records: readonly unknown[]): Uint8Array<ArrayBuffer> {
  return encoder.encode(serializeSubList(records)) as Uint8Array<ArrayBuffer>;
}

/** The records of a body, for an uploader that takes records rather than JSON text. */
export function decodeSubList<T = MaintainDomain>(body: Uint8Array): T[] {
  return JSON.parse(new TextDecoder().decode(body)) as T[];
}

/**
 * The next link of the chain: `sha256-<hex>` of the previous link ("" for none), the rows left
 * out before the segment and its body (text, or its UTF-8 bytes: same link). `hashLink("",
 * "", body)` of equal input is equal.
 */
export async function hashLink(
  previous: string,
  skipped: string,
  body: string | Uint8Array,
): Promise<string> {
  const head = `${previous}\n${skipped}\n`;
  const node = nodeCrypto();
  if (node) return `sha256-${node.createHash("sha256").update(head).update(body).digest("hex")}`;
  if (typeof body === "string") return `sha256-${await sha256Hex(head + body)}`;
  const headBytes = encoder.encode(head);
  const bytes = new Uint8Array(headBytes.length + body.length);
  bytes.set(headBytes);
  bytes.set(body, headBytes.length);
  return `sha256-${await sha256Hex(bytes)}`;
}

type NodeCrypto = {
  createHash(algorithm: "sha256"): {
    update(data: string | Uint8Array): ReturnType<NodeCrypto["createHash"]>;
    digest(encoding: "hex"): string;
  };
};

/** Node's crypto module, read at run time (`process.getBuiltinModule`, Node 20.16+): no import for a browser bundle. */
function nodeCrypto(): NodeCrypto | undefined {
  const process = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  return process?.getBuiltinModule?.("node:crypto") as NodeCrypto | undefined;
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

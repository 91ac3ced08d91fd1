// Hashes of the input, for checkpoints: SHA-256 over the canonical JSON of each record
// (keys sorted, one record per line). Incremental and pure JS (WebCrypto has no streaming
// digest), so it runs in browsers and Node alike.
import { sha256 } from "@noble/hashes/sha2";
import { bytesToHex } from "@noble/hashes/utils";

const encoder = new TextEncoder();

/** JSON with object keys sorted at every level: equal records give equal text. */
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

/** An incremental SHA-256 over records; `digest()` can be read at any point and goes on. */
export interface RecordHasher {
  add(record: unknown): void;
  /** `sha256-<hex>` of the records added so far. */
  digest(): string;
}

export function createRecordHasher(): RecordHasher {
  const hash = sha256.create();
  return {
    add(record) {
      hash.update(encoder.encode(`${canonicalJson(record)}\n`));
    },
    digest() {
      return `sha256-${bytesToHex(hash.clone().digest())}`;
    },
  };
}

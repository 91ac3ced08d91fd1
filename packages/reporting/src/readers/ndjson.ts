// NDJSON reader: one JSON record per line; blank lines are skipped; a line that is not JSON
// is an issue of that row (the rest is still read).
import type { LocatedRecord, LocatedSource } from "../bulk/chunk.js";
import { decodeText, locatedSource, parseRecord, type ReaderInput } from "./input.js";

/** Reads MaintainDomain records from NDJSON (a file path, or a stream read once). */
export function readNdjson(input: ReaderInput): LocatedSource {
  return locatedSource(input, ndjsonRecords);
}

async function* ndjsonRecords(chunks: AsyncIterable<string | Uint8Array>): AsyncGenerator<LocatedRecord> {
  let line = 0;
  let rest = "";
  for await (const text of decodeText(chunks)) {
    const parts = (rest + text).split("\n");
    rest = parts.pop() ?? "";
    for (const part of parts) yield* parseLine(part, ++line);
  }
  if (rest !== "") yield* parseLine(rest, ++line);
}

function* parseLine(text: string, line: number): Generator<LocatedRecord> {
  const body = (line === 1 ? text.replace(/^\uFEFF/, "") : text).replace(/\r$/, "");
  if (body.trim() === "") return;
  yield parseRecord(body, line);
}

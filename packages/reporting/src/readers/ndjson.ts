// NDJSON reader: one JSON record per line; blank lines are skipped; a line that is not JSON
// is an issue of that row (the rest is still read). Bytes that are not UTF-8 end the records
// (encoding.ts): the unfinished line is dropped and each bad line is a file issue.
import type { LocatedRecord, LocatedSource } from "../bulk/chunk.js";
import { decodeInput } from "./encoding.js";
import { locatedSource, parseRecord, type ReaderInput } from "./input.js";

/** Reads MaintainDomain records from NDJSON (a file path, or a stream read once). */
export function readNdjson(input: ReaderInput): LocatedSource {
  return locatedSource(input, ndjsonRecords);
}

async function* ndjsonRecords(chunks: AsyncIterable<string | Uint8Array>): AsyncGenerator<LocatedRecord> {
  let line = 0;
  let rest = "";
  let cut = false; // the text stopped at a bad byte
  for await (const piece of decodeInput(chunks)) {
    if (typeof piece !== "string") {
      cut = true;
      yield piece;
      continue;
    }
    const parts = (rest + piece).split("\n");
    rest = parts.pop() ?? "";
    for (const part of parts) yield* parseLine(part, ++line);
  }
  if (rest !== "" && !cut) yield* parseLine(rest, ++line);
}

function* parseLine(text: string, line: number): Generator<LocatedRecord> {
  const body = text.endsWith("\r") ? text.slice(0, -1) : text;
  if (body.trim() === "") return;
  yield parseRecord(body, line);
}

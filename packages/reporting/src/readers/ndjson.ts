// NDJSON reader: one JSON record per line; blank lines are skipped; a line that is not JSON
// is an issue of that row (the rest is still read). Bytes that are not UTF-8 end the records
// (encoding.ts): the unfinished line is dropped and each bad line is a file issue.
// A broken file is refused whole (file issues, never skippable rows): a last line without a
// line end that is not JSON is a record cut off (an interrupted export, a full disk), and a line
// longer than MAX_RECORD_LENGTH stops the reading there (memory stays bounded).
import type { LocatedRecord, LocatedSource } from "../bulk/chunk.js";
import { decodeInput } from "./encoding.js";
import { cutOff, MAX_RECORD_LENGTH, parseRecord, recordTooLong } from "./input.js";
import { locatedSource, type ReaderInput } from "./located.js";

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
    for (const part of parts) {
      if (tooLong(part)) {
        yield recordTooLong(line + 1);
        return;
      }
      yield* parseLine(part, ++line);
    }
    // The line still open: its "\r" may be the first half of a CRLF, so one more is allowed.
    if (rest.length > MAX_RECORD_LENGTH + 1) {
      yield recordTooLong(line + 1);
      return;
    }
  }
  if (rest === "" || cut) return;
  if (tooLong(rest)) {
    yield recordTooLong(line + 1);
    return;
  }
  // The last line has no line end: a record that is not JSON there was cut off.
  for (const item of parseLine(rest, ++line)) {
    yield item.record === undefined && item.issues?.length
      ? cutOff(`ends inside a record: its last line has no line end and ${item.issues[0]!.message}`, line)
      : item;
  }
}

/** Whether a line (without its "\n"; a "\r" before it is no part of the record) is too long. */
function tooLong(line: string): boolean {
  return line.length - (line.endsWith("\r") ? 1 : 0) > MAX_RECORD_LENGTH;
}

function* parseLine(text: string, line: number): Generator<LocatedRecord> {
  const body = text.endsWith("\r") ? text.slice(0, -1) : text;
  if (body.trim() === "") return;
  yield parseRecord(body, line);
}

// JSON reader: a top-level array of records, read element by element (never the whole file
// in memory); each record carries the line where its element starts. Bytes that are not UTF-8
// end the records (encoding.ts): the unfinished element is dropped, each bad line is a file issue.
// A broken file is refused whole (file issues, never skippable rows): an array that is never
// closed was cut off (an interrupted export, a full disk), and an element longer than
// MAX_RECORD_LENGTH stops the reading there (memory stays bounded).
import type { LocatedSource } from "../bulk/chunk.js";
import { decodeInput } from "./encoding.js";
import { jsonElements } from "./json-elements.js";
import { locatedSource, type ReaderInput } from "./located.js";

/** Reads MaintainDomain records from a JSON array (a file path, or a stream read once). */
export function readJson(input: ReaderInput): LocatedSource {
  return locatedSource(input, (chunks) => jsonElements(decodeInput(chunks)));
}

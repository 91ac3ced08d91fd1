// A fluctuation report (form VNNIC-07) read from a file: MaintainDomain records plus the action
// taken on each (action, actionReason, actionSource, actionDate). The reporting readers read it
// (`readFluctuationDomains`: the same CSV, NDJSON and JSON readers as an upload, the action
// columns known) and its validation checks it (schema, semantic rules, the action/reason
// pairing, line numbers). Kept here: the file as the readers take it (UTF-16 needs its BOM).
import { createReadStream } from "node:fs";
import type { LocatedSource } from "@cdrapi/reporting";
import { readFluctuationDomains } from "@cdrapi/reporting/node";
import type { InputFile } from "./source.js";

const BOMS = {
  "utf-8": undefined,
  "utf-16le": Uint8Array.of(0xff, 0xfe),
  "utf-16be": Uint8Array.of(0xfe, 0xff),
} as const;

/**
 * The file's fluctuation records, re-readable. The readers need a byte order mark for UTF-16:
 * one is put in front when the bytes do not start with it (UTF-16 sniffed or --encoding).
 */
export function fluctuationSource(input: InputFile): LocatedSource {
  const options =
    input.format === "csv" ? { format: input.format, delimiter: input.delimiter } : { format: input.format };
  const bom = BOMS[input.encoding];
  return {
    located: true,
    rereadable: true,
    [Symbol.asyncIterator]: () =>
      readFluctuationDomains(bom ? withBom(input.path, bom) : input.path, options)[Symbol.asyncIterator](),
  };
}

async function* withBom(path: string, bom: Uint8Array): AsyncGenerator<Uint8Array> {
  let first = true;
  for await (const chunk of createReadStream(path) as AsyncIterable<Uint8Array>) {
    if (first && !(chunk[0] === bom[0] && chunk[1] === bom[1])) yield bom;
    first = false;
    yield chunk;
  }
}

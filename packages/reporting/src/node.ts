// @cdrapi/reporting/node: the file readers (Node streams and fs, kept out of the browser path).
export type { LocatedRecord, LocatedSource, ReadIssue } from "./bulk/chunk.js";
export {
  type FixPlacesInFileOptions,
  type FixPlacesResult,
  fixPlacesInFile,
  type PlaceFix,
} from "./places/fix-file.js";
export { type CsvOptions, readCsv } from "./readers/csv.js";
export {
  detectFormat,
  type ReadOptions,
  type RecordFormat,
  readFluctuationDomains,
  readMaintainDomains,
} from "./readers/detect.js";
export { MAX_RECORD_LENGTH } from "./readers/input.js";
export { readJson } from "./readers/json.js";
export type { ReaderInput } from "./readers/located.js";
export { readNdjson } from "./readers/ndjson.js";
export {
  CANDIDATE_DELIMITERS,
  type CsvSniff,
  headerCells,
  SNIFF_BYTES,
  type SniffedEncoding,
  sniffCsv,
  sniffCsvFile,
  sniffEncoding,
} from "./readers/sniff.js";

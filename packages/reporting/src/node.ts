// @cdrapi/reporting/node: the file readers (Node streams and fs, kept out of the browser path).
export type { LocatedRecord, LocatedSource, ReadIssue } from "./bulk/chunk.js";
export { type CsvOptions, readCsv } from "./readers/csv.js";
export { detectFormat, type ReadOptions, type RecordFormat, readMaintainDomains } from "./readers/detect.js";
export type { ReaderInput } from "./readers/input.js";
export { readJson } from "./readers/json.js";
export { readNdjson } from "./readers/ndjson.js";

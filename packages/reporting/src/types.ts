// The document's types of the reporting group (`MaintainDomain`, `ReportRequestInfo`, ...), generated.
export type * from "./generated/types.js";

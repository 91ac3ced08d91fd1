import type { components } from "./generated/openapi.js";

/** One maintained domain of a report (one element of an uploaded array). */
export type MaintainDomain = components["schemas"]["MaintainDomain"];
/** One record of a fluctuation report: a maintained domain plus the action taken on it. */
export type FluctuationDomain = components["schemas"]["FluctuationDomain"];
/** Summary record of one report request: the answer of every upload and of the merge. */
export type ReportRequestInfo = components["schemas"]["ReportRequestInfo"];
/** The registrar's pending sub-lists: what a merge would apply now. */
export type PendingSubLists = components["schemas"]["PendingSubLists"];

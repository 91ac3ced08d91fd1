export type { Fault, FaultKind, FaultMatch, FaultSpec, InjectedFault } from "./faults.js";
export { FaultController, parseFaultHeader } from "./faults.js";
export { fixtures } from "./fixtures/hostbill.js";
export type {
  ComputeService,
  ComputeUser,
  MockServerLogger,
  MockServerOptions,
  MockServerSeed,
  RegistrarAccount,
  ServiceResource,
  VirtualMachine,
} from "./options.js";
export {
  DEFAULT_BODY_LIMIT,
  DEFAULT_PENDING_SUB_LIST_TTL_MS,
  DEFAULT_REQUEST_LOG_LIMIT,
  DEMO_REGISTRAR,
  DEMO_USER,
} from "./options.js";
export type { ProblemBody } from "./problem.js";
export type { SampleArguments } from "./sample-arguments.js";
export { SAMPLE_MAINTAINED_DOMAIN, sampleArguments, sampleRecord } from "./sample-arguments.js";
export type { MockServer, MockState, RequestLogEntry } from "./server.js";
export { startMockServer } from "./server.js";
export type { FluctuationDomain, MaintainDomain } from "./state/records.js";
export { domainKey } from "./state/records.js";
export type { PendingSubLists, ReportRequestInfo, StoredReport } from "./state/reporting.js";

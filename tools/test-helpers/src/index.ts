// @cdrapi/test-helpers: what the packages' tests share. Private; never published.

export {
  hasOpenssl,
  type KeyPair,
  makeCertificates,
  startTlsServer,
  type TestCertificates,
  type TlsServer,
} from "./certificates.js";
export { type DomainIdentityCase, domainIdentityCases } from "./domain-identity.js";
export { windows1258 } from "./encodings.js";
export { recordingLogger, rejection } from "./fixtures.js";
export { type ForwardProxy, startForwardProxy } from "./forward-proxy.mjs";
export {
  describeGeneratedMethods,
  describeHostBillClient,
  type GeneratedClientSpec,
} from "./generated-methods.js";
export type { OptionsTakenForInput } from "./option-types.js";
export { type Proxy, type ProxyRules, startProxy } from "./proxy.js";
export { generateRecords, makeRecord, makeRecords, recordStream } from "./records.mjs";
export {
  closedPort,
  hang,
  json,
  type RecordedRequest,
  type Reply,
  reset,
  startServer,
  type TestServer,
  text,
} from "./server.js";
export { tsRegister } from "./ts-node.js";
export { useServers } from "./use-servers.js";

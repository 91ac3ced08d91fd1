// The gateway on loopback is shared with the reporting library's tests (@cdrapi/test-helpers).
export { type Proxy, type ProxyRules, startProxy } from "@cdrapi/test-helpers";

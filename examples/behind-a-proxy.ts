// A registrar's script on a network that reaches the internet only through a proxy: the client
// gets undici's fetch with an EnvHttpProxyAgent, which reads HTTPS_PROXY, HTTP_PROXY and NO_PROXY
// (lower case first) as curl does. Node's own fetch ignores them. The hooks print every attempt:
// the proxy's credentials are the agent's, so no hook (and no error) ever sees them.
//
//   HTTPS_PROXY=http://user:pass@proxy.example:3128 VNNIC_CLIENT_ID=... VNNIC_CLIENT_SECRET=... \
//     node dist/behind-a-proxy.js
//
// Against the reference server (`npx cdrapi-mock`): CDRAPI_REPORTING_URL=http://127.0.0.1:4010,
// demo-registrar / demo-secret, and HTTP_PROXY for that http:// URL.
import { CdrapiError, createReportingClient } from "@cdrapi/reporting";
import { EnvHttpProxyAgent, fetch as undiciFetch } from "undici";

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`set ${name}`);
  return value;
}

// One agent for the process: it keeps the connections (and the tunnels) open between calls.
const dispatcher = new EnvHttpProxyAgent();
const client = createReportingClient({
  ...(process.env.CDRAPI_REPORTING_URL ? { baseUrl: process.env.CDRAPI_REPORTING_URL } : {}),
  credentials: { username: env("VNNIC_CLIENT_ID"), password: env("VNNIC_CLIENT_SECRET") },
  // undici's fetch and its Response are the WHATWG ones Node's fetch wraps; the casts only
  // bridge undici's own type declarations.
  fetch: (url, init) => undiciFetch(url, { ...(init as object), dispatcher }) as unknown as Promise<Response>,
  hooks: {
    onResponse: (e) => console.log(`hook: ${e.method} ${e.url} -> ${e.status}`),
    onError: (e) => console.log(`hook: ${e.method} ${e.url} failed: ${e.error.message}`),
  },
});

try {
  const provinces = await client.places.listProvinces();
  console.log(`${provinces.length} provinces, read through the proxy`);
} catch (error) {
  // Errors are redacted too: a proxy URL's password never appears in one.
  console.error(error instanceof CdrapiError ? `error: ${error.message}` : error);
  process.exitCode = 1;
} finally {
  await dispatcher.close();
}

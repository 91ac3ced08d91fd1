// Browser entry: bundled by esbuild for the browser platform (a Node-only import in a
// package's browser path fails the bundle) and loaded in headless Chromium from another
// origin than the reference server's (so every call goes through CORS).
import * as compute from "@cdrapi/compute";
import * as reporting from "@cdrapi/reporting";
import * as bulk from "@cdrapi/reporting/bulk";
import { runChecks } from "./checks.mjs";

const params = new URLSearchParams(location.search);
const env = {
  url: params.get("api"),
  refusedUrl: params.get("refused"),
  tag: params.get("tag"),
  browser: true,
};

/** On a plain-http page WebCrypto is missing: the bulk upload must say so as a ValidationError. */
async function insecureChecks() {
  const client = reporting.createReportingClient({
    baseUrl: env.url,
    credentials: { username: "demo-registrar", password: "demo-secret" },
  });
  const error = await bulk.reportMaintainDomains(client, []).catch((e) => e);
  const ok =
    globalThis.crypto?.subtle === undefined &&
    error instanceof reporting.ValidationError &&
    /WebCrypto/.test(error.message) &&
    /https:\/\//.test(error.message);
  return [{ name: "no WebCrypto on plain http: ValidationError", ok, error: ok ? undefined : String(error) }];
}

globalThis.cdrapiResults =
  params.get("mode") === "insecure" ? insecureChecks() : runChecks({ reporting, bulk, compute }, env);

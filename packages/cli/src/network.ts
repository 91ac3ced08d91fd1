// How the CLI reaches a server on the user's network: through the proxy the environment names
// (HTTPS_PROXY, HTTP_PROXY, NO_PROXY, lower case first, as curl reads them), trusting the
// certificate authorities Node trusts (NODE_EXTRA_CA_CERTS included) plus a CA file, and showing
// a client certificate when the server asks for one (mTLS). The CA file, certificate and key come
// from --ca-file, --cert and --key, else CDRAPI_CA_FILE, CDRAPI_CERT_FILE and CDRAPI_KEY_FILE
// (or the profile's caFile, certFile and keyFile).
//
// Undici's own fetch with its EnvHttpProxyAgent (undici is the engine of Node's fetch), not
// Node's fetch with undici's agent as its dispatcher: Node 20 bundles undici 6 and Node 22 and 24
// bundle undici 7, so an agent of one pinned version would meet a fetch of another; undici's fetch
// and agent of one package always fit. Undici 7 (Node >= 20.18.1): its EnvHttpProxyAgent is no
// longer experimental (6's warns on stderr), and it sends plain http:// in absolute form. It is
// loaded only when a proxy or a TLS file is set: with none, Node's fetch is used, as before.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { rootCertificates } from "node:tls";
import { type FetchLike, redactText, redactUrl } from "@cdrapi/core";
import { UsageError } from "./exit-codes.js";
import type { CliIo } from "./io.js";
import { readOwnFile } from "./own-file.js";
import { ENV } from "./profiles.js";

/** The TLS flags every command has. */
export interface TlsFlags {
  /** A PEM file of certificate authorities trusted besides Node's. */
  caFile?: string;
  /** A PEM client certificate (mTLS), with `key`. */
  cert?: string;
  /** The client certificate's PEM private key: a file only its owner can read. */
  key?: string;
}

/** A private key is a few kilobytes: a larger file is not one. */
const KEY_MAX_BYTES = 64 * 1024;

/** A proxy variable as curl reads it: the lower-case name first; empty counts as unset. */
function proxyVariable(io: CliIo, name: string): string | undefined {
  return io.env[name.toLowerCase()] || io.env[name.toUpperCase()] || undefined;
}

/**
 * The fetch the CLI's clients use: undefined (Node's own) when no proxy variable and no TLS file
 * is set, else undici's fetch through an EnvHttpProxyAgent with the TLS files. `io` has the
 * profile's settings under the environment (withProfile). `log`: the -v logger.
 */
export async function networkFetch(
  flags: TlsFlags,
  io: CliIo,
  log: ((text: string) => void) | undefined,
): Promise<FetchLike | undefined> {
  const caFile = flags.caFile || io.env[ENV.caFile] || undefined;
  const certFile = flags.cert || io.env[ENV.certFile] || undefined;
  const keyFile = flags.key || io.env[ENV.keyFile] || undefined;
  const httpProxy = proxyVariable(io, "http_proxy");
  const httpsProxy = proxyVariable(io, "https_proxy");
  const noProxy = proxyVariable(io, "no_proxy");
  if (!caFile && !certFile && !keyFile && !httpProxy && !httpsProxy) return undefined;
  if ((certFile === undefined) !== (keyFile === undefined)) {
    throw new UsageError(
      "a client certificate needs both --cert and --key (or CDRAPI_CERT_FILE and CDRAPI_KEY_FILE)",
    );
  }
  const base = io.cwd ?? process.cwd();
  const tls: { ca?: string[]; cert?: string; key?: string } = {};
  // Node's own authorities stay trusted (and NODE_EXTRA_CA_CERTS's, which `ca` would replace).
  if (caFile)
    tls.ca = [...rootCertificates, ...extraCertificates(io), pem(resolve(base, caFile), "--ca-file")];
  if (certFile) tls.cert = pem(resolve(base, certFile), "--cert");
  if (keyFile) {
    const key = await readOwnFile(resolve(base, keyFile), `--key ${keyFile}`, {
      maxBytes: KEY_MAX_BYTES,
      secretRemedy: `make it owner-only (chmod 600 ${keyFile})`,
    });
    if (key === undefined) throw new UsageError(`--key ${keyFile}: no such file`);
    tls.key = key;
  }
  if (log) {
    if (httpsProxy) log(`https:// requests go through the proxy ${redactUrl(httpsProxy)}`);
    if (httpProxy) log(`http:// requests go through the proxy ${redactUrl(httpProxy)}`);
    if (noProxy && (httpProxy || httpsProxy)) log(`except to the hosts of NO_PROXY: ${noProxy}`);
  }
  // Loaded here only: a command without a proxy or TLS file never loads it.
  const loaded = await import("undici");
  // undici is CommonJS: its exports are the namespace's default (named ones only where detected).
  const undici = (loaded as unknown as { default?: typeof loaded }).default ?? loaded;
  let dispatcher: import("undici").Dispatcher;
  try {
    // `connect`: TLS of direct connections; `requestTls`: of those tunnelled through a proxy.
    // Plain http:// goes to the proxy in absolute form, as curl sends it; https:// through CONNECT.
    dispatcher = new undici.EnvHttpProxyAgent({
      httpProxy: httpProxy ?? "",
      httpsProxy: httpsProxy ?? "",
      noProxy: noProxy ?? "",
      proxyTunnel: false,
      connect: tls,
      requestTls: tls,
    });
  } catch (error) {
    // An unusable proxy URL; its userinfo never shown.
    throw new UsageError(
      `a proxy variable is not a usable URL: ${redactText(String((error as Error).message))}`,
    );
  }
  return (url, init) =>
    undici.fetch(url, {
      ...(init as import("undici").RequestInit),
      dispatcher,
    }) as unknown as Promise<Response>;
}

/** A PEM file's text; one that cannot be read is a usage error naming the flag. */
function pem(path: string, flag: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    throw new UsageError(
      `${flag} ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
}

/** NODE_EXTRA_CA_CERTS's certificates, kept when a CA file is given (Node added them to its own). */
function extraCertificates(io: CliIo): string[] {
  const path = io.env.NODE_EXTRA_CA_CERTS;
  if (!path) return [];
  try {
    return [readFileSync(path, "utf8")];
  } catch {
    return []; // Node warned about it at startup already.
  }
}

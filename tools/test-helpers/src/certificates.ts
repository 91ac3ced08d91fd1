// Certificates for TLS tests, made in the test (no private key is committed) with the openssl
// command: a certificate authority, a server certificate it signs for 127.0.0.1, one for
// another host name, a self-signed one, and a client certificate for mTLS. Node cannot sign an
// X.509 certificate itself; tests that need these skip where openssl is missing.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer, type Server, type ServerOptions } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface KeyPair {
  cert: string;
  key: string;
  certFile: string;
  keyFile: string;
}

export interface TestCertificates {
  dir: string;
  /** The authority: `certFile` is what a user trusts. */
  ca: KeyPair;
  /** Signed by `ca`, for IP 127.0.0.1. */
  server: KeyPair;
  /** Signed by `ca`, for another host name (not 127.0.0.1). */
  otherHost: KeyPair;
  /** Self-signed, for IP 127.0.0.1. */
  selfSigned: KeyPair;
  /** A client certificate signed by `ca`. */
  client: KeyPair;
  remove(): void;
}

/** Whether the openssl command is here. */
export function hasOpenssl(): boolean {
  try {
    execFileSync("openssl", ["version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** Makes the certificates in a temporary folder (owner-only keys). */
export function makeCertificates(): TestCertificates {
  const dir = mkdtempSync(join(tmpdir(), "cdrapi-tls-"));
  const openssl = (...args: string[]) => execFileSync("openssl", args, { cwd: dir, stdio: "pipe" });
  const pair = (name: string): KeyPair => {
    const certFile = join(dir, `${name}.pem`);
    const keyFile = join(dir, `${name}.key`);
    return { certFile, keyFile, cert: readFileSync(certFile, "utf8"), key: readFileSync(keyFile, "utf8") };
  };
  const key = (name: string) =>
    openssl("genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256", "-out", `${name}.key`);
  const signed = (name: string, subject: string, ext: string) => {
    key(name);
    openssl("req", "-new", "-key", `${name}.key`, "-subj", subject, "-out", `${name}.csr`);
    writeFileSync(join(dir, `${name}.ext`), `${ext}\n`);
    openssl(
      "x509",
      "-req",
      "-in",
      `${name}.csr`,
      "-CA",
      "ca.pem",
      "-CAkey",
      "ca.key",
      "-CAcreateserial",
      "-days",
      "2",
      "-extfile",
      `${name}.ext`,
      "-out",
      `${name}.pem`,
    );
  };
  key("ca");
  openssl(
    "req",
    "-x509",
    "-new",
    "-key",
    "ca.key",
    "-subj",
    "/CN=cdrapi test CA",
    "-days",
    "2",
    "-addext",
    "basicConstraints=critical,CA:TRUE",
    "-addext",
    "keyUsage=critical,keyCertSign",
    "-out",
    "ca.pem",
  );
  signed("server", "/CN=127.0.0.1", "subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth");
  signed(
    "other-host",
    "/CN=api.other.invalid",
    "subjectAltName=DNS:api.other.invalid\nextendedKeyUsage=serverAuth",
  );
  signed("client", "/CN=registrar client", "extendedKeyUsage=clientAuth");
  key("self-signed");
  openssl(
    "req",
    "-x509",
    "-new",
    "-key",
    "self-signed.key",
    "-subj",
    "/CN=127.0.0.1",
    "-days",
    "2",
    "-addext",
    "subjectAltName=IP:127.0.0.1",
    "-out",
    "self-signed.pem",
  );
  return {
    dir,
    ca: pair("ca"),
    server: pair("server"),
    otherHost: pair("other-host"),
    selfSigned: pair("self-signed"),
    client: pair("client"),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface TlsServer {
  url: string;
  /** Requests answered, in order: `GET /path`. */
  seen: string[];
  close(): Promise<void>;
}

/**
 * An HTTPS server on 127.0.0.1 in front of the plain HTTP server `target` (a reference server):
 * it forwards every request there; without a target it answers `200 {}`.
 */
export async function startTlsServer(options: ServerOptions, target?: string): Promise<TlsServer> {
  const seen: string[] = [];
  const upstream = target === undefined ? undefined : new URL(target);
  const server: Server = createServer(options, (req, res) => {
    seen.push(`${req.method} ${req.url}`);
    if (upstream === undefined) {
      req.resume();
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
      return;
    }
    const headers = { ...req.headers, host: upstream.host };
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on("error", () => res.destroy());
    req.pipe(forward);
  });
  // A refused handshake is the test's point, not an error of the server.
  server.on("tlsClientError", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

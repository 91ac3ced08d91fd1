// A TLS certificate check that failed: its own error, never retried (the same certificate fails
// the same way again) and never "try again later". The codes are Node's and OpenSSL's (Bun uses
// the same names; Deno's messages are mapped to them by connectionCode in errors.ts).
import { ConnectionError, type ConnectionErrorInit } from "./errors.js";

/** Each certificate failure's code, and which check failed, as a user reads it. */
const CHECKS: Readonly<Record<string, string>> = {
  DEPTH_ZERO_SELF_SIGNED_CERT: "the server's certificate is self-signed",
  SELF_SIGNED_CERT_IN_CHAIN:
    "the server's certificate chain ends in a certificate authority that is not trusted",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE:
    "the server's certificate is signed by an authority that is not trusted (or the server does not send its intermediate certificates)",
  UNABLE_TO_GET_ISSUER_CERT: "the server's certificate is signed by an authority that is not trusted",
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: "the server's certificate is signed by an authority that is not trusted",
  CERT_UNTRUSTED: "the server's certificate is not trusted",
  CERT_REJECTED: "the server's certificate is not trusted for this purpose",
  CERT_SIGNATURE_FAILURE: "the server's certificate has an invalid signature",
  CERT_HAS_EXPIRED: "the server's certificate has expired",
  CERT_NOT_YET_VALID: "the server's certificate is not valid yet (check this machine's clock)",
  CERT_REVOKED: "the server's certificate was revoked",
  ERR_TLS_CERT_ALTNAME_INVALID: "the server's certificate is for another host name",
  HOSTNAME_MISMATCH: "the server's certificate is for another host name",
  // The server's alerts on the client certificate (mTLS), when they come before the handshake
  // ends (TLS 1.2). Under TLS 1.3 a refusing server just closes the connection afterwards: a
  // ConnectionError, for nothing tells the client why.
  ERR_SSL_TLSV13_ALERT_CERTIFICATE_REQUIRED: "the server requires a client certificate (mTLS)",
  ERR_SSL_TLSV1_ALERT_UNKNOWN_CA: "the server does not trust the client certificate",
  ERR_SSL_SSLV3_ALERT_BAD_CERTIFICATE: "the server refused the client certificate",
};

/** Whether a connection code is a certificate check that failed. */
export function isCertificateCode(code: string | undefined): code is string {
  return code !== undefined && Object.hasOwn(CHECKS, code);
}

/**
 * A TLS certificate check failed: the server's certificate is not trusted (self-signed, an
 * unknown authority, expired, another host's), or the server refused the client certificate.
 * Nothing was sent. A kind of `ConnectionError`, but never retried: trust the server's
 * certificate authority (`NODE_EXTRA_CA_CERTS` on Node, or a `fetch` that trusts it), or give
 * the client certificate the server asks for.
 */
export class CertificateError extends ConnectionError {
  /** Which check failed, in words ("the server's certificate is self-signed"). */
  declare readonly check: string;

  constructor(init: ConnectionErrorInit & { code: string }) {
    const check = CHECKS[init.code] as string;
    const remedy = /client certificate/.test(check)
      ? "Give the client certificate and key the server expects"
      : "To trust the server's certificate authority, give its certificate (PEM) in NODE_EXTRA_CA_CERTS, or pass a fetch that trusts it";
    // "SIGNATURE: ..." would read as a secret to redaction: the code goes after the words.
    super({ ...init, message: `certificate check failed: ${check} (${init.code})` });
    this.message += `. ${remedy}.`;
    Object.assign(this, { check });
  }
}
CertificateError.prototype.name = "CertificateError";

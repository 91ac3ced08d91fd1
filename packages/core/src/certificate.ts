// A TLS certificate check that failed: its own error, never retried (the same certificate fails
// the same way again) and never "try again later". The codes are Node's and OpenSSL's (Bun uses
// the same names; Deno's messages are mapped to them by connectionCode in errors.ts). A server
// that refuses a client certificate (mTLS) only closes the connection under TLS 1.3, so nothing
// tells that apart from a dropped connection: a ConnectionError.
import { ConnectionError, type ConnectionErrorInit } from "./errors.js";

const ISSUER = "is signed by an authority that is not trusted";
const HOST = "is for another host name";

/** Each certificate failure's code, and what it says of the server's certificate. */
const CHECKS: Readonly<Record<string, string>> = {
  DEPTH_ZERO_SELF_SIGNED_CERT: "is self-signed",
  SELF_SIGNED_CERT_IN_CHAIN: ISSUER,
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: ISSUER,
  UNABLE_TO_GET_ISSUER_CERT: ISSUER,
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: ISSUER,
  CERT_UNTRUSTED: ISSUER,
  CERT_SIGNATURE_FAILURE: "has an invalid signature",
  CERT_HAS_EXPIRED: "has expired",
  CERT_NOT_YET_VALID: "is not valid yet (check this machine's clock)",
  CERT_REVOKED: "was revoked",
  ERR_TLS_CERT_ALTNAME_INVALID: HOST,
  HOSTNAME_MISMATCH: HOST,
};

/** Whether a connection code is a certificate check that failed. */
export function isCertificateCode(code: string | undefined): code is string {
  return code !== undefined && Object.hasOwn(CHECKS, code);
}

/**
 * A TLS certificate check failed: the server's certificate is self-signed, signed by an
 * authority not trusted, expired or for another host. Nothing was sent. A kind of
 * `ConnectionError`, but never retried: trust the server's certificate authority
 * (`NODE_EXTRA_CA_CERTS` on Node, or a `fetch` that trusts it).
 */
export class CertificateError extends ConnectionError {
  /** Which check failed, in words ("the server's certificate is self-signed"). */
  declare readonly check: string;

  constructor(init: ConnectionErrorInit & { code: string }) {
    const check = `the server's certificate ${CHECKS[init.code]}`;
    // "SIGNATURE: ..." would read as a secret to redaction: the code goes after the words.
    super({ ...init, message: `certificate check failed: ${check} (${init.code})` });
    this.message +=
      ". To trust its authority, give its certificate (PEM) in NODE_EXTRA_CA_CERTS, or pass a fetch that trusts it.";
    Object.assign(this, { check });
  }
}
CertificateError.prototype.name = "CertificateError";

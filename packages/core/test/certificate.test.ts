// A certificate the client does not trust is a CertificateError, sent once (never retried),
// whose message says which check failed and how to trust the authority. HTTPS loopback servers
// with certificates made in the test (openssl).
import { CertificateError, ConnectionError, type RequestErrorEvent } from "@cdrapi/core";
import {
  hasOpenssl,
  makeCertificates,
  rejection,
  startTlsServer,
  type TestCertificates,
  type TlsServer,
} from "@cdrapi/test-helpers";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "@jest/globals";
import { testClient } from "./helpers/fixtures.js";

const describeTls = hasOpenssl() ? describe : describe.skip;

describeTls("a server certificate this machine does not trust", () => {
  let certs: TestCertificates;
  let server: TlsServer | undefined;
  beforeAll(() => {
    certs = makeCertificates();
  });
  afterAll(() => certs.remove());
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  test.each([
    ["self-signed", "selfSigned", "DEPTH_ZERO_SELF_SIGNED_CERT", "the server's certificate is self-signed"],
    [
      "signed by an unknown authority",
      "server",
      "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
      "the server's certificate is signed by an authority that is not trusted",
    ],
  ] as const)("%s: CertificateError %s, one attempt, never retried", async (_name, which, code, check) => {
    const pair = certs[which];
    server = await startTlsServer({ cert: pair.cert, key: pair.key });
    const errors: RequestErrorEvent[] = [];
    const c = testClient(server.url, { maxRetries: 2, hooks: { onError: (e) => errors.push(e) } });
    const error = (await rejection(c.getThing("1"))) as CertificateError;
    expect(error).toBeInstanceOf(CertificateError);
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error.name).toBe("CertificateError");
    expect(error.code).toBe(code);
    expect(error.check).toContain(check);
    expect(error.requestMayHaveBeenProcessed).toBe(false);
    expect(error.message).toContain(
      `certificate check failed: ${error.check} (${code}): getThing (GET https://`,
    );
    expect(error.message).toContain("NODE_EXTRA_CA_CERTS");
    expect(error.message).not.toMatch(/retry|try again/i);
    expect(errors.map((e) => e.attempt)).toEqual([1]);
    expect(server.seen).toEqual([]);
  });
});

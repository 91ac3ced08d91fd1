// The user's network, through the real `cdrapi` executable: a forwarding proxy on loopback
// (HTTPS_PROXY, HTTP_PROXY, NO_PROXY; credentials in its URL never shown), and servers whose
// certificates come from an authority made in the test (exit 10 until it is trusted, through
// NODE_EXTRA_CA_CERTS or --ca-file; a client certificate with --cert and --key).
import { chmodSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  type ForwardProxy,
  hasOpenssl,
  makeCertificates,
  startForwardProxy,
  startTlsServer,
  type TestCertificates,
  type TlsServer,
} from "@cdrapi/test-helpers";
import { generateExport } from "@cdrapi/test-helpers/sample-export";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "@jest/globals";
import { EXIT } from "../src/exit-codes.js";
import { type ProcessRun, spawnCdrapi, useCliFixture } from "./helpers/cli.js";

const cli = useCliFixture({ records: generateExport(12, 41) });

const PROXY_SECRET = "proxy-secret-41";
/** Where a run showed what it should not: its whole output. */
const shown = (run: ProcessRun) => run.stdout + run.stderr;

describe("a forwarding proxy", () => {
  let proxy: ForwardProxy;
  beforeAll(async () => {
    proxy = await startForwardProxy({ credentials: `proxy-user:${PROXY_SECRET}` });
  });
  afterEach(() => {
    proxy.seen.length = 0;
    proxy.refused = 0;
  });
  afterAll(() => proxy.close());

  const through = (secret = PROXY_SECRET) => proxy.url.replace("http://", `http://proxy-user:${secret}@`);

  const COMMANDS: ReadonlyArray<readonly [string, string, () => string[], string]> = [
    [
      "an upload (reports)",
      "HTTP_PROXY",
      () => ["reports", "upload", cli.csv, "--no-progress"],
      "/v1/reports",
    ],
    ["a HostBill list", "http_proxy", () => ["services", "list"], "/service"],
  ];

  test.each(
    COMMANDS,
  )("%s goes through the proxy named by %s; -v never shows its password", async (_, variable, args, path) => {
    const run = await spawnCdrapi(["-v", ...args()], { env: { ...cli.env, [variable]: through() } });
    expect(run.code).toBe(EXIT.OK);
    // Plain http:// in absolute form, as curl sends it to a proxy.
    expect(proxy.seen.length).toBeGreaterThan(0);
    expect(proxy.seen.every((line) => line.includes(` ${cli.server.url}/`))).toBe(true);
    expect(cli.server.requestLog.some((r) => r.path.startsWith(path))).toBe(true);
    expect(run.stderr).toContain(`[debug] http:// requests go through the proxy ${proxy.url}/`);
    expect(shown(run)).not.toContain(PROXY_SECRET);
  });

  test.each([
    ["NO_PROXY", "127.0.0.1"],
    ["no_proxy", "api.example.invalid,127.0.0.1"],
  ])("%s=%s bypasses the proxy for its hosts, not for others", async (variable, hosts) => {
    const env = { ...cli.env, HTTP_PROXY: through(), [variable]: hosts };
    const direct = await spawnCdrapi(["services", "list"], { env });
    expect(direct.code).toBe(EXIT.OK);
    expect(proxy.seen).toEqual([]);
    // The same server named "localhost", a host NO_PROXY does not list: through the proxy.
    const byName = cli.server.url.replace("127.0.0.1", "localhost");
    const proxied = await spawnCdrapi(["services", "list"], { env: { ...env, CDRAPI_COMPUTE_URL: byName } });
    expect(proxied.code).toBe(EXIT.OK);
    expect(proxy.seen.length).toBeGreaterThan(0);
    expect(proxy.seen.every((line) => line.includes(` ${byName}/`))).toBe(true);
  });

  test("a proxy that refuses the credentials: exit 4, the password in no line, -v or --json", async () => {
    for (const flags of [["-v"], ["--json"]]) {
      const run = await spawnCdrapi([...flags, "services", "list"], {
        env: { ...cli.env, HTTPS_PROXY: through("wrong-secret-41"), HTTP_PROXY: through("wrong-secret-41") },
      });
      expect(run.code).toBe(EXIT.SERVER);
      expect(proxy.refused).toBeGreaterThan(0);
      expect(shown(run)).not.toContain("wrong-secret-41");
      expect(proxy.seen).toEqual([]);
    }
  });
});

const describeTls = hasOpenssl() ? describe : describe.skip;

describeTls("certificates", () => {
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

  /** `domains list` against an HTTPS front of the reference server with the `cert` pair. */
  async function list(
    pair: keyof TestCertificates,
    args: string[],
    env: Record<string, string> = {},
    mtls = false,
  ) {
    const { cert, key } = certs[pair] as { cert: string; key: string };
    const options = mtls
      ? { cert, key, ca: certs.ca.cert, requestCert: true, rejectUnauthorized: true }
      : { cert, key };
    server = await startTlsServer(options, cli.server.url);
    return spawnCdrapi([...args, "domains", "list"], {
      cwd: certs.dir,
      env: { ...cli.env, CDRAPI_REPORTING_URL: server.url, ...env },
    });
  }

  test.each([
    ["signed by an authority not trusted", "server", "UNABLE_TO_VERIFY_LEAF_SIGNATURE"],
    ["self-signed", "selfSigned", "DEPTH_ZERO_SELF_SIGNED_CERT"],
  ] as const)("a certificate %s: exit 10, naming the check and how to trust the authority", async (_, pair, code) => {
    const run = await list(pair, []);
    expect(run.stderr).toMatch(
      new RegExp(`^error: certificate check failed: the server's certificate .*\\(${code}\\)`, "m"),
    );
    expect(run.stderr).toMatch(
      /^hint: if you trust the server, give its certificate authority: --ca-file ca\.pem/m,
    );
    expect(run.stderr).not.toMatch(/retry|try again/i);
    expect(run.code).toBe(EXIT.CERTIFICATE);
    expect(server?.seen).toEqual([]);
  });

  test("--json names the kind and the code", async () => {
    const run = await list("server", ["--json"]);
    expect(run.code).toBe(EXIT.CERTIFICATE);
    const { error } = JSON.parse(run.stderr.trim().split("\n").at(-1) as string);
    expect(error).toMatchObject({
      exitCode: 10,
      kind: "certificate",
      code: "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
    });
  });

  test.each([
    ["--ca-file", () => ["--ca-file", "ca.pem"], () => ({})],
    ["CDRAPI_CA_FILE", () => [], () => ({ CDRAPI_CA_FILE: certs.ca.certFile })],
  ])("the authority trusted through %s: the list is read", async (_, args, env) => {
    const run = await list("server", args(), env());
    expect(run.stderr).toBe("");
    expect(run.code).toBe(EXIT.OK);
    expect(server?.seen.length).toBeGreaterThan(0);
  });

  test("a trusted authority, a certificate for another host: exit 10, ERR_TLS_CERT_ALTNAME_INVALID", async () => {
    const run = await list("otherHost", ["--ca-file", certs.ca.certFile]);
    expect(run.stderr).toMatch(
      /certificate check failed: the server's certificate is for another host name \(ERR_TLS_CERT_ALTNAME_INVALID\)/,
    );
    expect(run.code).toBe(EXIT.CERTIFICATE);
  });

  test.each([
    ["--ca-file", () => ["--ca-file", "ca.pem"], () => ({})],
    // Node's own variable holds for undici's connections too (the path a proxy takes).
    ["NODE_EXTRA_CA_CERTS", () => [], () => ({ NODE_EXTRA_CA_CERTS: certs.ca.certFile })],
  ])("HTTPS through the proxy (CONNECT), the authority trusted through %s", async (_, args, env) => {
    const proxy = await startForwardProxy();
    try {
      const run = await list("server", args(), { HTTPS_PROXY: proxy.url, ...env() });
      expect(run.stderr).toBe("");
      expect(run.code).toBe(EXIT.OK);
      expect(proxy.seen).toEqual(expect.arrayContaining([`CONNECT 127.0.0.1:${new URL(server!.url).port}`]));
    } finally {
      await proxy.close();
    }
  });

  describe("a server that requires a client certificate (mTLS)", () => {
    test("without one: nothing is read (under TLS 1.3 the server only closes the connection)", async () => {
      const run = await list("server", ["--ca-file", "ca.pem"], {}, true);
      // The client cannot tell a refused client certificate from a closed connection: exit 4.
      expect(run.code).toBe(EXIT.SERVER);
      expect(server?.seen).toEqual([]);
    });

    test("with --cert and --key: the list is read", async () => {
      const run = await list(
        "server",
        ["--ca-file", "ca.pem", "--cert", "client.pem", "--key", "client.key"],
        {},
        true,
      );
      expect(run.stderr).toBe("");
      expect(run.code).toBe(EXIT.OK);
    });

    test("a key others can read is refused: exit 2, nothing sent", async () => {
      const key = join(certs.dir, "shared.key");
      writeFileSync(key, certs.client.key);
      chmodSync(key, 0o644);
      const run = await list(
        "server",
        ["--ca-file", "ca.pem", "--cert", "client.pem", "--key", "shared.key"],
        {},
        true,
      );
      expect(run.code).toBe(EXIT.USAGE);
      expect(run.stderr).toMatch(
        /--key shared\.key can be read or written by others .*chmod 600 shared\.key/,
      );
      expect(server?.seen).toEqual([]);
    });
  });
});

describe("rate limits: the profile's pace and a 429's pause, shown by -v", () => {
  test("maxRequestsPerMinute in a profile paces the session's login and the list after it", async () => {
    const config = join(cli.dir, "pace.json");
    writeFileSync(config, JSON.stringify({ profiles: { paced: { maxRequestsPerMinute: "30" } } }));
    const run = await spawnCdrapi(["-v", "--profile", "paced", "services", "list"], {
      env: { ...cli.env, CDRAPI_CONFIG: config },
    });
    expect(run.code).toBe(EXIT.OK);
    // The list waits for the login's slot: one limiter for the session and its clients.
    expect(run.stderr).toMatch(
      /\[debug\] \S+ GET \S+\/service: waited \d+ ms for the rate limit \(paced to 30 requests a minute\)/,
    );
  });

  test("a 429 with Retry-After pauses every call; -v says so", async () => {
    cli.server.faults.inject({
      kind: "status",
      status: 429,
      retryAfterMs: 200,
      method: "GET",
      path: "/service",
      times: 1,
    });
    const run = await spawnCdrapi(["-v", "services", "list"], { env: cli.env });
    expect(run.code).toBe(EXIT.OK);
    expect(run.stderr).toMatch(
      /\[debug\] \S+ GET \S+\/service: 429, every call of this client waits 200 ms \(Retry-After\)/,
    );
  });

  test.each(["0", "many"])("CDRAPI_MAX_REQUESTS_PER_MINUTE=%s is refused: exit 2", async (value) => {
    const run = await spawnCdrapi(["services", "list"], {
      env: { ...cli.env, CDRAPI_MAX_REQUESTS_PER_MINUTE: value },
    });
    expect(run.code).toBe(EXIT.USAGE);
    expect(run.stderr).toMatch(
      /CDRAPI_MAX_REQUESTS_PER_MINUTE must be a positive number of requests a minute/,
    );
  });
});

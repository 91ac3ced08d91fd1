// Every row of the README's exit-code table, each caused for real: the CLI in-process against
// the reference server (129 and 143 through the real executable and a SIGHUP or SIGTERM). The
// README's codes and this table must be the same set, so a new code cannot be documented
// without a test.
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DEMO_REGISTRAR } from "@cdrapi/mock-server";
import { createReportingClient } from "@cdrapi/reporting";
import { reportMaintainDomains } from "@cdrapi/reporting/bulk";
import { makeCertificates, startTlsServer } from "@cdrapi/test-helpers";
import { generateExport } from "@cdrapi/test-helpers/sample-export";
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { EXIT } from "../src/exit-codes.js";
import { BIN, cdrapi, type Run, spawnCdrapi, useCliFixture, writeCsv } from "./helpers/cli.js";
import { type ProxyRules, startProxy } from "./helpers/proxy.js";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const DOMAINS = "/v1/registrars/domains";

const records = generateExport(30, 21);
const cli = useCliFixture({ records });

/** The codes of the README's "Exit codes" table. */
function readmeCodes(): number[] {
  const readme = readFileSync(join(packageDir, "README.md"), "utf8");
  const section = readme.slice(
    readme.indexOf("## Exit codes"),
    readme.indexOf("\n## ", readme.indexOf("## Exit codes") + 1),
  );
  return [...section.matchAll(/^\| (\d+) \|/gm)].map((m) => Number(m[1]));
}

const FLUCTUATION = "/v1/reports/fluctuation-domains";

/** A fluctuation report of one change, in the fixture's folder; its path. */
function changesFile(): string {
  const file = join(cli.dir, "changes.ndjson");
  writeFileSync(
    file,
    `${JSON.stringify({ ...records[0], action: "REM", actionReason: "D", actionDate: "2026-11-01" })}\n`,
  );
  return file;
}

/** `cdrapi ...args` through a gateway with `rules` in front of the reference server. */
async function throughGateway(rules: ProxyRules, args: string[]): Promise<Run> {
  const gateway = await startProxy(cli.server.url, rules);
  try {
    return await cdrapi(args, { env: { ...cli.env, CDRAPI_REPORTING_URL: gateway.url } });
  } finally {
    await gateway.close();
  }
}

/** `cdrapi domains list` stopped by `signal` (as cron, systemd or a closed terminal would). */
async function stoppedBy(signal: NodeJS.Signals): Promise<Run> {
  // The answer waits until the server closes: the signal, however late a busy machine sends it,
  // always finds the command still waiting.
  cli.server.faults.inject({ kind: "latency", ms: 3_600_000, path: DOMAINS, times: 1 });
  const child = spawn(process.execPath, [BIN, "domains", "list"], {
    env: { PATH: process.env.PATH, ...cli.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  // Once the request reached the server, stop the command.
  let exited = false;
  const closed = new Promise<number | null>((resolve) =>
    child.on("close", (code) => {
      exited = true;
      resolve(code);
    }),
  );
  while (cli.server.requestCount("GET", DOMAINS) === 0 && !exited) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill(signal);
  const code = await closed;
  return { code: code ?? -1, stdout: "", stderr };
}

const CASES: [number, string, () => Promise<Run>, RegExp][] = [
  [
    EXIT.LOCAL_IO,
    // The fixed copy is renamed over its name, so /dev/full cannot stand for a full disk: the
    // file size limit fails the write as a full disk would (EFBIG; ENOSPC is the same code).
    "a file that cannot be written (the fixed copy over `ulimit -f 1`)",
    async () => {
      const env = { ...cli.env, XDG_CACHE_HOME: join(cli.dir, "cache") };
      await cdrapi(["reports", "validate", cli.csv, "--check-places"], { env }); // the lists cached
      const run = await spawnCdrapi(["reports", "validate", cli.csv, "--fix-places", "fixed.csv"], {
        cwd: cli.dir,
        env,
        shell: "ulimit -f 1",
      });
      return { ...run, code: run.code ?? -1 };
    },
    /^error: .*EFBIG/m,
  ],
  [EXIT.OK, "success", () => cdrapi(["places", "provinces"], { env: cli.env }), /^$/],
  [
    EXIT.INVALID_INPUT,
    "an invalid record",
    async () => {
      const bad = join(cli.dir, "bad.csv");
      await writeFile(bad, "domainName,registeredDate\nexample.com,2025-02-30\n");
      return cdrapi(["reports", "validate", bad]);
    },
    /^$|reading/,
  ],
  [
    EXIT.INVALID_INPUT,
    "a missing file",
    () => cdrapi(["reports", "validate", join(cli.dir, "nope.csv")]),
    /^error: cannot read .*nope\.csv/m,
  ],
  [
    EXIT.INVALID_INPUT,
    "404: what the command named does not exist",
    () => cdrapi(["domains", "get", "khong-co.vn"], { env: cli.env }),
    /^error: 404/m,
  ],
  [
    EXIT.USAGE,
    "an unknown option",
    () => cdrapi(["places", "provinces", "--bogus"], { env: cli.env }),
    /unknown option '--bogus'/,
  ],
  [
    EXIT.USAGE,
    "a bad --url",
    () => cdrapi(["places", "provinces", "--url", "not a url"], { env: cli.env }),
    /^error: --url is not a URL/m,
  ],
  [
    EXIT.USAGE,
    "plain http to a remote host",
    () => cdrapi(["places", "provinces", "--url", "http://api.example.vn"], { env: cli.env }),
    /^error: .*http/m,
  ],
  [
    EXIT.USAGE,
    "missing credentials",
    () => cdrapi(["places", "provinces"]),
    /reporting credentials are missing/,
  ],
  [
    EXIT.AUTH,
    "a wrong password (401)",
    () => cdrapi(["places", "provinces"], { env: { ...cli.env, CDRAPI_REPORTING_PASSWORD: "wrong" } }),
    /^error: 401/m,
  ],
  [
    EXIT.SERVER,
    "a 5xx",
    () => {
      cli.server.faults.inject({ kind: "status", status: 503, path: "/v1/places/provinces", times: 5 });
      return cdrapi(["places", "provinces"], { env: cli.env });
    },
    /^error: 503/m,
  ],
  [
    EXIT.SERVER,
    "an answer cut short",
    () => {
      cli.server.faults.inject({ kind: "truncate", path: "/v1/places/provinces", times: 5 });
      return cdrapi(["places", "provinces"], { env: cli.env });
    },
    /^error: the answer was cut short/m,
  ],
  [
    EXIT.SERVER,
    "connection refused",
    () =>
      cdrapi(["places", "provinces"], { env: { ...cli.env, CDRAPI_REPORTING_URL: "http://127.0.0.1:9" } }),
    /^hint: check the URL and your network/m,
  ],
  [
    EXIT.PENDING_CONFLICT,
    "sub-lists of another upload pending",
    async () => {
      const other = createReportingClient({ baseUrl: cli.server.url, credentials: DEMO_REGISTRAR });
      await other.reports.uploadMaintainDomainSubList(records.slice(0, 5));
      return cdrapi(["reports", "upload", cli.csv, "--sub-list-size", "10", "--no-progress"], {
        env: cli.env,
      });
    },
    /pending/,
  ],
  [
    EXIT.REPORT_MISMATCH,
    "the committed report counts other than the records sent",
    () =>
      throughGateway(
        {
          rewrite: (method, path, body) =>
            method === "POST" && path === FLUCTUATION ? { ...(body as object), totalDomain: 2 } : undefined,
        },
        ["reports", "fluctuation", changesFile(), "--no-progress"],
      ),
    /^error: report \d+ holds 2 records, but this upload sent 1/m,
  ],
  [
    EXIT.REPORT_FAILED,
    "the server answered FAILURE: nothing committed",
    () =>
      throughGateway(
        {
          rewrite: (method, path, body) =>
            method === "POST" && path === FLUCTUATION
              ? { ...(body as object), requestResult: "FAILURE", note: "REM of a domain not listed" }
              : undefined,
        },
        ["reports", "fluctuation", changesFile(), "--no-progress"],
      ),
    /^error: the server answered FAILURE to the fluctuation report of 1 record \(report \d+\): nothing was committed/m,
  ],
  [
    EXIT.REMOVALS_EXCEEDED,
    "the committed report removed more domains than allowed: the list read before it came back empty",
    async () => {
      const client = createReportingClient({ baseUrl: cli.server.url, credentials: DEMO_REGISTRAR });
      await reportMaintainDomains(client, records); // the server's list: the 30 domains
      const ten = await writeCsv(cli.dir, "ten.csv", records.slice(0, 10));
      // A lagging read side: the first list read gives nothing (no record of a last filing here).
      let reads = 0;
      const proxy = await startProxy(cli.server.url, {
        rewrite: (method, path, body) => (method === "GET" && path === DOMAINS && reads++ === 0 ? [] : body),
      });
      try {
        return await cdrapi(["reports", "upload", ten, "--no-progress"], {
          env: { ...cli.env, CDRAPI_REPORTING_URL: proxy.url },
        });
      } finally {
        await proxy.close();
      }
    },
    /^error: report \d+ removed 20 domains from the maintained list, more than allowed \(10\)/m,
  ],
  [
    EXIT.PROVIDER_DIFFERS,
    "an SDK method differs from the provider's export, or the provider lacks it",
    () =>
      cdrapi(["provider", "check", join(packageDir, "test/fixtures/provider-swagger.json")], {
        env: cli.env,
      }),
    /^$/,
  ],
  [
    EXIT.INTERRUPTED,
    "interrupted (Ctrl-C)",
    () => {
      cli.server.faults.inject({ kind: "latency", ms: 5000, path: DOMAINS, times: 1 });
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 300);
      return cdrapi(["domains", "list"], { env: cli.env, signal: controller.signal });
    },
    /./,
  ],
  [
    EXIT.CERTIFICATE,
    "a certificate check failed",
    async () => {
      const certs = makeCertificates();
      const tls = await startTlsServer({ cert: certs.selfSigned.cert, key: certs.selfSigned.key });
      try {
        return await cdrapi(["domains", "list"], { env: { ...cli.env, CDRAPI_REPORTING_URL: tls.url } });
      } finally {
        await tls.close();
        certs.remove();
      }
    },
    /^error: certificate check failed: the server's certificate is self-signed \(DEPTH_ZERO_SELF_SIGNED_CERT\)/m,
  ],
  [EXIT.HANGUP, "stopped by SIGHUP", () => stoppedBy("SIGHUP"), /./],
  [EXIT.TERMINATED, "stopped by SIGTERM", () => stoppedBy("SIGTERM"), /./],
];

test("the README's table and these cases name the same codes", () => {
  expect([...new Set(CASES.map(([code]) => code))].sort((a, b) => a - b)).toEqual(readmeCodes());
});

describe.each(CASES)("exit %i: %s", (code, _name, run, stderr) => {
  test("the code, and what stderr says", async () => {
    const result = await run();
    expect(result.code).toBe(code);
    expect(result.stderr).toMatch(stderr);
    if (code === EXIT.OK) expect(result.stdout).not.toBe("");
  });
});

describe("under --json, errors are JSON on stderr too", () => {
  test.each([
    [EXIT.USAGE, ["places", "provinces", "--bogus", "--json"]],
    [EXIT.USAGE, ["places", "provinces", "--url", "not a url", "-o", "ndjson"]],
    [EXIT.INVALID_INPUT, ["domains", "get", "khong-co.vn", "--json"]],
    [EXIT.AUTH, ["places", "provinces", "--json", "--password", "wrong-secret-zq~"]],
  ])("exit %i: %j", async (code, args) => {
    const run = await cdrapi(args, { env: cli.env });
    expect(run.code).toBe(code);
    // Every line is JSON (a warning too); the last one is the error.
    const lines = run.stderr
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    const error = lines.at(-1).error;
    expect(error).toMatchObject({ exitCode: code, message: expect.any(String), kind: expect.any(String) });
    expect(run.stderr).not.toContain("wrong-secret-zq~"); // the password given as a flag is never printed
  });
});

describe("an empty 200 answer is the server's failure (exit 4), never a crash", () => {
  let empty: Server;
  let emptyEnv: Record<string, string>;
  beforeAll(async () => {
    empty = createServer((_req, res) => res.writeHead(200, { "content-type": "application/json" }).end());
    await new Promise<void>((resolve) => empty.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(empty.address() as AddressInfo).port}`;
    emptyEnv = { ...cli.env, CDRAPI_REPORTING_URL: url, CDRAPI_COMPUTE_URL: url, CDRAPI_COMPUTE_TOKEN: "t" };
    delete emptyEnv.CDRAPI_COMPUTE_USERNAME;
    delete emptyEnv.CDRAPI_COMPUTE_PASSWORD;
  });
  afterAll(() => {
    empty.closeAllConnections();
    return new Promise<void>((resolve) => empty.close(() => resolve()));
  });

  test.each([
    [["places", "provinces"]],
    [["places", "wards", "--district", "760"]],
    [["domains", "list"]],
    [["domains", "get", "x.vn"]],
    [["reports", "status", "12"]],
  ])("%j", async (args) => {
    const run = await cdrapi(args, { env: emptyEnv });
    expect(run.code).toBe(EXIT.SERVER);
    expect(run.stderr).toMatch(/^error: /);
    expect(run.stderr).not.toMatch(/TypeError|unexpected/);
  });
});

test("--help's summary names every exit code of the table, each once (the real executable)", async () => {
  const help = await spawnCdrapi(["--help"]);
  expect(help.code).toBe(EXIT.OK);
  const summary = help.stdout
    .slice(help.stdout.indexOf("Exit codes:"))
    .split("\n\n")[0]!
    .replace(/\s+/g, " ");
  const named = [...summary.matchAll(/(?:: |, )(\d+) /g)].map((m) => Number(m[1]));
  expect(named).toEqual(Object.values(EXIT).sort((a, b) => a - b));
});

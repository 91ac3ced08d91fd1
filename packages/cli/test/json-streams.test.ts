// `--json` means JSON on both streams: stdout holds the result, and every line of stderr is one
// JSON object (an error, a warning, a notice such as "resuming from ...", a hint, the command
// that resumes an upload, progress). Each kind of error has its own `kind`, and the README's
// table of kinds names exactly the CLI's.
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DEMO_REGISTRAR } from "@cdrapi/mock-server";
import { createReportingClient } from "@cdrapi/reporting";
import { generateExport } from "@cdrapi/test-helpers/sample-export";
import { describe, expect, test } from "@jest/globals";
import { ERROR_KINDS, EXIT } from "../src/exit-codes.js";
import { cdrapi, type Run, useCliFixture, writeCsv } from "./helpers/cli.js";
import { startProxy } from "./helpers/proxy.js";

const records = generateExport(1200, 25);
const cli = useCliFixture({ records });

/** Every line of a stream, parsed: the test fails on a line that is not JSON. */
const jsonLines = (text: string): Record<string, unknown>[] =>
  text
    .split("\n")
    .filter((l) => l !== "")
    .map((l) => {
      try {
        return JSON.parse(l);
      } catch {
        throw new Error(`not a JSON line: ${l}`);
      }
    });

/** The one key of each stderr object: what kind of message it is. */
const MESSAGE_KEYS = ["error", "warning", "notice", "hint", "resume", "progress", "log", "checkpoint"];

function pureJson(run: Run): Record<string, unknown>[] {
  const lines = jsonLines(run.stderr);
  for (const object of lines) {
    expect(Object.keys(object)).toHaveLength(1);
    expect(MESSAGE_KEYS).toContain(Object.keys(object)[0]);
  }
  if (run.stdout.trim() !== "") JSON.parse(run.stdout);
  return lines;
}

test("an interrupted upload, a refused resume and the resume: every line JSON, notices inside", async () => {
  const checkpoint = join(cli.dir, "cp.json");
  const args = ["reports", "upload", cli.csv, "--sub-list-size", "500", "--checkpoint", checkpoint, "--json"];
  const controller = new AbortController();
  const first = await cdrapi(args, {
    env: cli.env,
    signal: controller.signal,
    onStderr: (text) => {
      if (/sub-list 1\/3 accepted/.test(text)) controller.abort();
    },
  });
  expect(first.code).toBe(EXIT.INTERRUPTED);
  const stopped = pureJson(first);
  expect(stopped).toContainEqual({ notice: expect.stringMatching(/^1 of 3 sub-lists accepted/) });
  expect(stopped).toContainEqual({
    resume: expect.stringMatching(/^cdrapi reports upload .* --checkpoint /),
  });

  // Another export with that checkpoint, one of its records invalid: not resumed (said in a
  // notice), refused before anything is sent (its own kind): the checkpoint stays.
  const other = generateExport(1200, 99);
  const file = await writeCsv(cli.dir, "other.csv", [
    { ...other[0]!, email: "not-an-address" },
    ...other.slice(1),
  ]);
  const refused = await cdrapi(
    ["reports", "upload", file, "--checkpoint", checkpoint, "--json", "--verbose"],
    { env: cli.env },
  );
  expect(refused.code).toBe(EXIT.INVALID_INPUT);
  const said = pureJson(refused);
  expect(said).toContainEqual({
    notice: expect.stringMatching(/^the upload interrupted in .* cannot be resumed/),
  });
  expect(said.find((l) => l.error)?.error).toMatchObject({ kind: "invalid_records", exitCode: 1 });
  // --verbose request logs are JSON too.
  expect(said).toContainEqual({ log: expect.stringMatching(/^\[\w+\] /) });

  const resumed = await cdrapi(args, { env: cli.env });
  expect(resumed.code).toBe(EXIT.OK);
  expect(pureJson(resumed)).toContainEqual({
    notice: expect.stringMatching(/^resuming from .*: 1 sub-list\(s\), 500 records already accepted/),
  });
});

describe("each kind of error is its own", () => {
  const CASES: [string, () => Promise<Run>][] = [
    ["usage", () => cdrapi(["places", "provinces", "--bogus", "--json"], { env: cli.env })],
    ["invalid_input", () => cdrapi(["reports", "validate", join(cli.dir, "nope.csv"), "--json"])],
    [
      "invalid_records",
      async () => {
        const bad = join(cli.dir, "bad.csv");
        await writeFile(bad, "domainName,registeredDate\nexample.com,2025-02-30\n");
        return cdrapi(["reports", "upload", bad, "--json"], { env: cli.env });
      },
    ],
    ["not_found", () => cdrapi(["domains", "get", "khong-co.vn", "--json"], { env: cli.env })],
    [
      "bad_request",
      () =>
        cdrapi(["api", "tickets.create", "-f", "subject=s", "-f", "body=b", "-F", "dept_id=1", "--json"], {
          env: cli.env,
        }),
    ],
    [
      "authentication",
      () =>
        cdrapi(["places", "provinces", "--json"], {
          env: { ...cli.env, CDRAPI_REPORTING_PASSWORD: "wrong" },
        }),
    ],
    [
      "server",
      () => {
        cli.server.faults.inject({ kind: "status", status: 503, path: "/v1/places/provinces", times: 5 });
        return cdrapi(["places", "provinces", "--json"], { env: cli.env });
      },
    ],
    [
      "network",
      () =>
        cdrapi(["places", "provinces", "--json"], {
          env: { ...cli.env, CDRAPI_REPORTING_URL: "http://127.0.0.1:9" },
        }),
    ],
    [
      "pending_sub_lists",
      async () => {
        const other = createReportingClient({ baseUrl: cli.server.url, credentials: DEMO_REGISTRAR });
        await other.reports.uploadMaintainDomainSubList(records.slice(0, 5));
        return cdrapi(["reports", "upload", cli.csv, "--sub-list-size", "500", "--json"], { env: cli.env });
      },
    ],
    [
      "report_mismatch",
      async () => {
        const file = join(cli.dir, "changes.ndjson");
        await writeFile(
          file,
          `${JSON.stringify({ ...records[0], action: "REM", actionReason: "D", actionDate: "2026-11-01" })}\n`,
        );
        // A gateway that miscounts the committed report.
        const gateway = await startProxy(cli.server.url, {
          rewrite: (method, path, body) =>
            method === "POST" && path === "/v1/reports/fluctuation-domains"
              ? { ...(body as object), totalDomain: 2 }
              : undefined,
        });
        try {
          return await cdrapi(["reports", "fluctuation", file, "--json"], {
            env: { ...cli.env, CDRAPI_REPORTING_URL: gateway.url },
          });
        } finally {
          await gateway.close();
        }
      },
    ],
  ];

  test.each(CASES)("%s", async (kind, run) => {
    const result = await run();
    const error = pureJson(result).find((l) => l.error)?.error as Record<string, unknown>;
    expect(error).toMatchObject({ kind, exitCode: result.code });
    expect(ERROR_KINDS).toContain(kind);
  });

  test("the README's table of kinds names exactly the CLI's", () => {
    const readme = readFileSync(fileURLToPath(new URL("../README.md", import.meta.url)), "utf8");
    const start = readme.indexOf("| Kind |");
    const table = readme.slice(start, readme.indexOf("\n\n", start));
    const documented = [...table.matchAll(/^\| `(\w+)` \|/gm)].map((m) => m[1]);
    expect([...documented].sort()).toEqual([...ERROR_KINDS].sort());
  });
});

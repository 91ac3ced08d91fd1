// The spec's own operations are enough: against a server that has only the report operations the
// seed document names (no pending read, no list read), a registrar-size upload completes once the
// registrar says to go on without the removal guard (--no-removal-guard: no list to count removals
// from), each record is received once, and the output says which checks could not be made. What
// the pending read guarded is still guarded, by each sub-list's answer (its count of records pending).

import { generateExport } from "@cdrapi/test-helpers/sample-export";
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { type BareServer, startBareServer } from "./helpers/bare-server.js";
import { cdrapi, STATE_HOME, spawnCdrapi, tempDir, writeCsv } from "./helpers/cli.js";

let dir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ dir, cleanup } = await tempDir());
});
afterAll(async () => {
  await cleanup();
});

const env = (server: BareServer) => ({
  XDG_STATE_HOME: STATE_HOME,
  TMPDIR: STATE_HOME,
  CDRAPI_REPORTING_URL: server.url,
  CDRAPI_REPORTING_USERNAME: "registrar",
  CDRAPI_REPORTING_PASSWORD: "secret",
});

const pendingNotRead = /the pending sub-lists could not be read/;
const notReadBack = /the list was not read back/;

test("120,000 records through the real executable: each received once, the checks not made named (--json)", async () => {
  const server = await startBareServer();
  try {
    const records = generateExport(120_000, 23);
    const file = await writeCsv(dir, "bare-120k.csv", records);
    const run = await spawnCdrapi(
      ["reports", "upload", file, "--no-removal-guard", "--json", "--no-progress"],
      {
        env: env(server),
      },
    );
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout) as { totalDomain: number; checksNotMade: string[] };
    expect(result.totalDomain).toBe(120_000);
    expect(result.checksNotMade).toEqual(
      expect.arrayContaining([expect.stringMatching(pendingNotRead), expect.stringMatching(notReadBack)]),
    );
    expect(server.received.size).toBe(120_000);
    expect([...server.received.values()].every((count) => count === 1)).toBe(true);
    expect(server.list.size).toBe(120_000);
    // Never a read the spec does not name, once it answered 404.
    expect(server.requests.filter((r) => r === "GET /v1/reports/maintain-domains/sub-lists")).toHaveLength(2);
  } finally {
    await server.close();
  }
});

describe("without a pending read", () => {
  const records = generateExport(3_000, 7);

  test("the table output names the checks not made on stderr", async () => {
    const server = await startBareServer();
    try {
      const file = await writeCsv(dir, "bare-3k.csv", records);
      const run = await cdrapi(
        ["reports", "upload", file, "--no-removal-guard", "--sub-list-size", "500", "--no-progress"],
        {
          env: env(server),
        },
      );
      expect(run.code).toBe(0);
      expect(run.stderr).toMatch(/warning: not checked: the pending sub-lists could not be read/);
      expect(server.list.size).toBe(3_000);
    } finally {
      await server.close();
    }
  });

  test("another upload's sub-list pending: refused at the first answer, nothing merged (exit 5)", async () => {
    const server = await startBareServer();
    try {
      const other = generateExport(10, 99).map((r) => ({ ...r, domainName: `other-${r.domainName}` }));
      const file = await writeCsv(dir, "bare-3k-b.csv", records);
      // The other upload: one sub-list, then stopped before its merge (a second sub-list refused).
      await fetch(`${server.url}/v1/reports/maintain-domains/sub-lists`, {
        method: "POST",
        headers: { authorization: "Basic eDp5", "content-type": "application/json" },
        body: JSON.stringify(other),
      });
      const run = await cdrapi(
        ["reports", "upload", file, "--no-removal-guard", "--sub-list-size", "500", "--no-progress"],
        {
          env: env(server),
        },
      );
      expect(run.code).toBe(5);
      expect(run.stderr).toMatch(
        /3010 records where this upload accounts for 3000|records where this upload accounts for 500/,
      );
      expect(server.requests).not.toContain("PUT /v1/reports/maintain-domains/sub-lists/merge");
      expect(server.list.size).toBe(0);
    } finally {
      await server.close();
    }
  });

  test("an interrupted upload resumes from its checkpoint: the status read confirms, the answers count", async () => {
    const server = await startBareServer();
    try {
      const file = await writeCsv(dir, "bare-3k-c.csv", records);
      const checkpoint = `${dir}/bare.checkpoint.json`;
      const controller = new AbortController();
      const first = await cdrapi(
        [
          "reports",
          "upload",
          file,
          "--no-removal-guard",
          "--sub-list-size",
          "500",
          "--checkpoint",
          checkpoint,
        ],
        {
          env: env(server),
          signal: controller.signal,
          onStderr: (text) => {
            if (/sub-list 2\/6 accepted/.test(text)) controller.abort();
          },
        },
      );
      expect(first.code).toBe(130);
      const second = await cdrapi(
        ["reports", "upload", file, "--no-removal-guard", "--checkpoint", checkpoint, "--json"],
        {
          env: env(server),
        },
      );
      expect(second.code).toBe(0);
      expect(JSON.parse(second.stdout).totalDomain).toBe(3_000);
      expect(server.list.size).toBe(3_000);
      expect([...server.received.values()].every((count) => count === 1)).toBe(true);
    } finally {
      await server.close();
    }
  });
});

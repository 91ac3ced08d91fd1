// Every message true (issue #36), each case through the real `cdrapi` executable against the
// reference server (or a gateway in front of it): what a run says matches what happened.
import { DEMO_REGISTRAR } from "@cdrapi/mock-server";
import { describe, expect, test } from "@jest/globals";
import { generateExport } from "../src/demo/data.js";
import { EXIT } from "../src/exit-codes.js";
import { spawnCdrapi, useCliFixture } from "./helpers/cli.js";

const DOMAINS = "/v1/registrars/domains";
const SUB_LISTS = "/v1/reports/maintain-domains/sub-lists";
const FULL = "/v1/reports/maintain-domains";

const RECORDS = generateExport(40, 36);
const cli = useCliFixture({ records: RECORDS });

/** Requests that would change the registrar's list. */
const writes = () => cli.server.requestCount("POST", SUB_LISTS) + cli.server.requestCount("POST", FULL);

describe("1. a list answer cut mid-body is the network's failure, whichever command reads it", () => {
  const COMMANDS: ReadonlyArray<readonly [string, () => string[]]> = [
    ["domains list", () => ["domains", "list"]],
    [
      "reports upload (the list read before anything is sent)",
      () => ["reports", "upload", cli.csv, "--no-progress"],
    ],
  ];

  test.each(COMMANDS)("%s: exit 4, the answer was cut short", async (_, args) => {
    // The reference server's truncate fault: a content-length larger than the half body it writes, then the connection closed.
    cli.server.faults.inject({ kind: "truncate", method: "GET", path: DOMAINS, times: 10 });
    const run = await spawnCdrapi(args(), { env: cli.env });
    expect(run.stderr).toMatch(/^error: the answer was cut short/m);
    expect(run.stderr).not.toMatch(/unexpected/);
    expect(run.code).toBe(EXIT.SERVER);
    expect(writes()).toBe(0);
  });
});

void DEMO_REGISTRAR;

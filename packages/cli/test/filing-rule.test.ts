// The nightly filing as one rule: what a run files is the export given to it, checked against
// VNNIC, or nothing. Five ways the earlier combination of mechanisms filed the wrong legal list,
// each rebuilt through the real `cdrapi` executable against the reference server (a clock and
// short expiry, fault injection, a gateway in front of it, a second local user where the test
// runs as root).
import { chmod, chown, mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { DEMO_REGISTRAR, type MockServer } from "@cdrapi/mock-server";
import { createReportingClient, type MaintainDomain } from "@cdrapi/reporting";
import { reportMaintainDomains } from "@cdrapi/reporting/bulk";
import { generateExport } from "@cdrapi/test-helpers/sample-export";
import { beforeAll, describe, expect, test } from "@jest/globals";
import { EXIT } from "../src/exit-codes.js";
import { type ProcessRun, STATE_HOME, spawnCdrapi, useCliFixture, writeCsv } from "./helpers/cli.js";
import { startProxy } from "./helpers/proxy.js";

const SUB_LISTS = "/v1/reports/maintain-domains/sub-lists";
const MERGE = "/v1/reports/maintain-domains/sub-lists/merge";
const FULL = "/v1/reports/maintain-domains";
const DOMAINS = "/v1/registrars/domains";
const TTL = 24 * 3_600_000;

let clock = Date.parse("2026-11-23T19:30:00.000Z");
const cli = useCliFixture({ now: () => clock, pendingSubListTtlMs: TTL });
let server: MockServer;
let dir: string;
beforeAll(async () => {
  ({ server, dir } = cli);
  await writeFile(join(dir, "vnnic.password"), `${DEMO_REGISTRAR.password}\n`, { mode: 0o600 });
});

/**
 * The README's cron command, in `folder`, against `url` (default: the server), with its own
 * state and temporary folders (`state`: as another user of this machine has its own).
 */
function nightly(
  file: string,
  flags: string[],
  options: { url?: string; folder?: string; state?: string } = {},
): Promise<ProcessRun> {
  return spawnCdrapi(
    ["reports", "upload", file, "--password-file", join(dir, "vnnic.password"), "--no-progress", ...flags],
    {
      cwd: options.folder ?? dir,
      env: {
        CDRAPI_REPORTING_URL: options.url ?? server.url,
        CDRAPI_REPORTING_USERNAME: DEMO_REGISTRAR.username,
        XDG_STATE_HOME: options.state ?? STATE_HOME,
        TMPDIR: options.state ?? STATE_HOME,
      },
    },
  );
}

/** The registrar's list as the server holds it: each domain with its owner and dates. */
const held = () =>
  server.state
    .maintainedList(DEMO_REGISTRAR.username)
    .map((r) => `${r.domainName} ${r.ownerName} ${r.expiredDate}`)
    .sort();
const asHeld = (records: readonly MaintainDomain[]) =>
  records.map((r) => `${r.domainName} ${r.ownerName} ${r.expiredDate}`).sort();
const writes = () =>
  server.requestCount("POST", SUB_LISTS) +
  server.requestCount("PUT", MERGE) +
  server.requestCount("POST", FULL);

/** Files `records` as the registrar's list, outside the runs under test (a filing made by hand). */
async function fileByHand(records: MaintainDomain[]): Promise<void> {
  const client = createReportingClient({ baseUrl: server.url, credentials: DEMO_REGISTRAR });
  await reportMaintainDomains(client, records, { allowRemovals: 100_000 });
}

describe("1. the cron flags remove live domains only with their own consent", () => {
  const OLD = generateExport(3000, 51);
  const CRON = ["--checkpoint", "state.json", "--allow-removals", "200", "--skip-invalid"];

  test("five e-mail typos with --skip-invalid --allow-removals 200: refused naming each; --remove-skipped 5 removes exactly them, each named", async () => {
    await fileByHand(OLD);
    const typos = new Set([10, 700, 1400, 2100, 2800]);
    await writeCsv(
      dir,
      "export.csv",
      OLD.map((r, i) => (typos.has(i) ? { ...r, email: "an.example.vn" } : r)),
    );
    const before = writes();

    const refused = await nightly("export.csv", CRON);
    expect(refused.code).toBe(EXIT.INVALID_INPUT);
    expect(refused.stderr).toMatch(
      /^error: 5 domains on the maintained list have their records left out of this report \(5 invalid\)/m,
    );
    for (const i of typos) {
      expect(refused.stderr).toMatch(
        new RegExp(`^ {2}${OLD[i]!.domainName.replaceAll(".", "\\.")}: line ${i + 2}: email `, "m"),
      );
    }
    expect(refused.stderr).toMatch(/--remove-skipped 5/);
    expect(refused.stderr).not.toMatch(/--allow-removals \d/);
    expect(writes()).toBe(before);
    expect(held()).toEqual(asHeld(OLD));

    const removed = await nightly("export.csv", [...CRON, "--remove-skipped", "5", "--json"]);
    expect(removed.code).toBe(EXIT.OK);
    const result = JSON.parse(removed.stdout) as {
      removedDomain: number;
      removed: { domainName: string; cause: string }[];
    };
    expect(result.removedDomain).toBe(5);
    expect(result.removed.map((r) => [r.domainName, r.cause]).sort()).toEqual(
      [...typos].map((i) => [OLD[i]!.domainName, "skipped"]).sort(),
    );
    expect(held()).toEqual(asHeld(OLD.filter((_, i) => !typos.has(i))));
  });

  test("with --check-places: the refusal names the place check as the cause, with its hint, never --allow-removals", async () => {
    await fileByHand(OLD);
    const moved = new Set(Array.from({ length: 40 }, (_, k) => k * 70));
    await writeCsv(
      dir,
      "export.csv",
      OLD.map((r, i) => (moved.has(i) ? { ...r, cityName: "Tỉnh Không Có" } : r)),
    );
    const before = writes();
    const run = await nightly("export.csv", [...CRON, "--check-places"]);
    expect(run.code).toBe(EXIT.INVALID_INPUT);
    expect(run.stderr).toMatch(
      /^error: 40 domains on the maintained list have their records left out of this report \(40 with places not as listed \(the place check\)\)/m,
    );
    expect(run.stderr).toMatch(/--fix-places writes the places it can match as listed/);
    expect(run.stderr).toMatch(/--remove-skipped 40/);
    expect(run.stderr).not.toMatch(/--allow-removals \d/);
    expect(writes()).toBe(before);
    expect(held()).toEqual(asHeld(OLD));
  });
});

describe("2. an interrupted night is never filed over a newer filing", () => {
  const NIGHT = ["--checkpoint", "state.json", "--sub-list-size", "500", "--allow-removals", "1000"];
  test("Monday interrupted, its sub-lists expired, Tuesday filed by hand; Tuesday night's export has a bad e-mail: nothing sent; fixed, it is filed", async () => {
    const monday = generateExport(1500, 61);
    await writeCsv(dir, "export.csv", monday);
    server.faults.inject({ method: "POST", path: SUB_LISTS, kind: "status", status: 503, skip: 1, times: 5 });
    const interrupted = await nightly("export.csv", NIGHT);
    expect(interrupted.code).toBe(EXIT.SERVER);
    server.faults.clear();

    clock += TTL + 60_000; // Monday's pending sub-list expires
    const tuesday = generateExport(1400, 62);
    await fileByHand(tuesday);
    const before = writes();

    const bad = [...tuesday.slice(0, 9), { ...tuesday[9]!, email: "not-an-address" }, ...tuesday.slice(10)];
    await writeCsv(dir, "export.csv", bad);
    const refused = await nightly("export.csv", NIGHT);
    expect(refused.stderr).toMatch(/cannot be resumed \(sub-list 1 of the checkpoint \(report \d+\) expired/);
    expect(refused.stderr).toMatch(/^error: 1 invalid record, nothing sent \(first: line 11, email/m);
    expect(refused.code).toBe(EXIT.INVALID_INPUT);
    expect(writes()).toBe(before);
    expect(held()).toEqual(asHeld(tuesday));

    const fixed = tuesday.map((r, i) => (i === 3 ? { ...r, ownerName: "Chủ mới" } : r));
    await writeCsv(dir, "export.csv", fixed);
    const filed = await nightly("export.csv", NIGHT);
    expect(filed.code).toBe(EXIT.OK);
    expect(held()).toEqual(asHeld(fixed));
  });
});

describe("3. no single list read is trusted to count removals", () => {
  const LISTED = generateExport(1000, 71);
  const CUT = LISTED.slice(0, 100);

  /**
   * The list as the registrar filed it last, through the CLI and the gateway it always uses (so
   * the last filing is recorded in `state` for that URL); then the export cut to 100.
   */
  async function filedLast(url: string, state: string): Promise<void> {
    await writeCsv(dir, "full.csv", LISTED);
    const run = await nightly("full.csv", ["--allow-removals", "1000"], { url, state });
    expect(run.code).toBe(EXIT.OK);
    await writeCsv(dir, "export.csv", CUT);
  }

  test.each([
    [
      "caps the list at its first page of 100",
      (list: unknown[]) => list.slice(0, 100),
      /holds 100 names, but the last filing recorded for this account \(report \d+\) left 1000/,
    ],
    [
      "answers an empty list (a lagging read side)",
      () => [],
      /holds 0 names, but the last filing recorded for this account \(report \d+\) left 1000/,
    ],
  ])("a gateway that %s: refused before anything is sent", async (_what, cut, message) => {
    const state = join(dir, `state-${_what.length}`);
    let cutting = false;
    const proxy = await startProxy(server.url, {
      rewrite: (method, path, body) =>
        cutting && method === "GET" && path === DOMAINS ? cut(body as unknown[]) : undefined,
    });
    try {
      await filedLast(proxy.url, state);
      cutting = true;
      const before = writes();
      const run = await nightly("export.csv", ["--allow-removals", "10"], { url: proxy.url, state });
      expect(run.stderr).toMatch(message);
      expect(run.stderr).toMatch(/--no-removal-guard/);
      expect(run.code).toBe(EXIT.INVALID_INPUT);
      expect(writes()).toBe(before);
    } finally {
      await proxy.close();
    }
    expect(held()).toEqual(asHeld(LISTED));
  });

  test("a gateway that answers 404 to the list read: refused before anything is sent", async () => {
    const state = join(dir, "state-404");
    await filedLast(server.url, state);
    const before = writes();
    const proxy = await startProxy(server.url, {
      answer: (method, path) =>
        method === "GET" && path === DOMAINS ? { status: 404, body: { message: "Not Found" } } : undefined,
    });
    try {
      const run = await nightly("export.csv", ["--allow-removals", "10"], { url: proxy.url, state });
      expect(run.stderr).toMatch(/^error: the maintained list could not be read before the upload/m);
      expect(run.code).toBe(EXIT.INVALID_INPUT);
    } finally {
      await proxy.close();
    }
    expect(writes()).toBe(before);
    expect(held()).toEqual(asHeld(LISTED));
  });

  test("no last filing recorded on this machine and a capped read: the report's own removedDomain is checked: exit 8, loud", async () => {
    await fileByHand(LISTED);
    await writeCsv(dir, "export.csv", CUT);
    const proxy = await startProxy(server.url, {
      rewrite: (method, path, body) =>
        method === "GET" && path === DOMAINS ? (body as unknown[]).slice(0, 100) : undefined,
    });
    try {
      const run = await nightly("export.csv", ["--allow-removals", "10"], {
        url: proxy.url,
        state: join(dir, "state-none"),
      });
      expect(run.stderr).toMatch(
        /^error: report \d+ removed 900 domains from the maintained list, more than allowed \(10\); the list read before the upload showed 0 leaving/m,
      );
      expect(run.code).toBe(EXIT.REMOVALS_EXCEEDED);
    } finally {
      await proxy.close();
    }
  });
});

describe("4. files the run did not write are not trusted", () => {
  const root = typeof process.getuid === "function" && process.getuid() === 0;
  const NOBODY = 65534;
  const OWN = generateExport(200, 81);

  /** What another local user plants: a checkpoint of this account with nothing accepted, and a 5-domain "copy of the export". */
  async function plant(folder: string): Promise<void> {
    const { createHash } = await import("node:crypto");
    const account = `sha256-${createHash("sha256").update(DEMO_REGISTRAR.username).digest("hex")}`;
    const checkpoint = {
      version: 3,
      target: { baseUrl: server.url, account },
      inputHash: "",
      read: 0,
      subListSize: 5000,
      accepted: [],
    };
    await writeFile(join(folder, "state.json"), JSON.stringify(checkpoint));
    await writeCsv(folder, "state.json.export.csv", generateExport(5, 82));
    for (const name of ["state.json", "state.json.export.csv"])
      await chown(join(folder, name), NOBODY, NOBODY);
  }

  (root ? test.each : test.skip.each)([
    [
      "a folder others can write (no sticky bit) holding another user's checkpoint",
      0o775,
      /^error: the folder of the checkpoint state\.json \(.*\) can be written by other users \(mode 0775, no sticky bit\)/m,
    ],
    [
      "a checkpoint owned by another user in the registrar's own folder",
      0o700,
      new RegExp(`^error: the checkpoint .*state\\.json is owned by another user \\(uid ${NOBODY}\\)`, "m"),
    ],
  ])("%s: refused before any request", async (_what, mode, refusal) => {
    await fileByHand(OWN);
    const folder = join(dir, `folder-${mode.toString(8)}`);
    await mkdir(folder, { recursive: true });
    await chmod(folder, mode);
    await plant(folder);
    await writeCsv(folder, "export.csv", OWN);
    const before = server.requestLog.length;
    const run = await nightly("export.csv", ["--checkpoint", "state.json", "--allow-removals", "200"], {
      folder,
    });
    expect(run.stderr).toMatch(refusal);
    expect(run.code).toBe(EXIT.USAGE);
    const sent = server.requestLog.slice(before).filter((entry) => entry.path.startsWith("/v1/reports"));
    expect(sent).toEqual([]);
    expect(held()).toEqual(asHeld(OWN));
  });
});

describe("5. two uploads of one account overlap on a server with only the spec's operations", () => {
  test("B's merge applies A's sub-list (same names and dates, other owners): B exits 6 naming the fields; A does not claim the list unchanged", async () => {
    const base = generateExport(100, 91);
    const a = base.map((r) => ({ ...r, ownerName: "Chủ thể A" }));
    const b = base.map((r) => ({ ...r, ownerName: "Chủ thể B" }));
    await writeCsv(dir, "a.csv", a);
    await writeCsv(dir, "b.csv", b);
    let runA: ProcessRun | undefined;
    // A gateway without the pending read (the spec's operations only); B's merge waits there
    // until A (another user of this machine: its own state folder, so its own lock) has run.
    const proxy = await startProxy(server.url, {
      answer: (method, path) =>
        method === "GET" && path === SUB_LISTS ? { status: 404, body: { message: "Not Found" } } : undefined,
      before: async (method, path) => {
        if (method === "PUT" && path === MERGE && runA === undefined) {
          runA = await nightly("a.csv", ["--sub-list-size", "50"], {
            url: proxy.url,
            state: join(dir, "state-a"),
          });
        }
      },
    });
    let runB: ProcessRun;
    try {
      runB = await nightly("b.csv", ["--sub-list-size", "50"], {
        url: proxy.url,
        state: join(dir, "state-b"),
      });
    } finally {
      await proxy.close();
    }
    // A: its sub-list went up, then the count showed another upload's records: it merged nothing,
    // and says its sub-list stays pending where another upload's merge would file it.
    expect(runA?.code).toBe(EXIT.PENDING_CONFLICT);
    expect(runA?.stderr).toMatch(
      /This run merged nothing, but the sub-lists it sent stay pending: a merge by another upload of this account would file them/,
    );
    expect(runA?.stderr).not.toMatch(/left the maintained list unchanged/);
    // B: the list read back has B's names and dates, but A's owners on 50 domains: never exit 0.
    expect(runB.stderr).toMatch(
      /^error: the maintained list read back after report \d+ is not the list this upload sent \(of 2 domains read back one by one, 1 differ from the records sent: .*: ownerName\)/m,
    );
    expect(runB.code).toBe(EXIT.REPORT_MISMATCH);
    expect(held().filter((line) => line.includes("Chủ thể A"))).toHaveLength(50);
  });
});

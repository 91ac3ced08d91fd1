// The README's nightly recipe, end to end through the real executable against the reference
// server: one command, the password from an owner-only file, the removal guard. What a night
// files is that night's export: an interrupted night is resumed when the next export is the
// same, replaced when the next export holds every domain it left pending, and otherwise nothing
// is sent (no upload can take pending records back) until the server expires them.
import { existsSync } from "node:fs";
import { chmod, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { DEMO_REGISTRAR } from "@cdrapi/mock-server";
import type { MaintainDomain } from "@cdrapi/reporting";
import { generateExport, nextMonth } from "@cdrapi/test-helpers/sample-export";
import { beforeAll, beforeEach, expect, test } from "@jest/globals";
import { EXIT } from "../src/exit-codes.js";
import { STATE_HOME, spawnCdrapi, useCliFixture, writeCsv } from "./helpers/cli.js";

const TTL = 24 * 3_600_000;
let clock = Date.parse("2026-11-23T19:30:00.000Z"); // 02:30 in Vietnam
const cli = useCliFixture({
  seed: { maintained: { [DEMO_REGISTRAR.username]: [] } },
  now: () => clock,
  pendingSubListTtlMs: TTL,
});
beforeAll(async () => {
  await writeFile(join(cli.dir, "vnnic.password"), `${DEMO_REGISTRAR.password}\n`, { mode: 0o600 });
});
beforeEach(async () => {
  for (const name of await readdir(cli.dir)) if (name.startsWith("state.json")) await rm(join(cli.dir, name));
});

const NIGHT_1 = generateExport(6_000, 41);
/** The next night's export: 2 % of the domains left, 3 % added, 5 % changed. */
const NIGHT_2 = nextMonth(NIGHT_1, 42).records;

/** The recipe's command (README, "Cron"), with the test server's URL; `kill` stops it mid-upload. */
const night = (kill?: RegExp) =>
  spawnCdrapi(
    [
      "reports",
      "upload",
      "export.csv",
      "--checkpoint",
      "state.json",
      "--password-file",
      "vnnic.password",
      "--allow-removals",
      "1000",
      "--sub-list-size",
      "500",
    ],
    {
      cwd: cli.dir,
      env: {
        CDRAPI_REPORTING_URL: cli.server.url,
        CDRAPI_REPORTING_USERNAME: DEMO_REGISTRAR.username,
        XDG_STATE_HOME: STATE_HOME,
        TMPDIR: STATE_HOME,
      },
      onStderr: (text, signal) => {
        if (kill?.test(text)) signal("SIGKILL");
      },
    },
  );

const listed = () =>
  cli.server.state
    .maintainedList(DEMO_REGISTRAR.username)
    .map((r) => r.domainName)
    .sort();
const names = (records: readonly MaintainDomain[]) => records.map((r) => r.domainName).sort();
/** What a night leaves in the folder for the next (drafts a killed night was writing are never read). */
const left = async () =>
  (await readdir(cli.dir)).filter((name) => name.startsWith("state.json") && !name.endsWith(".tmp"));

test("the first night killed mid-upload, the same export the next night: resumed, exit 0, the list exactly it", async () => {
  const secret = join(cli.dir, "vnnic.password");
  await chmod(secret, 0o644);
  await writeCsv(cli.dir, "export.csv", NIGHT_1);
  // A password file others can read is refused, before anything is sent.
  const exposed = await night();
  expect(exposed.code).toBe(2);
  expect(exposed.stderr).toMatch(/can be read or written by others .*chmod 600/);
  expect(cli.server.requestCount("POST", "/v1/reports/maintain-domains/sub-lists")).toBe(0);
  await chmod(secret, 0o600);

  const first = await night(/sub-list 3\/12 accepted/);
  expect(first.code).toBeNull(); // killed
  // The checkpoint and the dead run's lock (taken over next night); no copy of the export.
  expect(await left()).toEqual(["state.json", "state.json.lock"]);

  clock += 3_600_000;
  const second = await night();
  expect({ code: second.code, stderr: second.code === 0 ? "" : second.stderr }).toEqual({
    code: 0,
    stderr: "",
  });
  expect(second.stderr).toMatch(
    /^resuming from state\.json: 3 sub-list\(s\), 1500 records already accepted$/m,
  );
  expect(listed()).toEqual(names(NIGHT_1));
  expect(await left()).toEqual([]);
});

test("the first night killed, the next export lacks some of its domains: nothing sent until its sub-lists expire, then that night files its export", async () => {
  await writeCsv(cli.dir, "export.csv", NIGHT_1);
  const killedAt = clock;
  expect((await night(/sub-list 3\/12 accepted/)).code).toBeNull();
  const sent = cli.server.requestCount("POST", "/v1/reports/maintain-domains/sub-lists");

  // The next night: some domains of the interrupted upload's pending sub-lists left the export.
  clock += 23 * 3_600_000;
  await writeCsv(cli.dir, "export.csv", NIGHT_2);
  const refused = await night();
  expect(refused.stderr).toMatch(
    /^the upload interrupted in state\.json cannot be resumed \(.*\); filing export\.csv whole$/m,
  );
  expect(refused.stderr).toMatch(
    /^error: the server holds pending the interrupted upload's 3 sub-lists.*, with \d+ domains? this input does not hold/m,
  );
  expect(refused.stderr).toContain(
    `otherwise wait until they expire (${new Date(killedAt + TTL).toISOString()},`,
  );
  expect(refused.code).toBe(EXIT.PENDING_CONFLICT);
  expect(cli.server.requestCount("POST", "/v1/reports/maintain-domains/sub-lists")).toBe(sent);
  expect(listed()).toEqual([]);

  // The night after: they expired (nothing pushed their expiry back); the export goes up whole.
  clock += 24 * 3_600_000;
  const third = await night();
  expect(third.stderr).toMatch(/cannot be resumed \(sub-list 1 of the checkpoint \(report \d+\) expired/);
  expect(third.code).toBe(EXIT.OK);
  expect(listed()).toEqual(names(NIGHT_2));
  expect(await left()).toEqual([]);
});

test("a night whose sub-list answer was lost, the next export holding all its domains: sent whole, replacing what it left, exit 0", async () => {
  await writeCsv(cli.dir, "export.csv", NIGHT_1);
  // Sub-list 4 is applied, then the connection drops: its answer is lost.
  cli.server.faults.inject({
    method: "POST",
    path: "/v1/reports/maintain-domains/sub-lists",
    skip: 3,
    kind: "reset",
    afterProcessing: true,
  });
  const first = await night();
  expect(first.code).toBe(EXIT.SERVER);
  // The next export: every domain still there, some records changed, some added.
  const inFirst = new Set(names(NIGHT_1));
  const inSecond = new Set(names(NIGHT_2));
  const next = [
    ...NIGHT_2.filter((r) => inFirst.has(r.domainName)),
    ...NIGHT_1.filter((r) => !inSecond.has(r.domainName)),
  ];
  await writeCsv(cli.dir, "export.csv", next);
  const second = await night();
  expect(second.stderr).toMatch(/cannot be resumed \(.*\); filing export\.csv whole$/m);
  expect(second.code).toBe(EXIT.OK);
  expect(listed()).toEqual(names(next));
  // The records filed are the new export's, never the interrupted night's.
  const before = new Map(NIGHT_1.map((r) => [r.domainName, JSON.stringify(r)]));
  const changed = next.filter((r) => before.get(r.domainName) !== JSON.stringify(r));
  expect(changed.length).toBeGreaterThan(0);
  const stored = new Map(
    cli.server.state.maintainedList(DEMO_REGISTRAR.username).map((r) => [r.domainName, r]),
  );
  for (const record of changed) expect(stored.get(record.domainName)).toEqual(record);
  expect(existsSync(join(cli.dir, "state.json"))).toBe(false);
});

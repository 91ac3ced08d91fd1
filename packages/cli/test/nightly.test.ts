// The README's nightly recipe, end to end through the real executable against the reference
// server: one command, the password from an owner-only file, the removal guard. The first night
// is killed (SIGKILL) mid-upload and its export overwritten by the next night's; the second night
// finishes the interrupted upload from the copy kept beside the checkpoint, then files its own
// export: exit 0, and the server's list is exactly the second export.
import { existsSync } from "node:fs";
import { chmod, readdir, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { DEMO_REGISTRAR } from "@cdrapi/mock-server";
import { beforeAll, expect, test } from "@jest/globals";
import { generateExport, nextMonth } from "../src/demo/data.js";
import { spawnCdrapi, useCliFixture, writeCsv } from "./helpers/cli.js";

const cli = useCliFixture({ seed: { maintained: { [DEMO_REGISTRAR.username]: [] } } });
beforeAll(async () => {
  await writeFile(join(cli.dir, "vnnic.password"), `${DEMO_REGISTRAR.password}\n`, { mode: 0o600 });
});

const NIGHT_1 = generateExport(6_000, 41);
const NIGHT_2 = nextMonth(NIGHT_1, 42).records;

/** The recipe's command (README, "Cron"), with the test server's URL. */
const night = () =>
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
      env: { CDRAPI_REPORTING_URL: cli.server.url, CDRAPI_REPORTING_USERNAME: DEMO_REGISTRAR.username },
      onStderr: (text, kill) => {
        if (killFirst && /sub-list 3\/12 accepted/.test(text)) {
          killFirst = false;
          kill("SIGKILL");
        }
      },
    },
  );
let killFirst = true;

/** The names of the server's maintained list, sorted. */
async function listed(): Promise<string[]> {
  const basic = Buffer.from(`${DEMO_REGISTRAR.username}:${DEMO_REGISTRAR.password}`).toString("base64");
  const answer = await fetch(`${cli.server.url}/v1/registrars/domains`, {
    headers: { authorization: `Basic ${basic}` },
  });
  return ((await answer.json()) as { domainName: string }[]).map((domain) => domain.domainName).sort();
}

test("two nights, the first killed mid-upload: the second exits 0 and the list is exactly its export", async () => {
  const secret = join(cli.dir, "vnnic.password");
  await chmod(secret, 0o644);
  await writeCsv(cli.dir, "export.csv", NIGHT_1);
  // A password file others can read is refused, before anything is sent.
  const exposed = await night();
  expect(exposed.code).toBe(2);
  expect(exposed.stderr).toMatch(/can be read or written by others .*chmod 600/);
  expect(cli.server.requestCount("POST", "/v1/reports/maintain-domains/sub-lists")).toBe(0);
  await chmod(secret, 0o600);

  const first = await night();
  expect(first.code).toBeNull(); // killed
  expect(existsSync(join(cli.dir, "state.json"))).toBe(true);
  const kept = (await readdir(cli.dir)).find((name) => name.startsWith("state.json.export"));
  expect(kept).toBe("state.json.export.csv");
  expect((await stat(join(cli.dir, kept!))).mode & 0o777).toBe(0o600);

  await writeCsv(cli.dir, "export.csv", NIGHT_2); // the next night's export overwrites the file
  const second = await night();
  expect({ code: second.code, stderr: second.code === 0 ? "" : second.stderr }).toEqual({
    code: 0,
    stderr: "",
  });
  expect(second.stderr).toMatch(/an interrupted upload is pending/);
  expect(second.stderr).toMatch(/finished the interrupted upload/);

  expect(await listed()).toEqual(NIGHT_2.map((r) => r.domainName).sort());
  // Nothing left for a third night: the checkpoint and its copy are gone (a draft the killed
  // night was writing, `state.json.<pid>.<random>.tmp`, is never read).
  const left = (await readdir(cli.dir)).filter(
    (name) => name.startsWith("state.json") && !name.endsWith(".tmp"),
  );
  expect(left).toEqual([]);
});

test("a night whose sub-list answer was lost (pending, not adoptable): the next night sends its copy again whole, then files its own", async () => {
  killFirst = false;
  for (const name of await readdir(cli.dir)) if (name.startsWith("state.json")) await rm(join(cli.dir, name));
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
  expect(first.code).toBe(4);
  await writeCsv(cli.dir, "export.csv", NIGHT_2);
  const second = await night();
  if (second.code !== 0) console.log(second.stderr);
  expect(second.code).toBe(0);
  expect(second.stderr).toMatch(/cannot be resumed .*sending its copy again whole/);
  expect(await listed()).toEqual(NIGHT_2.map((r) => r.domainName).sort());
});

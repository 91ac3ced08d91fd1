// Counts that add up: after a resume from any stage, every progress line, the final line and
// --json count exactly what the server holds (records and sub-lists), including what was
// accepted before the interruption.
import { DEMO_REGISTRAR } from "@cdrapi/mock-server";
import { generateExport } from "@cdrapi/test-helpers/sample-export";
import { expect, test } from "@jest/globals";
import { cdrapi, serverEnv, useCliFixture, writeCsv } from "./helpers/cli.js";

const cli = useCliFixture({ seed: { maintained: { [DEMO_REGISTRAR.username]: [] } } });

// 6 sub-lists of 100, the last one 99: every stage of a multi-sub-list upload; more records
// would count the same way, only slower.
const RECORDS = generateExport(599, 5);
const SUB_LISTS = "/v1/reports/maintain-domains/sub-lists";

/** How each stage is interrupted: a line of the first run's stderr (Ctrl-C), or a lost answer. */
const stages: [string, { stopAt?: RegExp; lose?: { method: string; path: string; skip: number } }][] = [
  ["before the first sub-list", { stopAt: /validated 599 records/ }],
  ["mid sub-lists (Ctrl-C, a sub-list on the wire)", { stopAt: /sub-list 2\/6 accepted/ }],
  ["mid sub-lists (an answer lost)", { lose: { method: "POST", path: SUB_LISTS, skip: 2 } }],
  ["after the last sub-list, before the merge", { stopAt: /sub-list 6\/6 accepted/ }],
  [
    "after the merge, before the read-back (its answer lost)",
    { lose: { method: "PUT", path: `${SUB_LISTS}/merge`, skip: 0 } },
  ],
];

test.each(stages)("interrupted %s: the resumed run counts what the server holds", async (name, how) => {
  const slug = name.replace(/\W+/g, "-");
  const file = await writeCsv(cli.dir, `${slug}.csv`, RECORDS);
  const args = [
    "reports",
    "upload",
    file,
    "--sub-list-size",
    "100",
    "--checkpoint",
    `${cli.dir}/${slug}.json`,
  ];
  const controller = new AbortController();
  if (how.lose) cli.server.faults.inject({ ...how.lose, kind: "reset", afterProcessing: true });
  const first = await cdrapi(args, {
    env: serverEnv(cli.server),
    signal: controller.signal,
    onStderr: (text) => {
      if (how.stopAt?.test(text)) controller.abort();
    },
  });
  expect(first.code).not.toBe(0);

  const second = await cdrapi([...args, "--json"], { env: serverEnv(cli.server) });
  expect(second.code).toBe(0);
  const lines = second.stderr
    .split("\n")
    .filter((text) => text.startsWith('{"progress"'))
    .map((text) => (JSON.parse(text) as { progress: string }).progress);
  // Each accepted sub-list's line: the records the server holds after it (100 each, 99 the last).
  for (const text of lines) {
    const match = /^sub-list (\d+)\/6 accepted: ([\d,]+)\/599 records/.exec(text);
    if (match) expect(Number(match[2]!.replace(/,/g, ""))).toBe(Math.min(Number(match[1]) * 100, 599));
  }
  expect(lines.at(-1)).toMatch(/^done: 599 records/);
  const result = JSON.parse(second.stdout) as { totalDomain: number };
  expect(result.totalDomain).toBe(599);
  const basic = Buffer.from(`${DEMO_REGISTRAR.username}:${DEMO_REGISTRAR.password}`).toString("base64");
  const held = (await (
    await fetch(`${cli.server.url}/v1/registrars/domains`, { headers: { authorization: `Basic ${basic}` } })
  ).json()) as unknown[];
  expect(held).toHaveLength(599);
});

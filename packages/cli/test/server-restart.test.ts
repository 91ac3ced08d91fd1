import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import {
  DEMO_REGISTRAR,
  type MockServer,
  type MockServerOptions,
  startMockServer,
} from "@cdrapi/mock-server";
import { generateExport } from "@cdrapi/test-helpers/sample-export";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "@jest/globals";
import { EXIT } from "../src/exit-codes.js";
import { type Run, serverEnv, spawnCdrapi, tempDir, writeCsv } from "./helpers/cli.js";

const SUB_LISTS = "/v1/reports/maintain-domains/sub-lists";
const EXPORT = generateExport(1000, 22);

let dir: string;
let cleanup: () => Promise<void>;
let server: MockServer | undefined;

beforeAll(async () => {
  ({ dir, cleanup } = await tempDir());
  await writeCsv(dir, "domains.csv", EXPORT);
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  for (const name of ["cp.json", "state.ndjson"]) await rm(join(dir, name), { force: true });
});
afterAll(() => cleanup());

/** `cdrapi ...args`, the real executable, in `dir`, against `server` (read when it starts). */
async function cdrapi(args: string[]): Promise<Run> {
  const run = await spawnCdrapi(args, { cwd: dir, env: serverEnv(server!) });
  return { ...run, code: run.code ?? -1 };
}

/** The server is stopped, then started again on the same port with the same options. */
async function restart(options: MockServerOptions): Promise<void> {
  const port = Number(new URL(server!.url).port);
  await server!.close();
  server = await startMockServer({ ...options, port });
}

async function until(condition: () => boolean): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > 20_000) throw new Error("the upload never got there");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The words of the printed `resume with:` line, without the leading `cdrapi`. */
function resumeLine(run: Run): string[] {
  const printed = /^resume with: cdrapi (.*)$/m.exec(run.stderr)?.[1];
  if (!printed) throw new Error(`no resume line in:\n${run.stderr}`);
  return printed.split(" ");
}

const stored = () =>
  server!.state
    .maintainedList(DEMO_REGISTRAR.username)
    .map((record) => record.domainName)
    .sort();
const exported = EXPORT.map((record) => record.domainName).sort();
const upload = ["reports", "upload", "domains.csv", "--sub-list-size", "100", "--checkpoint", "cp.json"];

describe("with a state file: the upload completes after the restart", () => {
  const options = (): MockServerOptions => ({ stateFile: join(dir, "state.ndjson") });

  test("restarted while the upload waited to retry (429): the same run completes, exit 0", async () => {
    server = await startMockServer({ ...options(), port: 0 });
    const busy = server.faults.inject({
      kind: "status",
      status: 429,
      retryAfterMs: 2000,
      method: "POST",
      path: SUB_LISTS,
      skip: 3,
    });
    const running = cdrapi([...upload, "--no-progress"]);
    await until(() => busy.hits === 1); // 3 sub-lists accepted, the 4th to be sent again in 2 s
    await restart(options());

    const run = await running;
    expect(run.stderr).not.toMatch(/error/);
    expect(run.code).toBe(EXIT.OK);
    expect(run.stdout).toMatch(/totalDomain\s+│ 1000 /);
    expect(stored()).toEqual(exported);
    expect(server!.requestCount("POST", SUB_LISTS)).toBe(7); // the restarted server got 4 to 10
    expect(existsSync(join(dir, "cp.json"))).toBe(false);
  });

  test("restarted while a sub-list waited for its answer (lost): the printed resume line completes, exit 0", async () => {
    server = await startMockServer({ ...options(), port: 0 });
    server.faults.inject({ kind: "latency", ms: 10_000, method: "POST", path: SUB_LISTS, skip: 3 });
    const running = cdrapi([...upload, "--no-progress"]);
    const first = server;
    await until(() => first.requestCount("POST", SUB_LISTS) === 4); // the 4th waits on the server
    await restart(options());

    const stopped = await running;
    expect(stopped.code).toBe(EXIT.SERVER);
    expect(stopped.stderr).toMatch(/^3 of 10 sub-lists accepted, nothing merged yet; checkpoint: cp\.json$/m);

    const resumed = await cdrapi([...resumeLine(stopped), "--no-progress"]);
    expect(resumed.stderr).toMatch(
      /^resuming from cp\.json: 3 sub-list\(s\), 300 records already accepted$/m,
    );
    expect(resumed.stderr).not.toMatch(/error/);
    expect(resumed.code).toBe(EXIT.OK);
    expect(stored()).toEqual(exported);
    expect(server!.requestCount("POST", SUB_LISTS)).toBe(7);
  });
});

describe("without a state file: nothing survives, and the advice to start over works", () => {
  test("the checkpoint cannot be resumed; the export is sent again whole: exit 0, the list exactly the export", async () => {
    server = await startMockServer({ port: 0 });
    server.faults.inject({ kind: "latency", ms: 10_000, method: "POST", path: SUB_LISTS, skip: 3 });
    const running = cdrapi([...upload, "--no-progress"]);
    const first = server;
    await until(() => first.requestCount("POST", SUB_LISTS) === 4);
    await restart({});
    const stopped = await running;
    expect(stopped.code).toBe(EXIT.SERVER);

    // The resume cannot be made (the server does not know the checkpoint's sub-lists), and
    // nothing of the checkpoint is resumed: the export is sent again whole, as the advice to
    // start over would.
    const resumed = await cdrapi([...resumeLine(stopped), "--no-progress"]);
    expect(resumed.stderr).toMatch(/the server does not know sub-list 1 of the checkpoint/);
    expect(resumed.stderr).toMatch(/cannot be resumed .*; filing domains\.csv whole$/m);
    expect(resumed.code).toBe(EXIT.OK);
    expect(stored()).toEqual(exported);
  });
});

// At registrar scale, through the real executable and a pipe: 150,000 domains listed as a
// table and as NDJSON stream out in bounded memory (the child's peak RSS, measured by the
// child itself, against a small command of the same run), and a reader that goes away
// (`| head -1`) ends the command quietly with 0. The reader that goes away needs only more
// output than a pipe holds (64 KiB), not the scale: its server lists 5,000 domains (1 MB and
// more in each format), so the command is still writing when the pipe closes.
import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DEMO_REGISTRAR, type MockServer, startMockServer } from "@cdrapi/mock-server";
import { generateExport } from "@cdrapi/test-helpers/sample-export";
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { BIN, serverEnv, tempDir } from "./helpers/cli.js";

const maxRss = fileURLToPath(new URL("../../../tools/test-helpers/src/max-rss.mjs", import.meta.url));
const COUNT = 150_000;
const HEAD_COUNT = 5_000;

let dir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ dir, cleanup } = await tempDir());
});
afterAll(() => cleanup());

/** A reference server listing `count` domains for the registrar, for the tests of the describe block it is called in. */
function useServer(count: number): () => MockServer {
  let server: MockServer;
  beforeAll(async () => {
    const maintained = generateExport(count, 3);
    server = await startMockServer({
      port: 0,
      seed: { maintained: { [DEMO_REGISTRAR.username]: maintained } },
    });
  });
  afterAll(() => server.close());
  return () => server;
}

interface Child {
  code: number | null;
  /** Lines of stdout read (all of them, or up to the one the reader stopped at). */
  lines: number;
  /** Of those, the rows: not a table's header, rule or blank line. */
  rows: number;
  firstLine: string;
  stderr: string;
  /** Peak RSS of the child, MiB. */
  rssMiB: number;
}

/** Runs `cdrapi ...args` with stdout in a pipe; `stopAfter` lines closes the pipe (as `head` does). */
function run(server: MockServer, args: string[], name: string, stopAfter?: number): Promise<Child> {
  const rssFile = join(dir, `${name}.rss`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", maxRss, BIN, ...args], {
      env: { PATH: process.env.PATH, ...serverEnv(server), CDRAPI_TEST_RSS_FILE: rssFile },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let lines = 0;
    let rows = 0;
    let firstLine = "";
    let partial = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      if (stopAfter !== undefined && lines >= stopAfter) return;
      const text = partial + chunk.toString("utf8");
      const parts = text.split("\n");
      partial = parts.pop()!;
      if (lines === 0 && parts.length > 0) firstLine = parts[0]!;
      lines += parts.length;
      rows += parts.filter((l) => l !== "" && !/^(-+ *)+$/.test(l) && !l.startsWith("domainName ")).length;
      if (stopAfter !== undefined && lines >= stopAfter) child.stdout.destroy();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString("utf8");
    });
    child.on("error", reject);
    child.on("close", async (code) => {
      const kib = Number(await readFile(rssFile, "utf8").catch(() => "0"));
      resolve({ code, lines, rows, firstLine, stderr, rssMiB: kib / 1024 });
    });
  });
}

describe(`${COUNT.toLocaleString("en-US")} domains through a pipe`, () => {
  const server = useServer(COUNT);
  let baseline: Child;
  beforeAll(async () => {
    baseline = await run(server(), ["places", "countries"], "baseline");
    expect(baseline.code).toBe(0);
  });

  test.each([
    ["a table", ["domains", "list"]],
    ["NDJSON", ["domains", "list", "-o", "ndjson"]],
    ["NDJSON from cdrapi api", ["api", "getAllListOfDomainsUsingGET", "-o", "ndjson"]],
  ])("as %s: every row, no crash, memory near a small command's", async (name, args) => {
    const child = await run(server(), args, `list-${name.replaceAll(" ", "-")}`);
    expect(child.stderr).toBe("");
    expect(child.code).toBe(0);
    expect(child.rows).toBe(COUNT);
    // Holding the list (its 30 MB of JSON text and 150,000 objects) costs well over 100 MiB
    // more; a stream costs a page of rows (+15 MiB measured). Generous: +80 MiB over
    // `places countries` in the same run.
    expect(child.rssMiB).toBeGreaterThan(0);
    expect(child.rssMiB - baseline.rssMiB).toBeLessThan(80);
  });
});

describe(`${HEAD_COUNT.toLocaleString("en-US")} domains to a reader that goes away`, () => {
  const server = useServer(HEAD_COUNT);
  test.each([
    ["table", []],
    ["NDJSON", ["-o", "ndjson"]],
    ["CSV", ["-o", "csv"]],
    ["JSON", ["--json"]],
  ])("| head -1 (%s): exit 0, nothing on stderr", async (_name, flags) => {
    const child = await run(server(), ["domains", "list", ...flags], `head-${_name}`, 1);
    expect(child.code).toBe(0);
    expect(child.stderr).toBe("");
    expect(child.firstLine).not.toBe("");
  });
});

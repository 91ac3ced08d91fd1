// Broken export files (#22) through the real executable against the reference server: an export
// cut off mid-record (an interrupted export job, a full disk) is refused whatever the flags, so
// `reports upload cut.csv --skip-invalid` leaves the registrar's list as it was; and a file of
// one huge line is refused after the reader's cap (MAX_RECORD_LENGTH), naming the line, in
// bounded memory (the child's peak RSS, measured by the child itself, against a small command).
import { type ChildProcess, spawn } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DEMO_REGISTRAR, type MockServer, startMockServer } from "@cdrapi/mock-server";
import { MAX_RECORD_LENGTH } from "@cdrapi/reporting/node";
import { generateExport, toCsv } from "@cdrapi/test-helpers/sample-export";
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { EXIT } from "../src/exit-codes.js";
import { BIN, serverEnv, tempDir } from "./helpers/cli.js";

const maxRss = fileURLToPath(new URL("../../../tools/test-helpers/src/max-rss.mjs", import.meta.url));

// The registrar's list on the server: 30 domains. Its new export adds 5 (35 records); each cut
// file below stops inside record 33 (the 3rd new one). Read as a bad last row and skipped, it
// would report 32 records: a REPLACE that leaves out 3 domains the registrar maintains.
const exported = generateExport(35, 21);
const onServer = exported.slice(0, 30);
const CUT_RECORD = 32; // 0-based: the record the cut falls in
const names = (list: readonly { domainName: string }[]) => list.map((d) => d.domainName).sort();

let server: MockServer;
let dir: string;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  server = await startMockServer({
    port: 0,
    seed: { maintained: { [DEMO_REGISTRAR.username]: onServer } },
  });
  ({ dir, cleanup } = await tempDir());
});
afterAll(async () => {
  for (const child of running) child.kill("SIGKILL");
  await server.close();
  await cleanup();
});

interface Child {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Peak RSS of the child, MiB. */
  rssMiB: number;
}

/** The children still running: killed after the tests, so none outlives them. */
const running = new Set<ChildProcess>();

/** `cdrapi ...args` as a user runs it: the executable in its own process. */
function run(args: string[], name: string, node: string[] = []): Promise<Child> {
  const rssFile = join(dir, `${name}.rss`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...node, "--import", maxRss, BIN, ...args], {
      // Its own state and temporary folders (the last filing, the upload lock). A reader without a cap takes minutes over a
      // 40 MB line: Jest's hang guard ends such a test, never a clock of this file's own (a
      // correct run on a busy machine may be slow), and afterAll kills the child.
      env: {
        PATH: process.env.PATH,
        ...serverEnv(server),
        CDRAPI_TEST_RSS_FILE: rssFile,
        XDG_STATE_HOME: dir,
        TMPDIR: dir,
      },
      cwd: dir,
      stdio: ["ignore", "pipe", "pipe"],
    });
    running.add(child);
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString("utf8");
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString("utf8");
    });
    child.on("error", reject);
    child.on("close", async (code) => {
      running.delete(child);
      const kib = Number(await readFile(rssFile, "utf8").catch(() => "0"));
      resolve({ code, stdout, stderr, rssMiB: kib / 1024 });
    });
  });
}

/** What was sent to the server: every request but reads. */
const writes = () => server.requestLog.filter((entry) => entry.method !== "GET").length;

/** The text cut in the middle of the e-mail address of the record of `domainName`. */
function cutAt(text: string, { domainName, email }: { domainName: string; email: string }): string {
  const at = text.indexOf(email, text.indexOf(domainName));
  expect(at).toBeGreaterThan(text.indexOf(domainName));
  return text.slice(0, at + Math.floor(email.length / 2));
}

describe("an export cut off mid-record: `reports upload --skip-invalid` refuses it, the list is unchanged", () => {
  const cut = exported[CUT_RECORD]!;
  const files: Array<[string, string, number]> = [
    // CSV: header on line 1, so record 32 is on line 34; cut inside its email (too few cells).
    ["cut.csv", cutAt(toCsv(exported), cut), CUT_RECORD + 2],
    ["cut.ndjson", cutAt(exported.map((r) => JSON.stringify(r)).join("\n"), cut), CUT_RECORD + 1],
    // JSON: pretty-printed, one field a line; the element of record 32 starts on its own line.
    ["cut.json", cutAt(JSON.stringify(exported, null, 2), cut), -1],
  ];

  test.each(files)("%s", async (name, text, line) => {
    const path = join(dir, name);
    await writeFile(path, text);
    server.reset();
    const before = writes();
    const child = await run(["reports", "upload", name, "--skip-invalid", "--no-progress"], name);
    expect(child.code).toBe(EXIT.INVALID_INPUT);
    expect(child.stderr).toMatch(/1 file issue, nothing sent/);
    expect(child.stderr).toMatch(/the file looks cut off \(an interrupted export or a full disk\?\)/);
    const named = /\(first: line (\d+), \(file\): ends inside/.exec(child.stderr);
    expect(named).not.toBeNull();
    if (line > 0) expect(Number(named![1])).toBe(line);
    else {
      // JSON: the line where the cut element starts.
      const start = text.lastIndexOf("\n  {", text.lastIndexOf(cut.domainName));
      expect(Number(named![1])).toBe(text.slice(0, start + 1).split("\n").length);
    }
    expect(child.stdout).toBe("");
    expect(writes()).toBe(before); // nothing sent
    expect(names(server.state.maintainedList(DEMO_REGISTRAR.username))).toEqual(names(onServer));
  });
});

describe("a file of one huge line is refused at the cap, naming the line, in bounded memory", () => {
  const SIZE = 40 * 1024 * 1024; // 40 MB on one line
  /** The children's V8 heap limit: room for the CLI, not for the 40 MB line read whole. */
  const HEAP = ["--max-old-space-size=48"];
  let baseline: Child;

  beforeAll(async () => {
    // The same command on a small file: the server's own list, uploaded again (nothing changes).
    await writeFile(join(dir, "small.csv"), toCsv(onServer));
    server.reset();
    baseline = await run(
      ["reports", "upload", "small.csv", "--skip-invalid", "--no-progress"],
      "baseline",
      HEAP,
    );
    expect(baseline.code).toBe(EXIT.OK);
  });

  const header = toCsv([]).trimEnd();
  const record = toCsv([exported[0]!]).split("\r\n")[1]!;
  /** `fill` repeated to about SIZE bytes, after `head` and before `tail`. */
  const big = (head: string, fill: string, tail = "") =>
    Buffer.concat([
      Buffer.from(head),
      Buffer.from(fill.repeat(Math.ceil(SIZE / fill.length))),
      Buffer.from(tail),
    ]);

  const files: Array<[string, string, () => Buffer, number, RegExp]> = [
    // An export whose line breaks were lost: the header and every record on line 1.
    [
      "one-line.csv",
      "CSV without line breaks",
      () => big(`${header},`, `${record},`),
      1,
      /has a header row longer/,
    ],
    [
      "row.csv",
      "CSV, one huge row",
      () => big(`${header}\r\n${record}\r\n`, "x", "\r\n"),
      3,
      /has a record longer/,
    ],
    [
      "huge.ndjson",
      "NDJSON",
      () => big(`${JSON.stringify(exported[0])}\n{"note":"`, "x", '"}\n'),
      2,
      /has a record longer/,
    ],
    [
      "huge.json",
      "JSON",
      () => big(`[\n${JSON.stringify(exported[0])},\n{"note":"`, "x", '"}]'),
      3,
      /has a record longer/,
    ],
  ];

  test.each(files)("%s (%s)", async (name, _what, make, line, message) => {
    await writeFile(join(dir, name), make());
    server.reset();
    const child = await run(["reports", "upload", name, "--skip-invalid", "--no-progress"], name, HEAP);
    expect(child.code).toBe(EXIT.INVALID_INPUT);
    const cap = MAX_RECORD_LENGTH.toLocaleString("en-US");
    expect(child.stderr).toMatch(new RegExp(`first: line ${line}, \\(file\\): `));
    expect(child.stderr).toMatch(message);
    expect(child.stderr).toMatch(`longer than ${cap} characters starting on this line`);
    expect(writes()).toBe(0);
    expect(names(server.state.maintainedList(DEMO_REGISTRAR.username))).toEqual(names(onServer));
    // Reading the file whole would hold its 40 MB line (and more while it is cut into
    // records): over the child's heap limit (HEAP), a crash. The reader holds a record up to
    // the cap (1 MiB) and a chunk. The peak RSS is shown for the record, not asserted: how
    // much garbage is left uncollected depends on the machine's load, the heap limit does not.
    expect(child.rssMiB).toBeGreaterThan(0);
    process.stdout.write(
      `${name}: peak RSS ${child.rssMiB.toFixed(0)} MiB (baseline ${baseline.rssMiB.toFixed(0)})\n`,
    );
  });
});

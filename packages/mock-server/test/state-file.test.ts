/**
 * The state file holds registrants' personal data and lives as long as the server: it is its
 * owner's only (0600), it stays bounded however many uploads it records (it grew by every
 * upload's records: 432 MB after ten uploads of 120,000, and a restart from it took 1.69 GB),
 * it is never written through a link planted beside it, and one server at a time keeps it (two
 * gave the same report ids). The last two through the real `cdrapi-mock` executable.
 */

import { type ChildProcess, spawn } from "node:child_process";
import { lstat, mkdtemp, readFile, rm, stat, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { tsRegister } from "@cdrapi/test-helpers";
import { afterEach, beforeEach, describe, expect, test } from "@jest/globals";
import { DEMO_REGISTRAR, type MockServer, type MockServerOptions, startMockServer } from "../src/index.js";
import { asRegistrar, type Loose, record } from "./helpers.js";

const SUB = "/v1/reports/maintain-domains/sub-lists";
const MERGE = "/v1/reports/maintain-domains/sub-lists/merge";
const names = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => record(`${prefix}${i}.vn`));

let dir: string;
let file: string;
const open: MockServer[] = [];
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "cdrapi-mock-state-"));
  file = join(dir, "state.ndjson");
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((server) => server.close()));
  await rm(dir, { recursive: true, force: true });
});

async function start(options: MockServerOptions = {}): Promise<MockServer> {
  const server = await startMockServer({ stateFile: file, ...options });
  open.push(server);
  return server;
}

async function stop(server: MockServer): Promise<void> {
  open.splice(open.indexOf(server), 1);
  await server.close();
}

async function ok(server: MockServer, method: string, path: string, body?: unknown): Promise<Loose> {
  const answer = await asRegistrar(`${server.url}${path}`, method, body);
  expect(answer.status).toBe(200);
  return answer.body;
}

/** One upload of `list` in sub-lists of `size`, then the merge. */
async function upload(server: MockServer, list: unknown[], size: number): Promise<void> {
  for (let i = 0; i < list.length; i += size) await ok(server, "POST", SUB, list.slice(i, i + size));
  await ok(server, "PUT", MERGE);
}

const mode = async (path: string) => (await stat(path)).mode & 0o777;

describe("the state file", () => {
  test("is its owner's only (0600): at start, after changes, after reset() and a restart", async () => {
    let server = await start();
    expect(await mode(file)).toBe(0o600);
    await ok(server, "POST", SUB, names("a", 2));
    expect(await mode(file)).toBe(0o600);
    server.reset();
    expect(await mode(file)).toBe(0o600);
    await stop(server);
    server = await start();
    expect(await mode(file)).toBe(0o600);
  });

  test("stays bounded however many uploads it records, and a restart from it has the whole state", async () => {
    let server = await start();
    const list = names("d", 300); // about 120 KB of records: well over the 64 KiB floor
    const listBytes = Buffer.byteLength(JSON.stringify(list));
    const sizes: number[] = [];
    for (let n = 0; n < 10; n++) {
      await upload(server, list, 50);
      sizes.push((await stat(file)).size);
    }
    // The state is the list (and, mid-upload, as many records pending): the file holds a snapshot
    // of it and at most as many bytes of changes again, plus one sub-list. Before, it grew by the
    // list with every upload (ten uploads: eleven times the list).
    for (const size of sizes) expect(size).toBeLessThan(5 * listBytes);
    const before = {
      list: server.state.maintainedList(DEMO_REGISTRAR.username),
      reports: [...server.state.reports],
    };
    await stop(server);
    server = await start();
    expect(server.state.maintainedList(DEMO_REGISTRAR.username)).toEqual(before.list);
    expect([...server.state.reports]).toEqual(before.reports);
    expect(before.reports).toHaveLength(10 * 7); // six sub-lists and a merge an upload: every report kept
  });

  test("a link planted at the temporary name it once wrote (<file>.<pid>.tmp) is never written through", async () => {
    const victim = join(dir, "victim.txt");
    await writeFile(victim, "not yours\n");
    await symlink(victim, `${file}.${process.pid}.tmp`);
    const server = await start();
    await ok(server, "POST", SUB, names("a", 2));
    server.reset();
    expect(await readFile(victim, "utf8")).toBe("not yours\n");
    expect((await lstat(file)).isFile()).toBe(true);
  });

  test("a state file that is a symbolic link is refused, unread and untouched", async () => {
    const real = join(dir, "real.ndjson");
    const first = await start({ stateFile: real });
    await ok(first, "POST", SUB, names("a", 2));
    await stop(first);
    const text = await readFile(real, "utf8");
    await symlink(real, file);
    await expect(start()).rejects.toThrow(/is a symbolic link/);
    expect((await lstat(file)).isSymbolicLink()).toBe(true);
    expect(await readFile(real, "utf8")).toBe(text);
  });

  test("one server per file: a second one is refused until the first is closed", async () => {
    const first = await start();
    const id = (await ok(first, "POST", SUB, names("a", 1))).id;
    await expect(start()).rejects.toThrow(
      /another cdrapi-mock \(process \d+ on .*\) keeps its reporting state in/,
    );
    expect((await ok(first, "POST", SUB, names("b", 1))).id).toBe(id + 1);
    await stop(first);
    const next = await start();
    expect((await ok(next, "POST", SUB, names("c", 1))).id).toBe(id + 2);
  });
});

/** `cdrapi-mock --port 0 --state-file <file>` from the sources, as a user runs it. */
interface Mock {
  child: ChildProcess;
  /** Its URL once it listens; undefined when it exited first. */
  url: string | undefined;
  /** Its exit code (null: a signal ended it) and stderr, once it exited. */
  exited: Promise<{ code: number | null; stderr: string }>;
}

const BIN = fileURLToPath(new URL("../src/bin.ts", import.meta.url));
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

function spawnMock(): Promise<Mock> {
  const child = spawn(
    process.execPath,
    ["--import", pathToFileURL(tsRegister).href, BIN, "--port", "0", "--state-file", file],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  children.push(child);
  let stdout = "";
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, stderr })),
  );
  return new Promise((resolve) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /listening on (\S+)/.exec(stdout)?.[1];
      if (url) resolve({ child, url, exited });
    });
    void exited.then(() => resolve({ child, url: undefined, exited }));
  });
}

describe("cdrapi-mock --state-file: one server per file", () => {
  test("a second one on the same file exits 3, naming the first; the first goes on", async () => {
    const first = await spawnMock();
    expect(first.url).toBeDefined();
    const second = await spawnMock();
    expect(second.url).toBeUndefined(); // it never listened
    const { code, stderr } = await second.exited;
    expect(code).toBe(3);
    expect(stderr).toMatch(
      new RegExp(
        `^cdrapi-mock: another cdrapi-mock \\(process ${first.child.pid} on .*\\) keeps its reporting state in `,
      ),
    );
    expect(stderr).not.toMatch(/Usage/);
    expect((await asRegistrar(`${first.url}${SUB}`, "GET")).status).toBe(200);
  });

  test("once the first died (kill -9), the next one takes its lock over, with its state", async () => {
    const first = await spawnMock();
    const sub = (await asRegistrar(`${first.url}${SUB}`, "POST", names("a", 2))).body;
    first.child.kill("SIGKILL");
    expect((await first.exited).code).toBeNull();
    expect(await readFile(`${file}.lock`, "utf8")).toContain(`"pid":${first.child.pid}`);
    const next = await spawnMock();
    expect(next.url).toBeDefined();
    expect((await asRegistrar(`${next.url}/v1/reports/${sub.id}`, "GET")).body).toEqual(sub);
    next.child.kill("SIGTERM");
    expect((await next.exited).code).toBe(0);
    // Stopped cleanly, it leaves no lock behind.
    await expect(stat(`${file}.lock`)).rejects.toThrow(/ENOENT/);
  });
});

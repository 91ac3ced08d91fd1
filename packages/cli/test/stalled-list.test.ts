// Streams that never end (issue #22, item 6), through the real executable: a list whose server
// sends a byte at a time ends with the timeout error (exit 4) after --timeout, and a SIGTERM
// while such a list is being read stops the command at once (exit 143).
import { type ChildProcess, spawn } from "node:child_process";
import { type Reply, startServer, type TestServer } from "@cdrapi/test-helpers";
import { afterEach, expect, test } from "@jest/globals";
import { EXIT } from "../src/exit-codes.js";
import { BIN, STATE_HOME } from "./helpers/cli.js";

const DOMAINS = "/v1/registrars/domains";

/**
 * Garbage collection every 50 ms in the child: what minutes of a long list bring about. The
 * abort once failed to reach a body read after openapi-fetch's Request was collected.
 */
const OFTEN_GC = ["--expose-gc", "--import", "data:text/javascript,setInterval(() => gc(), 50).unref()"];

let server: TestServer | undefined;
let child: ChildProcess | undefined;
afterEach(async () => {
  if (child?.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  child = undefined;
  await server?.close();
  server = undefined;
});

/** 200 and "[" at once, then a space every `everyMs`, forever: never idle, never done. */
function dribble(everyMs: number): Reply {
  return (res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.write("[");
    const timer = setInterval(() => res.write(" "), everyMs);
    res.on("close", () => clearInterval(timer));
  };
}

interface Ended {
  /** The exit code, or "still running" when the child did not end within `withinMs`. */
  code: number | string;
  stderr: string;
}

/** `cdrapi ...args` as a real process against `url`; `ended` resolves when it exits (or is given up on). */
function run(url: string, args: string[], nodeFlags: string[] = []) {
  const started = spawn(process.execPath, [...nodeFlags, BIN, ...args], {
    env: {
      PATH: process.env.PATH,
      XDG_STATE_HOME: STATE_HOME,
      TMPDIR: STATE_HOME,
      CDRAPI_REPORTING_URL: url,
      CDRAPI_REPORTING_USERNAME: "registrar",
      CDRAPI_REPORTING_PASSWORD: "not-a-real-password",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child = started;
  let stderr = "";
  started.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  started.stdout.resume();
  const exited = new Promise<number | null>((resolve) => started.on("close", resolve));
  return {
    child: started,
    /**
     * The exit code, or "still running" after `withinMs` (then the child is killed). The
     * windows are past the CLI's own 60 s default timeout, so only a broken CLI reaches them,
     * however busy the machine.
     */
    async ended(withinMs: number): Promise<Ended> {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<string>((resolve) => {
        timer = setTimeout(() => resolve(`still running ${withinMs} ms later`), withinMs);
      });
      const code = await Promise.race([exited, late]);
      clearTimeout(timer);
      if (typeof code === "string") started.kill("SIGKILL");
      return { code: code ?? -1, stderr };
    },
  };
}

async function untilRequested(s: TestServer): Promise<void> {
  const started = Date.now();
  while (s.requests.length === 0 && Date.now() - started < 90_000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(s.requests.map((r) => r.url)).toEqual([DOMAINS]);
}

test("domains list --timeout 1 against a server that sends a byte at a time: the timeout error, exit 4", async () => {
  server = await startServer(dribble(200));
  const cli = run(server.url, ["domains", "list", "--timeout", "1"]);
  const { code, stderr } = await cli.ended(90_000);
  expect({ code, stderr }).toEqual({
    code: EXIT.SERVER,
    stderr: expect.stringMatching(
      /^error: .*the server stopped sending mid-answer, less than 1024 bytes in 1000 ms/m,
    ),
  });
  expect(stderr).not.toMatch(/cut short/); // the transport's TimeoutError as it is, not wrapped again
  expect(server.requests).toHaveLength(1); // a list half read is not asked for again
});

test("SIGTERM while a never-ending list is being read: stops at once, exit 143", async () => {
  server = await startServer(dribble(200));
  const cli = run(server.url, ["domains", "list"], OFTEN_GC); // --timeout: the default 60 s
  await untilRequested(server);
  await new Promise((resolve) => setTimeout(resolve, 500)); // reading the list, with collections
  cli.child.kill("SIGTERM");
  const { code, stderr } = await cli.ended(90_000);
  expect({ code, stderr }).toEqual({ code: EXIT.TERMINATED, stderr: "error: request aborted\n" });
});

test("Ctrl-C (SIGINT) likewise: exit 130", async () => {
  server = await startServer(dribble(200));
  const cli = run(server.url, ["domains", "list"], OFTEN_GC);
  await untilRequested(server);
  await new Promise((resolve) => setTimeout(resolve, 500));
  cli.child.kill("SIGINT");
  const { code } = await cli.ended(90_000);
  expect(code).toBe(EXIT.INTERRUPTED);
});

// The per-attempt deadline covers the body (issue #22, item 6): a whole body within timeoutMs
// in all; a streamed body must keep coming (at least MIN_PROGRESS_BYTES per timeoutMs), so a
// server that stalls mid-answer or sends a byte at a time ends in TimeoutError and the
// connection is aborted; the caller's abort ends a body being read at once.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { AbortError, ApiError, ConnectionError, MIN_PROGRESS_BYTES, TimeoutError } from "@cdrapi/core";
import { json, type Reply, rejection, startServer, type TestServer } from "@cdrapi/test-helpers";
import { afterEach, describe, expect, test } from "@jest/globals";
import { testClient, testTransport } from "./helpers/fixtures.js";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Headers and `first` at once, then one more byte every `everyMs`, forever; `closed()` once the client hangs up. */
function dribble(first: string, everyMs: number, closed: () => void = () => {}): Reply {
  return (res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.write(first);
    const timer = setInterval(() => res.write(" "), everyMs);
    res.on("close", () => {
      clearInterval(timer);
      closed();
    });
  };
}

/** Headers and `first`, then nothing more (until the client hangs up). */
function stall(first: string, closed: () => void = () => {}): Reply {
  return (res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.write(first);
    res.on("close", closed);
  };
}

/** The body of `client.api`'s GET /things/1 as a stream (parseAs "stream"). */
async function streamOf(t: ReturnType<typeof testTransport>, signal?: AbortSignal) {
  const { data, response } = await t.api.GET("/things/{id}", {
    params: { path: { id: "1" } },
    parseAs: "stream",
    signal,
  });
  return { body: data as unknown as ReadableStream<Uint8Array>, response };
}

/** Read a stream to its end; its size. */
async function drain(body: ReadableStream<Uint8Array>): Promise<number> {
  let size = 0;
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) size += chunk.byteLength;
  return size;
}

async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe("a whole body is read within timeoutMs", () => {
  test("a server that sends a byte at a time after the headers: TimeoutError", async () => {
    server = await startServer(dribble('{"partial":', 20));
    const c = testClient(server.url, { timeoutMs: 300, maxRetries: 0 });
    const error = await rejection(c.getThing("1"));
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).timeoutMs).toBe(300);
  });

  test("an error answer to a streamed call is read whole, within the deadline, and parsed", async () => {
    server = await startServer(json(503, { error: ["maintenance"] }));
    const t = testTransport(server.url, { maxRetries: 0 });
    const { error, response } = await t.api.GET("/things/{id}", {
      params: { path: { id: "1" } },
      parseAs: "stream",
    });
    expect(response.status).toBe(503);
    expect(error).toEqual({ error: ["maintenance"] });
    const thrown = await rejection(
      t.call(t.api.GET("/things/{id}", { params: { path: { id: "1" } }, parseAs: "stream" })),
    );
    expect(thrown).toBeInstanceOf(ApiError);
    expect((thrown as ApiError).messages).toEqual(["maintenance"]);
  });

  test("an error answer to a streamed call that stops mid-body: TimeoutError", async () => {
    server = await startServer((res) => {
      res.writeHead(404, { "content-type": "application/json" });
      res.write('{"error":');
    });
    const t = testTransport(server.url, { timeoutMs: 300, maxRetries: 0 });
    const pending = t.api.GET("/things/{id}", { params: { path: { id: "1" } }, parseAs: "stream" });
    expect(await rejection(pending)).toBeInstanceOf(TimeoutError);
  });
});

describe("a streamed body must keep coming", () => {
  test("a server that sends one byte at a time (never idle): TimeoutError, the connection aborted", async () => {
    let closed = false;
    server = await startServer(
      dribble("[", 20, () => {
        closed = true;
      }),
    );
    const t = testTransport(server.url, { timeoutMs: 300, maxRetries: 0 });
    const { body, response } = await streamOf(t);
    expect(response.status).toBe(200);
    const error = await rejection(drain(body));
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).timeoutMs).toBe(300);
    expect((error as Error).message).toMatch(/^the server stopped sending mid-answer/);
    expect((error as Error).message).toContain("getThing (GET http://127.0.0.1:");
    await until(() => closed); // the server saw the client hang up
    expect(server.requests).toHaveLength(1); // a body half read is never re-sent
  });

  test("a server that stops mid-answer: TimeoutError, the connection aborted", async () => {
    let closed = false;
    server = await startServer(
      stall('[{"a":1},', () => {
        closed = true;
      }),
    );
    const t = testTransport(server.url, { timeoutMs: 300, maxRetries: 0 });
    const { body } = await streamOf(t);
    expect(await rejection(drain(body))).toBeInstanceOf(TimeoutError);
    await until(() => closed);
  });

  test("a connection that breaks mid-answer: ConnectionError, the answer was cut short", async () => {
    server = await startServer((res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": "1000" });
      res.write('[{"a":1},', () => res.destroy());
    });
    const t = testTransport(server.url, { maxRetries: 0 });
    const { body } = await streamOf(t);
    const error = await rejection(drain(body));
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).not.toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toMatch(
      /^the answer was cut short \(.+\): getThing \(GET http:\/\/127\.0\.0\.1:/,
    );
  });

  test("a list that takes many times timeoutMs but keeps coming is read whole", async () => {
    const piece = `${"x".repeat(4 * MIN_PROGRESS_BYTES)}`;
    server = await startServer((res) => {
      res.writeHead(200, { "content-type": "application/json" });
      let sent = 0;
      const timer = setInterval(() => {
        if (sent++ === 30) {
          clearInterval(timer);
          res.end();
        } else res.write(piece);
      }, 60);
    });
    // A piece every 60 ms against 600 ms: ten times the interval of slack for a busy machine.
    const t = testTransport(server.url, { timeoutMs: 600, maxRetries: 0 });
    const { body } = await streamOf(t);
    expect(await drain(body)).toBe(30 * piece.length);
  });

  test("a reader that pauses longer than timeoutMs is not the server's fault", async () => {
    server = await startServer((res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write("[1,");
      setTimeout(() => res.end("2]"), 50);
    });
    // 1 s: the headers must come within it, however busy the machine; the pause exceeds it.
    const t = testTransport(server.url, { timeoutMs: 1000, maxRetries: 0 });
    const { body } = await streamOf(t);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // nobody reads
    const text = await new Response(body).text();
    expect(text).toBe("[1,2]");
  });

  test("the caller's abort ends a body being read at once: AbortError, the connection aborted", async () => {
    let closed = false;
    server = await startServer(
      dribble("[", 20, () => {
        closed = true;
      }),
    );
    const t = testTransport(server.url, { timeoutMs: 60_000, maxRetries: 0 });
    const controller = new AbortController();
    const { body } = await streamOf(t, controller.signal);
    const pending = rejection(drain(body));
    await new Promise((resolve) => setTimeout(resolve, 100));
    controller.abort();
    expect(await pending).toBeInstanceOf(AbortError);
    await until(() => closed);
  });

  // openapi-fetch makes a Request with the caller's signal and drops it once it has the
  // answer; Node's Request follows that signal only while the Request lives. After a garbage
  // collection (minutes into a long list), the caller's abort reached nothing and the read
  // went on: SIGTERM ignored (issue #22).
  test("the caller's abort still ends the body after the Request is garbage-collected", async () => {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    server = await startServer(dribble("[", 20));
    const t = testTransport(server.url, { timeoutMs: 60_000, maxRetries: 0 });
    const controller = new AbortController();
    const { body } = await streamOf(t, controller.signal);
    const pending = drain(body).then(
      () => "ended",
      (error: unknown) => error,
    );
    for (let i = 0; i < 5; i++) {
      gc();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    controller.abort();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise((resolve) => {
      // Only a body the abort never reached is still read this late, however busy the machine.
      timer = setTimeout(() => resolve("still reading 30 s after the abort"), 30_000);
    });
    const outcome = await Promise.race([pending, late]);
    clearTimeout(timer);
    expect(outcome).toBeInstanceOf(AbortError);
  });
});

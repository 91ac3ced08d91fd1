// connectionCode: the errors each runtime's fetch really throws (shapes taken from Node 20,
// Bun 1.4, Deno 2.9 and Chromium), and a real refused connection on loopback.
import { createServer } from "node:net";
import { describe, expect, test } from "@jest/globals";
import { connectionCode } from "../src/errors.js";

const withCause = (message: string, cause: unknown) => Object.assign(new TypeError(message), { cause });
const withCode = (message: string, code: string) => Object.assign(new TypeError(message), { code });

describe("connectionCode", () => {
  test.each<[string, unknown, string | undefined]>([
    [
      "Node (undici): code on the cause",
      withCause("fetch failed", withCode("connect ECONNREFUSED", "ECONNREFUSED")),
      "ECONNREFUSED",
    ],
    [
      "Node: an AggregateError's errors",
      withCause("fetch failed", new AggregateError([withCode("x", "ECONNREFUSED")])),
      "ECONNREFUSED",
    ],
    ["Bun: code on the error", withCode("ECONNREFUSED: Unable to connect.", "ECONNREFUSED"), "ECONNREFUSED"],
    ["older Bun: its own name", withCode("Unable to connect", "ConnectionRefused"), "ECONNREFUSED"],
    [
      "Deno: refused, message only",
      withCause(
        "fetch failed",
        new Error(
          "error sending request for url (http://127.0.0.1:9/): client error (Connect): tcp connect error: Connection refused (os error 111)",
        ),
      ),
      "ECONNREFUSED",
    ],
    [
      "Deno: unknown host",
      withCause(
        "fetch failed",
        new Error(
          "client error (Connect): dns error: failed to lookup address information: Name or service not known",
        ),
      ),
      "ENOTFOUND",
    ],
    [
      "Deno: reset",
      withCause("fetch failed", new Error("connection reset by peer (os error 104)")),
      "ECONNRESET",
    ],
    ["Chromium: nothing said", new TypeError("Failed to fetch"), "ERR_NETWORK"],
    [
      "Firefox: nothing said",
      new TypeError("NetworkError when attempting to fetch resource."),
      "ERR_NETWORK",
    ],
    ["an unrelated error", new Error("boom"), undefined],
    ["not an error", "ECONNREFUSED", undefined],
    ["undefined", undefined, undefined],
  ])("%s", (_name, error, code) => {
    expect(connectionCode(error)).toBe(code);
  });

  test("a cause cycle ends", () => {
    const a: { message: string; cause?: unknown } = { message: "a" };
    a.cause = a;
    expect(connectionCode(a)).toBeUndefined();
  });

  test("this runtime's fetch to a closed loopback port", async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    const error = await fetch(`http://127.0.0.1:${port}/`).catch((e: unknown) => e);
    expect(connectionCode(error)).toBe("ECONNREFUSED");
  });
});

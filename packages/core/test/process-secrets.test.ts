// One redaction for every error, whatever built it (#22, item 3): an error built without its
// client's secrets (a wrapper's createApiError, such as the CLI's streamed lists, a caller's
// own) is redacted with the exact secrets every client of the process sent, and so is an
// error built by another copy of this module (two versions of @cdrapi/core side by side).
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { inspect } from "node:util";
import {
  type ApiError,
  basicAuth,
  bearerAuth,
  ConnectionError,
  createApiError,
  redactText,
  redactUrl,
  redactValue,
} from "@cdrapi/core";
import { rejection, startServer, type TestServer } from "@cdrapi/test-helpers";
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { Secrets } from "../src/redact.js";
import { testClient } from "./helpers/fixtures.js";

// Plain letters: no credential-looking pattern could find these, only the exact values.
const USERNAME = "registrar";
const PASSWORD = "plainpasswordvalue";
const PAIR = `${USERNAME}:${PASSWORD}`;
const TOKEN = "plaintokenvalue";
const SECRETS = [PASSWORD, PAIR, TOKEN];
const ECHO = `you sent ${PAIR}, that is ${PASSWORD}, and ${TOKEN}`;

let server: TestServer;
beforeAll(async () => {
  // Echoes the request's credentials in the body, a header and the request id.
  server = await startServer((res, req) => {
    const sent = String(req.headers.authorization ?? "");
    const decoded = sent.startsWith("Basic ") ? Buffer.from(sent.slice(6), "base64").toString() : sent;
    res.writeHead(403, { "content-type": "application/json", "x-request-id": `id ${decoded}` });
    res.end(JSON.stringify({ message: `no: ${decoded}` }));
  });
  // Two clients of the process send their credentials (and fail: the server echoes them).
  await rejection(
    testClient(server.url, { auth: basicAuth({ username: USERNAME, password: PASSWORD }) }).getThing("1"),
  );
  await rejection(testClient(server.url, { auth: bearerAuth(TOKEN) }).getThing("1"));
});
afterAll(() => server.close());

function renderings(error: unknown): string[] {
  const e = error as Error;
  return [
    e.message,
    String(e),
    e.stack ?? "",
    JSON.stringify(e),
    inspect(e, { depth: Infinity, showHidden: true }),
  ];
}

function expectNoSecret(texts: readonly string[]): void {
  for (const text of texts) for (const secret of SECRETS) expect(text).not.toContain(secret);
}

describe("an error built without its client's secrets", () => {
  test.each([
    [
      "createApiError: message, messages, body, headers",
      () =>
        createApiError({
          status: 403,
          url: `${server.url}/things/1?note=${TOKEN}`,
          body: { echo: ECHO, deeper: [{ again: ECHO }] },
          headers: new Headers({ "x-echo": ECHO, "x-request-id": ECHO }),
        }),
    ],
    ["createApiError: given messages", () => createApiError({ status: 200, messages: [ECHO] })],
    ["createApiError: a text body", () => createApiError({ status: 500, body: ECHO })],
    [
      "ConnectionError: message and cause",
      () => new ConnectionError({ message: ECHO, cause: new Error(ECHO) }),
    ],
  ])("%s", (_name, build) => {
    const error = build();
    expect(renderings(error).join("\n")).toContain("[REDACTED]");
    expectNoSecret(renderings(error));
  });

  test("redactText, redactValue and redactUrl too", () => {
    expectNoSecret([
      redactText(ECHO),
      JSON.stringify(redactValue({ a: [ECHO], b: { c: ECHO } })),
      redactUrl(`${server.url}/x/${TOKEN}?q=${PAIR}`),
    ]);
  });
});

test("the request id a server echoes the credentials in is redacted (named methods too)", async () => {
  const error = (await rejection(
    testClient(server.url, { auth: basicAuth({ username: USERNAME, password: PASSWORD }) }).getThing("1"),
  )) as ApiError;
  expect(error.requestId).toBe("id [REDACTED]");
  expectNoSecret(renderings(error));
});

describe("another copy of the module (another version of @cdrapi/core in the process)", () => {
  let dir: string;
  let copy: typeof import("../src/redact.js");
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "cdrapi-redact-copy-"));
    const file = join(dir, "redact-copy.ts");
    await copyFile(fileURLToPath(new URL("../src/redact.ts", import.meta.url)), file);
    copy = (await import(file)) as typeof import("../src/redact.js");
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  test("is a distinct module, and redacts what this copy's clients sent", () => {
    expect(copy.Secrets).not.toBe(Secrets);
    expect(copy.redactText(ECHO)).toBe("you sent [REDACTED], that is [REDACTED], and [REDACTED]");
  });

  test("what a client of the other copy holds is redacted here", () => {
    const theirs = new copy.Secrets();
    theirs.add("othercopysecretvalue");
    expect(redactText("it was othercopysecretvalue")).toBe("it was [REDACTED]");
  });
});

describe("Secrets keeps the most recent values", () => {
  test("a client's 32, oldest out first (a value used again is recent again)", () => {
    const secrets = new Secrets();
    const values = Array.from({ length: 40 }, (_, i) => `value-number-${String(i).padStart(2, "0")}`);
    secrets.add(values[0]);
    for (const value of values.slice(1, 32)) secrets.add(value);
    secrets.add(values[0]); // used again: recent
    for (const value of values.slice(32)) secrets.add(value);
    const kept = values.filter((value) => secrets.redact(value) === "[REDACTED]");
    expect(kept).toEqual([values[0], ...values.slice(9)]);
  });

  test("the process keeps a bounded number: memory does not grow with the clients", () => {
    const first = "the-first-of-many-values";
    new Secrets().add(first);
    expect(redactText(first)).toBe("[REDACTED]");
    for (let i = 0; i < 300; i++) new Secrets().add(`another-client-value-${i}`);
    expect(redactText(first)).toBe(first);
    expect(redactText("another-client-value-299")).toBe("[REDACTED]");
  });
});

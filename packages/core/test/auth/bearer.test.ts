import { bearerAuth, bearerHeader, tokenIssues, ValidationError } from "@cdrapi/core";
import { json, rejection, startServer, type TestServer } from "@cdrapi/test-helpers";
import { afterEach, describe, expect, test } from "@jest/globals";
import { testClient } from "../helpers/fixtures.js";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("bearer auth", () => {
  test.each([
    ["empty", ""],
    ["newline", "abc\ndef"],
    ["space", "abc def"],
    ["non-ASCII", "tökén"],
  ])("a %s token is a ValidationError", (_name, token) => {
    expect(() => bearerHeader(token)).toThrow(ValidationError);
    expect(() => bearerAuth(token)).toThrow(ValidationError);
  });

  test.each([
    ["a usable token", "eyJ.abc-123_~+/=", 0],
    ["an empty token", "", 1],
    ["a non-string", 42, 1],
    ["a token with a tab", "a\tb", 1],
  ])("tokenIssues: %s", (_name, token, count) => {
    expect(tokenIssues(token)).toHaveLength(count);
    for (const issue of tokenIssues(token, "auth.token")) expect(issue.field).toBe("auth.token");
  });

  test("a static token is sent as Bearer", async () => {
    server = await startServer(json(200, {}));
    const c = testClient(server.url, { auth: bearerAuth("eyJ.abc-123_~+/=") });
    await c.getThing("1");
    expect(server.requests[0]?.headers.authorization).toBe("Bearer eyJ.abc-123_~+/=");
  });

  test("an async provider is asked for every attempt", async () => {
    server = await startServer([json(503, {}), json(200, {})]);
    let n = 0;
    const c = testClient(server.url, { auth: bearerAuth(async () => `token-${++n}`) });
    await c.getThing("1");
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(["Bearer token-1", "Bearer token-2"]);
  });

  test("a provider returning a bad token fails with ValidationError before sending", async () => {
    server = await startServer(json(200, {}));
    const c = testClient(server.url, { auth: bearerAuth(async () => "bad\ntoken") });
    const error = await rejection(c.getThing("1"));
    expect(error).toBeInstanceOf(ValidationError);
    expect(String(error)).not.toContain("bad\ntoken");
    expect(server.requests).toHaveLength(0);
  });
});

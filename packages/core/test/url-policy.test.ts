import { isLoopbackHost, ValidationError } from "@cdrapi/core";
import { describe, expect, test } from "@jest/globals";
import { testClient } from "./helpers/fixtures.js";

describe("isLoopbackHost", () => {
  test.each([
    ["localhost", true],
    ["LOCALHOST", true],
    ["api.localhost", true],
    ["127.0.0.1", true],
    ["127.255.3.4", true],
    ["[::1]", true],
    ["[::ffff:7f00:1]", true],
    ["128.0.0.1", false],
    ["10.0.0.1", false],
    ["localhost.example.com", false],
    ["127.0.0.1.nip.io", false],
    ["[::2]", false],
    ["example.com", false],
  ])("%s -> %p", (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });
});

describe("base URL policy (checked when the client is created)", () => {
  const calls: string[] = [];
  const recordingFetch = async (input: string) => {
    calls.push(input);
    return new Response("{}");
  };

  test.each([
    ["http://api.example.com", false, "refused"],
    ["http://api.example.com", true, "ok"],
    ["https://api.example.com", false, "ok"],
    ["http://localhost:4010", false, "ok"],
    ["http://127.0.0.2:80/base", false, "ok"],
    ["http://[::1]:4010", false, "ok"],
    ["ftp://example.com", true, "refused"],
    ["https://user:pass@example.com", false, "refused"],
    ["not a url", false, "refused"],
    ["", false, "refused"],
  ])("%s (allowInsecureHttp %p) is %s", (baseUrl, allowInsecureHttp, outcome) => {
    const create = () => testClient(baseUrl, { allowInsecureHttp, fetch: recordingFetch });
    if (outcome === "ok") expect(create).not.toThrow();
    else {
      expect(create).toThrow(ValidationError);
      try {
        create();
      } catch (error) {
        expect(String(error)).not.toContain("pass@");
      }
    }
    expect(calls).toHaveLength(0);
  });

  test("a per-call baseUrl is checked too, before any request", async () => {
    const c = testClient("https://api.example.com", { fetch: recordingFetch });
    const pending = c.t.api.GET("/things/{id}", {
      params: { path: { id: "1" } },
      baseUrl: "http://evil.example",
    });
    await expect(pending).rejects.toBeInstanceOf(ValidationError);
    expect(calls).toHaveLength(0);
  });
});

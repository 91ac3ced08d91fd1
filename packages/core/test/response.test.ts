import { ApiError } from "@cdrapi/core";
import { rejection, startServer, type TestServer, text } from "@cdrapi/test-helpers";
import { afterEach, describe, expect, test } from "@jest/globals";
import fc from "fast-check";
import { hostBillErrors, parseBody } from "../src/body.js";
import { testClient } from "./helpers/fixtures.js";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("response bodies on the wire", () => {
  test.each([
    ["*/*", { "content-type": "*/*" }, '{"id":1}', { id: 1 }],
    ["text/plain", { "content-type": "text/plain" }, '{"id":2}', { id: 2 }],
    ["no content type", {}, "[1,2]", [1, 2]],
    ["empty body", { "content-type": "application/json" }, "", undefined],
    ["empty body, chunked", { "transfer-encoding": "chunked" }, "", undefined],
    ["whitespace body", { "content-type": "application/json" }, "  \n", undefined],
  ])("200 with %s", async (_name, headers, body, expected) => {
    server = await startServer(text(200, body, headers as Record<string, string>));
    await expect(testClient(server.url).getThing("1")).resolves.toEqual(expected);
  });

  test("a 2xx body that is not JSON is an ApiError, not a SyntaxError", async () => {
    server = await startServer(text(200, "<html>oops</html>", { "content-type": "text/html" }));
    const error = (await rejection(testClient(server.url).getThing("1"))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(200);
    expect(error.messages).toEqual(["response body is not valid JSON"]);
    expect(server.requests).toHaveLength(1);
  });

  test("parseAs text still gets the raw body through the raw client", async () => {
    server = await startServer(text(200, "plain words"));
    const { t } = testClient(server.url);
    const result = await t.api.GET("/things/{id}", { params: { path: { id: "1" } }, parseAs: "text" });
    expect(result.data).toBe("plain words");
  });
});

describe("parseBody", () => {
  test("property: JSON round-trips; blank text is undefined; anything else is not ok", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const parsed = parseBody(JSON.stringify(value));
        return parsed.ok && JSON.stringify(parsed.value) === JSON.stringify(value);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (s) => {
        const parsed = parseBody(s);
        if (s.trim() === "") return parsed.ok && parsed.value === undefined;
        return parsed.ok || parsed.text === s;
      }),
    );
  });
});

describe("hostBillErrors", () => {
  test.each([
    [{ error: ["a"] }, ["a"]],
    [{ error: ["a", { code: 1 }] }, ["a", '{"code":1}']],
    [{ error: [] }, undefined],
    [{ error: "a" }, undefined],
    [[{ error: ["a"] }], undefined],
    [null, undefined],
    [undefined, undefined],
    ["error", undefined],
  ])("%j -> %j", (data, expected) => {
    expect(hostBillErrors(data)).toEqual(expected);
  });
});

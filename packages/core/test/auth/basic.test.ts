import { Buffer } from "node:buffer";
import { basicAuth, credentialIssues, encodeBasic, ValidationError } from "@cdrapi/core";
import { json, startServer, type TestServer } from "@cdrapi/test-helpers";
import { afterEach, describe, expect, test } from "@jest/globals";
import fc from "fast-check";
import { testClient } from "../helpers/fixtures.js";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const utf8Base64 = (s: string) => Buffer.from(s, "utf8").toString("base64");

describe("encodeBasic", () => {
  test("is byte-exact for Vietnamese credentials with ':' in the password", () => {
    const header = encodeBasic("nhà-đăng-ký", "mật:khẩu");
    expect(header).toBe(`Basic ${utf8Base64("nhà-đăng-ký:mật:khẩu")}`);
    expect(header).toBe("Basic bmjDoC3EkcSDbmcta8O9Om3huq10Omto4bqpdQ==");
  });

  test.each([
    ["':' in the username", "a:b", "pw", "username"],
    ["empty username", "", "pw", "username"],
    ["empty password", "user", "", "password"],
    ["newline in the password", "user", "pa\nss", "password"],
    ["NUL in the username", "us\u0000er", "pw", "username"],
    ["DEL in the password", "user", "pw\u007f", "password"],
    ["C1 control in the username", "us\u0085er", "pw", "username"],
    ["lone surrogate in the password", "user", "pw\uD800", "password"],
    ["non-string password", "user", 42 as unknown as string, "password"],
  ])("rejects %s with a ValidationError naming the field", (_name, username, password, field) => {
    let caught: unknown;
    try {
      encodeBasic(username, password);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ValidationError);
    expect((caught as ValidationError).issues.map((i) => i.field)).toContain(field);
    if (password.length > 2) expect(String(caught)).not.toContain(password);
  });

  test("property: any credentials give a valid, reversible header or a ValidationError", () => {
    const anyString = fc.oneof(
      fc.string(),
      fc.string({ unit: "binary" }),
      fc.string({ unit: "grapheme-composite" }),
    );
    fc.assert(
      fc.property(anyString, anyString, (username, password) => {
        let header: string;
        try {
          header = encodeBasic(username, password);
        } catch (error) {
          expect(error).toBeInstanceOf(ValidationError);
          return;
        }
        expect(header).toMatch(/^Basic [A-Za-z0-9+/]+={0,2}$/);
        const decoded = Buffer.from(header.slice(6), "base64").toString("utf8");
        expect(decoded).toBe(`${username}:${password}`);
        expect(username).not.toContain(":");
      }),
      { numRuns: 500 },
    );
  });
});

describe("credentialIssues", () => {
  test.each([
    ["a usable credential", "nhà-đăng-ký:x y", []],
    ["a non-string", 42, ["must be a string"]],
    ["an empty string", "", ["must not be empty"]],
    ["a C1 control", "a\u0085b", ["must not contain control characters"]],
    ["a lone surrogate", "a\uDC00", ["must be valid Unicode text"]],
  ])("%s", (_name, value, messages) => {
    const issues = credentialIssues(value, "auth.password");
    expect(issues.map((i) => i.message)).toEqual(messages);
    for (const issue of issues) expect(issue).toMatchObject({ index: null, field: "auth.password" });
  });
});

describe("basicAuth", () => {
  test("validates eagerly, before any client exists", () => {
    expect(() => basicAuth({ username: "a:b", password: "x" })).toThrow(ValidationError);
  });

  test("sends the exact header bytes on the wire", async () => {
    server = await startServer(json(200, {}));
    const c = testClient(server.url, { auth: basicAuth({ username: "nhà-đăng-ký", password: "mật:khẩu" }) });
    await c.replaceList([]);
    expect(server.requests[0]?.headers.authorization).toBe(`Basic ${utf8Base64("nhà-đăng-ký:mật:khẩu")}`);
  });

  test("sends no credentials to an operation whose security is empty", async () => {
    server = await startServer(json(200, {}));
    const c = testClient(server.url, { auth: basicAuth({ username: "u", password: "p" }) });
    await c.login({});
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });
});

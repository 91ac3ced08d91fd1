// A page on plain http:// (not localhost) has no WebCrypto: the bulk upload says so, and how
// to fix it, as a ValidationError before any request (the ecosystem test sees the same in Chromium).
import { ValidationError } from "@cdrapi/core";
import { afterEach, expect, test } from "@jest/globals";
import { hashLink, sha256Hex } from "../src/bulk/hash.js";

const original = Object.getOwnPropertyDescriptor(globalThis, "crypto");
afterEach(() => {
  if (original) Object.defineProperty(globalThis, "crypto", original);
});

test.each([
  ["no crypto at all", undefined],
  ["crypto without subtle (insecure context)", { getRandomValues: () => undefined }],
])("%s: ValidationError naming WebCrypto and the fix", async (_name, value) => {
  Object.defineProperty(globalThis, "crypto", { value, configurable: true, writable: true });
  const error = await sha256Hex("x").catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ValidationError);
  expect(String((error as Error).message)).toMatch(/WebCrypto.*https:\/\/.*localhost/);
});

test("with WebCrypto the hash is SHA-256", async () => {
  expect(await sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
});

test("without Node's createHash (a browser), WebCrypto gives the same links, from text or bytes", async () => {
  const body = '[{"domainName":"a.vn","ownerName":"Nguyễn Văn An"}]';
  const cases: Array<[string, string, string | Uint8Array]> = [
    ["", "", body],
    ["sha256-x", "1:null\n", new TextEncoder().encode(body)],
    ["", "2:{}\n", ""],
  ];
  const withNode = await Promise.all(cases.map((c) => hashLink(...c)));
  const getBuiltinModule = Object.getOwnPropertyDescriptor(process, "getBuiltinModule");
  Object.defineProperty(process, "getBuiltinModule", {
    value: undefined,
    configurable: true,
    writable: true,
  });
  try {
    expect(await Promise.all(cases.map((c) => hashLink(...c)))).toEqual(withNode);
  } finally {
    if (getBuiltinModule) Object.defineProperty(process, "getBuiltinModule", getBuiltinModule);
  }
});

import { describe, expect, test } from "@jest/globals";
import fc from "fast-check";
import { readJwtExp } from "../../src/session/jwt.js";
import { jwt } from "../helpers/fixtures.js";

const seg = (value: unknown) =>
  Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64url");

describe("readJwtExp", () => {
  const cases: Array<[string, unknown, number | undefined]> = [
    ["a JWT with a numeric exp", jwt({ exp: 1_900_000_000 }), 1_900_000_000],
    ["a fractional exp", jwt({ exp: 1.5 }), 1.5],
    ["padded base64url", `${seg({ alg: "none" })}.${Buffer.from('{"exp":42}').toString("base64")}.s`, 42],
    ["unicode claims", jwt({ name: "Nguyễn Văn A", exp: 7 }), 7],
    ["no exp", jwt({ sub: "x" }), undefined],
    ["exp as a string", jwt({ exp: "1900000000" }), undefined],
    ["exp null", jwt({ exp: null }), undefined],
    ["a payload that is an array", `h.${seg([1])}.s`, undefined],
    ["a payload that is not JSON", `h.${seg("not json")}.s`, undefined],
    ["a payload that is not base64url", "h.!!!.s", undefined],
    ["a payload of invalid UTF-8", `h.${Buffer.from([0xff, 0xfe]).toString("base64url")}.s`, undefined],
    ["two segments", `h.${seg({ exp: 1 })}`, undefined],
    ["four segments", `h.${seg({ exp: 1 })}.s.x`, undefined],
    ["an opaque token", "abcdef0123456789", undefined],
    ["an empty string", "", undefined],
    ["not a string", 42, undefined],
  ];
  test.each(cases)("%s", (_name, token, want) => {
    expect(readJwtExp(token)).toBe(want);
  });

  test("never throws, whatever the input", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.anything()), (input) => {
        const exp = readJwtExp(input);
        expect(exp === undefined || Number.isFinite(exp)).toBe(true);
      }),
    );
  });

  test("never throws on three dot-separated segments of arbitrary text", () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ unit: "binary" }), fc.string(), (a, b, c) => {
        expect(() => readJwtExp(`${a}.${b}.${c}`)).not.toThrow();
      }),
    );
  });

  test("well-formed tokens give their exp", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 0, max: 2 ** 40 }), fc.double({ noNaN: true, noDefaultInfinity: true })),
        fc.dictionary(
          fc.string().filter((k) => k !== "exp" && k !== "__proto__"),
          fc.jsonValue(),
        ),
        (exp, claims) => {
          expect(readJwtExp(jwt({ ...claims, exp }))).toBe(Object.is(exp, -0) ? 0 : exp);
        },
      ),
    );
  });
});

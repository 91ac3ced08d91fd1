// Help, version and usage errors of every command.
import { readFileSync } from "node:fs";
import { describe, expect, test } from "@jest/globals";
import { EXIT } from "../src/exit-codes.js";
import { VERSION } from "../src/version.js";
import { cdrapi } from "./helpers/cli.js";

const COMMANDS = [
  [],
  ["reports"],
  ["reports", "validate"],
  ["reports", "upload"],
  ["reports", "status"],
  ["domains"],
  ["domains", "list"],
  ["domains", "get"],
  ["places"],
  ["places", "countries"],
  ["places", "provinces"],
  ["places", "districts"],
  ["places", "wards"],
  ["vm"],
  ["vm", "resources"],
  ["vm", "list"],
];

describe("--help", () => {
  test.each(
    COMMANDS.map((c) => [c.join(" ") || "cdrapi", c]),
  )("%s: usage and examples on stdout", async (_n, command) => {
    const run = await cdrapi([...command, "--help"]);
    expect(run.code).toBe(EXIT.OK);
    expect(run.stdout).toMatch(/^Usage: cdrapi/);
    expect(run.stdout).toMatch(/Examples:\n {2}\$ (\S+=\S+ )*cdrapi /);
    expect(run.stderr).toBe("");
  });
});

test("--version matches package.json", async () => {
  const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
  expect(VERSION).toBe(pkg.version);
  expect((await cdrapi(["--version"])).stdout.trim()).toBe(pkg.version);
});

describe("usage errors exit 2", () => {
  test.each([
    [["nope"], /unknown command 'nope'/],
    [["reports", "upload"], /missing required argument 'file'/],
    [["reports", "upload", "x.csv", "--sub-list-size", "0"], /must be a positive integer/],
    [["reports", "upload", "x.csv", "--bogus"], /unknown option '--bogus'/],
    [["reports", "validate", "x.csv", "--format", "xml"], /Allowed choices are csv, ndjson, json/],
    [["--timeout", "-3", "vm", "list", "1"], /positive number of seconds/],
  ])("%j", async (args, message) => {
    const run = await cdrapi(args);
    expect(run.code).toBe(EXIT.USAGE);
    expect(run.stderr).toMatch(message);
  });
});

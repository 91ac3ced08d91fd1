// Help, version and usage errors of every command.
import { readFileSync } from "node:fs";
import { describe, expect, test } from "@jest/globals";
import { commandTree } from "../src/completion.js";
import { EXIT } from "../src/exit-codes.js";
import { buildProgram } from "../src/program.js";
import { VERSION } from "../src/version.js";
import { cdrapi } from "./helpers/cli.js";

/** Every command of the tree (help, examples and usage errors are checked on each). */
const COMMANDS = commandTree(
  buildProgram({ stdout: { write: () => true }, stderr: { write: () => true }, env: {} }, { code: 0 }),
).map((node) => (node.path === "" ? [] : node.path.split(" ")));

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

test("--version is package.json's version; the release script can rewrite it", async () => {
  const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
  expect(VERSION).toBe(pkg.version);
  expect((await cdrapi(["--version"])).stdout.trim()).toBe(pkg.version);
  // tools/release/src/records.mjs sets the version on release with this very pattern; a
  // constant it does not match would keep printing the old version (0.1.0 in a 0.2.0 package).
  const source = readFileSync(new URL("../src/version.ts", import.meta.url), "utf8");
  const records = readFileSync(new URL("../../../tools/release/src/records.mjs", import.meta.url), "utf8");
  const pattern = /text\.replace\((\/.*\/), /.exec(records)?.[1];
  expect(pattern).toBeDefined();
  const regex = new RegExp(pattern!.slice(1, -1));
  expect(regex.exec(source)?.[0]).toMatch(/"$/);
  expect(source.replace(regex, `$1${"9.9.9"}$2`)).toContain('PACKAGE_VERSION = "9.9.9"');
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
